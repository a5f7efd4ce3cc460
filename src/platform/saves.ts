/**
 * The game in progress, one per game, as the engine's save JSON in localStorage. Minimal on
 * purpose: the storage module (platform/storage.ts) takes this over. Storage that throws (private
 * mode, a sandboxed iframe, a full quota) leaves the game in memory only.
 */
import { type GameId, type SaveJson, type Session, fromSave, toSave } from '../engine/index.ts';

const key = (game: GameId) => `suitcase:save:${game}`;

function store(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

export function writeSave(session: Session): void {
  try {
    store()?.setItem(key(session.deal.game), JSON.stringify(toSave(session)));
  } catch {
    // Out of quota or refused: play goes on unsaved.
  }
}

export function clearSave(game: GameId): void {
  try {
    store()?.removeItem(key(game));
  } catch {
    // Nothing to clear where nothing can be stored.
  }
}

/** The saved session for `game`, or null when there is none or it cannot be loaded. */
export function readSave(game: GameId): Session | null {
  let text: string | null;
  try {
    text = store()?.getItem(key(game)) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const r = fromSave(JSON.parse(text) as SaveJson);
    return r.ok ? r.session : null;
  } catch {
    return null;
  }
}

export function hasSave(game: GameId): boolean {
  return readSave(game) !== null;
}
