/**
 * How a card in the hand looks: raised (drawn LIFT times its size), casting a soft shadow (a frame
 * of the card atlas, view/cards/shadowArt.ts) and tilted a little with the speed it is dragged at, back
 * to flat when the hand stops. The shadow also follows a card that is landing, shrinking as it
 * comes down, so the lift never snaps off.
 */
import type Phaser from 'phaser';
import type { CardSprite } from './cardSprite.ts';
import type { Rect } from '../../geometry.ts';
import type { Layout } from '../layout/layout.ts';
import { motionOff } from '../kit/motion.ts';
import { animDuration } from '../kit/settings.ts';
import { SHADOW_FRAME, shadowSize } from '../cards/shadowArt.ts';

/** How much larger a held card is drawn. */
export const LIFT = 1.07;
/** Degrees of tilt per CSS px/ms of horizontal speed, and the most it tilts. */
const TILT = { perSpeed: 20, max: 10 } as const;
/** Time constants (ms): how quickly the tilt follows the speed, and the speed fades once the hand stops. */
const FOLLOW = { angle: 70, speed: 220 } as const;
const LIFT_MS = 90;

export class DragLook {
  private readonly shadow: Phaser.GameObjects.Image;
  private held: CardSprite | null = null;
  /** The card the shadow goes with: the held one, or one landing after its release. */
  private follow: CardSprite | null = null;
  private speed = 0;
  private last: { x: number; time: number } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly lay: () => Layout,
    /** The card atlas's texture key: the shadow is its SHADOW_FRAME. */
    private readonly atlas: string,
    depth: number,
  ) {
    this.shadow = scene.add.image(0, 0, atlas, SHADOW_FRAME).setVisible(false).setDepth(depth);
  }

  get card(): CardSprite | null {
    return this.held;
  }

  /** The scale a card has at rest (its frame drawn at the table's card size). */
  restScale(s: CardSprite): { x: number; y: number } {
    const c = this.lay().card;
    return { x: c.width / s.img.width, y: c.height / s.img.height };
  }

  /** Takes `s` into the hand: it rises at once (the hand never waits), or quickly. */
  start(s: CardSprite, tween: (config: Phaser.Types.Tweens.TweenBuilderConfig) => void): void {
    this.held = s;
    this.follow = s;
    this.speed = 0;
    this.last = null;
    const rest = this.restScale(s);
    const d = animDuration(LIFT_MS);
    if (d === 0) s.img.setScale(rest.x * LIFT, rest.y * LIFT);
    else tween({ targets: s.img, scaleX: rest.x * LIFT, scaleY: rest.y * LIFT, duration: d, ease: 'Quad.easeOut' });
    this.shadow.setTexture(this.atlas, SHADOW_FRAME);
    this.place();
  }

  /** The hand moved: the card goes with it, its tilt following the speed. */
  moveTo(x: number, y: number): void {
    const s = this.held;
    if (!s) return;
    const now = performance.now();
    if (this.last && now > this.last.time) {
      const v = (x - this.last.x) / (now - this.last.time);
      this.speed = this.speed * 0.5 + v * 0.5;
    }
    this.last = { x, time: now };
    s.img.setPosition(x, y);
    this.place();
  }

  /** Puts the held card at its full lifted size at once (its lift tween was ended). */
  raise(s: CardSprite): void {
    const rest = this.restScale(s);
    s.img.setScale(rest.x * LIFT, rest.y * LIFT);
    this.place();
  }

  /** Lets the card go; it lands (or flies back) by the board's tween, and the shadow goes with it. */
  release(): CardSprite | null {
    const s = this.held;
    this.held = null;
    this.last = null;
    this.speed = 0;
    return s;
  }

  /** Every frame: the tilt eases toward the speed's, the speed fades, the shadow follows. */
  tick(delta: number): void {
    const s = this.held;
    if (s) {
      const reduced = motionOff();
      const want = reduced ? 0 : Math.max(-TILT.max, Math.min(TILT.max, this.speed * TILT.perSpeed));
      // Exponential, so the feel is the same at any frame rate.
      s.img.angle += (want - s.img.angle) * (1 - Math.exp(-delta / FOLLOW.angle));
      this.speed *= Math.exp(-delta / FOLLOW.speed);
    }
    this.place();
  }

  /** Where the held card is drawn now (its rectangle, unrotated), CSS px; null when no card is held. */
  rect(): Rect | null {
    const img = this.held?.img;
    if (!img) return null;
    const { displayWidth: w, displayHeight: h } = img;
    return { x: img.x - w / 2, y: img.y - h / 2, width: w, height: h };
  }

  /** The shadow under the followed card: darker and further off the higher the card is raised. */
  private place(): void {
    const s = this.follow;
    const rest = s ? this.restScale(s) : null;
    const raised = s && rest ? (s.img.scaleY / rest.y - 1) / (LIFT - 1) : 0;
    if (!s || !s.img.visible || raised <= 0.02) {
      this.shadow.setVisible(false);
      if (s && s !== this.held) this.follow = null;
      return;
    }
    const c = this.lay().card;
    const size = shadowSize(c.width, c.height);
    const k = Math.min(1.4, raised);
    this.shadow
      .setVisible(true)
      .setDisplaySize(size.width * (s.img.scaleX / rest!.x), size.height * (s.img.scaleY / rest!.y))
      .setPosition(s.img.x + c.width * 0.07 * k, s.img.y + c.height * 0.08 * k)
      .setAngle(s.img.angle)
      .setAlpha(Math.min(1, 0.45 + 0.55 * k))
      .setDepth(s.img.depth - 0.5);
  }
}
