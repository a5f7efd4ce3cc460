/**
 * Merging an imported progress into this device's (src/engine/progress/merge.ts), by example: what
 * the player keeps of each side. The properties every merge holds (commutative, associative,
 * idempotent, nothing lost) are in codec.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { emptyChallengeRecord, withMet } from '../../../src/engine/challenges/record.ts';
import { emptyBadgeRecord } from '../../../src/engine/progress/badges.ts';
import type { Progress } from '../../../src/engine/progress/codec.ts';
import { mergeBadges, mergeChallenges, mergeProgress, mergeStats, progressGains } from '../../../src/engine/progress/merge.ts';
import { DEFAULT_SETTINGS } from '../../../src/engine/settings.ts';
import { type DailyStats, type Stats, emptyStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';

const stats = (s: Partial<Stats>): Stats => ({ ...emptyStats(), ...s });
const daily = (d: Partial<DailyStats>): DailyStats => ({ ...emptyStats().daily, ...d });
const progress = (p: Partial<Progress>): Progress => ({ stats: {}, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS, ...p });

describe('merging one game’s statistics', () => {
  it('takes the larger of each count, from either side', () => {
    const a = stats({ played: 9, won: 2, currentStreak: 0, bestStreak: 4 });
    const b = stats({ played: 5, won: 3, currentStreak: 2, bestStreak: 3 });
    for (const [x, y] of [[a, b], [b, a]] as const) {
      expect(mergeStats(x, y)).toMatchObject({ played: 9, won: 3, currentStreak: 2, bestStreak: 4 });
    }
  });

  it('takes the better record: the shorter time and the fewer moves, a record of one side where the other has none', () => {
    const a = stats({ won: 1, bestTimeMs: 5000, fewestMoves: 80 });
    const b = stats({ won: 1, bestTimeMs: 7000, fewestMoves: 60 });
    for (const [x, y] of [[a, b], [b, a]] as const) expect(mergeStats(x, y)).toMatchObject({ bestTimeMs: 5000, fewestMoves: 60 });
    const none = stats({});
    for (const [x, y] of [[a, none], [none, a]] as const) expect(mergeStats(x, y)).toMatchObject({ bestTimeMs: 5000, fewestMoves: 80 });
    expect(mergeStats(none, none)).toMatchObject({ bestTimeMs: null, fewestMoves: null });
  });

  it('keeps this device’s list of last games', () => {
    const local = recordWin(emptyStats(), { timeMs: 1000, moves: 10 });
    expect(mergeStats(local, { ...recordWin(local, { timeMs: 900, moves: 9 }), recent: [] }).recent).toEqual(local.recent);
  });

  it('the daily streak is the one that runs to the later day', () => {
    const early = recordWin(recordWin(emptyStats(), { timeMs: 1, moves: 1, daily: '2026-03-01' }), { timeMs: 1, moves: 1, daily: '2026-03-02' });
    const late = recordWin(emptyStats(), { timeMs: 1, moves: 1, daily: '2026-03-09' });
    expect(mergeStats(early, late).daily).toMatchObject({ streak: 1, bestStreak: 2, lastDate: '2026-03-09' });
    expect(mergeStats(late, early).daily).toMatchObject({ streak: 1, bestStreak: 2, lastDate: '2026-03-09' });
  });

  it('daily: the larger counts of each side; on the same last day the longer streak; a side with no daily win gives way', () => {
    const a = stats({ daily: daily({ played: 7, won: 3, streak: 2, bestStreak: 2, lastDate: '2026-03-09' }) });
    const b = stats({ daily: daily({ played: 4, won: 4, streak: 3, bestStreak: 3, lastDate: '2026-03-09' }) });
    for (const [x, y] of [[a, b], [b, a]] as const) {
      expect(mergeStats(x, y).daily).toEqual({ played: 7, won: 4, streak: 3, bestStreak: 3, lastDate: '2026-03-09' });
    }
    const never = stats({ daily: daily({ played: 2 }) });
    for (const [x, y] of [[a, never], [never, a]] as const) {
      expect(mergeStats(x, y).daily).toEqual({ played: 7, won: 3, streak: 2, bestStreak: 2, lastDate: '2026-03-09' });
    }
  });

  it('keeps no daily streak set aside on either side', () => {
    const aside = stats({ daily: daily({ won: 2, streak: 1, bestStreak: 1, lastDate: '2030-01-01', aside: { streak: 1, lastDate: '2026-03-01' } }) });
    expect(mergeStats(aside, aside).daily).not.toHaveProperty('aside');
  });
});

describe('merging badges and challenges', () => {
  it('every badge of either side, dated the earlier day where both hold it', () => {
    const a = { version: 1 as const, earned: { 'no-undo': '2026-03-05', 'first-lucky-fan': '2026-03-01' } };
    const b = { version: 1 as const, earned: { 'no-undo': '2026-03-02', 'first-rouge-forty': '2026-03-07' } };
    const both = { 'no-undo': '2026-03-02', 'first-lucky-fan': '2026-03-01', 'first-rouge-forty': '2026-03-07' };
    expect(mergeBadges(a, b)).toEqual({ version: 1, earned: both });
    expect(mergeBadges(b, a)).toEqual({ version: 1, earned: both });
  });

  it('every challenge met on either side, the same day’s stars of both together', () => {
    const a = withMet(withMet(emptyChallengeRecord(), '2026-03-01', 0), '2026-03-02', 1);
    const b = withMet(withMet(emptyChallengeRecord(), '2026-03-01', 2), '2026-03-03', 0);
    const days = { '2026-03-01': 0b101, '2026-03-02': 0b010, '2026-03-03': 0b001 };
    expect(mergeChallenges(a, b)).toEqual({ version: 1, days });
    expect(mergeChallenges(b, a)).toEqual({ version: 1, days });
  });
});

describe('merging a whole progress', () => {
  it('keeps the games of either side, takes the imported settings', () => {
    const lucky = recordWin(emptyStats(), { timeMs: 1000, moves: 10 });
    const rouge = recordLoss(emptyStats());
    const local = progress({ stats: { 'rouge-forty': rouge } });
    const imported = progress({ stats: { 'lucky-fan': { ...lucky, recent: [] } }, settings: { ...DEFAULT_SETTINGS, felt: 'blue', soundOn: !DEFAULT_SETTINGS.soundOn } });
    const merged = mergeProgress(local, imported);
    expect(Object.keys(merged.stats)).toEqual(['lucky-fan', 'rouge-forty']);
    expect(merged.stats['lucky-fan']).toMatchObject({ played: 1, won: 1, bestTimeMs: 1000, fewestMoves: 10 });
    expect(merged.stats['rouge-forty']).toEqual(rouge);
    expect(merged.settings).toEqual(imported.settings);
  });

  it('counts what a merge added: games, wins, badges and stars beyond this device’s, nothing for a code merged twice', () => {
    const local = progress({ stats: { 'lucky-fan': { ...recordWin(emptyStats(), { timeMs: 1000, moves: 10 }), recent: [] } }, challenges: withMet(emptyChallengeRecord(), '2026-03-01', 0) });
    const wonTwice = recordWin(recordLoss(recordWin(emptyStats(), { timeMs: 900, moves: 9 })), { timeMs: 800, moves: 8 });
    const other = progress({
      stats: { 'lucky-fan': { ...wonTwice, recent: [] }, 'rouge-forty': { ...recordLoss(emptyStats()), recent: [] } },
      badges: { version: 1, earned: { 'first-lucky-fan': '2026-03-01', 'no-undo': '2026-03-02' } },
      challenges: withMet(withMet(emptyChallengeRecord(), '2026-03-01', 0), '2026-03-01', 2),
    });
    const merged = mergeProgress(local, other);
    // Lucky Fan: 3 played and 2 won against 1 and 1; Rouge Forty: 1 played; one star new on 1 March.
    expect(progressGains(local, merged)).toEqual({ games: 3, wins: 1, badges: 2, stars: 1 });
    expect(progressGains(merged, mergeProgress(merged, other))).toEqual({ games: 0, wins: 0, badges: 0, stars: 0 });
  });
});
