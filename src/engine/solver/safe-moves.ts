import type { Card } from '../cards.ts';
import { DRAW, FOUNDATION, RANK0, STRIDE, WASTE } from './codes.ts';
import type { PositionView as Position } from './position-view.ts';
import { FROM_PILE } from './tables.ts';

/** Scratch for `playSafe`: per card, the pile whose top it is, or -1. */
const TOP_AT = new Int8Array(52);

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
export function safeHome(pos: Position, c: Card, fromWaste: boolean, pileLen: number): boolean {
  if (!pos.t.bySuit) return false;
  // A greedy position (search.ts's `greedyHome`) sends every card home it can, safe or not.
  if (!pos.greedyHome && RANK0[c] !== 0 && pos.homeCount[c - 1] !== pos.t.copies) return false;
  if (pos.t.refills && (pos.wasteLen > 0 || pos.stockLen > 0) && (fromWaste || pileLen === 1)) return false;
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
export function playSafe(pos: Position): number {
  if (pos.plain) return 0;
  let played = 0;
  while (playFirstSafe(pos)) played++;
  return played;
}

/** Plays the first safe move of the piles, left to right, then of the waste; false when none is left. */
function playFirstSafe(pos: Position): boolean {
  const t = pos.t;
  const pairs = t.copies === 1 && t.bySuit;
  const topAt = TOP_AT;
  const cards = pos.cards;
  if (pairs) {
    topAt.fill(-1);
    for (let p = 0; p < pos.piles; p++) if (pos.len[p] !== 0) topAt[cards[p * STRIDE + pos.len[p]! - 1]!] = p;
  }
  for (let i = 0; i < pos.piles; i++) {
    const n = pos.len[i]!;
    if (n === 0) continue;
    const c = cards[i * STRIDE + n - 1]!;
    if (pos.canHome(c) && safeHome(pos, c, false, n)) {
      pos.play(i | ((FOUNDATION + pos.homeFor(c)) << 6));
      return true;
    }
    // The settled-pair move: c onto c+1 lying on c+2 (c+1 a top, so not already under c: one deck).
    if (!pairs || RANK0[c]! >= 11 || t.ontoEmpty[FROM_PILE * 52 + c + 1]) continue;
    if (t.refills && n === 1 && (pos.wasteLen > 0 || pos.stockLen > 0)) continue;
    const p = topAt[c + 1]!;
    if (p < 0) continue;
    const m = pos.len[p]!;
    if (m >= 2 && cards[p * STRIDE + m - 2] === c + 2 && t.onto[FROM_PILE * 2704 + c * 52 + c + 1]) {
      pos.play(i | (p << 6));
      return true;
    }
  }
  if (pos.wasteLen === 0) return false;
  const c = pos.waste[pos.wasteLen - 1]!;
  if (!pos.canHome(c) || !safeHome(pos, c, true, 0)) return false;
  pos.play(WASTE | ((FOUNDATION + pos.homeFor(c)) << 6));
  return true;
}

/**
 * `playSafe` after move `code`, where the position before it had no safe move left (a search's
 * positions all come after `playSafe`). Plays the same moves in the same order, but looks only
 * where a safe move can have appeared. In two-deck games without refills a move between piles, a
 * waste move onto a pile or a draw changes no foundation and only one top card that could go home:
 * the pile's or the waste's new top (the moved card was a top before and is no more movable home
 * than it was). A move home there makes nothing safe but that new top either: the card was not
 * safe (every safe move is played before a search moves), so it is a first copy of c with a copy
 * of c-1 still out (a second copy finds a foundation only once both c-1 are home), and c+1 waits
 * for both copies of c. The settled pairs of one-deck games read tops across piles, and refills
 * change other piles: those scan everything.
 */
export function playSafeAfter(pos: Position, code: number): number {
  const t = pos.t;
  if (pos.plain || t.copies === 1 || t.refills) return playSafe(pos);
  let c: number;
  if (code === DRAW || (code & 63) === WASTE) {
    if (pos.wasteLen === 0) return 0;
    c = pos.waste[pos.wasteLen - 1]!;
  } else {
    const n = pos.len[code & 63]!;
    if (n === 0) return 0;
    c = pos.cards[(code & 63) * STRIDE + n - 1]!;
  }
  return pos.canHome(c) && safeHome(pos, c, false, 0) ? playSafe(pos) : 0;
}
