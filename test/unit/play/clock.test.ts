/**
 * A game's clock as the table feeds it: only the frames it runs in count, a frame longer than a
 * second counts as one second (the page was held up), a frame of no length or none at all counts
 * nothing, and the clock stands while any question waits for the player.
 */
import { describe, expect, it } from 'vitest';
import { GameClock } from '../../../src/play/clock.ts';

describe("a game's clock", () => {
  it('counts the frames it runs in, from the seconds it had, and says when the whole seconds change', () => {
    const clock = new GameClock(5);
    expect(clock.seconds).toBe(5);
    expect(clock.tick(400, true)).toBe(false);
    expect(clock.tick(400, false)).toBe(false);
    expect(clock.seconds).toBeCloseTo(5.4, 9);
    expect(clock.tick(600, true)).toBe(true);
    expect(clock.seconds).toBeCloseTo(6, 9);
  });

  it('counts a long frame as one second, and a frame of no length, a negative one or NaN as nothing', () => {
    const clock = new GameClock(0);
    expect(clock.tick(60_000, true)).toBe(true);
    expect(clock.seconds).toBe(1);
    for (const odd of [0, -500, Number.NaN]) expect(clock.tick(odd, true)).toBe(false);
    expect(clock.seconds).toBe(1);
  });

  it('stands while any question waits, and runs again once every one is answered', async () => {
    const clock = new GameClock(0);
    let answerFirst: (yes: boolean) => void = () => undefined;
    let answerSecond: (yes: boolean) => void = () => undefined;
    const first = clock.holdWhile(new Promise<boolean>((resolve) => { answerFirst = resolve; }));
    const second = clock.holdWhile(new Promise<boolean>((resolve) => { answerSecond = resolve; }));
    expect(clock.tick(500, true)).toBe(false);
    answerFirst(true);
    expect(await first).toBe(true);
    clock.tick(500, true);
    expect(clock.seconds).toBe(0);
    answerSecond(false);
    expect(await second).toBe(false);
    clock.tick(500, true);
    expect(clock.seconds).toBe(0.5);
  });
});
