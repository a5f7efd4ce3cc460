/** What a court figure holds: a sceptre, sword, axe or orb; a rose, tulip or fan; a halberd, leaf, arrow or banner. */
import { type Ctx, type Figure, GOLD, INK, LEAF, RED, SKIN, STEEL, ellipse, shape } from './paint.ts';
import { drawSuit } from './suits.ts';

function hand(ctx: Ctx, x: number, y: number): void {
  ellipse(ctx, x, y, 0.045, 0.04, SKIN);
}

export function item(ctx: Ctx, suit: number, colour: string, f: Figure, tall: number): void {
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

