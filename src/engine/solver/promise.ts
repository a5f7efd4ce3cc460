import { type Position, RANK0, STRIDE } from './position.ts';

/**
 * How promising a position looks, for the searches that pick the best first (best-first.ts,
 * beam.ts): cards home count most, then open columns; a card lying on anything but the card it
 * builds on, and a card waiting in the waste, count against it. (Weights tried on Famous Fifty
 * deals 1 to 60; counting cards that lie above a lower card of their suit, the depth of the cards
 * the foundations need next, or the cards drawn, found no more wins.)
 */
export function promise(pos: Position): number {
  let disorder = 0;
  let spaces = 0;
  for (let i = 0; i < pos.piles; i++) {
    const n = pos.len[i]!;
    if (n === 0) spaces++;
    const base = i * STRIDE;
    for (let k = 1; k < n; k++) {
      const c = pos.cards[base + k]!;
      if (pos.cards[base + k - 1] !== c + 1 || RANK0[c] === 12) disorder++;
    }
  }
  return 100 * pos.homeTotal + 30 * spaces - 25 * disorder - 4 * pos.wasteLen;
}
