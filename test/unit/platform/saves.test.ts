import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS, legalMoves, numberedSession, play, toSave, current } from '../../../src/engine/index.ts';
import type { StorageLike } from '../../../src/platform/storage.ts';

type Saves = typeof import('../../../src/platform/saves.ts');

/** Web Storage that counts how often each key is read. */
class CountingStorage implements StorageLike {
  readonly data = new Map<string, string>();
  readonly reads = new Map<string, number>();
  getItem(key: string): string | null {
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

const game = GAME_IDS[0]!;
const SAVE_KEY = `suitcase:save:${game}`;
const META = { seconds: 12.7, daily: null, restarted: false } as const;

/** A session of `game` with one action played. */
function playedOnce() {
  const s = numberedSession(game, 1);
  const r = play(s, [legalMoves(current(s))[0]!]);
  if (!r.ok) throw new Error('the first legal move was refused');
  return r.session;
}

/** saves.ts afresh (its memory of saves empty), on `backend`, with a save of one action stored by an earlier visit. */
async function freshSaves(backend: CountingStorage): Promise<Saves> {
  vi.resetModules();
  backend.data.set(SAVE_KEY, JSON.stringify(toSave(playedOnce())));
  const saves = await import('../../../src/platform/saves.ts');
  saves.useStorageBackend(backend);
  return saves;
}

let listeners: ((e: unknown) => void)[] = [];

beforeEach(() => {
  listeners = [];
  vi.stubGlobal('addEventListener', (type: string, fn: (e: unknown) => void) => {
    if (type === 'storage') listeners.push(fn);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saved games', () => {
  it('are loaded from storage once, however often the menu asks', async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend);
    for (let i = 0; i < 5; i++) expect(saves.readSave(game)?.session.position).toBe(1);
    expect(backend.reads.get(SAVE_KEY)).toBe(1);
  });

  it('read back as last written or cleared, without loading again', async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend);
    saves.readSave(game);
    const two = play(playedOnce(), [legalMoves(current(playedOnce()))[0]!]);
    if (!two.ok) throw new Error('refused');
    saves.writeSave(two.session, META);
    expect(saves.readSave(game)).toEqual({ session: two.session, seconds: 12, daily: null, restarted: false });
    saves.clearSave(game);
    expect(saves.readSave(game)).toBeNull();
    expect(backend.reads.get(SAVE_KEY)).toBe(1);
  });

  it('are loaded again once another tab has written to storage', async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend);
    expect(saves.readSave(game)?.session.position).toBe(1);
    // The other tab clears the save: this tab hears a storage event.
    backend.data.delete(SAVE_KEY);
    for (const l of listeners) l({ key: SAVE_KEY });
    expect(saves.readSave(game)).toBeNull();
    expect(backend.reads.get(SAVE_KEY)).toBe(2);
  });
});
