/**
 * The soft shadow a lifted card casts, drawn as one more frame of the card atlas (a separate
 * texture would put a second texture in the cards' batch, Phaser issue #7372). The dark shape sits
 * inset in its cell so its blur fits inside; `SHADOW_SPREAD` says how much larger than the card the
 * frame is drawn so that the shape itself matches the card.
 */
export const SHADOW_FRAME = 'shadow';

/** The shape's margin in the cell, as a fraction of the cell's width. */
const INSET = 0.12;

/** Display size of the shadow frame for a card `w` x `h` (CSS px), so its dark shape is the card's size. */
export function shadowSize(w: number, h: number): { width: number; height: number } {
  const inset = INSET * w;
  return { width: (w * w) / (w - 2 * inset), height: (h * h) / (h - 2 * inset) };
}

export function drawShadow(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  const inset = INSET * w;
  // The shape is drawn far outside the cell and only its blurred shadow is cast into it, so the
  // frame holds blur alone (canvas shadows work in every browser, unlike ctx.filter).
  const away = 4 * (w + h) + 1000;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.85)';
  ctx.shadowBlur = inset * 0.7;
  ctx.shadowOffsetX = away;
  ctx.fillStyle = '#000';
  ctx.beginPath();
  ctx.roundRect(x + inset - away, y + inset, w - 2 * inset, h - 2 * inset, w * 0.06);
  ctx.fill();
  ctx.restore();
}
