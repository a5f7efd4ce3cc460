/**
 * A panel drawn by its plan (view/kit/panelPlan.ts): the frame, the title with the close cross at
 * its right, the parts of the page showing and, where there are pages, Previous, the page's number
 * and Next at the foot. A swipe, the mouse wheel and Page Up or Page Down turn the pages; a tap
 * outside the frame closes a panel that has a close cross. Every panel and the Results draw
 * themselves so.
 */
import Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import { inside } from '../../geometry.ts';
import { T } from '../../text/index.ts';
import { keyForPage } from './dom.ts';
import { TITLE_FONT } from './fonts.ts';
import type { PanelPartView } from './panelParts.ts';
import { LEAST_TEXT } from './panelParts.ts';
import { type PanelPlan, type PanelSpec, planPanel } from './panelPlan.ts';
import { type UiButton, drawButton, drawClose, drawPanelFrame, spokenOf, textStyle } from './ui.ts';
import { inputHeld, onSceneKey } from './keys.ts';

const TITLE_SIZE = [26, 22, 20, 18] as const;
/** A swipe: this far, mostly one way. */
const SWIPE = 40;
/** One turn a wheel's flick: what it moves within this long after a turn is the same flick. */
const WHEEL_REST_MS = 350;
const WHEEL_TURN = 40;

export interface PanelDrawing extends Omit<PanelSpec, 'screen' | 'heads' | 'parts'> {
  readonly title: string;
  readonly heads?: readonly PanelPartView[];
  readonly parts: readonly PanelPartView[];
  /** The page to show (kept within the pages there are). */
  readonly page: number;
  /** The close cross, Esc's and a tap outside's action; null: the panel has none (the Results). */
  readonly close: (() => void) | null;
  /** Shows page `to`; `by`: the pager's button pressed, or null for a swipe, the wheel or a key. */
  readonly turn: (to: number, by: string | null) => void;
  /** The title's size by tightness, roomiest first. */
  readonly titleSizes?: readonly [number, number, number, number];
}

export interface DrawnPanel {
  readonly plan: PanelPlan;
  /** The page shown, and how many there are. */
  readonly page: number;
  readonly pages: number;
  /** Its buttons in keyboard order: the parts', the pager's, the close cross last. */
  readonly buttons: UiButton[];
}

/** Draws `d` on a screen `width` x `height`. */
export function drawPanel(scene: Phaser.Scene, d: PanelDrawing, width: number, height: number): DrawnPanel {
  const plan = planPanel({ ...d, screen: { width, height } });
  const pages = plan.pages.length;
  const page = Math.max(0, Math.min(pages - 1, d.page));
  const g = scene.add.graphics();
  drawPanelFrame(g, plan.frame);
  const cross = d.close === null ? null : drawClose(g, plan.header.x + plan.header.width - 44, plan.header.y, d.close);
  drawTitle(scene, d, plan, cross !== null);
  const all = [...(d.heads ?? []), ...d.parts];
  const shown = plan.pages[page] ?? [];
  const buttons = all.flatMap((part, i) => {
    const rows = shown.filter((r) => r.part === i);
    return rows.length === 0 ? [] : part.draw(g, rows, plan.step);
  });
  if (plan.pager) buttons.push(...drawPager(scene, g, plan.pager, page, pages, d.turn));
  if (cross) buttons.push(cross);
  turnsBy(scene, plan.frame, page, pages, d.turn, d.close);
  return { plan, page, pages, buttons };
}

/** The title in its row: at its side of the close cross, shrunk to fit, on two lines where it would shrink past legibility. */
function drawTitle(scene: Phaser.Scene, d: PanelDrawing, plan: PanelPlan, crossed: boolean): void {
  const r = plan.header;
  const room = r.width - (crossed ? 52 : 0);
  const size = (d.titleSizes ?? TITLE_SIZE)[plan.step];
  const centred = !crossed;
  const t = scene.add.text(centred ? r.x + room / 2 : r.x, r.y + r.height / 2, d.title, { ...textStyle(size, '#f2c14e', true, TITLE_FONT), align: centred ? 'center' : 'left' }).setOrigin(centred ? 0.5 : 0, 0.5);
  if (t.width <= room) return;
  if ((size * room) / t.width >= LEAST_TEXT + 2) {
    t.setScale(room / t.width);
    return;
  }
  t.setFontSize(LEAST_TEXT + 2).setWordWrapWidth(Math.max(room, 2 * size), true);
  t.setScale(Math.min(1, room / t.width, r.height / t.height));
}

/** Previous, "2 of 3" and Next; each page button turns and keeps the keyboard on itself. */
export function drawPager(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, pager: NonNullable<PanelPlan['pager']>, page: number, pages: number, turn: PanelDrawing['turn']): UiButton[] {
  const to = (k: number, id: string) => () => { turn((k + pages) % pages, id); };
  const said = (b: UiButton): UiButton => ({ ...b, spoken: `${spokenOf(b)}, ${T.pageOf(page + 1, pages)}` });
  const prev = said(drawButton(scene, g, 'page:prev', pager.prev, T.previous, to(page - 1, 'page:prev')));
  const next = said(drawButton(scene, g, 'page:next', pager.next, T.next, to(page + 1, 'page:next')));
  const label = pager.label;
  const n = scene.add.text(label.x + label.width / 2, label.y + label.height / 2, T.pageOf(page + 1, pages), textStyle(15, '#e8f3ec')).setOrigin(0.5);
  if (n.width > label.width) n.setScale(label.width / n.width);
  if (n.displayHeight < LEAST_TEXT) n.setVisible(false);
  return [prev, next];
}

/**
 * The other ways to turn a page: a swipe across the panel (up or left: on), the mouse wheel, Page
 * Up and Page Down; and a tap outside the frame, which closes a panel that can be closed.
 */
export function turnsBy(scene: Phaser.Scene, frame: Rect, page: number, pages: number, turn: PanelDrawing['turn'], close: (() => void) | null): void {
  const go = (by: number): void => {
    const to = page + by;
    if (to >= 0 && to < pages && to !== page) turn(to, null);
  };
  let from: { x: number; y: number; id: number } | null = null;
  scene.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => { from ??= { x: p.worldX, y: p.worldY, id: p.id }; });
  scene.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => {
    const start = from;
    if (start?.id !== p.id) return;
    from = null;
    const dx = p.worldX - start.x;
    const dy = p.worldY - start.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE) go((Math.abs(dx) > Math.abs(dy) ? dx : dy) < 0 ? 1 : -1);
    else if (close && !inside(frame, start.x, start.y) && !inside(frame, p.worldX, p.worldY)) close();
  });
  if (pages > 1) turnsByWheelAndKeys(scene, page, pages, go);
}

/** The mouse wheel and Page Up, Page Down, Home and End turn the pages. */
function turnsByWheelAndKeys(scene: Phaser.Scene, page: number, pages: number, go: (by: number) => void): void {
  let wheel = 0;
  let turnedAt = -Infinity;
  const onWheel = (e: WheelEvent): void => {
    if (!scene.sys.isActive() || inputHeld(scene.game)) return;
    if (e.timeStamp - turnedAt < WHEEL_REST_MS) return;
    wheel += e.deltaY + e.deltaX;
    if (Math.abs(wheel) < WHEEL_TURN) return;
    turnedAt = e.timeStamp;
    go(wheel > 0 ? 1 : -1);
    wheel = 0;
  };
  const onKey = (e: KeyboardEvent): void => {
    if (keyForPage(e)) return;
    const by = { PageDown: 1, PageUp: -1, End: pages, Home: -pages }[e.key];
    if (by === undefined) return;
    e.preventDefault();
    go(Math.max(-page, Math.min(pages - 1 - page, by)));
  };
  const canvas = scene.game.canvas;
  canvas.addEventListener('wheel', onWheel, { passive: true });
  onSceneKey(scene, onKey);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { canvas.removeEventListener('wheel', onWheel); });
}
