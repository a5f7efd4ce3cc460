/**
 * The game's memory, through platform/storage.ts (which never throws): the game in progress (one
 * per game, with its clock and whether it is a daily deal), the statistics, and the settings.
 * Storage that fails leaves everything in memory and says so once, quietly: the notices go to
 * whoever listens (`onStorageNotice`; the scenes show them), and the settings go to the view and
 * the sound through `onSettings`, so this file calls neither.
 */
import type { GameResult, PlayMeta } from '../play/tablePorts.ts';
import { AUTO_PLAY_MODES, type AutoPlayMode } from '../engine/autoplay.ts';
import type { GameId, Session } from '../engine/index.ts';
import { DEFAULT_SETTINGS, type Settings, parseSettings, settingsDamaged } from '../engine/settings.ts';
import { type Stats, recordAbandon, recordLoss, recordWin, resetStats } from '../engine/stats.ts';
import { pageParams } from './params.ts';
import { T } from '../text/index.ts';
import {
  type GameStorage,
  SAVE_DROPPED_NOTICE,
  SAVE_OTHER_GAME_NOTICE,
  SETTINGS_NOTICE,
  CHALLENGE_NOTICE,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  STORAGE_UNAVAILABLE_NOTICE,
  type StorageLike,
  clearGame,
  createStorage,
  loadGame,
  loadStats,
  storeGame,
  storeSettings,
  storeStats,
} from './storage.ts';

let store: GameStorage | null = null;
let backend: StorageLike | undefined;

/** A portal's own storage (CrazyGames' data module) in place of localStorage; call before first use. */
export function useStorageBackend(portalStorage: StorageLike): void {
  backend = portalStorage;
  store = null;
  savedCache.clear();
}

type NoticeListener = (notice: string) => void;
const noticeListeners = new Set<NoticeListener>();
/** Notices given before anyone listened, handed to the first listener. */
const heldNotices: string[] = [];

/** Tells the player something about their stored progress (a damaged record, read in part). */
export function storageNotice(notice: string): void {
  notify(notice);
}

function notify(notice: string): void {
  if (noticeListeners.size === 0) heldNotices.push(notice);
  for (const l of noticeListeners) l(notice);
}

/**
 * A notice in the player's language: the storage speaks English (for logs and tests), the player
 * reads the catalogue's words where it has them.
 */
export function noticeWords(notice: string): string {
  const words: Readonly<Record<string, string>> = {
    [STORAGE_UNAVAILABLE_NOTICE]: T.storageUnavailable,
    [SAVE_DROPPED_NOTICE]: T.saveDropped,
    [SAVE_OTHER_GAME_NOTICE]: T.saveOtherGame,
    [SETTINGS_NOTICE]: T.settingsReset,
    [CHALLENGE_NOTICE]: T.challengeDamaged,
  };
  return words[notice] ?? notice;
}

/** Calls back with every notice for the player (storage lost, a save dropped); returns the unsubscribe. */
export function onStorageNotice(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  for (const n of heldNotices.splice(0)) listener(n);
  return () => noticeListeners.delete(listener);
}

/** The one storage of the page (created on first use; says once when it cannot keep anything). */
export function appStorage(): GameStorage {
  if (!store) {
    store = createStorage(backend);
    store.onUnavailable(notify);
  }
  return store;
}

// ---- the game in progress ----

export type { GameResult, PlayMeta } from '../play/tablePorts.ts';

export interface SavedGame extends PlayMeta {
  readonly session: Session;
}

/**
 * Each game's save as last read or written here: loading one replays every action, and the menu
 * asks for every game's at each redraw. Another tab's write (a storage event) empties it.
 */
const savedCache = new Map<GameId, SavedGame | null>();
let watchingOtherTabs = false;

function watchOtherTabs(): void {
  if (watchingOtherTabs) return;
  watchingOtherTabs = true;
  if (typeof globalThis.addEventListener === 'function') globalThis.addEventListener('storage', () => { savedCache.clear(); });
}

/**
 * Another tab wrote or dropped `game`'s save (a storage event: this page's own writes raise none):
 * `listener` gets the save as it stands now. Returns the unsubscribe.
 */
export function onSaveElsewhere(game: GameId, listener: (saved: SavedGame | null) => void): () => void {
  if (typeof globalThis.addEventListener !== 'function') return () => {};
  const keys = [STORAGE_KEYS.save(game), STORAGE_KEYS.play(game)].map((k) => STORAGE_PREFIX + k);
  const heard = (e: StorageEvent): void => {
    if (e.key !== null && !keys.includes(e.key)) return;
    savedCache.delete(game);
    listener(readSave(game));
  };
  globalThis.addEventListener('storage', heard);
  return () => { globalThis.removeEventListener('storage', heard); };
}

export function writeSave(session: Session, meta: PlayMeta): void {
  storeGame(appStorage(), session, meta);
  savedCache.set(session.deal.game, { session, ...meta, seconds: Math.floor(meta.seconds) });
}

export function clearSave(game: GameId): void {
  clearGame(appStorage(), game);
  savedCache.set(game, null);
}

/** The saved game of `game`, or null (a save that cannot be loaded is dropped with a notice). */
export function readSave(game: GameId): SavedGame | null {
  watchOtherTabs();
  const cached = savedCache.get(game);
  if (cached !== undefined) return cached;
  const r = loadGame(appStorage(), game);
  if (r.notice !== undefined) notify(r.notice);
  const saved = r.session ? { session: r.session, ...r.meta } : null;
  savedCache.set(game, saved);
  return saved;
}

// ---- statistics ----

export function statsOf(game: GameId): Stats {
  const r = loadStats(appStorage(), game);
  if (r.notice !== undefined) notify(r.notice);
  return r.stats;
}

export function recordResult(game: GameId, result: GameResult): Stats {
  const daily = result.daily ?? undefined;
  const before = statsOf(game);
  const after = result.won
    ? recordWin(before, { timeMs: result.seconds * 1000, moves: result.moves, ...(daily ? { daily } : {}) })
    : recordLoss(before, { timeMs: result.seconds * 1000, moves: result.moves, ...(daily ? { daily } : {}) });
  storeStats(appStorage(), game, after);
  return after;
}

/**
 * The saved game of `game` is given up (a new deal replaces it): with at least one move played, or
 * played and restarted, it counts as played and lost. Then the save is cleared.
 */
export function abandonSaved(game: GameId): void {
  const saved = readSave(game);
  if (saved && (saved.session.position > 0 || saved.restarted)) {
    storeStats(appStorage(), game, recordAbandon(statsOf(game), { timeMs: saved.seconds * 1000, moves: saved.session.position, ...(saved.daily ? { daily: saved.daily } : {}) }));
  }
  clearSave(game);
}

/** A game's statistics replaced whole (an imported progress merged with this device's). */
export function replaceStats(game: GameId, stats: Stats): void {
  storeStats(appStorage(), game, stats);
}

export function resetStatsOf(game: GameId): void {
  storeStats(appStorage(), game, resetStats());
}

// ---- settings ----

type SettingsListener = (s: Settings, before: Settings) => void;
let current: Settings | null = null;
const listeners = new Set<SettingsListener>();
/** Auto-play chosen by the URL or a test for this visit only (tests replay fixed move lists). */
let autoPlayOverride: AutoPlayMode | null = null;

export function settings(): Settings {
  if (!current) {
    const stored = appStorage().get(STORAGE_KEYS.settings);
    current = parseSettings(stored);
    // Damaged: the player is told, and the repaired settings are stored, so it is told once.
    if (settingsDamaged(stored)) {
      storeSettings(appStorage(), current);
      notify(SETTINGS_NOTICE);
    }
    const params = pageParams();
    autoPlayOverride = params.autoplay ?? (params.test ? 'off' : null);
  }
  return current;
}

/** The auto-play mode in force. */
export function autoPlayMode(): AutoPlayMode {
  return autoPlayOverride ?? settings().autoPlay;
}

/** Auto-play for this visit only (the test hook). */
export function overrideAutoPlay(mode: AutoPlayMode | null): void {
  autoPlayOverride = mode !== null && AUTO_PLAY_MODES.includes(mode) ? mode : null;
}

export function changeSettings(patch: Partial<Settings>): void {
  const before = settings();
  const next = parseSettings({ ...before, ...patch });
  current = next;
  storeSettings(appStorage(), next);
  if (patch.autoPlay !== undefined) autoPlayOverride = null;
  for (const l of listeners) l(next, before);
}

export function onSettings(listener: SettingsListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { DEFAULT_SETTINGS };
