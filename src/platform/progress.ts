/**
 * The player's progress beyond each game's statistics (the badges earned, the daily challenges
 * met), and all of it carried between devices as a code or a file: the page's records store and
 * its controller (saves.ts) answer each of these, so the table's rewards, the tests and the panels
 * read and write the one store.
 */
import type { ChallengeRecord } from '../engine/challenges/record.ts';
import type { GameId } from '../engine/index.ts';
import type { BadgeRecord } from '../engine/progress/badges.ts';
import type { Progress, ProgressRefusal } from '../engine/progress/codec.ts';
import type { Stats } from '../engine/stats.ts';
import type { ImportOutcome } from '../play/playerRecords.ts';
import type { RewardPorts } from '../play/rewards.ts';
import { pageRecords, playerRecords } from './saves.ts';

export type { ImportOutcome } from '../play/playerRecords.ts';

export const badgeRecord = (): BadgeRecord => pageRecords().badges();
/** Badges earned, added to those stored now. */
export const saveBadgeRecord = (record: BadgeRecord): void => { pageRecords().saveBadges(record); };
export const challengeRecord = (): ChallengeRecord => pageRecords().challenges();
/** Challenges met, added to those stored now. */
export const saveChallengeRecord = (record: ChallengeRecord): void => { pageRecords().saveChallenges(record); };
/** Every game's statistics as stored now. */
export const allStats = (): Record<GameId, Stats> => pageRecords().allStats();

/** Where the table's rewards (play/rewards.ts) read and keep what a game earns: the page's store, whichever it is. */
export const REWARD_PORTS: RewardPorts = {
  stats: (game) => pageRecords().stats(game),
  allStats,
  badges: badgeRecord,
  saveBadges: saveBadgeRecord,
  challenges: challengeRecord,
  saveChallenges: saveChallengeRecord,
  today: () => pageRecords().today(),
};

/** Everything this device holds of the player's progress. */
export const localProgress = (): Progress => pageRecords().localProgress();
export const exportCode = (): string => playerRecords().exportCode();
export const exportFile = (): string => playerRecords().exportFile();
export const checkProgress = (text: string): ProgressRefusal | null => playerRecords().checkImport(text);
export const importProgress = (text: string): ImportOutcome => playerRecords().importProgress(text);
