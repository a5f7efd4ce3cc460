import { card } from '../cards.ts';
import type { GameDef } from '../types.ts';

export const fortunesFavor: GameDef = {
  id: 'fortunes-favor',
  name: "Fortune's Favor",
  blurb: 'Twelve single cards, four Aces already home; spaces refill themselves from the waste or stock.',
  difficulty: 'easy',
  emblem: 'club',
  decks: 1,
  foundations: 4,
  piles: Array<number>(12).fill(1),
  faceDown: 0,
  stock: 36,
  hasWaste: true,
  startFoundations: [card(1, 0), card(1, 1), card(1, 2), card(1, 3)],
  pileName: 'pile',
  build: { by: 'suit', direction: 'down', space: 'none', from: ['tableau', 'waste'], refill: true },
  layout: { fan: 'none', showCards: 1, cols: [6, 4, 3, 12], bandWraps: false },
  winnableDeals: [],
  levels: { nodes: 300_000, easy: 3_876, medium: 4_845 },
  dealSearch: { perDealMs: 300, perDealNodes: 400_000, maxTries: 20, maxTotalMs: 4000 },
  rules: [
    'One deck. The four Aces start on the foundations; twelve piles of one card each, 36 cards in the stock.',
    'Build the foundations up by suit from Ace to King.',
    'Build the piles down by suit, one card at a time (6♠ on 7♠).',
    'The top card of each pile and the top card of the waste may be played.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.',
    'An emptied pile is filled at once with the top waste card, or the top stock card when the waste is empty. You may never move a card into a space yourself.',
    'Win by moving all 52 cards to the foundations.',
  ],
};
