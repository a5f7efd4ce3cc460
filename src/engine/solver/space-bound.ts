import { type Position, RANK0, STRIDE } from './position.ts';

/**
 * A sure loss found without search, for the games whose piles build down by suit, take any card
 * (or a King) into a space, never refill it, and deal a one-pass stock one card at a time onto a
 * waste (Famous Fifty, Rouge Forty): a position with no space from which no pile can ever be
 * emptied. A win empties every pile, one move at a time, so it must first make a space; if none
 * can ever be made, the position is lost.
 *
 * Whether a pile can be emptied is over-estimated by a relaxation without spaces, where nothing
 * that happens is ever undone, played in stages: stage 0 is the position as it is, stage t follows
 * the t-th draw. The waste is a stack: a draw puts the next stock card on top of it, and a waste
 * card can leave only when every card above it has left. A pile card is "reachable" when every card
 * above it in its pile has left. A reachable card, or the waste's top, leaves either for home or
 * onto its successor (same suit, one rank up).
 * - Home: an Ace always can. Another card needs a foundation whose top is the card below it: as
 *   many copies of that card able to reach home (home now, or a reachable pile card or a card gone
 *   from the waste, with every lower rank of the suit able to reach home as often) as there are
 *   copies of this card home already, plus one.
 * - Onto its successor, when some copy of that can serve as a target: a reachable pile card, or a
 *   card gone from the waste whose own successor can serve as one.
 * Within a stage the rules run to their least fixpoint; the next stage starts from there, so
 * whatever a stage allowed stays allowed. If after the last draw no pile's bottom card could leave,
 * no pile is ever emptied.
 *
 * Proof, by induction over the moves of any real line that makes no space: after the line's t-th
 * draw, every card that has left its pile or the waste, and every pile card ever uncovered, is
 * counted by stage t, and each home copy came from a counted place. A pile move needs its card
 * uncovered (everything above it left, counted), and a foundation top or an uncovered successor
 * (counted, so a target: pile cards as they are, waste cards because they went onto a successor
 * that was one). A waste move needs the card on top of the waste, so everything drawn after it
 * has left, each counted when it did, in the order the stack pops it. A draw puts the same card on
 * the same stack. The real game asks more (it counts targets already covered, a foundation taken by
 * the other copy, pile cards covered again), which the rules ignore.
 *
 * The stages matter because in a lost deal the stock comes out in the wrong order: a card that has
 * nowhere to go when it is drawn buries every waste card below it, and before this the bound let
 * every stock card serve whenever it liked. In `npm run bench:famous-fifty`, deals 1-1000 at
 * 150 ms a deal, the solver proved 148 lost with the stages against 125 without; deals 54 and 67,
 * which 3 s did not decide, and 70, which took 3.5 million positions, it proves lost within 300.
 *
 * Sets of ranks are 13-bit masks per suit: "up" masks hold rank r at bit r, "down" masks at bit
 * 12 - r, so that a chain running down the ranks runs up the bits and one addition fills it.
 */
export class SpaceBound {
  /** Per pile: index of the lowest card known reachable, and of the lowest counted in `reach`. */
  private readonly low: Int16Array;
  private readonly counted: Int16Array;
  /** Per suit (up): ranks with at least one copy, and with both, home now. */
  private readonly home1 = new Int32Array(4);
  private readonly home2 = new Int32Array(4);
  /** Per suit (up): ranks with at least one copy, and with both, reachable or gone from the waste, and not home. */
  private readonly reach1 = new Int32Array(4);
  private readonly reach2 = new Int32Array(4);
  /** Per suit (up): ranks of which at least one copy, and both, can reach home. */
  private readonly can1 = new Int32Array(4);
  private readonly can2 = new Int32Array(4);
  /** Per suit (down): ranks with a reachable pile copy. */
  private readonly pileTarget = new Int32Array(4);
  /** Per suit (down): ranks with a copy gone from the waste. */
  private readonly gone = new Int32Array(4);
  /** Per suit (down): ranks some copy of which can serve as a target. */
  private readonly target = new Int32Array(4);
  /**
   * Per suit: what the pile cards that cannot leave yet wait for (bits of can1, can2, target). A
   * stage whose draw adds none of these leaves every pile as it was, and is not walked again.
   */
  private readonly want1 = new Int32Array(4);
  private readonly want2 = new Int32Array(4);
  private readonly wantTarget = new Int32Array(4);
  /** The waste as a stack, bottom first: the waste, then the cards drawn so far that have not left. */
  private readonly stack: Uint8Array;

  private constructor(piles: number, cards: number) {
    this.low = new Int16Array(piles);
    this.counted = new Int16Array(piles);
    this.stack = new Uint8Array(cards);
  }

  /** The bound for a position's game, or null where it does not apply (see above) or in plain mode. */
  static of(pos: Position): SpaceBound | null {
    const t = pos.t;
    const applies = !pos.plain && t.builds && t.bySuit && t.def.stock > 0 && t.def.hasWaste && !t.def.refillsSpaces;
    return applies ? new SpaceBound(pos.piles, pos.total) : null;
  }

  /** Counts one more copy of `c` reachable or gone from the waste. */
  private count(c: number): void {
    const suit = (c / 13) | 0;
    const bit = 1 << RANK0[c]!;
    if ((this.reach1[suit]! & bit) !== 0) this.reach2[suit]! |= bit;
    this.reach1[suit]! |= bit;
  }

  /** Whether a reachable card `c` can leave: home, or onto a target. */
  private leaves(c: number): boolean {
    const r = RANK0[c]!;
    if (r === 0) return true;
    const suit = (c / 13) | 0;
    const can = (this.home1[suit]! & (1 << r)) !== 0 ? this.can2[suit]! : this.can1[suit]!;
    return (can & (1 << (r - 1))) !== 0 || (r !== 12 && (this.target[suit]! & (1 << (11 - r))) !== 0);
  }

  /** Enters what the reachable card `c`, which cannot leave, waits for. */
  private waits(c: number): void {
    const r = RANK0[c]!;
    const suit = (c / 13) | 0;
    if ((this.home1[suit]! & (1 << r)) !== 0) this.want2[suit]! |= 1 << (r - 1);
    else this.want1[suit]! |= 1 << (r - 1);
    if (r !== 12) this.wantTarget[suit]! |= 1 << (11 - r);
  }

  /** True when `pos` (a position of the search this bound was made for) has no space and none can ever be made: lost. */
  lost(pos: Position): boolean {
    const { low, counted, home1, home2, reach1, reach2, pileTarget, gone, stack } = this;
    const piles = pos.piles;
    for (let i = 0; i < piles; i++) {
      if (pos.len[i] === 0) return false;
      low[i] = pos.len[i]! - 1;
      counted[i] = pos.len[i]!;
    }
    for (let suit = 0; suit < 4; suit++) {
      home1[suit] = 0;
      home2[suit] = 0;
      reach1[suit] = 0;
      reach2[suit] = 0;
      pileTarget[suit] = 0;
      gone[suit] = 0;
    }
    for (let f = 0; f < pos.found.length; f++) {
      const top = pos.found[f]!;
      if (top < 0) continue;
      const suit = (top / 13) | 0;
      const ranks = (2 << RANK0[top]!) - 1;
      home2[suit]! |= home1[suit]! & ranks;
      home1[suit]! |= ranks;
    }
    for (let suit = 0; suit < 4; suit++) this.grow(suit);
    let depth = pos.wasteLen;
    stack.set(pos.waste.subarray(0, depth));
    let walk = true;
    for (let stage = 0; stage <= pos.stockLen; stage++) {
      if (stage > 0) {
        const c = pos.stock[pos.stockLen - stage]!;
        stack[depth++] = c;
        if (!this.leaves(c)) continue;
      }
      for (;;) {
        let fed = walk ? this.walkPiles(pos) : 0;
        if (fed < 0) return false;
        while (depth > 0 && this.leaves(stack[depth - 1]!)) {
          const c = stack[--depth]!;
          this.count(c);
          gone[(c / 13) | 0]! |= 1 << (12 - RANK0[c]!);
          fed |= 1 << ((c / 13) | 0);
        }
        walk = false;
        for (let suit = 0; suit < 4; suit++) if ((fed & (1 << suit)) !== 0 && this.grow(suit)) walk = true;
        if (!walk && !(depth > 0 && this.leaves(stack[depth - 1]!))) break;
      }
    }
    return true;
  }

  /**
   * Walks down every pile while its cards can leave, counting what it reaches. Returns the suits
   * (a bit each) it counted cards of, or -1 if some pile's bottom card can leave.
   */
  private walkPiles(pos: Position): number {
    const { low, counted, want1, want2, wantTarget, pileTarget } = this;
    let fed = 0;
    for (let suit = 0; suit < 4; suit++) {
      want1[suit] = 0;
      want2[suit] = 0;
      wantTarget[suit] = 0;
    }
    for (let i = 0; i < pos.piles; i++) {
      const base = i * STRIDE;
      for (let k = low[i]!; ; k--) {
        const c = pos.cards[base + k]!;
        if (k < counted[i]!) {
          counted[i] = k;
          this.count(c);
          pileTarget[(c / 13) | 0]! |= 1 << (12 - RANK0[c]!);
          fed |= 1 << ((c / 13) | 0);
        }
        if (!this.leaves(c)) {
          this.waits(c);
          break;
        }
        if (k === 0) return -1;
        low[i] = k - 1;
      }
    }
    return fed;
  }

  /**
   * True when `pos` has no space, none can ever be made, and no card can ever go home: a dead end
   * (the search for a foundation move, dead-end.ts, stops there). Under the rules above, a card
   * that can reach home is one more rank that can: if no suit gains one, none can, and before a
   * first space, which never comes, the real game can do no more.
   */
  stuck(pos: Position): boolean {
    if (!this.lost(pos)) return false;
    for (let suit = 0; suit < 4; suit++) if (this.can1[suit] !== this.home1[suit] || this.can2[suit] !== this.home2[suit]) return false;
    return true;
  }

  /**
   * Brings a suit's masks up to what its counted cards allow; true if that lets some pile card
   * that waited leave (see `waits`).
   */
  private grow(suit: number): boolean {
    const { can1, can2, target } = this;
    // Ranks that can reach home, once or twice: the run up from the Ace of ranks home now or counted.
    const once = this.home1[suit]! | this.reach1[suit]!;
    const twice = this.home2[suit]! | this.reach2[suit]! | (this.home1[suit]! & this.reach1[suit]!);
    const c1 = fillUp(once, once & 1);
    const c2 = fillUp(twice, twice & 1);
    // Targets run down the ranks from a reachable pile card through cards gone from the waste.
    const pile = this.pileTarget[suit]!;
    const gone = this.gone[suit]!;
    const t = pile | fillUp(gone, gone & (pile << 1));
    const news = (c1 & ~can1[suit]! & this.want1[suit]!) | (c2 & ~can2[suit]! & this.want2[suit]!) | (t & ~target[suit]! & this.wantTarget[suit]!);
    can1[suit] = c1;
    can2[suit] = c2;
    target[suit] = t;
    return news !== 0;
  }
}

/** The runs of bits of `m` that start at a bit of `seeds` (each the lowest bit of its run in m). */
function fillUp(m: number, seeds: number): number {
  return ((m + seeds) ^ m) & m;
}
