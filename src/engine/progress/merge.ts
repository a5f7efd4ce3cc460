/**
 * An imported progress merged with this device's, losing neither side's wins. Every count and
 * record takes the better of the two, not their sum: importing the same code twice, or a code
 * that already holds this device's games (exported here, played on elsewhere, brought back),
 * counts each game once. So the merge is commutative, associative and idempotent, and every
 * figure is at least what either side had. Two exceptions, on purpose: the settings are the
 * imported ones (the player asked for them), and the list of last games is this device's own.
 */
import { type DailyStats, type Stats, emptyStats } from '../stats.ts';
import type { GameId } from '../types.ts';
import { type ChallengeRecord, totalMet } from '../challenges/record.ts';
import type { BadgeRecord } from './badges.ts';
import type { Progress } from './codec.ts';

const least = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/** The daily streak that runs to the later day (the longer, on the same day). */
function mergeDaily(a: DailyStats, b: DailyStats): DailyStats {
  const later = (a.lastDate ?? '') > (b.lastDate ?? '') || (a.lastDate === b.lastDate && a.streak >= b.streak) ? a : b;
  return {
    played: Math.max(a.played, b.played),
    won: Math.max(a.won, b.won),
    streak: later.streak,
    bestStreak: Math.max(a.bestStreak, b.bestStreak),
    lastDate: later.lastDate,
  };
}

/** One game's statistics: `local`'s list of last games, every figure the better of the two. */
export function mergeStats(local: Stats, imported: Stats): Stats {
  return {
    version: local.version,
    played: Math.max(local.played, imported.played),
    won: Math.max(local.won, imported.won),
    currentStreak: Math.max(local.currentStreak, imported.currentStreak),
    bestStreak: Math.max(local.bestStreak, imported.bestStreak),
    bestTimeMs: least(local.bestTimeMs, imported.bestTimeMs),
    fewestMoves: least(local.fewestMoves, imported.fewestMoves),
    daily: mergeDaily(local.daily, imported.daily),
    recent: local.recent,
  };
}

/** Every badge of either, with the earlier day where both hold it. */
export function mergeBadges(a: BadgeRecord, b: BadgeRecord): BadgeRecord {
  const earned: Record<string, string> = { ...a.earned };
  for (const [id, date] of Object.entries(b.earned)) earned[id] = earned[id] === undefined || date < earned[id] ? date : earned[id];
  return { version: a.version, earned };
}

/** Every challenge met on either. */
export function mergeChallenges(a: ChallengeRecord, b: ChallengeRecord): ChallengeRecord {
  const days: Record<string, number> = { ...a.days };
  for (const [date, mask] of Object.entries(b.days)) days[date] = (days[date] ?? 0) | mask;
  return { version: a.version, days };
}

/** This device's progress with an imported one. */
export function mergeProgress(local: Progress, imported: Progress): Progress {
  const games = [...new Set([...Object.keys(local.stats), ...Object.keys(imported.stats)])].sort();
  const stats: Record<GameId, Stats> = {};
  for (const g of games) stats[g] = mergeStats(local.stats[g] ?? emptyStats(), imported.stats[g] ?? emptyStats());
  return {
    stats,
    badges: mergeBadges(local.badges, imported.badges),
    challenges: mergeChallenges(local.challenges, imported.challenges),
    settings: imported.settings,
  };
}

/** What a merge added to this device's progress, for the player to be told. */
export interface ProgressGains {
  /** Games played, every game counted. */
  readonly games: number;
  readonly wins: number;
  readonly badges: number;
  /** Challenges met (a day's star each). */
  readonly stars: number;
}

/** What `after` (a merge) holds beyond `before`. */
export function progressGains(before: Progress, after: Progress): ProgressGains {
  const sum = (p: Progress, figure: (s: Stats) => number) => Object.values(p.stats).reduce((n, s) => n + figure(s), 0);
  return {
    games: sum(after, (s) => s.played) - sum(before, (s) => s.played),
    wins: sum(after, (s) => s.won) - sum(before, (s) => s.won),
    badges: Object.keys(after.badges.earned).length - Object.keys(before.badges.earned).length,
    stars: totalMet(after.challenges) - totalMet(before.challenges),
  };
}
