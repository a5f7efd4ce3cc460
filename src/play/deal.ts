/**
 * What a table is started with, and what it reports at the end: plain data the scenes pass to one
 * another (Menu and Results start tables; the table starts Results), so no scene imports another.
 */
import { dailyDealNumber, todayIso } from '../engine/daily.ts';
import { type Deal, type GameId, type Session, dealToJson } from '../engine/index.ts';
import type { Goal } from '../engine/challenges/goals.ts';
import type { Level } from '../engine/winnable/level.ts';
import { T } from '../text/index.ts';
import { gameName } from '../text/games.ts';

/** A result to beat, carried by a link a friend shared (play/share.ts): a win in `moves` moves and `seconds` seconds. */
export interface Beat {
  readonly moves: number;
  readonly seconds: number;
}

/** A daily challenge played on the table: its day, its place in the day (0-based) and its goal. */
export interface ChallengeOnTable {
  readonly date: string;
  readonly slot: number;
  readonly goal: Goal;
}

export interface TableData {
  readonly game: GameId;
  /** A numbered deal; a random number when neither this nor `deal` nor `session` is given. */
  readonly number?: number;
  /** An unnumbered deal (a deal file, "replay this deal"). */
  readonly deal?: Deal;
  /** `deal` is winnable deal N of the game, built to be won (src/engine/winnable/): the title says so. */
  readonly winnable?: number;
  /** A game to resume. */
  readonly session?: Session;
  /** The clock of a resumed game, in seconds. */
  readonly seconds?: number;
  /** The day (YYYY-MM-DD) when this is that day's daily deal. */
  readonly daily?: string | null;
  /** A resumed game was restarted after moves were played (saves.ts, `PlayMeta`). */
  readonly restarted?: boolean;
  /** A resumed game's id, and the save it resumes from (`PlayMeta`). */
  readonly playId?: string;
  readonly revision?: number;
  /** Show the deal's winning line from its start as soon as it is dealt; its result is counted already (a lost game's Results). */
  readonly watch?: boolean;
  /** The result to beat on this deal, from a shared link. */
  readonly beat?: Beat;
  /** The deal is a daily challenge: its day, its place in the day and its goal. */
  readonly challenge?: ChallengeOnTable;
  /** A winnable deal of this level of difficulty, found for a new deal. */
  readonly level?: Level;
  /** Show the game's first-deal guide from its first step once the cards are on the table (the menu's Rules, "Show me how"). */
  readonly guide?: boolean;
}

/**
 * The menu's Rules, "Show me how": the game's guide on its table, on the game saved where there is
 * one (nothing is given up to learn), else on a new deal.
 */
export function guidedTable(game: GameId, saved: SavedTable | null): TableData {
  return saved ? { game, ...saved, guide: true } : { game, guide: true };
}

/** The deal found for a table that waited for one, asked to show the guide as that table was. */
export function foundFor(asked: TableData, found: TableData): TableData {
  return asked.guide === true ? { ...found, guide: true } : found;
}

/** Today's daily deal of `game`. */
export function dailyDeal(game: GameId, now = new Date()): TableData {
  const daily = todayIso(now);
  return { game, number: dailyDealNumber(game, daily), daily };
}

/** Random deal numbers for "new deal": any of the first million, like most solitaire programs. */
export function randomDealNumber(): number {
  return 1 + Math.floor(Math.random() * 1_000_000);
}

/**
 * A new id for one game played, kept beside its save, by which its end is counted once however
 * many tabs see it (engine/progress/counted.ts): 16 letters and digits, from the platform's
 * cryptographic random numbers where it has them.
 */
export function newPlayId(): string {
  const digits = '0123456789abcdefghijklmnopqrstuvwxyz';
  const bytes = new Uint8Array(16);
  const random = (globalThis as { crypto?: Pick<Crypto, 'getRandomValues'> }).crypto;
  if (random) random.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => digits[b % digits.length]).join('');
}

/** The end of a game, as the Results screen shows it. */
export interface ResultsData {
  readonly game: GameId;
  readonly number: number | null;
  readonly deal: Deal;
  readonly won: boolean;
  readonly seconds: number;
  readonly moves: number;
  /** The day, when this was a daily deal. */
  readonly daily?: string | null;
  /** Winnable deal N, when the deal was that built deal (TableData's `winnable`). */
  readonly winnable?: number | null;
  /** The computer played the winning line (a line watched): not the player's win. */
  readonly byComputer?: boolean;
  /** Lost by rule and not counted yet: the player may undo out of it from the Results. */
  readonly undoable?: boolean;
  /** The result to beat the table was dealt with (TableData's `beat`). */
  readonly beat?: Beat | null;
  /** The level of difficulty the deal was found at (TableData's `level`). */
  readonly level?: Level | null;
}

/** The replay of a finished game: the same number (and day), or the same unnumbered deal, with the same result to beat. */
export function replayOf(d: ResultsData): TableData {
  const beat = { ...(d.beat ? { beat: d.beat } : {}), ...(d.level ? { level: d.level } : {}) };
  if (d.number !== null) return { game: d.game, number: d.number, daily: d.daily ?? null, ...beat };
  return d.winnable == null ? { game: d.game, deal: d.deal, ...beat } : { game: d.game, deal: d.deal, winnable: d.winnable, ...beat };
}

/** A saved game in progress, as the platform keeps it: its session and what is kept beside it. */
export interface SavedTable {
  readonly session: Session;
  readonly seconds: number;
  readonly daily: string | null;
  readonly restarted: boolean;
  readonly challenge?: ChallengeOnTable;
  readonly playId: string;
  readonly revision: number;
  readonly beat?: Beat;
}

/** What a link naming a game opens: a table, or a question first (give up the saved game for the linked deal?). */
export type LinkedTable = { readonly kind: 'open'; readonly data: TableData } | { readonly kind: 'ask'; readonly giveUp: TableData; readonly keep: TableData };

/**
 * A link naming a game (a reload, a restored tab, a portal's link, a friend's), and a deal or none:
 * the game of it saved in progress goes on where it was when the link names no deal or the deal
 * saved (with the link's result to beat); a link to another deal asks first, as giving the saved
 * game up counts it as lost.
 */
export function linkedTable(link: TableData, saved: SavedTable | null): LinkedTable {
  if (!saved || (saved.session.position === 0 && !saved.restarted)) return { kind: 'open', data: link };
  const keep: TableData = { game: link.game, ...saved };
  if (link.number === undefined && link.deal === undefined) return { kind: 'open', data: keep };
  if (sameDeal(link, saved.session)) return { kind: 'open', data: link.beat ? { ...keep, beat: link.beat } : keep };
  return { kind: 'ask', giveUp: link, keep };
}

/** Whether the link names the deal of `session`: its number, or the same unnumbered deal. */
function sameDeal(link: TableData, session: Session): boolean {
  if (link.number !== undefined) return session.number === link.number;
  return session.number === null && link.deal !== undefined && JSON.stringify(dealToJson(link.deal)) === JSON.stringify(dealToJson(session.deal));
}

/** What a table is called: the game with its challenge, its winnable or level deal, its daily date or its number. */
export function tableTitle(game: GameId, o: { readonly challenge: ChallengeOnTable | null; readonly winnable: number | null; readonly daily: string | null; readonly number: number | null; readonly level: Level | null }): string {
  const name = gameName(game);
  if (o.challenge) return T.challengeTitle(name, o.challenge.slot + 1);
  // A deal of a level is named by its level whether it is numbered or built (Waxing Moon's are built).
  const n = o.number ?? o.winnable;
  if (o.level !== null && n !== null) return T.levelTitle(name, T.levels[o.level], n);
  if (o.winnable !== null) return T.winnableTitle(name, o.winnable);
  return T.tableTitle(name, o.daily, o.number);
}
