/**
 * One game's row on the menu: its table in miniature, its name and difficulty, the player's record
 * with it, its description (or, where both do not fit, its note alone), and two drawn buttons: Play
 * (Continue where a game of it is saved) and More. Sizes follow the row: nothing shrinks below
 * 12 CSS px, every button stays at least 44x44.
 */
import type Phaser from 'phaser';
import { type GameId, gameDef } from '../engine/index.ts';
import { type Stats, winRate } from '../engine/stats.ts';
import { T } from '../text/index.ts';
import { difficultyWord, gameBlurb, gameName, gameNote } from '../text/games.ts';
import { formatTime } from './hud.ts';
import { type Rect, TOUCH_TARGET } from './layout.ts';
import { drawMiniature } from './miniature.ts';
import { type UiButton, drawButton, textStyle } from './ui.ts';

const DIFFICULTY_COLOURS = { easy: '#9be7a8', medium: '#ffe08a', hard: '#ffb27a', 'very hard': '#ff8a8a' } as const;
/** The smallest text on the menu (CSS px). */
export const MIN_TEXT = 12;
const BUTTON_GAP = 6;
/** A row this tall stacks its two buttons; a shorter one puts them side by side. */
export const STACKED_ROW = 2 * TOUCH_TARGET + BUTTON_GAP;

export interface RowActions {
  /** A new deal (no game saved). */
  readonly play: () => void;
  /** Resumes the saved game. */
  readonly resume: () => void;
  readonly more: () => void;
}

/** The player's record with a game, in one line. */
export function recordLine(s: Stats): string {
  if (s.played === 0) return T.notPlayed;
  return T.menuRecord(s.won, s.played, Math.round(winRate(s) * 100), s.bestTimeMs === null ? null : formatTime(s.bestTimeMs / 1000));
}

/** Shrinks a text to `width`, never below the smallest legible size; false when even that is too wide. */
function fit(t: Phaser.GameObjects.Text, size: number, width: number): boolean {
  t.setScale(Math.max(MIN_TEXT / size, Math.min(1, width / t.width)));
  return t.displayWidth <= width + 0.5;
}

/**
 * Draws `id`'s row in `r` (the caller's Graphics `g` takes the panel, the miniature and the buttons'
 * shapes; `s` scales the sizes up on big screens); returns its buttons, in keyboard order.
 */
export function drawGameRow(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, id: GameId, r: Rect, s: number, record: Stats, saved: boolean, on: RowActions): UiButton[] {
  g.fillStyle(0x000000, 0.22);
  g.fillRoundedRect(r.x, r.y, r.width, r.height, 12);
  g.lineStyle(1.5, 0xffffff, 0.25);
  g.strokeRoundedRect(r.x, r.y, r.width, r.height, 12);
  const pad = Math.max(5, Math.min(12 * s, (r.height - STACKED_ROW) / 2));
  const inner = r.height - 2 * pad;
  const stacked = inner >= STACKED_ROW;
  // Buttons on the right: one above the other, or side by side (wider) in a short row.
  const bw = stacked ? Math.max(88, Math.min(140 * s, r.width * 0.24)) : Math.max(2 * 72 + BUTTON_GAP, Math.min(2 * 110 * s, r.width * 0.36));
  const bx = r.x + r.width - pad - bw;
  const miniH = inner;
  const miniW = Math.min(miniH * 1.5, r.width * 0.24);
  const mini = { x: r.x + pad, y: r.y + pad, width: miniW, height: miniH };
  drawMiniature(g, id, mini);
  const tx = mini.x + miniW + 10 * s;
  const tw = bx - 10 * s - tx;
  drawText(scene, id, { x: tx, y: r.y + pad * 0.8, width: tw, height: r.height - pad * 1.4 }, s, record);

  const primaryLabel = saved ? T.continue : T.play;
  const bh = stacked ? Math.min(52 * s, (inner - BUTTON_GAP) / 2) : Math.max(TOUCH_TARGET, Math.min(52 * s, inner));
  const one = stacked ? bw : (bw - BUTTON_GAP) / 2;
  const top = r.y + (r.height - (stacked ? 2 * bh + BUTTON_GAP : bh)) / 2;
  const moreRect = { x: bx, y: top, width: one, height: bh };
  const playRect = stacked ? { x: bx, y: top + bh + BUTTON_GAP, width: one, height: bh } : { x: bx + one + BUTTON_GAP, y: top, width: one, height: bh };
  const name = gameName(id);
  const more = { ...drawButton(scene, g, `more:${id}`, moreRect, T.more, on.more), label: T.moreAbout(name) };
  if (!saved) return [more, { ...drawButton(scene, g, `play:${id}`, playRect, primaryLabel, on.play, true), label: T.playNewDeal(name) }];
  const resume = { ...drawButton(scene, g, `continue:${id}`, playRect, primaryLabel, on.resume, true), label: T.continueGame(name) };
  // The rest of the row of a saved game (its miniature and words) resumes it too; a new deal of it is on its page (More), and asks first.
  const rest = { id: `play:${id}`, label: T.continueGame(name), rect: { x: r.x, y: r.y, width: bx - 4 - r.x, height: r.height }, action: on.resume };
  return [more, resume, rest];
}

/** Name, difficulty, record and description, top down in `box`; what does not fit legibly is left out. */
function drawText(scene: Phaser.Scene, id: GameId, box: Rect, s: number, record: Stats): void {
  const nameSize = Math.max(15, Math.min(20 * s, box.height * 0.2));
  const small = Math.max(13, Math.min(15 * s, box.height * 0.14));
  const nameText = scene.add.text(box.x, box.y, gameName(id), textStyle(nameSize, '#ffffff', true));
  fit(nameText, nameSize, box.width);
  let y = box.y + nameText.displayHeight;
  // The difficulty beside the name when it fits there, else on a line of its own.
  const diff = scene.add.text(0, 0, difficultyWord(id), textStyle(small, DIFFICULTY_COLOURS[gameDef(id).difficulty], true));
  const besideX = box.x + nameText.displayWidth + 8 * s;
  if (besideX + diff.width <= box.x + box.width) diff.setPosition(besideX, box.y + (nameText.displayHeight - diff.height) * 0.6);
  else {
    diff.setPosition(box.x, y);
    fit(diff, small, box.width);
    y += diff.displayHeight;
  }
  const rec = scene.add.text(box.x, y, recordLine(record), { ...textStyle(small, '#f2d98a'), wordWrap: { width: box.width / Math.max(MIN_TEXT / small, 1), useAdvancedWrap: true } });
  if (rec.height > small * 1.6) {
    // Two lines at full size: one at a smaller size reads better, if it stays legible.
    rec.setWordWrapWidth(null);
    if (!fit(rec, small, box.width)) rec.setScale(1).setWordWrapWidth(box.width, true);
  }
  y += rec.displayHeight + 2;
  const room = box.y + box.height - y;
  const blurb = scene.add.text(box.x, y, '', { ...textStyle(small, '#d6eadc'), wordWrap: { width: box.width, useAdvancedWrap: true } });
  // The blurb with the game's note; where both do not fit, the note alone: a player must not miss it.
  const note = gameNote(id);
  const tries = note === null ? [gameBlurb(id)] : [`${gameBlurb(id)} ${note}`, note];
  const least = MIN_TEXT / small;
  for (const words of tries) {
    blurb.setScale(1).setWordWrapWidth(box.width).setText(words);
    // Smaller, wrapped wider, until it fits or reaches the least legible size.
    for (let k = 1; blurb.displayHeight > room && k > least; ) {
      k = Math.max(least, k - 0.08);
      blurb.setWordWrapWidth(box.width / k).setScale(k);
    }
    if (blurb.displayHeight <= room) break;
  }
  if (blurb.displayHeight > room) blurb.setVisible(false);
}
