/**
 * Each game played counted once in its statistics, however many tabs of the page see it end. A game
 * played has an id of its own (kept beside its save), and a game's statistics record keeps the ids
 * of its last games counted beside its figures: adding a result whose id is among them adds
 * nothing. Pure: the records store applies it to what storage holds at the moment of writing.
 */
import type { Stats } from '../stats.ts';

/** How many ids of counted games a record keeps: far more than the tabs a player has open on one game. */
export const COUNTED_MAX = 40;

/** What an id of a game played looks like: letters, digits, `-` and `_`, 6 to 40 of them. */
export const isPlayId = (x: unknown): x is string => typeof x === 'string' && /^[0-9A-Za-z_-]{6,40}$/.test(x);

/** A game's statistics with the ids of its last games counted, oldest first. */
export interface CountedStats {
  readonly stats: Stats;
  readonly counted: readonly string[];
}

/**
 * The ids kept beside a stored statistics record (its `counted` field): those that are ids, the
 * last COUNTED_MAX of them. Anything else (nothing stored, a record from before the ids) is none.
 */
export function parseCounted(record: unknown): string[] {
  const list = typeof record === 'object' && record !== null && !Array.isArray(record) ? (record as { counted?: unknown }).counted : undefined;
  return Array.isArray(list) ? [...new Set(list.filter(isPlayId))].slice(-COUNTED_MAX) : [];
}

/**
 * `now` with one game's result added by `count`, its id kept among the counted; null when that game
 * was counted already (another tab counted it). A game without an id (none was given) always counts.
 */
export function countOnce(now: CountedStats, playId: string | null, count: (s: Stats) => Stats): CountedStats | null {
  if (playId === null || !isPlayId(playId)) return { stats: count(now.stats), counted: now.counted };
  if (now.counted.includes(playId)) return null;
  return { stats: count(now.stats), counted: [...now.counted, playId].slice(-COUNTED_MAX) };
}

/** What is stored for a game's statistics: its figures, and the ids of its last games counted. */
export function storedStats(record: CountedStats): Stats & { readonly counted: readonly string[] } {
  return { ...record.stats, counted: record.counted };
}
