import { type Session, fromSave, toSave } from '../engine/session.ts';
import { type Settings, parseSettings } from '../engine/settings.ts';
import { type Stats, parseStats } from '../engine/stats.ts';
import type { GameId } from '../engine/types.ts';

/** The part of the Web Storage API used here (localStorage, or a fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_PREFIX = 'suitcase:';

/** Every key the game stores, without the prefix. */
export const STORAGE_KEYS = {
  save: (game: GameId) => `save:${game}`,
  stats: (game: GameId) => `stats:${game}`,
  settings: 'settings',
} as const;

export const STORAGE_UNAVAILABLE_NOTICE = 'Progress will not be kept on this device.';

export interface GameStorage {
  /**
   * The stored value: parsed JSON; undefined when nothing is stored; the raw text when it is not
   * JSON (so a validator sees it as damaged and says so).
   */
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** False once the backend has failed: from then on everything lives in memory only. */
  readonly persistent: boolean;
  /**
   * Calls `cb` once with the notice when storage becomes unavailable (at once if it already is).
   * Returns a function that cancels the call.
   */
  onUnavailable(cb: (notice: string) => void): () => void;
  /** The notice, the first time it is asked for after storage failed; null otherwise. */
  takeNotice(): string | null;
}

/**
 * `window.localStorage`, or null. Reading the property itself throws a SecurityError in a sandboxed
 * iframe, and with cookies blocked.
 */
function defaultBackend(): StorageLike | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

/**
 * Namespaced JSON storage that never throws. The first time the backend throws (a sandboxed
 * iframe, private mode, a full quota) it switches to memory for the rest of the session and says
 * so once. Every value read or written is mirrored in memory, so nothing seen so far is lost when
 * it switches.
 */
export function createStorage(backend: StorageLike | null | undefined = defaultBackend()): GameStorage {
  const memory = new Map<string, string>();
  let store: StorageLike | null = backend ?? null;
  let noticeTaken = false;
  const listeners = new Set<(notice: string) => void>();

  const fail = () => {
    if (store === null) return;
    store = null;
    for (const cb of [...listeners]) cb(STORAGE_UNAVAILABLE_NOTICE);
    listeners.clear();
  };

  const readRaw = (key: string): string | null => {
    const full = STORAGE_PREFIX + key;
    if (store !== null) {
      try {
        const text = store.getItem(full);
        if (text === null) memory.delete(full);
        else memory.set(full, text);
        return text;
      } catch {
        fail();
      }
    }
    return memory.get(full) ?? null;
  };

  const api: GameStorage = {
    get(key) {
      const text = readRaw(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    },
    set(key, value) {
      const full = STORAGE_PREFIX + key;
      const text = JSON.stringify(value);
      memory.set(full, text);
      if (store === null) return;
      try {
        store.setItem(full, text);
      } catch {
        fail();
      }
    },
    remove(key) {
      const full = STORAGE_PREFIX + key;
      memory.delete(full);
      if (store === null) return;
      try {
        store.removeItem(full);
      } catch {
        fail();
      }
    },
    get persistent() {
      return store !== null;
    },
    onUnavailable(cb) {
      if (store === null) {
        cb(STORAGE_UNAVAILABLE_NOTICE);
        return () => undefined;
      }
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    takeNotice() {
      if (store !== null || noticeTaken) return null;
      noticeTaken = true;
      return STORAGE_UNAVAILABLE_NOTICE;
    },
  };
  return api;
}

export function loadSettings(storage: GameStorage): Settings {
  return parseSettings(storage.get(STORAGE_KEYS.settings));
}

export function storeSettings(storage: GameStorage, settings: Settings): void {
  storage.set(STORAGE_KEYS.settings, settings);
}

/** The game's statistics; a damaged record comes back as zeros with a notice (and is rewritten). */
export function loadStats(storage: GameStorage, game: GameId): { stats: Stats; notice?: string } {
  const parsed = parseStats(storage.get(STORAGE_KEYS.stats(game)));
  if (parsed.notice !== undefined) storage.set(STORAGE_KEYS.stats(game), parsed.stats);
  return parsed;
}

export function storeStats(storage: GameStorage, game: GameId, stats: Stats): void {
  storage.set(STORAGE_KEYS.stats(game), stats);
}

/**
 * The game in progress, resumed exactly (undo history included), or null. A save that cannot be
 * loaded is dropped, with the reason as a notice.
 */
export function loadGame(storage: GameStorage, game: GameId): { session: Session | null; notice?: string } {
  const stored = storage.get(STORAGE_KEYS.save(game));
  if (stored === undefined) return { session: null };
  const r = fromSave(stored);
  if (r.ok && r.session.deal.game === game) return { session: r.session };
  storage.remove(STORAGE_KEYS.save(game));
  return { session: null, notice: r.ok ? 'The saved game belonged to another game and was dropped.' : `The saved game was dropped: ${r.reason}.` };
}

/** Saves after every action; one save per game. */
export function storeGame(storage: GameStorage, session: Session): void {
  storage.set(STORAGE_KEYS.save(session.deal.game), toSave(session));
}

export function clearGame(storage: GameStorage, game: GameId): void {
  storage.remove(STORAGE_KEYS.save(game));
}
