import { describe, expect, it } from 'vitest';
import { daysIn, monthStars } from '../../../src/engine/challenges/record.ts';
import { FIRST_DATE, LAST_DATE, dailyDealNumber, dayAfter, dayBefore, daysFrom, isDateBy, isIsoDate, latestDate, todayIso } from '../../../src/engine/daily.ts';
import { GAME_IDS, MAX_DEAL, isDealNumber } from '../../../src/engine/index.ts';

/** FNV-1a 32-bit written independently (BigInt, byte by byte over ASCII), to pin the formula. */
function referenceFnv(text: string): bigint {
  let h = 0x811c9dc5n;
  for (const ch of text) {
    h ^= BigInt(ch.charCodeAt(0));
    h = (h * 0x01000193n) % 0x100000000n;
  }
  return h;
}

/** Consecutive dates from a start, by the calendar (not by the function under test). */
function days(start: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + i)).toISOString().slice(0, 10));
}

describe('daily deal', () => {
  it('is fnv1a32("daily:" + game + ":" + date) mapped into 1..2^32-1, for every game', () => {
    for (const game of GAME_IDS) {
      for (const date of ['2026-11-30', '2027-01-01', '2024-02-29']) {
        const expected = Number(referenceFnv(`daily:${game}:${date}`) % BigInt(MAX_DEAL)) + 1;
        expect(dailyDealNumber(game, date)).toBe(expected);
      }
    }
  });

  it('is a valid deal number, the same on every call, and differs from day to day and game to game', () => {
    const year = days(new Date(Date.UTC(2026, 0, 1)), 366);
    for (const game of GAME_IDS) {
      const numbers = year.map((d) => dailyDealNumber(game, d));
      expect(numbers.every(isDealNumber)).toBe(true);
      expect(new Set(numbers).size).toBe(year.length);
      expect(year.map((d) => dailyDealNumber(game, d))).toEqual(numbers);
    }
    const oneDay = GAME_IDS.map((g) => dailyDealNumber(g, '2026-11-30'));
    expect(new Set(oneDay).size).toBe(GAME_IDS.length);
  });

  it('refuses anything but a real YYYY-MM-DD date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '26-01-05', '2026-01-05T00:00', '']) {
      expect(isIsoDate(bad)).toBe(false);
      expect(() => dailyDealNumber('lucky-fan', bad)).toThrow(RangeError);
    }
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate(20240229)).toBe(false);
    // A stored date that is no text is none, though it reads as one when made a string.
    expect(isIsoDate(['2024-02-29'])).toBe(false);
    expect(isIsoDate({ toString: () => '2024-02-29' })).toBe(false);
    // The errors name what they were given.
    expect(() => dailyDealNumber('lucky-fan', '2026-1-5')).toThrow('not "2026-1-5"');
  });

  it("uses the player's local calendar date, not UTC", () => {
    // Built from local fields, so the test holds in every time zone.
    expect(todayIso(new Date(2026, 0, 5, 0, 0, 1))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
    expect(todayIso(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
    // The first and last years YYYY writes are read as they are.
    expect(todayIso(new Date(1000, 0, 5, 12))).toBe('1000-01-05');
    expect(todayIso(new Date(9999, 5, 15, 12))).toBe('9999-06-15');
  });

  it('knows the day before, across months, years and leap days', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    const run = days(new Date(Date.UTC(2023, 10, 1)), 500);
    for (let i = 1; i < run.length; i++) expect(dayBefore(run[i]!)).toBe(run[i - 1]);
    expect(() => dayBefore('2026-02-30')).toThrow('not a date: "2026-02-30"');
  });

  it('counts the days from one date to another, across months, years and leap days, a clock change not shortening one', () => {
    const run = days(new Date(Date.UTC(2023, 10, 1)), 500);
    for (let i = 0; i < run.length; i += 37) expect(daysFrom(run[0]!, run[i]!)).toBe(i);
    expect(daysFrom('2026-12-05', '2026-12-06')).toBe(1);
    expect(daysFrom('2026-12-31', '2026-12-05')).toBe(-26);
    expect(daysFrom('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysFrom('2026-03-28', '2026-03-30')).toBe(2);
    expect(() => daysFrom('2026-02-30', '2026-03-01')).toThrow('not a date: "2026-02-30"');
    expect(() => daysFrom('2026-03-01', '2026-3-1')).toThrow('not a date: "2026-3-1"');
  });

  it('knows the day after, the last day YYYY can write being its own; a record may hold dates up to tomorrow', () => {
    const run = days(new Date(Date.UTC(2023, 10, 1)), 500);
    for (let i = 1; i < run.length; i++) expect(dayAfter(run[i - 1]!)).toBe(run[i]);
    expect(dayAfter('9999-12-31')).toBe('9999-12-31');
    expect(latestDate('2026-12-31')).toBe('2027-01-01');
    expect(() => dayAfter('2026-02-30')).toThrow('not a date: "2026-02-30"');
  });

  it('a clock set to year 10000, a negative year or no time at all still gives a real date, and a month the calendar can draw', () => {
    const clocks = [new Date('+010000-03-01T12:00:00'), new Date('+275760-09-13T00:00:00Z'), new Date('-000005-03-01T12:00:00'), new Date(-8.64e15), new Date(Number.NaN)];
    const read = clocks.map(todayIso);
    expect(read).toEqual(['9999-12-31', '9999-12-31', '1000-01-01', '1000-01-01', '1000-01-01']);
    for (const today of read) {
      expect(isIsoDate(today)).toBe(true);
      expect(isIsoDate(latestDate(today))).toBe(true);
      expect(monthStars({ version: 1, days: {} }, today.slice(0, 7))).toHaveLength(daysIn(today.slice(0, 7)));
      expect(dailyDealNumber('lucky-fan', today)).toBeGreaterThan(0);
    }
  });

  it('a date a record may hold: a real one from the first date YYYY writes to the latest given, any when none is given', () => {
    expect(isDateBy(FIRST_DATE, null)).toBe(true);
    expect(isDateBy('0999-12-31', null)).toBe(false);
    expect(isDateBy(LAST_DATE, null)).toBe(true);
    expect(isDateBy('2027-01-01', '2027-01-01')).toBe(true);
    expect(isDateBy('2027-01-02', '2027-01-01')).toBe(false);
    expect(isDateBy('2026-06-30', '2027-01-01')).toBe(true);
    expect(isDateBy(FIRST_DATE, '2027-01-01')).toBe(true);
    for (const bad of ['2026-02-30', '2026-6-30', 20260630, null]) expect(isDateBy(bad, '2027-01-01')).toBe(false);
  });
});
