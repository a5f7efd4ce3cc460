/**
 * The solver's worker without a worker, for the services' unit tests: each request is held until
 * the test delivers it (so answers can arrive late, after the player has moved), answered by the
 * real solver in Node; like the real client, a new request supersedes the ones waiting (they
 * answer null), and cancel drops them all.
 */
import type { GameId, State } from '../../../src/engine/index.ts';
import { challengesOn } from '../../../src/engine/challenges/make.ts';
import { type Level, winnableAtLevel } from '../../../src/engine/winnable/levels.ts';
import { type HintOptions, canReachFoundation, hint, solve } from '../../../src/engine/solver/index.ts';
import type { SolveAnswer, SolveBudget, SolverPort } from '../../../src/play/solverPort.ts';

interface Job {
  readonly kind: 'solve' | 'hint' | 'dead-end' | 'challenges' | 'level-deal';
  /** The position asked about, for the requests about one. */
  readonly state: State | null;
  /** Answers with the solver's result. */
  readonly deliver: () => void;
  /** Answers null (superseded, cancelled). */
  readonly drop: () => void;
}

export class FakeSolver implements SolverPort {
  readonly jobs: Job[] = [];
  readonly asked: Job['kind'][] = [];
  cancels = 0;
  /** Answers given by hand instead of the solver's, by request kind (for lines the solver would not find quickly). */
  readonly overrides: Partial<Record<Job['kind'], (state: State) => unknown>> = {};

  private request<T>(kind: Job['kind'], state: State | null, answer: () => T): Promise<T | null> {
    for (const j of this.jobs.splice(0)) j.drop();
    this.asked.push(kind);
    return new Promise((resolve) => {
      const job: Job = {
        kind,
        state,
        deliver: () => { resolve((state && (this.overrides[kind]?.(state) as T | undefined)) ?? answer()); },
        drop: () => { resolve(null); },
      };
      this.jobs.push(job);
    });
  }

  solve(state: State, budget: SolveBudget = {}): Promise<SolveAnswer | null> {
    return this.request('solve', state, () => {
      const r = solve(state, { maxNodes: Math.min(budget.maxNodes ?? 2_000_000, 2_000_000) });
      return { verdict: r.verdict, line: r.line, replayed: r.verdict === 'win', nodes: r.nodes, ms: 0 };
    });
  }

  hint(state: State, opts: HintOptions = {}): ReturnType<SolverPort['hint']> {
    return this.request('hint', state, () => hint(state, opts));
  }

  deadEnd(state: State): ReturnType<SolverPort['deadEnd']> {
    return this.request('dead-end', state, () => canReachFoundation(state));
  }

  challenges(date: string): ReturnType<SolverPort['challenges']> {
    return this.request('challenges', null, () => challengesOn(date).map(({ line: _line, ...offer }) => offer));
  }

  levelDeal(game: GameId, level: Level, n: number): ReturnType<SolverPort['levelDeal']> {
    return this.request('level-deal', null, () => {
      const d = winnableAtLevel(game, level, n);
      return { deal: d.deal, dealNumber: d.dealNumber, builtNumber: d.builtNumber };
    });
  }

  cancel(): void {
    this.cancels++;
    for (const j of this.jobs.splice(0)) j.drop();
  }

  /** Answers every waiting request, then lets the awaiting code run, until none is left or `rounds` pass. */
  async settle(rounds = 20): Promise<void> {
    for (let i = 0; i < rounds; i++) {
      const job = this.jobs.shift();
      if (!job) {
        await tick();
        if (this.jobs.length === 0) return;
        continue;
      }
      job.deliver();
      await tick();
    }
  }
}

/** A worker whose solves never answer in time: each answers null, as past its wait. */
export class SolveNeverAnswers extends FakeSolver {
  override solve(): Promise<null> {
    this.asked.push('solve');
    return Promise.resolve(null);
  }
}

/** Lets promises that were resolved run their continuations. */
export async function tick(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
