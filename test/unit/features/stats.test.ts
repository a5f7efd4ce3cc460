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
    // A day that is not a day (a damaged clock) shows no streak rather than failing.
    expect(dailyStreakOn(s, '2026-05-32')).toBe(0);
    expect(dailyStreakOn(s, 'today')).toBe(0);
  });

  it('a game that is not a daily, or names a day that does not exist, leaves the daily figures alone', () => {
    const start = recordWin(emptyStats(), { timeMs: 1000, moves: 10, daily: '2026-03-01' });
    for (const daily of [undefined, '2026-02-30', 'yesterday']) {
      const won = recordWin(start, { timeMs: 1000, moves: 10, ...(daily === undefined ? {} : { daily }) });
      const lost = recordLoss(start, daily === undefined ? {} : { daily });
      expect(won.daily, String(daily)).toBe(start.daily);
      expect(lost.daily, String(daily)).toBe(start.daily);
      // The game still counts in the totals.
      expect([won.played, won.won, lost.played, lost.won]).toEqual([2, 2, 2, 1]);
    }
    expect(recordLoss(start, { daily: '2026-03-02' }).daily).toEqual({ ...start.daily, played: 2 });
  });

  it('a win on the clock\'s first frame keeps a best time of zero, and a game given up before a move shows none', () => {
    const s = recordWin(recordWin(emptyStats(), { timeMs: 4000, moves: 9 }), { timeMs: 0, moves: 12 });
    expect(s).toMatchObject({ bestTimeMs: 0, fewestMoves: 9 });
    expect(recordLoss(s, { timeMs: 0, moves: 0 }).recent.at(-1)).toEqual({ won: false, timeMs: 0, moves: 0 });
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
      // A daily count that is not a whole number, though every comparison with the others holds.
      { ...good, daily: { ...good.daily, played: '1' } },
      { ...good, daily: { ...good.daily, played: 1.5 } },
      { ...good, daily: { ...good.daily, won: '1' } },
      { ...good, daily: { ...good.daily, streak: '1' } },
      { ...good, daily: { ...good.daily, bestStreak: '1' } },
      // More daily wins than wins, a daily best streak longer than the daily wins.
      { ...good, played: 4, won: 1, currentStreak: 1, bestStreak: 1, daily: { played: 2, won: 2, streak: 1, bestStreak: 1, lastDate: '2026-01-01' } },
      { ...good, daily: { played: 1, won: 1, streak: 1, bestStreak: 2, lastDate: '2026-01-01' } },
      // Daily wins without the day of the last one; a last daily win in a streak of none.
      { ...good, daily: { played: 1, won: 1, streak: 0, bestStreak: 0, lastDate: null } },
      { ...good, daily: { played: 1, won: 1, streak: 0, bestStreak: 1, lastDate: '2026-01-01' } },
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

  it('each kind of damage is told apart, so the player reads what it cost', () => {
    const good = recordWin(emptyStats(), { timeMs: 60_000, moves: 70 });
    const reset = parseStats({ ...good, won: 2 }).notice;
    const cleared = parseStats({ ...good, bestTimeMs: -1 }).notice;
    const dropped = parseStats({ ...good, recent: 'lost' }).notice;
    expect(reset).toBe('stats-reset');
    expect(cleared).toBe('records-cleared');
    expect(dropped).toBe('recent-dropped');
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
