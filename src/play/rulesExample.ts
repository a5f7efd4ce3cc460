/**
 * The move a game's rules show in their picture: the first legal move of its first numbered deal
 * that puts a card somewhere (a draw and a lone card's shift into a space teach nothing), read
 * through the engine, so a new game of the family gets its picture from its own rules.
 */
import { type Card, type GameId, type Move, type State, initialState, isIdleMove, legalMoves, numberedDeal } from '../engine/index.ts';

export interface RulesExample {
  readonly card: Card;
  /** What the card lies on before it moves: a face-up card, a face-down one, or nothing. */
  readonly under: Card | 'back' | null;
  /** Where it goes, and the card on top there (null: an empty foundation or space). */
  readonly to: 'foundation' | 'pile';
  readonly onto: Card | null;
}

/** The example of `game`'s rules, or null where its first deal has no such move. */
export function rulesExample(game: GameId): RulesExample | null {
  return exampleIn(initialState(numberedDeal(game, 1)));
}

/** The first legal move of `s` that puts a card somewhere, as the rules' picture shows it. */
export function exampleIn(s: State): RulesExample | null {
  const m = legalMoves(s).find((x): x is Extract<Move, { kind: 'move' }> => x.kind === 'move' && !isIdleMove(s, x));
  if (!m) return null;
  const from = m.from.zone === 'w' ? s.waste : s.tableau[m.from.index]!;
  const card = from.at(-1)!;
  const below = from.length - 2;
  const under = below < 0 ? null : m.from.zone === 't' && below < s.hidden[m.from.index]! ? 'back' : from[below]!;
  return m.to.zone === 'f' ? { card, under, to: 'foundation', onto: foundationTop(s, m.to.index) } : { card, under, to: 'pile', onto: s.tableau[m.to.index]!.at(-1) ?? null };
}

function foundationTop(s: State, index: number): Card | null {
  const top = s.foundations[index]!;
  return top < 0 ? null : top;
}
