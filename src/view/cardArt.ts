/**
 * The card art, our own: drawn with the 2D canvas API from vector shapes and text, at whatever
 * pixel size the atlas asks for (so cards stay crisp at any device pixel ratio).
 *
 * Indices are built for fanned piles: the rank sits top-left with a small suit under it (seen in a
 * pile fanned to the right) and another small suit top-right (seen in a pile fanned downwards).
 */
import { type Card, rankOf, suitOf } from '../engine/index.ts';

type Ctx = CanvasRenderingContext2D;

export const SUIT_COLOURS = {
  two: ['#1b1b1f', '#c8102e', '#c8102e', '#1b1b1f'],
  four: ['#1b1b1f', '#c8102e', '#1456b8', '#17803a'],
} as const;

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const FONT = '"Liberation Sans", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif';
const SERIF = '"Liberation Serif", Georgia, "Times New Roman", "DejaVu Serif", serif';

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A suit symbol of height `size` centred on (cx, cy), upside down when `flip`. */
export function drawSuit(ctx: Ctx, suit: number, cx: number, cy: number, size: number, colour: string, flip = false): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(size, size);
  if (flip) ctx.rotate(Math.PI);
  ctx.fillStyle = colour;
  ctx.beginPath();
  switch (suit) {
    case 0: // spade
      ctx.moveTo(0, -0.5);
      ctx.bezierCurveTo(0.12, -0.32, 0.48, -0.14, 0.48, 0.1);
      ctx.bezierCurveTo(0.48, 0.32, 0.2, 0.4, 0.05, 0.22);
      ctx.quadraticCurveTo(0.08, 0.42, 0.2, 0.5);
      ctx.lineTo(-0.2, 0.5);
      ctx.quadraticCurveTo(-0.08, 0.42, -0.05, 0.22);
      ctx.bezierCurveTo(-0.2, 0.4, -0.48, 0.32, -0.48, 0.1);
      ctx.bezierCurveTo(-0.48, -0.14, -0.12, -0.32, 0, -0.5);
      break;
    case 1: // heart
      ctx.moveTo(0, 0.46);
      ctx.bezierCurveTo(-0.12, 0.3, -0.5, 0.08, -0.5, -0.17);
      ctx.bezierCurveTo(-0.5, -0.42, -0.18, -0.52, 0, -0.27);
      ctx.bezierCurveTo(0.18, -0.52, 0.5, -0.42, 0.5, -0.17);
      ctx.bezierCurveTo(0.5, 0.08, 0.12, 0.3, 0, 0.46);
      break;
    case 2: // diamond
      ctx.moveTo(0, -0.5);
      ctx.quadraticCurveTo(0.16, -0.2, 0.4, 0);
      ctx.quadraticCurveTo(0.16, 0.2, 0, 0.5);
      ctx.quadraticCurveTo(-0.16, 0.2, -0.4, 0);
      ctx.quadraticCurveTo(-0.16, -0.2, 0, -0.5);
      break;
    default: // club
      ctx.arc(0, -0.24, 0.21, 0, Math.PI * 2);
      ctx.moveTo(-0.05, 0.08);
      ctx.arc(-0.25, 0.08, 0.21, 0, Math.PI * 2);
      ctx.moveTo(0.46, 0.08);
      ctx.arc(0.25, 0.08, 0.21, 0, Math.PI * 2);
      ctx.moveTo(0.06, 0.0);
      ctx.quadraticCurveTo(0.08, 0.4, 0.2, 0.5);
      ctx.lineTo(-0.2, 0.5);
      ctx.quadraticCurveTo(-0.08, 0.4, -0.06, 0.0);
      ctx.closePath();
      break;
  }
  ctx.fill();
  ctx.restore();
}

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

/** A crown for the court cards: three points and a band. */
function crown(ctx: Ctx, cx: number, cy: number, w: number, colour: string): void {
  const h = w * 0.55;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(cx - w / 2, cy + h / 2);
  ctx.lineTo(cx - w / 2, cy - h / 4);
  ctx.lineTo(cx - w / 4, cy + h / 8);
  ctx.lineTo(cx, cy - h / 2);
  ctx.lineTo(cx + w / 4, cy + h / 8);
  ctx.lineTo(cx + w / 2, cy - h / 4);
  ctx.lineTo(cx + w / 2, cy + h / 2);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#e8c547';
  for (const dx of [-0.5, 0, 0.5]) {
    ctx.beginPath();
    ctx.arc(cx + (dx * w) / (dx === 0 ? 1 : 1), cy + (dx === 0 ? -h / 2 : -h / 4), w * 0.07, 0, Math.PI * 2);
    ctx.fill();
  }
}

export function drawFace(ctx: Ctx, c: Card, x: number, y: number, w: number, h: number, fourColour: boolean): void {
  const rank = rankOf(c);
  const suit = suitOf(c);
  const colour = (fourColour ? SUIT_COLOURS.four : SUIT_COLOURS.two)[suit];
  cardBlank(ctx, x, y, w, h);

  // Corner index: rank top-left, a small suit under it and another top-right.
  const rankSize = w * 0.3;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `bold ${rankSize}px ${FONT}`;
  const colX = x + w * 0.135;
  fitText(ctx, RANK_TEXT[rank - 1]!, colX, y + w * 0.05 + rankSize * 0.78, w * 0.23);
  drawSuit(ctx, suit, colX, y + w * 0.05 + rankSize * 0.78 + w * 0.13, w * 0.17, colour);
  drawSuit(ctx, suit, x + w - w * 0.13, y + w * 0.05 + rankSize * 0.42, w * 0.19, colour);
  // The mirrored index at the bottom-right, as on a real card.
  ctx.save();
  ctx.translate(x + w, y + h);
  ctx.rotate(Math.PI);
  fitText(ctx, RANK_TEXT[rank - 1]!, w * 0.135, w * 0.05 + rankSize * 0.78, w * 0.23);
  drawSuit(ctx, suit, w * 0.135, w * 0.05 + rankSize * 0.78 + w * 0.13, w * 0.17, colour);
  ctx.restore();

  const cx = x + w / 2;
  const cy = y + h / 2;
  if (rank === 1) {
    drawSuit(ctx, suit, cx, cy, w * (suit === 0 ? 0.52 : 0.42), colour);
    return;
  }
  if (rank > 10) {
    // Court cards: a framed panel with a crown, the letter and the suit.
    const fx = x + w * 0.27;
    const fy = y + h * 0.2;
    const fw = w * 0.46;
    const fh = h * 0.6;
    // The panel takes a wash of the suit's own colour.
    ctx.save();
    ctx.globalAlpha = 0.09;
    ctx.fillStyle = colour;
    roundRect(ctx, fx, fy, fw, fh, w * 0.04);
    ctx.fill();
    ctx.restore();
    ctx.lineWidth = Math.max(1, w / 70);
    ctx.strokeStyle = colour;
    ctx.stroke();
    if (rank === 13 || rank === 12) crown(ctx, cx, fy + fh * 0.2, fw * (rank === 13 ? 0.62 : 0.48), colour);
    else drawSuit(ctx, suit, cx, fy + fh * 0.2, fw * 0.3, colour);
    ctx.fillStyle = colour;
    ctx.font = `bold ${fw * 0.78}px ${SERIF}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(RANK_TEXT[rank - 1]!, cx, fy + fh * 0.56);
    drawSuit(ctx, suit, cx, fy + fh * 0.86, fw * 0.26, colour);
    return;
  }
  // Pips keep clear of the corner indices.
  const px0 = x + w * 0.36;
  const px1 = x + w * 0.64;
  const py0 = y + h * 0.21;
  const py1 = y + h * 0.79;
  const pipSize = w * 0.18;
  for (const [col, row] of PIPS[rank]!) {
    drawSuit(ctx, suit, px0 + (px1 - px0) * col, py0 + (py1 - py0) * row, pipSize, colour, row > 0.5);
  }
}

const BACKS = [
  { base: '#9d1b2b', light: '#c73a4a', line: 'rgba(255, 255, 255, 0.22)' },
  { base: '#173f7a', light: '#2f63b0', line: 'rgba(255, 255, 255, 0.2)' },
  { base: '#4a2370', light: '#7447a8', line: 'rgba(255, 222, 140, 0.32)' },
] as const;

export function drawBack(ctx: Ctx, design: number, x: number, y: number, w: number, h: number): void {
  const d = BACKS[design % BACKS.length]!;
  cardBlank(ctx, x, y, w, h);
  const inset = w * 0.07;
  const ix = x + inset;
  const iy = y + inset;
  const iw = w - inset * 2;
  const ih = h - inset * 2;
  ctx.save();
  roundRect(ctx, ix, iy, iw, ih, w * 0.05);
  const g = ctx.createLinearGradient(ix, iy, ix + iw, iy + ih);
  g.addColorStop(0, d.light);
  g.addColorStop(1, d.base);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.clip();
  ctx.strokeStyle = d.line;
  ctx.lineWidth = Math.max(1, w / 80);
  const step = w * 0.11;
  if (design % 3 === 0) {
    // A diagonal lattice.
    for (let t = -ih; t < iw + ih; t += step) {
      ctx.beginPath();
      ctx.moveTo(ix + t, iy);
      ctx.lineTo(ix + t + ih, iy + ih);
      ctx.moveTo(ix + t, iy + ih);
      ctx.lineTo(ix + t + ih, iy);
      ctx.stroke();
    }
  } else if (design % 3 === 1) {
    // Nested frames.
    for (let k = 1; k * step * 0.6 < iw / 2; k++) {
      const o = k * step * 0.6;
      roundRect(ctx, ix + o, iy + o, iw - 2 * o, ih - 2 * o, w * 0.04);
      ctx.stroke();
    }
  } else {
    // A field of dots.
    ctx.fillStyle = d.line;
    for (let yy = iy + step / 2; yy < iy + ih; yy += step) {
      for (let xx = ix + step / 2; xx < ix + iw; xx += step) {
        ctx.beginPath();
        ctx.arc(xx, yy, w * 0.022, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  ctx.restore();
  // The emblem: a medallion with the four suits.
  const cx = x + w / 2;
  const cy = y + h / 2;
  ctx.fillStyle = '#fdfcf8';
  ctx.beginPath();
  ctx.arc(cx, cy, w * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = d.base;
  ctx.lineWidth = Math.max(1, w / 60);
  ctx.stroke();
  const s = w * 0.11;
  drawSuit(ctx, 0, cx, cy - s * 0.62, s, d.base);
  drawSuit(ctx, 1, cx + s * 0.62, cy, s, d.base);
  drawSuit(ctx, 2, cx, cy + s * 0.62, s, d.base);
  drawSuit(ctx, 3, cx - s * 0.62, cy, s, d.base);
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
