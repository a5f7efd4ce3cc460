import type { Card } from '../cards.ts';
import { mulberry32 } from '../random.ts';
import type { Move, State } from '../types.ts';
import { FROM_PILE, FROM_WASTE, type GameTables, gameTables } from './tables.ts';

/**
 * The solver's own position: flat typed arrays changed in place by `play` and put back by `undo`,
 * so a search allocates nothing per node. It holds what decides the legal moves and nothing else:
 * face-down status does not (only a pile's top card ever moves, and a top card is always face up),
 * so the solver, which sees every card, ignores it.
 *
 * Move codes (one int): `from | to << 6`; from is a pile 0..29 or WASTE; to is a pile or
 * FOUNDATION + f. DRAW is its own code. The history also records REFILL entries (Fortune's Favor)
 * so that `undo` can put them back.
 */
export const STRIDE = 32; // longest possible pile: 5 dealt + 13 built on them
export const WASTE = 31;
export const FOUNDATION = 32;
export const DRAW = 1 << 12;
export const REFILL = 1 << 13;
const REFILL_FROM_STOCK = 1 << 6;

const MAX_CARDS = 104;

/** Zobrist keys, two independent 32-bit lanes (a 64-bit key: see table.ts on collisions). */
function keys(n: number, seed: number): Uint32Array {
  const next = mulberry32(seed);
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = next();
  return out;
}
const PILE1 = keys(STRIDE * 52, 0x5eed0001);
const PILE2 = keys(STRIDE * 52, 0x5eed0002);
const WASTE1 = keys(MAX_CARDS * 52, 0x5eed0003);
const WASTE2 = keys(MAX_CARDS * 52, 0x5eed0004);
const STOCK1 = keys(MAX_CARDS + 1, 0x5eed0005);
const STOCK2 = keys(MAX_CARDS + 1, 0x5eed0006);

/** murmur3's finaliser: spreads a pile hash before the piles are summed. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Move order scores: home first, then building, the waste, a draw, and last a move into a space. */
const SC = { pile: 100, waste: 90, draw: 50, space: 10, uncover: 30, empties: 20 } as const;
export const RANK0 = new Uint8Array(52).map((_, c) => c % 13); // 0 = Ace .. 12 = King

export class Position {
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
  private readonly pileOf = new Int8Array(52);
  private readonly topAt = new Int8Array(52);
  private readonly idxOf = new Uint8Array(52);
  private readonly needy = new Uint8Array(52);
  private readonly mark = new Uint8Array(52);
  private readonly stackNode = new Uint8Array(53);
  private readonly stackNext = new Uint8Array(53);

  constructor(state: State, plain = false) {
    this.plain = plain;
    const t = gameTables(state.game);
    this.t = t;
    this.piles = t.piles;
    this.total = 52 * t.copies;
    this.cards = new Uint8Array(t.piles * STRIDE);
    this.len = new Uint8Array(t.piles);
    this.ph1 = new Uint32Array(t.piles);
    this.ph2 = new Uint32Array(t.piles);
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
    this.lockCheck = !plain && t.copies === 1 && t.def.stock === 0 && !t.def.hasWaste && t.bySuit && kingsOnly && this.stockLen === 0 && this.wasteLen === 0;
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
  }

  private pop(i: number): Card {
    const n = this.len[i]! - 1;
    const c = this.cards[i * STRIDE + n]!;
    this.len[i] = n;
    this.ph1[i]! ^= PILE1[n * 52 + c]!;
    this.ph2[i]! ^= PILE2[n * 52 + c]!;
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
    else for (let i = 0; i < this.piles; i++) h = (h + fmix(this.ph1[i]!)) | 0;
    return h >>> 0;
  }

  key2(): number {
    let h = (STOCK2[this.stockLen]! + this.wh2) | 0;
    if (this.plain) for (let i = 0; i < this.piles; i++) h = (h + fmix(this.ph2[i]! ^ PILE2[i]!)) | 0;
    else for (let i = 0; i < this.piles; i++) h = (h + fmix(this.ph2[i]! ^ 0x9e3779b9)) | 0;
    return h >>> 0;
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

  /**
   * Whether sending `c` home now loses nothing, so the search makes the move without branching.
   *
   * Proof (for games that build down by suit, or not at all: `bySuit`). Say no copy of c-1 (same suit) is still out (or c is an Ace). Then no card can ever be
   * placed on c, in the tableau, since by suit only c-1 builds on c. Take any winning line L from
   * here; delete from it every move of this copy of c, and call the rest L'. Played after sending
   * c home, each move of L' is legal: c was always a top card in L (nothing could cover it in the
   * tableau, and cards drawn onto it in the waste are the same in L'), so removing it only turns
   * the card beneath it into a top card sooner, and never empties a pile that a move of L fills
   * (L' puts no card where L puts c-1 on c, as none exists). Foundations: with c home early, each
   * other card X still finds a foundation with top X-1 when L plays it, because every copy of c-1
   * is already home (in two-deck games the other copy of c finds the second foundation of the
   * suit, whose top is then c-1). L' ends with every card home: a win.
   *
   * Fortune's Favor breaks this in one way: emptying a pile, or taking the waste top, changes what
   * its refills take. So there the move is forced only from a pile that keeps a card, or once waste
   * and stock are both empty (no refill can happen again).
   */
  safeHome(c: Card, fromWaste: boolean, pileLen: number): boolean {
    if (!this.t.bySuit) return false;
    if (RANK0[c] !== 0 && this.homeCount[c - 1] !== this.t.copies) return false;
    if (this.t.refills && (this.wasteLen > 0 || this.stockLen > 0) && (fromWaste || pileLen === 1)) return false;
    return true;
  }

  /**
   * Plays every safe move there is; returns how many. Safe: a foundation move allowed by
   * `safeHome`, and, in one-deck games whose spaces never take the card z+1, a card z onto z+1
   * when z+1 already lies on z+2 (a settled pair).
   *
   * Proof of the second. z+1 lies on z+2, the only z+2 there is; it can leave only for home (no
   * space takes it), and only after z is home. So z on it costs nothing: z+1 could not move before
   * z anyway. Take a winning line L from here and drop from it z's tableau moves, giving L'; play
   * L' after moving z onto z+1. Every card but z and the pile z left is where L has it; z and
   * whatever L builds on z (only z-1, then z-2...) sit on z+1 instead, still top when L moves them,
   * and z goes home when L sends it. The pile z left shows its next card sooner, or is empty where
   * L's is not: more options, and none that L uses is gone. (Fortune's Favor: the same guard as
   * `safeHome` against changing its refills.)
   */
  playSafe(): number {
    if (this.plain) return 0;
    let played = 0;
    const t = this.t;
    const pairs = t.copies === 1 && t.bySuit;
    const topAt = this.topAt;
    const cards = this.cards;
    const refills = t.refills;
    outer: for (;;) {
      if (pairs) {
        topAt.fill(-1);
        for (let p = 0; p < this.piles; p++) if (this.len[p] !== 0) topAt[cards[p * STRIDE + this.len[p]! - 1]!] = p;
      }
      for (let i = 0; i < this.piles; i++) {
        const n = this.len[i]!;
        if (n === 0) continue;
        const c = cards[i * STRIDE + n - 1]!;
        if (this.canHome(c) && this.safeHome(c, false, n)) {
          this.play(i | ((FOUNDATION + this.homeFor(c)) << 6));
          played++;
          continue outer;
        }
        // The settled-pair move: c onto c+1 lying on c+2.
        if (!pairs || RANK0[c]! >= 11 || t.ontoEmpty[FROM_PILE * 52 + c + 1] || (n >= 2 && cards[i * STRIDE + n - 2] === c + 1)) continue;
        if (refills && n === 1 && (this.wasteLen > 0 || this.stockLen > 0)) continue;
        const p = topAt[c + 1]!;
        if (p < 0) continue;
        const m = this.len[p]!;
        if (m >= 2 && cards[p * STRIDE + m - 2] === c + 2 && t.onto[FROM_PILE * 2704 + c * 52 + c + 1]) {
          this.play(i | (p << 6));
          played++;
          continue outer;
        }
      }
      if (this.wasteLen > 0) {
        const c = this.waste[this.wasteLen - 1]!;
        if (this.canHome(c) && this.safeHome(c, true, 0)) {
          this.play(WASTE | ((FOUNDATION + this.homeFor(c)) << 6));
          played++;
          continue;
        }
      }
      return played;
    }
  }

  /** Whether some top card (pile or waste) can go to a foundation now. */
  canSendHome(): boolean {
    for (let i = 0; i < this.piles; i++) if (this.len[i] !== 0 && this.canHome(this.top(i))) return true;
    return this.wasteLen > 0 && this.canHome(this.waste[this.wasteLen - 1]!);
  }

  /**
   * A sure loss found without search, in games like Lucky Fan (one deck, no stock, no waste, only
   * Kings fill spaces, building down by suit). Call a card z needy when it is not a King and lies
   * above a lower card of its suit in its pile: it cannot go home before that card, which cannot
   * go home before z leaves, and a space will not take it, so z must at some time move onto z+1
   * (the only one). Before that, every card above z+1 must leave; a needy one among them, w, must
   * therefore move before z. A cycle of "must move before" among needy cards (z+1 under z itself
   * is the shortest) cannot be met: the position is lost.
   */
  blocked(): boolean {
    const { pileOf, idxOf, needy, mark, cards } = this;
    pileOf.fill(-1);
    needy.fill(0);
    mark.fill(0);
    for (let i = 0; i < this.piles; i++) {
      let m0 = 13, m1 = 13, m2 = 13, m3 = 13;
      const base = i * STRIDE;
      for (let k = 0; k < this.len[i]!; k++) {
        const c = cards[base + k]!;
        pileOf[c] = i;
        idxOf[c] = k;
        const r = RANK0[c]!;
        const suit = (c / 13) | 0;
        const least = suit === 0 ? m0 : suit === 1 ? m1 : suit === 2 ? m2 : m3;
        if (least < r) {
          if (r !== 12) needy[c] = 1;
        } else if (suit === 0) m0 = r;
        else if (suit === 1) m1 = r;
        else if (suit === 2) m2 = r;
        else m3 = r;
      }
    }
    // Depth-first search for a cycle: mark 1 = on the stack, 2 = done.
    const { stackNode, stackNext } = this;
    for (let start = 0; start < 52; start++) {
      if (!needy[start] || mark[start]) continue;
      let sp = 0;
      stackNode[0] = start;
      stackNext[0] = idxOf[start + 1]! + 1;
      mark[start] = 1;
      while (sp >= 0) {
        const z = stackNode[sp]!;
        const p = pileOf[z + 1]!;
        const k = stackNext[sp]!;
        if (p < 0 || k >= this.len[p]!) {
          mark[z] = 2;
          sp--;
          continue;
        }
        stackNext[sp] = k + 1;
        const w = cards[p * STRIDE + k]!;
        if (!needy[w]) continue;
        if (mark[w] === 1) return true;
        if (mark[w] === 2) continue;
        mark[w] = 1;
        sp++;
        stackNode[sp] = w;
        stackNext[sp] = idxOf[w + 1]! + 1;
      }
    }
    return false;
  }

  won(): boolean {
    return this.homeTotal === this.total;
  }

  /**
   * Appends the legal moves to `out` from `at`, best first by a cheap score; returns the new end.
   * Left out, as they change nothing but pile order: a pile's only card into a space, and moves
   * into a second space (all spaces are alike). `scores` is scratch space.
   */
  moves(out: Int32Array, at: number, scores: Int32Array): number {
    const t = this.t;
    const start = at;
    let space = -1;
    for (let i = 0; i < this.piles; i++) if (this.len[i] === 0) { space = i; break; }
    const spaces = space >= 0;
    for (let s = 0; s <= this.piles; s++) {
      const fromWaste = s === this.piles;
      const from = fromWaste ? WASTE : s;
      let n: number;
      let c: number;
      if (fromWaste) {
        n = this.wasteLen;
        if (n === 0) continue;
        c = this.waste[n - 1]!;
      } else {
        n = this.len[s]!;
        if (n === 0) continue;
        c = this.cards[s * STRIDE + n - 1]!;
      }
      const below = fromWaste ? -1 : n > 1 ? this.cards[s * STRIDE + n - 2]! : -1;
      // Worth more when the move uncovers a card that can go home, or empties a pile.
      const bonus = (below >= 0 && this.canHome(below) ? SC.uncover : 0) + (!fromWaste && n === 1 ? SC.empties : 0);
      const f = this.homeFor(c);
      if (f >= 0) {
        scores[at] = 1000 + bonus;
        out[at++] = from | ((FOUNDATION + f) << 6);
      }
      if (!t.builds) continue;
      const src = fromWaste ? FROM_WASTE : FROM_PILE;
      const row = src * 2704 + c * 52;
      for (let p = 0; p < this.piles; p++) {
        if (p === s) continue;
        const m = this.len[p]!;
        if (m === 0) continue;
        if (t.onto[row + this.cards[p * STRIDE + m - 1]!]) {
          scores[at] = (fromWaste ? SC.waste : SC.pile) + bonus;
          out[at++] = from | (p << 6);
        }
      }
      if (spaces && (fromWaste || n > 1) && t.ontoEmpty[src * 52 + c]) {
        for (let p = space; p < this.piles; p++) {
          if (this.len[p] !== 0 || p === s) continue;
          scores[at] = SC.space + bonus;
          out[at++] = from | (p << 6);
          if (!this.plain) break;
        }
      }
    }
    if (this.stockLen > 0) {
      scores[at] = SC.draw;
      out[at++] = DRAW;
    }
    // Insertion sort, highest score first: lists are short.
    for (let i = start + 1; i < at; i++) {
      const m = out[i]!;
      const sc = scores[i]!;
      let j = i - 1;
      while (j >= start && scores[j]! < sc) {
        out[j + 1] = out[j]!;
        scores[j + 1] = scores[j]!;
        j--;
      }
      out[j + 1] = m;
      scores[j + 1] = sc;
    }
    return at;
  }
}

/** An engine Move for a move code (foundations concrete, as `apply` returns them). */
export function engineMove(code: number): Move {
  if (code === DRAW) return { kind: 'draw' };
  const from = code & 63;
  const to = code >> 6;
  return {
    kind: 'move',
    from: from === WASTE ? { zone: 'w', index: 0 } : { zone: 't', index: from },
    to: to >= FOUNDATION ? { zone: 'f', index: to - FOUNDATION } : { zone: 't', index: to },
  };
}

/** The moves played so far (refills are part of their move and are not listed). */
export function lineOfCodes(pos: Position): Move[] {
  return movesOfCodes(pos.hist.subarray(0, pos.histLen));
}

/** Engine moves for history codes, refills left out. */
export function movesOfCodes(codes: ArrayLike<number>): Move[] {
  const out: Move[] = [];
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (!(code & REFILL)) out.push(engineMove(code));
  }
  return out;
}
