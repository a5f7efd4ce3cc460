import type { PlayMeta } from '../play/tablePorts.ts';
import { fnv1a32 } from '../engine/random.ts';
import { isPlayId } from '../engine/progress/counted.ts';
import { MAX_TIME_MS } from '../engine/bounds.ts';
import { isIsoDate } from '../engine/daily.ts';
import { parseGoal } from '../engine/challenges/goals.ts';
import { CHALLENGES_PER_DAY } from '../engine/challenges/record.ts';
import type { ChallengeOnTable } from '../play/deal.ts';
import { isBeat } from '../play/share.ts';
import { type Session, fromSave, toSave } from '../engine/session.ts';
import { type Settings, parseSettings } from '../engine/settings.ts';
import { type Stats, type StatsNotice, parseStats } from '../engine/stats.ts';
import type { GameId } from '../engine/types.ts';
import { en } from '../text/en.ts';

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
  /** Beside the save: its clock, its daily date, whether it was restarted (`PlayMeta`). */
  play: (game: GameId) => `play:${game}`,
  stats: (game: GameId) => `stats:${game}`,
  settings: 'settings',
  /** The score boards' record: the player's id and name, results waiting (play/scoreQueue.ts). */
  scores: 'scores',
} as const;

/**
 * What the player is to be told of storage, by kind (the words are the catalogue's, `notices`):
 * storage lost (nothing will be kept), a save dropped (damaged, or another game's), damaged
 * settings reset, a save's clock, daily date or daily challenge repaired, and the statistics'
 * own (engine/stats.ts).
 */
export type StorageNotice = StatsNotice | 'storage-unavailable' | 'save-dropped' | 'save-other-game' | 'settings-reset' | PlayNotice;
/** A save's play record repaired: its clock from 0:00, its daily date or daily challenge dropped. */
export type PlayNotice = 'clock-reset' | 'daily-dropped' | 'challenge-dropped';

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
  onUnavailable(cb: (notice: 'storage-unavailable') => void): () => void;
  /** The notice, the first time it is asked for after storage failed; null otherwise. */
  takeNotice(): 'storage-unavailable' | null;
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
 * so once; only removals still go to the backend. Every value read or written is mirrored in
 * memory, so nothing seen so far is lost when it switches.
 */
export function createStorage(backend: StorageLike | null | undefined = defaultBackend()): GameStorage {
  const memory = new Map<string, string>();
  const original: StorageLike | null = backend ?? null;
  let store: StorageLike | null = original;
  let noticeTaken = false;
  const listeners = new Set<(notice: 'storage-unavailable') => void>();

  const fail = () => {
    if (store === null) return;
    store = null;
    for (const cb of [...listeners]) cb('storage-unavailable');
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
      // Even after the switch to memory: a full quota still lets a record go, and a record left
      // behind would come back on the next visit (a game won while storage was full, offered again).
      const target = store ?? original;
      if (target === null) return;
      try {
        target.removeItem(full);
      } catch {
        fail();
      }
    },
    get persistent() {
      return store !== null;
    },
    onUnavailable(cb) {
      if (store === null) {
        cb('storage-unavailable');
        return () => undefined;
      }
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    takeNotice() {
      if (store !== null || noticeTaken) return null;
      noticeTaken = true;
      return 'storage-unavailable';
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
export function loadStats(storage: GameStorage, game: GameId): { stats: Stats; notice?: StatsNotice } {
  const parsed = parseStats(storage.get(STORAGE_KEYS.stats(game)));
  if (parsed.notice !== undefined) storage.set(STORAGE_KEYS.stats(game), parsed.stats);
  return parsed;
}

export function storeStats(storage: GameStorage, game: GameId, stats: Stats): void {
  storage.set(STORAGE_KEYS.stats(game), stats);
}


/** The longest clock a saved game keeps (bounds.ts): more is a damaged record. */
export const MAX_CLOCK_SECONDS = MAX_TIME_MS / 1000;

/** What is kept beside a save in its play record: the clock, the daily date, a restart, the challenge. */
export type PlayRecord = Omit<PlayMeta, 'playId' | 'revision'>;

/** Which game played a save is, and how many times it was written: kept in the save record itself, so no tab reads one without the other. */
export type SaveStamp = Pick<PlayMeta, 'playId' | 'revision'>;

/**
 * The stamp of a stored save record (parsed JSON). A save from before the stamps is revision 0 of
 * an id made from its deal and first action, the same in every tab that reads it (so reading it
 * writes nothing). Null when nothing is stored.
 */
export function saveStamp(stored: unknown): SaveStamp | null {
  if (stored === undefined || stored === null) return null;
  const o = typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const revision = typeof o.revision === 'number' && Number.isSafeInteger(o.revision) && o.revision >= 0 ? o.revision : 0;
  if (isPlayId(o.playId)) return { playId: o.playId, revision };
  const first = Array.isArray(o.moves) ? (o.moves[0] as unknown) : null;
  return { playId: `saved-${fnv1a32(JSON.stringify([o.game, o.number, o.deal, first])).toString(36)}`, revision: 0 };
}

/**
 * Reads a stored play record field by field. Nothing stored (a save from before the record):
 * a fresh clock, no notice. A field that is not what it must be is repaired, with a notice: a
 * clock that is not a number of seconds from 0 to MAX_CLOCK_SECONDS (1e308, 1e14, NaN, a string)
 * starts from 0; a daily date that is not a real calendar date (2020-02-30) makes it an ordinary
 * deal; `restarted` that is not true or false is false. A friend's result to beat is kept when it
 * is one (play/share.ts).
 */
export function parsePlayMeta(input: unknown): { meta: PlayRecord; notices: PlayNotice[] } {
  const fresh: PlayRecord = { seconds: 0, daily: null, restarted: false };
  if (input === undefined) return { meta: fresh, notices: [] };
  const o = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
  if (!o) return { meta: fresh, notices: ['clock-reset'] };
  const notices: PlayNotice[] = [];
  const s = o.seconds;
  const seconds = typeof s === 'number' && s >= 0 && s <= MAX_CLOCK_SECONDS ? Math.floor(s) : (notices.push('clock-reset'), 0);
  const d = o.daily;
  const daily = d === null || d === undefined ? null : isIsoDate(d) ? d : (notices.push('daily-dropped'), null);
  const restarted = o.restarted === true;
  const challenge = o.challenge === undefined ? undefined : parseChallengeOnTable(o.challenge);
  if (challenge === null) notices.push('challenge-dropped');
  // A friend's result to beat is no part of the game: one damaged is left out quietly, as a link's is.
  const beat = isBeat(o.beat) ? { beat: { moves: o.beat.moves, seconds: o.beat.seconds } } : {};
  return { meta: { seconds, daily, restarted, ...(challenge ? { challenge } : {}), ...beat }, notices };
}

/** A stored daily challenge's day, place and goal, or null when damaged. */
function parseChallengeOnTable(input: unknown): ChallengeOnTable | null {
  if (typeof input !== 'object' || input === null) return null;
  const o = input as Record<string, unknown>;
  const goal = parseGoal(o.goal);
  const slot = o.slot;
  if (!goal || !isIsoDate(o.date) || typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= CHALLENGES_PER_DAY) return null;
  return { date: o.date, slot, goal };
}

/**
 * The game in progress, resumed exactly (undo history included), with its play record, or null.
 * A save that cannot be loaded is dropped with its play record, with a notice for the player and
 * the engine's reason beside it (`reason`, for logs and tests); a play record without a save is
 * dropped; a damaged play record is repaired and stored again, its notices told together.
 */
export function loadGame(storage: GameStorage, game: GameId): { session: Session | null; meta: PlayRecord & Partial<SaveStamp>; notices?: readonly StorageNotice[]; reason?: string } {
  const stored = storage.get(STORAGE_KEYS.save(game));
  const drop = (): void => {
    storage.remove(STORAGE_KEYS.save(game));
    storage.remove(STORAGE_KEYS.play(game));
  };
  const none = parsePlayMeta(undefined).meta;
  if (stored === undefined) {
    if (storage.get(STORAGE_KEYS.play(game)) !== undefined) storage.remove(STORAGE_KEYS.play(game));
    return { session: null, meta: none };
  }
  const r = fromSave(stored);
  if (!r.ok) {
    drop();
    return { session: null, meta: none, notices: ['save-dropped'], reason: `${r.reason}${r.refusal ? `: ${en.refusal(r.refusal)}` : ''}` };
  }
  if (r.session.deal.game !== game) {
    drop();
    return { session: null, meta: none, notices: ['save-other-game'] };
  }
  const { meta, notices } = parsePlayMeta(storage.get(STORAGE_KEYS.play(game)));
  const stamped = { ...meta, ...saveStamp(stored) };
  if (notices.length === 0) return { session: r.session, meta: stamped };
  storePlayMeta(storage, game, meta);
  return { session: r.session, meta: stamped, notices };
}

export function storePlayMeta(storage: GameStorage, game: GameId, meta: PlayRecord): void {
  storage.set(STORAGE_KEYS.play(game), { seconds: Math.floor(meta.seconds), daily: meta.daily, restarted: meta.restarted, ...(meta.challenge ? { challenge: meta.challenge } : {}), ...(meta.beat ? { beat: meta.beat } : {}) });
}

/**
 * Saves after every action; one save per game, its stamp (the game's id and the save's revision)
 * in it, its play record beside it.
 */
export function storeGame(storage: GameStorage, session: Session, meta: PlayMeta): void {
  storage.set(STORAGE_KEYS.save(session.deal.game), { ...toSave(session), playId: meta.playId, revision: meta.revision });
  storePlayMeta(storage, session.deal.game, meta);
}

export function clearGame(storage: GameStorage, game: GameId): void {
  storage.remove(STORAGE_KEYS.save(game));
  storage.remove(STORAGE_KEYS.play(game));
}
