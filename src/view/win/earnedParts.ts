/**
 * The Results' parts for what a game earned (play/resultsShow.ts decides them): the result to beat
 * as large as the headline, new records, the daily challenge met or missed with the day's stars,
 * and each badge as its emblem beside its name and what earned it. Each badge is a row of its own,
 * so a small screen turns to it on a page like any other words.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import type { ResultsShow } from '../../play/resultsShow.ts';
import { TITLE_FONT } from '../kit/fonts.ts';
import { type PanelPartView, blockPart, lineHeight, textWidth, wordsPart } from '../kit/panelParts.ts';
import type { PlacedRow, Step } from '../kit/panelPlan.ts';
import { textStyle } from '../kit/ui.ts';
import { wrapLines } from '../kit/wrap.ts';
import { drawEmblem } from './emblems.ts';
import { fillStar } from './star.ts';

const GOLD = '#f2c14e';
const MET = '#9be7a8';
const EMBLEM = [64, 56, 48, 44] as const;
const NAME = [16, 15, 14, 13] as const;
const REASON = [14, 13, 12, 12] as const;
const STAR_R = [14, 13, 12, 11] as const;
const GAP = 12;

/** The badges' emblems the Results draw on the page showing, where each stands (the test hook reads them). */
let drawn: { readonly id: string; readonly rect: Rect }[] = [];

export function earnedEmblems(): readonly { readonly id: string; readonly rect: Rect }[] {
  return drawn;
}

/** The result to beat, met or not, at the headline's `sizes` by tightness; none where there was none. */
export function beatParts(scene: Phaser.Scene, shown: ResultsShow, sizes: readonly [number, number, number, number]): PanelPartView[] {
  const beat = shown.toBeat;
  return beat ? [wordsPart(scene, beat.text, { sizes, colour: beat.met ? MET : '#ffffff', align: 'center', bold: true, family: TITLE_FONT })] : [];
}

/** The parts of what was earned, in the order the Results show them. */
export function earnedParts(scene: Phaser.Scene, shown: ResultsShow): PanelPartView[] {
  drawn = [];
  const parts: PanelPartView[] = [];
  if (shown.records.length > 0) parts.push(wordsPart(scene, shown.records.join('\n'), { sizes: [16, 15, 14, 13], colour: GOLD, align: 'center', bold: true }));
  const c = shown.challenge;
  if (c) {
    parts.push(wordsPart(scene, c.text, { sizes: [16, 15, 14, 13], colour: c.met ? MET : '#ffffff', align: 'center', bold: c.met }));
    parts.push(blockPart((_w, step) => 2 * STAR_R[step] + 4, (g, r, step) => { stars(g, r, STAR_R[step], c.stars); return []; }));
  }
  if (shown.badges.length > 0) parts.push(badgesPart(scene, shown.badges));
  return parts;
}

/** The day's three stars across the middle of `r`, the first `filled` filled. */
function stars(g: Phaser.GameObjects.Graphics, r: Rect, radius: number, filled: number): void {
  const cy = r.y + r.height / 2;
  for (let i = 0; i < 3; i++) {
    const cx = r.x + r.width / 2 + (i - 1) * (2 * radius + 10);
    g.fillStyle(i < filled ? 0xf2c14e : 0x2a4a3a, 1);
    fillStar(g, cx, cy, radius);
  }
}

/** Each badge a row: its emblem, and beside it its name over what earned it. */
function badgesPart(scene: Phaser.Scene, badges: ResultsShow['badges']): PanelPartView {
  const reasonLines = (reason: string, width: number, step: Step): string[] => wrapLines(reason, wordsWidth(width, step), (s) => textWidth(s, REASON[step]));
  const nameLines = (name: string, width: number, step: Step): string[] => wrapLines(name, wordsWidth(width, step), (s) => textWidth(s, NAME[step], true));
  const tall = (i: number, width: number, step: Step): number => {
    const b = badges[i]!;
    const words = nameLines(b.name, width, step).length * lineHeight(scene, NAME[step], true) + reasonLines(b.reason, width, step).length * lineHeight(scene, REASON[step]);
    return Math.max(EMBLEM[step], words);
  };
  return {
    measure: (width, step) => ({ rows: badges.map((_, i) => tall(i, width, step)), cols: 1, gap: [10, 8, 6, 4][step]! }),
    draw: (g, rows: readonly PlacedRow[], step) => {
      for (const row of rows) {
        const b = badges[row.row]!;
        const r = row.rect;
        const size = EMBLEM[step];
        const emblem = { x: r.x, y: r.y + (r.height - size) / 2, width: size, height: size };
        drawEmblem(g, b.badge, emblem, true);
        drawn.push({ id: b.badge.id, rect: emblem });
        const name = nameLines(b.name, r.width, step);
        const reason = reasonLines(b.reason, r.width, step);
        const nameH = name.length * lineHeight(scene, NAME[step], true);
        const top = r.y + (r.height - nameH - reason.length * lineHeight(scene, REASON[step])) / 2;
        const x = r.x + size + GAP;
        scene.add.text(x, top, name.join('\n'), { ...textStyle(NAME[step], GOLD, true), lineSpacing: 0 });
        scene.add.text(x, top + nameH, reason.join('\n'), { ...textStyle(REASON[step], '#e8f3ec'), lineSpacing: 0 });
      }
      return [];
    },
  };
}

/** The room beside an emblem for its words. */
const wordsWidth = (width: number, step: Step): number => Math.max(40, width - EMBLEM[step] - GAP - 2);
