import { type Position, RANK0, STRIDE } from './position.ts';

/**
 * A sure loss found without search, for the games whose piles build down by suit, take any card
 * (or a King) into a space, never refill it, and deal a stock (Famous Fifty, Rouge Forty): a
 * position with no space from which no pile can ever be emptied. A win empties every pile, one
 * move at a time, so it must first make a space; if none can ever be made, the position is lost.
 *
 * Whether a pile can be emptied is over-estimated by a relaxation without spaces, where nothing
 * that happens is ever undone. A card is "reachable" when every card above it in its pile, or in
 * the waste, can leave; every stock card is (it is the waste top when drawn). A reachable card
 * leaves either for home or onto its successor (same suit, one rank up).
 * - Home: an Ace always can. Another card needs a foundation whose top is the card below it: as
 *   many copies of that card able to reach home (home now, or reachable with every lower rank of
 *   the suit able to reach home as often) as there are copies of this card home already, plus one.
 * - Onto its successor, when some copy of that can serve as a target: a reachable pile card, or a
 *   reachable waste or stock card that can itself go onto a target.
 * The least fixpoint of these rules holds every card that can ever leave in the real game before
 * its first space: induct over the real moves, each of which needs what the rules ask and more
 * (the real game also counts targets already covered, a foundation taken by the other copy, cards
 * put on a pile later and cards drawn onto the waste later, which the rules ignore). So if no
 * pile's bottom card can leave under the rules, no pile is ever emptied.
 *
 * It matters because Famous Fifty's lost deals spend most of their positions shuffling without a
 * space after the last chance of one has gone: the depth-first search took 260,371 positions to
 * prove deal 31 lost without this, and takes 391 with it.
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
  /** Per suit (up): ranks with at least one copy, and with both, reachable and not home. */
  private readonly reach1 = new Int32Array(4);
  private readonly reach2 = new Int32Array(4);
  /** Per suit (up): ranks of which at least one copy, and both, can reach home. */
  private readonly can1 = new Int32Array(4);
  private readonly can2 = new Int32Array(4);
  /** Per suit (down): ranks some copy of which can serve as a target. */
  private readonly target = new Int32Array(4);
  /** Per suit (down): ranks with a reachable copy in the waste or the stock. */
  private readonly loose = new Int32Array(4);
  /** Per stock length n and suit: the ranks among the first n stock cards (up: once, twice; down). */
  private readonly stock1: Int32Array;
  private readonly stock2: Int32Array;
  private readonly stockDown: Int32Array;

  /** `stock`: the position's whole stock; later positions hold a prefix of it. */
  private constructor(piles: number, stock: Uint8Array) {
    this.low = new Int16Array(piles);
    this.counted = new Int16Array(piles);
    const rows = (stock.length + 1) * 4;
    this.stock1 = new Int32Array(rows);
    this.stock2 = new Int32Array(rows);
    this.stockDown = new Int32Array(rows);
    for (let n = 1; n <= stock.length; n++) {
      for (const a of [this.stock1, this.stock2, this.stockDown]) a.copyWithin(n * 4, (n - 1) * 4, n * 4);
      const c = stock[n - 1]!;
      const at = n * 4 + ((c / 13) | 0);
      const bit = 1 << RANK0[c]!;
      if ((this.stock1[at]! & bit) !== 0) this.stock2[at]! |= bit;
      this.stock1[at]! |= bit;
      this.stockDown[at]! |= 1 << (12 - RANK0[c]!);
    }
  }

  /** The bound for a position's game, or null where it does not apply (see above) or in plain mode. */
  static of(pos: Position): SpaceBound | null {
    const t = pos.t;
    const applies = !pos.plain && t.builds && t.bySuit && t.def.stock > 0 && !t.def.refillsSpaces;
    return applies ? new SpaceBound(pos.piles, pos.stock.subarray(0, pos.stockLen)) : null;
  }

  /** Counts one more reachable copy of `c`, not home, and enters it in `down` (`target` or `loose`). */
  private reached(c: number, down: Int32Array): void {
    const suit = (c / 13) | 0;
    const bit = 1 << RANK0[c]!;
    if ((this.reach1[suit]! & bit) !== 0) this.reach2[suit]! |= bit;
    this.reach1[suit]! |= bit;
    down[suit]! |= 1 << (12 - RANK0[c]!);
  }

  /** Whether a reachable card `c` can leave: home, or onto a target. */
  private leaves(c: number): boolean {
    const r = RANK0[c]!;
    if (r === 0) return true;
    const suit = (c / 13) | 0;
    const below = 1 << (r - 1);
    const can = (this.home1[suit]! & (1 << r)) !== 0 ? this.can2[suit]! : this.can1[suit]!;
    return (can & below) !== 0 || (r !== 12 && (this.target[suit]! & (1 << (11 - r))) !== 0);
  }

  /** True when `pos` (a position of the search this bound was made for) has no space and none can ever be made: lost. */
  lost(pos: Position): boolean {
    const { low, counted, home1, home2, reach1, reach2, target, loose } = this;
    const piles = pos.piles;
    for (let i = 0; i < piles; i++) {
      if (pos.len[i] === 0) return false;
      low[i] = pos.len[i]! - 1;
      counted[i] = pos.len[i]!;
    }
    const at = pos.stockLen * 4;
    for (let suit = 0; suit < 4; suit++) {
      home1[suit] = 0;
      home2[suit] = 0;
      reach1[suit] = this.stock1[at + suit]!;
      reach2[suit] = this.stock2[at + suit]!;
      target[suit] = 0;
      loose[suit] = this.stockDown[at + suit]!;
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
    let lowWaste = pos.wasteLen - 1;
    let countedWaste = pos.wasteLen;
    for (let grew = true; grew; ) {
      grew = false;
      // Reachable cards: down each pile, and down the waste, while the card above can leave.
      for (let i = 0; i < piles; i++) {
        const base = i * STRIDE;
        for (let k = low[i]!; k >= 0; k--) {
          const c = pos.cards[base + k]!;
          if (k < counted[i]!) {
            counted[i] = k;
            this.reached(c, target);
            grew = true;
          }
          if (!this.leaves(c)) break;
          if (k === 0) return false;
          low[i] = k - 1;
        }
      }
      for (; lowWaste >= 0; lowWaste--) {
        const c = pos.waste[lowWaste]!;
        if (lowWaste < countedWaste) {
          countedWaste = lowWaste;
          this.reached(c, loose);
          grew = true;
        }
        if (!this.leaves(c)) break;
      }
      for (let suit = 0; suit < 4; suit++) if (this.grow(suit)) grew = true;
    }
    return true;
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

  /** Brings a suit's home and target masks up to what its reachable cards allow; true if they grew. */
  private grow(suit: number): boolean {
    const { can1, can2, target } = this;
    // Ranks that can reach home, once or twice: the run up from the Ace of ranks home now or reachable.
    const once = this.home1[suit]! | this.reach1[suit]!;
    const twice = this.home2[suit]! | this.reach2[suit]! | (this.home1[suit]! & this.reach1[suit]!);
    const c1 = fillUp(once, once & 1);
    const c2 = fillUp(twice, twice & 1);
    // Targets run down the ranks from a reachable pile card through waste and stock cards.
    const t0 = target[suit]!;
    const fall = this.loose[suit]! & ~t0;
    const t = t0 | fillUp(fall, fall & (t0 << 1));
    if (c1 === can1[suit] && c2 === can2[suit] && t === t0) return false;
    can1[suit] = c1;
    can2[suit] = c2;
    target[suit] = t;
    return true;
  }
}

/** The runs of bits of `m` that start at a bit of `seeds` (each the lowest bit of its run in m). */
function fillUp(m: number, seeds: number): number {
  return ((m + seeds) ^ m) & m;
}
