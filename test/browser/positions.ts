import { apply, initialState, isIdleMove, isLost, legalMoves, moveText, numberedDeal } from '../../src/engine/index.ts';
import { canReachFoundation, solve } from '../../src/engine/solver/index.ts';

/**
 * Positions the solver tests play in the page, found here in Node by the same solver, so the
 * tests need no hand-kept fixtures.
 */

/** A winnable Lucky Fan deal and a first move that loses it (the still-winnable note turns). */
export function winnableDealAndLosingMove(): { n: number; move: string } {
  for (let n = 1; n <= 60; n++) {
    const s = initialState(numberedDeal('lucky-fan', n));
    if (solve(s, { maxNodes: 2_000_000 }).verdict !== 'win') continue;
    for (const m of legalMoves(s)) {
      const a = apply(s, m);
      if (m.kind === 'move' && a.ok && solve(a.state, { maxNodes: 2_000_000 }).verdict === 'loss') return { n, move: moveText(m) };
    }
  }
  throw new Error('no winnable Lucky Fan deal among 1-60 has a losing first move');
}

/**
 * Rouge Forty played by a fixed poor policy (the first legal move that is not home) until the
 * search proves no card can go home again while moves are still left: a dead end found by search.
 */
export function deadEndLine(): { n: number; moves: string[] } {
  for (let n = 1; n <= 30; n++) {
    let s = initialState(numberedDeal('rouge-forty', n));
    const moves: string[] = [];
    for (let k = 0; k < 60; k++) {
      const m = legalMoves(s).find((x) => !isIdleMove(s, x) && !(x.kind === 'move' && x.to.zone === 'f'));
      const a = m && apply(s, m);
      if (!m || !a?.ok) break;
      s = a.state;
      moves.push(moveText(m));
      if (isLost(s)) break;
      if (canReachFoundation(s) === 'no') return { n, moves };
    }
  }
  throw new Error('no Rouge Forty deal among 1-30 reaches a dead end found by search');
}

/**
 * A Lucky Fan deal and a line that grows one fan to `length` cards: each move builds on the
 * longest fan it can (a card home only when no fan can be built on), so the fan is built by play.
 */
export function growingFanLine(length: number): { n: number; moves: string[]; fan: string } {
  for (let n = 1; n <= 200; n++) {
    let s = initialState(numberedDeal('lucky-fan', n));
    const moves: string[] = [];
    for (let k = 0; k < 40; k++) {
      const longest = s.tableau.reduce((best, p, i) => (p.length > s.tableau[best]!.length ? i : best), 0);
      if (s.tableau[longest]!.length >= length) return { n, moves, fan: `t${longest}` };
      const building = legalMoves(s).filter((m) => m.kind === 'move' && m.to.zone === 't' && m.from.zone === 't' && s.tableau[m.from.index]!.length > 1);
      building.sort((a, b) => (b.kind === 'move' ? s.tableau[b.to.index]!.length : 0) - (a.kind === 'move' ? s.tableau[a.to.index]!.length : 0));
      const m = building[0];
      const a = m && apply(s, m);
      if (!m || !a?.ok) break;
      s = a.state;
      moves.push(moveText(m));
    }
  }
  throw new Error(`no Lucky Fan deal among 1-200 grows a fan to ${length} cards by building`);
}
