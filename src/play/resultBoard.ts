/**
 * The board part of a won game's Results, without Phaser and without the DOM: whether the result
 * may go on a board (a daily deal, or a challenge whose goal was met, with a score server named),
 * the name it goes under, the post and what came of it (ranked, waiting to be sent, refused with
 * the server's reason), and the board around the player's row. It hears the client's sends, so a
 * result that waited shows its rank once it went (a flush when the device is back online). The
 * Results draw it and redraw at each change; what a press does is decided here.
 */
import { needsTimes } from '../engine/boards.ts';
import { type ChallengePlay, goalStatus } from '../engine/challenges/evaluate.ts';
import { ActionTimes } from './actionTimes.ts';
import type { ChallengeOnTable, ResultsData } from './deal.ts';
import { Feed } from './feed.ts';
import { type NameProblem, nameProblem } from './scoreEntry.ts';
import { type BoardView, type FinishedGame, type PostOutcome, type ScoreClient, boardOf } from './scores.ts';
import type { TableController } from './table.ts';

/** The rows a board shows from its top (the player's own row comes after them when lower). */
export const BOARD_TOP = 10;

export type BoardStanding =
  /** Not posted: the Results offer it. */
  | { readonly kind: 'offered' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'ranked'; readonly rank: number; readonly of: number }
  /** No answer came (offline, the server down or busy): it waits on the device, to be sent once. */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'refused'; readonly reason: string };

/** What a press on the Results' board button does now. */
export type BoardStep =
  /** Ask for the name the result goes under (none chosen yet), then post. */
  | 'name'
  | 'post'
  /** Show the board around the player's row. */
  | 'show'
  /** Send what waits now. */
  | 'send'
  /** Nothing: being sent, or refused for good. */
  | null;

export class ResultBoard {
  private standingNow: BoardStanding = { kind: 'offered' };
  private waitingId: string | null = null;
  private readonly feed = new Feed<BoardStanding>();
  private stopHearing: (() => void) | null = null;

  constructor(
    private readonly client: ScoreClient,
    readonly game: FinishedGame,
    /** The board's id (engine/boards.ts). */
    readonly board: string,
  ) {}

  get standing(): BoardStanding {
    return this.standingNow;
  }

  /** Hears every change of standing; returns the unsubscribe. */
  on(listener: (s: BoardStanding) => void): () => void {
    return this.feed.on(listener);
  }

  /** The name results go under, or null until the player picks one. */
  get name(): string | null {
    return this.client.name;
  }

  /** What a press on the board button does now. */
  get step(): BoardStep {
    switch (this.standingNow.kind) {
      case 'offered': return this.client.name === null ? 'name' : 'post';
      case 'ranked': return 'show';
      case 'waiting': return 'send';
      default: return null;
    }
  }

  /** Why `text` cannot be the name, or null. */
  nameProblem(text: string): NameProblem | null {
    return nameProblem(text);
  }

  /**
   * Posts the result, once: under `name` when given (kept as the player's name first, if it is
   * one), else under the name kept. Resolves with the standing it came to.
   */
  async post(name?: string): Promise<BoardStanding> {
    if (this.standingNow.kind !== 'offered') return this.standingNow;
    if (name !== undefined && !this.client.setName(name).ok) return this.standingNow;
    if (this.client.name === null) return this.standingNow;
    this.change({ kind: 'sending' });
    this.hearSends();
    this.settle(await this.client.post(this.game));
    return this.standingNow;
  }

  /** Sends what waits now (the player asked); the standing follows when this result's answer comes. */
  async send(): Promise<void> {
    if (this.standingNow.kind === 'waiting') await this.client.flush();
  }

  /** The board's top rows and the player's own, or why it cannot be shown now. */
  view(): Promise<{ ok: true; view: BoardView } | { ok: false; reason: string }> {
    return this.client.board(this.board, BOARD_TOP);
  }

  /** Stops hearing the client (a result still waiting is sent all the same, without this board hearing of it). */
  close(): void {
    this.stopHearing?.();
    this.stopHearing = null;
  }

  /** A result that waited is sent by whoever flushes (this board, the start of a visit, the device back online). */
  private hearSends(): void {
    this.stopHearing ??= this.client.onSent((e) => {
      if (e.id === this.waitingId) this.settle(e.outcome);
    });
  }

  private settle(outcome: PostOutcome): void {
    if (outcome.kind === 'queued') {
      this.waitingId = outcome.id;
      if (this.standingNow.kind !== 'waiting') this.change({ kind: 'waiting' });
      return;
    }
    this.waitingId = null;
    this.close();
    this.change(outcome.kind === 'posted' ? { kind: 'ranked', rank: outcome.rank, of: outcome.of } : { kind: 'refused', reason: outcome.reason });
  }

  private change(s: BoardStanding): void {
    this.standingNow = s;
    this.feed.emit(s);
  }
}

/** What the table's challenge service knows: the challenge played, and the game as its goal is judged. */
export interface ChallengeSource {
  readonly challenge: ChallengeOnTable | null;
  record(): ChallengePlay;
}

/**
 * Beside the table: hears what a result needs that only the table sees as it goes (the clock
 * after each action), and offers the board of a game that ended, or none.
 */
export class BoardOffers {
  private readonly times: ActionTimes | null;

  constructor(
    private readonly table: TableController,
    private readonly client: ScoreClient | null,
    private readonly challenges: ChallengeSource,
  ) {
    this.times = client ? new ActionTimes(table) : null;
  }

  /** The board of the game that ended with `results`, or null: no server named, or no board for it. */
  offer(results: ResultsData): ResultBoard | null {
    if (!this.client || !this.times) return null;
    const challenge = this.challenges.challenge;
    const timed = challenge !== null && needsTimes(challenge.goal.kind);
    const game: FinishedGame = {
      won: results.won,
      byComputer: results.byComputer === true,
      daily: results.daily ?? null,
      challenge,
      goalMet: challenge !== null && goalStatus(challenge.goal, this.challenges.record()) === 'met',
      game: results.game,
      session: this.table.session,
      timeMs: this.table.elapsedSeconds * 1000,
      ...(timed ? { times: this.times.times() } : {}),
    };
    const board = boardOf(game);
    return board === null ? null : new ResultBoard(this.client, game, board);
  }

  close(): void {
    this.times?.close();
  }
}
