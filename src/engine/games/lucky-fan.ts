import type { GameDef } from '../types.ts';

export const luckyFan: GameDef = {
  id: 'lucky-fan',
  name: 'Lucky Fan',
  blurb: 'Eighteen open fans, no stock: every card in sight, only Kings fill a space.',
  difficulty: 'medium',
  emblem: 'heart',
  decks: 1,
  foundations: 4,
  piles: [...Array<number>(16).fill(3), 2, 2],
  faceDown: 0,
  stock: 0,
  hasWaste: false,
  startFoundations: [],
  pileName: 'fan',
  build: { by: 'suit', direction: 'down', space: 'king', from: ['tableau', 'waste'], refill: false },
  layout: { fan: 'right', showCards: 6, cols: [6, 3, 9, 4, 2], bandWraps: false },
  winnableDeals: [],
  levels: { nodes: 300_000, easy: 4_800, medium: 58_167 },
  dealSearch: { perDealMs: 300, perDealNodes: 400_000, maxTries: 40, maxTotalMs: 4000 },
  rules: [
    'One deck, all face up in eighteen fans: sixteen of three cards and two of two.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.',
    'Build the fans down by suit, one card at a time (6♠ on 7♠). Only the top card of a fan moves.',
    'Only a King may fill an empty fan.',
    'There is no stock and no redeal. Win by moving all 52 cards to the foundations.',
  ],
};
