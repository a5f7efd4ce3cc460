/**
 * Card motion along a curve: a quadratic Bézier from where the card is when its tween starts to
 * where it goes, bent `bend` px up off the straight line (a card tossed, not slid), with its scale
 * and angle eased on the way. One tween per card, so the board can still end it at once.
 */
import type Phaser from 'phaser';
import { animDuration } from './settings.ts';

/** True when cards move at once: reduced motion (the system's or the player's) or the instant speed. */
export const motionOff = (): boolean => animDuration(100) === 0;

type TweenConfig = Phaser.Types.Tweens.TweenBuilderConfig;

export interface ArcTo {
  readonly x: number;
  readonly y: number;
  /** Scale at the end (default: unchanged). */
  readonly scaleX?: number;
  readonly scaleY?: number;
  /** Angle at the end, degrees (default: unchanged). */
  readonly angle?: number;
}

export interface ArcOptions {
  readonly bend: number;
  readonly duration: number;
  readonly delay?: number;
  readonly ease?: string;
  /** How the scale and angle move (default: the path's ease); 'Back.easeOut' lands with a settle. */
  readonly settleEase?: string;
  readonly onStart?: () => void;
  readonly onComplete?: () => void;
}

/** The tween config that carries `img` along the arc. */
export function arcTween(img: Phaser.GameObjects.Image, to: ArcTo, o: ArcOptions): TweenConfig {
  const from = { x: 0, y: 0, sx: 1, sy: 1, angle: 0 };
  const c = { x: 0, y: 0 };
  const pos = { t: 0 };
  return {
    targets: pos,
    t: 1,
    delay: o.delay ?? 0,
    duration: o.duration,
    ease: o.ease ?? 'Sine.easeInOut',
    onStart: () => {
      from.x = img.x;
      from.y = img.y;
      from.sx = img.scaleX;
      from.sy = img.scaleY;
      from.angle = img.angle;
      // The control point: above the middle of the way (up the screen, whichever way it goes).
      c.x = (from.x + to.x) / 2;
      c.y = Math.min(from.y, to.y) - o.bend;
      o.onStart?.();
    },
    onUpdate: (tween: Phaser.Tweens.Tween) => {
      const t = pos.t;
      const u = 1 - t;
      img.setPosition(u * u * from.x + 2 * u * t * c.x + t * t * to.x, u * u * from.y + 2 * u * t * c.y + t * t * to.y);
      const k = o.settleEase ? settle(o.settleEase, tween.progress) : t;
      if (to.scaleX !== undefined) img.scaleX = from.sx + (to.scaleX - from.sx) * k;
      if (to.scaleY !== undefined) img.scaleY = from.sy + (to.scaleY - from.sy) * k;
      if (to.angle !== undefined) img.angle = from.angle + (to.angle - from.angle) * k;
    },
    onComplete: () => {
      // The tween's own progress lags its last step by a frame: the settle ends exactly at rest.
      img.setPosition(to.x, to.y);
      if (to.scaleX !== undefined) img.scaleX = to.scaleX;
      if (to.scaleY !== undefined) img.scaleY = to.scaleY;
      if (to.angle !== undefined) img.angle = to.angle;
      o.onComplete?.();
    },
  };
}

/** An overshooting ease for the landing: past the rest size a little, then back. */
function settle(name: string, p: number): number {
  if (name !== 'Back.easeOut') return p;
  const s = 2.2;
  const q = p - 1;
  return q * q * ((s + 1) * q + s) + 1;
}
