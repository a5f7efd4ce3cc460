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
 * - Two copies (two-deck games), where one copy must leave before the other, because it lay above
 *   it in its pile or on the waste's stack:
 *   - the second copy needs a second foundation (both copies of the card below able to reach
 *     home), or both copies of its successor serving at once, or one foundation and one target;
 *   - a copy of its successor lying above it in its pile serves only if it can go onto a copy of
 *     its own successor (else it went home before this card was uncovered);
 *   - a higher card of its suit that lay above it and that no target can take went home, on a
 *     foundation holding the other copy of this card: this one needs the other foundation.
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
 * the same stack. For two copies: with no space, a card that has left sits on a foundation or on a
 * copy of its successor, which it covers until it goes home. So when the second copy leaves, the
 * first is home (the second needs the other foundation, or a target) or on a successor (the second
 * needs the other copy of the successor, or a foundation, which the first could have had as well).
 * Each rule asks only what any line must have done, with masks that only grow, so a card the rules
 * hold back now was held back at every earlier moment. The real game asks more (targets covered
 * again by other cards, pile cards covered again), which the rules ignore.
 *
 * The stages matter because in a lost deal the stock comes out in the wrong order: a card that has
 * nowhere to go when it is drawn buries every waste card below it. The copies matter where both
 * copies of a card lie in one pile: Famous Fifty deal 51 took 5.4 million positions to prove lost
 * without them, and takes 33,000 with them.
 *
 * Sets of ranks are 13-bit masks per suit: "up" masks hold rank r at bit r, "down" masks at bit
 * 12 - r, so that a chain running down the ranks runs up the bits (see `fillUp`).
 */
export class SpaceBound {
  /** Per pile: index of the lowest card known reachable, and of the lowest counted in `reach`. */
  private readonly low: Int16Array;
  private readonly counted: Int16Array;
  /** Per pile and suit (up): ranks of the cards that have left from above `low`. */
  private readonly above: Int32Array;
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
  /** Per suit (down): ranks with both copies reachable pile cards. */
  private readonly pileTarget2 = new Int32Array(4);
  /** Per suit (down): ranks with a copy gone from the waste. */
  private readonly gone = new Int32Array(4);
  /** Per suit (down): ranks with both copies gone from the waste. */
  private readonly gone2 = new Int32Array(4);
  /** Per suit (down): ranks some copy of which can serve as a target. */
  private readonly target = new Int32Array(4);
  /** Per suit (down): ranks both copies of which could serve as targets when `grow` last looked. */
  private readonly target2 = new Int32Array(4);
  /**
   * Per suit: what the pile cards that cannot leave yet wait for (bits of can1, can2, target and
   * target2). A stage whose draw adds none of these leaves every pile as it was, and is not walked
   * again.
   */
  private readonly want1 = new Int32Array(4);
  private readonly want2 = new Int32Array(4);
  private readonly wantTarget = new Int32Array(4);
  private readonly wantTarget2 = new Int32Array(4);
  /** The waste as a stack, bottom first: the waste, then the cards drawn so far that have not left. */
  private readonly stack: Uint8Array;
  /**
   * Per slot of `stack` and suit (up): ranks of the cards that have left the stack from above the
   * slot's card since it came, as `above` for piles.
   */
  private readonly stackAbove: Int32Array;

  private constructor(piles: number, cards: number) {
    this.low = new Int16Array(piles);
    this.counted = new Int16Array(piles);
    this.above = new Int32Array(piles * 4);
    this.stack = new Uint8Array(cards);
    this.stackAbove = new Int32Array(cards * 4);
  }

  /** The bound for a position's game, or null where it does not apply (see above) or in plain mode. */
  static of(pos: Position): SpaceBound | null {
    const t = pos.t;
    const applies = !pos.plain && t.builds && t.bySuit && t.def.stock > 0 && t.def.hasWaste && !t.refills;
    return applies ? new SpaceBound(pos.piles, pos.total) : null;
  }

  /**
   * Counts one more copy of `c` reachable or gone from the waste, and enters it in `one` (down), or
   * in `two` as well when a copy is there already; returns the bit of its suit.
   */
  private count(c: number, one: Int32Array, two: Int32Array): number {
    const suit = (c / 13) | 0;
    const bit = 1 << RANK0[c]!;
    if ((this.reach1[suit]! & bit) !== 0) this.reach2[suit]! |= bit;
    this.reach1[suit]! |= bit;
    const down = 1 << (12 - RANK0[c]!);
    two[suit]! |= one[suit]! & down;
    one[suit]! |= down;
    return 1 << suit;
  }

  /**
   * Whether a reachable card `c` can leave: home, or onto a target.
   * - `second`: the other copy of `c` lay above it, in its pile or on the stack, and has left. It
   *   went home, so `c` needs a second foundation, or a target; or it lies on a copy of the
   *   successor until it goes home, so `c` needs the other copy, or to go home itself.
   * - `succAbove`: a copy of the successor lies above `c` in its pile. It has left before `c`
   *   can, and serves only if it went onto a copy of its own successor, not home.
   * - `homedAbove`: a higher card of the suit lay above `c` in its pile and can have left only for
   *   home, on a foundation that holds the other copy of `c`: `c` needs the other foundation.
   */
  private leaves(c: number, second: boolean, succAbove: boolean, homedAbove = false): boolean {
    const r = RANK0[c]!;
    if (r === 0) return true;
    const suit = (c / 13) | 0;
    const below = 1 << (r - 1);
    if (second || homedAbove) {
      if ((this.can2[suit]! & below) !== 0) return true;
    } else if ((((this.home1[suit]! & (1 << r)) !== 0 ? this.can2[suit]! : this.can1[suit]!) & below) !== 0) return true;
    if (r === 12) return false;
    const t = this.target[suit]!;
    const succ = 1 << (11 - r);
    const aboveServes = !succAbove || (r !== 11 && (t & (1 << (10 - r))) !== 0);
    const one = (t & succ) !== 0 && (aboveServes || (this.targets2(suit) & succ) !== 0);
    if (!second) return one;
    return (aboveServes && (this.targets2(suit) & succ) !== 0) || (one && (this.can1[suit]! & below) !== 0);
  }

  /**
   * Ranks (down) both copies of which can serve as targets at once: each a reachable pile copy or
   * a copy gone from the waste onto its own copy of the successor (two gone copies need both
   * copies of the successor to serve). Worked out when asked: few cards ask.
   */
  private targets2(suit: number): number {
    const pile = this.pileTarget[suit]!;
    const gone = this.gone[suit]!;
    const gone2 = this.gone2[suit]!;
    const base = this.pileTarget2[suit]! | (pile & gone & (this.target[suit]! << 1));
    return base | fillUp(gone2, gone2 & (base << 1));
  }

  /**
   * Whether pile or stack card `c` can leave, when the cards of its suit, of its rank or higher,
   * that have left from above it are `over` (ranks, up; not 0).
   */
  private leavesUnder(c: number, over: number): boolean {
    const r = RANK0[c]!;
    const suit = (c / 13) | 0;
    const higher = (this.home1[suit]! & (1 << r)) === 0 ? over & (-2 << r) : 0;
    return this.leaves(c, (over & (1 << r)) !== 0, (over & (2 << r)) !== 0, higher !== 0 && (higher & untargeted(this.target[suit]!)) !== 0);
  }

  /**
   * Enters what the reachable pile card `c`, which cannot leave, waits for: what `leaves` read,
   * and the successors of the higher cards of its suit that have left from above it (in `over`, as
   * for `leavesUnder`), which would undo `homedAbove` by serving.
   */
  private waits(c: number, over: number): void {
    const r = RANK0[c]!;
    const suit = (c / 13) | 0;
    const second = (over & (1 << r)) !== 0;
    const succAbove = (over & (2 << r)) !== 0;
    const higher = (this.home1[suit]! & (1 << r)) === 0 ? over & (-2 << r) : 0;
    const below = 1 << (r - 1);
    if (second || higher !== 0 || (this.home1[suit]! & (1 << r)) !== 0) this.want2[suit]! |= below;
    if (second || (this.home1[suit]! & (1 << r)) === 0) this.want1[suit]! |= below;
    if (higher !== 0) this.wantTarget[suit]! |= REVERSED[(higher << 1) & 0x1fff]!;
    if (r === 12) return;
    this.wantTarget[suit]! |= (1 << (11 - r)) | (succAbove && r !== 11 ? 1 << (10 - r) : 0);
    if (second || succAbove) this.wantTarget2[suit]! |= 1 << (11 - r);
  }

  /**
   * Whether the stack's top card can leave (see `leaves`), with what has left from above it. A
   * successor gone from the stack serves already only through a copy of its own successor (see
   * `grow`), so the stack leaves `succAbove` out.
   */
  private stackTopLeaves(depth: number): boolean {
    const c = this.stack[depth - 1]!;
    const over = this.stackAbove[(depth - 1) * 4 + ((c / 13) | 0)]! & (-1 << RANK0[c]!);
    return this.leaves(c, false, false) && (over === 0 || this.leavesUnder(c, over & ~(2 << RANK0[c]!)));
  }

  /** True when `pos` (a position of the search this bound was made for) has no space and none can ever be made: lost. */
  lost(pos: Position): boolean {
    const { low, counted, home1, home2, reach1, reach2, pileTarget, pileTarget2, gone, gone2, stack, stackAbove } = this;
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
      pileTarget2[suit] = 0;
      this.target2[suit] = 0;
      gone[suit] = 0;
      gone2[suit] = 0;
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
    stackAbove.fill(0, 0, depth * 4);
    this.above.fill(0);
    let walk = true;
    for (let stage = 0; stage <= pos.stockLen; stage++) {
      if (stage > 0) {
        const c = pos.stock[pos.stockLen - stage]!;
        const at = depth * 4;
        stackAbove[at] = 0;
        stackAbove[at + 1] = 0;
        stackAbove[at + 2] = 0;
        stackAbove[at + 3] = 0;
        stack[depth++] = c;
        if (!this.leaves(c, false, false)) continue;
      }
      for (;;) {
        let fed = walk ? this.walkPiles(pos) : 0;
        if (fed < 0) return false;
        while (depth > 0 && this.stackTopLeaves(depth)) {
          const c = stack[--depth]!;
          if (depth > 0) {
            // Whatever had left from above this card, and the card, left from above the one below.
            const at = depth * 4;
            stackAbove[at - 4]! |= stackAbove[at]!;
            stackAbove[at - 3]! |= stackAbove[at + 1]!;
            stackAbove[at - 2]! |= stackAbove[at + 2]!;
            stackAbove[at - 1]! |= stackAbove[at + 3]!;
            stackAbove[at - 4 + ((c / 13) | 0)]! |= 1 << RANK0[c]!;
          }
          fed |= this.count(c, gone, gone2);
        }
        walk = false;
        for (let suit = 0; suit < 4; suit++) if ((fed & (1 << suit)) !== 0 && this.grow(suit)) walk = true;
        if (!walk && !(depth > 0 && this.stackTopLeaves(depth))) break;
      }
    }
    return true;
  }

  /**
   * Walks down every pile while its cards can leave, counting what it reaches. Returns the suits
   * (a bit each) it counted cards of, or -1 if some pile's bottom card can leave.
   */
  private walkPiles(pos: Position): number {
    const { low, counted, want1, want2, wantTarget, wantTarget2, pileTarget, pileTarget2 } = this;
    let fed = 0;
    for (let suit = 0; suit < 4; suit++) {
      want1[suit] = 0;
      want2[suit] = 0;
      wantTarget[suit] = 0;
      wantTarget2[suit] = 0;
    }
    for (let i = 0; i < pos.piles; i++) {
      const base = i * STRIDE;
      for (let k = low[i]!; ; k--) {
        const c = pos.cards[base + k]!;
        if (k < counted[i]!) {
          counted[i] = k;
          fed |= this.count(c, pileTarget, pileTarget2);
        }
        // What has left from above it in its pile (see `leaves`).
        const suit = (c / 13) | 0;
        const r = RANK0[c]!;
        const over = this.above[i * 4 + suit]! & (-1 << r);
        // The rules for copies only hold cards back: asked only of a card that could leave without
        // them, which then waits for what they read too.
        if (!this.leaves(c, false, false)) {
          this.waits(c, 0);
          break;
        }
        if (over !== 0 && !this.leavesUnder(c, over)) {
          this.waits(c, over);
          break;
        }
        if (k === 0) return -1;
        low[i] = k - 1;
        this.above[i * 4 + suit]! |= 1 << r;
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
    let news = (c1 & ~can1[suit]! & this.want1[suit]!) | (c2 & ~can2[suit]! & this.want2[suit]!) | (t & ~target[suit]! & this.wantTarget[suit]!);
    can1[suit] = c1;
    can2[suit] = c2;
    target[suit] = t;
    // Against the last value worked out here, which is never more than the one `leaves` read.
    if (this.wantTarget2[suit] !== 0) {
      const t2 = this.targets2(suit);
      news |= t2 & ~this.target2[suit]! & this.wantTarget2[suit]!;
      this.target2[suit] = t2;
    }
    return news !== 0;
  }
}

/** The ranks (up) no target can take, for a suit whose targets are `t` (down): Kings, and the cards whose successor cannot serve. */
function untargeted(t: number): number {
  return ~(REVERSED[t]! >> 1) & 0x1fff;
}

/** REVERSED[m]: the 13-bit mask m read backwards (a "down" mask as an "up" one). */
const REVERSED = Uint16Array.from({ length: 1 << 13 }, (_, m) => {
  let r = 0;
  for (let b = 0; b < 13; b++) if ((m & (1 << b)) !== 0) r |= 1 << (12 - b);
  return r;
});

/**
 * The bits of `m` that a bit of `seeds` in m reaches going up through bits of m, any number of
 * seeds to a run: a fill in four shifts (1, 2, 4, 8 cover 13 bits). The addition trick,
 * ((m + seeds) ^ m) & m, is right only with one seed to a run, and the targets have more: with 9♣
 * and 8♣ gone from the waste onto another 9♣ and a 10♣ in the piles, it dropped 8♣.
 */
function fillUp(m: number, seeds: number): number {
  let gen = seeds & m;
  let pro = m;
  gen |= pro & (gen << 1);
  pro &= pro << 1;
  gen |= pro & (gen << 2);
  pro &= pro << 2;
  gen |= pro & (gen << 4);
  pro &= pro << 4;
  return gen | (pro & (gen << 8));
}
