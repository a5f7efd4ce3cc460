/**
 * The player's progress beyond each game's statistics, kept in the page's one storage: the badges
 * earned and the daily challenges met; and all of it (statistics, badges, challenges, settings)
 * exported as a short code or a file's JSON, and imported, merged with what this device holds so
 * that neither side loses a win. A damaged record is read entry by entry and says so once; a
 * damaged code or file is refused whole, with the reason.
 */
import { type ChallengeRecord, parseChallengeRecord } from '../engine/challenges/record.ts';
import { todayIso } from '../engine/daily.ts';
import { GAME_IDS, type GameId } from '../engine/index.ts';
import { type BadgeRecord, parseBadgeRecord } from '../engine/progress/badges.ts';
import { type Progress, type ProgressRefusal, encodeProgress } from '../engine/progress/codec.ts';
import { progressToJson, readProgress } from '../engine/progress/file.ts';
import { type ProgressGains, mergeProgress, progressGains } from '../engine/progress/merge.ts';
import type { Settings } from '../engine/settings.ts';
import type { Stats } from '../engine/stats.ts';
import type { RewardPorts } from '../play/rewards.ts';
import { T } from '../text/index.ts';
import { appStorage, changeSettings, replaceStats, settings, statsOf, storageNotice } from './saves.ts';

const KEYS = { badges: 'badges', challenges: 'challenges' } as const;

/** Each record read once a visit, the first time it is asked for: a damaged one is told once. */
let badgesNow: BadgeRecord | null = null;
let challengesNow: ChallengeRecord | null = null;

export function badgeRecord(): BadgeRecord {
  if (!badgesNow) {
    const r = parseBadgeRecord(appStorage().get(KEYS.badges));
    if (r.damaged) storageNotice(T.partDamaged(T.progressParts.badges));
    badgesNow = r.record;
  }
  return badgesNow;
}

export function saveBadgeRecord(record: BadgeRecord): void {
  badgesNow = record;
  appStorage().set(KEYS.badges, record);
}

export function challengeRecord(): ChallengeRecord {
  if (!challengesNow) {
    const r = parseChallengeRecord(appStorage().get(KEYS.challenges));
    if (r.damaged) storageNotice(T.partDamaged(T.progressParts.challenges));
    challengesNow = r.record;
  }
  return challengesNow;
}

export function saveChallengeRecord(record: ChallengeRecord): void {
  challengesNow = record;
  appStorage().set(KEYS.challenges, record);
}

/** Every game's statistics as stored now. */
export function allStats(): Record<GameId, Stats> {
  return Object.fromEntries(GAME_IDS.map((g) => [g, statsOf(g)]));
}

/** Where the table's rewards (play/rewards.ts) read and keep what a game earns. */
export const REWARD_PORTS: RewardPorts = {
  stats: statsOf,
  allStats,
  badges: badgeRecord,
  saveBadges: saveBadgeRecord,
  challenges: challengeRecord,
  saveChallenges: saveChallengeRecord,
  today: () => todayIso(new Date()),
};

/** Everything this device holds of the player's progress. */
export function localProgress(): Progress {
  const stats = Object.fromEntries(Object.entries(allStats()).filter(([, s]) => s.played > 0));
  return { stats, badges: badgeRecord(), challenges: challengeRecord(), settings: settings() };
}

/** The progress as a short code, to copy to another device. */
export function exportCode(): string {
  return encodeProgress(localProgress());
}

/** The progress as a file's text (JSON). */
export function exportFile(): string {
  return `${JSON.stringify(progressToJson(localProgress()), null, 1)}\n`;
}

/** Why a code or a file's text would be refused, or null when it reads (nothing changes). */
export function checkProgress(text: string): ProgressRefusal | null {
  const read = readProgress(text);
  return read.ok ? null : read.refusal;
}

/**
 * The settings of `next` that differ from `now`: one the import leaves as it was keeps what this
 * visit holds for it (auto-play a link or a test chose).
 */
function changedSettings(now: Settings, next: Settings): Partial<Settings> {
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => now[k as keyof Settings] !== v));
}

export type ImportOutcome = { readonly ok: true; readonly gains: ProgressGains } | { readonly ok: false; readonly refusal: ProgressRefusal };

/**
 * Reads a code or a file's text and merges it into this device's progress: what it added, or why
 * it was refused (and nothing changed).
 */
export function importProgress(text: string): ImportOutcome {
  const read = readProgress(text);
  if (!read.ok) return read;
  const before = localProgress();
  const merged = mergeProgress(before, read.progress);
  for (const [game, stats] of Object.entries(merged.stats)) replaceStats(game, stats);
  saveBadgeRecord(merged.badges);
  saveChallengeRecord(merged.challenges);
  changeSettings(changedSettings(before.settings, merged.settings));
  return { ok: true, gains: progressGains(before, merged) };
}

/** Forgets the records read (the storage behind them changed: a portal's, another tab's). */
export function forgetProgressRecords(): void {
  badgesNow = null;
  challengesNow = null;
}
