/**
 * One game's row on the menu: its table in miniature, its name and difficulty, the player's record
 * with it, the emblems of its badges earned, its description (or, where both do not fit, its note
 * alone; cut at a word where even that is too long), and two drawn buttons: Play (Continue where a
 * game of it is saved) and More. Sizes follow the row: nothing shrinks below 12 CSS px, every
 * button stays at least 44x44.
 */
import type Phaser from 'phaser';
import { type GameId, gameDef } from '../../engine/index.ts';
import type { BadgeDef } from '../../engine/progress/badges.ts';
import { type Stats, winRate } from '../../engine/stats.ts';
import { T } from '../../text/index.ts';
import { difficultyWord, gameBlurb, gameName, gameNote } from '../../text/games.ts';
import { formatTime } from '../../text/time.ts';
import type { Rect } from '../../geometry.ts';
import { TOUCH_TARGET } from '../kit/touch.ts';
import { drawMiniature } from './miniature.ts';
import { drawEmblem } from '../win/emblems.ts';
import { type UiButton, drawButton, textStyle, wrapWidth } from '../kit/ui.ts';

const DIFFICULTIES = ['easy', 'medium', 'hard', 'very hard'] as const;
const DIFFICULTY_COLOURS = { easy: 0x9be7a8, medium: 0xffe08a, hard: 0xffb27a, 'very hard': 0xff8a8a } as const;
/** The smallest text on the menu (CSS px). */
export const MIN_TEXT = 12;
const BUTTON_GAP = 6;
/** A row this tall stacks its two buttons; a shorter one puts them side by side. */
export const STACKED_ROW = 2 * TOUCH_TARGET + BUTTON_GAP;
/** The narrowest the words of a row may be beside its miniature: narrower, the words take its place. */
const MIN_WORDS_WIDTH = 110;
/** A row narrower than this (the smallest phones) gives its buttons less room. */
const NARROW_ROW = 300;
/** The fewest words of a description cut short that are worth showing. */
const MIN_CUT_WORDS = 4;

/** A game's badges shown on its row: the badges, and where each emblem stands. */
export interface RowMarks {
  readonly game: GameId;
  readonly ids: readonly string[];
  readonly rects: readonly Rect[];
}

const MARKS_KEY = 'menu-marks';

/** The badges each row of `scene` (the menu) shows now (for the test hook). */
export function marksOf(scene: Phaser.Scene): readonly RowMarks[] {
  return (scene.data.get(MARKS_KEY) as RowMarks[] | undefined) ?? [];
}

/** What a row says of the player: their record with the game, its badges earned, and whether new deals are winnable ones only. */
export interface RowRecord {
  readonly stats: Stats;
  readonly badges: readonly BadgeDef[];
  readonly winnableOnly: boolean;
}

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
export function drawGameRow(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, id: GameId, r: Rect, s: number, record: RowRecord, saved: boolean, on: RowActions): UiButton[] {
  noteMarks(scene, { game: id, ids: [], rects: [] });
  g.fillStyle(0x000000, 0.22);
  g.fillRoundedRect(r.x, r.y, r.width, r.height, 12);
  g.lineStyle(1.5, 0xffffff, 0.25);
  g.strokeRoundedRect(r.x, r.y, r.width, r.height, 12);
  const pad = Math.max(5, Math.min(12 * s, (r.height - STACKED_ROW) / 2));
  const inner = r.height - 2 * pad;
  const stacked = inner >= STACKED_ROW;
  // Buttons on the right: one above the other, or side by side (wider) in a short row.
  const least = r.width < NARROW_ROW ? 60 : 72;
  const bw = stacked ? Math.max(88, Math.min(140 * s, r.width * 0.24)) : Math.max(2 * least + BUTTON_GAP, Math.min(2 * 110 * s, r.width * 0.36));
  const bx = r.x + r.width - pad - bw;
  const miniW = Math.min(inner * 1.5, r.width * 0.21);
  const besideMini = bx - 10 * s - (r.x + pad + miniW + 10 * s);
  const withMini = besideMini >= MIN_WORDS_WIDTH;
  if (withMini) drawMiniature(g, id, { x: r.x + pad, y: r.y + pad, width: miniW, height: inner });
  const tx = withMini ? r.x + pad + miniW + 10 * s : r.x + pad;
  const tw = bx - 10 * s - tx;
  drawText(scene, g, id, { x: tx, y: r.y + pad * 0.8, width: tw, height: r.height - pad * 1.4 }, s, record);

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

/**
 * Draws the emblems of `badges` in a row from the left of `at`, as many as fit (the trophies hold
 * them all), and notes them for the test hook; returns how many it drew.
 */
function drawMarks(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, game: GameId, badges: readonly BadgeDef[], at: Rect): number {
  const gap = Math.round(at.height * 0.2);
  const n = Math.min(badges.length, Math.floor((at.width + gap) / (at.height + gap)));
  const rects = Array.from({ length: n }, (_, i) => ({ x: at.x + i * (at.height + gap), y: at.y, width: at.height, height: at.height }));
  rects.forEach((rect, i) => { drawEmblem(g, badges[i]!, rect, true); });
  noteMarks(scene, { game, ids: badges.slice(0, n).map((b) => b.id), rects });
  return n;
}

function noteMarks(scene: Phaser.Scene, marks: RowMarks): void {
  scene.data.set(MARKS_KEY, [...marksOf(scene).filter((m) => m.game !== marks.game), marks]);
}

/** Where marks `size` high may stand beside a line of words (`t`), to the end of `box`. */
function besideWords(t: Phaser.GameObjects.Text, box: Rect, size: number): Rect {
  const x = t.x + t.displayWidth + Math.round(size * 0.4);
  const h = Math.min(size, Math.max(16, t.displayHeight));
  return { x, y: t.y + (t.displayHeight - h) / 2, width: box.x + box.width - x, height: h };
}

/** How many marks fit in `at`, in a row. */
const marksIn = (at: Rect): number => Math.max(0, Math.floor((at.width + Math.round(at.height * 0.2)) / (at.height * 1.2)));

/**
 * A game's badges: beside its name where all of them fit there, else on a line of their own under its record where there is room,
 * else where most of them fit. Returns the height they take from the lines below.
 */
function placeMarks(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, game: GameId, badges: readonly BadgeDef[], beside: readonly Phaser.GameObjects.Text[], box: Rect, y: number, size: number): number {
  const spots = beside.map((t) => besideWords(t, box, size)).sort((a, b) => marksIn(b) - marksIn(a));
  const best = spots[0];
  if ((!best || marksIn(best) < badges.length) && box.y + box.height - y >= size + 2) {
    return drawMarks(scene, g, game, badges, { x: box.x, y, width: box.width, height: size }) > 0 ? size + 4 : 0;
  }
  if (best) drawMarks(scene, g, game, badges, best);
  return 0;
}

/** Name, difficulty and record, its badges, and description, top down in `box`; a description too long is cut at a word. */
function drawText(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, id: GameId, box: Rect, s: number, row: RowRecord): void {
  const { stats: record, badges } = row;
  // Whole pixels, as the text style draws them: the least scale is reckoned from these.
  const nameSize = Math.round(Math.max(15, Math.min(20 * s, box.height * 0.2)));
  const small = Math.round(Math.max(13, Math.min(15 * s, box.height * 0.14)));
  const nameText = scene.add.text(box.x, box.y, gameName(id), textStyle(nameSize, '#ffffff', true));
  // A name too long for the row even at the smallest size goes on two lines, broken between its words.
  if (!fit(nameText, nameSize, box.width)) nameText.setWordWrapWidth(wrapWidth(box.width / nameText.scaleX, nameSize), false);
  let y = box.y + nameText.displayHeight;
  // The difficulty as pips in its colour, on every row in every language wherever the words beside
  // them keep their least width (the same for every row of a menu); beside them its word and the
  // record on one line (one text, not two), a little smaller if need be, else one under the other.
  const difficulty = gameDef(id).difficulty;
  const level = DIFFICULTIES.indexOf(difficulty);
  const pip = Math.round(small * 0.5);
  const pips = box.width - DIFFICULTIES.length * (pip + 3) - 4 >= MIN_WORDS_WIDTH;
  const ix = pips ? box.x + DIFFICULTIES.length * (pip + 3) + 4 : box.x;
  const iw = box.x + box.width - ix;
  const rec = scene.add.text(ix, y, T.menuInfo(difficultyWord(id), recordLine(record)), textStyle(small, '#f2d98a'));
  const oneLine = rec.height;
  if (!fit(rec, small, iw)) rec.setScale(Math.max(MIN_TEXT / small, Math.min(1, iw / rec.width))).setWordWrapWidth(wrapWidth(iw / rec.scaleX, small), true).setText(`${difficultyWord(id)}\n${recordLine(record)}`);
  // No room under the name for the record (the smallest phones): the pips say the difficulty alone.
  if (y + rec.displayHeight > box.y + box.height) rec.setVisible(false);
  const pipY = y + (oneLine * rec.scaleY) / 2 - pip / 2;
  for (let i = 0; pips && i < DIFFICULTIES.length; i++) {
    g.fillStyle(i <= level ? DIFFICULTY_COLOURS[difficulty] : 0xffffff, i <= level ? 1 : 0.22);
    g.fillRect(box.x + i * (pip + 3), pipY, pip, pip);
  }
  if (rec.visible) y += rec.displayHeight + 2;
  if (badges.length > 0) y += placeMarks(scene, g, id, badges, [nameText], box, y, Math.round(small * 1.5));
  const room = box.y + box.height - y;
  // No room for a line of it: no text at all (each costs a texture on the first frame).
  if (room < MIN_TEXT * 1.3) return;
  // The blurb with the game's note; where both do not fit, the note alone: a player must not miss it.
  const note = gameNote(id, row.winnableOnly);
  const tries = note === null ? [gameBlurb(id)] : [`${gameBlurb(id)} ${note}`, note];
  const least = MIN_TEXT / small;
  const wrap = (k: number): number => wrapWidth(box.width / k, small);
  const blurb = scene.add.text(box.x, y, tries[0]!, { ...textStyle(small, '#d6eadc'), wordWrap: { width: wrap(1), useAdvancedWrap: true } });
  // Each wording smaller (wrapped wider, so it keeps its width) until it fits or reaches the least
  // legible size; a guess from its area first: every re-wrap draws the text again.
  for (const [i, words] of tries.entries()) {
    if (i > 0) blurb.setScale(1).setWordWrapWidth(wrap(1)).setText(words);
    for (let k = 1; blurb.displayHeight > room && k > least; ) {
      k = Math.max(least, Math.min(k - 0.05, k * Math.sqrt(room / blurb.displayHeight)));
      blurb.setWordWrapWidth(wrap(k)).setScale(k);
    }
    if (blurb.displayHeight <= room) break;
  }
  // Still too long at the least size: the last wording cut at a word, so the row keeps a description.
  if (blurb.displayHeight > room) cutToFit(blurb, tries.at(-1)!, room);
}

/** Shows the most words of `words` (then "…") that `t`, at its size and wrap, holds in `room`; too few fit: hidden. */
function cutToFit(t: Phaser.GameObjects.Text, words: string, room: number): void {
  const all = words.split(' ');
  const upTo = (n: number): string => `${all.slice(0, n).join(' ').replace(/[,;:.]$/u, '')}…`;
  let [lo, hi] = [0, all.length - 1];
  // The most words that fit, by halves: each try draws the text again.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    t.setText(upTo(mid));
    if (t.displayHeight <= room) lo = mid;
    else hi = mid - 1;
  }
  // A word or three says nothing of the game: then no description at all.
  t.setText(upTo(lo)).setVisible(lo >= MIN_CUT_WORDS);
}
