/**
 * The progress as a file's JSON: the same content as the short code (codec.ts), readable, each
 * part read by the same validator as storage reads it. A file with any part damaged is refused
 * whole, with the part named, so an import never takes half of a file.
 */
import { GAME_IDS } from '../games/index.ts';
import { parseSettings, settingsDamaged } from '../settings.ts';
import { type Stats, parseStats } from '../stats.ts';
import type { GameId } from '../types.ts';
import { parseChallengeRecord } from '../challenges/record.ts';
import { parseBadgeRecord } from './badges.ts';
import { MAX_FILE_CHARS, PROGRESS_VERSION, type Progress, type ProgressRefusal, type ReadProgress, decodeProgress } from './codec.ts';

/** The key that marks a progress file, with its version as the value. */
export const FILE_KEY = 'suitcase-progress';

export interface ProgressFile {
  readonly [FILE_KEY]: number;
  readonly stats: Readonly<Record<GameId, Omit<Stats, 'recent'>>>;
  readonly badges: Progress['badges'];
  readonly challenges: Progress['challenges'];
  readonly settings: Progress['settings'];
}

export function progressToJson(p: Progress): ProgressFile {
  const stats = Object.fromEntries(Object.entries(p.stats).map(([game, s]) => [game, exported(s)]));
  return { [FILE_KEY]: PROGRESS_VERSION, stats, badges: p.badges, challenges: p.challenges, settings: p.settings };
}

/** What a file carries of a game's statistics: what the code carries, without this device's last games or streak set aside. */
function exported(s: Stats): Omit<Stats, 'recent'> {
  const { recent: _recent, daily, ...rest } = s;
  const { aside: _aside, ...kept } = daily;
  return { ...rest, daily: kept };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads a progress file's JSON value; a date after `latest` (the player's tomorrow) is a damaged part. */
export function progressFromJson(input: unknown, latest: string): ReadProgress {
  const refuse = (refusal: ProgressRefusal): ReadProgress => ({ ok: false, refusal });
  const damaged = (part: 'stats' | 'badges' | 'challenges' | 'settings' | 'layout') => refuse({ kind: 'damaged', part });
  if (!isObject(input) || !(FILE_KEY in input)) return refuse({ kind: 'not-progress' });
  const version = input[FILE_KEY];
  if (version !== PROGRESS_VERSION) return refuse({ kind: 'version', version: typeof version === 'number' ? version : -1 });
  if (!isObject(input.stats) || !isObject(input.settings)) return damaged(isObject(input.stats) ? 'settings' : 'stats');
  const stats: Record<GameId, Stats> = {};
  for (const [game, raw] of Object.entries(input.stats)) {
    if (!GAME_IDS.includes(game) || !isObject(raw) || raw.recent !== undefined || (isObject(raw.daily) && raw.daily.aside !== undefined)) return damaged('stats');
    const parsed = parseStats(raw, latest);
    if (parsed.notice !== undefined) return damaged('stats');
    stats[game] = parsed.stats;
  }
  const badges = parseBadgeRecord(input.badges ?? null, latest);
  if (badges.damaged) return damaged('badges');
  const challenges = parseChallengeRecord(input.challenges ?? null, latest);
  if (challenges.damaged) return damaged('challenges');
  // As storage reads settings: a value a setting cannot take is damage, a setting of a later version is not (as in the code).
  if (settingsDamaged(input.settings)) return damaged('settings');
  const settings = parseSettings(input.settings);
  return { ok: true, progress: { stats, badges: badges.record, challenges: challenges.record, settings } };
}

/** Reads what a player pasted or opened on `latest`'s eve: a short code, or a progress file's text. */
export function readProgress(text: string, latest: string): ReadProgress {
  if (text.length > MAX_FILE_CHARS) return { ok: false, refusal: { kind: 'too-large' } };
  if (!text.trimStart().startsWith('{')) return decodeProgress(text, latest);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { kind: 'damaged', part: 'layout' } };
  }
  return progressFromJson(value, latest);
}
