import type { State } from '../types.ts';
import { BestFirst } from './best-first.ts';
import { type Budget, DEFAULT_MAX_NODES, Search, type SolveResult } from './search.ts';
import { gameTables } from './tables.ts';

/** Nodes each search gets in turn before the other runs. */
const TURN = 4096;

/**
 * Decides a position (win with its line, loss, or unknown past the budget). In the two-deck games
 * whose cards go onto the tableau from a long stock (Famous Fifty), a depth-first search, which
 * proves losses, takes turns with a best-first search, which finds the winding wins of those games
 * far sooner (best-first.ts); whichever decides first answers. Elsewhere the depth-first search
 * alone is fastest. Resumable like `Search`: `run(slice)` returns null while unfinished.
 */
export class Solver {
  private readonly dfs: Search;
  private bestFirst: BestFirst | null;
  private readonly maxNodes: number;
  private readonly deadline: number;
  private readonly started = Date.now();
  private result: SolveResult | null = null;

  constructor(state: State, budget: Budget = {}) {
    this.maxNodes = budget.maxNodes ?? DEFAULT_MAX_NODES;
    this.deadline = budget.maxMs === undefined ? Infinity : this.started + budget.maxMs;
    this.dfs = new Search(state, 'win', { ...budget, maxEntries: budget.maxEntries ?? Math.min(this.maxNodes + 1024, 12_000_000) });
    const t = gameTables(state.game);
    this.bestFirst = budget.plain !== true && t.copies === 2 && t.builds && t.def.stock > 0 ? new BestFirst(state) : null;
  }

  get nodes(): number {
    return this.dfs.nodes + (this.bestFirst?.nodes ?? 0);
  }

  get done(): SolveResult | null {
    return this.result;
  }

  cancel(): SolveResult {
    return this.result ?? this.stop('cancelled');
  }

  private stop(stopped: NonNullable<SolveResult['stopped']>): SolveResult {
    this.result = { verdict: 'unknown', line: [], nodes: this.nodes, ms: Date.now() - this.started, stopped };
    return this.result;
  }

  run(slice = Infinity): SolveResult | null {
    if (this.result) return this.result;
    const end = this.nodes + slice;
    for (;;) {
      const d = this.dfs.run(TURN);
      if (d) {
        if (d.verdict !== 'unknown') this.result = { ...d, nodes: this.nodes, ms: Date.now() - this.started };
        else this.result = { ...d, nodes: this.nodes };
        return this.result;
      }
      const bf = this.bestFirst;
      if (bf) {
        const b = bf.run(TURN / 8);
        if (b === 'win' || b === 'loss') {
          this.result = { verdict: b, line: b === 'win' ? bf.line : [], nodes: this.nodes, ms: Date.now() - this.started };
          return this.result;
        }
        if (b === 'full') this.bestFirst = null;
      }
      if (this.nodes >= this.maxNodes) return this.stop('nodes');
      if (Date.now() >= this.deadline) return this.stop('time');
      if (this.nodes >= end) return null;
    }
  }
}

/** Decides a position: win (with the line), loss, or unknown past the budget. */
export function solve(state: State, budget: Budget = {}): SolveResult {
  return new Solver(state, budget).run()!;
}
