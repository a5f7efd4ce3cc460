/**
 * The player's progress carried through the page's storage: exported as a code, imported into
 * another device's storage merged with what it holds (and what it added told), a damaged code
 * refused with nothing written.
 */
import { describe, expect, it, vi } from 'vitest';
import { emptyChallengeRecord, withMet } from '../../../src/engine/challenges/record.ts';
import { recordLoss, recordWin } from '../../../src/engine/stats.ts';
import type { StorageLike } from '../../../src/platform/storage.ts';

class MapStorage implements StorageLike {
  readonly data = new Map<string, string>();
  writes = 0;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes++;
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

/** A device: the page's modules afresh on `backend` (nothing read yet). */
async function device(backend: MapStorage) {
  vi.resetModules();
  const saves = await import('../../../src/platform/saves.ts');
  saves.useStorageBackend(backend);
  const progress = await import('../../../src/platform/progress.ts');
  return { saves, progress };
}

const win = { timeMs: 90_000, moves: 120 };

describe('progress carried between devices', () => {
  it('a code made on one device merges into another: statistics, badges, stars and settings, what it added told', async () => {
    const phone = new MapStorage();
    const a = await device(phone);
    a.saves.replaceStats('lucky-fan', recordWin(recordWin(a.saves.statsOf('lucky-fan'), win), win));
    a.progress.saveBadgeRecord({ version: 1, earned: { 'first-lucky-fan': '2026-03-02' } });
    a.progress.saveChallengeRecord(withMet(emptyChallengeRecord(), '2026-03-02', 1));
    a.saves.changeSettings({ felt: 'blue', leftHanded: true });
    const code = a.progress.exportCode();
    const file = a.progress.exportFile();

    const laptop = new MapStorage();
    const b = await device(laptop);
    b.saves.replaceStats('lucky-fan', recordLoss(b.saves.statsOf('lucky-fan')));
    b.saves.replaceStats('rouge-forty', recordWin(b.saves.statsOf('rouge-forty'), win));
    expect(b.progress.importProgress(code)).toEqual({ ok: true, gains: { games: 1, wins: 2, badges: 1, stars: 1 } });
    expect(b.saves.statsOf('lucky-fan')).toMatchObject({ played: 2, won: 2, bestTimeMs: 90_000 });
    expect(b.saves.statsOf('rouge-forty')).toMatchObject({ played: 1, won: 1 });
    expect(b.saves.settings()).toMatchObject({ felt: 'blue', leftHanded: true });
    expect(JSON.parse(laptop.getItem('suitcase:badges')!)).toEqual({ version: 1, earned: { 'first-lucky-fan': '2026-03-02' } });
    expect(JSON.parse(laptop.getItem('suitcase:challenges')!)).toEqual({ version: 1, days: { '2026-03-02': 2 } });
    // The same progress again, as the file: nothing more to add.
    expect(b.progress.importProgress(file)).toEqual({ ok: true, gains: { games: 0, wins: 0, badges: 0, stars: 0 } });
  });

  it('a damaged code is refused and writes nothing; checking a code writes nothing either', async () => {
    const phone = new MapStorage();
    const a = await device(phone);
    a.saves.replaceStats('lucky-fan', recordWin(a.saves.statsOf('lucky-fan'), win));
    const code = a.progress.exportCode();
    const i = code.length - 8;
    const damaged = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);

    const laptop = new MapStorage();
    const b = await device(laptop);
    const before = [...laptop.data];
    expect(b.progress.importProgress(damaged)).toEqual({ ok: false, refusal: { kind: 'checksum' } });
    expect(b.progress.checkProgress(damaged)).toEqual({ kind: 'checksum' });
    expect(b.progress.checkProgress(code)).toBeNull();
    expect(laptop.writes).toBe(0);
    expect([...laptop.data]).toEqual(before);
  });

  it("an import changes only the settings it brings that differ: auto-play for this visit (a link's, a test's) stays unless the import changes it", async () => {
    const phone = new MapStorage();
    const a = await device(phone);
    a.saves.changeSettings({ felt: 'blue' });
    const sameAutoPlay = a.progress.exportCode();
    expect(a.saves.settings().autoPlay).not.toBe('all');
    a.saves.changeSettings({ autoPlay: 'all' });
    const otherAutoPlay = a.progress.exportCode();

    const b = await device(new MapStorage());
    // Read first, as the page does on its first screen: the visit's choice is made then.
    expect(b.saves.settings().autoPlay).not.toBe('off');
    b.saves.overrideAutoPlay('off');
    expect(b.progress.importProgress(sameAutoPlay).ok).toBe(true);
    expect(b.saves.settings().felt).toBe('blue');
    expect(b.saves.autoPlayMode()).toBe('off');
    expect(b.progress.importProgress(otherAutoPlay).ok).toBe(true);
    expect(b.saves.autoPlayMode()).toBe('all');
  });
});
