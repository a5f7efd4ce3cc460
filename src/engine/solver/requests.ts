import type { Deal } from '../deals.ts';
import type { GameId, Move, State } from '../types.ts';
import { type Challenge, challengesOn } from '../challenges/make.ts';
import { type Level, winnableAtLevel } from '../winnable/levels.ts';
import { type Reach } from './dead-end.ts';
import { type Hint, type HintOptions, hintSteps } from './hint.ts';
import { Search, type Verdict } from './search.ts';
import { lineWins } from './shorten.ts';
import { Solver } from './solver.ts';
import { isWon } from '../rules.ts';

/**
 * The messages the solver worker takes and gives, and the work behind them, with no worker
 * globals here (src/solver-worker.ts wires them to `self`). Each request carries an id; the answer
 * carries it back, so the page can drop answers to requests it no longer cares about.
 */
export type SolverRequest =
  | { readonly id: number; readonly kind: 'solve'; readonly state: State; readonly maxNodes?: number; readonly maxMs?: number }
  | ({ readonly id: number; readonly kind: 'hint'; readonly state: State } & HintOptions)
  | { readonly id: number; readonly kind: 'dead-end'; readonly state: State; readonly maxNodes?: number }
  /** The day's challenges (YYYY-MM-DD). */
  | { readonly id: number; readonly kind: 'challenges'; readonly date: string }
  /** Winnable deal `n` of `game` at a level of difficulty. */
  | { readonly id: number; readonly kind: 'level-deal'; readonly game: GameId; readonly level: Level; readonly n: number }
  | { readonly id: number; readonly kind: 'cancel' };

/** A day's challenge as the page gets it: no winning line (the page never shows it). */
export type ChallengeOffer = Omit<Challenge, 'line'>;

/** A deal of a level as the page gets it. */
export interface LevelOffer {
  readonly deal: Deal;
  /** The numbered deal it is, or null for a built deal. */
  readonly dealNumber: number | null;
  /** The built winnable deal it is, or null for a numbered deal. */
  readonly builtNumber: number | null;
}

export type SolverResponse =
  | {
      readonly id: number;
      readonly kind: 'solve';
      readonly verdict: Verdict;
      /** On a win, the line from the request's position, shortened (shorten.ts). */
      readonly line: readonly Move[];
      /** Whether `line` was replayed through the engine from the request's position to a win: show a line only then. */
      readonly replayed: boolean;
      readonly nodes: number;
      readonly ms: number;
    }
  | { readonly id: number; readonly kind: 'hint'; readonly hint: Hint }
  | { readonly id: number; readonly kind: 'dead-end'; readonly reach: Reach }
  /** `challenges` null where the date is not one (a corrupt request). */
  | { readonly id: number; readonly kind: 'challenges'; readonly challenges: readonly ChallengeOffer[] | null }
  | { readonly id: number; readonly kind: 'level-deal'; readonly offer: LevelOffer | null }
  | { readonly id: number; readonly kind: 'cancelled' };

/** Work in progress: `step` does one slice and returns the answer once there is one. */
export interface SolverJob {
  readonly id: number;
  step(): SolverResponse | null;
  cancel(): SolverResponse;
}

/** Nodes per slice: a few milliseconds, so a cancel is heard quickly. */
export const SLICE_NODES = 8192;

/** Starts the work a request asks for; null for a cancel (the caller just drops its job). */
export function handleSolverRequest(msg: SolverRequest): SolverJob | null {
  const id = msg.id;
  const cancelled: SolverResponse = { id, kind: 'cancelled' };
  switch (msg.kind) {
    case 'cancel':
      return null;
    case 'solve': {
      const search = new Solver(msg.state, { maxNodes: msg.maxNodes ?? 2_000_000, ...(msg.maxMs === undefined ? {} : { maxMs: msg.maxMs }) });
      return {
        id,
        step: () => {
          const r = search.run(SLICE_NODES);
          return r && { id, kind: 'solve', verdict: r.verdict, line: r.line, replayed: r.verdict === 'win' && lineWins(msg.state, r.line), nodes: r.nodes, ms: r.ms };
        },
        cancel: () => cancelled,
      };
    }
    case 'dead-end': {
      const won = isWon(msg.state);
      const search = won ? null : new Search(msg.state, 'home', { maxNodes: msg.maxNodes ?? 200_000 });
      return {
        id,
        step: () => {
          if (!search) return { id, kind: 'dead-end', reach: 'no' };
          const r = search.run(SLICE_NODES);
          return r && { id, kind: 'dead-end', reach: r.verdict === 'win' ? 'yes' : r.verdict === 'loss' ? 'no' : 'unknown' };
        },
        cancel: () => cancelled,
      };
    }
    case 'challenges':
      // One step: a day's challenges take well under a second, and nothing asks for them twice at once.
      return { id, step: () => ({ id, kind: 'challenges', challenges: challengesOf(msg.date) }), cancel: () => cancelled };
    case 'level-deal':
      return { id, step: () => ({ id, kind: 'level-deal', offer: levelOffer(msg.game, msg.level, msg.n) }), cancel: () => cancelled };
    case 'hint': {
      const steps = hintSteps(msg.state, msg);
      return {
        id,
        step: () => {
          // A hint is many small searches; run several per slice.
          for (let i = 0; i < 4; i++) {
            const r = steps.next();
            if (r.done) return { id, kind: 'hint', hint: r.value };
          }
          return null;
        },
        cancel: () => cancelled,
      };
    }
  }
}

function challengesOf(date: string): ChallengeOffer[] | null {
  try {
    return challengesOn(date).map(({ line: _line, ...offer }) => offer);
  } catch {
    return null;
  }
}

function levelOffer(game: GameId, level: Level, n: number): LevelOffer | null {
  try {
    const d = winnableAtLevel(game, level, n);
    return { deal: d.deal, dealNumber: d.dealNumber, builtNumber: d.builtNumber };
  } catch {
    return null;
  }
}
