/** Shapes every card drawing shares: the four suit symbols and a rounded rectangle. */
type Ctx = CanvasRenderingContext2D;

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
      ctx.bezierCurveTo(0.1, -0.3, 0.5, -0.14, 0.5, 0.1);
      ctx.bezierCurveTo(0.5, 0.33, 0.2, 0.38, 0.05, 0.2);
      ctx.quadraticCurveTo(0.08, 0.42, 0.22, 0.5);
      ctx.lineTo(-0.22, 0.5);
      ctx.quadraticCurveTo(-0.08, 0.42, -0.05, 0.2);
      ctx.bezierCurveTo(-0.2, 0.38, -0.5, 0.33, -0.5, 0.1);
      ctx.bezierCurveTo(-0.5, -0.14, -0.1, -0.3, 0, -0.5);
      break;
    case 1: // heart
      ctx.moveTo(0, 0.48);
      ctx.bezierCurveTo(-0.14, 0.3, -0.5, 0.1, -0.5, -0.16);
      ctx.bezierCurveTo(-0.5, -0.43, -0.16, -0.52, 0, -0.26);
      ctx.bezierCurveTo(0.16, -0.52, 0.5, -0.43, 0.5, -0.16);
      ctx.bezierCurveTo(0.5, 0.1, 0.14, 0.3, 0, 0.48);
      break;
    case 2: // diamond
      ctx.moveTo(0, -0.5);
      ctx.quadraticCurveTo(0.17, -0.22, 0.4, 0);
      ctx.quadraticCurveTo(0.17, 0.22, 0, 0.5);
      ctx.quadraticCurveTo(-0.17, 0.22, -0.4, 0);
      ctx.quadraticCurveTo(-0.17, -0.22, 0, -0.5);
      break;
    default: // club
      ctx.arc(0, -0.25, 0.215, 0, Math.PI * 2);
      ctx.moveTo(-0.04, 0.08);
      ctx.arc(-0.255, 0.08, 0.215, 0, Math.PI * 2);
      ctx.moveTo(0.47, 0.08);
      ctx.arc(0.255, 0.08, 0.215, 0, Math.PI * 2);
      ctx.moveTo(0.07, -0.05);
      ctx.quadraticCurveTo(0.08, 0.4, 0.22, 0.5);
      ctx.lineTo(-0.22, 0.5);
      ctx.quadraticCurveTo(-0.08, 0.4, -0.07, -0.05);
      ctx.closePath();
      break;
  }
  ctx.fill();
  ctx.restore();
}
