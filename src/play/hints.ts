/**
 * The simple hint: one move chosen from what the player can see (RULES.md, Hints and solving).
 * It reads the face-up cards, the face-down counts and whether the stock is empty: never a
 * face-down card, never the order of the stock. The solver's better hint can replace it later
 * (the table controller's `requestHint` is the one place that asks).
 */
import { type Card, type Move, type State, isIdleMove, legalMoves, someFoundationTakes } from '../engine/index.ts';

/** The face-up card under pile `i`'s top card, or null (none, or face down: not to be read). */
function visibleUnder(state: State, i: number): Card | null {
  const pile = state.tableau[i]!;
  const at = pile.length - 2;
  if (at < 0 || at < (state.hidden[i] ?? 0)) return null;
  return pile[at]!;
}

/**
 * The hinted move, in order of preference:
 * 1. a card to a foundation;
 * 2. a pile's top card moved off a face-down card (turning it up);
 * 3. a top card moved off a face-up card that can then go home;
 * 4. a pile emptied by building its last card on another card (a space is worth having);
 * 5. the waste's top card built on the tableau;
 * 6. a draw.
 * Null when none of these exists: no move helps.
 */
export function visibleHint(state: State): Move | null {
  const legal = legalMoves(state);
  const cardMoves = legal.filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move' && !isIdleMove(state, m));
  const home = cardMoves.find((m) => m.to.zone === 'f');
  if (home) return home;
  // With no move home, every card move left goes to a pile.
  const fromPile = cardMoves.filter((m) => m.from.zone === 't');
  const ontoCard = fromPile.filter((m) => state.tableau[m.to.index]!.length > 0);
  const turnsUp = (m: Extract<Move, { kind: 'move' }>) => {
    const i = m.from.index;
    const hidden = state.hidden[i] ?? 0;
    return hidden > 0 && state.tableau[i]!.length === hidden + 1;
  };
  // Onto a card first: a space is worth more kept empty.
  const uncovers = ontoCard.find(turnsUp) ?? fromPile.find(turnsUp);
  if (uncovers) return uncovers;
  const frees = ontoCard.find((m) => {
    const under = visibleUnder(state, m.from.index);
    return under !== null && someFoundationTakes(state, under);
  });
  if (frees) return frees;
  const empties = ontoCard.find((m) => state.tableau[m.from.index]!.length === 1);
  if (empties) return empties;
  const fromWaste = cardMoves.find((m) => m.from.zone === 'w');
  if (fromWaste) return fromWaste;
  return legal.find((m) => m.kind === 'draw') ?? null;
}
