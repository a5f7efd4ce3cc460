/**
 * A game's clock, fed each frame the table runs with that frame's length. It counts those frames
 * and nothing between them: a frame the table does not run in (a panel over it, the host's pause,
 * a hidden page, a deal being found) is never fed, so no stop of the table, whatever caused it,
 * reaches the clock. It counts only play: not before the first move (a restarted deal has had
 * one), not while dealing, not after the end (the controller says when it runs), and not while a
 * question waits for the player.
 */

/** The longest frame counted: a frame longer than this is the page held up, not play. */
const MAX_FRAME_MS = 1000;

export class GameClock {
  /** Questions waiting for the player's answer: the clock stands while any is open. */
  private held = 0;

  constructor(private secondsNow: number) {}

  get seconds(): number {
    return this.secondsNow;
  }

  /** Counts one frame of `frameMs` when `running`; true when the whole seconds shown changed. */
  tick(frameMs: number, running: boolean): boolean {
    if (!running || this.held > 0 || !(frameMs > 0)) return false;
    const before = Math.floor(this.secondsNow);
    this.secondsNow += Math.min(MAX_FRAME_MS, frameMs) / 1000;
    return Math.floor(this.secondsNow) !== before;
  }

  /** The clock stands until `asked` (a question to the player) settles; resolves as it does. */
  holdWhile<T>(asked: Promise<T>): Promise<T> {
    this.held++;
    return asked.finally(() => {
      this.held--;
    });
  }
}
