/**
 * Famous Fifty positions written by hand for the tests of where a card goes: ten piles given bottom
 * card first, every card face up, nothing in the stock or waste unless given.
 */
import { type Card, type State, card } from '../../../src/engine/index.ts';

export const hand = (tableau: number[][], over: Partial<State> = {}): State => ({
  game: 'famous-fifty',
  tableau,
  hidden: tableau.map(() => 0),
  stock: [],
  waste: [],
  foundations: new Array<number>(8).fill(-1),
  ...over,
});

/** A spade and a heart of `rank` (1 the ace). */
export const S = (rank: number): Card => card(rank, 0);
export const H = (rank: number): Card => card(rank, 1);
