import { isGameCount, isMoves, isTimeMs, isWinMoves, oneMore } from './bounds.ts';
import { isDateBy, isIsoDate } from './daily.ts';
import { type DailyStats, dailyStreakOn as streakOn, dailyWin, readAside } from './dailyStats.ts';

export type { DailyStats } from './dailyStats.ts';

/**
 * One game's statistics, as stored ('stats:' + game). Pure updates: each returns a new record.
 * A finished or abandoned game counts once as played; a daily game counts both in the totals and
 * in `daily`.
 */
export interface Stats {
  readonly version: typeof STATS_VERSION;
  readonly played: number;
  readonly won: number;
  /** Wins in a row since the last loss or abandon. */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Null until the first win (and if no win's time could be read: a damaged clock). */
  readonly bestTimeMs: number | null;
  readonly fewestMoves: number | null;
  readonly daily: DailyStats;
  /** The last games, oldest first, at most RECENT_MAX (the statistics panel's chart). */
  readonly recent: readonly RecentGame[];
}

/** One finished or abandoned game as the chart shows it; a time or move count not known is null. */
export interface RecentGame {
  readonly won: boolean;
  readonly timeMs: number | null;
  readonly moves: number | null;
}

export const STATS_VERSION = 1;

/** How many last games a record keeps. */
export const RECENT_MAX = 12;

/**
 * What the player is to be told of a damaged record (the words are the catalogue's, `notices`):
 * the counts reset, the best time or fewest moves cleared, the list of last games read in part.
 */
export type StatsNotice = 'stats-reset' | 'records-cleared' | 'recent-dropped';

export function emptyStats(): Stats {
  return {
    version: STATS_VERSION,
    played: 0,
    won: 0,
    currentStreak: 0,
    bestStreak: 0,
    bestTimeMs: null,
    fewestMoves: null,
    daily: { played: 0, won: 0, streak: 0, bestStreak: 0, lastDate: null },
    recent: [],
  };
}

/** Reset (after the player confirms). */
export const resetStats = emptyStats;

export interface WinRecord {
  readonly timeMs: number;
  /** Player actions (undo entries in effect), as the Results screen shows them. */
  readonly moves: number;
  /** The day of the daily deal, when this was one. */
  readonly daily?: string;
}

export interface LossRecord {
  readonly daily?: string;
  /** The clock and moves when the game ended, where known (the chart shows them). */
  readonly timeMs?: number;
  readonly moves?: number;
}

/** `value` rounded when it is within its bounds (bounds.ts), else null (a damaged clock). */
function withinOrNull(value: number | undefined, valid: (x: unknown) => boolean): number | null {
  if (value === undefined) return null;
  const v = Math.round(value);
  return valid(v) ? v : null;
}

function withRecent(stats: Stats, won: boolean, timeMs: number | undefined, moves: number | undefined): readonly RecentGame[] {
  return [...stats.recent, { won, timeMs: withinOrNull(timeMs, isTimeMs), moves: withinOrNull(moves, isMoves) }].slice(-RECENT_MAX);
}

/**
 * The better of a record and a new value. A value outside its bounds once rounded (a damaged
 * clock: Infinity, NaN, 1e308) is no record at all: the old one stands, so a win is never stored
 * as something that fails validation and resets the statistics.
 */
function minOf(old: number | null, value: number, valid: (x: unknown) => boolean): number | null {
  const v = withinOrNull(value, valid);
  if (v === null) return old;
  return old === null ? v : Math.min(old, v);
}

export function recordWin(stats: Stats, win: WinRecord): Stats {
  // Every count stops at its bound (bounds.ts), so each stays within the ones below it.
  const currentStreak = oneMore(stats.currentStreak);
  return {
    ...stats,
    played: oneMore(stats.played),
    won: oneMore(stats.won),
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    bestTimeMs: minOf(stats.bestTimeMs, win.timeMs, isTimeMs),
    fewestMoves: minOf(stats.fewestMoves, win.moves, isWinMoves),
    daily: win.daily !== undefined && isIsoDate(win.daily) ? dailyWin(stats.daily, win.daily) : stats.daily,
    recent: withRecent(stats, true, win.timeMs, win.moves),
  };
}

/**
 * A loss: lost by rule, or abandoned (a new deal, another game, or leaving with a game under
 * way). It ends the win streak. A lost daily does not end the daily streak by itself: the player
 * may still win that day's deal; only a day without a win does (see `dailyStreakOn`).
 */
export function recordLoss(stats: Stats, loss: LossRecord = {}): Stats {
  const daily = loss.daily !== undefined && isIsoDate(loss.daily) ? { ...stats.daily, played: oneMore(stats.daily.played) } : stats.daily;
  return { ...stats, played: oneMore(stats.played), currentStreak: 0, daily, recent: withRecent(stats, false, loss.timeMs, loss.moves) };
}

/** An abandoned game counts as played and lost. */
export const recordAbandon = recordLoss;

/** Share of games won, 0..1 (0 before any game). */
export function winRate(stats: Pick<Stats, 'played' | 'won'>): number {
  return stats.played === 0 ? 0 : stats.won / stats.played;
}

/** The daily streak as it stands on `today` (dailyStats.ts): it lapses once a whole day passes without a win. */
export const dailyStreakOn = (stats: Stats, today: string): number => streakOn(stats.daily, today);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function validDaily(x: unknown, total: { played: number; won: number }, latest: string | null): x is DailyStats {
  if (!isRecord(x)) return false;
  const { played, won, streak, bestStreak, lastDate } = x;
  if (!isGameCount(played) || !isGameCount(won) || !isGameCount(streak) || !isGameCount(bestStreak)) return false;
  if (won > played || played > total.played || won > total.won) return false;
  if (streak > bestStreak || bestStreak > won) return false;
  if (lastDate === null) return won === 0 && streak === 0;
  return isDateBy(lastDate, latest) && won > 0 && streak > 0;
}

type Counts = Omit<Stats, 'bestTimeMs' | 'fewestMoves'>;

/** The counts, which must agree with one another: any fault there and nothing can be trusted. */
function validCounts(x: unknown, latest: string | null): x is Counts & Record<string, unknown> {
  if (!isRecord(x) || x.version !== STATS_VERSION) return false;
  const { played, won, currentStreak, bestStreak } = x;
  if (!isGameCount(played) || !isGameCount(won) || !isGameCount(currentStreak) || !isGameCount(bestStreak)) return false;
  if (won > played || currentStreak > bestStreak || bestStreak > won) return false;
  return validDaily(x.daily, { played, won }, latest);
}

/** A best time or fewest moves: none before the first win; after it, one within its bounds or none (never recorded). */
const validBest = (x: unknown, won: number, valid: (x: unknown) => boolean): x is number | null => x === null || (won > 0 && valid(x));

const validRecentGame = (x: unknown): x is RecentGame =>
  isRecord(x) && typeof x.won === 'boolean' && (x.timeMs === null || isTimeMs(x.timeMs)) && (x.moves === null || isMoves(x.moves));

/**
 * The last games, entry by entry: none stored (a record from before the list) is an empty list,
 * no notice; an entry that cannot be read is dropped; a list that is not a list, is longer than
 * RECENT_MAX or claims more games or wins than the counts is dropped whole. Either way a notice.
 */
function parseRecent(x: unknown, counts: { played: number; won: number }): { recent: RecentGame[]; damaged: boolean } {
  if (x === undefined) return { recent: [], damaged: false };
  if (!Array.isArray(x) || x.length > RECENT_MAX) return { recent: [], damaged: true };
  const kept = x.filter(validRecentGame).map((g) => ({ won: g.won, timeMs: g.timeMs, moves: g.moves }));
  if (kept.length > counts.played || kept.filter((g) => g.won).length > counts.won) return { recent: [], damaged: true };
  return { recent: kept, damaged: kept.length !== x.length };
}

/**
 * Reads a stored record, field by field. Nothing stored: zeros, no notice. Counts that are not a
 * consistent record of this version (wrong types, negative or fractional counts, counts past
 * their bounds in bounds.ts, more wins than games, a streak longer than the wins...): zeros and a
 * notice for the player. A damaged best time or fewest moves (infinite, negative, fractional, a
 * record without a win) alone is cleared, the counts kept, with its own notice; so is a damaged
 * list of last games, and (quietly) a damaged daily streak set aside. A daily last day after
 * `latest` (an import's bound, daily.ts's `latestDate`; none for storage, where a clock set back
 * must lose nothing) is an inconsistent record. Never throws.
 */
export function parseStats(input: unknown, latest: string | null = null): { stats: Stats; notice?: StatsNotice } {
  if (input === undefined || input === null) return { stats: emptyStats() };
  if (!validCounts(input, latest)) return { stats: emptyStats(), notice: 'stats-reset' };
  const d = input.daily;
  const aside = readAside(d.aside, d.bestStreak);
  const bestTimeMs = validBest(input.bestTimeMs, input.won, isTimeMs) ? input.bestTimeMs : null;
  const fewestMoves = validBest(input.fewestMoves, input.won, isWinMoves) ? input.fewestMoves : null;
  const repaired = bestTimeMs !== input.bestTimeMs || fewestMoves !== input.fewestMoves;
  const recent = parseRecent(input.recent, input);
  // Copy only the known fields: stray keys in storage do not travel on.
  return {
    stats: {
      version: STATS_VERSION,
      played: input.played,
      won: input.won,
      currentStreak: input.currentStreak,
      bestStreak: input.bestStreak,
      bestTimeMs,
      fewestMoves,
      daily: { played: d.played, won: d.won, streak: d.streak, bestStreak: d.bestStreak, lastDate: d.lastDate, ...(aside ? { aside } : {}) },
      recent: recent.recent,
    },
    ...(repaired ? { notice: 'records-cleared' } : recent.damaged ? { notice: 'recent-dropped' } : {}),
  };
}
