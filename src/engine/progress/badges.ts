/**
 * Achievements: badges a player earns once and keeps, defined as data and judged from what the
 * game already records (every game's statistics, the challenges met) and the game just played.
 * Badges that the statistics show (first wins, streaks, a best time) are earned by records made
 * before badges existed too. Words: src/text/badges.ts.
 */
import { isDateBy, isIsoDate } from '../daily.ts';
import { GAME_IDS, gameDef } from '../games/index.ts';
import type { Stats } from '../stats.ts';
import type { GameId } from '../types.ts';
import { type ChallengeRecord, emptyChallengeRecord, fullDays, totalMet } from '../challenges/record.ts';

export type BadgeDef =
  | { readonly id: string; readonly kind: 'first-win'; readonly game: GameId }
  | { readonly id: string; readonly kind: 'all-games' }
  /** Games won in all, every game counted. */
  | { readonly id: string; readonly kind: 'wins'; readonly count: number }
  /** Games of one game won in a row. */
  | { readonly id: string; readonly kind: 'streak'; readonly count: number }
  | { readonly id: string; readonly kind: 'daily-win' }
  | { readonly id: string; readonly kind: 'daily-streak'; readonly count: number }
  | { readonly id: string; readonly kind: 'no-undo' }
  /** Won with neither undo nor hint. */
  | { readonly id: string; readonly kind: 'no-help' }
  /** Won within `seconds` on the clock. */
  | { readonly id: string; readonly kind: 'fast'; readonly seconds: number }
  /** Won in fewer moves than the game has cards. */
  | { readonly id: string; readonly kind: 'short' }
  | { readonly id: string; readonly kind: 'challenge-met' }
  /** Every challenge of one day met. */
  | { readonly id: string; readonly kind: 'perfect-day' }
  | { readonly id: string; readonly kind: 'challenges'; readonly count: number };

export type BadgeKind = BadgeDef['kind'];

/** Every badge, in the order a trophy panel shows them. */
export function badgeDefs(): BadgeDef[] {
  return [
    ...GAME_IDS.map((game) => ({ id: `first-${game}`, kind: 'first-win' as const, game })),
    { id: 'all-games', kind: 'all-games' },
    { id: 'wins-10', kind: 'wins', count: 10 },
    { id: 'wins-100', kind: 'wins', count: 100 },
    { id: 'streak-3', kind: 'streak', count: 3 },
    { id: 'streak-10', kind: 'streak', count: 10 },
    { id: 'daily-win', kind: 'daily-win' },
    { id: 'daily-streak-7', kind: 'daily-streak', count: 7 },
    { id: 'no-undo', kind: 'no-undo' },
    { id: 'no-help', kind: 'no-help' },
    { id: 'fast-300', kind: 'fast', seconds: 300 },
    { id: 'fast-120', kind: 'fast', seconds: 120 },
    { id: 'short', kind: 'short' },
    { id: 'challenge-met', kind: 'challenge-met' },
    { id: 'perfect-day', kind: 'perfect-day' },
    { id: 'challenges-30', kind: 'challenges', count: 30 },
  ];
}

/** The game just finished, as the table knows it. */
export interface PlayedResult {
  readonly game: GameId;
  readonly won: boolean;
  readonly seconds: number;
  /** Moves as Results counts them (player actions). */
  readonly moves: number;
  readonly undos: number;
  readonly hints: number;
}

/** What badges are judged from. */
export interface BadgeFacts {
  /** Each game's statistics, the game just played recorded (a game never played may be absent). */
  readonly stats: Readonly<Record<GameId, Stats | undefined>>;
  readonly challenges: ChallengeRecord;
  /** The game just finished; absent when judging from the records alone. */
  readonly result?: PlayedResult;
}

const statsOf = (f: BadgeFacts): Stats[] => GAME_IDS.flatMap((g) => f.stats[g] ?? []);
const cardsOf = (game: GameId): number => gameDef(game).decks * 52;

function shortWin(f: BadgeFacts): boolean {
  if (f.result?.won === true && f.result.moves < cardsOf(f.result.game)) return true;
  return GAME_IDS.some((g) => (f.stats[g]?.fewestMoves ?? Infinity) < cardsOf(g));
}

/** Whether the facts earn a badge. */
export function earns(b: BadgeDef, f: BadgeFacts): boolean {
  const all = statsOf(f);
  const won = f.result?.won === true ? f.result : null;
  switch (b.kind) {
    case 'first-win': return (f.stats[b.game]?.won ?? 0) > 0;
    case 'all-games': return GAME_IDS.every((g) => (f.stats[g]?.won ?? 0) > 0);
    case 'wins': return all.reduce((a, s) => a + s.won, 0) >= b.count;
    case 'streak': return all.some((s) => s.bestStreak >= b.count);
    case 'daily-win': return all.some((s) => s.daily.won > 0);
    case 'daily-streak': return all.some((s) => s.daily.bestStreak >= b.count);
    case 'no-undo': return won !== null && won.undos === 0;
    case 'no-help': return won !== null && won.undos === 0 && won.hints === 0;
    case 'fast': return (won !== null && won.seconds <= b.seconds) || all.some((s) => s.bestTimeMs !== null && s.bestTimeMs <= b.seconds * 1000);
    case 'short': return shortWin(f);
    case 'challenge-met': return totalMet(f.challenges) > 0;
    case 'perfect-day': return fullDays(f.challenges) > 0;
    case 'challenges': return totalMet(f.challenges) >= b.count;
  }
}

export const BADGE_RECORD_VERSION = 1;

/** The badges earned, as stored: each badge's id with the day it was first earned (YYYY-MM-DD). */
export interface BadgeRecord {
  readonly version: typeof BADGE_RECORD_VERSION;
  readonly earned: Readonly<Record<string, string>>;
}

export function emptyBadgeRecord(): BadgeRecord {
  return { version: BADGE_RECORD_VERSION, earned: {} };
}

/** Badges the facts earn that the record does not hold yet, in the trophy panel's order. */
export function newBadges(record: BadgeRecord, facts: BadgeFacts): BadgeDef[] {
  return badgeDefs().filter((b) => record.earned[b.id] === undefined && earns(b, facts));
}

/**
 * The badges earned that one game's own statistics earn by themselves (its first win, its streaks,
 * its best time, its fewest moves...), in the trophy panel's order: the marks on its row of the
 * menu. A badge that its statistics cannot tell (a win without undo, a challenge) is no game's.
 */
export function badgesOfGame(record: BadgeRecord, game: GameId, stats: Stats): BadgeDef[] {
  const facts: BadgeFacts = { stats: Object.fromEntries(GAME_IDS.map((g) => [g, g === game ? stats : undefined])), challenges: emptyChallengeRecord() };
  return badgeDefs().filter((b) => record.earned[b.id] !== undefined && earns(b, facts));
}

/** The record with `badges` earned on `date` (a badge already held keeps its first day). */
export function withBadges(record: BadgeRecord, badges: readonly BadgeDef[], date: string): BadgeRecord {
  if (!isIsoDate(date)) throw new RangeError(`a badge is earned on a date as YYYY-MM-DD, not ${JSON.stringify(date)}`);
  const earned = { ...record.earned };
  for (const b of badges) earned[b.id] ??= date;
  return { ...record, earned };
}

const badgeIds = (): Set<string> => new Set(badgeDefs().map((b) => b.id));

/**
 * Reads a stored record. Nothing stored: none earned. An entry that names no badge or no real
 * date up to `latest` (an import's bound, daily.ts's `latestDate`; null for storage: any) is
 * dropped, the rest kept, and `damaged` says so; a record that is not one at all (another
 * version, not an object) holds none and is damaged. Never throws.
 */
export function parseBadgeRecord(input: unknown, latest: string | null = null): { record: BadgeRecord; damaged: boolean } {
  if (input === undefined || input === null) return { record: emptyBadgeRecord(), damaged: false };
  const o = typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
  const earned = o?.earned;
  if (!o || o.version !== BADGE_RECORD_VERSION || typeof earned !== 'object' || earned === null || Array.isArray(earned)) {
    return { record: emptyBadgeRecord(), damaged: true };
  }
  const ids = badgeIds();
  const entries = Object.entries(earned as Record<string, unknown>);
  const kept = entries.filter((e): e is [string, string] => ids.has(e[0]) && isDateBy(e[1], latest));
  return { record: { version: BADGE_RECORD_VERSION, earned: Object.fromEntries(kept) }, damaged: kept.length !== entries.length };
}
