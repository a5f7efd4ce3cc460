import type { BuildRule, GameDef } from '../../../src/engine/index.ts';

/**
 * Games built at test time, written as a newcomer would write src/engine/games/ID.ts: the proof
 * that a game of this family is one definition and one registry line. Their ids say "test", so a
 * real game of the same name can join the registry beside them.
 */

/**
 * The canonical Fan (PySolFC's Fan): eighteen open fans, seventeen of three cards and one of one,
 * built down by suit, only Kings fill spaces, no stock.
 */
export const fan: GameDef = {
  id: 'test-fan',
  name: 'Fan',
  blurb: 'Eighteen open fans of three, no stock; only Kings fill a space.',
  difficulty: 'medium',
  emblem: 'spade',
  decks: 1,
  foundations: 4,
  piles: [...Array<number>(17).fill(3), 1],
  faceDown: 0,
  stock: 0,
  hasWaste: false,
  startFoundations: [],
  pileName: 'fan',
  build: { by: 'suit', direction: 'down', space: 'king', from: ['tableau'], refill: false },
  layout: { fan: 'right', showCards: 3, cols: [6, 3, 9, 4, 2], bandWraps: false },
  winnableDeals: [],
  dealSearch: { perDealMs: 300, perDealNodes: 400_000, maxTries: 40, maxTotalMs: 4000 },
  rules: [
    'One deck, all face up in eighteen fans: seventeen of three cards and one of one.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.',
    'Build the fans down by suit, one card at a time (6♠ on 7♠). Only the top card of a fan moves.',
    'Only a King may fill an empty fan.',
    'There is no stock and no redeal. Win by moving all 52 cards to the foundations.',
  ],
};

/** A one-deck game with a stock and a waste, building down in alternate colours. */
export const redAndBlack: GameDef = {
  id: 'red-and-black-test',
  name: 'Red and Black',
  blurb: 'Ten open piles of three built red on black; any card fills a space.',
  difficulty: 'medium',
  emblem: 'spade',
  decks: 1,
  foundations: 4,
  piles: Array<number>(10).fill(3),
  faceDown: 1,
  stock: 22,
  hasWaste: true,
  startFoundations: [],
  pileName: 'pile',
  build: { by: 'alternate-colour', direction: 'down', space: 'any', from: ['tableau', 'waste'], refill: false },
  layout: { fan: 'down', showCards: 6, cols: [10, 5], bandWraps: true },
  winnableDeals: [],
  dealSearch: null,
  rules: [
    'One deck. Ten piles of three cards, the bottom one face down; 22 cards in the stock.',
    'Build the foundations up by suit from Ace to King; any Ace starts an empty foundation.',
    'Build the piles down in alternate colours, one card at a time (8♦ on 9♠).',
    'Any card may be moved into an empty pile.',
    'Draw one card at a time from the stock to the waste, whenever you like. There is no redeal.',
    'Win by moving all 52 cards to the foundations.',
  ],
};

/** Every build rule there is (by, direction, space, from, refill), each as a game like Red and Black. */
export function everyBuildRule(): GameDef[] {
  const out: GameDef[] = [];
  for (const by of ['suit', 'alternate-colour', 'none'] as const) {
    for (const direction of ['down', 'up'] as const) {
      for (const space of ['any', 'king', 'none'] as const) {
        for (const from of [['tableau', 'waste'], ['tableau'], ['waste']] as const) {
          for (const refill of [false, true]) {
            const build: BuildRule = { by, direction, space, from, refill };
            out.push({ ...redAndBlack, id: `rule-${out.length}`, name: `Rule ${out.length}`, build });
          }
        }
      }
    }
  }
  return out;
}

/**
 * A game no deal of which is won: the whole deck in one pile and nowhere else to put a card, so
 * only a deck dealt in the foundations' exact order would come off (none of the deals tried).
 * With levels of difficulty measured on the smallest budget, so each deal is given up at once.
 */
export const onePile: GameDef = {
  ...fan,
  id: 'test-one-pile',
  name: 'One Pile',
  blurb: 'The whole deck in one pile.',
  piles: [52],
  levels: { nodes: 1, easy: 1, medium: 2 },
};
