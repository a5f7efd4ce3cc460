/**
 * The win: the classic cascade (its motion and clock in view/win/cascade.ts). The cards leap off the
 * foundations one after another, bounce down the table and off its sides, each leaving a trail of
 * copies of itself: images from the same atlas frame (one texture, one batch: Phaser issue #7372),
 * a bounded pool whose oldest copies are reused. A tap skips it; with motion off (reduced motion or
 * the instant speed) it ends at once.
 */
import type Phaser from 'phaser';
import { Cascade, type CascadeCard } from './cascade.ts';
import type { Layout } from '../layout/layout.ts';
import { motionOff } from '../kit/motion.ts';
import { animDuration } from '../kit/settings.ts';

/** The most copies on the table at once. */
const TRAIL_MOST = 420;

export class Celebration {
  private readonly trail: Phaser.GameObjects.Image[] = [];
  private trailNext = 0;
  private readonly running: boolean;
  private readonly cascade: Cascade;
  /** The cards' places in the cascade, one for each image, in the same order. */
  private readonly places: CascadeCard[];
  private finished = false;

  constructor(
    private readonly scene: Phaser.Scene,
    lay: Layout,
    private readonly cards: readonly Phaser.GameObjects.Image[],
    private readonly depth: number,
    private readonly done: (skipped: boolean) => void,
  ) {
    this.places = cards.map((img) => ({ x: img.x, y: img.y, width: img.displayWidth, height: img.displayHeight, visible: img.visible }));
    this.cascade = new Cascade(lay, this.places);
    this.running = !motionOff();
    if (this.running) cards.forEach((img, k) => img.setDepth(depth + 1 + k));
  }

  /** Whether it has ended (run out, skipped, or cut short by the board). */
  get over(): boolean {
    return this.finished;
  }

  /** Starts it: with motion off it is over at once. */
  start(): void {
    if (!this.running) this.finish(false);
  }

  /** Every frame: the cascade runs on by the time the frame took, and the cards follow it. */
  tick(delta: number): void {
    if (this.finished || !this.running) return;
    // The speed setting stretches or shrinks time (slow runs longer, fast shorter).
    this.cascade.advance(delta * (1000 / Math.max(1, animDuration(1000))), (k) => {
      this.leaveCopy(k);
    });
    this.cards.forEach((img, k) => {
      const place = this.places[k]!;
      img.setPosition(place.x, place.y).setVisible(place.visible);
    });
    if (this.cascade.over) this.finish(false);
  }

  /** A tap: it stops where it stands (the trails stay under the Results) and says it is done. */
  skip(): void {
    this.finish(true);
  }

  /** The board ends every animation (a new action): the trails go too, the cards go home. */
  end(): void {
    for (const copy of this.trail) copy.destroy();
    this.trail.length = 0;
    this.finish(true);
  }

  private finish(skipped: boolean): void {
    if (this.finished) return;
    this.finished = true;
    this.done(skipped);
  }

  /** A copy of card `k` where it stands in the cascade, under every flying card; the oldest copy is reused. */
  private leaveCopy(k: number): void {
    const img = this.cards[k]!;
    const place = this.places[k]!;
    let copy = this.trail.length < TRAIL_MOST ? undefined : this.trail[this.trailNext];
    if (!copy) {
      copy = this.scene.add.image(0, 0, img.texture.key, img.frame.name);
      this.trail.push(copy);
    }
    this.trailNext = (this.trailNext + 1) % TRAIL_MOST;
    copy.setTexture(img.texture.key, img.frame.name).setPosition(place.x, place.y).setScale(img.scaleX, img.scaleY).setDepth(this.depth);
  }
}
