/**
 * The win's clock on real time, without Phaser. Phaser's frame time is smoothed and capped, so on
 * a slow or busy device it runs slower than the wall clock; the celebration reads this clock
 * instead. However the frames fall, the cascade stops in time for a short pause before the
 * Results, and the Results are asked for at most WIN_MOST_MS after the winning move (its card's
 * flight included): a slow device sees the cascade cut short, never stretched, and the Results
 * have time left to draw themselves within the 6 s a player waits at most.
 */

/** From the winning move to the Results asked for, at most (real ms). */
export const WIN_MOST_MS = 3500;
/** The pause between the cascade's end and the Results (real ms). */
export const WIN_PAUSE_MS = 400;

export class WinClock {
  private readonly start: number;
  private last: number;

  /** `now` reads the wall clock in ms (performance.now in the page); the bound runs from `start` (now unless told), the cascade from now. */
  constructor(private readonly now: () => number, start = now()) {
    this.start = start;
    this.last = now();
  }

  /** Real ms since the last lap (or the start): how far the cascade runs this frame. */
  lap(): number {
    const t = this.now();
    const d = Math.max(0, t - this.last);
    this.last = t;
    return d;
  }

  /** Real ms left before the Results must be asked for. */
  get left(): number {
    return Math.max(0, this.start + WIN_MOST_MS - this.now());
  }

  /** Whether the cascade must stop now, to leave its pause before the bound. */
  get cascadeDue(): boolean {
    return this.left <= WIN_PAUSE_MS;
  }

  /** How long the Results wait once the cascade has stopped by itself: the pause, within the bound. */
  pause(): number {
    return Math.min(WIN_PAUSE_MS, this.left);
  }
}
