/**
 * The win's cascade as motion alone, without Phaser: the cards leap off the foundations one after
 * another, bounce down the table and off its sides, and leave a copy of themselves every so often.
 * Its clock is the time that passed, however few frames showed it: a slow frame is played as
 * several short steps, so the cascade lasts as long and follows the same paths on a device that
 * draws 3 frames a second as on one that draws 60 (view/win/celebrate.ts draws it).
 */

/** Gravity in table heights per ms², how much of its speed a bounce keeps, the longest it runs. */
const PHYSICS = { gravity: 2.8e-6, bounce: 0.74, launchMs: 70, allLaunchedMs: 1800, longestMs: 4000 } as const;
/** A card leaves a copy of itself about this often in its flight (every third frame at 60 a second). */
const TRAIL_EVERY_MS = 48;
/** The longest step of the motion: a frame longer than this is played as several steps. */
const STEP_MS = 20;

/** The longest the cascade runs, in ms of its own clock (the speed setting stretches that clock). */
export const CASCADE_LONGEST_MS = PHYSICS.longestMs;

/** A card of the cascade: where its centre is, its size, and whether it is still on the table. */
export interface CascadeCard {
  x: number;
  y: number;
  readonly width: number;
  readonly height: number;
  visible: boolean;
}

interface Flight {
  readonly card: CascadeCard;
  /** Its place in the order the cards leap. */
  readonly index: number;
  vx: number;
  vy: number;
  /** Time since it last left a copy. */
  since: number;
}

export class Cascade {
  private readonly flights: Flight[] = [];
  private readonly gap: number;
  private next = 0;
  private clock = 0;
  private seed = 0x9e3779b9;

  /** `cards` in the order they leap; the cascade moves them in place. */
  constructor(
    private readonly size: { readonly width: number; readonly height: number },
    private readonly cards: readonly CascadeCard[],
  ) {
    this.gap = Math.min(PHYSICS.launchMs, PHYSICS.allLaunchedMs / Math.max(1, cards.length));
  }

  /** Time it has run, in ms. */
  get elapsed(): number {
    return this.clock;
  }

  /** Whether every card has left the table, or it has run its longest. */
  get over(): boolean {
    const allGone = this.next >= this.cards.length && this.flights.every((f) => !f.card.visible);
    return allGone || this.clock >= PHYSICS.longestMs;
  }

  /**
   * Runs it on by `ms`, in steps no longer than STEP_MS; `copy` is called with a card's place in
   * the order as it leaves a copy of itself where it stands.
   */
  advance(ms: number, copy: (index: number) => void): void {
    let left = Math.max(0, ms);
    while (left > 0 && !this.over) {
      const dt = Math.min(STEP_MS, left, PHYSICS.longestMs - this.clock);
      left -= dt;
      this.step(dt, copy);
    }
  }

  private step(dt: number, copy: (index: number) => void): void {
    this.clock += dt;
    for (; this.next < this.cards.length && this.clock >= this.next * this.gap; this.next++) this.launch(this.next);
    const { width, height } = this.size;
    const g = PHYSICS.gravity * height;
    for (const f of this.flights) {
      const card = f.card;
      if (!card.visible) continue;
      f.vy += g * dt;
      card.x += f.vx * dt;
      card.y += f.vy * dt;
      const floor = height - card.height / 2;
      if (card.y > floor) {
        card.y = floor;
        // Each bounce a little lower, but never dying out before the card leaves the table.
        f.vy = -Math.max(Math.abs(f.vy) * PHYSICS.bounce, Math.sqrt(2 * g * height * 0.12));
      }
      if (card.x < -card.width / 2 || card.x > width + card.width / 2) {
        card.visible = false;
        continue;
      }
      f.since += dt;
      if (f.since >= TRAIL_EVERY_MS) {
        // What is over carries on, so the copies come as often whatever the length of the steps.
        f.since -= TRAIL_EVERY_MS;
        copy(f.index);
      }
    }
  }

  private launch(index: number): void {
    const card = this.cards[index]!;
    const w = this.size.width;
    // A fixed sequence (the view needs no true randomness): towards the nearer side mostly, fast
    // enough that most cards are off the table before the cascade's end.
    const r = this.random();
    const side = card.x < w / 2 ? (r < 0.7 ? -1 : 1) : r < 0.7 ? 1 : -1;
    const vx = side * (0.2 + this.random() * 0.25) * (w / 1000) * 1.2 + side * 0.05;
    const vy = -(0.1 + this.random() * 0.5) * (this.size.height / 1000);
    this.flights.push({ card, index, vx, vy, since: 0 });
  }

  private random(): number {
    this.seed = (Math.imul(this.seed, 1664525) + 1013904223) >>> 0;
    return this.seed / 4294967296;
  }
}
