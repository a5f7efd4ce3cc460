/**
 * A daily challenge's game kept in storage: its day, place and goal survive a write and a read (so
 * a resumed game is still the challenge); a damaged challenge record is refused with its notice,
 * the game itself kept as an ordinary deal, and the record repaired so the notice is said once.
 */
import { describe, expect, it } from 'vitest';
import { numberedSession } from '../../../src/engine/index.ts';
import { type StorageLike, createStorage, loadGame, parsePlayMeta, storeGame } from '../../../src/platform/storage.ts';
import type { PlayMeta } from '../../../src/play/tablePorts.ts';

const GAME = 'fortunes-favor';
const CHALLENGE = { date: '2026-12-03', slot: 2, goal: { kind: 'home-in-time', cards: 24, minutes: 6 } } as const;

function memoryBackend(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("a challenge's play record", () => {
  it('survives storage: written, read back the same, with no notice', () => {
    const backend = memoryBackend();
    const session = numberedSession(GAME, 41);
    const meta: PlayMeta = { seconds: 95.4, daily: null, restarted: false, challenge: CHALLENGE, playId: 'game-one', revision: 3 };
    storeGame(createStorage(backend), session, meta);
    const read = loadGame(createStorage(backend), GAME);
    expect(read.notices).toBeUndefined();
    expect(read.session?.number).toBe(41);
    expect(read.meta).toEqual({ seconds: 95, daily: null, restarted: false, challenge: CHALLENGE, playId: 'game-one', revision: 3 });
  });

  it('is refused when damaged, with its notice, the game kept as an ordinary deal, and repaired once', () => {
    const damaged: unknown[] = [
      null, 'today', [], { ...CHALLENGE, date: '2026-02-30' }, { ...CHALLENGE, date: undefined }, { ...CHALLENGE, slot: 3 },
      { ...CHALLENGE, slot: -1 }, { ...CHALLENGE, slot: 1.5 }, { ...CHALLENGE, slot: '1' }, { ...CHALLENGE, goal: { kind: 'moves', moves: 0 } },
      { ...CHALLENGE, goal: undefined }, { date: CHALLENGE.date, slot: 0 },
    ];
    for (const challenge of damaged) {
      const label = JSON.stringify(challenge);
      expect(parsePlayMeta({ seconds: 30, daily: null, restarted: false, challenge }), label).toEqual({ meta: { seconds: 30, daily: null, restarted: false }, notices: ['challenge-dropped'] });
      const backend = memoryBackend();
      storeGame(createStorage(backend), numberedSession(GAME, 41), { seconds: 30, daily: null, restarted: false, playId: 'game-one', revision: 1 });
      backend.data.set(`suitcase:play:${GAME}`, JSON.stringify({ seconds: 30, daily: null, restarted: false, challenge }));
      const first = loadGame(createStorage(backend), GAME);
      expect(first.notices, label).toEqual(['challenge-dropped']);
      expect(first.session?.number, label).toBe(41);
      expect(first.meta.challenge, label).toBeUndefined();
      const again = loadGame(createStorage(backend), GAME);
      expect(again.notices, label).toBeUndefined();
      expect(again.session?.number, label).toBe(41);
    }
  });
});
