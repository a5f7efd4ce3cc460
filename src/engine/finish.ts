import { autoMoves } from './autoplay.ts';
import { apply, isWon } from './rules.ts';
import type { Move, State } from './types.ts';

/** Nothing is left to find out: no face-down card and nothing left to draw. */
function allInSight(state: State): boolean {
  return state.stock.length === 0 && state.hidden.every((n) => n === 0);
}

/**
 * The moves that play every card home, lowest rank first (a rising cascade, good to animate), or
 * [] when foundation moves alone cannot win from here. Foundation moves never block one another
 * (a card on a foundation only lets more cards follow), so sending up whatever can go, in any
 * order, wins exactly when the game can be won without a decision.
 */
export function finishMoves(state: State): Move[] {
  if (!allInSight(state) || isWon(state)) return [];
  // 'all': every card a foundation takes, lowest rank first.
  const moves = autoMoves(state, 'all');
  let s = state;
  for (const m of moves) {
    const r = apply(s, m);
    if (!r.ok) return [];
    s = r.state;
  }
  return isWon(s) ? moves : [];
}

/**
 * The rest of the game needs no decision: no hidden card, the stock empty (or none), and every
 * remaining card reaches home by foundation moves alone. Offer Finish (or finish at once).
 */
export function canFinish(state: State): boolean {
  return finishMoves(state).length > 0;
}
