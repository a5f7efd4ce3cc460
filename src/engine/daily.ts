import { MAX_DEAL, fnv1a32 } from './random.ts';
import type { GameId } from './types.ts';

/**
 * The daily deal: one numbered deal per game per calendar day, the same for every player, so it
 * depends on nothing but the game and the date. It must never change once players have streaks.
 * Number = fnv1a32('daily:' + game + ':' + date) mapped into 1 .. 2^32-1.
 */
export function dailyDealNumber(game: GameId, isoDate: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`a daily deal needs a date as YYYY-MM-DD, not ${JSON.stringify(isoDate)}`);
  return (fnv1a32(`daily:${game}:${isoDate}`) % MAX_DEAL) + 1;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The first and last days written YYYY-MM-DD: every date the game keeps lies between them. */
export const FIRST_DATE = '1000-01-01';
export const LAST_DATE = '9999-12-31';

/**
 * The player's local calendar date as YYYY-MM-DD. Takes the Date: the engine never reads the
 * clock itself. Local, not UTC: the daily deal turns over at the player's midnight. A clock set
 * outside the years YYYY can write (year 10000, a negative year, an invalid Date) reads as the
 * nearest end of them, so every date made from it is a real one.
 */
export function todayIso(date: Date): string {
  const year = date.getFullYear();
  if (Number.isNaN(year) || year < 1000) return FIRST_DATE;
  if (year > 9999) return LAST_DATE;
  return `${pad(year, 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = ISO.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The calendar day before a YYYY-MM-DD date (for daily streaks). Pure date arithmetic in UTC. */
export function dayBefore(isoDate: string): string {
  const m = ISO.exec(isoDate);
  if (!m || !isIsoDate(isoDate)) throw new RangeError(`not a date: ${JSON.stringify(isoDate)}`);
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) - 1));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1, 2)}-${pad(t.getUTCDate(), 2)}`;
}

/** The calendar day after a YYYY-MM-DD date; the last day the game writes is its own last. */
export function dayAfter(isoDate: string): string {
  const m = ISO.exec(isoDate);
  if (!m || !isIsoDate(isoDate)) throw new RangeError(`not a date: ${JSON.stringify(isoDate)}`);
  if (isoDate >= LAST_DATE) return LAST_DATE;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1, 2)}-${pad(t.getUTCDate(), 2)}`;
}

/** Whole calendar days from one YYYY-MM-DD date to another: 1 from a day to the next, negative back. */
export function daysFrom(from: string, to: string): number {
  const utc = (d: string): number => {
    const m = ISO.exec(d);
    if (!m || !isIsoDate(d)) throw new RangeError(`not a date: ${JSON.stringify(d)}`);
    return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * The latest date an imported record may hold on `today`: tomorrow, as a player ahead of another's
 * time zone may have dated a win. A later date was written by a clock set wrong: the import is
 * refused. (Storage is not judged by it: a clock set back now must not drop what was earned.)
 */
export const latestDate = (today: string): string => dayAfter(today);

/** A real calendar date from FIRST_DATE to `latest` (no later bound when `latest` is null). */
export const isDateBy = (x: unknown, latest: string | null): x is string => isIsoDate(x) && x >= FIRST_DATE && (latest === null || x <= latest);
