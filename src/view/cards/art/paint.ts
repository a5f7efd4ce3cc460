/** What the court figures' parts share: their colours, their description, and small shape helpers. */
export type Ctx = CanvasRenderingContext2D;
export type Item = 'sceptre' | 'sword' | 'axe' | 'orb' | 'rose' | 'tulip' | 'fan' | 'halberd' | 'leaf' | 'arrow' | 'banner';

export interface Figure {
  /** The second colour of the robes, beside the suit's own. */
  readonly accent: string;
  readonly hair: string;
  /** Which way the head turns and on which side the hand holds the item: 1 right, -1 left. */
  readonly facing: 1 | -1;
  readonly item: Item;
  /** A jack with a moustache. */
  readonly moustache?: boolean;
}

export const INK = '#2a1d14';
export const GOLD = '#e2b23c';
export const GOLD_DARK = '#9b7116';
export const SKIN = '#f6d7b5';
export const SKIN_SHADE = '#c98d63';
export const CREAM = '#fbf4e2';
export const STEEL = '#dfe4ea';
export const LEAF = '#3f8f3a';
export const BLUE = '#1f4e9c';
export const RED = '#c8102e';
export const BLACK = '#24262d';

export function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string, outline = true): void {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  if (outline) ctx.stroke();
}

export function shape(ctx: Ctx, points: readonly (readonly [number, number])[], fill: string, outline = true): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => { if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y); });
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  if (outline) ctx.stroke();
}

export function drawDiamond(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r * 0.7, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r * 0.7, y);
  ctx.closePath();
}

