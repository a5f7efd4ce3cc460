/**
 * A game's clock, fed the wall time every frame. It counts only play: not before the first move
 * (a restarted deal has had one), not while dealing, not after the end (the controller says when
 * it runs), not while a question waits for the player (the frame after the answer starts afresh,
 * though no frame came while it waited), and a long gap (a hidden tab, a paused loop) counts one
 * step at most.
 */

/** The longest step of the clock at once: a longer gap is a pause (a panel, a hidden tab). */
const MAX_TICK_MS = 1000;

export class GameClock {
  private lastTick: number | null = null;
  /** Questions waiting for the player's answer: the clock stands while any is open. */
  private held = 0;

  constructor(private secondsNow: number) {}

  get seconds(): number {
    return this.secondsNow;
  }

  /** Feeds the time (ms, any origin); true when the whole seconds shown changed. */
  tick(nowMs: number, running: boolean): boolean {
    const gap = this.lastTick === null ? 0 : Math.min(MAX_TICK_MS, Math.max(0, nowMs - this.lastTick));
    this.lastTick = nowMs;
    if (!running || this.held > 0) return false;
    const before = Math.floor(this.secondsNow);
    this.secondsNow += gap / 1000;
    return Math.floor(this.secondsNow) !== before;
  }

  /** The clock stands until `asked` (a question to the player) settles; resolves as it does. */
  holdWhile<T>(asked: Promise<T>): Promise<T> {
    this.held++;
    // The next tick starts afresh: the gap it closes may be mostly the wait, when no frame came during it.
    return asked.finally(() => {
      this.held--;
      this.lastTick = null;
    });
  }

  /** The loop stood still: the next tick starts afresh, counting nothing for the pause. */
  restart(): void {
    this.lastTick = null;
  }
}
