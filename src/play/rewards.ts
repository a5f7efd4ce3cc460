/**
 * What a game earns, as a service beside the table controller: a new best time or fewest moves,
 * a daily challenge's goal met (and its star), and badges. It keeps what only the table knows of
 * a challenge game (undos and hints used, when cards reached home), tells the goal's state as the
 * game goes, and when the game ends judges it and publishes everything at once, for the win's
 * banner to say before the celebration is over.
 */
import { type ChallengePlay, type GoalStatus, goalStatus, noteHome } from '../engine/challenges/evaluate.ts';
import type { Goal } from '../engine/challenges/goals.ts';
import { type ChallengeRecord, starsOn, withMet } from '../engine/challenges/record.ts';
import type { ChallengeOnTable, ResultsData } from './deal.ts';

export type { ChallengeOnTable } from './deal.ts';
import { type GameId, cardsHome } from '../engine/index.ts';
import { type BadgeDef, type BadgeRecord, newBadges, withBadges } from '../engine/progress/badges.ts';
import type { Stats } from '../engine/stats.ts';
import { Feed } from './feed.ts';
import type { TableController, TableEvent } from './table.ts';

/** What the rewards read and keep: every game's statistics, the badges and the challenges met. */
export interface RewardPorts {
  stats(game: GameId): Stats;
  allStats(): Readonly<Record<GameId, Stats>>;
  badges(): BadgeRecord;
  saveBadges(record: BadgeRecord): void;
  challenges(): ChallengeRecord;
  saveChallenges(record: ChallengeRecord): void;
  /** Today, YYYY-MM-DD, the player's local date (the day a badge is earned). */
  today(): string;
}

/** What a game earned, said at once when it ends. */
export interface Earned {
  readonly won: boolean;
  readonly bestTime: boolean;
  readonly fewestMoves: boolean;
  /** The challenge played (its goal), met or not, with the day's stars now; null for a game that was not one. */
  readonly challenge: { readonly goal: Goal; readonly met: boolean; readonly stars: number } | null;
  /** Badges earned by this game, in the trophy panel's order. */
  readonly badges: readonly BadgeDef[];
}

export type RewardEvent =
  /** The goal of the challenge on the table, as it stands (open, met, failed). */
  | { readonly kind: 'goal'; readonly goal: Goal; readonly status: GoalStatus }
  /** The game is over and counted: what it earned. */
  | { readonly kind: 'earned'; readonly earned: Earned };

export class Rewards {
  private readonly feed = new Feed<RewardEvent>();
  private undos = 0;
  private hints = 0;
  private homeTimes: readonly number[] = [];
  private lastStatus: GoalStatus | null = null;
  private readonly before: Stats;
  private earnedNow: Earned | null = null;

  constructor(
    private readonly table: TableController,
    private readonly ports: RewardPorts,
    readonly challenge: ChallengeOnTable | null,
  ) {
    this.before = ports.stats(table.game);
  }

  on(listener: (e: RewardEvent) => void): () => void {
    return this.feed.on(listener);
  }

  /** Nothing to let go: the table's store stops telling this service when the table closes. */
  close(): void {
    this.earnedNow = null;
  }

  /** The goal of the challenge on the table as last told (null: no challenge). */
  get goal(): { readonly goal: Goal; readonly status: GoalStatus } | null {
    return this.challenge && this.lastStatus ? { goal: this.challenge.goal, status: this.lastStatus } : null;
  }

  /** What the game earned, once it has ended and been counted. */
  get earned(): Earned | null {
    return this.earnedNow;
  }

  /** Publishes the goal as it stands (call once the scene listens). */
  publish(): void {
    this.lastStatus = null;
    this.tellGoal();
  }

  /** The challenge game so far, as the goal's judge reads it. */
  record(): ChallengePlay {
    const t = this.table;
    return { session: t.session, undos: this.undos, hints: this.hints, seconds: t.elapsedSeconds, homeTimes: this.homeTimes, over: t.over !== null, byComputer: t.byComputer };
  }

  /** One event of the table controller, in the store's order (play/tableStore.ts). */
  hear(e: TableEvent): void {
    switch (e.kind) {
      case 'shown':
        // A restart takes back every move at once: it counts as an undo.
        if (e.why !== 'redo') this.undos++;
        break;
      case 'hint':
      case 'noHelp':
        this.hints++;
        break;
      case 'figures':
        this.homeTimes = noteHome(this.homeTimes, cardsHome(this.table.state), this.table.elapsedSeconds);
        break;
      case 'over':
        this.tellGoal();
        if (e.results.undoable !== true) this.ended(e.results);
        return;
      default:
        return;
    }
    this.tellGoal();
  }

  /** Says the goal's state when it changes; a goal met earns its star at once (a star is never taken back). */
  private tellGoal(): void {
    const c = this.challenge;
    if (!c) return;
    const status = goalStatus(c.goal, this.record());
    if (status === this.lastStatus) return;
    this.lastStatus = status;
    if (status === 'met') this.ports.saveChallenges(withMet(this.ports.challenges(), c.date, c.slot));
    this.feed.emit({ kind: 'goal', goal: c.goal, status });
  }

  /** The game ended and was counted (a loss the player may still undo is not judged). */
  private ended(results: ResultsData): void {
    const t = this.table;
    const mine = results.won && !t.byComputer;
    const c = this.challenge;
    const earned: Earned = {
      won: mine,
      bestTime: mine && (this.before.bestTimeMs === null || results.seconds * 1000 < this.before.bestTimeMs),
      fewestMoves: mine && (this.before.fewestMoves === null || results.moves < this.before.fewestMoves),
      challenge: c ? { goal: c.goal, met: this.lastStatus === 'met', stars: starsOn(this.ports.challenges(), c.date) } : null,
      badges: t.byComputer ? [] : this.newBadges(results),
    };
    this.earnedNow = earned;
    this.feed.emit({ kind: 'earned', earned });
  }

  private newBadges(results: ResultsData): BadgeDef[] {
    const record = this.ports.badges();
    const fresh = newBadges(record, {
      stats: this.ports.allStats(),
      challenges: this.ports.challenges(),
      result: { game: results.game, won: results.won, seconds: results.seconds, moves: results.moves, undos: this.undos, hints: this.hints },
    });
    if (fresh.length > 0) this.ports.saveBadges(withBadges(record, fresh, this.ports.today()));
    return fresh;
  }
}
