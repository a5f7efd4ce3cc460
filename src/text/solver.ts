/** The solver's words on the table: the badge, the hint line, the still-winnable note, a deal it could not find. */
import { type GameId, type Move, type State, cardLabel, placeName } from '../engine/index.ts';
import type { Hint } from '../engine/solver/index.ts';
import type { DealBadge, StillWinnable } from '../engine/solver/advice.ts';
import { topOf } from './announce.ts';
import { gameName } from './games.ts';
import { T } from './index.ts';

/** The deal's badge (engine/solver/advice.ts, `dealBadge`, says which may show); nothing for null. */
export function badgeText(badge: DealBadge): string {
  return badge === 'dealt-winnable' ? T.badgeWinnableDeal : badge === 'win' ? T.badgeWinnable : badge === 'loss' ? T.badgeNotWinnable : '';
}

/** "7♥ to 8♥", "7♥ home", "K♠ to a space", "draw a card": a move in the player's words. */
export function moveWords(state: State, move: Move): string {
  if (move.kind === 'draw') return T.drawACard;
  const c = topOf(state, placeName(move.from));
  const what = c === undefined ? T.aCard : cardLabel(c);
  if (move.to.zone === 'f') return T.wordsHome(what);
  if (move.to.zone === 't') {
    const onto = topOf(state, placeName(move.to));
    return onto === undefined ? T.wordsToSpace(what) : T.wordsTo(what, cardLabel(onto));
  }
  return T.wordsToWaste(what);
}

/**
 * The hint line: "Move the 7♥ onto the 8♥ (likely to lead to a win)" where cards are hidden, "(keeps
 * the game winnable)" where the solver saw everything the player sees.
 */
export function hintWords(state: State, hint: Hint): string | null {
  if (!hint.move) return null;
  return T.hintLine(moveWords(state, hint.move), hintChance(hint));
}

/**
 * How sure a hint is, as a player says it: the share of the arrangements of the unseen cards the
 * move won becomes likely, the best chance, or a slim one; never the count of tries.
 */
function hintChance(hint: Hint): string {
  if (hint.exact) return T.hintKeepsWinnable;
  return hint.confidence >= 0.75 ? T.hintLikely : hint.confidence >= 0.25 ? T.hintBestChance : T.hintSlim;
}

/** The indicator's words (quiet: a few words, no alarm). */
export function stillWinnableWords(s: StillWinnable): string {
  switch (s.kind) {
    case 'checking':
      return T.stillChecking;
    case 'winnable':
      return T.stillWinnable;
    case 'unknown':
      return T.stillUnknown;
    case 'lost':
      return s.undoTo === null ? T.noLineLeft : T.noLineLeftUndo;
  }
}

/** Said when no winnable deal could be found or is known, so the player is never misled. */
export function noWinnableNotice(game: GameId): string {
  return T.noWinnableKnown(gameName(game));
}
