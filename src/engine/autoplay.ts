import { ACE, type Card, rankOf, suitOf } from './cards.ts';
import { buildTables } from './building.ts';
import { gameDef } from './games/index.ts';
import { apply, isWon, someFoundationTakes } from './rules.ts';
import { type Played, type Session, current, play } from './session.ts';
import type { Move, Place, State } from './types.ts';

/** The player's auto-play setting. */
export const AUTO_PLAY_MODES = ['off', 'safe', 'all'] as const;
export type AutoPlayMode = (typeof AUTO_PLAY_MODES)[number];

/** How many copies of `suit`'s card of rank `rank` are on the foundations. */
function copiesHome(state: State, suit: number, rank: number): number {
  let n = 0;
  for (const top of state.foundations) if (top >= 0 && suitOf(top) === suit && rankOf(top) >= rank) n++;
  return n;
}

/**
 * Safe: no card still in play could need this one. On the tableau a card is only ever a place to
 * put the cards the game's build rule lets go on it (its suit's next lower card, building down by
 * suit), so it is needed no more once every copy of each of those is home (README, "Auto-play",
 * has the rule per game). An Ace never needs a place: it always has an empty foundation. So Aces
 * and 2s are always safe building down, and every card is where nothing is built (Waxing Moon).
 */
export function isSafeHome(state: State, c: Card): boolean {
  const def = gameDef(state.game);
  for (const b of buildTables(def.build).builders[c]!) {
    if (rankOf(b) !== ACE && copiesHome(state, suitOf(b), rankOf(b)) < def.decks) return false;
  }
  return true;
}

const FIRST_FOUNDATION: Place = { zone: 'f', index: -1 };

/**
 * The next card auto-play sends up, or null. Lowest rank first (Aces, then 2s...), so a run of
 * auto moves animates as a rising cascade; ties go left to right, the waste last.
 * `hold` is a pile whose top card stays put (the card the player has just placed there).
 */
function nextAutoMove(state: State, mode: AutoPlayMode, hold: number): Move | null {
  const sources: [Card, Place][] = [];
  state.tableau.forEach((pile, i) => {
    const top = pile[pile.length - 1];
    if (top !== undefined && i !== hold) sources.push([top, { zone: 't', index: i }]);
  });
  const w = state.waste[state.waste.length - 1];
  if (w !== undefined) sources.push([w, { zone: 'w', index: 0 }]);
  let best: Move | null = null;
  let bestRank = 99;
  for (const [c, from] of sources) {
    if (rankOf(c) >= bestRank || !someFoundationTakes(state, c)) continue;
    if (mode === 'safe' && !isSafeHome(state, c)) continue;
    best = { kind: 'move', from, to: FIRST_FOUNDATION };
    bestRank = rankOf(c);
  }
  return best;
}

export interface AutoOptions {
  /** A tableau pile whose top card auto-play leaves alone (the card the player just put there). */
  readonly hold?: number;
}

/**
 * The moves auto-play makes in `state`, repeated until no card qualifies, each with its foundation
 * made concrete (as `apply` returns it). Empty when `mode` is 'off'.
 */
export function autoMoves(state: State, mode: AutoPlayMode, options: AutoOptions = {}): Move[] {
  const out: Move[] = [];
  if (mode === 'off') return out;
  const hold = options.hold ?? -1;
  let s = state;
  for (;;) {
    const m = nextAutoMove(s, mode, hold);
    if (!m) return out;
    const r = apply(s, m);
    // Cannot happen (the card was checked against the foundations); stop rather than loop.
    if (!r.ok) return out;
    out.push(r.move);
    s = r.state;
  }
}

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

export interface FollowOptions {
  /**
   * With auto-play on, the finish follows too once nothing is left to decide (the table does
   * this; the bare rule of auto-play does not).
   */
  readonly finish?: boolean;
}

/**
 * A player's action followed by the auto-play it triggers, as one list for one undo entry. The
 * card the player has just put on a pile is left there: auto-play never takes back what the
 * player did. Null when a player move is refused (with nothing changed).
 */
export function actionWithAuto(state: State, playerMoves: readonly Move[], mode: AutoPlayMode, options: FollowOptions = {}): Move[] | null {
  let s = state;
  for (const m of playerMoves) {
    const r = apply(s, m);
    if (!r.ok) return null;
    s = r.state;
  }
  const last = playerMoves[playerMoves.length - 1];
  const hold = last?.kind === 'move' && last.to.zone === 't' ? last.to.index : -1;
  const auto = autoMoves(s, mode, { hold });
  if (options.finish !== true || mode === 'off') return [...playerMoves, ...auto];
  for (const m of auto) {
    const r = apply(s, m);
    if (!r.ok) return [...playerMoves, ...auto];
    s = r.state;
  }
  return [...playerMoves, ...auto, ...finishMoves(s)];
}

/**
 * Plays a player action and its auto-play in the session as ONE undo entry, so one undo takes
 * back both. Refused (session unchanged) exactly when `play` refuses the player's moves.
 */
export function playWithAuto(session: Session, playerMoves: readonly Move[], mode: AutoPlayMode, options: FollowOptions = {}): Played {
  const moves = actionWithAuto(current(session), playerMoves, mode, options);
  // Let `play` produce the refusal for an illegal player move.
  return play(session, moves ?? playerMoves);
}
