/**
 * What the device keeps for the score boards: the player's random id, the name they chose, and
 * the results waiting to be sent (each with its own id, so that a result sent again after a lost
 * answer is counted once by the server). Pure: each update returns a new record, and
 * `parseScoreRecord` reads a stored one back without ever throwing.
 */
import { type Submission, isRandomId, playerName } from './scoreEntry.ts';

export const SCORE_RECORD_VERSION = 1;

/** A result waiting to be sent, and when it began to wait (ms since 1970). */
export interface Pending {
  readonly submission: Submission & { readonly id: string };
  readonly since: number;
}

export interface ScoreRecord {
  readonly version: typeof SCORE_RECORD_VERSION;
  readonly player: string;
  readonly name: string | null;
  readonly queue: readonly Pending[];
}

/** The most results kept waiting: a device offline for weeks keeps its latest. */
export const MAX_WAITING = 50;
/** A result waits at most this long: the server remembers a result's id for longer. */
export const MAX_WAIT_MS = 25 * 24 * 3600 * 1000;

export function freshScoreRecord(newId: () => string): ScoreRecord {
  return { version: SCORE_RECORD_VERSION, player: newId(), name: null, queue: [] };
}

function isPending(x: unknown): x is Pending {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Record<string, unknown>;
  const s = p.submission as Record<string, unknown> | null;
  return typeof p.since === 'number' && typeof s === 'object' && s !== null && isRandomId(s.id) && isRandomId(s.player) && typeof s.board === 'string' && Array.isArray(s.moves) && typeof s.timeMs === 'number' && typeof s.name === 'string';
}

/** A stored record read back: what is sound of it kept, the rest made afresh (a new id only when the stored one is unreadable). */
export function parseScoreRecord(input: unknown, newId: () => string): ScoreRecord {
  const o = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const player = isRandomId(o.player) ? o.player : newId();
  const name = playerName(o.name);
  const queue = Array.isArray(o.queue) ? o.queue.filter(isPending) : [];
  return { version: SCORE_RECORD_VERSION, player, name: name.ok ? name.value : null, queue };
}

/** The record with a result added to the queue (the oldest dropped past MAX_WAITING). */
export function withWaiting(record: ScoreRecord, submission: Pending['submission'], now: number): ScoreRecord {
  return { ...record, queue: [...record.queue, { submission, since: now }].slice(-MAX_WAITING) };
}

/** The record without the result of that id (sent, or refused for good). */
export function withoutWaiting(record: ScoreRecord, id: string): ScoreRecord {
  return { ...record, queue: record.queue.filter((p) => p.submission.id !== id) };
}

/** The record without the results that waited too long to be counted. */
export function withoutStale(record: ScoreRecord, now: number): ScoreRecord {
  return { ...record, queue: record.queue.filter((p) => now - p.since <= MAX_WAIT_MS) };
}
