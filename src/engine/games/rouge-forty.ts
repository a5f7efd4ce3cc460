import type { GameDef } from '../types.ts';

export const rougeForty: GameDef = {
  id: 'rouge-forty',
  name: 'Rouge Forty',
  blurb: 'Ten piles of four with three cards hidden in each; any card fills a space.',
  difficulty: 'hard',
  decks: 1,
  foundations: 4,
  piles: Array<number>(10).fill(4),
  faceDown: 3,
  stock: 12,
  hasWaste: true,
  startFoundations: [],
  pileName: 'pile',
  build: { by: 'suit', direction: 'down', space: 'any', from: ['tableau', 'waste'], refill: false },
  layout: { fan: 'down', showCards: 8, cols: [10, 5], bandWraps: true },
  winnableDeals: [],
  dealSearch: { perDealMs: 300, perDealNodes: 400_000, maxTries: 60, maxTotalMs: 5000 },
  rules: [
    'One deck. Ten piles of four cards: three face down, the top one face up. The other 12 cards form the stock.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.',
    'Build the piles down by suit, one card at a time (6♠ on 7♠).',
    'Any card may be moved into an empty pile.',
    'When a move uncovers a face-down card, it turns face up.',
    'Draw one card at a time from the stock to the waste, whenever you like; the top waste card plays like a pile top. There is no redeal.',
    'Win by moving all 52 cards to the foundations.',
  ],
};
