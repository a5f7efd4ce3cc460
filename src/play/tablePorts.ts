/** What the table controller keeps, reports and asks of the platform and of its hint source (play/table.ts re-exports them). */
import type { AutoPlayMode } from '../engine/autoplay.ts';
import type { GameId, Move, Session, State } from '../engine/index.ts';
import type { Beat, ChallengeOnTable } from './deal.ts';

/**
 * The yes-or-no questions the table and its services ask the player: give up the game in progress
 * for another deal; deal a new game when no move helps; watch a winning line (`watchHidden`: one
 * that shows cards the player cannot see).
 */
export type Question = 'giveUp' | 'noHelp' | 'watchHidden' | 'watchPlain';

/** What is kept beside the session: the clock, the day of a daily deal, a restart after moves. */
export interface PlayMeta {
  readonly seconds: number;
  readonly daily: string | null;
  /** Moves were played and then given up by Restart: giving the deal up counts as a loss already. */
  readonly restarted: boolean;
  /** The deal is a daily challenge (its day, place and goal), so a resumed game goes on being one. */
  readonly challenge?: ChallengeOnTable;
  /** This game played's id: its end is counted once by it, whichever tab sees it end. */
  readonly playId: string;
  /**
   * How many times this game's save was written (0: never). A table writes over the save only as
   * the revision it last read or wrote: a higher one stored means another tab moved the game on.
   */
  readonly revision: number;
  /** A friend's result to beat the game was dealt with (a shared link), so a resumed game still shows it. */
  readonly beat?: Beat;
}

export interface GameResult {
  /** The game played's id (`PlayMeta`): a result already counted under it is not counted again. */
  readonly playId: string | null;
  readonly won: boolean;
  readonly seconds: number;
  readonly moves: number;
  readonly daily: string | null;
}

/** What the table needs of the platform (the page's records store, platform/records.ts, has all of it). */
export interface TablePorts {
  autoPlayMode(): AutoPlayMode;
  /**
   * Saves the game as revision `meta.revision + 1`, when storage still holds revision
   * `meta.revision` of it (or nothing, for revision 0). Otherwise another tab moved the game on or
   * ended it: nothing is written, and the table hears the save as it stands (`savedElsewhere`).
   */
  writeSave(session: Session, meta: PlayMeta): void;
  /** The game's save is dropped (its game is over): only the save of `playId`, when given, never another tab's newer game. */
  clearSave(game: GameId, playId?: string): void;
  /** A new deal replaces the game's saved one (given up after a move, it counts as a loss). */
  abandonSaved(game: GameId): void;
  recordResult(game: GameId, result: GameResult): void;
}

/** What a hint source answers: a move to suggest (null when no move helps), and its line of words when it has one. */
export interface HintAnswer {
  readonly move: Move | null;
  readonly words: string | null;
}
export type HintSource = (state: State, session: Session) => HintAnswer | Promise<HintAnswer>;

export interface HudFigures {
  readonly moves: number;
  readonly seconds: number;
  readonly home: number;
  readonly total: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly canFinish: boolean;
}
