/**
 * The six card backs: each a colour and a pattern of its own (lattice, frames, dots, rosette,
 * sunburst, scales) inside a white border, so a player tells them apart at a glance.
 */
import type { CARD_BACKS, CardBack } from '../../../engine/settings.ts';
import { drawSuit, roundRect } from './suits.ts';

type Ctx = CanvasRenderingContext2D;
type Pattern = (ctx: Ctx, x: number, y: number, w: number, h: number, unit: number, line: string) => void;

interface Back {
  readonly base: string;
  readonly light: string;
  readonly line: string;
  readonly pattern: Pattern;
  /** The medallion in the middle: the four suits, or none where the pattern has its own centre. */
  readonly emblem: boolean;
}

const lattice: Pattern = (ctx, x, y, w, h, u) => {
  const step = u * 0.11;
  ctx.beginPath();
  for (let t = -h; t < w + h; t += step) {
    ctx.moveTo(x + t, y);
    ctx.lineTo(x + t + h, y + h);
    ctx.moveTo(x + t, y + h);
    ctx.lineTo(x + t + h, y);
  }
  ctx.stroke();
};

const frames: Pattern = (ctx, x, y, w, h, u) => {
  const step = u * 0.066;
  for (let o = step; o < w / 2; o += step) {
    roundRect(ctx, x + o, y + o, w - 2 * o, h - 2 * o, u * 0.04);
    ctx.stroke();
  }
};

const dots: Pattern = (ctx, x, y, w, h, u, line) => {
  const step = u * 0.11;
  ctx.fillStyle = line;
  ctx.beginPath();
  for (let row = 0, yy = y + step / 2; yy < y + h; yy += step * 0.87, row++) {
    for (let xx = x + (row % 2 ? step : step / 2); xx < x + w; xx += step) {
      ctx.moveTo(xx + u * 0.024, yy);
      ctx.arc(xx, yy, u * 0.024, 0, Math.PI * 2);
    }
  }
  ctx.fill();
};

/** A guilloche rosette: circles turning round the centre, as engraved on banknotes. */
const rosette: Pattern = (ctx, x, y, w, h, u) => {
  const cx = x + w / 2;
  const cy = y + h / 2;
  ctx.beginPath();
  for (const [ring, count] of [[0.2, 18], [0.42, 30]] as const) {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const r = u * ring;
      ctx.moveTo(cx + Math.cos(a) * r + r * 0.55, cy + Math.sin(a) * r);
      ctx.arc(cx + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.55, 0, Math.PI * 2);
    }
  }
  ctx.stroke();
  lattice(ctx, x, y, w, h, u * 2.2, '');
};

/** Gold rays from the centre, art-deco style, with a stepped frame. */
const sunburst: Pattern = (ctx, x, y, w, h, u) => {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.hypot(w, h);
  ctx.beginPath();
  for (let i = 0; i < 48; i += 2) {
    const a0 = (i / 48) * Math.PI * 2;
    const a1 = ((i + 1) / 48) * Math.PI * 2;
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a0) * r, cy + Math.sin(a0) * r);
    ctx.lineTo(cx + Math.cos(a1) * r, cy + Math.sin(a1) * r);
    ctx.closePath();
  }
  ctx.save();
  ctx.globalAlpha = 0.5;
  ctx.fillStyle = ctx.strokeStyle;
  ctx.fill();
  ctx.restore();
  for (const o of [0.05, 0.09]) {
    roundRect(ctx, x + u * o, y + u * o, w - 2 * u * o, h - 2 * u * o, u * 0.03);
    ctx.stroke();
  }
  ctx.beginPath();
  const d = u * 0.2;
  ctx.moveTo(cx, cy - d * 1.3);
  ctx.lineTo(cx + d, cy);
  ctx.lineTo(cx, cy + d * 1.3);
  ctx.lineTo(cx - d, cy);
  ctx.closePath();
  ctx.stroke();
};

/** Overlapping scales, like a fish's or a roof's tiles. */
const scales: Pattern = (ctx, x, y, w, h, u) => {
  const r = u * 0.085;
  ctx.beginPath();
  for (let row = 0, yy = y; yy < y + h + r; yy += r * 0.9, row++) {
    for (let xx = x + (row % 2 ? r : 0); xx < x + w + r; xx += r * 2) {
      ctx.moveTo(xx + r, yy);
      ctx.arc(xx, yy, r, 0, Math.PI);
    }
  }
  ctx.stroke();
};

/** One design for each card back the settings offer, in their order (the type checks the count). */
export const BACK_DESIGNS = [
  { base: '#8f1726', light: '#c73a4a', line: 'rgba(255, 255, 255, 0.24)', pattern: lattice, emblem: true },
  { base: '#143a73', light: '#2f63b0', line: 'rgba(255, 255, 255, 0.22)', pattern: frames, emblem: true },
  { base: '#44206a', light: '#7447a8', line: 'rgba(255, 222, 140, 0.38)', pattern: dots, emblem: true },
  { base: '#0f4a2c', light: '#23804f', line: 'rgba(236, 214, 140, 0.45)', pattern: rosette, emblem: false },
  { base: '#121318', light: '#2d3040', line: 'rgba(226, 178, 60, 0.75)', pattern: sunburst, emblem: false },
  { base: '#0b5560', light: '#1f8f98', line: 'rgba(255, 255, 255, 0.3)', pattern: scales, emblem: true },
] as const satisfies readonly Back[] & { readonly length: (typeof CARD_BACKS)['length'] };

export function drawBackDesign(ctx: Ctx, design: CardBack, x: number, y: number, w: number, h: number): void {
  const d = BACK_DESIGNS[design];
  const inset = w * 0.065;
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
  ctx.lineWidth = Math.max(1, w / 85);
  d.pattern(ctx, ix, iy, iw, ih, w, d.line);
  ctx.restore();
  if (!d.emblem) return;
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
