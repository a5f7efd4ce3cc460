import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Stats,
  dailyStreakOn,
  emptyStats,
  parseStats,
  recordAbandon,
  recordLoss,
  recordWin,
  resetStats,
  winRate,
} from '../../../src/engine/stats.ts';

/** A played history: wins (with time and moves, maybe a daily date) and losses. */
type Game = { won: true; timeMs: number; moves: number; daily?: string } | { won: false; daily?: string };

function replay(games: readonly Game[]): Stats {
  return games.reduce((s, g) => (g.won ? recordWin(s, g) : recordLoss(s, g.daily === undefined ? {} : { daily: g.daily })), emptyStats());
}

const dates = fc.integer({ min: 0, max: 40 }).map((i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
const games = fc.array(
  fc.oneof(
    fc.record({ won: fc.constant(true as const), timeMs: fc.integer({ min: 1000, max: 3_600_000 }), moves: fc.integer({ min: 1, max: 400 }), daily: fc.option(dates, { nil: undefined }) }, { requiredKeys: ['won', 'timeMs', 'moves'] }),
    fc.record({ won: fc.constant(false as const), daily: fc.option(dates, { nil: undefined }) }, { requiredKeys: ['won'] }),
  ),
  { maxLength: 60 },
);

describe('statistics', () => {
  it('counts games, wins, streaks, best time and fewest moves', () => {
    let s = emptyStats();
    s = recordWin(s, { timeMs: 90_000, moves: 80 });
    s = recordWin(s, { timeMs: 120_000, moves: 70 });
    s = recordLoss(s);
    s = recordWin(s, { timeMs: 60_000, moves: 95 });
    expect(s).toMatchObject({ played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 60_000, fewestMoves: 70 });
    expect(winRate(s)).toBe(0.75);
    expect(winRate(emptyStats())).toBe(0);
  });

  it('an abandoned game counts as played and lost', () => {
    const s = recordAbandon(recordWin(emptyStats(), { timeMs: 5000, moves: 10 }));
    expect(s).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestStreak: 1 });
  });

  it('daily streak: days in a row with a daily win; a second win the same day adds no day', () => {
    let s = emptyStats();
    s = recordWin(s, { timeMs: 1, moves: 1, daily: '2026-02-27' });
    s = recordWin(s, { timeMs: 1, moves: 1, daily: '2026-02-28' });
    s = recordLoss(s, { daily: '2026-03-01' });
    s = recordWin(s, { timeMs: 1, moves: 1, daily: '2026-03-01' });
    s = recordWin(s, { timeMs: 1, moves: 1, daily: '2026-03-01' });
    expect(s.daily).toEqual({ played: 5, won: 4, streak: 3, bestStreak: 3, lastDate: '2026-03-01' });
    // Totals count daily games too.
    expect(s).toMatchObject({ played: 5, won: 4 });
    // A gap starts a new streak; the best stays.
    s = recordWin(s, { timeMs: 1, moves: 1, daily: '2026-03-05' });
    expect(s.daily).toMatchObject({ streak: 1, bestStreak: 3 });
  });

  it('the daily streak shown lapses once a whole day passes without a win', () => {
    const s = recordWin(recordWin(emptyStats(), { timeMs: 1, moves: 1, daily: '2026-05-01' }), { timeMs: 1, moves: 1, daily: '2026-05-02' });
    expect(dailyStreakOn(s, '2026-05-02')).toBe(2);
    expect(dailyStreakOn(s, '2026-05-03')).toBe(2);
    expect(dailyStreakOn(s, '2026-05-04')).toBe(0);
    expect(dailyStreakOn(emptyStats(), '2026-05-04')).toBe(0);
  });

  it('any history of play gives a record that reads back unchanged, without a notice', () => {
    fc.assert(
      fc.property(games, (history) => {
        const s = replay(history);
        const wins = history.filter((g) => g.won);
        expect(s.played).toBe(history.length);
        expect(s.won).toBe(wins.length);
        expect(s.bestTimeMs).toBe(wins.length === 0 ? null : Math.min(...wins.map((g) => g.timeMs)));
        let run = 0;
        for (const g of [...history].reverse()) {
          if (!g.won) break;
          run++;
        }
        expect(s.currentStreak).toBe(run);
        const stored: unknown = JSON.parse(JSON.stringify(s));
        expect(parseStats(stored)).toEqual({ stats: s });
      }),
      { numRuns: 200 },
    );
  });

  it('nothing stored gives zeros and no notice', () => {
    expect(parseStats(undefined)).toEqual({ stats: emptyStats() });
    expect(parseStats(null)).toEqual({ stats: emptyStats() });
  });

  it('a damaged record is reset to zero with a notice, never a throw', () => {
    const good = recordWin(recordWin(emptyStats(), { timeMs: 5000, moves: 40, daily: '2026-01-01' }), { timeMs: 7000, moves: 30 });
    const damaged: unknown[] = [
      'not json',
      42,
      [],
      { ...good, version: 2 },
      { ...good, played: -1 },
      { ...good, played: 1.5 },
      { ...good, won: good.played + 1 },
      { ...good, bestStreak: good.won + 1 },
      { ...good, currentStreak: good.bestStreak + 1 },
      { ...good, daily: null },
      { ...good, daily: { ...good.daily, won: good.daily.played + 1 } },
      { ...good, daily: { ...good.daily, lastDate: '2026-02-30' } },
      { ...good, daily: { ...good.daily, played: good.played + 1 } },
      { ...good, daily: { ...good.daily, streak: 2 } },
      { ...good, played: Infinity },
    ];
    for (const input of damaged) expect(parseStats(input), JSON.stringify(input)).toEqual({ stats: emptyStats(), notice: 'stats-reset' });
    expect(parseStats(good)).toEqual({ stats: good });
    // A damaged best time or fewest moves alone is cleared, the counts kept (trust-records.test.ts).
    expect(parseStats({ ...good, fewestMoves: '30' })).toEqual({ stats: { ...good, fewestMoves: null }, notice: 'records-cleared' });
    expect(parseStats({ ...emptyStats(), bestTimeMs: 100 })).toEqual({ stats: emptyStats(), notice: 'records-cleared' });
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = parseStats(x);
        expect(r.notice === undefined).toBe(x === undefined || x === null);
      }),
    );
  });

  it('stray keys are not carried into the record', () => {
    const r = parseStats({ ...emptyStats(), extra: 'x' });
    expect(r.notice).toBeUndefined();
    expect(Object.keys(r.stats)).not.toContain('extra');
  });

  it('reset gives zeros', () => {
    expect(resetStats()).toEqual(emptyStats());
    expect(resetStats()).not.toBe(resetStats());
  });
});
