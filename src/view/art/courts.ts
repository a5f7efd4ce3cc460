/**
 * The court cards' figures: a king, queen and jack for each suit, drawn as vector shapes at any
 * size. A figure is a bust in robes of its suit's colour with something in hand; the double-ended
 * panel shows it twice, the lower one turned round, as on a real deck.
 *
 * Shapes are drawn in "panel units": the panel is 1 wide, x runs from -0.5 to 0.5 and y from the
 * panel's top edge down to its middle (HALF_TALL), where the mirrored half begins.
 */
import { drawSuit } from './suits.ts';

type Ctx = CanvasRenderingContext2D;
type Item = 'sceptre' | 'sword' | 'axe' | 'orb' | 'rose' | 'tulip' | 'fan' | 'halberd' | 'leaf' | 'arrow' | 'banner';

interface Figure {
  /** The second colour of the robes, beside the suit's own. */
  readonly accent: string;
  readonly hair: string;
  /** Which way the head turns and on which side the hand holds the item: 1 right, -1 left. */
  readonly facing: 1 | -1;
  readonly item: Item;
  /** A jack with a moustache. */
  readonly moustache?: boolean;
}

const INK = '#2a1d14';
const GOLD = '#e2b23c';
const GOLD_DARK = '#9b7116';
const SKIN = '#f6d7b5';
const SKIN_SHADE = '#c98d63';
const CREAM = '#fbf4e2';
const STEEL = '#dfe4ea';
const LEAF = '#3f8f3a';
const BLUE = '#1f4e9c';
const RED = '#c8102e';
const BLACK = '#24262d';

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

/** Half the panel's height in panel units for a double-ended panel of the usual shape. */
export const HALF_TALL = 1.1;

function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string, outline = true): void {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  if (outline) ctx.stroke();
}

function shape(ctx: Ctx, points: readonly (readonly [number, number])[], fill: string, outline = true): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => { if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y); });
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  if (outline) ctx.stroke();
}

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

function drawDiamond(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r * 0.7, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r * 0.7, y);
  ctx.closePath();
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

function hand(ctx: Ctx, x: number, y: number): void {
  ellipse(ctx, x, y, 0.045, 0.04, SKIN);
}

function item(ctx: Ctx, suit: number, colour: string, f: Figure, tall: number): void {
  const s = f.facing;
  const x = s * 0.26;
  const hy = 0.86;
  switch (f.item) {
    case 'sword':
      shape(ctx, [[x - 0.022, hy], [x - 0.022, 0.16], [x, 0.1], [x + 0.022, 0.16], [x + 0.022, hy]], STEEL);
      shape(ctx, [[x - 0.09, hy - 0.05], [x + 0.09, hy - 0.05], [x + 0.09, hy - 0.02], [x - 0.09, hy - 0.02]], GOLD);
      ellipse(ctx, x, tall - 0.02, 0.03, 0.03, GOLD);
      break;
    case 'sceptre':
      shape(ctx, [[x - 0.014, tall], [x - 0.014, 0.3], [x + 0.014, 0.3], [x + 0.014, tall]], GOLD);
      ellipse(ctx, x, 0.3, 0.03, 0.03, GOLD);
      drawSuit(ctx, suit, x, 0.2, 0.14, colour);
      break;
    case 'axe':
      shape(ctx, [[x - 0.016, tall], [x - 0.016, 0.2], [x + 0.016, 0.2], [x + 0.016, tall]], '#8a5a2b');
      ctx.beginPath();
      ctx.moveTo(x + s * 0.016, 0.24);
      ctx.quadraticCurveTo(x + s * 0.16, 0.14, x + s * 0.16, 0.3);
      ctx.quadraticCurveTo(x + s * 0.16, 0.44, x + s * 0.016, 0.36);
      ctx.closePath();
      ctx.fillStyle = STEEL;
      ctx.fill();
      ctx.stroke();
      break;
    case 'orb':
      ellipse(ctx, x, hy - 0.1, 0.075, 0.075, GOLD);
      shape(ctx, [[x - 0.075, hy - 0.11], [x + 0.075, hy - 0.11], [x + 0.075, hy - 0.09], [x - 0.075, hy - 0.09]], colour, false);
      shape(ctx, [[x - 0.01, hy - 0.23], [x + 0.01, hy - 0.23], [x + 0.01, hy - 0.17], [x - 0.01, hy - 0.17]], GOLD);
      shape(ctx, [[x - 0.03, hy - 0.21], [x + 0.03, hy - 0.21], [x + 0.03, hy - 0.19], [x - 0.03, hy - 0.19]], GOLD);
      break;
    case 'rose':
    case 'tulip': {
      ctx.beginPath();
      ctx.moveTo(x, hy);
      ctx.quadraticCurveTo(x + s * 0.04, 0.7, x, 0.56);
      ctx.lineWidth = 0.018;
      ctx.strokeStyle = LEAF;
      ctx.stroke();
      ctx.lineWidth = 0.012;
      ctx.strokeStyle = INK;
      ellipse(ctx, x + s * 0.04, 0.72, 0.04, 0.018, LEAF);
      if (f.item === 'rose') {
        ellipse(ctx, x, 0.52, 0.06, 0.055, RED);
        ellipse(ctx, x, 0.515, 0.03, 0.028, '#e0485a');
      } else {
        shape(ctx, [[x - 0.05, 0.5], [x - 0.025, 0.53], [x, 0.49], [x + 0.025, 0.53], [x + 0.05, 0.5], [x + 0.04, 0.59], [x - 0.04, 0.59]], GOLD);
      }
      break;
    }
    case 'fan':
      ctx.beginPath();
      ctx.moveTo(x, hy);
      ctx.arc(x, hy, 0.2, -Math.PI * 0.85, -Math.PI * 0.15);
      ctx.closePath();
      ctx.fillStyle = f.accent;
      ctx.fill();
      ctx.stroke();
      ctx.strokeStyle = GOLD;
      ctx.beginPath();
      for (let a = -0.8; a <= -0.2; a += 0.1) {
        ctx.moveTo(x, hy);
        ctx.lineTo(x + Math.cos(a * Math.PI) * 0.19, hy + Math.sin(a * Math.PI) * 0.19);
      }
      ctx.stroke();
      ctx.strokeStyle = INK;
      break;
    case 'halberd':
      shape(ctx, [[x - 0.013, tall], [x - 0.013, 0.16], [x + 0.013, 0.16], [x + 0.013, tall]], '#8a5a2b');
      shape(ctx, [[x, 0.05], [x + 0.025, 0.17], [x - 0.025, 0.17]], STEEL);
      shape(ctx, [[x + s * 0.013, 0.2], [x + s * 0.12, 0.17], [x + s * 0.12, 0.32], [x + s * 0.013, 0.28]], STEEL);
      break;
    case 'leaf':
      ctx.beginPath();
      ctx.moveTo(x, hy);
      ctx.bezierCurveTo(x + s * 0.16, 0.7, x + s * 0.1, 0.35, x - s * 0.02, 0.26);
      ctx.bezierCurveTo(x - s * 0.1, 0.42, x - s * 0.08, 0.72, x, hy);
      ctx.fillStyle = LEAF;
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x, hy);
      ctx.quadraticCurveTo(x + s * 0.04, 0.55, x - s * 0.02, 0.3);
      ctx.strokeStyle = '#a7d59a';
      ctx.stroke();
      ctx.strokeStyle = INK;
      break;
    case 'arrow':
      shape(ctx, [[x - 0.01, tall], [x - 0.01, 0.2], [x + 0.01, 0.2], [x + 0.01, tall]], '#8a5a2b');
      shape(ctx, [[x, 0.1], [x + 0.04, 0.21], [x - 0.04, 0.21]], STEEL);
      break;
    case 'banner':
      shape(ctx, [[x - 0.012, tall], [x - 0.012, 0.1], [x + 0.012, 0.1], [x + 0.012, tall]], '#8a5a2b');
      shape(ctx, [[x + s * 0.012, 0.12], [x + s * 0.13, 0.17], [x + s * 0.012, 0.3]], f.accent);
      drawSuit(ctx, suit, x + s * 0.05, 0.19, 0.06, GOLD);
      break;
  }
  hand(ctx, x, hy);
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
