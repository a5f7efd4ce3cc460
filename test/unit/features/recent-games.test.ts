import { describe, expect, it } from 'vitest';
import { RECENT_MAX, emptyStats, parseStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';
import { type StorageLike, createStorage, loadStats, storeStats } from '../../../src/platform/storage.ts';

function memoryBackend(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('the last games (the statistics chart)', () => {
  it('keeps each game, won or lost, with its time and moves, oldest first and capped', () => {
    let s = recordWin(emptyStats(), { timeMs: 90_000, moves: 80 });
    s = recordLoss(s, { timeMs: 30_000, moves: 12 });
    s = recordLoss(s);
    expect(s.recent).toEqual([{ won: true, timeMs: 90_000, moves: 80 }, { won: false, timeMs: 30_000, moves: 12 }, { won: false, timeMs: null, moves: null }]);
    for (let i = 0; i < RECENT_MAX + 5; i++) s = recordWin(s, { timeMs: i * 1000, moves: i });
    expect(s.recent).toHaveLength(RECENT_MAX);
    expect(s.recent.at(-1)).toEqual({ won: true, timeMs: (RECENT_MAX + 4) * 1000, moves: RECENT_MAX + 4 });
    // A damaged clock keeps the game in the list without a time.
    expect(recordWin(emptyStats(), { timeMs: Infinity, moves: 5 }).recent).toEqual([{ won: true, timeMs: null, moves: 5 }]);
  });

  it('round-trips through storage; a record from before the list reads with none and no notice', () => {
    const backend = memoryBackend();
    const s = recordLoss(recordWin(emptyStats(), { timeMs: 60_000, moves: 70 }), { timeMs: 5000, moves: 3 });
    storeStats(createStorage(backend), 'lucky-fan', s);
    expect(loadStats(createStorage(backend), 'lucky-fan')).toEqual({ stats: s });
    const { recent: _gone, ...old } = s;
    expect(parseStats(old)).toEqual({ stats: { ...s, recent: [] } });
  });

  it('a damaged entry is dropped, a damaged list is dropped whole, the statistics stand, with a notice', () => {
    const good = recordLoss(recordWin(emptyStats(), { timeMs: 60_000, moves: 70 }), { timeMs: 5000, moves: 3 });
    const [first, second] = good.recent;
    const badEntries: unknown[] = [null, 7, 'won', { won: 'yes', timeMs: 1, moves: 1 }, { won: true, timeMs: -1, moves: 1 }, { won: true, timeMs: 1.5, moves: 1 }, { won: false, timeMs: 1, moves: Infinity }, { won: false, timeMs: 1, moves: -1 }, { won: false, timeMs: 1, moves: 2.5 }, { won: false, moves: 1 }];
    for (const bad of badEntries) {
      expect(parseStats({ ...good, recent: [first, bad, second] }), JSON.stringify(bad)).toEqual({ stats: good, notice: 'recent-dropped' });
    }
    const badLists: unknown[] = [
      'list',
      { 0: first },
      null,
      Array.from({ length: RECENT_MAX + 1 }, () => second),
      // More games or wins than the counts say.
      [first, second, second],
      [first, first],
    ];
    for (const bad of badLists) {
      expect(parseStats({ ...good, recent: bad }), JSON.stringify(bad)).toEqual({ stats: { ...good, recent: [] }, notice: 'recent-dropped' });
    }
    // A full list is read; one entry past it is dropped whole, even when the counts allow it.
    let many = good;
    for (let i = 0; i < RECENT_MAX; i++) many = recordLoss(many, { timeMs: i, moves: i });
    expect(many.recent).toHaveLength(RECENT_MAX);
    expect(parseStats(many)).toEqual({ stats: many });
    expect(parseStats({ ...many, recent: [...many.recent, second] })).toEqual({ stats: { ...many, recent: [] }, notice: 'recent-dropped' });
    // Stray keys in an entry do not travel on.
    expect(parseStats({ ...good, recent: [{ ...first, extra: 1 }, second] }).stats.recent[0]).toEqual(first);
    // A damaged best time says so first; the list is still read.
    expect(parseStats({ ...good, fewestMoves: -3, recent: [first, null] })).toEqual({ stats: { ...good, fewestMoves: null, recent: [first] }, notice: 'records-cleared' });
    // Written back repaired: the next read has no notice.
    const backend = memoryBackend();
    backend.data.set('suitcase:stats:lucky-fan', JSON.stringify({ ...good, recent: [first, 'bad', second] }));
    expect(loadStats(createStorage(backend), 'lucky-fan')).toEqual({ stats: good, notice: 'recent-dropped' });
    expect(loadStats(createStorage(backend), 'lucky-fan')).toEqual({ stats: good });
  });
});
