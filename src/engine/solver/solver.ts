import type { State } from '../types.ts';
import { Beam } from './beam.ts';
import { BestFirst } from './best-first.ts';
import { type Budget, DEFAULT_MAX_NODES, Search, type SolveResult, tableFor } from './search.ts';
import { shortenLine } from './shorten.ts';
import { gameTables } from './tables.ts';

/** Nodes each search gets in turn before the other runs. */
const TURN = 4096;
/** Positions the best-first search expands alone before the turns begin (see `run`). */
const HEAD_START = 100_000;
/**
 * The beam searches the solver runs, one after another, narrow and cheap to wide: each that fails
 * costs several times the one before, so a short budget still gets the narrow ones, which win
 * many deals. A beam runs only where the beams' share of the budget (a third of its time and a
 * quarter of its positions) is at least `least`: the two widest only at budgets of about 10 s,
 * where they win deals the narrow ones miss, and not at 3 s, where the time they take from the
 * exhaustive searches costs more losses proven than they win. Taking turns with the other
 * searches rather than running before them decides as many deals, and the quick ones sooner.
 * The paired runs behind each choice are in docs/solver.md.
 */
interface BeamStep {
  readonly width: number;
  readonly reach: number;
  /** The beams' share of the budget this one needs to run at all (none: it always runs). */
  readonly least?: { readonly ms: number; readonly nodes: number };
}
const WIDE = { ms: 3000, nodes: 3_000_000 } as const;
const BEAMS: readonly BeamStep[] = [
  { width: 20, reach: 500 },
  { width: 60, reach: 1000 },
  { width: 200, reach: 2000 },
  { width: 600, reach: 3000 },
  { width: 2000, reach: 4000, least: WIDE },
  { width: 6000, reach: 4000, least: WIDE },
];

/** A share of a budget: positions and milliseconds at most. */
function shareOf(budget: Budget, share: number): { nodes: number; ms: number } {
  const nodes = ((budget.maxNodes ?? DEFAULT_MAX_NODES) * 3 * share) / 4;
  return { nodes, ms: budget.maxMs === undefined ? Infinity : budget.maxMs * share };
}

/** The beams' share of a budget. */
function beamShare(budget: Budget): { nodes: number; ms: number } {
  return shareOf(budget, budget.beamShare ?? 1 / 3);
}

/** What a search that proves nothing (the beams, the greedy search) has had of its share. */
class Spent {
  nodes = 0;
  private ms = 0;
  constructor(private readonly most: { nodes: number; ms: number }) {}

  /** Runs one turn of a search, counting its time and the positions it adds (read by `count`). */
  turn<T>(count: () => number, run: () => T): T {
    const t0 = Date.now();
    const before = count();
    const r = run();
    this.ms += Date.now() - t0;
    this.nodes += count() - before;
    return r;
  }

  get all(): boolean {
    return this.nodes >= this.most.nodes || this.ms >= this.most.ms;
  }
}

/**
 * The greedy search's share of a budget (see `Solver`), and the most positions its table keeps.
 * Paired runs behind the share: docs/solver.md.
 */
const GREEDY_SHARE = 1 / 6;
const GREEDY_ENTRIES = 2_000_000;

/** The beam searches that fit a share of a budget, in order: none for a share of nothing. */
function beamsWithin(share: { nodes: number; ms: number }): readonly BeamStep[] {
  if (share.nodes <= 0 || share.ms <= 0) return [];
  return BEAMS.filter((b) => b.least === undefined || (b.least.nodes <= share.nodes && b.least.ms <= share.ms));
}

/** The beam searches a solver of this budget runs, in order (where it runs any: see `Solver`). */
export function beamsFor(budget: Budget): readonly BeamStep[] {
  return beamsWithin(beamShare(budget));
}

/**
 * Decides a position (win with its line, loss, or unknown past the budget). In the two-deck games
 * whose cards go onto the tableau from a long stock (Famous Fifty), a depth-first search takes
 * turns with a best-first search, which finds the winding wins of those games far sooner
 * (best-first.ts), with beam searches (beam.ts), narrow to wide, until those have had a third of
 * the time or a quarter of the positions, and with a greedy depth-first search that sends every
 * card home as soon as it can go (see `greedyTurn`), until it has had a sixth of the time or an
 * eighth of the positions: those find many more wins, and prove nothing. The
 * depth-first and best-first searches share one table of positions expanded, so each position is
 * expanded by one of them only (the depth-first search may take over positions the best-first one
 * has stored but not reached): a win found by any search answers, and a loss is proven once those
 * two have run out of positions. The best-first search first runs without the depth-first one,
 * for a head start (see `run`). Elsewhere the depth-first search alone is fastest. Resumable like
 * `Search`: `run(slice)` returns null while unfinished.
 */
export class Solver {
  private readonly dfs: Search;
  private dfsDone = false;
  private readonly bestFirst: BestFirst | null;
  private bestFirstDone = false;
  /** Set when the best-first search gave up with positions unexpanded: no loss can be proven. */
  private abandoned = false;
  private readonly maxNodes: number;
  private readonly deadline: number;
  private readonly started = Date.now();
  /** The best-first search's head start: positions, and the time it ends by (see `run`). */
  private readonly head: number;
  private readonly headEnd: number;
  /** What a beam search is made of (see `nextBeam`). */
  private readonly state: State;
  private readonly bound: boolean;
  private readonly shorten: boolean;
  /** The beam search running now, of `BEAMS`; null once all are done or they have had their share. */
  private beam: Beam | null;
  private readonly beams: readonly BeamStep[];
  private beamStep = 0;
  /** What the beams have had of their share. */
  private readonly beamSpent: Spent;
  /** The greedy search (see `greedyTurn`), null once done or past its share, and what it has had. */
  private greedy: Search | null;
  private readonly greedySpent: Spent;
  private result: SolveResult | null = null;

  constructor(state: State, budget: Budget = {}) {
    this.maxNodes = budget.maxNodes ?? DEFAULT_MAX_NODES;
    this.deadline = budget.maxMs === undefined ? Infinity : this.started + budget.maxMs;
    this.head = Math.min(HEAD_START, this.maxNodes / 8);
    this.headEnd = budget.maxMs === undefined ? Infinity : this.started + budget.maxMs / 8;
    const share = beamShare(budget);
    this.beamSpent = new Spent(share);
    this.beams = beamsWithin(share);
    const t = gameTables(state.game);
    const both = budget.plain !== true && t.copies === 2 && t.builds && t.def.stock > 0;
    const seen = tableFor(budget);
    this.dfs = new Search(state, 'win', budget, seen);
    this.bestFirst = both ? new BestFirst(state, undefined, seen, undefined, budget.bound !== false) : null;
    this.state = state;
    this.bound = budget.bound !== false;
    this.shorten = budget.shorten !== false;
    this.beam = both ? this.nextBeam() : null;
    const greedyShare = shareOf(budget, budget.greedyShare ?? GREEDY_SHARE);
    this.greedySpent = new Spent(greedyShare);
    const greedy = both && greedyShare.ms > 0 && greedyShare.nodes > 0;
    this.greedy = greedy ? new Search(state, 'win', { maxNodes: Number.MAX_SAFE_INTEGER, maxEntries: GREEDY_ENTRIES, greedyHome: true, bound: this.bound }) : null;
  }

  get nodes(): number {
    return this.dfs.nodes + (this.bestFirst?.nodes ?? 0) + this.beamSpent.nodes + this.greedySpent.nodes;
  }

  /** The next beam search of `BEAMS`, or null after the last. */
  private nextBeam(): Beam | null {
    const step = this.beams[this.beamStep++];
    return step ? new Beam(this.state, step.width, step.reach, this.bound) : null;
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

  /** A win's line is shortened first (shorten.ts), unless the budget says not to. */
  private decided(verdict: 'win' | 'loss', line: SolveResult['line']): SolveResult {
    const short = verdict === 'win' && this.shorten ? shortenLine(this.state, line) : line;
    this.result = { verdict, line: short, nodes: this.nodes, ms: Date.now() - this.started };
    return this.result;
  }

  run(slice = Infinity): SolveResult | null {
    if (this.result) return this.result;
    const end = this.nodes + slice;
    const bf = this.bestFirst;
    for (;;) {
      if (this.beam && this.beamTurn()) return this.result;
      if (this.greedy && this.greedyTurn()) return this.result;
      // The best-first search runs first (beside the beams), at most an eighth of the budget. Once
      // the depth-first search has entered a position, the best-first one never expands it, and
      // the depth-first search's first line runs through the positions where the quick, winding
      // wins of Famous Fifty begin (docs/solver.md has the paired runs that show the gain).
      if (bf && !this.bestFirstDone && bf.nodes < this.head && Date.now() < this.headEnd) {
        if (this.bestFirstTurn(bf)) return this.result;
      } else {
        if (!this.dfsDone) {
          const d = this.dfs.run(TURN);
          if (d?.verdict === 'win') return this.decided('win', d.line);
          if (d?.verdict === 'unknown') return this.stop(d.stopped ?? 'nodes');
          if (d) this.dfsDone = true;
        }
        if (bf && !this.bestFirstDone && this.bestFirstTurn(bf)) return this.result;
        if (this.dfsDone && (!bf || this.bestFirstDone)) return this.abandoned ? this.stop('memory') : this.decided('loss', []);
      }
      if (this.nodes >= this.maxNodes) return this.stop('nodes');
      if (Date.now() >= this.deadline) return this.stop('time');
      if (this.nodes >= end) return null;
    }
  }

  /**
   * One turn of the beam searches (beside the others, so that quick wins and losses of those come
   * as soon as before); true once won (the result is set). Past their share they stop for good.
   */
  private beamTurn(): boolean {
    const beam = this.beam!;
    const r = this.beamSpent.turn(() => beam.nodes, () => beam.run(TURN));
    if (r === 'win') {
      this.decided('win', beam.line);
      return true;
    }
    if (r === 'done') this.beam = this.nextBeam();
    if (this.beamSpent.all) this.beam = null;
    return false;
  }

  /**
   * One turn of the greedy search: a depth-first search that sends every card home as soon as it
   * can go. That can throw a win away, so it proves nothing lost, but it cuts the positions that
   * differ only in which cards are home, and finds some winding wins far sooner. True once won.
   */
  private greedyTurn(): boolean {
    const g = this.greedy!;
    const r = this.greedySpent.turn(() => g.nodes, () => g.run(TURN));
    if (r?.verdict === 'win') {
      this.decided('win', r.line);
      return true;
    }
    if (r !== null || this.greedySpent.all) this.greedy = null;
    return false;
  }

  /** One turn of the best-first search; true once it has won (the result is set). */
  private bestFirstTurn(bf: BestFirst): boolean {
    const b = bf.run(TURN / 8);
    if (b === 'win') {
      this.decided('win', bf.line);
      return true;
    }
    if (b === 'loss' || b === 'full') {
      this.abandoned = b === 'full';
      this.bestFirstDone = true;
    }
    return false;
  }
}

/** Decides a position: win (with the line), loss, or unknown past the budget. */
export function solve(state: State, budget: Budget = {}): SolveResult {
  return new Solver(state, budget).run()!;
}
