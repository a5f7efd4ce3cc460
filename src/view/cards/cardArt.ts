/**
 * The card art, our own: drawn with the 2D canvas API from vector shapes and text, at whatever
 * pixel size the atlas asks for (so cards stay crisp at any device pixel ratio).
 *
 * Indices are built for fanned piles: the rank sits top-left with a small suit under it (seen in a
 * pile fanned to the right) and another small suit top-right (seen in a pile fanned downwards).
 */
import { type Card, rankOf, suitOf } from '../../engine/index.ts';
import type { CardBack } from '../../engine/settings.ts';
import { drawBackDesign } from './art/backs.ts';
import { drawCourtPanel } from './art/courts.ts';
import { drawSuit, roundRect } from './art/suits.ts';
import type { FaceStyle } from '../kit/settings.ts';

export { drawSuit, roundRect } from './art/suits.ts';

type Ctx = CanvasRenderingContext2D;

export const SUIT_COLOURS = {
  two: ['#1b1b1f', '#c8102e', '#c8102e', '#1b1b1f'],
  four: ['#1b1b1f', '#c8102e', '#1456b8', '#17803a'],
} as const;

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const FONT = '"Liberation Sans", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif';

/** Text that is squeezed horizontally rather than allowed to run wider than `maxW`. */
function fitText(ctx: Ctx, text: string, x: number, y: number, maxW: number): void {
  const w = ctx.measureText(text).width;
  if (w <= maxW) {
    ctx.fillText(text, x, y);
    return;
  }
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(maxW / w, 1);
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

/** Pip centres for 2..10, as (column 0..1, row 0..1) inside the pip area. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [[0.5, 0], [0.5, 1]],
  3: [[0.5, 0], [0.5, 0.5], [0.5, 1]],
  4: [[0, 0], [1, 0], [0, 1], [1, 1]],
  5: [[0, 0], [1, 0], [0.5, 0.5], [0, 1], [1, 1]],
  6: [[0, 0], [1, 0], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  7: [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  8: [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0.5, 0.75], [0, 1], [1, 1]],
  9: [[0, 0], [1, 0], [0, 1 / 3], [1, 1 / 3], [0.5, 0.5], [0, 2 / 3], [1, 2 / 3], [0, 1], [1, 1]],
  10: [[0, 0], [1, 0], [0.5, 1 / 6], [0, 1 / 3], [1, 1 / 3], [0, 2 / 3], [1, 2 / 3], [0.5, 5 / 6], [0, 1], [1, 1]],
};

function cardBlank(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const r = w * 0.08;
  ctx.fillStyle = '#fdfcf8';
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r);
  ctx.fill();
  ctx.lineWidth = Math.max(1, w / 110);
  ctx.strokeStyle = 'rgba(40, 40, 40, 0.55)';
  ctx.stroke();
}

/** Where the corner index sits and how big it is, as fractions of the card's width. */
interface IndexStyle {
  readonly rankSize: number;
  readonly rankMaxW: number;
  readonly top: number;
  readonly colX: number;
  /** The small suit under the rank (seen when the pile fans to the right). */
  readonly suitSize: number;
  readonly suitGap: number;
  /** The suit at the top right (seen when the pile fans downwards). */
  readonly cornerSuitSize: number;
  readonly cornerSuitX: number;
}

const CLASSIC_INDEX: IndexStyle = { rankSize: 0.3, rankMaxW: 0.23, top: 0.05, colX: 0.135, suitSize: 0.17, suitGap: 0.13, cornerSuitSize: 0.19, cornerSuitX: 0.87 };
/** Large print: the rank's glyphs stand over 30% of the card's width (the font's capitals and digits are about 0.7 of its size). */
const LARGE_INDEX: IndexStyle = { rankSize: 0.44, rankMaxW: 0.26, top: 0.015, colX: 0.15, suitSize: 0.21, suitGap: 0.16, cornerSuitSize: 0.28, cornerSuitX: 0.8 };

/** The rank's glyph height over the card's width for each face style (the browser test measures it). */
export const INDEX_CAP_HEIGHT = { classic: CLASSIC_INDEX.rankSize * 0.7, large: LARGE_INDEX.rankSize * 0.7 } as const;

/**
 * How far the top-left index reaches into the card, as fractions of its width: rightwards (the
 * rank at its widest and the small suit under it, what a fan to the right must leave showing) and
 * downwards (the rank's baseline and the top-right suit, what a fan downwards must leave showing).
 */
function indexBox(s: IndexStyle): { readonly width: number; readonly height: number } {
  const width = s.colX + Math.max(s.rankMaxW, s.suitSize) / 2;
  const rankFoot = s.top + s.rankSize * 0.73;
  const cornerSuitFoot = s.top + s.cornerSuitSize + 0.012;
  return { width, height: Math.max(rankFoot, cornerSuitFoot) };
}

export const INDEX_BOX = { classic: indexBox(CLASSIC_INDEX), large: indexBox(LARGE_INDEX) } as const;

/** Card height over width. */
export const CARD_RATIO = 1.4;

/** The index box of the face style that reaches furthest each way: what a fan must show for any style. */
export const WIDEST_INDEX = {
  width: Math.max(INDEX_BOX.classic.width, INDEX_BOX.large.width),
  height: Math.max(INDEX_BOX.classic.height, INDEX_BOX.large.height),
} as const;

/**
 * A Q whose tail stays above the baseline: in a pile fanned downwards the next card covers the
 * index just below it, and a font's Q with its tail hidden reads as an O.
 */
function tuckedQ(ctx: Ctx, x: number, y: number, maxW: number, size: number): void {
  const w = ctx.measureText('O').width;
  ctx.save();
  ctx.translate(x, y);
  if (w > maxW) ctx.scale(maxW / w, 1);
  ctx.fillText('O', 0, 0);
  ctx.strokeStyle = ctx.fillStyle;
  ctx.lineWidth = size * 0.13;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(w * 0.06, -size * 0.2);
  ctx.lineTo(w * 0.46, -size * 0.02);
  ctx.stroke();
  ctx.restore();
}

/** The rank at (x, y) on its baseline; `tuckQ`: the font size, when a Q must keep its tail up. */
function rankText(ctx: Ctx, rank: number, x: number, y: number, maxW: number, tuckQ: number | null): void {
  if (rank === 12 && tuckQ !== null) {
    tuckedQ(ctx, x, y, maxW, tuckQ);
    return;
  }
  if (rank !== 10) {
    fitText(ctx, RANK_TEXT[rank - 1]!, x, y, maxW);
    return;
  }
  // "10" drawn with its digits pulled together, so it is squeezed less than a wide word would be.
  const one = ctx.measureText('1').width;
  const zero = ctx.measureText('0').width;
  const tuck = one * 0.16;
  const total = one + zero - tuck;
  ctx.save();
  ctx.translate(x, y);
  if (total > maxW) ctx.scale(maxW / total, 1);
  const align = ctx.textAlign;
  ctx.textAlign = 'left';
  ctx.fillText('1', -total / 2, 0);
  ctx.fillText('0', -total / 2 + one - tuck, 0);
  ctx.textAlign = align;
  ctx.restore();
}

function cornerIndex(ctx: Ctx, rank: number, suit: number, colour: string, w: number, s: IndexStyle, topRight: boolean): void {
  const rankSize = w * s.rankSize;
  const base = w * s.top + rankSize * 0.73;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `bold ${rankSize}px ${FONT}`;
  rankText(ctx, rank, w * s.colX, base, w * s.rankMaxW, s === LARGE_INDEX ? rankSize : null);
  drawSuit(ctx, suit, w * s.colX, base + w * s.suitGap, w * s.suitSize, colour);
  if (topRight) drawSuit(ctx, suit, w * s.cornerSuitX, w * s.top + w * s.cornerSuitSize * 0.5 + w * 0.012, w * s.cornerSuitSize, colour);
}

function pips(ctx: Ctx, rank: number, suit: number, colour: string, x: number, y: number, w: number, h: number): void {
  // Columns and rows keep clear of the big corner indices (sized to be read in a fanned pile).
  const px0 = x + w * 0.35;
  const px1 = x + w * 0.65;
  const py0 = y + h * 0.225;
  const py1 = y + h * 0.775;
  for (const [col, row] of PIPS[rank]!) {
    drawSuit(ctx, suit, px0 + (px1 - px0) * col, py0 + (py1 - py0) * row, w * 0.165, colour, row > 0.5);
  }
}

/** The ace: one large pip; the ace of spades, as by tradition, gets an ornamented one. */
function acePip(ctx: Ctx, suit: number, colour: string, cx: number, cy: number, w: number, size: number): void {
  if (suit === 0) {
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1, w * 0.012);
    ctx.beginPath();
    ctx.ellipse(cx, cy + size * 0.02, size * 0.68, size * 0.68, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = Math.max(1, w * 0.006);
    ctx.beginPath();
    ctx.ellipse(cx, cy + size * 0.02, size * 0.74, size * 0.74, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }
  drawSuit(ctx, suit, cx, cy, size, colour);
  if (suit === 0) drawSuit(ctx, 0, cx, cy - size * 0.02, size * 0.3, '#fdfcf8');
}

export function drawFace(ctx: Ctx, c: Card, x: number, y: number, w: number, h: number, fourColour: boolean, style: FaceStyle = 'classic'): void {
  const rank = rankOf(c);
  const suit = suitOf(c);
  const colour = (fourColour ? SUIT_COLOURS.four : SUIT_COLOURS.two)[suit];
  cardBlank(ctx, x, y, w, h);
  const large = style === 'large';
  ctx.save();
  ctx.translate(x, y);
  cornerIndex(ctx, rank, suit, colour, w, large ? LARGE_INDEX : CLASSIC_INDEX, true);
  ctx.restore();
  if (large) {
    // Large print: one big index; the picture or a single big pip fills the lower part.
    if (rank > 10) drawCourtPanel(ctx, rank, suit, colour, x + w * 0.31, y + w * 0.42, w * 0.63, h - w * 0.48, false);
    else drawSuit(ctx, suit, x + w * 0.62, y + h * 0.64, w * (rank === 1 ? 0.62 : 0.52), colour);
    return;
  }
  // The mirrored index at the bottom-right, as on a real card.
  ctx.save();
  ctx.translate(x + w, y + h);
  ctx.rotate(Math.PI);
  cornerIndex(ctx, rank, suit, colour, w, CLASSIC_INDEX, false);
  ctx.restore();
  if (rank === 1) acePip(ctx, suit, colour, x + w / 2, y + h / 2, w, w * (suit === 0 ? 0.5 : 0.42));
  else if (rank > 10) drawCourtPanel(ctx, rank, suit, colour, x + w * 0.245, y + h * 0.065, w * 0.51, h * 0.87, true);
  else pips(ctx, rank, suit, colour, x, y, w, h);
}

export function drawBack(ctx: Ctx, design: CardBack, x: number, y: number, w: number, h: number): void {
  cardBlank(ctx, x, y, w, h);
  drawBackDesign(ctx, design, x, y, w, h);
}
export type SlotKind = 'pile' | 'foundation' | 'stock';

/** An empty pile's place on the felt. */
export function drawSlot(ctx: Ctx, kind: SlotKind, x: number, y: number, w: number, h: number): void {
  const r = w * 0.08;
  const lw = Math.max(1.5, w / 45);
  roundRect(ctx, x + lw, y + lw, w - 2 * lw, h - 2 * lw, r);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.16)';
  ctx.fill();
  ctx.lineWidth = lw;
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.34)';
  ctx.stroke();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.3)';
  if (kind === 'foundation') {
    ctx.font = `bold ${w * 0.42}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('A', x + w / 2, y + h / 2);
  } else if (kind === 'stock') {
    ctx.lineWidth = lw * 1.5;
    ctx.beginPath();
    ctx.arc(x + w / 2, y + h / 2, w * 0.22, 0, Math.PI * 2);
    ctx.stroke();
  }
}
