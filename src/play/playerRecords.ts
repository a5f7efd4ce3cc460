/**
 * The menu's and the panels' side of the player's records, without Phaser and without storage: the
 * settings and their changes, each game's statistics and their reset, the badges and the challenges
 * met (the trophies, the calendar, the menu's rows), the saved game Continue resumes, and the
 * progress carried between devices (a code or a file out; one in, merged with what this device
 * holds, and what it added). The page's one records store (platform/records.ts) is behind its
 * ports, so a change another tab makes reaches whoever listens here, and the menu and an open
 * panel draw it at once.
 */
import { type ChallengeRecord, metIn } from '../engine/challenges/record.ts';
import { latestDate } from '../engine/daily.ts';
import type { GameId } from '../engine/index.ts';
import { type BadgeDef, type BadgeRecord, badgesOfGame } from '../engine/progress/badges.ts';
import { type Progress, type ProgressRefusal, encodeProgress } from '../engine/progress/codec.ts';
import { progressToJson, readProgress } from '../engine/progress/file.ts';
import { type ProgressGains, progressGains } from '../engine/progress/merge.ts';
import type { Settings } from '../engine/settings.ts';
import type { Stats } from '../engine/stats.ts';
import type { SavedTable } from './deal.ts';

export type RecordName = 'settings' | 'stats' | 'badges' | 'challenges' | 'guides' | 'save';

/** A record that changed: which one (a game's, for statistics and saves), and whether another tab changed it. */
export interface RecordChange {
  readonly record: RecordName;
  readonly game: GameId | null;
  readonly elsewhere: boolean;
}

/** What the menu and the panels ask of the records store (platform/records.ts has all of it). */
export interface RecordPorts {
  settings(): Settings;
  /** A patch on the settings stored now. */
  changeSettings(patch: Partial<Settings>): Settings;
  stats(game: GameId): Stats;
  resetStats(game: GameId): void;
  badges(): BadgeRecord;
  challenges(): ChallengeRecord;
  /** The game's save (`fresh`: as storage holds it this moment, not as last read). */
  readSave(game: GameId, fresh?: boolean): SavedTable | null;
  localProgress(): Progress;
  /** An imported progress merged into what storage holds now: the device's progress before and after. */
  mergeProgress(imported: Progress): { readonly before: Progress; readonly after: Progress };
  on(listener: (change: RecordChange) => void): () => void;
  /** Today, YYYY-MM-DD, the player's local date. */
  today(): string;
}

export type ImportOutcome = { readonly ok: true; readonly gains: ProgressGains } | { readonly ok: false; readonly refusal: ProgressRefusal };

export class PlayerRecords {
  constructor(private readonly ports: RecordPorts) {}

  /** Hears every record that changes; `elsewhere`: another tab changed it. Returns the unsubscribe. */
  on(listener: (change: RecordChange) => void): () => void {
    return this.ports.on(listener);
  }

  settings(): Settings {
    return this.ports.settings();
  }

  /** The player changes settings: only these, on the settings as stored now. */
  change(patch: Partial<Settings>): void {
    this.ports.changeSettings(patch);
  }

  stats(game: GameId): Stats {
    return this.ports.stats(game);
  }

  /** The game's statistics back to none (the player confirmed it). */
  resetStats(game: GameId): void {
    this.ports.resetStats(game);
  }

  /** The badges earned, each with the day it was first earned. */
  badges(): BadgeRecord {
    return this.ports.badges();
  }

  /** The badges `game`'s row shows: those its statistics earned. */
  badgesOf(game: GameId): readonly BadgeDef[] {
    return badgesOfGame(this.ports.badges(), game, this.ports.stats(game));
  }

  /** The challenges met, day by day (the calendar, the menu's tile). */
  challenges(): ChallengeRecord {
    return this.ports.challenges();
  }

  /** Challenges met this month (the month's medals). */
  metThisMonth(): number {
    return metIn(this.ports.challenges(), this.ports.today().slice(0, 7));
  }

  /** Whether `game` has a saved game to continue (as last read; another tab's change is told through `on`). */
  hasSave(game: GameId): boolean {
    return this.ports.readSave(game) !== null;
  }

  /** The saved game of `game` as storage holds it this moment: what Continue resumes, never an earlier copy. */
  savedNow(game: GameId): SavedTable | null {
    return this.ports.readSave(game, true);
  }

  /** The progress as a short code, to copy to another device. */
  exportCode(): string {
    return encodeProgress(this.ports.localProgress());
  }

  /** The progress as a file's text (JSON). */
  exportFile(): string {
    return `${JSON.stringify(progressToJson(this.ports.localProgress()), null, 1)}\n`;
  }

  /** An import's dates go up to the player's tomorrow (daily.ts): a later one was written by a clock set wrong. */
  private readImport(text: string): ReturnType<typeof readProgress> {
    return readProgress(text, latestDate(this.ports.today()));
  }

  /** Why a code or a file's text would be refused, or null when it reads (nothing changes). */
  checkImport(text: string): ProgressRefusal | null {
    const read = this.readImport(text);
    return read.ok ? null : read.refusal;
  }

  /**
   * Reads a code or a file's text and merges it into the progress stored now: what it added to it,
   * or why it was refused (and nothing changed).
   */
  importProgress(text: string): ImportOutcome {
    const read = this.readImport(text);
    if (!read.ok) return read;
    const { before, after } = this.ports.mergeProgress(read.progress);
    return { ok: true, gains: progressGains(before, after) };
  }
}
