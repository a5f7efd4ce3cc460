/**
 * The page's one records store (records.ts) and what the player is told of storage. The store is
 * made on first use over localStorage (or a portal's storage, `useStorageBackend`), hears the other
 * tabs' `storage` events, and takes this visit's overrides from the page's link (`?autoplay=`,
 * `?speed=`, `?lang=`; a test's auto-play is off). The functions below are the store's, for the
 * scenes and the table's ports; this file keeps no record of its own.
 */
import type { AutoPlayMode } from '../engine/autoplay.ts';
import { type GameId, type Session, isGameId } from '../engine/index.ts';
import type { GuidePorts } from '../play/guide.ts';
import { DEFAULT_SETTINGS, type Settings } from '../engine/settings.ts';
import type { Stats } from '../engine/stats.ts';
import { PlayerRecords } from '../play/playerRecords.ts';
import type { GameResult, PlayMeta, TablePorts } from '../play/tablePorts.ts';
import { T } from '../text/index.ts';
import { pageParams } from './params.ts';
import { type RecordNotice, Records, type SavedGame } from './records.ts';
import type { GameStorage, StorageLike } from './storage.ts';

export type { GameResult, PlayMeta } from '../play/tablePorts.ts';
export type { RecordNotice, SavedGame } from './records.ts';
export { DEFAULT_SETTINGS };

let store: Records | null = null;
let desk: PlayerRecords | null = null;
let backend: StorageLike | undefined;

/** A portal's own storage (CrazyGames' data module) in place of localStorage; call before first use. */
export function useStorageBackend(portalStorage: StorageLike): void {
  store?.close();
  backend = portalStorage;
  store = null;
  desk = null;
}

/** One or more notices, said together (one toast). */
type NoticeListener = (notices: readonly RecordNotice[]) => void;
const noticeListeners = new Set<NoticeListener>();
/** Notices given before anyone listened, handed to the first listener. */
const heldNotices: (readonly RecordNotice[])[] = [];

/** Tells the player something about their stored progress (a damaged record, read in part). */
export function storageNotice(notices: readonly RecordNotice[]): void {
  if (noticeListeners.size === 0) heldNotices.push(notices);
  for (const l of noticeListeners) l(notices);
}

/**
 * The one place a notice gets its words: the records say which notice, the catalogue in force
 * (the player's language) says it.
 */
export function noticeWords(notices: readonly RecordNotice[]): string {
  return notices.map((n) => T.notices[n]).join(' ');
}

/** Calls back with every notice for the player (storage lost, a save dropped); returns the unsubscribe. */
export function onStorageNotice(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  for (const n of heldNotices.splice(0)) listener(n);
  return () => noticeListeners.delete(listener);
}

/** Another tab's writes, as the store hears them: each key written, null when storage was cleared. */
function otherTabs(heard: (key: string | null) => void): () => void {
  if (typeof globalThis.addEventListener !== 'function') return () => undefined;
  const listener = (e: Event): void => { heard((e as StorageEvent).key); };
  globalThis.addEventListener('storage', listener);
  return () => { globalThis.removeEventListener('storage', listener); };
}

/** The page's one records store (made on first use; says once when it cannot keep anything). */
export function pageRecords(): Records {
  if (!store) {
    const params = pageParams();
    store = new Records({
      backend,
      otherTabs,
      notify: storageNotice,
      visit: { autoPlay: params.autoplay ?? (params.test ? 'off' : null), speed: params.speed, language: params.lang },
    });
  }
  return store;
}

/** The menu's and the panels' controller of the player's records, over the page's store. */
export function playerRecords(): PlayerRecords {
  desk ??= new PlayerRecords(pageRecords());
  return desk;
}

/** The one storage of the page. */
export function appStorage(): GameStorage {
  return pageRecords().storage;
}

// ---- the game in progress ----

export function readSave(game: GameId, fresh = false): SavedGame | null {
  return pageRecords().readSave(game, fresh);
}

export function writeSave(session: Session, meta: PlayMeta): void {
  pageRecords().writeSave(session, meta);
}

export function clearSave(game: GameId, playId?: string): void {
  pageRecords().clearSave(game, playId);
}

/** Another tab wrote or dropped `game`'s save, or holds a newer one than this page's table: `listener` gets it as it stands. */
export function onSaveElsewhere(game: GameId, listener: (saved: SavedGame | null) => void): () => void {
  return pageRecords().onSaveElsewhere(game, listener);
}

export function abandonSaved(game: GameId): void {
  pageRecords().abandonSaved(game);
}

// ---- statistics ----

export function statsOf(game: GameId): Stats {
  return pageRecords().stats(game);
}

export function recordResult(game: GameId, result: GameResult): Stats {
  return pageRecords().recordResult(game, result);
}

/** A game's statistics set whole (a test's setting up). */
export function replaceStats(game: GameId, stats: Stats): void {
  pageRecords().replaceStats(game, stats);
}

export function resetStatsOf(game: GameId): void {
  pageRecords().resetStats(game);
}

// ---- settings ----

export function settings(): Settings {
  return pageRecords().settings();
}

/** The auto-play mode in force. */
export function autoPlayMode(): AutoPlayMode {
  return pageRecords().autoPlayMode();
}

/** Auto-play for this visit only (the test hook). */
export function overrideAutoPlay(mode: AutoPlayMode | null): void {
  pageRecords().overrideAutoPlay(mode);
}

export function changeSettings(patch: Partial<Settings>): void {
  pageRecords().changeSettings(patch);
}

/** Hears each change of the settings, here or in another tab; returns the unsubscribe. */
export function onSettings(listener: (s: Settings, before: Settings) => void): () => void {
  return pageRecords().onSettings(listener);
}

/** Where the first-deal guide (play/guide.ts) learns and keeps which games' guides were shown: the page's store. */
export const GUIDE_PORTS: GuidePorts = {
  guideSeen: (game) => isGameId(game) && pageRecords().guideSeen(game),
  markGuideSeen: (game) => { if (isGameId(game)) pageRecords().markGuideSeen(game); },
};

/** Where the table's controller (play/table.ts) keeps its saves and results and reads the auto-play setting: the page's store. */
export const TABLE_PORTS: TablePorts = { autoPlayMode, writeSave, clearSave, abandonSaved, recordResult };
