import type { Move, State } from '../types.ts';
import { DRAW, FOUNDATION, Position, WASTE, lineOfCodes } from './position.ts';
import { SpaceBound } from './space-bound.ts';
import { KeySet } from './table.ts';

export type Verdict = 'win' | 'loss' | 'unknown';

export interface SolveResult {
  readonly verdict: Verdict;
  /** The winning line from the given position (win only), foundations concrete. */
  readonly line: readonly Move[];
  /** Positions expanded. */
  readonly nodes: number;
  readonly ms: number;
  /**
   * Why the answer is unknown: the node or time budget, the table's memory cap, a cancel, or a
   * search that proves no loss (`greedyHome`) running out of positions.
   */
  readonly stopped?: 'nodes' | 'time' | 'memory' | 'cancelled' | 'incomplete';
}

export interface Budget {
  /** Positions to expand at most (default 2,000,000). */
  readonly maxNodes?: number;
  /** Milliseconds at most, wall clock (default: none). */
  readonly maxMs?: number;
  /** Cap on the transposition table's entries (default: enough for maxNodes, at most 12M). */
  readonly maxEntries?: number;
  /** Search without the reductions (safe moves, pile symmetry, lock check, space bound): for tests. */
  readonly plain?: boolean;
  /** Whether to prune with the space bound where it applies (space-bound.ts; default true). */
  readonly bound?: boolean;
  /** The share of the time the beam searches may take, where they run (solver.ts; default 1/3): for paired benches. */
  readonly beamShare?: number;
  /** Whether the solver shortens a winning line before it answers (shorten.ts; default true). */
  readonly shorten?: boolean;
  /**
   * Send every card home as soon as it can go, not only when that is safe (safe-moves.ts): the
   * search then proves no loss (it answers `unknown`, stopped `incomplete`, where it runs out of
   * positions) but finds some wins far sooner. The solver's greedy search (solver.ts).
   */
  readonly greedyHome?: boolean;
  /** The share of the time the greedy search may take, where the solver runs it (solver.ts; default 1/6): for paired benches. */
  readonly greedyShare?: number;
}

/**
 * What the search looks for: a won position (`win`), or any position where some card can go to a
 * foundation (`home`: is the game at a dead end?).
 */
export type Goal = 'win' | 'home';

export const DEFAULT_MAX_NODES = 2_000_000;
const CHECK_EVERY = 1024;

/** The table of positions a search of this budget keeps: enough for its nodes, at most 12M. */
export function tableFor(budget: Budget): KeySet {
  return new KeySet(budget.maxEntries ?? Math.min((budget.maxNodes ?? DEFAULT_MAX_NODES) + 1024, 12_000_000));
}

/**
 * Whether to check the space bound after a move: after a draw, a move from the waste or one home,
 * not after a move between piles. The check costs about as much as a node, and a lost position
 * reached by a move between piles is caught at its next draw, waste or home move (only moves
 * between piles go on below it meanwhile). Checking after every move gained nothing overall
 * (docs/solver.md has the figures).
 */
function boundAfter(code: number): boolean {
  return code === DRAW || (code & 63) === WASTE || code >> 6 >= FOUNDATION;
}

/**
 * Depth-first search over the solver's Position with an explicit stack (no recursion, whatever the
 * depth), a table of positions already expanded, safe foundation moves made without branching.
 * It is plain reachability: a position met again was either fully explored without success or is
 * on the current path, so skipping it loses nothing, and an exhausted search proves the goal
 * unreachable. Resumable: `run(slice)` does at most `slice` nodes and returns null while unfinished,
 * so a worker can check for cancellation between slices.
 */
export class Search {
  private readonly pos: Position;
  private readonly bound: SpaceBound | null;
  readonly seen: KeySet;
  private readonly goal: Goal;
  private readonly maxNodes: number;
  private readonly deadline: number;
  private readonly started: number;
  private moveBuf = new Int32Array(4096);
  private scoreBuf = new Int32Array(4096);
  // Per depth: moves [start, end), the next to try, and the history length to undo back to.
  private fStart = new Int32Array(512);
  private fEnd = new Int32Array(512);
  private fNext = new Int32Array(512);
  private fMark = new Int32Array(512);
  private depth = -1;
  nodes = 0;
  private result: SolveResult | null = null;

  /**
   * `seen`: a table to share with another search of the same position (solver.ts): each position
   * is then expanded by whichever search meets it first, and a loss is proven only once both are
   * exhausted. The caller must then treat this search's `loss` as "my share is done".
   */
  constructor(state: State, goal: Goal = 'win', budget: Budget = {}, seen?: KeySet) {
    this.started = Date.now();
    this.goal = goal;
    this.maxNodes = budget.maxNodes ?? DEFAULT_MAX_NODES;
    this.deadline = budget.maxMs === undefined ? Infinity : this.started + budget.maxMs;
    this.seen = seen ?? tableFor(budget);
    this.pos = new Position(state, budget);
    this.bound = budget.bound !== false ? SpaceBound.of(this.pos) : null;
    if (this.reached()) return;
    if (goal === 'win') this.pos.playSafe();
    if (this.reached()) return;
    this.seen.add(this.pos.key1(), this.pos.key2());
    if (this.hopeless()) {
      this.finish('loss');
      return;
    }
    this.enter(0);
  }

  /** Whether the space bound shows the goal out of reach from here (space-bound.ts). */
  private hopeless(): boolean {
    const bound = this.bound;
    if (bound === null) return false;
    return this.goal === 'home' ? bound.stuck(this.pos) : bound.lost(this.pos);
  }

  private finish(verdict: Verdict, stopped?: SolveResult['stopped']): SolveResult {
    // Sending every card home at once can throw a win away: running out of positions proves nothing.
    if (verdict === 'loss' && this.pos.greedyHome) return this.finish('unknown', 'incomplete');
    const line = verdict === 'win' ? lineOfCodes(this.pos) : [];
    this.result = { verdict, line, nodes: this.nodes, ms: Date.now() - this.started, ...(stopped ? { stopped } : {}) };
    return this.result;
  }

  private reached(): boolean {
    if (this.goal === 'win' ? this.pos.won() : this.pos.canSendHome()) {
      this.finish('win');
      return true;
    }
    return false;
  }

  /** Pushes a frame for the current position; `mark` is where its undo stops. */
  private enter(mark: number): void {
    const d = ++this.depth;
    if (d === this.fStart.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.fStart = grow(this.fStart);
      this.fEnd = grow(this.fEnd);
      this.fNext = grow(this.fNext);
      this.fMark = grow(this.fMark);
    }
    const start = d === 0 ? 0 : this.fEnd[d - 1]!;
    // A position has fewer than 200 moves (30 sources x 6 targets); keep that much room.
    if (start + 256 > this.moveBuf.length) {
      const m = new Int32Array(this.moveBuf.length * 2);
      m.set(this.moveBuf);
      this.moveBuf = m;
      this.scoreBuf = new Int32Array(m.length);
    }
    this.fStart[d] = start;
    this.fNext[d] = start;
    this.fEnd[d] = this.pos.moves(this.moveBuf, start, this.scoreBuf);
    this.fMark[d] = mark;
  }

  /** The position the search stands on (for benches that watch it through its table: bench/ff-where.ts). */
  get position(): Position {
    return this.pos;
  }

  /**
   * The move the search played last, before the safe moves after it: while the table is asked
   * whether the position it led to is new, the move that made that position.
   */
  get lastMove(): number {
    return this.depth < 0 ? -1 : this.moveBuf[this.fNext[this.depth]! - 1]!;
  }

  /** Result so far: null while the search still runs. */
  get done(): SolveResult | null {
    return this.result;
  }

  cancel(): SolveResult {
    return this.result ?? this.finish('unknown', 'cancelled');
  }

  /** Expands up to `slice` more positions; the result once decided or out of budget, else null. */
  run(slice = Infinity): SolveResult | null {
    if (this.result) return this.result;
    const pos = this.pos;
    const seen = this.seen;
    const sliceEnd = this.nodes + slice;
    const homeGoal = this.goal === 'home';
    const lockCheck = !homeGoal && pos.lockCheck;
    while (this.depth >= 0) {
      const d = this.depth;
      const next = this.fNext[d]!;
      if (next === this.fEnd[d]) {
        pos.undoTo(this.fMark[d]!);
        this.depth--;
        continue;
      }
      this.fNext[d] = next + 1;
      const mark = pos.histLen;
      const code = this.moveBuf[next]!;
      pos.play(code);
      this.nodes++;
      if (homeGoal) {
        if (pos.canSendHome()) return this.finish('win');
      } else {
        pos.playSafeAfter(code);
        if (pos.won()) return this.finish('win');
      }
      if (!seen.add(pos.key1(), pos.key2()) || (lockCheck && pos.blocked()) || (boundAfter(code) && this.hopeless())) {
        pos.undoTo(mark);
        continue;
      }
      this.enter(mark);
      if ((this.nodes & (CHECK_EVERY - 1)) === 0) {
        if (this.nodes >= this.maxNodes) return this.finish('unknown', 'nodes');
        if (Date.now() >= this.deadline) return this.finish('unknown', 'time');
        if (!seen.hasRoom) return this.finish('unknown', 'memory');
        if (this.nodes >= sliceEnd) return null;
      }
    }
    return this.finish('loss');
  }
}
