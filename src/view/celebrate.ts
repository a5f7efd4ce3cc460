/**
 * The win: the classic cascade. The cards leap off the foundations one after another, bounce down
 * the table and off its sides, each leaving a trail of copies of itself: images from the same atlas
 * frame (one texture, one batch: Phaser issue #7372), a bounded pool whose oldest copies are reused.
 * A tap skips it; with motion off (reduced motion or the instant speed) it ends at once.
 */
import type Phaser from 'phaser';
import type { Layout } from './layout.ts';
import { motionOff } from './motion.ts';
import { animDuration } from './settings.ts';

/** Gravity in table heights per ms², how much of its speed a bounce keeps, the longest it runs. */
const PHYSICS = { gravity: 2.8e-6, bounce: 0.74, launchMs: 130, allLaunchedMs: 5600, longestMs: 16000 } as const;
/** A copy left every `everyMs` of a card's flight, and the most copies on the table at once. */
const TRAIL = { everyMs: 34, most: 420 } as const;

interface Flying {
  readonly img: Phaser.GameObjects.Image;
  vx: number;
  vy: number;
  /** Celebration time since it last left a copy. */
  since: number;
}

export class Celebration {
  private readonly trail: Phaser.GameObjects.Image[] = [];
  private trailNext = 0;
  private readonly running: boolean;
  private readonly flying: Flying[] = [];
  private next = 0;
  private clock = 0;
  private finished = false;
  private seed = 0x9e3779b9;
  private readonly gap: number;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly lay: Layout,
    private readonly cards: readonly Phaser.GameObjects.Image[],
    private readonly depth: number,
    private readonly done: (skipped: boolean) => void,
  ) {
    this.gap = Math.min(PHYSICS.launchMs, PHYSICS.allLaunchedMs / Math.max(1, cards.length));
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

  /** Every frame: launches the next card when its turn comes, moves and stamps the flying ones. */
  tick(delta: number): void {
    if (this.finished || !this.running) return;
    // The speed setting stretches or shrinks time (slow runs longer, fast shorter).
    const dt = Math.min(100, delta) * (1000 / Math.max(1, animDuration(1000)));
    this.clock += dt;
    while (this.next < this.cards.length && this.clock >= this.next * this.gap) this.launch(this.cards[this.next++]!);
    const { width, height } = this.lay;
    const g = PHYSICS.gravity * height;
    for (const f of this.flying) {
      const img = f.img;
      if (!img.visible) continue;
      f.vy += g * dt;
      img.x += f.vx * dt;
      img.y += f.vy * dt;
      const floor = height - img.displayHeight / 2;
      if (img.y > floor) {
        img.y = floor;
        // Each bounce a little lower, but never dying out before the card leaves the table.
        f.vy = -Math.max(Math.abs(f.vy) * PHYSICS.bounce, Math.sqrt(2 * g * height * 0.12));
      }
      if (img.x < -img.displayWidth / 2 || img.x > width + img.displayWidth / 2) {
        img.setVisible(false);
        continue;
      }
      f.since += dt;
      if (f.since >= TRAIL.everyMs) {
        f.since = 0;
        this.leaveCopy(img);
      }
    }
    const allGone = this.next >= this.cards.length && this.flying.every((f) => !f.img.visible);
    if (allGone || this.clock > PHYSICS.longestMs) this.finish(false);
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

  private launch(img: Phaser.GameObjects.Image): void {
    const w = this.lay.width;
    // A fixed sequence (the view needs no true randomness): away from the nearer side mostly.
    const r = this.random();
    const side = img.x < w / 2 ? (r < 0.75 ? 1 : -1) : r < 0.75 ? -1 : 1;
    const vx = side * (0.12 + this.random() * 0.22) * (w / 1000) * 1.2 + side * 0.05;
    const vy = -(0.1 + this.random() * 0.5) * (this.lay.height / 1000);
    this.flying.push({ img, vx, vy, since: 0 });
  }

  /** A copy of the card where it is now, under every flying card; the oldest copy is reused. */
  private leaveCopy(img: Phaser.GameObjects.Image): void {
    let copy = this.trail.length < TRAIL.most ? undefined : this.trail[this.trailNext];
    if (!copy) {
      copy = this.scene.add.image(0, 0, img.texture.key, img.frame.name);
      this.trail.push(copy);
    }
    this.trailNext = (this.trailNext + 1) % TRAIL.most;
    copy.setTexture(img.texture.key, img.frame.name).setPosition(img.x, img.y).setScale(img.scaleX, img.scaleY).setDepth(this.depth);
  }

  private random(): number {
    this.seed = (Math.imul(this.seed, 1664525) + 1013904223) >>> 0;
    return this.seed / 4294967296;
  }
}
