/** The statistics chart's height axis: what it counts and a scale of round figures covering every game. */
import { describe, expect, it } from 'vitest';
import { chartScale } from '../../../src/view/panels/chartScale.ts';

const game = (moves: number | null, timeMs: number | null = null, won = false) => ({ won, moves, timeMs });

describe('the chart of the last games', () => {
  it('counts moves, on a scale from 0 in round steps just above the longest game', () => {
    const s = chartScale([game(37, 90_000), game(112), game(64, 30_000, true)]);
    expect(s.measure).toBe('moves');
    expect(s.ticks).toEqual([0, 50, 100, 150]);
    expect(s.valueOf(game(112))).toBe(112);
  });

  it('every game under the top of the scale, in at most three steps, for games short and long', () => {
    for (const most of [1, 2, 3, 7, 10, 11, 49, 99, 101, 333, 999, 4321, 99_999]) {
      const s = chartScale([game(most), game(1)]);
      const top = s.ticks.at(-1)!;
      expect(top, `${most}`).toBeGreaterThanOrEqual(most);
      expect(s.ticks[0]).toBe(0);
      expect(s.ticks.length - 1, `${most}`).toBeLessThanOrEqual(3);
      expect(new Set(s.ticks.slice(1).map((t, i) => t - s.ticks[i]!)).size, `${most}: even steps`).toBe(1);
    }
  });

  it('counts time, in seconds, where the moves are not known and every time is', () => {
    const s = chartScale([game(null, 95_000), game(20, 200_000)]);
    expect(s.measure).toBe('time');
    expect(s.ticks).toEqual([0, 120, 240]);
    expect(s.valueOf(game(null, 95_000))).toBe(95);
  });

  it('a game of no moves yet still has a scale', () => {
    expect(chartScale([game(0)]).ticks).toEqual([0, 1]);
  });
});
