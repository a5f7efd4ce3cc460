import { type Card, cardSpoken } from './cards.ts';
import { gameDef } from './games/index.ts';
import { isLost, isWon, placeName } from './rules.ts';
import type { GameId, Move, State, Step } from './types.ts';

/**
 * What the live region says, for screen readers: one short phrase per thing that happened, in
 * plain words ("7 of hearts to the foundation", "stock empty").
 */
export const PHRASES = {
  won: 'you won',
  lost: 'no moves left: game over',
  stockEmpty: 'stock empty',
  undone: 'move undone',
  redone: 'move redone',
  nothingToUndo: 'nothing to undo',
  nothingToRedo: 'nothing to redo',
  /** What Enter does on the note beside the game's name, said when the keyboard reaches it. */
  noteUndo: 'Enter undoes back to the last winnable position',
  noteResults: 'Enter shows the Results',
  /** Said with the note's news: the note is the first keyboard stop, above the piles. */
  noteReach: 'the arrow keys reach the note at the top',
} as const;

/** `t3` -> 'pile 4' (or 'fan 4', 'column 4'): players count piles from 1. */
export function pileSpoken(game: GameId, id: string): string {
  const n = Number(id.slice(1)) + 1;
  switch (id[0]) {
    case 't':
      return `${gameDef(game).pileName} ${n}`;
    case 'f':
      return `foundation ${n}`;
    case 'w':
      return 'the waste';
    default:
      return 'the stock';
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
    if (homeRun.length > LONG_RUN) phrases.push(`${homeRun.length} cards to the foundations`);
    else phrases.push(...homeRun.map((c) => `${c} to the foundation`));
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
        phrases.push(under === undefined ? `${cardSpoken(step.card)} to empty ${pileSpoken(game, step.to)}` : `${cardSpoken(step.card)} onto ${cardSpoken(under)}`);
        target?.push(step.card);
        break;
      }
      case 'draw':
        phrases.push(`drew ${cardSpoken(step.card)}`);
        break;
      case 'flip':
        phrases.push(`turned up ${cardSpoken(step.card)}`);
        break;
      case 'refill':
        pileAt(step.to)?.push(step.card);
        phrases.push(`refilled ${pileSpoken(game, step.to)} from ${step.from === 'w' ? 'the waste' : 'the stock'} with ${cardSpoken(step.card)}`);
        break;
    }
  }
  endRun();
  if (before.stock.length > 0 && after.stock.length === 0) phrases.push(PHRASES.stockEmpty);
  if (isWon(after)) phrases.push(PHRASES.won);
  else if (isLost(after)) phrases.push(PHRASES.lost);
  return phrases.join(', ');
}

/** What a pile holds, said when the keyboard focus lands on it. `id` as in Steps: t3, w, s, f0. */
export function describePile(state: State, id: string): string {
  const name = pileSpoken(state.game, id);
  const index = Number(id.slice(1));
  const count = (n: number) => (n === 1 ? '1 card' : `${n} cards`);
  switch (id[0]) {
    case 't': {
      const pile = state.tableau[index] ?? [];
      const top = pile[pile.length - 1];
      if (top === undefined) return `${name}: empty`;
      const hidden = state.hidden[index] ?? 0;
      return `${name}: ${cardSpoken(top)} on top, ${count(pile.length)}${hidden > 0 ? `, ${hidden} face down` : ''}`;
    }
    case 'f': {
      const top = state.foundations[index] ?? -1;
      return top < 0 ? `${name}: empty` : `${name}: up to ${cardSpoken(top)}`;
    }
    case 'w': {
      const top = state.waste[state.waste.length - 1];
      return top === undefined ? 'waste: empty' : `waste: ${cardSpoken(top)} on top, ${count(state.waste.length)}`;
    }
    default:
      return state.stock.length === 0 ? 'stock: empty' : `stock: ${count(state.stock.length)}`;
  }
}

/** The top card of pile `id` (t3 or w), if any. */
export function topOf(state: State, id: string): Card | undefined {
  const pile = id === 'w' ? state.waste : id.startsWith('t') ? (state.tableau[Number(id.slice(1))] ?? []) : [];
  return pile[pile.length - 1];
}

const cardOn = (state: State, id: string): string => {
  const c = topOf(state, id);
  return c === undefined ? 'the card' : cardSpoken(c);
};

/** A move said aloud, as a hint says it: '7 of hearts onto 8 of hearts', 'draw from the stock'. */
export function moveSpoken(state: State, move: Move): string {
  if (move.kind === 'draw') return 'draw from the stock';
  const name = cardOn(state, placeName(move.from));
  if (move.to.zone === 'f') return `${name} to the foundation`;
  const under = topOf(state, placeName(move.to));
  return under === undefined ? `${name} to an empty ${gameDef(state.game).pileName}` : `${name} onto ${cardSpoken(under)}`;
}

/** Where a lifted card would go on pile `target` ('f1', 't4'), said as the keyboard aims it there. */
export function placeSpoken(state: State, target: string): string {
  if (target.startsWith('f')) return 'to the foundation';
  const under = topOf(state, target);
  const pile = pileSpoken(state.game, target);
  return under === undefined ? `to empty ${pile}` : `onto ${cardSpoken(under)}, ${pile}`;
}

/** Said when the keyboard lifts the top card of `from`: the card, its places, the first aim, the keys. */
export function liftSpoken(state: State, from: string, places: readonly string[]): string {
  const first = places[0];
  const aim = first === undefined ? '' : `: ${placeSpoken(state, first)}`;
  return `lifted ${cardOn(state, from)} from ${pileSpoken(state.game, from)}, ${places.length} places${aim}. Arrows choose, Enter puts it down, Escape puts it back`;
}

/** Said when Esc (or another command) puts the lifted card back. */
export function putBackSpoken(state: State, from: string): string {
  return `${cardOn(state, from)} put back on ${pileSpoken(state.game, from)}`;
}

/** Said when a digit names a pile the lifted card cannot go to. */
export function notAPlaceSpoken(state: State, from: string, pile: string): string {
  return `${pileSpoken(state.game, pile)} does not take ${cardOn(state, from)}`;
}

/** Said when Enter finds no place for the card. */
export function nowhereSpoken(state: State, from: string): string {
  return `${cardOn(state, from)} has nowhere to go`;
}
