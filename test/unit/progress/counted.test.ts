/**
 * A game's end counted once by its id: the ids kept beside a statistics record are read leniently
 * (anything that is not an id is dropped, the last few kept), and a result whose id is among them
 * adds nothing.
 */
import { describe, expect, it } from 'vitest';
import { COUNTED_MAX, countOnce, isPlayId, parseCounted, storedStats } from '../../../src/engine/progress/counted.ts';
import { emptyStats, parseStats, recordWin } from '../../../src/engine/stats.ts';

const win = (s: ReturnType<typeof emptyStats>) => recordWin(s, { timeMs: 60_000, moves: 90 });

describe('games counted once', () => {
  it('reads the ids kept beside a record: ids only, each once, the last COUNTED_MAX; none from a record before them', () => {
    expect(parseCounted(undefined)).toEqual([]);
    expect(parseCounted(null)).toEqual([]);
    expect(parseCounted({ counted: [12345678, 'abcdef12'] })).toEqual(['abcdef12']);
    expect(parseCounted(emptyStats())).toEqual([]);
    expect(parseCounted({ counted: 'abcdef12' })).toEqual([]);
    expect(parseCounted({ counted: ['abcdef12', 7, '', 'no spaces!', 'abcdef12', 'saved-1x2y3z'] })).toEqual(['abcdef12', 'saved-1x2y3z']);
    const many = Array.from({ length: COUNTED_MAX + 5 }, (_, i) => `game-${String(i).padStart(3, '0')}`);
    expect(parseCounted({ counted: many })).toEqual(many.slice(-COUNTED_MAX));
    expect(['abcdef', 'a'.repeat(40)].every(isPlayId)).toBe(true);
    expect(['abcde', 'a'.repeat(41), 'ab cdef', null].some(isPlayId)).toBe(false);
  });

  it('adds a result once by its id, keeping the last COUNTED_MAX ids; a result with no id always adds', () => {
    const once = countOnce({ stats: emptyStats(), counted: [] }, 'game-one', win)!;
    expect(once).toMatchObject({ stats: { played: 1, won: 1 }, counted: ['game-one'] });
    expect(countOnce(once, 'game-one', win)).toBeNull();
    expect(countOnce(once, null, win)).toMatchObject({ stats: { played: 2 }, counted: ['game-one'] });
    // An id that is no id (storage edited) counts the game as one with none, and is not kept.
    for (const id of [null, 'no spaces!']) {
      const counted = countOnce(once, id, win);
      expect(counted?.counted).toEqual(['game-one']);
      expect(counted && countOnce(counted, id, win)?.stats.played).toBe(3);
    }
    let record = once;
    for (let i = 0; i < COUNTED_MAX; i++) record = countOnce(record, `game-${String(i).padStart(3, '0')}`, win)!;
    expect(record.counted).toHaveLength(COUNTED_MAX);
    expect(record.counted).not.toContain('game-one');
    expect(record.stats.played).toBe(COUNTED_MAX + 1);
  });

  it('stores the ids beside the figures: the statistics read back the same, the ids too', () => {
    const record = countOnce({ stats: emptyStats(), counted: [] }, 'game-one', win)!;
    const json = JSON.parse(JSON.stringify(storedStats(record))) as unknown;
    expect(parseStats(json)).toEqual({ stats: record.stats });
    expect(parseCounted(json)).toEqual(['game-one']);
  });
});
