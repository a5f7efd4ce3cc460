import { DRAW, FOUNDATION, RANK0, WASTE, STRIDE } from './codes.ts';
import type { PositionView as Position } from './position-view.ts';
import { FROM_PILE, FROM_WASTE } from './tables.ts';

/** Move order scores: home first, then building, the waste, a draw, and last a move into a space. */
const SC = { pile: 100, waste: 90, draw: 50, space: 10, uncover: 30, empties: 20 } as const;

/**
 * Scratch for `listMoves` where cards build by suit: per card, the first and second pile (in pile
 * order) whose top it is, or -1. A card then has one card it can go onto, so its targets are
 * looked up, not searched for; the moves come out in the same order as from the search.
 */
const TOP1 = new Int8Array(52).fill(-1);
const TOP2 = new Int8Array(52).fill(-1);

/**
 * Appends the legal moves to `out` from `at`, best first by a cheap score, ties in the order of
 * their piles; returns the new end. Left out, as they change nothing but pile order: a pile's
 * only card into a space, and moves into a second space (all spaces are alike). `scores` is
 * scratch space.
 */
// eslint-disable-next-line complexity -- the search's innermost loop, kept in one function so it stays fast
export function listMoves(pos: Position, out: Int32Array, at: number, scores: Int32Array): number {
  const t = pos.t;
  const start = at;
  let space = -1;
  for (let i = 0; i < pos.piles; i++) if (pos.len[i] === 0) { space = i; break; }
  const spaces = space >= 0;
  const bySuit = t.bySuit && t.builds;
  if (bySuit) {
    for (let p = 0; p < pos.piles; p++) {
      const m = pos.len[p]!;
      if (m === 0) continue;
      const v = pos.cards[p * STRIDE + m - 1]!;
      if (TOP1[v]! < 0) TOP1[v] = p;
      else TOP2[v] = p;
    }
  }
  for (let s = 0; s <= pos.piles; s++) {
    const fromWaste = s === pos.piles;
    const from = fromWaste ? WASTE : s;
    let n: number;
    let c: number;
    if (fromWaste) {
      n = pos.wasteLen;
      if (n === 0) continue;
      c = pos.waste[n - 1]!;
    } else {
      n = pos.len[s]!;
      if (n === 0) continue;
      c = pos.cards[s * STRIDE + n - 1]!;
    }
    const below = fromWaste ? -1 : n > 1 ? pos.cards[s * STRIDE + n - 2]! : -1;
    // Worth more when the move uncovers a card that can go home, less so when it empties a pile.
    const bonus = (below >= 0 && pos.canHome(below) ? SC.uncover : 0) + (!fromWaste && n === 1 ? SC.empties : 0);
    const f = pos.homeFor(c);
    if (f >= 0) {
      scores[at] = 1000 + bonus;
      out[at++] = from | ((FOUNDATION + f) << 6);
    }
    if (!t.builds) continue;
    const src = fromWaste ? FROM_WASTE : FROM_PILE;
    const row = src * 2704 + c * 52;
    if (bySuit) {
      // c+1 is never the top of c's own pile.
      if (RANK0[c] !== 12 && t.onto[row + c + 1]) {
        const p1 = TOP1[c + 1]!;
        if (p1 >= 0) {
          scores[at] = (fromWaste ? SC.waste : SC.pile) + bonus;
          out[at++] = from | (p1 << 6);
        }
        const p2 = TOP2[c + 1]!;
        if (p2 >= 0) {
          scores[at] = (fromWaste ? SC.waste : SC.pile) + bonus;
          out[at++] = from | (p2 << 6);
        }
      }
    } else for (let p = 0; p < pos.piles; p++) {
      // c's own pile is no target: a card never goes onto itself.
      const m = pos.len[p]!;
      if (m === 0) continue;
      if (t.onto[row + pos.cards[p * STRIDE + m - 1]!]) {
        scores[at] = (fromWaste ? SC.waste : SC.pile) + bonus;
        out[at++] = from | (p << 6);
      }
    }
    if (spaces && (fromWaste || n > 1) && t.ontoEmpty[src * 52 + c]) {
      for (let p = space; p < pos.piles; p++) {
        if (pos.len[p] !== 0) continue;
        scores[at] = SC.space + bonus;
        out[at++] = from | (p << 6);
        if (!pos.plain) break;
      }
    }
  }
  if (bySuit) {
    for (let p = 0; p < pos.piles; p++) {
      const m = pos.len[p]!;
      if (m === 0) continue;
      const v = pos.cards[p * STRIDE + m - 1]!;
      TOP1[v] = TOP2[v] = -1;
    }
  }
  if (pos.stockLen > 0) {
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
