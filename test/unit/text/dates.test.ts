/**
 * The calendar in the player's language and region (src/text/dates.ts): the week's first day from
 * the browser's calendar data, and from CLDR's table where a browser has none; the days' names in
 * that order; the month's name and a date as the language writes them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dateWords, firstDayOfWeek, monthGrid, monthTitle, weekdayNames } from '../../../src/text/dates.ts';

const RealLocale = Intl.Locale;

/** A browser whose Intl.Locale knows nothing of weeks (nor, with `bare`, of likely regions). */
function withoutWeekInfo(bare = false): void {
  class Plain {
    readonly region: string | undefined;
    private readonly tag: string;
    constructor(tag: string) {
      const real = new RealLocale(tag);
      this.region = real.region;
      this.tag = tag;
    }
    maximize(): { region?: string } {
      return bare ? {} : { region: new RealLocale(this.tag).maximize().region };
    }
  }
  Object.defineProperty(Intl, 'Locale', { value: Plain, configurable: true, writable: true });
}

afterEach(() => {
  Object.defineProperty(Intl, 'Locale', { value: RealLocale, configurable: true, writable: true });
});

const CASES = [['en', 0], ['en-US', 0], ['en-GB', 1], ['de', 1], ['fr', 1], ['fr-CA', 0], ['es', 1], ['es-MX', 0], ['it', 1], ['pt', 0], ['pt-PT', 0], ['ar-EG', 6]] as const;

describe('the first day of the week', () => {
  it("reads the browser's calendar data", () => {
    for (const [tag, day] of CASES) expect(firstDayOfWeek(tag), tag).toBe(day);
  });

  it("falls back on CLDR's table where the browser has no week data, and on a language's likely region where it has no regions either", () => {
    withoutWeekInfo();
    for (const [tag, day] of CASES) expect(firstDayOfWeek(tag), tag).toBe(day);
    withoutWeekInfo(true);
    for (const [tag, day] of [['en', 0], ['pt', 0], ['de', 1], ['en-GB', 1], ['it', 1]] as const) expect(firstDayOfWeek(tag), tag).toBe(day);
  });

  it('takes Monday for a tag no browser can read', () => {
    expect(firstDayOfWeek('not a tag!')).toBe(1);
  });
});

describe('the month in words', () => {
  it("names the days from the week's first day, short and narrow", () => {
    expect(weekdayNames('en', 0, 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('en-GB', 1, 'narrow')).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(weekdayNames('de', 1, 'short')[0]).toBe('Mo');
  });

  it("writes the month's name as a heading and a date as the language does", () => {
    expect(monthTitle('2026-12', 'en')).toBe('December 2026');
    expect(monthTitle('2026-12', 'de')).toBe('Dezember 2026');
    expect(monthTitle('2026-12', 'fr')).toBe('Décembre 2026');
    expect(dateWords('2026-12-05', 'en')).toBe('December 5, 2026');
    expect(dateWords('2026-12-05', 'en-GB')).toBe('5 December 2026');
    expect(dateWords('2026-12-05', 'de')).toBe('5. Dezember 2026');
  });

  it("lays a month's days out in weeks from the week's first day", () => {
    // 1 December 2026 is a Tuesday.
    expect(monthGrid('2026-12', 1)).toEqual({ offset: 1, days: 31, weeks: 5 });
    expect(monthGrid('2026-12', 0)).toEqual({ offset: 2, days: 31, weeks: 5 });
    expect(monthGrid('2026-08', 1)).toEqual({ offset: 5, days: 31, weeks: 6 });
    expect(monthGrid('2027-02', 1)).toEqual({ offset: 0, days: 28, weeks: 4 });
  });
});
