/**
 * Every stored record read field by field (issue 17, item 9): a damaged clock or daily date in a
 * `play:` record is repaired with a notice; no clock value, however damaged, lets a win be stored
 * as a record that fails validation (Infinity saved as null reset the statistics); dropping an
 * illegal save drops its play record.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedSession, toSave } from '../../../src/engine/index.ts';
import { emptyStats, parseStats, recordWin } from '../../../src/engine/stats.ts';
import { MAX_CLOCK_SECONDS, type StorageLike, createStorage, loadGame, loadStats, parsePlayMeta, storeStats } from '../../../src/platform/storage.ts';
import { CATALOGUES } from '../../../src/text/index.ts';

function memoryBackend(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('the play record beside a save', () => {
  it('refuses a clock that is not seconds from 0 to a week, and a date that does not exist', () => {
    const bad = [1e308, 1e14, MAX_CLOCK_SECONDS + 1, -1, NaN, Infinity, '60', null, true];
    for (const seconds of bad) {
      expect(parsePlayMeta({ seconds, daily: null, restarted: false }), String(seconds)).toEqual({ meta: { seconds: 0, daily: null, restarted: false }, notices: ['clock-reset'] });
    }
    for (const daily of ['2020-02-30', '2026-13-01', '2026-1-1', 20260101, '']) {
      expect(parsePlayMeta({ seconds: 61, daily, restarted: true }), String(daily)).toEqual({ meta: { seconds: 61, daily: null, restarted: true }, notices: ['daily-dropped'] });
    }
    expect(parsePlayMeta({ seconds: 1e308, daily: '2020-02-30' }).notices).toEqual(['clock-reset', 'daily-dropped']);
    expect(parsePlayMeta({ seconds: 3599.7, daily: '2024-02-29', restarted: false })).toEqual({ meta: { seconds: 3599, daily: '2024-02-29', restarted: false }, notices: [] });
    expect(parsePlayMeta(undefined)).toEqual({ meta: { seconds: 0, daily: null, restarted: false }, notices: [] });
  });

  it('is repaired in storage once, so the notice is said once', () => {
    const backend = memoryBackend();
    const session = numberedSession('lucky-fan', 3);
    backend.data.set('suitcase:save:lucky-fan', JSON.stringify(toSave(session)));
    backend.data.set('suitcase:play:lucky-fan', JSON.stringify({ seconds: 1e308, daily: '2020-02-30', restarted: false }));
    const first = loadGame(createStorage(backend), 'lucky-fan');
    expect(first.meta).toMatchObject({ seconds: 0, daily: null, restarted: false });
    expect(first.notices).toEqual(['clock-reset', 'daily-dropped']);
    const again = loadGame(createStorage(backend), 'lucky-fan');
    expect(again.notices).toBeUndefined();
    expect(again.session && toSave(again.session)).toEqual(toSave(session));
  });

  it('goes with its save: an illegal save drops both, and a play record alone is dropped', () => {
    const backend = memoryBackend();
    backend.data.set('suitcase:save:lucky-fan', JSON.stringify({ ...toSave(numberedSession('lucky-fan', 3)), moves: [['t0>t5']] }));
    backend.data.set('suitcase:play:lucky-fan', JSON.stringify({ seconds: 40, daily: null, restarted: false }));
    const r = loadGame(createStorage(backend), 'lucky-fan');
    expect(r.session).toBeNull();
    expect(r.notices).toEqual(['save-dropped']);
    expect([...backend.data.keys()]).toEqual([]);
    backend.data.set('suitcase:play:rouge-forty', JSON.stringify({ seconds: 40, daily: null, restarted: false }));
    expect(loadGame(createStorage(backend), 'rouge-forty').session).toBeNull();
    expect(backend.data.has('suitcase:play:rouge-forty')).toBe(false);
  });
});

describe('the notice of a damaged save', () => {
  it('is one short sentence that never quotes the record, however big or broken it is', () => {
    const huge = 'x'.repeat(500_000);
    const fresh = toSave(numberedSession('lucky-fan', 3));
    const broken: unknown[] = [
      { ...fresh, moves: [[huge]] },
      { ...fresh, version: huge },
      { ...fresh, game: huge },
      { ...fresh, position: huge },
      { ...fresh, deal: { ...fresh.deal, game: huge } },
      huge,
      [huge],
    ];
    for (const record of broken) {
      const backend = memoryBackend();
      backend.data.set('suitcase:save:lucky-fan', JSON.stringify(record));
      const r = loadGame(createStorage(backend), 'lucky-fan');
      expect(r.session).toBeNull();
      expect(r.notices).toEqual(['save-dropped']);
    }
    for (const [language, c] of Object.entries(CATALOGUES)) {
      expect(c.notices['save-dropped'].length, language).toBeLessThan(120);
      expect(c.notices['save-dropped'].match(/[.!?](\s|$)/g), language).toHaveLength(1);
    }
  });
});

describe('a win with a damaged clock', () => {
  it('is counted, and the stored statistics still read back whole (no reset)', () => {
    for (const timeMs of [1e308 * 1000, Number.MAX_VALUE, Infinity, NaN, -5, 1e17]) {
      const backend = memoryBackend();
      const storage = createStorage(backend);
      const before = recordWin(emptyStats(), { timeMs: 90_000, moves: 120 });
      storeStats(storage, 'fortunes-favor', recordWin(before, { timeMs, moves: 100 }));
      const read = loadStats(createStorage(backend), 'fortunes-favor');
      expect(read.notice, String(timeMs)).toBeUndefined();
      expect(read.stats).toMatchObject({ played: 2, won: 2, bestTimeMs: 90_000, fewestMoves: 100 });
      // The first win with no readable time: counted, no best time yet.
      const first = JSON.parse(JSON.stringify(recordWin(emptyStats(), { timeMs, moves: 80 }))) as unknown;
      expect(parseStats(first)).toEqual({ stats: { ...emptyStats(), played: 1, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: null, fewestMoves: 80, recent: [{ won: true, timeMs: null, moves: 80 }] } });
    }
  });

  it('whatever the numbers, a recorded win reads back without a notice', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (timeMs, moves) => {
        const stored = JSON.parse(JSON.stringify(recordWin(recordWin(emptyStats(), { timeMs, moves }), { timeMs: moves, moves: timeMs }))) as unknown;
        const r = parseStats(stored);
        expect(r.notice).toBeUndefined();
        expect(r.stats.won).toBe(2);
      }),
    );
  });

  it('a damaged best time alone is cleared with a notice, the counts kept', () => {
    const good = recordWin(emptyStats(), { timeMs: 5000, moves: 40 });
    for (const bestTimeMs of [-1, 1.5, 'fast', 1e300]) {
      expect(parseStats({ ...good, bestTimeMs }), String(bestTimeMs)).toEqual({ stats: { ...good, bestTimeMs: null }, notice: 'records-cleared' });
    }
  });
});
