/**
 * The one owner of every record the game keeps in storage: the settings, each game's statistics,
 * the badges earned, the challenges met, the games whose first-deal guide was shown, and each
 * game's save. Storage is the truth, never a copy
 * read earlier: every write reads what storage holds at that moment and merges into it (a change
 * of settings is a patch on the settings stored now, badges and stars are a union, a game's result
 * is added once by the game's id, a save is written only over the revision its table holds), and a
 * small record is read from storage each time it is asked for. Another tab's write (a `storage`
 * event) is read at once and told to whoever listens (the menu, an open panel, the table, the
 * sound, the words). Two records are kept in memory, following those writes: the settings (read at
 * every frame of an animation) and each game's save (loading one replays every action). What holds
 * for this visit only (a link's language, speed or auto-play, the test hook's) is kept here too, over
 * the settings, and never stored.
 */
import { type AutoPlayMode, AUTO_PLAY_MODES } from '../engine/autoplay.ts';
import { type ChallengeRecord, metUpTo, parseChallengeRecord } from '../engine/challenges/record.ts';
import { latestDate, todayIso } from '../engine/daily.ts';
import { GAME_IDS, type GameId, type Session, isGameId } from '../engine/index.ts';
import { type BadgeRecord, parseBadgeRecord } from '../engine/progress/badges.ts';
import type { Progress } from '../engine/progress/codec.ts';
import { type CountedStats, countOnce, parseCounted, storedStats } from '../engine/progress/counted.ts';
import { mergeBadges, mergeChallenges, mergeProgress } from '../engine/progress/merge.ts';
import { type Language, type Settings, parseSettings, settingsDamaged } from '../engine/settings.ts';
import { type Stats, emptyStats, parseStats, recordLoss, recordWin } from '../engine/stats.ts';
import { Feed } from '../play/feed.ts';
import type { RecordChange, RecordPorts } from '../play/playerRecords.ts';
import type { GameResult, PlayMeta, TablePorts } from '../play/tablePorts.ts';
import type { RewardPorts } from '../play/rewards.ts';
import type { SavedTable } from '../play/deal.ts';
import type { Speed } from './params.ts';
import { type GameStorage, STORAGE_KEYS, STORAGE_PREFIX, type StorageLike, type StorageNotice, clearGame, createStorage, loadGame, saveStamp, storeGame } from './storage.ts';

/**
 * What the player is to be told of their records, by kind: storage's (storage.ts), or the badges'
 * or the challenge stars' record read in part. The words are the catalogue's (`notices`), said
 * where the notice is shown, in the language then in force.
 */
export type RecordNotice = StorageNotice | 'badges-damaged' | 'challenges-damaged';

/** The badges' and the challenges' keys (beside STORAGE_KEYS'). */
export const PROGRESS_KEYS = { badges: 'badges', challenges: 'challenges' } as const;
/** The games whose first-deal guide the player has been shown: a list of game ids. */
export const GUIDES_KEY = 'guides';
type ProgressKey = (typeof PROGRESS_KEYS)[keyof typeof PROGRESS_KEYS];

/** What holds for this visit only, over the player's settings: a link's or a test's choice. */
export interface VisitOverrides {
  /** Auto-play (a link's `?autoplay=`, a test's): dropped when the player changes the setting here. */
  autoPlay: AutoPlayMode | null;
  /** The animation speed (a link's `?speed=`, a test's): it holds whatever the setting says. */
  speed: Speed | null;
  /** The language (a link's `?lang=`): dropped when the player picks a language here. */
  language: Language | null;
}

export interface RecordsOptions {
  /** The storage the records live in (localStorage, a portal's, a test's); undefined: the page's localStorage. */
  readonly backend?: StorageLike | null;
  /** Hears other tabs' writes: `heard` gets each key written (null: storage cleared); returns the unsubscribe. */
  readonly otherTabs?: (heard: (key: string | null) => void) => () => void;
  /** Tells the player something about their records (a damaged one read and repaired, storage lost): one or more notices, said together. */
  readonly notify?: (notices: readonly RecordNotice[]) => void;
  readonly visit?: Partial<VisitOverrides>;
}

/** A game in progress as stored: its session, its clock and the rest of what is kept beside it. */
export type SavedGame = SavedTable;

/** The settings of `next` that differ from `now`: one an import leaves as it was keeps this visit's override. */
function changedSettings(now: Settings, next: Settings): Partial<Settings> {
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => now[k as keyof Settings] !== v));
}

const sameSettings = (a: Settings, b: Settings): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What a key of storage (without the prefix) records, or null for a key no record here owns. */
function recordOf(key: string): Pick<RecordChange, 'record' | 'game'> | null {
  if (key === STORAGE_KEYS.settings) return { record: 'settings', game: null };
  if (key === PROGRESS_KEYS.badges || key === PROGRESS_KEYS.challenges) return { record: key, game: null };
  if (key === GUIDES_KEY) return { record: 'guides', game: null };
  const [kind, game] = key.split(':');
  if (!isGameId(game)) return null;
  if (kind === 'stats') return { record: 'stats', game };
  return kind === 'save' || kind === 'play' ? { record: 'save', game } : null;
}

export class Records implements TablePorts, RewardPorts, RecordPorts {
  readonly storage: GameStorage;
  private readonly feed = new Feed<RecordChange>();
  private readonly settingsFeed = new Feed<{ readonly now: Settings; readonly before: Settings }>();
  private readonly saveFeeds = new Map<GameId, Feed<SavedGame | null>>();
  private settingsNow: Settings | null = null;
  private readonly saves = new Map<GameId, SavedGame | null>();
  private readonly visit: VisitOverrides;
  private readonly notify: (notices: readonly RecordNotice[]) => void;
  private readonly unhear: () => void;

  constructor(options: RecordsOptions = {}) {
    this.storage = createStorage(options.backend);
    this.notify = options.notify ?? (() => undefined);
    this.storage.onUnavailable((notice) => { this.notify([notice]); });
    this.visit = { autoPlay: null, speed: null, language: null, ...options.visit };
    this.unhear = options.otherTabs?.((key) => { this.heard(key); }) ?? (() => undefined);
  }

  /** Stops hearing other tabs (a test's store, done with). */
  close(): void {
    this.unhear();
  }

  /** Hears every record that changes, here or in another tab (`elsewhere`); returns the unsubscribe. */
  on(listener: (change: RecordChange) => void): () => void {
    return this.feed.on(listener);
  }

  // ---- other tabs ----

  /** Another tab wrote `key` (with the prefix; null: it cleared storage): read what it wrote, and tell it. */
  private heard(key: string | null): void {
    if (key !== null && !key.startsWith(STORAGE_PREFIX)) return;
    const changed = key === null
      ? [{ record: 'settings', game: null }, { record: 'badges', game: null }, { record: 'challenges', game: null }, { record: 'guides', game: null }, ...GAME_IDS.flatMap((game) => [{ record: 'stats', game }, { record: 'save', game }] as const)] as const
      : [recordOf(key.slice(STORAGE_PREFIX.length))].flatMap((c) => (c ? [c] : []));
    for (const c of changed) {
      if (c.record === 'settings') this.settingsHeard();
      if (c.record === 'save' && c.game !== null) this.saveHeard(c.game);
      this.feed.emit({ ...c, elsewhere: true });
    }
  }

  // ---- settings ----

  /** The player's settings as stored (read once, then kept in step with every write, here or in another tab). */
  settings(): Settings {
    if (!this.settingsNow) this.settingsNow = this.readSettings();
    return this.settingsNow;
  }

  /** Reads the stored settings; damaged ones are repaired in storage, and the player told once. */
  private readSettings(): Settings {
    const stored = this.storage.get(STORAGE_KEYS.settings);
    const settings = parseSettings(stored);
    if (settingsDamaged(stored)) {
      this.storage.set(STORAGE_KEYS.settings, settings);
      this.notify(['settings-reset']);
    }
    return settings;
  }

  private settingsHeard(): void {
    const before = this.settings();
    const now = parseSettings(this.storage.get(STORAGE_KEYS.settings));
    this.settingsNow = now;
    if (!sameSettings(now, before)) this.settingsFeed.emit({ now, before });
  }

  /**
   * Changes the settings in `patch`, on the settings stored now: a setting another tab changed is
   * kept. A visit's auto-play or language gives way to the player's choice of it.
   */
  changeSettings(patch: Partial<Settings>): Settings {
    const before = this.settings();
    const next = parseSettings({ ...parseSettings(this.storage.get(STORAGE_KEYS.settings)), ...patch });
    this.storage.set(STORAGE_KEYS.settings, next);
    this.settingsNow = next;
    if (patch.autoPlay !== undefined) this.visit.autoPlay = null;
    if (patch.language !== undefined) this.visit.language = null;
    this.settingsFeed.emit({ now: next, before });
    this.feed.emit({ record: 'settings', game: null, elsewhere: false });
    return next;
  }

  /** Hears each change of the settings (here, or in another tab), with those before; returns the unsubscribe. */
  onSettings(listener: (now: Settings, before: Settings) => void): () => void {
    return this.settingsFeed.on((c) => { listener(c.now, c.before); });
  }

  /** The auto-play mode in force: this visit's, else the setting. */
  autoPlayMode(): AutoPlayMode {
    return this.visit.autoPlay ?? this.settings().autoPlay;
  }

  /** Auto-play for this visit only (null: the setting's again). */
  overrideAutoPlay(mode: AutoPlayMode | null): void {
    this.visit.autoPlay = mode !== null && AUTO_PLAY_MODES.includes(mode) ? mode : null;
  }

  /** The animation speed this visit asks for over the setting, or null. */
  visitSpeed(): Speed | null {
    return this.visit.speed;
  }

  setVisitSpeed(speed: Speed | null): void {
    this.visit.speed = speed;
  }

  /** The language a link asks for this visit, until the player picks one here; null: the setting's. */
  visitLanguage(): Language | null {
    return this.visit.language;
  }

  // ---- statistics ----

  stats(game: GameId): Stats {
    return this.readStats(game).stats;
  }

  allStats(): Record<GameId, Stats> {
    return Object.fromEntries(GAME_IDS.map((g) => [g, this.stats(g)]));
  }

  /** A game's statistics with the ids of its games counted; a damaged record is repaired in storage, with a notice. */
  private readStats(game: GameId): CountedStats {
    const raw = this.storage.get(STORAGE_KEYS.stats(game));
    const parsed = parseStats(raw);
    const read = { stats: parsed.stats, counted: parseCounted(raw) };
    if (parsed.notice !== undefined) {
      this.storage.set(STORAGE_KEYS.stats(game), storedStats(read));
      this.notify([parsed.notice]);
    }
    return read;
  }

  private writeStats(game: GameId, record: CountedStats): void {
    this.storage.set(STORAGE_KEYS.stats(game), storedStats(record));
    this.feed.emit({ record: 'stats', game, elsewhere: false });
  }

  /**
   * A game's result, added to the statistics stored now, once: a game counted already (in another
   * tab) adds nothing. A daily deal dated after tomorrow (dealt under a clock since set back) counts
   * as an ordinary game: play writes no date an import would refuse (daily.ts, `latestDate`).
   */
  recordResult(game: GameId, result: GameResult): Stats {
    const now = this.readStats(game);
    const daily = result.daily !== null && result.daily <= latestDate(this.today()) ? { daily: result.daily } : {};
    const at = { timeMs: result.seconds * 1000, moves: result.moves, ...daily };
    const next = countOnce(now, result.playId, (s) => (result.won ? recordWin(s, at) : recordLoss(s, at)));
    if (next) this.writeStats(game, next);
    return (next ?? now).stats;
  }

  /**
   * The saved game of `game` is given up (a new deal replaces it): with at least one move played, or
   * played and restarted, it counts as played and lost, once. Then the save is cleared.
   */
  abandonSaved(game: GameId): void {
    const saved = this.readSave(game, true);
    if (saved && (saved.session.position > 0 || saved.restarted)) {
      this.recordResult(game, { playId: saved.playId, won: false, seconds: saved.seconds, moves: saved.session.position, daily: saved.daily });
    }
    this.clearSave(game);
  }

  /** A game's statistics set whole (the ids of the games counted kept). */
  replaceStats(game: GameId, stats: Stats): void {
    this.writeStats(game, { stats, counted: this.readStats(game).counted });
  }

  resetStats(game: GameId): void {
    this.replaceStats(game, emptyStats());
  }

  // ---- badges and challenges ----

  badges(): BadgeRecord {
    return this.readPart(PROGRESS_KEYS.badges, parseBadgeRecord);
  }

  /** Badges earned: added to those stored now (the earlier day where both hold one). */
  saveBadges(record: BadgeRecord): void {
    this.writePart(PROGRESS_KEYS.badges, mergeBadges(this.badges(), record));
  }

  challenges(): ChallengeRecord {
    return this.readPart(PROGRESS_KEYS.challenges, parseChallengeRecord);
  }

  /** Challenges met: added to those stored now, none of a day after tomorrow (as `recordResult`'s daily). */
  saveChallenges(record: ChallengeRecord): void {
    this.writePart(PROGRESS_KEYS.challenges, mergeChallenges(this.challenges(), metUpTo(record, latestDate(this.today()))));
  }

  /**
   * The badges or the challenges as stored. One damaged is read in part: what was read is stored
   * back (so the player is told once), and the player told.
   */
  private readPart<R>(key: ProgressKey, parse: (stored: unknown) => { readonly record: R; readonly damaged: boolean }): R {
    const r = parse(this.storage.get(key));
    if (r.damaged) {
      this.storage.set(key, r.record);
      this.notify([key === PROGRESS_KEYS.badges ? 'badges-damaged' : 'challenges-damaged']);
    }
    return r.record;
  }

  private writePart(key: ProgressKey, record: BadgeRecord | ChallengeRecord): void {
    this.storage.set(key, record);
    this.feed.emit({ record: key, game: null, elsewhere: false });
  }

  /** Today, YYYY-MM-DD, the player's local date (the day a badge is earned). */
  today(): string {
    return todayIso(new Date());
  }

  // ---- the first-deal guides ----

  /** The games whose guide the player has been shown, as stored now (anything else stored there is passed over). */
  guidesSeen(): ReadonlySet<GameId> {
    const stored = this.storage.get(GUIDES_KEY);
    return new Set(Array.isArray(stored) ? stored.filter(isGameId) : []);
  }

  guideSeen(game: GameId): boolean {
    return this.guidesSeen().has(game);
  }

  /** `game`'s guide was shown: added to the games stored now (another tab's stay). */
  markGuideSeen(game: GameId): void {
    const seen = this.guidesSeen();
    if (seen.has(game)) return;
    this.storage.set(GUIDES_KEY, [...seen, game]);
    this.feed.emit({ record: 'guides', game: null, elsewhere: false });
  }

  // ---- the progress as a whole ----

  /** Everything this device holds of the player's progress, as stored now. */
  localProgress(): Progress {
    const stats = Object.fromEntries(Object.entries(this.allStats()).filter(([, s]) => s.played > 0));
    return { stats, badges: this.badges(), challenges: this.challenges(), settings: this.settings() };
  }

  /** An imported progress merged into what storage holds now, neither side losing a win; what the device held before and holds after. */
  mergeProgress(imported: Progress): { readonly before: Progress; readonly after: Progress } {
    const before = this.localProgress();
    const after = mergeProgress(before, imported);
    for (const [game, stats] of Object.entries(after.stats)) if (isGameId(game)) this.replaceStats(game, stats);
    this.saveBadges(after.badges);
    this.saveChallenges(after.challenges);
    this.changeSettings(changedSettings(before.settings, after.settings));
    return { before, after };
  }

  // ---- saves ----

  /**
   * The saved game of `game`, or null (a save that cannot be loaded is dropped with a notice). Kept
   * once read, and read again once another tab writes it; `fresh`: read from storage now.
   */
  readSave(game: GameId, fresh = false): SavedGame | null {
    const kept = this.saves.get(game);
    if (kept !== undefined && !fresh) return kept;
    const r = loadGame(this.storage, game);
    if (r.notices !== undefined) this.notify(r.notices);
    const saved = r.session ? { session: r.session, playId: '', revision: 0, ...r.meta } : null;
    this.saves.set(game, saved);
    return saved;
  }

  /** Whether storage holds the revision of the game `base` is (nothing at all, for a game never saved). */
  private holds(game: GameId, base: PlayMeta): boolean {
    const stored = saveStamp(this.storage.get(STORAGE_KEYS.save(game)));
    return stored === null ? base.revision === 0 : stored.playId === base.playId && stored.revision === base.revision;
  }

  /**
   * Writes the game as revision `meta.revision + 1` when storage still holds revision
   * `meta.revision` of it. Otherwise another tab moved the game on (or ended it, or began another):
   * nothing is written, and the game's listeners hear the save as it stands, as if that tab's write
   * had just come.
   */
  writeSave(session: Session, meta: PlayMeta): void {
    const game = session.deal.game;
    if (!this.holds(game, meta)) {
      queueMicrotask(() => {
        this.saveHeard(game);
        this.feed.emit({ record: 'save', game, elsewhere: true });
      });
      return;
    }
    const next = { ...meta, seconds: Math.floor(meta.seconds), revision: meta.revision + 1 };
    storeGame(this.storage, session, next);
    this.saves.set(game, { session, ...next });
    this.feed.emit({ record: 'save', game, elsewhere: false });
  }

  /** Drops `game`'s save: with `playId`, only that game's (another tab's newer game stays). */
  clearSave(game: GameId, playId?: string): void {
    const stored = playId === undefined ? null : saveStamp(this.storage.get(STORAGE_KEYS.save(game)));
    if (stored !== null && stored.playId !== playId) return;
    clearGame(this.storage, game);
    this.saves.set(game, null);
    this.feed.emit({ record: 'save', game, elsewhere: false });
  }

  /** Hears the save of `game` as it stands whenever another tab writes or drops it (or holds a newer one); returns the unsubscribe. */
  onSaveElsewhere(game: GameId, listener: (saved: SavedGame | null) => void): () => void {
    let feed = this.saveFeeds.get(game);
    if (!feed) this.saveFeeds.set(game, (feed = new Feed()));
    return feed.on(listener);
  }

  private saveHeard(game: GameId): void {
    this.saves.delete(game);
    const feed = this.saveFeeds.get(game);
    if (feed) feed.emit(this.readSave(game));
  }
}
