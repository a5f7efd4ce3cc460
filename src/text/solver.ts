/** The solver's words on the table: the badge, the hint line, the still-winnable note, a deal it could not find. */
import { gameDef, type GameId, type Move, type State, cardLabel, placeName } from '../engine/index.ts';
import type { Hint, Verdict } from '../engine/solver/index.ts';
import type { StillWinnable } from '../engine/solver/play-aids.ts';
import { topOf } from './announce.ts';
import { T } from './index.ts';

/** The deal's badge: shown once the verdict is known; nothing while it is not. */
export function badgeText(verdict: Verdict | undefined): string {
  return verdict === 'win' ? T.badgeWinnable : verdict === 'loss' ? T.badgeNotWinnable : '';
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
 * The hint line: "hint: 7♥ to 8♥ (wins 9 of 12 samples)" where cards are hidden, "(on a winning
 * line)" where the solver saw everything the player sees.
 */
export function hintWords(state: State, hint: Hint): string | null {
  if (!hint.move) return null;
  return T.hintLine(moveWords(state, hint.move), hint.exact ? T.onWinningLine : T.winsOfSamples(hint.wins, hint.samples));
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
  return T.noWinnableKnown(gameDef(game).name);
}
