import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberedSession, play, undo, current, legalMoves, toSave } from '../../../src/engine/index.ts';
import { DEFAULT_SETTINGS, withSetting } from '../../../src/engine/settings.ts';
import { emptyStats, recordWin } from '../../../src/engine/stats.ts';
import {
  STORAGE_KEYS,
  type StorageLike,
  clearGame,
  createStorage,
  loadGame,
  loadSettings,
  loadStats,
  storeGame,
  storeSettings,
  storeStats,
} from '../../../src/platform/storage.ts';
import { en } from '../../../src/text/en.ts';

/** A working Web Storage stand-in; `failOn` makes the named operation throw like a browser. */
class FakeStorage implements StorageLike {
  readonly data = new Map<string, string>();
  constructor(
    private readonly failOn: { get?: boolean; set?: boolean; remove?: boolean; quotaBytes?: number } = {},
  ) {}
  getItem(key: string): string | null {
    if (this.failOn.get) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failOn.set) throw new DOMException('The operation is insecure.', 'SecurityError');
    const used = [...this.data].reduce((n, [k, v]) => (k === key ? n : n + k.length + v.length), 0);
    if (this.failOn.quotaBytes !== undefined && used + key.length + value.length > this.failOn.quotaBytes) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    if (this.failOn.remove) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.data.delete(key);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const FRESH = { seconds: 0, daily: null, restarted: false, playId: 'game-one', revision: 0 } as const;

describe('storage', () => {
  it("stores JSON under the 'suitcase:' prefix and reads it back", () => {
    const backend = new FakeStorage();
    const storage = createStorage(backend);
    storage.set('settings', { soundOn: false });
    expect(backend.data.get('suitcase:settings')).toBe('{"soundOn":false}');
    expect(storage.get('settings')).toEqual({ soundOn: false });
    expect(storage.get('missing')).toBeUndefined();
    storage.remove('settings');
    expect(backend.data.has('suitcase:settings')).toBe(false);
    expect(storage.persistent).toBe(true);
    expect(storage.takeNotice()).toBeNull();
    // A second storage on the same backend sees what the first wrote (a reload).
    storage.set('x', [1, 2]);
    expect(createStorage(backend).get('x')).toEqual([1, 2]);
  });

  it('text that is not JSON comes back raw, for a validator to reject with a notice', () => {
    const backend = new FakeStorage();
    backend.data.set('suitcase:stats:lucky-fan', '{"played": 3,');
    const storage = createStorage(backend);
    expect(storage.get('stats:lucky-fan')).toBe('{"played": 3,');
    const r = loadStats(storage, 'lucky-fan');
    expect(r).toEqual({ stats: emptyStats(), notice: 'stats-reset' });
    // The damaged record is replaced, so the notice comes once.
    expect(loadStats(storage, 'lucky-fan')).toEqual({ stats: emptyStats() });
  });

  it('a backend that throws on read (sandboxed iframe): play goes on in memory, and it is said once', () => {
    const storage = createStorage(new FakeStorage({ get: true, set: true }));
    const heard: string[] = [];
    storage.onUnavailable((n) => heard.push(n));
    expect(storage.get('settings')).toBeUndefined();
    storage.set('settings', { a: 1 });
    expect(storage.get('settings')).toEqual({ a: 1 });
    storage.set('other', 2);
    expect(storage.persistent).toBe(false);
    expect(heard).toEqual(['storage-unavailable']);
    expect(storage.takeNotice()).toBe('storage-unavailable');
    expect(storage.takeNotice()).toBeNull();
  });

  it('a backend that throws on write only: what was read stays readable in memory', () => {
    const backend = new FakeStorage({ set: true });
    backend.data.set('suitcase:settings', JSON.stringify({ soundOn: false }));
    const storage = createStorage(backend);
    expect(storage.get('settings')).toEqual({ soundOn: false });
    expect(storage.persistent).toBe(true);
    storage.set('save:lucky-fan', { moves: [] });
    expect(storage.persistent).toBe(false);
    expect(storage.get('save:lucky-fan')).toEqual({ moves: [] });
    expect(storage.get('settings')).toEqual({ soundOn: false });
  });

  it('a full quota: the write that fails and all later ones live in memory; nothing throws', () => {
    const backend = new FakeStorage({ quotaBytes: 60 });
    const storage = createStorage(backend);
    const heard: string[] = [];
    storage.onUnavailable((n) => heard.push(n));
    storage.set('a', 'small');
    expect(storage.persistent).toBe(true);
    storage.set('b', 'x'.repeat(100));
    expect(storage.persistent).toBe(false);
    expect(storage.get('b')).toBe('x'.repeat(100));
    storage.set('c', 1);
    // After the switch the backend is left alone: c never reaches it, even though it would fit.
    expect(backend.data.has('suitcase:c')).toBe(false);
    expect(storage.get('c')).toBe(1);
    expect(heard).toHaveLength(1);
  });

  it('a full quota: a removal still reaches storage, so a game won then is not offered again', () => {
    let session = numberedSession('lucky-fan', 3);
    const backend = new FakeStorage({ quotaBytes: 1500 });
    const storage = createStorage(backend);
    storeGame(storage, session, FRESH);
    expect(backend.data.has('suitcase:save:lucky-fan')).toBe(true);
    // The game goes on until its save no longer fits: storage is full, play goes on in memory.
    while (storage.persistent) {
      const r = play(session, [legalMoves(current(session))[0]!]);
      if (!r.ok) throw new Error(en.refusal(r.refusal));
      session = r.session;
      storeGame(storage, session, FRESH);
    }
    // The game is won (or given up): its save is cleared, in memory and in storage.
    clearGame(storage, 'lucky-fan');
    expect(loadGame(storage, 'lucky-fan').session).toBeNull();
    expect(backend.data.has('suitcase:save:lucky-fan')).toBe(false);
    expect(backend.data.has('suitcase:play:lucky-fan')).toBe(false);
    // The next visit finds no game to continue.
    expect(loadGame(createStorage(backend), 'lucky-fan').session).toBeNull();
  });

  it('a listener added after the failure hears it at once; a cancelled one never does', () => {
    const storage = createStorage(new FakeStorage({ get: true }));
    const cancelled = vi.fn();
    storage.onUnavailable(cancelled)();
    storage.get('x');
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    storage.onUnavailable(late);
    expect(late).toHaveBeenCalledExactlyOnceWith('storage-unavailable');
  });

  it('with no localStorage, or one whose mere access throws, it starts in memory', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(createStorage().persistent).toBe(false);
    vi.unstubAllGlobals();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const storage = createStorage();
      expect(storage.persistent).toBe(false);
      storage.set('k', 1);
      expect(storage.get('k')).toBe(1);
      expect(storage.takeNotice()).toBe('storage-unavailable');
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
    expect(createStorage(null).persistent).toBe(false);
  });

  it('keys: one save and one statistics record per game, one settings record', () => {
    expect(STORAGE_KEYS.save('rouge-forty')).toBe('save:rouge-forty');
    expect(STORAGE_KEYS.stats('waxing-moon')).toBe('stats:waxing-moon');
    expect(STORAGE_KEYS.settings).toBe('settings');
  });
});

describe('stored records', () => {
  it('settings round-trip through storage; damaged fields fall back to defaults', () => {
    const backend = new FakeStorage();
    const storage = createStorage(backend);
    expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS);
    const mine = withSetting(DEFAULT_SETTINGS, 'animationSpeed', 'slow');
    storeSettings(storage, mine);
    expect(loadSettings(createStorage(backend))).toEqual(mine);
    backend.data.set('suitcase:settings', JSON.stringify({ ...mine, cardBack: 7 }));
    expect(loadSettings(createStorage(backend))).toEqual(mine);
  });

  it('statistics round-trip per game', () => {
    const backend = new FakeStorage();
    const s = recordWin(emptyStats(), { timeMs: 1234, moves: 56 });
    storeStats(createStorage(backend), 'famous-fifty', s);
    expect(loadStats(createStorage(backend), 'famous-fifty')).toEqual({ stats: s });
    expect(loadStats(createStorage(backend), 'lucky-fan')).toEqual({ stats: emptyStats() });
  });

  it('a game in progress resumes exactly, undo history included; a broken save is dropped with a reason', () => {
    const backend = new FakeStorage();
    let session = numberedSession('rouge-forty', 12);
    for (let i = 0; i < 4; i++) {
      const r = play(session, [legalMoves(current(session))[0]!]);
      if (!r.ok) throw new Error(en.refusal(r.refusal));
      session = r.session;
    }
    session = undo(session);
    storeGame(createStorage(backend), session, FRESH);
    const loaded = loadGame(createStorage(backend), 'rouge-forty');
    expect(loaded.notices).toBeUndefined();
    expect(loaded.session && toSave(loaded.session)).toEqual(toSave(session));
    expect(loadGame(createStorage(backend), 'lucky-fan')).toMatchObject({ session: null });

    backend.data.set('suitcase:save:rouge-forty', JSON.stringify({ ...toSave(session), position: 99 }));
    const broken = loadGame(createStorage(backend), 'rouge-forty');
    expect(broken.session).toBeNull();
    expect(broken.notices).toEqual(['save-dropped']);
    expect(broken.reason).toMatch(/^this save cannot be loaded: position 99/);
    expect(backend.data.has('suitcase:save:rouge-forty')).toBe(false);

    // A save of one game under another game's key is not loaded as that game.
    backend.data.set('suitcase:save:lucky-fan', JSON.stringify(toSave(session)));
    expect(loadGame(createStorage(backend), 'lucky-fan').session).toBeNull();
    storeGame(createStorage(backend), session, FRESH);
    clearGame(createStorage(backend), 'rouge-forty');
    expect(loadGame(createStorage(backend), 'rouge-forty')).toMatchObject({ session: null });
  });
});
