import { RANK0, STRIDE } from './codes.ts';
import type { PositionView as Position } from './position-view.ts';

// Scratch for `blocked` (never re-entered): where each card lies, which are needy, the cycle search.
const pileOf = new Int8Array(52);
const idxOf = new Uint8Array(52);
const needy = new Uint8Array(52);
const mark = new Uint8Array(52);
const stackNode = new Uint8Array(53);
const stackNext = new Uint8Array(53);

/**
 * A sure loss found without search, in games like Lucky Fan (one deck, no stock, no waste, only
 * Kings fill spaces, building down by suit). Call a card z needy when it is not a King and lies
 * above a lower card of its suit in its pile: it cannot go home before that card, which cannot
 * go home before z leaves, and a space will not take it, so z must at some time move onto z+1
 * (the only one). Before that, every card above z+1 must leave; a needy one among them, w, must
 * therefore move before z. A cycle of "must move before" among needy cards (z+1 under z itself
 * is the shortest) cannot be met: the position is lost.
 */
export function blocked(pos: Position): boolean {
  const cards = pos.cards;
  pileOf.fill(-1);
  needy.fill(0);
  mark.fill(0);
  for (let i = 0; i < pos.piles; i++) {
    let m0 = 13, m1 = 13, m2 = 13, m3 = 13;
    const base = i * STRIDE;
    for (let k = 0; k < pos.len[i]!; k++) {
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
      if (p < 0 || k >= pos.len[p]!) {
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

