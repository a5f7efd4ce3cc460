/**
 * The player's challenges met, as stored: per day, which of its challenges were met. A star is a
 * challenge met; a month's badge (bronze, silver, gold) counts the challenges met in it. Pure
 * updates, each returning a new record; `parseChallengeRecord` reads a stored one entry by entry.
 */
import { isDateBy, isIsoDate } from '../daily.ts';

/** Challenges a day: one easy, one medium, one hard (make.ts). */
export const CHALLENGES_PER_DAY = 3;

export const CHALLENGE_RECORD_VERSION = 1;

export interface ChallengeRecord {
  readonly version: typeof CHALLENGE_RECORD_VERSION;
  /** Per day (YYYY-MM-DD) with a challenge met, the challenges met: bit k for the day's challenge k + 1. */
  readonly days: Readonly<Record<string, number>>;
}

/** Every challenge of a day met. */
export const FULL_DAY = (1 << CHALLENGES_PER_DAY) - 1;

export function emptyChallengeRecord(): ChallengeRecord {
  return { version: CHALLENGE_RECORD_VERSION, days: {} };
}

/** The record with challenge `slot` (0-based) of `date` met. */
export function withMet(record: ChallengeRecord, date: string, slot: number): ChallengeRecord {
  if (!isIsoDate(date) || !Number.isInteger(slot) || slot < 0 || slot >= CHALLENGES_PER_DAY) throw new RangeError(`no challenge ${slot + 1} on ${JSON.stringify(date)}`);
  return { ...record, days: { ...record.days, [date]: (record.days[date] ?? 0) | (1 << slot) } };
}

/** The record's days up to `latest` (YYYY-MM-DD), the later ones left out. */
export function metUpTo(record: ChallengeRecord, latest: string): ChallengeRecord {
  return { ...record, days: Object.fromEntries(Object.entries(record.days).filter(([date]) => date <= latest)) };
}

export const isMet = (record: ChallengeRecord, date: string, slot: number): boolean => ((record.days[date] ?? 0) & (1 << slot)) !== 0;

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m > 0; m >>= 1) n += m & 1;
  return n;
}

/** Stars of a day: its challenges met. */
export const starsOn = (record: ChallengeRecord, date: string): number => bits(record.days[date] ?? 0);

const MONTH = /^(\d{4})-(\d{2})$/;

/** Days in a YYYY-MM month. */
export function daysIn(month: string): number {
  const m = MONTH.exec(month);
  if (!m || !isIsoDate(`${month}-01`)) throw new RangeError(`not a month: ${JSON.stringify(month)}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
}

/** Stars of each day of a YYYY-MM month, day 1 first. */
export function monthStars(record: ChallengeRecord, month: string): number[] {
  return Array.from({ length: daysIn(month) }, (_, i) => starsOn(record, `${month}-${String(i + 1).padStart(2, '0')}`));
}

/** Challenges met in a YYYY-MM month. */
export const metIn = (record: ChallengeRecord, month: string): number => monthStars(record, month).reduce((a, b) => a + b, 0);

/** Challenges met in all. */
export const totalMet = (record: ChallengeRecord): number => Object.values(record.days).reduce((a, m) => a + bits(m), 0);

/** Days with every challenge met. */
export const fullDays = (record: ChallengeRecord): number => Object.values(record.days).filter((m) => m === FULL_DAY).length;

/** A month's badges, by challenges met in it (a month holds 84 to 93). */
export const MONTH_BADGES = [
  { badge: 'bronze', met: 10 },
  { badge: 'silver', met: 30 },
  { badge: 'gold', met: 60 },
] as const;
export type MonthBadge = (typeof MONTH_BADGES)[number]['badge'];

/** The best badge `met` challenges in a month earn, or null. */
export function monthBadge(met: number): MonthBadge | null {
  let best: MonthBadge | null = null;
  for (const b of MONTH_BADGES) if (met >= b.met) best = b.badge;
  return best;
}

/** The next badge up and how many more challenges it needs, or null past gold. */
export function nextMonthBadge(met: number): { readonly badge: MonthBadge; readonly needs: number } | null {
  const b = MONTH_BADGES.find((x) => met < x.met);
  return b ? { badge: b.badge, needs: b.met - met } : null;
}

const isMask = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0 && x <= FULL_DAY;

/**
 * Reads a stored record. Nothing stored: an empty record. A day that is not a real date up to
 * `latest` (an import's bound, daily.ts's `latestDate`; null for storage: any) or a mask that is
 * not one of a day's (1 to FULL_DAY) is dropped, the rest kept, and `damaged` says so; a record
 * that is not one at all (another version, not an object) is empty and damaged. Never throws.
 */
export function parseChallengeRecord(input: unknown, latest: string | null = null): { record: ChallengeRecord; damaged: boolean } {
  if (input === undefined || input === null) return { record: emptyChallengeRecord(), damaged: false };
  const o = typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
  const days = o?.days;
  if (!o || o.version !== CHALLENGE_RECORD_VERSION || typeof days !== 'object' || days === null || Array.isArray(days)) {
    return { record: emptyChallengeRecord(), damaged: true };
  }
  const entries = Object.entries(days as Record<string, unknown>);
  const kept = entries.filter((e): e is [string, number] => isDateBy(e[0], latest) && isMask(e[1]));
  return { record: { version: CHALLENGE_RECORD_VERSION, days: Object.fromEntries(kept) }, damaged: kept.length !== entries.length };
}
