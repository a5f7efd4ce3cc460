import type { State } from '../types.ts';
import { Position, movesOfCodes } from './position.ts';
import { Heap } from './heap.ts';
import { promise } from './promise.ts';
import type { SolveResult } from './search.ts';
import { SpaceBound } from './space-bound.ts';
import { KeySet } from './table.ts';

/**
 * Best-first search for a winning line: it keeps every position it has reached but not expanded,
 * saved compactly, and always expands the one that looks closest to a win (promise.ts). Where a
 * depth-first search commits to its first choices and can spend any budget below one lost branch,
 * this goes wherever the position looks best, so it finds the long, winding wins of the two-deck
 * games with a stock far sooner. It is exhaustive (a full store forgets only positions already
 * expanded), so running out of positions proves a loss; `Solver` (solver.ts) runs it beside the
 * depth-first search, sharing the table of positions expanded.
 */
export class BestFirst {
  private readonly pos: Position;
  private readonly bound: SpaceBound | null;
  /** Positions this search has stored, to store none twice. */
  private readonly met: KeySet;
  /** Positions expanded, by this search or one sharing the table (see the constructor). */
  private readonly expanded: KeySet;
  // Each stored position's key, so it can be checked against `expanded` without loading it.
  private key1: Uint32Array;
  private key2: Uint32Array;
  private readonly size: number;
  private readonly cap: number;
  private store: Uint8Array;
  private parent: Int32Array;
  private codeAt: Int32Array;
  private codeLen: Uint16Array;
  private codes = new Int32Array(1 << 16);
  private codesUsed = 0;
  private count = 0;
  /** The positions stored and not yet expanded, by priority negated: the most promising on top. */
  private readonly queue: Heap;
  private readonly moveBuf = new Int32Array(512);
  private readonly scoreBuf = new Int32Array(512);
  private readonly rootLine: readonly number[];
  /** The position being expanded (its children name it as parent), or -1. */
  private expanding = -1;
  nodes = 0;
  /** The most cards home in any position this search has expanded: how far it got (a benchmark figure). */
  furthest = 0;
  /** Times the store was full and made room (see `compact`). */
  compactions = 0;
  /** The winning line's history codes, once found. */
  private wonCodes: readonly number[] | null = null;

  /**
   * `maxStored`: positions kept at most (each takes about `saveSize` + 28 bytes); `maxMet`:
   * positions met at most (8 bytes each). `expanded`: the table of positions expanded, shared with
   * a depth-first search of the same position (solver.ts), which adds a position when it enters
   * it. Each position is then expanded by whichever search reaches it first, so neither repeats
   * the other's work, and the depth-first search may take over positions this one has stored but
   * not yet reached; `loss` then means only that this search's share is exhausted. `bound`: prune
   * with the space bound (space-bound.ts) where it applies.
   */
  constructor(state: State, maxStored = 200_000, expanded: KeySet = new KeySet(4_000_000), maxMet = 4_000_000, bound = true) {
    this.pos = new Position(state);
    this.pos.playSafe();
    this.bound = bound ? SpaceBound.of(this.pos) : null;
    this.rootLine = Array.from(this.pos.hist.subarray(0, this.pos.histLen));
    this.size = this.pos.saveSize;
    this.cap = maxStored;
    const first = Math.min(maxStored, 1 << 12);
    this.store = new Uint8Array(first * this.size);
    this.parent = new Int32Array(first);
    this.codeAt = new Int32Array(first);
    this.codeLen = new Uint16Array(first);
    this.queue = new Heap(first);
    this.key1 = new Uint32Array(first);
    this.key2 = new Uint32Array(first);
    this.expanded = expanded;
    this.met = new KeySet(maxMet);
    if (this.pos.won()) {
      this.wonCodes = this.rootLine;
      return;
    }
    const k1 = this.pos.key1(), k2 = this.pos.key2();
    this.met.add(k1, k2);
    this.add(-1, 0, k1, k2);
  }

  private grow(): void {
    const n = Math.min(this.cap, this.parent.length * 2);
    const g32 = (a: Int32Array) => {
      const b = new Int32Array(n);
      b.set(a);
      return b;
    };
    const store = new Uint8Array(n * this.size);
    store.set(this.store);
    this.store = store;
    this.parent = g32(this.parent);
    this.codeAt = g32(this.codeAt);
    const k1 = new Uint32Array(n), k2 = new Uint32Array(n);
    k1.set(this.key1);
    k2.set(this.key2);
    this.key1 = k1;
    this.key2 = k2;
    const cl = new Uint16Array(n);
    cl.set(this.codeLen);
    this.codeLen = cl;
  }

  /**
   * Stores the current position (key k1, k2) as a child of `parent`, reached by its history;
   * false if full.
   */
  private add(parent: number, prio: number, k1: number, k2: number): boolean {
    if (this.count === this.parent.length) {
      if (this.count === this.cap) {
        if (!this.compact()) return false;
        parent = this.expanding;
      }
      if (this.count === this.parent.length) this.grow();
    }
    const id = this.count++;
    const pos = this.pos;
    pos.save(this.store, id * this.size);
    this.key1[id] = k1;
    this.key2[id] = k2;
    this.parent[id] = parent;
    const len = pos.histLen;
    if (this.codesUsed + len > this.codes.length) {
      const c = new Int32Array(Math.max(this.codes.length * 2, this.codesUsed + len));
      c.set(this.codes);
      this.codes = c;
    }
    this.codeAt[id] = this.codesUsed;
    this.codeLen[id] = len;
    this.codes.set(pos.hist.subarray(0, len), this.codesUsed);
    this.codesUsed += len;
    // Among equal scores the newer wins (the search digs rather than spreads).
    this.queue.push(id, -(prio + id * 1e-9));
    return true;
  }

  /**
   * Makes room when the store is full: forgets the positions already expanded, except those on the
   * line from the root to a position still waiting (a win's line is read from them). Nothing
   * waiting is dropped, and the table of positions met stays whole, so the search stays exhaustive:
   * it can still prove a loss. False when that frees nothing.
   */
  private compact(): boolean {
    this.compactions++;
    const n = this.count;
    const queue = this.queue;
    const keep = new Uint8Array(n);
    // Only `run` fills the store (the start goes into an empty one): a position is being expanded.
    const roots = Array.from(queue.ids.subarray(0, queue.size));
    roots.push(this.expanding);
    for (const id of roots) for (let a = id; a >= 0 && keep[a] === 0; a = this.parent[a]!) keep[a] = 1;
    const to = new Int32Array(n).fill(-1);
    const codes = new Int32Array(this.codes.length);
    let m = 0;
    let used = 0;
    // Ids only grow from parent to child, so one pass in id order moves every parent first.
    for (let id = 0; id < n; id++) {
      if (keep[id] === 0) continue;
      to[id] = m;
      this.store.copyWithin(m * this.size, id * this.size, (id + 1) * this.size);
      this.key1[m] = this.key1[id]!;
      this.key2[m] = this.key2[id]!;
      const p = this.parent[id]!;
      this.parent[m] = p < 0 ? -1 : to[p]!;
      const at = this.codeAt[id]!, len = this.codeLen[id]!;
      codes.set(this.codes.subarray(at, at + len), used);
      this.codeAt[m] = used;
      this.codeLen[m] = len;
      used += len;
      m++;
    }
    this.codes = codes;
    this.codesUsed = used;
    this.count = m;
    this.expanding = to[this.expanding]!;
    // Renamed in place: the keys stay, so it stays a heap.
    for (let i = 0; i < queue.size; i++) queue.ids[i] = to[queue.ids[i]!]!;
    return m < n;
  }

  /** The codes from the root to node `id`, then `tail`. */
  private lineTo(id: number, tail: readonly number[]): number[] {
    const parts: (readonly number[])[] = [tail];
    for (let n = id; n > 0; n = this.parent[n]!) parts.push(Array.from(this.codes.subarray(this.codeAt[n], this.codeAt[n]! + this.codeLen[n]!)));
    parts.push(this.rootLine);
    return parts.reverse().flat();
  }

  /**
   * Expands up to `slice` positions. Returns 'win' (see `line`), 'loss' when nothing is left to
   * expand (every position reachable was met), 'full' when out of room, or null to go on.
   */
  run(slice: number): 'win' | 'loss' | 'full' | null {
    if (this.wonCodes) return 'win';
    const pos = this.pos;
    for (let s = 0; s < slice; s++) {
      if (this.queue.size === 0) return 'loss';
      if (!this.met.hasRoom || !this.expanded.hasRoom) return 'full';
      const id = this.queue.pop();
      // Taken by the other search already; not the root (id 0, never stored again), where this
      // search starts whoever else has expanded it.
      if (!this.expanded.add(this.key1[id]!, this.key2[id]!) && id !== 0) continue;
      this.expanding = id;
      pos.load(this.store, id * this.size);
      if (pos.homeTotal > this.furthest) this.furthest = pos.homeTotal;
      const end = pos.moves(this.moveBuf, 0, this.scoreBuf);
      for (let m = 0; m < end; m++) {
        const code = this.moveBuf[m]!;
        pos.play(code);
        pos.playSafeAfter(code);
        this.nodes++;
        if (pos.won()) {
          this.wonCodes = this.lineTo(this.expanding, Array.from(pos.hist.subarray(0, pos.histLen)));
          return 'win';
        }
        const k1 = pos.key1(), k2 = pos.key2();
        const full = this.met.add(k1, k2) && !this.expanded.has(k1, k2) && this.bound?.lost(pos) !== true && !this.add(this.expanding, promise(this.pos), k1, k2);
        pos.undoTo(0);
        if (full) return 'full';
      }
    }
    return null;
  }

  /** The winning line found (after `run` returned 'win'). */
  get line(): SolveResult['line'] {
    return movesOfCodes(this.wonCodes ?? []);
  }
}
