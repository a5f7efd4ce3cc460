/**
 * The badges and the daily challenges' stars a visit earns, kept in the page's storage and read
 * back by the next visit (the menu's calendar and the trophies read them there). The browser tests
 * see a win write them to the page's real storage; what a new visit then reads is this.
 */
import { describe, expect, it, vi } from 'vitest';
import { emptyChallengeRecord, withMet } from '../../../src/engine/challenges/record.ts';
import { badgeDefs, emptyBadgeRecord, withBadges } from '../../../src/engine/progress/badges.ts';
import type { RecordNotice } from '../../../src/platform/records.ts';
import type { StorageLike } from '../../../src/platform/storage.ts';

function memoryBackend(): StorageLike {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A visit: the page's modules afresh on `backend` (nothing read yet), and the notices it gives. */
async function visit(backend: StorageLike) {
  vi.resetModules();
  const saves = await import('../../../src/platform/saves.ts');
  saves.useStorageBackend(backend);
  const notices: (readonly RecordNotice[])[] = [];
  saves.onStorageNotice((n) => { notices.push(n); });
  const { REWARD_PORTS } = await import('../../../src/platform/progress.ts');
  return { ports: REWARD_PORTS, notices };
}

describe('progress kept between visits', () => {
  it('a new visit reads back the badges and the challenge stars the last one stored, under the keys the page keeps them by', async () => {
    const backend = memoryBackend();
    const first = await visit(backend);
    const badges = withBadges(emptyBadgeRecord(), badgeDefs().slice(0, 2), '2026-03-01');
    const stars = withMet(withMet(emptyChallengeRecord(), '2026-03-01', 0), '2026-03-02', 2);
    first.ports.saveBadges(badges);
    first.ports.saveChallenges(stars);
    expect(JSON.parse(backend.getItem('suitcase:badges')!)).toEqual(badges);
    expect(JSON.parse(backend.getItem('suitcase:challenges')!)).toEqual(stars);

    const next = await visit(backend);
    expect(next.ports.badges()).toEqual(badges);
    expect(next.ports.challenges()).toEqual(stars);
    expect(next.notices).toEqual([]);
  });

  it('a damaged record of badges or of stars is read in part, and the player told once which', async () => {
    const backend = memoryBackend();
    backend.setItem('suitcase:badges', 'not a record');
    backend.setItem('suitcase:challenges', '[1, 2]');
    const first = await visit(backend);
    first.ports.badges();
    first.ports.challenges();
    expect(first.notices).toEqual([['badges-damaged'], ['challenges-damaged']]);
    const next = await visit(backend);
    next.ports.badges();
    next.ports.challenges();
    expect(next.notices).toEqual([]);
  });
});
