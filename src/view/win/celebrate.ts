/**
 * The win: the classic cascade (its motion and clock in view/win/cascade.ts). The cards leap off the
 * foundations one after another, bounce down the table and off its sides, each leaving a trail of
 * copies of itself (view/win/trail.ts: stamped once each on a texture of the screen's size, so a
 * frame draws the trails as one picture however many copies they hold). It runs on the wall clock (view/win/winClock.ts):
 * the Results are asked for a short pause after it ends, and within a bound however slow the
 * frames; a real-time timer keeps the bound where frames stall. A tap skips it; with motion off
 * (reduced motion or the instant speed) it ends at once.
 */
import type Phaser from 'phaser';
import { Cascade, type CascadeCard } from './cascade.ts';
import type { Layout } from '../layout/layout.ts';
import { motionOff } from '../kit/motion.ts';
import { animDuration } from '../kit/settings.ts';
import { WinClock } from './winClock.ts';
import { Trail } from './trail.ts';

export class Celebration {
  private trail: Trail | null = null;
  private readonly running: boolean;
  private readonly cascade: Cascade;
  /** The cards' places in the cascade, one for each image, in the same order. */
  private readonly places: CascadeCard[];
  private finished = false;
  private readonly clock: WinClock;
  /** The real-time timer that asks for the Results: the bound, then the pause once the cascade stops. */
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cascadeStopped = false;

  constructor(
    private readonly scene: Phaser.Scene,
    lay: Layout,
    private readonly cards: readonly Phaser.GameObjects.Image[],
    private readonly depth: number,
    private readonly done: (skipped: boolean) => void,
    since = performance.now(),
  ) {
    this.clock = new WinClock(() => performance.now(), since);
    this.places = cards.map((img) => ({ x: img.x, y: img.y, width: img.displayWidth, height: img.displayHeight, visible: img.visible }));
    this.cascade = new Cascade(lay, this.places);
    this.running = !motionOff();
    if (this.running) cards.forEach((img, k) => img.setDepth(depth + 1 + k));
    // The table gone (the menu, another deal) takes the timer with it: no Results for it.
    scene.events.once('shutdown', () => {
      this.clearTimer();
      this.finished = true;
    });
  }

  /** Whether it has ended (run out and paused, skipped, or cut short by the board). */
  get over(): boolean {
    return this.finished;
  }

  /** Starts it: with motion off it is over at once. */
  start(): void {
    if (!this.running) this.finish(false);
    else this.wait(this.clock.left);
  }

  /** Every frame: the cascade runs on by the real time since the last frame, and the cards follow it. */
  tick(): void {
    if (this.finished || !this.running || this.cascadeStopped) return;
    // The speed setting stretches or shrinks time (slow runs longer, fast shorter), within the bound.
    this.cascade.advance(this.clock.lap() * (1000 / Math.max(1, animDuration(1000))), (k) => {
      this.trail ??= new Trail(this.scene, this.depth);
      this.trail.copy(this.cards[k]!, this.places[k]!);
    });
    this.trail?.show();
    this.cards.forEach((img, k) => {
      const place = this.places[k]!;
      img.setPosition(place.x, place.y).setVisible(place.visible);
    });
    if (this.cascade.over || this.clock.cascadeDue) {
      this.cascadeStopped = true;
      this.wait(this.clock.pause());
    }
  }

  /** The Results are asked for `ms` real ms from now (sooner than any wait set before). */
  private wait(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => { this.finish(false); }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** A tap: it stops where it stands (the trails stay under the Results) and says it is done. */
  skip(): void {
    this.finish(true);
  }

  /** The board ends every animation (a new action): the trails go too, the cards go home. */
  end(): void {
    this.trail?.destroy();
    this.trail = null;
    this.finish(true);
  }

  private finish(skipped: boolean): void {
    if (this.finished) return;
    this.finished = true;
    this.clearTimer();
    this.done(skipped);
  }
}
