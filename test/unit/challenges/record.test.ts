/** The stored record of challenges met: stars per day, a month's count and badge, and reading it back from storage. */
import { describe, expect, it } from 'vitest';
import {
  FULL_DAY,
  daysIn,
  emptyChallengeRecord,
  fullDays,
  isMet,
  metUpTo,
  metIn,
  monthBadge,
  monthStars,
  nextMonthBadge,
  parseChallengeRecord,
  starsOn,
  totalMet,
  withMet,
} from '../../../src/engine/challenges/record.ts';

describe('the challenge record', () => {
  it('a star per challenge met, counted per day, month and in all', () => {
    let r = emptyChallengeRecord();
    r = withMet(r, '2026-03-01', 0);
    r = withMet(r, '2026-03-01', 2);
    r = withMet(r, '2026-03-01', 2);
    r = withMet(r, '2026-03-31', 1);
    r = withMet(r, '2026-04-01', 0);
    expect(starsOn(r, '2026-03-01')).toBe(2);
    expect(isMet(r, '2026-03-01', 1)).toBe(false);
    expect(isMet(r, '2026-03-01', 2)).toBe(true);
    const march = monthStars(r, '2026-03');
    expect(march).toHaveLength(31);
    expect(march[0]).toBe(2);
    expect(march[30]).toBe(1);
    expect(march.slice(1, 30).every((s) => s === 0)).toBe(true);
    expect(metIn(r, '2026-03')).toBe(3);
    expect(metIn(r, '2026-04')).toBe(1);
    expect(totalMet(r)).toBe(4);
    expect(fullDays(r)).toBe(0);
    expect(fullDays(withMet(r, '2026-03-01', 1))).toBe(1);
  });

  it('refuses a challenge that no day has', () => {
    expect(() => withMet(emptyChallengeRecord(), '2026-02-30', 0)).toThrow(RangeError);
    expect(() => withMet(emptyChallengeRecord(), '2026-02-03', 3)).toThrow(RangeError);
    expect(() => withMet(emptyChallengeRecord(), '2026-02-03', -1)).toThrow(RangeError);
    expect(() => withMet(emptyChallengeRecord(), '2026-02-03', 0.5)).toThrow(RangeError);
    // Its message names the challenge as the player counts them, from 1.
    expect(() => withMet(emptyChallengeRecord(), '2026-02-03', 3)).toThrow('no challenge 4 on "2026-02-03"');
  });

  it('months have their own lengths', () => {
    expect(daysIn('2024-02')).toBe(29);
    expect(daysIn('2026-02')).toBe(28);
    expect(daysIn('2026-04')).toBe(30);
    expect(daysIn('2026-12')).toBe(31);
    expect(() => daysIn('2026-13')).toThrow(RangeError);
    expect(() => daysIn('2026-3')).toThrow('not a month: "2026-3"');
  });

  it('a month’s badge by challenges met: bronze at 10, silver at 30, gold at 60', () => {
    expect(monthBadge(9)).toBeNull();
    expect(monthBadge(10)).toBe('bronze');
    expect(monthBadge(29)).toBe('bronze');
    expect(monthBadge(30)).toBe('silver');
    expect(monthBadge(60)).toBe('gold');
    expect(monthBadge(93)).toBe('gold');
    expect(nextMonthBadge(0)).toEqual({ badge: 'bronze', needs: 10 });
    expect(nextMonthBadge(45)).toEqual({ badge: 'gold', needs: 15 });
    expect(nextMonthBadge(60)).toBeNull();
  });

  it('reads back what it stores; a damaged entry is dropped, the rest kept, and it says so', () => {
    const r = withMet(withMet(emptyChallengeRecord(), '2026-03-01', 0), '2026-03-02', 1);
    expect(parseChallengeRecord(JSON.parse(JSON.stringify(r)))).toEqual({ record: r, damaged: false });
    expect(parseChallengeRecord(undefined)).toEqual({ record: emptyChallengeRecord(), damaged: false });
    const stored = { version: 1, days: { '2026-03-01': 1, '2026-02-30': 1, '2026-03-03': FULL_DAY + 1, '2026-03-04': 0, '2026-03-05': 2.5, '2026-03-06': '3', '2026-03-07': FULL_DAY } };
    const read = parseChallengeRecord(stored);
    expect(read.damaged).toBe(true);
    expect(read.record.days).toEqual({ '2026-03-01': 1, '2026-03-07': FULL_DAY });
    // Nothing stored, as JSON may keep it.
    expect(parseChallengeRecord(null)).toEqual({ record: emptyChallengeRecord(), damaged: false });
    for (const bad of ['{', 42, [], { version: 2, days: {} }, { version: 1, days: [] }, { version: 1 }, { version: 1, days: null }, { version: 1, days: '2026-03-01' }]) {
      expect(parseChallengeRecord(bad), JSON.stringify(bad)).toEqual({ record: emptyChallengeRecord(), damaged: true });
    }
  });

  it('keeps the days up to a date, that date included, and leaves the later ones out', () => {
    const r = withMet(withMet(withMet(emptyChallengeRecord(), '2026-03-01', 0), '2026-03-02', 1), '2026-03-03', 2);
    expect(metUpTo(r, '2026-03-02')).toEqual({ version: 1, days: { '2026-03-01': 1, '2026-03-02': 2 } });
    expect(metUpTo(r, '2026-02-28').days).toEqual({});
    expect(metUpTo(r, '2026-12-31')).toEqual(r);
    expect(r.days['2026-03-03']).toBe(4);
  });
});
