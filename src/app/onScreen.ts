/**
 * What the screen showing draws, read from Phaser's scenes: its buttons (the top scene's: a panel,
 * the Results, the menu, else the table's bar and watch bar) and its words, in client px. The
 * toasts keep clear of the buttons; the test hook reads both. Read only.
 */
import Phaser from 'phaser';
import type { Rect } from '../geometry.ts';
import { SCENES } from '../keys.ts';
import type { TableScene } from '../scenes/TableScene.ts';
import { buttonsOf } from '../view/kit/ui.ts';

/** The scenes that cover those under them, top first. */
const COVERING = [SCENES.panel, SCENES.results, SCENES.menu] as const;

/** A rect of the game's (CSS px on the canvas) where the page shows it. */
export function toClient(game: Phaser.Game, r: Rect): Rect {
  const c = game.canvas.getBoundingClientRect();
  return { x: c.left + r.x, y: c.top + r.y, width: r.width, height: r.height };
}

/** The table, while it shows and has its deal on it. */
export function tableShown(game: Phaser.Game): TableScene | null {
  const t = game.scene.getScene(SCENES.table) as TableScene | null;
  return t && game.scene.isActive(SCENES.table) && !t.finding ? t : null;
}

/** The buttons of the screen showing, client px. */
export function buttonsShown(game: Phaser.Game): { id: string; rect: Rect }[] {
  const key = COVERING.find((k) => game.scene.isActive(k));
  const list = key ? buttonsOf(game.scene.getScene(key)) : ((tableShown(game) as { view?: TableScene['view'] } | null)?.view?.buttons() ?? []);
  return list.map((b) => ({ id: b.id, rect: toClient(game, b.rect) }));
}

/** Every word drawn on the canvas of the screen showing, with its size (font size times scale), client px. */
export function wordsShown(game: Phaser.Game): { text: string; rect: Rect; size: number }[] {
  const key = [SCENES.panel, SCENES.results, SCENES.table, SCENES.menu].find((k) => game.scene.isActive(k));
  if (!key) return [];
  const out: { text: string; rect: Rect; size: number }[] = [];
  // The game draws no containers (the custom Phaser build has none): texts sit in the scene's list.
  for (const o of game.scene.getScene(key).children.list) {
    if (!(o instanceof Phaser.GameObjects.Text) || !o.visible || o.alpha <= 0 || o.text.trim() === '') continue;
    const b = o.getBounds();
    const size = Number.parseFloat(String(o.style.fontSize)) * Math.abs(o.scaleY);
    out.push({ text: o.text, rect: toClient(game, { x: b.x, y: b.y, width: b.width, height: b.height }), size });
  }
  return out;
}
