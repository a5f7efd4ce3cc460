import type { GameDef } from '../types.ts';
import { WAXING_MOON_LEVELS } from './waxing-moon.winnable.ts';

export const waxingMoon: GameDef = {
  id: 'waxing-moon',
  name: 'Waxing Moon',
  blurb: 'Two decks, twelve splayed piles that only shrink: every card goes straight home.',
  difficulty: 'very hard',
  emblem: 'moon',
  decks: 2,
  foundations: 8,
  piles: Array<number>(12).fill(4),
  faceDown: 0,
  stock: 56,
  hasWaste: true,
  startFoundations: [],
  pileName: 'pile',
  build: { by: 'none', direction: 'down', space: 'none', from: [], refill: false },
  layout: { fan: 'right', showCards: 4, cols: [4, 3, 6, 2], bandWraps: true },
  winnableDeals: [],
  winnable: { method: 'built', shape: { weights: { undraw: 0.1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 4, walks: 2 } },
  levels: { nodes: 3_000_000, easy: 146_880, medium: 1_133_920, table: WAXING_MOON_LEVELS },
  // No winnable deal is known (README, "Winnable deals"): a search in the page would find none.
  dealSearch: null,
  rules: [
    'Two decks. Twelve piles of four cards, splayed so every card shows; 56 cards in the stock.',
    'Build the eight foundations up by suit from Ace to King; any Ace starts an empty foundation.',
    'Only the top card of a pile, or of the waste, may be played, and only to a foundation.',
    'Nothing is ever moved onto the piles: they only shrink, and an empty pile stays empty.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.',
    'Win by moving all 104 cards to the foundations.',
  ],
  note: 'Plain deals of this game are almost never winnable: turn on "winnable deals only" in Settings.',
};
