import type { Card } from '../cards.ts';
import type { State } from '../types.ts';
import { DRAW, FOUNDATION, MAX_CARDS, RANK0, REFILL, REFILL_FROM_STOCK, STRIDE, WASTE } from './codes.ts';
import { blocked } from './lock.ts';
import { listMoves } from './move-list.ts';
import { playSafe, playSafeAfter, safeHome } from './safe-moves.ts';
import type { PositionView } from './position-view.ts';
import { FROM_PILE, type GameTables, gameTables } from './tables.ts';
import { PILE1, PILE2, STOCK1, STOCK2, WASTE1, WASTE2, fmix } from './zobrist.ts';

export { DRAW, FOUNDATION, RANK0, REFILL, STRIDE, WASTE, engineMove, lineOfCodes, movesOfCodes } from './codes.ts';

/**
 * The solver's own position: flat typed arrays changed in place by `play` and put back by `undo`,
 * so a search allocates nothing per node. It holds what decides the legal moves and nothing else:
 * face-down status does not (only a pile's top card ever moves, and a top card is always face up),
 * so the solver, which sees every card, ignores it. Move codes: codes.ts.
 */
export class Position implements PositionView {
  readonly t: GameTables;
  readonly piles: number;
  readonly cards: Uint8Array;
  readonly len: Uint8Array;
  readonly stock: Uint8Array;
  stockLen: number;
  readonly waste = new Uint8Array(MAX_CARDS);
  wasteLen = 0;
  readonly found: Int8Array;
  /** byTop[t + 1]: how many foundations have top t (-1: empty). */
  private readonly byTop = new Uint8Array(54);
  /** Copies of each card on the foundations. */
  readonly homeCount = new Uint8Array(52);
  homeTotal = 0;
  readonly total: number;
  private readonly ph1: Uint32Array;
  private readonly ph2: Uint32Array;
  /**
   * The key's pile terms, kept per pile with their sums, and a bit per pile whose hash changed
   * since: a move changes one or two piles, so a key recomputes those, not every pile.
   */
  private readonly fm1: Uint32Array;
  private readonly fm2: Uint32Array;
  private sum1 = 0;
  private sum2 = 0;
  private stale = -1;
  private wh1 = 0;
  private wh2 = 0;
  hist = new Int32Array(1024);
  histLen = 0;
  /** Whether `blocked` applies: see there. */
  readonly lockCheck: boolean;
  /**
   * Plain mode, for tests that check the reductions against a search without them: no safe moves,
   * no lock check, every space a separate target, pile order part of the key.
   */
  readonly plain: boolean;
  /** Every card goes home as soon as it can: the rule of an incomplete search (search.ts's `greedyHome`). */
  readonly greedyHome: boolean;

  constructor(state: State, rules: { readonly plain?: boolean; readonly greedyHome?: boolean } = {}) {
    this.plain = rules.plain === true;
    this.greedyHome = rules.greedyHome === true;
    const t = gameTables(state.game);
    this.t = t;
    this.piles = t.piles;
    this.total = 52 * t.copies;
    this.cards = new Uint8Array(t.piles * STRIDE);
    this.len = new Uint8Array(t.piles);
    this.ph1 = new Uint32Array(t.piles);
    this.ph2 = new Uint32Array(t.piles);
    this.fm1 = new Uint32Array(t.piles);
    this.fm2 = new Uint32Array(t.piles);
    state.tableau.forEach((pile, i) => {
      for (const c of pile) this.push(i, c);
    });
    this.stock = Uint8Array.from(state.stock);
    this.stockLen = state.stock.length;
    for (const c of state.waste) this.pushWaste(c);
    this.found = new Int8Array(state.foundations.length);
    state.foundations.forEach((top, f) => { this.setFoundation(f, top); });
    let kingsOnly = true;
    for (let c = 0; c < 52; c++) if (RANK0[c] !== 12 && t.ontoEmpty[FROM_PILE * 52 + c]) kingsOnly = false;
    this.lockCheck = !this.plain && t.copies === 1 && t.def.stock === 0 && !t.def.hasWaste && t.bySuit && kingsOnly && this.stockLen === 0 && this.wasteLen === 0;
  }

  /** Sets foundation `f`, empty so far, to top `top` (-1 empty) with every card below it home. */
  private setFoundation(f: number, top: number): void {
    this.found[f] = top;
    this.byTop[top + 1]!++;
    if (top < 0) return;
    for (let c = top - RANK0[top]!; c <= top; c++) this.homeCount[c]!++;
    this.homeTotal += RANK0[top]! + 1;
  }

  /** Bytes `save` writes: pile lengths, the cards out, waste and stock lengths, foundation tops. */
  get saveSize(): number {
    return this.piles + this.total + 2 + this.found.length;
  }

  /**
   * Writes what `load` needs to rebuild this position (not its history) at buf[at...]: for a
   * search that keeps many positions (best-first.ts) and plays only one at a time.
   */
  save(buf: Uint8Array, at: number): void {
    let k = at;
    for (let i = 0; i < this.piles; i++) buf[k++] = this.len[i]!;
    for (let i = 0; i < this.piles; i++) for (let j = 0; j < this.len[i]!; j++) buf[k++] = this.cards[i * STRIDE + j]!;
    buf[k++] = this.wasteLen;
    for (let j = 0; j < this.wasteLen; j++) buf[k++] = this.waste[j]!;
    buf[k++] = this.stockLen;
    for (let f = 0; f < this.found.length; f++) buf[k++] = this.found[f]! + 1;
  }

  /** Becomes the position `save` wrote at buf[at...], with an empty history. */
  load(buf: Uint8Array, at: number): void {
    let k = at + this.piles;
    this.ph1.fill(0);
    this.ph2.fill(0);
    this.stale = -1;
    for (let i = 0; i < this.piles; i++) {
      const n = buf[at + i]!;
      this.len[i] = 0;
      for (let j = 0; j < n; j++) this.push(i, buf[k++]!);
    }
    const w = buf[k++]!;
    this.wasteLen = 0;
    this.wh1 = 0;
    this.wh2 = 0;
    for (let j = 0; j < w; j++) this.pushWaste(buf[k++]!);
    this.stockLen = buf[k++]!;
    this.byTop.fill(0);
    this.homeCount.fill(0);
    this.homeTotal = 0;
    for (let f = 0; f < this.found.length; f++) this.setFoundation(f, buf[k++]! - 1);
    this.histLen = 0;
  }

  top(i: number): number {
    const n = this.len[i]!;
    return n === 0 ? -1 : this.cards[i * STRIDE + n - 1]!;
  }

  private push(i: number, c: Card): void {
    const n = this.len[i]!;
    this.cards[i * STRIDE + n] = c;
    this.len[i] = n + 1;
    this.ph1[i]! ^= PILE1[n * 52 + c]!;
    this.ph2[i]! ^= PILE2[n * 52 + c]!;
    this.stale |= 1 << i;
  }

  private pop(i: number): Card {
    const n = this.len[i]! - 1;
    const c = this.cards[i * STRIDE + n]!;
    this.len[i] = n;
    this.ph1[i]! ^= PILE1[n * 52 + c]!;
    this.ph2[i]! ^= PILE2[n * 52 + c]!;
    this.stale |= 1 << i;
    return c;
  }

  private pushWaste(c: Card): void {
    const n = this.wasteLen++;
    this.waste[n] = c;
    this.wh1 ^= WASTE1[n * 52 + c]!;
    this.wh2 ^= WASTE2[n * 52 + c]!;
  }

  private popWaste(): Card {
    const n = --this.wasteLen;
    const c = this.waste[n]!;
    this.wh1 ^= WASTE1[n * 52 + c]!;
    this.wh2 ^= WASTE2[n * 52 + c]!;
    return c;
  }

  private record(code: number): void {
    if (this.histLen === this.hist.length) {
      const h = new Int32Array(this.hist.length * 2);
      h.set(this.hist);
      this.hist = h;
    }
    this.hist[this.histLen++] = code;
  }

  /** Plays a move the caller knows to be legal (from `moves`), with Fortune's Favor's refills. */
  play(code: number): void {
    if (code === DRAW) {
      this.pushWaste(this.stock[--this.stockLen]!);
    } else {
      const from = code & 63;
      const to = code >> 6;
      const c = from === WASTE ? this.popWaste() : this.pop(from);
      if (to >= FOUNDATION) {
        const f = to - FOUNDATION;
        this.byTop[this.found[f]! + 1]!--;
        this.byTop[c + 1]!++;
        this.found[f] = c;
        this.homeCount[c]!++;
        this.homeTotal++;
      } else this.push(to, c);
    }
    this.record(code);
    if (this.t.refills) this.refill();
  }

  /** Every empty pile, left to right, takes the waste top, else the stock top (RULES.md). */
  private refill(): void {
    for (let i = 0; i < this.piles; i++) {
      if (this.len[i] !== 0) continue;
      if (this.wasteLen > 0) {
        this.push(i, this.popWaste());
        this.record(REFILL | i);
      } else if (this.stockLen > 0) {
        this.push(i, this.stock[--this.stockLen]!);
        this.record(REFILL | REFILL_FROM_STOCK | i);
      } else return;
    }
  }

  /** Takes back the last move played, refills included. */
  undo(): void {
    let code = this.hist[--this.histLen]!;
    while (code & REFILL) {
      const c = this.pop(code & 63 & ~REFILL_FROM_STOCK);
      if (code & REFILL_FROM_STOCK) this.stockLen++;
      else this.pushWaste(c);
      code = this.hist[--this.histLen]!;
    }
    if (code === DRAW) {
      this.popWaste();
      this.stockLen++;
      return;
    }
    const from = code & 63;
    const to = code >> 6;
    let c: Card;
    if (to >= FOUNDATION) {
      const f = to - FOUNDATION;
      c = this.found[f]!;
      const below = RANK0[c] === 0 ? -1 : c - 1;
      this.found[f] = below;
      this.byTop[c + 1]!--;
      this.byTop[below + 1]!++;
      this.homeCount[c]!--;
      this.homeTotal--;
    } else c = this.pop(to);
    if (from === WASTE) this.pushWaste(c);
    else this.push(from, c);
  }

  /** Undoes moves until the history is `mark` entries long. */
  undoTo(mark: number): void {
    while (this.histLen > mark) this.undo();
  }

  /**
   * The position's key, lane 1 or 2. Piles enter through a commutative sum, so positions that
   * differ only in pile order share a key: piles are interchangeable in every game here, since
   * the build rule never reads a pile's index. The one rule that reads pile order, Fortune's
   * Favor's left-to-right refill, matters only with two spaces at once while the waste or stock
   * still holds a card, and after any move every space is refilled while cards last, so that can be
   * true only of the root, which is never a transposition of another position. Foundations are
   * left out: which cards are home follows from the cards still out, and foundations of one suit
   * are interchangeable. The stock is a prefix of the dealt stock, so its length says it all.
   */
  key1(): number {
    let h = (STOCK1[this.stockLen]! + this.wh1) | 0;
    if (this.plain) for (let i = 0; i < this.piles; i++) h = (h + fmix(this.ph1[i]! ^ PILE1[i]!)) | 0;
    else {
      this.refresh();
      h = (h + this.sum1) | 0;
    }
    return h >>> 0;
  }

  key2(): number {
    let h = (STOCK2[this.stockLen]! + this.wh2) | 0;
    if (this.plain) for (let i = 0; i < this.piles; i++) h = (h + fmix(this.ph2[i]! ^ PILE2[i]!)) | 0;
    else {
      this.refresh();
      h = (h + this.sum2) | 0;
    }
    return h >>> 0;
  }

  /** Brings the pile terms of the key up to date (see `fm1`): the same sums, mod 2^32, as summing every pile. */
  private refresh(): void {
    let m = this.stale;
    if (m === 0) return;
    this.stale = 0;
    let s1 = this.sum1, s2 = this.sum2;
    while (m !== 0) {
      const i = 31 - Math.clz32(m & -m);
      m &= m - 1;
      if (i >= this.piles) continue;
      const a = fmix(this.ph1[i]!), b = fmix(this.ph2[i]! ^ 0x9e3779b9);
      s1 = (s1 - this.fm1[i]! + a) | 0;
      s2 = (s2 - this.fm2[i]! + b) | 0;
      this.fm1[i] = a;
      this.fm2[i] = b;
    }
    this.sum1 = s1;
    this.sum2 = s2;
  }

  /** The foundation that takes `c`, or -1. Two foundations that both take it are interchangeable. */
  homeFor(c: Card): number {
    const need = this.t.needTop[c]!;
    if (this.byTop[need + 1] === 0) return -1;
    for (let f = 0; ; f++) if (this.found[f] === need) return f;
  }

  /** Whether some foundation takes `c`. */
  canHome(c: Card): boolean {
    return this.byTop[this.t.needTop[c]! + 1] !== 0;
  }

  /** Whether sending `c` home now loses nothing (safe-moves.ts). */
  safeHome(c: Card, fromWaste: boolean, pileLen: number): boolean {
    return safeHome(this, c, fromWaste, pileLen);
  }

  /** Plays every safe move there is; returns how many (safe-moves.ts). */
  playSafe(): number {
    return playSafe(this);
  }

  /** `playSafe` after move `code` from a position that had no safe move left (safe-moves.ts). */
  playSafeAfter(code: number): number {
    return playSafeAfter(this, code);
  }


  /** Whether some top card (pile or waste) can go to a foundation now. */
  canSendHome(): boolean {
    for (let i = 0; i < this.piles; i++) if (this.len[i] !== 0 && this.canHome(this.top(i))) return true;
    return this.wasteLen > 0 && this.canHome(this.waste[this.wasteLen - 1]!);
  }

  /** A sure loss found without search, in games like Lucky Fan (lock.ts). */
  blocked(): boolean {
    return blocked(this);
  }


  won(): boolean {
    return this.homeTotal === this.total;
  }

  /** Appends the legal moves to `out` from `at`, best first; returns the new end (move-list.ts). */
  moves(out: Int32Array, at: number, scores: Int32Array): number {
    return listMoves(this, out, at, scores);
  }
}
