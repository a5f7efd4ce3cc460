/**
 * The daily streak and a device clock that jumps (src/engine/dailyStats.ts): a daily deal won
 * "in 2030" neither holds the streak still until 2030 nor ends it; a clock set back and put right
 * loses nothing; a day missed starts the streak afresh, as it always did.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAside } from '../../../src/engine/dailyStats.ts';
import { type Stats, dailyStreakOn, emptyStats, parseStats, recordWin } from '../../../src/engine/stats.ts';

const win = (s: Stats, daily: string): Stats => recordWin(s, { timeMs: 60_000, moves: 100, daily });
const day = (i: number): string => new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10);
const wins = (s: Stats, days: readonly number[]): Stats => days.reduce((t, d) => win(t, day(d)), s);
/** Read back from storage after every win, as the page does. */
const stored = (s: Stats): Stats => parseStats(JSON.parse(JSON.stringify(s))).stats;

describe('the daily streak, whatever the clock says', () => {
  it('a daily deal won "in 2030" does not hold the streak still: with the clock put right, the streak goes on from where it was', () => {
    let s = wins(emptyStats(), [7, 8]);
    expect(s.daily).toMatchObject({ streak: 2, lastDate: '2026-03-09' });
    s = stored(win(s, '2030-06-01'));
    expect(s.daily).toMatchObject({ streak: 1, bestStreak: 2, lastDate: '2030-06-01', aside: { streak: 2, lastDate: '2026-03-09' } });
    // The clock put right: the menu shows the streak as it stood, and the next daily win goes on from it.
    expect(dailyStreakOn(s, '2026-03-10')).toBe(2);
    s = stored(win(s, '2026-03-10'));
    expect(s.daily).toMatchObject({ streak: 3, bestStreak: 3, lastDate: '2026-03-10' });
    s = wins(s, [10, 11]);
    expect(s.daily).toMatchObject({ won: 6, streak: 5, bestStreak: 5, lastDate: '2026-03-12' });
    expect(dailyStreakOn(s, '2026-03-12')).toBe(5);
    // A day back (a time zone crossed) leaves the streak as it is.
    expect(win(s, '2026-03-11').daily).toMatchObject({ streak: 5, lastDate: '2026-03-12' });
  });

  it('a clock set back (to January) for days, then put right: the streak goes on from where it was', () => {
    let s = wins(emptyStats(), [7, 8]);
    s = stored(win(win(s, '2026-01-01'), '2026-01-02'));
    expect(s.daily).toMatchObject({ streak: 2, lastDate: '2026-01-02', aside: { streak: 2, lastDate: '2026-03-09' } });
    s = win(s, '2026-03-10');
    expect(s.daily).toMatchObject({ won: 5, streak: 3, bestStreak: 3, lastDate: '2026-03-10' });
  });

  it('a day missed starts the streak afresh, and the menu shows none once a whole day passed', () => {
    const s = wins(emptyStats(), [7, 8]);
    expect(dailyStreakOn(s, '2026-03-11')).toBe(0);
    expect(win(s, '2026-03-11').daily).toMatchObject({ streak: 1, bestStreak: 2, lastDate: '2026-03-11' });
  });

  it('any daily wins before it, at any dates: days in a row won after them make a streak of as many days', () => {
    const run = fc.integer({ min: 1, max: 8 });
    fc.assert(
      fc.property(run, fc.array(fc.oneof(fc.integer({ min: -4000, max: -3 }), fc.integer({ min: 12, max: 4000 })), { maxLength: 25 }), (k, before) => {
        let s = stored(wins(emptyStats(), before));
        for (let i = 0; i < k; i++) s = stored(win(s, day(i)));
        expect(s.daily.streak).toBe(k);
        expect(dailyStreakOn(s, day(k - 1))).toBe(k);
        expect(s.daily.bestStreak).toBeGreaterThanOrEqual(k);
      }),
      { numRuns: 300 },
    );
  });

  it('a stored streak set aside is read back only as one of the best streak\'s: a whole count from 1 to it, on a real day', () => {
    expect(readAside({ streak: 2, lastDate: '2026-03-09' }, 3)).toEqual({ streak: 2, lastDate: '2026-03-09' });
    expect(readAside({ streak: 1, lastDate: '2026-03-09' }, 3)).toEqual({ streak: 1, lastDate: '2026-03-09' });
    expect(readAside({ streak: 3, lastDate: '2026-03-09' }, 3)).toEqual({ streak: 3, lastDate: '2026-03-09' });
    for (const bad of [undefined, null, 'aside', 2, { streak: 0, lastDate: '2026-03-09' }, { streak: 4, lastDate: '2026-03-09' }, { streak: 2.5, lastDate: '2026-03-09' },
      { streak: '2', lastDate: '2026-03-09' }, { streak: 2, lastDate: '2026-02-30' }, { streak: 2 }, { lastDate: '2026-03-09' }]) {
      expect(readAside(bad, 3), JSON.stringify(bad)).toBeUndefined();
    }
  });
});
