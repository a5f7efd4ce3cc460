/**
 * Many like cells as a part of a panel (the trophies): each its picture, name and note, a keyboard
 * stop that says it all, as many side by side as cells of a readable width fit, as many rows as
 * the panel's plan gives a page.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import { announce } from '../kit/dom.ts';
import type { PanelPartView } from '../kit/panelParts.ts';
import { type UiButton, textStyle, wrapWidth } from '../kit/ui.ts';
import type { GridCell } from './panels.ts';

/** The narrowest cell: an emblem and two short lines of 12 px text beside it. */
export const GRID_MIN_CELL = 250;
const GRID_GAP = 8;
const MOST_COLUMNS = 4;
/** A cell's height by tightness: an emblem with room round it. */
const ROW_H = [84, 76, 70, 64] as const;

/** The cells in rows across the column. */
export function gridPart(scene: Phaser.Scene, cells: readonly GridCell[]): PanelPartView {
  const colsAt = (width: number) => Math.max(1, Math.min(MOST_COLUMNS, Math.floor((width + GRID_GAP) / (GRID_MIN_CELL + GRID_GAP))));
  return {
    measure: (width, step) => {
      const cols = colsAt(width);
      return { rows: Array.from({ length: Math.ceil(cells.length / cols) }, () => ROW_H[step]), cols, gap: GRID_GAP, cells: cells.length };
    },
    draw: (g, rows) => rows.flatMap((r) => r.cells.map((rect, i) => drawCell(scene, g, cells[r.row * colsAt(r.rect.width) + i]!, rect))),
  };
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
