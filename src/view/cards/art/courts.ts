/**
 * The court cards' figures: a king, queen and jack for each suit, drawn as vector shapes at any
 * size. A figure is a bust in robes of its suit's colour with something in hand; the double-ended
 * panel shows it twice, the lower one turned round, as on a real deck.
 *
 * Shapes are drawn in "panel units": the panel is 1 wide, x runs from -0.5 to 0.5 and y from the
 * panel's top edge down to its middle, where the mirrored half begins.
 */
import { BLACK, BLUE, CREAM, type Ctx, type Figure, GOLD, GOLD_DARK, INK, RED, SKIN, SKIN_SHADE, drawDiamond, ellipse, shape } from './paint.ts';
import { item } from './items.ts';
import { drawSuit } from './suits.ts';

/** [suit][rank - 11]: jack, queen, king of spades, hearts, diamonds, clubs. */
const FIGURES: readonly (readonly Figure[])[] = [
  [
    { accent: RED, hair: '#6b4423', facing: -1, item: 'halberd' },
    { accent: RED, hair: '#2b2119', facing: 1, item: 'sceptre' },
    { accent: RED, hair: '#9aa0aa', facing: 1, item: 'sceptre' },
  ],
  [
    { accent: BLUE, hair: '#d7a23a', facing: 1, item: 'leaf', moustache: true },
    { accent: BLUE, hair: '#c9922f', facing: -1, item: 'rose' },
    { accent: BLUE, hair: '#7a4a22', facing: -1, item: 'sword' },
  ],
  [
    { accent: BLACK, hair: '#2b2119', facing: -1, item: 'banner' },
    { accent: BLACK, hair: '#9a4a1f', facing: 1, item: 'fan' },
    { accent: BLACK, hair: '#c9962e', facing: 1, item: 'axe' },
  ],
  [
    { accent: BLUE, hair: '#9a4a1f', facing: 1, item: 'arrow', moustache: true },
    { accent: BLUE, hair: '#5b3a1e', facing: -1, item: 'tulip' },
    { accent: BLUE, hair: '#3b2a1e', facing: -1, item: 'orb' },
  ],
];

const ZOOM = 1.3;

function robes(ctx: Ctx, rank: number, colour: string, f: Figure, tall: number): void {
  ctx.beginPath();
  ctx.moveTo(-0.6, tall + 0.01);
  ctx.lineTo(-0.6, 0.7);
  ctx.quadraticCurveTo(-0.46, 0.635, -0.28, 0.625);
  ctx.lineTo(-0.08, 0.6);
  ctx.lineTo(0.08, 0.6);
  ctx.lineTo(0.28, 0.625);
  ctx.quadraticCurveTo(0.46, 0.635, 0.6, 0.7);
  ctx.lineTo(0.6, tall + 0.01);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.stroke();
  ctx.save();
  ctx.clip();
  // Sleeves in the accent colour, edged in gold.
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * 0.62, 0.72);
    ctx.quadraticCurveTo(side * 0.34, 0.74, side * 0.27, tall + 0.02);
    ctx.lineTo(side * 0.62, tall + 0.02);
    ctx.closePath();
    ctx.fillStyle = f.accent;
    ctx.fill();
    ctx.lineWidth = 0.022;
    ctx.strokeStyle = GOLD;
    ctx.stroke();
    ctx.lineWidth = 0.012;
    ctx.strokeStyle = INK;
  }
  // The front: a gold placket with a row of studs, or the queen's bodice lacing.
  shape(ctx, [[-0.07, 0.62], [0.07, 0.62], [0.1, tall + 0.02], [-0.1, tall + 0.02]], GOLD);
  ctx.fillStyle = rank === 12 ? colour : GOLD_DARK;
  for (let y = 0.72; y < tall; y += 0.09) {
    ctx.beginPath();
    if (rank === 12) drawDiamond(ctx, 0, y, 0.035);
    else ctx.arc(0, y, 0.018, 0, Math.PI * 2);
    ctx.fill();
  }
  // A gold band across the chest, studded in the accent colour.
  shape(ctx, [[-0.62, 0.88], [0.62, 0.88], [0.62, 0.93], [-0.62, 0.93]], GOLD);
  ctx.fillStyle = f.accent;
  for (let x = -0.3; x <= 0.3; x += 0.1) {
    ctx.beginPath();
    drawDiamond(ctx, x, 0.905, 0.02);
    ctx.fill();
  }
  ctx.restore();
  ctx.lineWidth = 0.012;
  ctx.strokeStyle = INK;
}

function collar(ctx: Ctx, rank: number, f: Figure): void {
  if (rank === 13) {
    // Ermine: white fur with black tails.
    ctx.beginPath();
    ctx.moveTo(-0.4, 0.68);
    ctx.quadraticCurveTo(0, 0.56, 0.4, 0.68);
    ctx.lineTo(0.36, 0.76);
    ctx.quadraticCurveTo(0, 0.66, -0.36, 0.76);
    ctx.closePath();
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = INK;
    for (const x of [-0.28, -0.14, 0, 0.14, 0.28]) {
      ctx.beginPath();
      drawDiamond(ctx, x, 0.675 + Math.abs(x) * 0.12, 0.018);
      ctx.fill();
    }
  } else if (rank === 12) {
    // A ruff: a ring of white scallops.
    ctx.fillStyle = '#ffffff';
    for (let i = -4; i <= 4; i++) {
      ctx.beginPath();
      ctx.arc(i * 0.04, 0.625 + Math.abs(i) * 0.004, 0.035, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  } else {
    // A pointed collar in the accent colour with a gold edge.
    shape(ctx, [[-0.2, 0.63], [0, 0.63], [-0.06, 0.74]], f.accent);
    shape(ctx, [[0.2, 0.63], [0, 0.63], [0.06, 0.74]], f.accent);
  }
}

function hairBehind(ctx: Ctx, rank: number, f: Figure, hx: number): void {
  ctx.fillStyle = f.hair;
  ctx.beginPath();
  if (rank === 12) {
    // Long hair falling to the shoulders.
    ctx.moveTo(hx - 0.15, 0.32);
    ctx.quadraticCurveTo(hx - 0.24, 0.5, hx - 0.22, 0.7);
    ctx.quadraticCurveTo(hx - 0.12, 0.68, hx - 0.1, 0.56);
    ctx.lineTo(hx + 0.1, 0.56);
    ctx.quadraticCurveTo(hx + 0.12, 0.68, hx + 0.22, 0.7);
    ctx.quadraticCurveTo(hx + 0.24, 0.5, hx + 0.15, 0.32);
    ctx.closePath();
  } else if (rank === 13) {
    ctx.ellipse(hx, 0.44, 0.165, 0.17, 0, 0, Math.PI * 2);
  } else {
    ctx.ellipse(hx, 0.42, 0.16, 0.155, 0, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.stroke();
  if (rank === 11) {
    // Curls at the jaw.
    for (const side of [-1, 1]) {
      for (let i = 0; i < 3; i++) ellipse(ctx, hx + side * 0.15, 0.44 + i * 0.045, 0.03, 0.028, f.hair);
    }
  }
}

function face(ctx: Ctx, rank: number, f: Figure, hx: number): void {
  ellipse(ctx, 0, 0.595, 0.05, 0.05, SKIN);
  ellipse(ctx, hx, 0.445, 0.125, 0.15, SKIN);
  const look = f.facing * 0.018;
  // Hair over the brow.
  ctx.fillStyle = f.hair;
  ctx.beginPath();
  ctx.ellipse(hx, 0.35, 0.125, 0.055, 0, Math.PI, 0);
  ctx.fill();
  // Cheeks, eyes, brows, nose, mouth.
  ctx.save();
  ctx.globalAlpha = 0.35;
  ellipse(ctx, hx - 0.07 + look, 0.49, 0.026, 0.018, '#e88a86', false);
  ellipse(ctx, hx + 0.07 + look, 0.49, 0.026, 0.018, '#e88a86', false);
  ctx.restore();
  for (const side of [-1, 1]) {
    const ex = hx + side * 0.05 + look;
    ellipse(ctx, ex, 0.43, 0.022, 0.012, '#ffffff', false);
    ellipse(ctx, ex + look * 0.4, 0.43, 0.011, 0.011, INK, false);
    ctx.beginPath();
    ctx.moveTo(ex - 0.03, 0.405);
    ctx.quadraticCurveTo(ex, 0.39, ex + 0.03, 0.405);
    ctx.stroke();
  }
  ctx.strokeStyle = SKIN_SHADE;
  ctx.beginPath();
  ctx.moveTo(hx + look * 0.8, 0.44);
  ctx.lineTo(hx + look * 2, 0.49);
  ctx.lineTo(hx + look * 0.3, 0.5);
  ctx.stroke();
  ctx.strokeStyle = INK;
  if (rank === 13) {
    // Beard and moustache.
    ctx.fillStyle = f.hair;
    ctx.beginPath();
    ctx.moveTo(hx - 0.125, 0.45);
    ctx.quadraticCurveTo(hx - 0.12, 0.62, hx + look, 0.7);
    ctx.quadraticCurveTo(hx + 0.12, 0.62, hx + 0.125, 0.45);
    ctx.quadraticCurveTo(hx + 0.08, 0.56, hx, 0.56);
    ctx.quadraticCurveTo(hx - 0.08, 0.56, hx - 0.125, 0.45);
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(hx + look, 0.515);
    ctx.quadraticCurveTo(hx - 0.05, 0.5, hx - 0.08, 0.54);
    ctx.moveTo(hx + look, 0.515);
    ctx.quadraticCurveTo(hx + 0.05, 0.5, hx + 0.08, 0.54);
    ctx.lineWidth = 0.02;
    ctx.strokeStyle = f.hair;
    ctx.stroke();
    ctx.lineWidth = 0.012;
    ctx.strokeStyle = INK;
  }
  ctx.fillStyle = '#b8323a';
  ctx.beginPath();
  ctx.ellipse(hx + look * 0.5, 0.54, 0.028, 0.011, 0, 0, Math.PI * 2);
  ctx.fill();
  if (rank === 11 && f.moustache) {
    ctx.beginPath();
    for (const side of [-1, 1]) {
      ctx.moveTo(hx + look, 0.52);
      ctx.quadraticCurveTo(hx + look + side * 0.04, 0.505, hx + look + side * 0.075, 0.53);
    }
    ctx.lineWidth = 0.016;
    ctx.strokeStyle = f.hair;
    ctx.stroke();
    ctx.lineWidth = 0.012;
    ctx.strokeStyle = INK;
  }
}

function headgear(ctx: Ctx, rank: number, f: Figure, hx: number, colour: string): void {
  if (rank === 13 || rank === 12) {
    const king = rank === 13;
    const half = king ? 0.15 : 0.12;
    const band = king ? 0.25 : 0.28;
    const peak = king ? 0.09 : 0.16;
    if (king) {
      ctx.beginPath();
      ctx.ellipse(hx, band, 0.12, 0.13, 0, Math.PI, 0);
      ctx.fillStyle = f.accent;
      ctx.fill();
    }
    const points: [number, number][] = [[hx - half, band + 0.055]];
    const n = king ? 5 : 3;
    for (let i = 0; i < n; i++) {
      const x = hx - half + (2 * half * i) / (n - 1);
      points.push([x, i % 2 === 0 || !king ? peak : peak + 0.07]);
      if (i < n - 1) points.push([x + half / (n - 1), band]);
    }
    points.push([hx + half, band + 0.055]);
    shape(ctx, points, GOLD);
    ctx.fillStyle = GOLD;
    for (let i = 0; i < n; i++) {
      const x = hx - half + (2 * half * i) / (n - 1);
      ellipse(ctx, x, i % 2 === 0 || !king ? peak : peak + 0.07, 0.018, 0.018, GOLD);
    }
    ctx.fillStyle = GOLD_DARK;
    ctx.fillRect(hx - half, band + 0.035, half * 2, 0.02);
    ellipse(ctx, hx, band + 0.02, 0.022, 0.02, colour);
    ellipse(ctx, hx - half * 0.6, band + 0.025, 0.014, 0.014, f.accent);
    ellipse(ctx, hx + half * 0.6, band + 0.025, 0.014, 0.014, f.accent);
    return;
  }
  // The jack's cap: a flat beret with a band and a feather.
  ctx.beginPath();
  ctx.moveTo(hx - f.facing * 0.1, 0.27);
  ctx.bezierCurveTo(hx - f.facing * 0.2, 0.15, hx - f.facing * 0.34, 0.08, hx - f.facing * 0.38, 0.02);
  ctx.bezierCurveTo(hx - f.facing * 0.3, 0.12, hx - f.facing * 0.16, 0.2, hx - f.facing * 0.06, 0.27);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(hx + f.facing * 0.03, 0.27, 0.2, 0.075, f.facing * -0.08, 0, Math.PI * 2);
  ctx.fillStyle = f.accent;
  ctx.fill();
  ctx.stroke();
  shape(ctx, [[hx - 0.13, 0.29], [hx + 0.13, 0.29], [hx + 0.13, 0.325], [hx - 0.13, 0.325]], GOLD);
  ellipse(ctx, hx + f.facing * 0.08, 0.305, 0.02, 0.02, colour);
}

/** One half of a court figure, in panel units (x -0.5..0.5, y 0..tall). */
function half(ctx: Ctx, rank: number, suit: number, colour: string, tall: number): void {
  const f = FIGURES[suit]![rank - 11]!;
  const hx = f.facing * 0.02;
  ctx.lineWidth = 0.012;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  // The figure is drawn a little larger than the panel, so the bust fills it (robes run off the edges).
  ctx.save();
  ctx.scale(ZOOM, ZOOM);
  hairBehind(ctx, rank, f, hx);
  robes(ctx, rank, colour, f, tall / ZOOM);
  collar(ctx, rank, f);
  face(ctx, rank, f, hx);
  headgear(ctx, rank, f, hx, colour);
  item(ctx, suit, colour, f, tall / ZOOM);
  ctx.restore();
  drawSuit(ctx, suit, -f.facing * 0.36, 0.12, 0.14, colour);
}

/**
 * A court card's picture panel at (x, y) of size w x h: double-ended (the figure twice, the lower
 * turned round) or, for large print, one figure filling the panel.
 */
export function drawCourtPanel(ctx: Ctx, rank: number, suit: number, colour: string, x0: number, y0: number, w0: number, h0: number, doubleEnded: boolean): void {
  // Whole pixels, so the stamped halves below land on the grid and stay sharp.
  const x = Math.round(x0);
  const y = Math.round(y0);
  const w = Math.round(w0);
  const halfH = Math.round(h0 / 2);
  const h = doubleEnded ? halfH * 2 : Math.round(h0);
  const border = Math.max(1, w * 0.02);
  ctx.save();
  ctx.fillStyle = CREAM;
  ctx.fillRect(x, y, w, h);
  const scratch = doubleEnded ? halfCanvas(w, halfH) : null;
  // The figure is drawn once; the lower half of a double-ended panel is the same pixels turned round.
  const target = scratch ?? ctx;
  target.save();
  if (scratch) {
    scratch.clearRect(0, 0, w, halfH);
    scratch.fillStyle = CREAM;
    scratch.fillRect(0, 0, w, halfH);
    scratch.translate(w / 2, 0);
  } else target.translate(x + w / 2, y);
  target.scale(w, w);
  target.beginPath();
  target.rect(-0.5, 0, 1, (doubleEnded ? halfH : h) / w);
  target.clip();
  half(target, rank, suit, colour, (doubleEnded ? halfH : h) / w);
  target.restore();
  if (scratch) {
    ctx.drawImage(scratch.canvas, 0, 0, w, halfH, x, y, w, halfH);
    ctx.save();
    ctx.translate(x + w, y + h);
    ctx.rotate(Math.PI);
    ctx.drawImage(scratch.canvas, 0, 0, w, halfH, 0, 0, w, halfH);
    ctx.restore();
  }
  ctx.lineWidth = border;
  ctx.strokeStyle = colour;
  ctx.strokeRect(x, y, w, h);
  if (doubleEnded) {
    ctx.lineWidth = border * 0.6;
    ctx.beginPath();
    ctx.moveTo(x, y + h / 2);
    ctx.lineTo(x + w, y + h / 2);
    ctx.stroke();
  }
  ctx.restore();
}

let scratchCtx: Ctx | null = null;

/** A reusable canvas at least w x h for drawing one half of a figure. */
function halfCanvas(w: number, h: number): Ctx | null {
  if (typeof document === 'undefined') return null;
  if (!scratchCtx || scratchCtx.canvas.width < w || scratchCtx.canvas.height < h) {
    const c = document.createElement('canvas');
    c.width = Math.max(w, scratchCtx?.canvas.width ?? 0);
    c.height = Math.max(h, scratchCtx?.canvas.height ?? 0);
    scratchCtx = c.getContext('2d');
  }
  return scratchCtx;
}
