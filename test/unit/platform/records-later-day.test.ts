/**
 * Play writes no date after the player's tomorrow: a daily deal or a challenge dealt under a clock
 * since set back (its save dated later than tomorrow) counts as an ordinary game and earns no star
 * of that day, while a day up to tomorrow is recorded, and what storage already holds of a later
 * day is kept (a clock set back never drops what was earned).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyChallengeRecord, withMet } from '../../../src/engine/challenges/record.ts';
import { Records } from '../../../src/platform/records.ts';
import type { StorageLike } from '../../../src/platform/storage.ts';

function store(): Records {
  const data = new Map<string, string>();
  const backend: StorageLike = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } };
  return new Records({ backend });
}

const win = (daily: string | null) => ({ playId: null, won: true, seconds: 60, moves: 90, daily });

beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(new Date('2026-03-10T12:00:00')); });
afterEach(() => { vi.useRealTimers(); });

describe('a day after tomorrow, from play', () => {
  it('a daily win dated after tomorrow counts as a win, not as a daily; tomorrow and today count as dailies', () => {
    const r = store();
    const later = r.recordResult('lucky-fan', win('2026-03-12'));
    expect(later).toMatchObject({ played: 1, won: 1 });
    expect(later.daily).toMatchObject({ played: 0, won: 0, lastDate: null });
    expect(r.recordResult('lucky-fan', win('2026-03-11')).daily).toMatchObject({ played: 1, won: 1, lastDate: '2026-03-11' });
    expect(r.recordResult('lucky-fan', { ...win('2030-06-01'), won: false }).daily.played).toBe(1);
  });

  it("a challenge met on a day after tomorrow earns no star; one up to tomorrow does, and a later day's star stored already stays", () => {
    const r = store();
    r.saveChallenges(withMet(emptyChallengeRecord(), '2026-03-20', 0));
    expect(r.challenges().days).toEqual({});
    r.saveChallenges(withMet(withMet(emptyChallengeRecord(), '2026-03-11', 1), '2026-03-12', 2));
    expect(r.challenges().days).toEqual({ '2026-03-11': 2 });
    // A star of a later day in storage (earned under the clock of that day) survives the next write.
    r.storage.set('challenges', withMet(r.challenges(), '2026-04-01', 0));
    r.saveChallenges(withMet(r.challenges(), '2026-03-10', 0));
    expect(r.challenges().days).toEqual({ '2026-03-10': 1, '2026-03-11': 2, '2026-04-01': 1 });
  });
});
