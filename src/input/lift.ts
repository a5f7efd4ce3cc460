/**
 * The keyboard's two-step move, pure: Enter on a card with more than one place lifts it, the
 * arrows and digits aim it at one of its places, Enter puts it down there, Esc puts it back. The
 * places come from `legalMoves` only; the view never decides a rule.
 */
import { type Move, type PileId, type State, isIdleMove } from '../engine/index.ts';
import { KEY_ACTIONS, type KeyAction, directionOf, nextFocus } from './keyboard.ts';
import { bestTapMove, movesFrom, targetOf } from '../play/targets.ts';

/** One place a lifted card may go: the pile id ('t3', 'f1') and the move that takes it there. */
export interface LiftPlace {
  readonly target: PileId;
  readonly move: Move;
}

/**
 * The places for the top card of pile `id`, the one a tap would choose first, then the rest in
 * the engine's order. Foundations are one place (the first that takes the card, as a tap picks):
 * a card goes on any of them alike. A lone card's shift into a space changes nothing and is no
 * place, as for a tap.
 */
export function placesFor(state: State, legal: readonly Move[], id: PileId): LiftPlace[] {
  const best = bestTapMove(state, legal, id);
  if (!best) return [];
  const places: LiftPlace[] = [{ target: targetOf(best), move: best }];
  let home = best.kind === 'move' && best.to.zone === 'f';
  for (const m of movesFrom(legal, id)) {
    if (m.kind !== 'move' || isIdleMove(state, m)) continue;
    if (m.to.zone === 'f') {
      if (home) continue;
      home = true;
    }
    const target = targetOf(m);
    if (!places.some((p) => p.target === target)) places.push({ target, move: m });
  }
  return places;
}

/** A card the keyboard holds: where it came from, its places, and the one it is aimed at. */
export interface Lifted {
  readonly from: PileId;
  readonly places: readonly LiftPlace[];
  readonly aim: PileId;
}

/** The lift Enter makes on pile `id`: null when the card has one place or none (a tap does then). */
export function liftFrom(state: State, legal: readonly Move[], id: PileId): Lifted | null {
  const places = placesFor(state, legal, id);
  return places.length > 1 ? { from: id, places, aim: places[0]!.target } : null;
}

/** What a key does while a card is lifted. */
export type LiftStep =
  /** Aim at another place. */
  | { readonly kind: 'aim'; readonly at: PileId }
  /** A digit named a pile that is not one of the places: the aim stays. */
  | { readonly kind: 'refuse'; readonly pile: PileId }
  /** Put the card down where it is aimed. */
  | { readonly kind: 'drop'; readonly move: Move }
  /** Esc: the card goes back, and the table stays. */
  | { readonly kind: 'putBack' }
  /** Any other command (undo, draw, hint...): the card goes back first, then the command runs. */
  | { readonly kind: 'putBackThen' };

/**
 * The step for key action `a` while `lifted` is held. `rows` are the focus rows of the table (as
 * for `nextFocus`); the arrows walk them with every pile that is not a place left out, so Left and
 * Right go through the places in reading order and Up and Down between their rows.
 */
export function liftKey(lifted: Lifted, rows: readonly (readonly string[])[], a: KeyAction): LiftStep {
  const isPlace = (id: string) => lifted.places.some((p) => p.target === id);
  switch (a.action) {
    case KEY_ACTIONS.activate: {
      const place = lifted.places.find((p) => p.target === lifted.aim) ?? lifted.places[0]!;
      return { kind: 'drop', move: place.move };
    }
    case KEY_ACTIONS.menu:
      return { kind: 'putBack' };
    case KEY_ACTIONS.focusPile: {
      const pile: PileId = `t${a.pile}`;
      return isPlace(pile) ? { kind: 'aim', at: pile } : { kind: 'refuse', pile };
    }
    default: {
      const direction = directionOf(a.action);
      if (!direction) return { kind: 'putBackThen' };
      const placeRows = rows.map((r) => r.filter(isPlace));
      return { kind: 'aim', at: (nextFocus(placeRows, lifted.aim, direction) as PileId | null) ?? lifted.aim };
    }
  }
}
