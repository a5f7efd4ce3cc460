import type { GameDef } from '../types.ts';
import { FAMOUS_FIFTY_LEVELS, FAMOUS_FIFTY_WINNABLE } from './famous-fifty.winnable.ts';

export const famousFifty: GameDef = {
  id: 'famous-fifty',
  name: 'Famous Fifty',
  blurb: 'Two decks, ten open columns of five and a long stock; any card fills a space.',
  difficulty: 'hard',
  emblem: 'spade',
  decks: 2,
  foundations: 8,
  piles: Array<number>(10).fill(5),
  faceDown: 0,
  stock: 54,
  hasWaste: true,
  startFoundations: [],
  pileName: 'column',
  build: { by: 'suit', direction: 'down', space: 'any', from: ['tableau', 'waste'], refill: false },
  layout: { fan: 'down', showCards: 6, cols: [10, 5], bandWraps: true },
  winnableDeals: FAMOUS_FIFTY_WINNABLE,
  winnable: { method: 'built', shape: { weights: { undraw: 0.3, unhome: 1, unbuild: 30 }, slack: 6, anywhere: 3, focus: 4, walks: 3 } },
  levels: { nodes: 3_000_000, easy: 9_367_442, medium: 41_280_008, table: FAMOUS_FIFTY_LEVELS, challengeMost: 'medium' },
  dealSearch: { perDealMs: 400, perDealNodes: 400_000, maxTries: 15, maxTotalMs: 4000 },
  rules: [
    'Two decks. Ten columns of five cards, all face up; 54 cards in the stock.',
    'Build the eight foundations up by suit from Ace to King; any Ace starts an empty foundation.',
    'Build the columns down by suit, one card at a time (8♦ on 9♦).',
    'Any card from a column or the waste may fill an empty column.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.',
    'Win by moving all 104 cards to the foundations.',
  ],
};
