/**
 * A player's progress (statistics, badges, challenges met, settings) as a short text code to copy
 * to another device, and as a file's JSON with the same content. The code is `SS.`, then whole
 * numbers written by numbers.ts, then a six-character checksum of them: a code damaged in any
 * character is refused with the reason, never half read. Each game's list of last games stays on
 * its device (the statistics panel's chart), so neither form carries it.
 *
 * The numbers, in order (a date is year * 372 + (month - 1) * 31 + day - 1; a list of dates in
 * order is written as the first and then the steps between): the version; the games with
 * statistics, each as its tag (below), played, won, current streak, best streak, best time in ms
 * + 1 and fewest moves + 1 (0: none), daily played, won, streak, best streak, last daily date + 1
 * (0: none); the badges, each as its tag and the step to its date; the days with challenges met,
 * each as the step to its date times 8 plus the mask of challenges met; the settings, each as the
 * place of its value among the values it may take (settings.ts). A game's or badge's tag is
 * fnv1a32 of its id, mod 32768, so a code never depends on the order of any list. New settings and
 * new values of a setting go at the end of their lists: codes made before still read.
 */
import { AUTO_PLAY_MODES } from '../autoplay.ts';
import { isIsoDate } from '../daily.ts';
import { GAME_IDS } from '../games/index.ts';
import { fnv1a32 } from '../random.ts';
import { ANIMATION_SPEEDS, CARD_BACKS, FACE_STYLES, FELT_THEMES, LANGUAGE_SETTINGS, type Settings, parseSettings } from '../settings.ts';
import { type Stats, parseStats } from '../stats.ts';
import type { GameId } from '../types.ts';
import { type ChallengeRecord, FULL_DAY, parseChallengeRecord } from '../challenges/record.ts';
import { type BadgeRecord, badgeDefs, parseBadgeRecord } from './badges.ts';
import { NumberReader, checksum, writeNumber } from './numbers.ts';

export interface Progress {
  /** Each game's statistics, for the games played; `recent` is always empty here. */
  readonly stats: Readonly<Record<GameId, Stats>>;
  readonly badges: BadgeRecord;
  readonly challenges: ChallengeRecord;
  readonly settings: Settings;
}

export type ProgressPart = 'stats' | 'badges' | 'challenges' | 'settings' | 'layout';

/** Why a code or file was refused, as data: the catalogues say it (`progressRefusal`). */
export type ProgressRefusal =
  | { readonly kind: 'empty' }
  /** Neither a code (it starts `SS.`) nor a progress file. */
  | { readonly kind: 'not-progress' }
  | { readonly kind: 'character'; readonly character: string }
  /** A character changed, lost or added: the checksum does not match. */
  | { readonly kind: 'checksum' }
  /** Longer than any honest progress (MAX_CODE_CHARS, MAX_FILE_CHARS): refused before it is read. */
  | { readonly kind: 'too-large' }
  | { readonly kind: 'version'; readonly version: number }
  | { readonly kind: 'damaged'; readonly part: ProgressPart };

export type ReadProgress = { readonly ok: true; readonly progress: Progress } | { readonly ok: false; readonly refusal: ProgressRefusal };

export const PROGRESS_VERSION = 1;
/**
 * The longest code read, and the longest file's text. The largest honest progress, every game
 * played MAX_GAMES times with the longest records, every badge and ten years of every challenge met,
 * is a code of about 4,100 characters and a file of about 76,000 (test/unit/progress/bounds.test.ts):
 * the limits are four and three and a half times that. Anything longer is refused before a character is read,
 * so no pasted text can hold the page or fill the storage.
 */
export const MAX_CODE_CHARS = 16 * 1024;
export const MAX_FILE_CHARS = 256 * 1024;
const PREFIX = 'SS.';
const SUM = 6;

const BOOLEANS = [false, true] as const;
/** Each setting's values, in the order the code numbers them (append only). */
const SETTING_VALUES: { readonly [K in keyof Settings]: readonly Settings[K][] } = {
  soundOn: BOOLEANS,
  animationSpeed: ANIMATION_SPEEDS,
  fourColour: BOOLEANS,
  cardBack: CARD_BACKS,
  faceStyle: FACE_STYLES,
  felt: FELT_THEMES,
  leftHanded: BOOLEANS,
  autoPlay: AUTO_PLAY_MODES,
  showTimer: BOOLEANS,
  winnableOnly: BOOLEANS,
  stillWinnable: BOOLEANS,
  language: LANGUAGE_SETTINGS,
};
const SETTING_KEYS = Object.keys(SETTING_VALUES) as (keyof Settings)[];

const tag = (id: string): number => fnv1a32(id) % 32768;

export function dateIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return y! * 372 + (m! - 1) * 31 + d! - 1;
}

export function dateOf(index: number): string | null {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const date = `${pad(Math.floor(index / 372), 4)}-${pad(Math.floor((index % 372) / 31) + 1, 2)}-${pad((index % 31) + 1, 2)}`;
  return isIsoDate(date) ? date : null;
}

const opt = (n: number | null): number => (n === null ? 0 : n + 1);

/** `dates` in order, as the first and the steps between, each combined with its value by `pack`. */
function writeDated(out: string[], entries: [string, number][], pack: (step: number, value: number) => number[]): void {
  writeNumber(out, entries.length);
  let last = 0;
  for (const [date, value] of entries.sort((a, b) => dateIndex(a[0]) - dateIndex(b[0]) || a[1] - b[1])) {
    for (const n of pack(dateIndex(date) - last, value)) writeNumber(out, n);
    last = dateIndex(date);
  }
}

/** The short code of `p`. */
export function encodeProgress(p: Progress): string {
  const out: string[] = [];
  writeNumber(out, PROGRESS_VERSION);
  const games = Object.keys(p.stats).sort();
  writeNumber(out, games.length);
  for (const game of games) {
    const s = p.stats[game]!;
    const d = s.daily;
    const day = d.lastDate === null ? null : dateIndex(d.lastDate);
    for (const n of [tag(game), s.played, s.won, s.currentStreak, s.bestStreak, opt(s.bestTimeMs), opt(s.fewestMoves), d.played, d.won, d.streak, d.bestStreak, opt(day)]) writeNumber(out, n);
  }
  writeDated(out, Object.entries(p.badges.earned).map(([id, date]) => [date, tag(id)]), (step, t) => [t, step]);
  writeDated(out, Object.entries(p.challenges.days).map(([date, mask]) => [date, mask]), (step, mask) => [step * (FULL_DAY + 1) + mask]);
  writeNumber(out, SETTING_KEYS.length);
  for (const key of SETTING_KEYS) writeNumber(out, (SETTING_VALUES[key] as readonly unknown[]).indexOf(p.settings[key]));
  const body = out.join('');
  return PREFIX + body + checksum(body);
}

class Damaged extends Error {
  constructor(readonly part: ProgressPart) {
    super(`damaged ${part}`);
  }
}

/** The next number, or the part it belongs to is damaged. */
const need = (r: NumberReader, part: ProgressPart): number => {
  const n = r.next();
  if (n === null) throw new Damaged(part);
  return n;
};

function readStats(r: NumberReader, latest: string): Record<GameId, Stats> {
  const byTag = new Map(GAME_IDS.map((g) => [tag(g), g]));
  const stats: Record<GameId, Stats> = {};
  const count = need(r, 'layout');
  for (let i = 0; i < count; i++) {
    const [t, played, won, currentStreak, bestStreak, time, moves, dp, dw, ds, db, day] = Array.from({ length: 12 }, () => need(r, 'stats'));
    const game = byTag.get(t!);
    const lastDate = day === 0 ? null : dateOf(day! - 1);
    if (game === undefined || stats[game] !== undefined || (day !== 0 && lastDate === null)) throw new Damaged('stats');
    const daily = { played: dp, won: dw, streak: ds, bestStreak: db, lastDate };
    const raw = { version: 1, played, won, currentStreak, bestStreak, bestTimeMs: time === 0 ? null : time! - 1, fewestMoves: moves === 0 ? null : moves! - 1, daily };
    const parsed = parseStats(raw, latest);
    if (parsed.notice !== undefined) throw new Damaged('stats');
    stats[game] = parsed.stats;
  }
  return stats;
}

/** Reads a list written by `writeDated`: its dates and values, by `unpack`. */
function readDated(r: NumberReader, part: ProgressPart, width: number, unpack: (n: number[]) => [step: number, value: number]): [string, number][] {
  const out: [string, number][] = [];
  let last = 0;
  const count = need(r, part);
  for (let i = 0; i < count; i++) {
    const [step, value] = unpack(Array.from({ length: width }, () => need(r, part)));
    last += step;
    const date = dateOf(last);
    if (date === null) throw new Damaged(part);
    out.push([date, value]);
  }
  return out;
}

function readBadges(r: NumberReader, latest: string): BadgeRecord {
  const byTag = new Map(badgeDefs().map((b) => [tag(b.id), b.id]));
  const earned = readDated(r, 'badges', 2, ([t, step]) => [step!, t!]).map(([date, t]): [string, string] => [byTag.get(t) ?? '', date]);
  const parsed = parseBadgeRecord({ version: 1, earned: Object.fromEntries(earned) }, latest);
  if (parsed.damaged || Object.keys(parsed.record.earned).length !== earned.length) throw new Damaged('badges');
  return parsed.record;
}

function readChallenges(r: NumberReader, latest: string): ChallengeRecord {
  const days = readDated(r, 'challenges', 1, ([n]) => [Math.floor(n! / (FULL_DAY + 1)), n! % (FULL_DAY + 1)]);
  const parsed = parseChallengeRecord({ version: 1, days: Object.fromEntries(days) }, latest);
  if (parsed.damaged || Object.keys(parsed.record.days).length !== days.length) throw new Damaged('challenges');
  return parsed.record;
}

function readSettings(r: NumberReader): Settings {
  const count = need(r, 'settings');
  const raw: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const at = need(r, 'settings');
    const key = SETTING_KEYS[i];
    // A setting added after this game was made: this game cannot read it, and skips it.
    if (key === undefined) continue;
    const values: readonly unknown[] = SETTING_VALUES[key];
    if (at >= values.length) throw new Damaged('settings');
    raw[key] = values[at];
  }
  return parseSettings(raw);
}

/**
 * Reads a short code back; whitespace (a code wrapped or pasted with spaces) is ignored. A date
 * after `latest` (daily.ts, `latestDate`: the player's tomorrow) is a damaged part.
 */
export function decodeProgress(text: string, latest: string): ReadProgress {
  const refuse = (refusal: ProgressRefusal): ReadProgress => ({ ok: false, refusal });
  if (text.length > MAX_CODE_CHARS) return refuse({ kind: 'too-large' });
  const code = text.replace(/\s+/g, '');
  if (code === '') return refuse({ kind: 'empty' });
  if (!code.startsWith(PREFIX)) return refuse({ kind: 'not-progress' });
  const rest = code.slice(PREFIX.length);
  const bad = /[^A-Za-z0-9_-]/u.exec(rest)?.[0];
  if (bad !== undefined) return refuse({ kind: 'character', character: bad });
  const body = rest.slice(0, -SUM);
  if (rest.length <= SUM || checksum(body) !== rest.slice(-SUM)) return refuse({ kind: 'checksum' });
  const r = new NumberReader(body);
  const version = r.next();
  if (version !== PROGRESS_VERSION) return refuse({ kind: 'version', version: version ?? -1 });
  try {
    const progress: Progress = { stats: readStats(r, latest), badges: readBadges(r, latest), challenges: readChallenges(r, latest), settings: readSettings(r) };
    return r.done ? { ok: true, progress } : refuse({ kind: 'damaged', part: 'layout' });
  } catch (e) {
    if (e instanceof Damaged) return refuse({ kind: 'damaged', part: e.part });
    throw e;
  }
}
