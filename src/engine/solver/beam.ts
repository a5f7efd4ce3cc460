import type { State } from '../types.ts';
import { DRAW, Position, movesOfCodes } from './position.ts';
import { Heap } from './heap.ts';
import { promise } from './promise.ts';
import type { SolveResult } from './search.ts';
import { SpaceBound } from './space-bound.ts';
import { KeySet } from './table.ts';

/** A position the beam keeps: where it came from, the codes that led there from it, the position. */
interface Entry {
  readonly parent: number;
  readonly codes: Int32Array;
  readonly saved: Uint8Array;
}

/**
 * Beam search for a winning line, draw by draw through the stock (for the two-deck games that
 * build on the tableau from a long stock: Famous Fifty). Between two draws it searches every move
 * but a draw from each kept position (at most `reach` of them each, as a depth-first search that
 * never meets a position twice in a stage), keeps the `width` positions that look best (the
 * best-first search's `promise`), and draws from each. It is not exhaustive, so it proves no
 * loss: it answers `win` or `done`. Quickly it finds wins that the exhaustive searches miss in
 * their whole budget (docs/solver.md has the figures). Their choices
 * early in the stock are made by the order of the moves (depth-first) or by what looks best now
 * (best-first), and a bad one buries them under every later choice; the beam carries many
 * different plans through the whole stock. The solver runs beams of growing width beside its
 * other searches (solver.ts). Resumable:
 * `run(slice)` returns null while unfinished.
 */
export class Beam {
  private readonly pos: Position;
  private readonly bound: SpaceBound | null;
  private readonly width: number;
  private readonly reach: number;
  private readonly size: number;
  private readonly entries: Entry[] = [];
  /** The stage's kept positions (indices into `entries`), and the next to search from. */
  private stage: number[];
  private next = 0;
  private seen: KeySet;
  /** The best positions met this stage: slots (saved position, parent, codes) by score, the worst on top. */
  private readonly best: Heap;
  private readonly saved: Uint8Array;
  private readonly slotParent: Int32Array;
  private readonly slotCodes: Int32Array[];
  private readonly moveBuf = new Int32Array(1 << 14);
  private readonly scoreBuf = new Int32Array(1 << 14);
  private readonly fEnd = new Int32Array(1024);
  private readonly fNext = new Int32Array(1024);
  private readonly fMark = new Int32Array(1024);
  private wonCodes: number[] | null = null;
  private finished = false;
  nodes = 0;

  /**
   * `width`: positions kept after each draw; `reach`: moves searched from each of them before the
   * next draw; `bound`: prune with the space bound where it applies.
   */
  constructor(state: State, width: number, reach: number, bound = true) {
    this.width = width;
    this.reach = reach;
    this.pos = new Position(state);
    this.pos.playSafe();
    this.bound = bound ? SpaceBound.of(this.pos) : null;
    this.size = this.pos.saveSize;
    this.best = new Heap(width);
    this.saved = new Uint8Array(width * this.size);
    this.slotParent = new Int32Array(width);
    this.slotCodes = new Array<Int32Array>(width).fill(new Int32Array(0));
    this.seen = this.stageTable();
    const saved = new Uint8Array(this.size);
    this.pos.save(saved, 0);
    this.entries.push({ parent: -1, codes: this.pos.hist.slice(0, this.pos.histLen), saved });
    this.stage = [0];
    if (this.pos.won()) this.wonCodes = Array.from(this.entries[0]!.codes);
  }

  private stageTable(): KeySet {
    return new KeySet(Math.min(this.width * this.reach, 4_000_000) + 1024);
  }

  /**
   * Searches from up to `slice` more kept positions' worth of moves. Returns 'win' (see `line`),
   * 'done' once the stock is spent or nothing is left to keep, or null to go on.
   */
  run(slice = Infinity): 'win' | 'done' | null {
    if (this.wonCodes) return 'win';
    if (this.finished) return 'done';
    const end = this.nodes + slice;
    while (this.nodes < end) {
      if (this.next === this.stage.length) {
        const r = this.draw();
        if (r !== null) {
          this.finished = true;
          return r;
        }
        continue;
      }
      if (this.searchFrom(this.stage[this.next++]!)) return 'win';
    }
    return null;
  }

  /** The winning line found (after `run` returned 'win'). */
  get line(): SolveResult['line'] {
    return movesOfCodes(this.wonCodes ?? []);
  }

  /** The codes from the root to entry `e`, then `tail`. */
  private lineFrom(e: number, tail: ArrayLike<number>): number[] {
    const parts: number[][] = [Array.from(tail)];
    for (let i = e; i >= 0; i = this.entries[i]!.parent) parts.push(Array.from(this.entries[i]!.codes));
    return parts.reverse().flat();
  }

  /**
   * Every move but a draw, depth first from entry `e`, offering each new position to `best`; true
   * on a win.
   */
  private searchFrom(e: number): boolean {
    const pos = this.pos;
    pos.load(this.entries[e]!.saved, 0);
    if (!this.seen.add(pos.key1(), pos.key2())) return false;
    this.offer(e);
    let budget = this.reach;
    let depth = 0;
    this.fNext[0] = 0;
    this.fEnd[0] = this.movesHere(0);
    this.fMark[0] = 0;
    while (depth >= 0) {
      const i = this.fNext[depth]!;
      if (i === this.fEnd[depth] || budget <= 0) {
        pos.undoTo(this.fMark[depth]!);
        depth--;
        continue;
      }
      this.fNext[depth] = i + 1;
      const mark = pos.histLen;
      const code = this.moveBuf[i]!;
      pos.play(code);
      pos.playSafeAfter(code);
      this.nodes++;
      budget--;
      if (pos.won()) {
        this.wonCodes = this.lineFrom(e, pos.hist.subarray(0, pos.histLen));
        return true;
      }
      if (depth + 1 === this.fEnd.length || !this.seen.hasRoom || !this.seen.add(pos.key1(), pos.key2()) || this.bound?.lost(pos) === true) {
        pos.undoTo(mark);
        continue;
      }
      this.offer(e);
      depth++;
      this.fNext[depth] = this.fEnd[depth - 1]!;
      this.fEnd[depth] = this.movesHere(this.fEnd[depth - 1]!);
      this.fMark[depth] = mark;
    }
    return false;
  }

  /** The current position's moves but a draw, written from `at`; returns the end. */
  private movesHere(at: number): number {
    if (at + 256 > this.moveBuf.length) return at;
    const end = this.pos.moves(this.moveBuf, at, this.scoreBuf);
    let w = at;
    for (let i = at; i < end; i++) if (this.moveBuf[i] !== DRAW) this.moveBuf[w++] = this.moveBuf[i]!;
    return w;
  }

  /** Keeps the current position (reached from entry `e`) if it is among the best this stage. */
  private offer(e: number): void {
    const pos = this.pos;
    if (pos.stockLen === 0) return;
    const score = promise(pos);
    const best = this.best;
    // A free slot goes on top with the lowest key, to be filled below like a replaced one.
    if (best.size < this.width) best.push(best.size, -Infinity);
    else if (score <= best.keys[0]!) return;
    const slot = best.ids[0]!;
    pos.save(this.saved, slot * this.size);
    this.slotParent[slot] = e;
    this.slotCodes[slot] = pos.hist.slice(0, pos.histLen);
    best.replaceTop(score);
  }

  /**
   * Draws from each position kept this stage, best first, to make the next stage: null, or 'win',
   * or 'done' if none is left.
   */
  private draw(): 'win' | 'done' | null {
    const best = this.best;
    const order = Array.from(best.ids.subarray(0, best.size), (slot, i) => ({ slot, score: best.keys[i]! }));
    order.sort((a, b) => b.score - a.score || a.slot - b.slot);
    best.size = 0;
    const pos = this.pos;
    const stage: number[] = [];
    for (const { slot } of order) {
      pos.load(this.saved, slot * this.size);
      pos.play(DRAW);
      pos.playSafeAfter(DRAW);
      this.nodes++;
      const codes = this.slotCodes[slot]!;
      const all = new Int32Array(codes.length + pos.histLen);
      all.set(codes);
      all.set(pos.hist.subarray(0, pos.histLen), codes.length);
      if (pos.won()) {
        this.wonCodes = this.lineFrom(this.slotParent[slot]!, all);
        return 'win';
      }
      if (this.bound?.lost(pos) === true) continue;
      const saved = new Uint8Array(this.size);
      pos.save(saved, 0);
      stage.push(this.entries.length);
      this.entries.push({ parent: this.slotParent[slot]!, codes: all, saved });
    }
    this.stage = stage;
    this.next = 0;
    this.seen = this.stageTable();
    return stage.length > 0 ? null : 'done';
  }
}
