/**
 * What the services of the table ask of the solver's worker (platform/solverClient.ts answers).
 * Every request may answer null: superseded by a newer one, cancelled, or past its wait. A caller
 * treats null as "no answer" and never waits on a position the player has left.
 */
import type { GameId, Move, State } from '../engine/index.ts';
import type { ChallengeOffer, Hint, HintOptions, LevelOffer, Reach, Verdict } from '../engine/solver/index.ts';
import type { Level } from '../engine/winnable/level.ts';

export interface SolveAnswer {
  readonly verdict: Verdict;
  /** On a win: the solver's shortened line from the position asked about. */
  readonly line: readonly Move[];
  /** Whether the worker replayed `line` through the engine to a win (show a line only then). */
  readonly replayed: boolean;
  readonly nodes: number;
  readonly ms: number;
}

export interface SolveBudget {
  readonly maxMs?: number;
  readonly maxNodes?: number;
}

export interface SolverPort {
  solve(state: State, budget?: SolveBudget, waitMs?: number): Promise<SolveAnswer | null>;
  hint(state: State, opts?: HintOptions, waitMs?: number): Promise<Hint | null>;
  deadEnd(state: State, maxNodes?: number, waitMs?: number): Promise<Reach | null>;
  /** The day's challenges (YYYY-MM-DD), worked out in the worker. */
  challenges(date: string, waitMs?: number): Promise<readonly ChallengeOffer[] | null>;
  /** Winnable deal `n` of `game` at `level`, found in the worker. */
  levelDeal(game: GameId, level: Level, n: number, waitMs?: number): Promise<LevelOffer | null>;
  /** Stops the work in progress; every waiting request answers null. */
  cancel(): void;
}
