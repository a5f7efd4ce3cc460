/**
 * The win's clock on the wall clock: however far apart the frames fall, the cascade stops in time
 * for its pause, and the Results are asked for within the bound.
 */
import { describe, expect, it } from 'vitest';
import { WIN_MOST_MS, WIN_PAUSE_MS, WinClock } from '../../../src/view/win/winClock.ts';

/** Runs the clock's frames `frameMs` apart until the cascade is due (or it ends by itself at `cascadeMs`): when the Results are asked for. */
function resultsAt(frameMs: number, cascadeMs = Infinity): number {
  let t = 1000;
  const clock = new WinClock(() => t);
  let ran = 0;
  for (;;) {
    t += frameMs;
    ran += clock.lap();
    if (ran >= cascadeMs || clock.cascadeDue) return t + clock.pause() - 1000;
  }
}

describe('the win clock', () => {
  it('runs the cascade by the real time between frames', () => {
    let t = 0;
    const clock = new WinClock(() => t);
    t = 16;
    expect(clock.lap()).toBe(16);
    t = 416;
    expect(clock.lap()).toBe(400);
    expect(clock.lap()).toBe(0);
  });

  it('asks for the Results within the bound at any frame rate, a cascade that would run on cut short', () => {
    for (const frameMs of [4, 16, 33, 100, 250, 700, 2000]) {
      const at = resultsAt(frameMs);
      // Frames further apart than the pause may find the cascade due past the bound: the timer set
      // at the start (view/win/celebrate.ts) keeps the bound then.
      expect(at, `${frameMs} ms frames`).toBeLessThanOrEqual(frameMs <= WIN_PAUSE_MS ? WIN_MOST_MS : WIN_MOST_MS + frameMs);
      expect(at, `${frameMs} ms frames`).toBeGreaterThan(WIN_MOST_MS - WIN_PAUSE_MS);
    }
  });

  it('a cascade that ends by itself gets its pause, then the Results', () => {
    expect(resultsAt(16, 3000)).toBeCloseTo(3008 + WIN_PAUSE_MS, -1);
  });

  it('has nothing left once the bound has passed', () => {
    let t = 0;
    const clock = new WinClock(() => t);
    t = WIN_MOST_MS + 10;
    expect(clock.left).toBe(0);
    expect(clock.cascadeDue).toBe(true);
    expect(clock.pause()).toBe(0);
  });
});
