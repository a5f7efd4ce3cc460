/**
 * What the live region says, for screen readers: one short phrase per thing that happened, in
 * plain words ("7 of hearts to the foundation", "stock empty"), put together from the catalogue.
 */
import { type Card, gameDef, type GameId, type Move, type State, type Step, cardSpoken, isLost, isWon, placeName } from '../engine/index.ts';
import { T } from './index.ts';

/** `t3` -> 'pile 4' (or 'fan 4', 'column 4'): players count piles from 1. */
export function pileSpoken(game: GameId, id: string): string {
  const n = Number(id.slice(1)) + 1;
  switch (id[0]) {
    case 't':
      return T.pile(gameDef(game).pileName, n);
    case 'f':
      return T.foundation(n);
    case 'w':
      return T.theWaste;
    default:
      return T.theStock;
  }
}

/** More foundation moves in a row than this are told as a count, not one by one. */
const LONG_RUN = 3;

/**
 * The phrases for one action: its steps (as `apply` or `play` gave them) from the state before it
 * to the state after it, then the state's news: stock empty, won, or lost by rule.
 */
export function announceAction(before: State, steps: readonly Step[], after: State): string {
  const game = before.game;
  // Replay pile contents to name the card each move lands on.
  const piles: Card[][] = before.tableau.map((p) => p.slice());
  const pileAt = (id: string): Card[] | undefined => (id.startsWith('t') ? piles[Number(id.slice(1))] : undefined);
  const phrases: string[] = [];
  let homeRun: string[] = [];
  const endRun = () => {
    if (homeRun.length > LONG_RUN) phrases.push(T.cardsHome(homeRun.length));
    else phrases.push(...homeRun.map((c) => T.toFoundation(c)));
    homeRun = [];
  };
  for (const step of steps) {
    if (step.kind === 'move' && step.to.startsWith('f')) {
      pileAt(step.from)?.pop();
      homeRun.push(cardSpoken(step.card));
      continue;
    }
    endRun();
    switch (step.kind) {
      case 'move': {
        pileAt(step.from)?.pop();
        const target = pileAt(step.to);
        const under = target?.[target.length - 1];
        phrases.push(under === undefined ? T.toEmpty(cardSpoken(step.card), pileSpoken(game, step.to)) : T.onto(cardSpoken(step.card), cardSpoken(under)));
        target?.push(step.card);
        break;
      }
      case 'draw':
        phrases.push(T.drew(cardSpoken(step.card)));
        break;
      case 'flip':
        phrases.push(T.turnedUp(cardSpoken(step.card)));
        break;
      case 'refill':
        pileAt(step.to)?.push(step.card);
        phrases.push(T.refilled(pileSpoken(game, step.to), step.from === 'w', cardSpoken(step.card)));
        break;
    }
  }
  endRun();
  if (before.stock.length > 0 && after.stock.length === 0) phrases.push(T.stockEmpty);
  if (isWon(after)) phrases.push(T.won);
  else if (isLost(after)) phrases.push(T.lost);
  return phrases.join(', ');
}

/** What a pile holds, said when the keyboard focus lands on it. `id` as in Steps: t3, w, s, f0. */
export function describePile(state: State, id: string): string {
  const name = pileSpoken(state.game, id);
  const index = Number(id.slice(1));
  switch (id[0]) {
    case 't': {
      const pile = state.tableau[index] ?? [];
      const top = pile[pile.length - 1];
      if (top === undefined) return T.pileEmpty(name);
      return T.pileTop(name, cardSpoken(top), pile.length, state.hidden[index] ?? 0);
    }
    case 'f': {
      const top = state.foundations[index] ?? -1;
      return top < 0 ? T.pileEmpty(name) : T.foundationUpTo(name, cardSpoken(top));
    }
    case 'w': {
      const top = state.waste[state.waste.length - 1];
      return top === undefined ? T.wasteEmpty : T.wasteTop(cardSpoken(top), state.waste.length);
    }
    default:
      return state.stock.length === 0 ? T.stockEmptyPile : T.stockCount(state.stock.length);
  }
}

/** The top card of pile `id` (t3 or w), if any. */
export function topOf(state: State, id: string): Card | undefined {
  const pile = id === 'w' ? state.waste : id.startsWith('t') ? (state.tableau[Number(id.slice(1))] ?? []) : [];
  return pile[pile.length - 1];
}

const cardOn = (state: State, id: string): string => {
  const c = topOf(state, id);
  return c === undefined ? T.theCard : cardSpoken(c);
};

/** A move said aloud, as a hint says it: '7 of hearts onto 8 of hearts', 'draw from the stock'. */
export function moveSpoken(state: State, move: Move): string {
  if (move.kind === 'draw') return T.drawFromStock;
  const name = cardOn(state, placeName(move.from));
  if (move.to.zone === 'f') return T.toFoundation(name);
  const under = topOf(state, placeName(move.to));
  return under === undefined ? T.toAnEmpty(name, gameDef(state.game).pileName) : T.onto(name, cardSpoken(under));
}

/** Where a lifted card would go on pile `target` ('f1', 't4'), said as the keyboard aims it there. */
export function placeSpoken(state: State, target: string): string {
  if (target.startsWith('f')) return T.placeFoundation;
  const under = topOf(state, target);
  const pile = pileSpoken(state.game, target);
  return under === undefined ? T.placeEmpty(pile) : T.placeOnto(cardSpoken(under), pile);
}

/** Said when the keyboard lifts the top card of `from`: the card, its places, the first aim, the keys. */
export function liftSpoken(state: State, from: string, places: readonly string[]): string {
  const first = places[0];
  return T.lifted(cardOn(state, from), pileSpoken(state.game, from), places.length, first === undefined ? '' : placeSpoken(state, first));
}

/** Said when Esc (or another command) puts the lifted card back. */
export function putBackSpoken(state: State, from: string): string {
  return T.putBack(cardOn(state, from), pileSpoken(state.game, from));
}

/** Said when a digit names a pile the lifted card cannot go to. */
export function notAPlaceSpoken(state: State, from: string, pile: string): string {
  return T.notAPlace(pileSpoken(state.game, pile), cardOn(state, from));
}

/** Said when Enter finds no place for the card. */
export function nowhereSpoken(state: State, from: string): string {
  return T.nowhere(cardOn(state, from));
}
