/**
 * A panel of many like cells (the trophies): the title with a close cross, a line or two, then
 * the cells of one page (each its picture, name and note, a keyboard stop that says it all), and
 * Previous and Next where there is more than one page. Where the cells go: view/panels/gridLayout.ts.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import { T } from '../../text/index.ts';
import { announce } from '../kit/dom.ts';
import { TITLE_FONT } from '../kit/fonts.ts';
import { gridPlan } from './gridLayout.ts';
import type { GridCell, PanelContent, PanelGrid } from './panels.ts';
import { type UiButton, drawButton, drawClose, drawPanelFrame, spokenOf, textStyle, wrapWidth } from '../kit/ui.ts';

export interface GridPanelActions {
  readonly close: () => void;
  /** Redraw after the button `id` turned the page. */
  readonly turned: (id: string) => void;
}

/** Draws the panel on a screen `width` x `height`; returns its buttons in keyboard order. */
export function drawGridPanel(scene: Phaser.Scene, c: PanelContent, grid: PanelGrid, width: number, height: number, on: GridPanelActions): UiButton[] {
  const g = scene.add.graphics();
  const pw = Math.min(width - 16, 1040);
  const titleSize = Math.min(26, pw / 14);
  const title = scene.add.text(0, 0, c.title, textStyle(titleSize, '#f2c14e', true, TITLE_FONT)).setOrigin(0, 0.5);
  if (title.width > pw - 88) title.setScale((pw - 88) / title.width);
  const lineSize = width < 500 ? 14 : 16;
  const said = (c.lines ?? []).join('\n');
  const lines = said === '' ? null : scene.add.text(0, 0, said, { ...textStyle(lineSize, '#e8f3ec'), wordWrap: { width: wrapWidth(pw - 32, lineSize), useAdvancedWrap: true } });
  const header = 12 + 44 + 6 + (lines ? lines.height + 10 : 0);
  const plan = gridPlan(width, height, grid.cells.length, header);
  const { panel } = plan;
  drawPanelFrame(g, panel);
  title.setPosition(panel.x + 16, panel.y + 12 + 22);
  lines?.setPosition(panel.x + 16, panel.y + 12 + 44 + 6);
  const page = Math.max(0, Math.min(plan.pages - 1, grid.page));
  const shown = grid.cells.slice(page * plan.perPage, (page + 1) * plan.perPage);
  const buttons = shown.map((cell, i) => drawCell(scene, g, cell, plan.cells[i]!));
  if (plan.turn) {
    const { prev, next, label } = plan.turn;
    const turn = (to: number, id: string) => () => {
      grid.turn((to + plan.pages) % plan.pages);
      on.turned(id);
    };
    const pageSpoken = (b: UiButton): UiButton => ({ ...b, spoken: `${spokenOf(b)}, ${T.pageOf(page + 1, plan.pages)}` });
    buttons.push(pageSpoken(drawButton(scene, g, 'page:prev', prev, T.previous, turn(page - 1, 'page:prev'))));
    buttons.push(pageSpoken(drawButton(scene, g, 'page:next', next, T.next, turn(page + 1, 'page:next'))));
    const n = scene.add.text(label.x + label.width / 2, label.y + label.height / 2, T.pageOf(page + 1, plan.pages), textStyle(15, '#e8f3ec')).setOrigin(0.5);
    if (n.width > label.width) n.setVisible(false);
  }
  buttons.push(drawClose(g, panel.x + panel.width - 12 - 44, panel.y + 12, on.close));
  return buttons;
}

/** One cell: its picture at the left, its name and note beside it; pressed, it says itself. */
function drawCell(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, cell: GridCell, r: Rect): UiButton {
  g.fillStyle(cell.bright ? 0xffffff : 0x000000, cell.bright ? 0.13 : 0.2);
  g.fillRoundedRect(r.x, r.y, r.width, r.height, 10);
  g.lineStyle(1.5, cell.bright ? 0xf2c14e : 0xffffff, cell.bright ? 0.75 : 0.15);
  g.strokeRoundedRect(r.x, r.y, r.width, r.height, 10);
  const e = r.height - 12;
  cell.draw(g, { x: r.x + 6, y: r.y + 6, width: e, height: e });
  const x = r.x + e + 14;
  const w = r.x + r.width - 8 - x;
  const nameSize = Math.min(16, Math.max(14, Math.round(r.height * 0.21)));
  const name = scene.add.text(x, 0, cell.name, { ...textStyle(nameSize, cell.bright ? '#ffffff' : '#c9d3cc', true), wordWrap: { width: wrapWidth(w, nameSize), useAdvancedWrap: true }, maxLines: 2 });
  const note = scene.add.text(x, 0, cell.note, { ...textStyle(13, cell.bright ? '#f2d98a' : '#a9b8ae'), wordWrap: { width: wrapWidth(w, 13), useAdvancedWrap: true } });
  // What does not fit the cell is cut: the spoken words carry it whole.
  const room = r.height - 8;
  for (let n = note.getWrappedText().length; name.height + note.height > room && n > 1; n--) note.setMaxLines(n - 1);
  if (name.height + note.height > room) note.setVisible(false);
  const h = name.height + (note.visible ? note.height : 0);
  name.setY(r.y + (r.height - h) / 2);
  note.setY(name.y + name.height);
  return { id: cell.id, label: cell.name, spoken: cell.spoken, rect: r, action: () => { announce(cell.spoken); } };
}
