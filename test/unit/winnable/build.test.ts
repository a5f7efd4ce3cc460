/**
 * Winnable deals built backwards from the won game (build.ts), on the games quickest to build:
 * the won position, the opening moves a deal is judged by, and built deals that are whole deals of
 * their game, won by their line, the same for everyone (the vectors every player shares).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Deal, type GameId, KING, card, dealToJson, fullDecks, gameDef, isWon, parseDeal } from '../../../src/engine/index.ts';
import { openingMoves, winnableDeal, wonState } from '../../../src/engine/winnable/build.ts';
import { replaysToWin } from '../../../src/engine/winnable/replay.ts';
import { shapeOf } from '../../../src/engine/winnable/shapes.ts';

const vector = (game: GameId, n: number): unknown => JSON.parse(readFileSync(new URL(`./vectors/${game}-${n}.json`, import.meta.url), 'utf8'));

/** A deal of `game` with its cards in the order given, pile by pile, the rest the stock. */
function dealOf(game: GameId, cards: readonly number[]): Deal {
  let at = 0;
  const tableau = gameDef(game).piles.map((n) => cards.slice(at, (at += n)));
  return { game, tableau, stock: cards.slice(at) };
}

describe('the won position', () => {
  it('every foundation up to the King of its suit, every pile, the stock and the waste empty', () => {
    for (const game of GAME_IDS) {
      const def = gameDef(game);
      const s = wonState(game);
      expect(s.game).toBe(game);
      expect(isWon(s), game).toBe(true);
      expect(s.foundations).toEqual(Array.from({ length: def.foundations }, (_, f) => card(KING, (f % 4) as 0 | 1 | 2 | 3)));
      expect(s.tableau).toEqual(def.piles.map(() => []));
      expect(s.hidden).toEqual(def.piles.map(() => 0));
      expect([s.stock, s.waste]).toEqual([[], []]);
    }
  });
});

describe('opening moves', () => {
  it('counts the moves open at the deal, a draw aside', () => {
    // Waxing Moon builds on no pile: its only opening moves take an Ace on top home, to any of
    // the eight empty foundations.
    const ordered = dealOf('waxing-moon', fullDecks(2));
    const acesOnTop = ordered.tableau.filter((p) => p.at(-1)! % 13 === 0).length;
    expect(acesOnTop).toBeGreaterThan(0);
    expect(openingMoves(ordered)).toBe(8 * acesOnTop);
    const noAce = dealOf('waxing-moon', fullDecks(2).slice(1).concat(0));
    expect(noAce.tableau.some((p) => p.at(-1)! % 13 === 0)).toBe(false);
    expect(openingMoves(noAce)).toBe(0);
  });

  it('counts every build and every move home in Lucky Fan', () => {
    // Spades, hearts, diamonds, clubs, Ace to King, three to a fan, with 4S and 6S swapped: the
    // tops are 3S, 4S, 9S, QS, 2H... Only the 3S builds (on the 4S), and the one Ace on top, the AD,
    // goes to any of the four foundations.
    const cards = fullDecks(1);
    [cards[3], cards[5]] = [cards[5]!, cards[3]!];
    expect(openingMoves(dealOf('lucky-fan', cards))).toBe(1 + 4);
  });
});

describe('winnable deal N, built', () => {
  it('the deals every player shares: Waxing Moon’s and Famous Fifty’s, pinned by their vectors', () => {
    for (const game of ['waxing-moon', 'famous-fifty'] as const) {
      const w = winnableDeal(game, 4294967295);
      expect(dealToJson(w.deal)).toEqual(vector(game, 4294967295));
      expect(replaysToWin(w.deal, w.line)).toBe(true);
      expect(w.walks).toBeGreaterThanOrEqual(shapeOf(game).walks);
    }
  });

  it('a whole deal of the game, every card dealt its number of times, won by its line, the same each time', () => {
    for (const game of ['lucky-fan', 'rouge-forty'] as const) {
      const deals = [1, 2, 3].map((n) => winnableDeal(game, n));
      for (const w of deals) {
        const json = dealToJson(w.deal);
        expect(parseDeal(json)).toEqual({ ok: true, value: w.deal });
        expect(replaysToWin(w.deal, w.line)).toBe(true);
        expect(w.walks).toBeGreaterThanOrEqual(1);
      }
      expect(new Set(deals.map((w) => JSON.stringify(dealToJson(w.deal)))).size).toBe(3);
      expect(dealToJson(winnableDeal(game, 2).deal)).toEqual(dealToJson(deals[1]!.deal));
    }
  });

  it('refuses N outside 1 to 4294967295', () => {
    for (const n of [0, -1, 1.5, 4294967296, Number.NaN]) expect(() => winnableDeal('lucky-fan', n)).toThrow(/1 to 4294967295/);
  });
});
