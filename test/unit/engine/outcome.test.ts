import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef, type GameId, cardsHome, initialState, isIdleMove, isLost, isWon, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { empty, legal, move, playOk, position } from './position.ts';

const ALL = [...GAME_IDS];

describe('won: every card on the foundations', () => {
  for (const game of ALL) {
    const def = gameDef(game);
    const kings = Array.from({ length: def.foundations }, (_, i) => ['KS', 'KH', 'KD', 'KC'][i % 4]!);

    it(`${game}: the last card home wins; the game is then not lost`, () => {
      const lastOut = ['QS', ...kings.slice(1)];
      const s = position(game, { tableau: ['KS', ...empty(def.piles.length - 1)], foundations: lastOut });
      expect(isWon(s)).toBe(false);
      const r = playOk(s, 't0>f0');
      expect(isWon(r.state)).toBe(true);
      expect(isLost(r.state)).toBe(false);
      expect(cardsHome(r.state)).toBe(52 * def.decks);
      expect(legalMoves(r.state)).toEqual([]);
    });

    it(`${game}: a numbered deal is not won at the start`, () => {
      const s = initialState(numberedDeal(game, 3));
      expect(isWon(s)).toBe(false);
      expect(cardsHome(s)).toBe(game === 'fortunes-favor' ? 4 : 0);
    });
  }
});

describe('lost: no legal move left', () => {
  it('Lucky Fan: tops that build nowhere and no Ace is lost', () => {
    const stuck = position('lucky-fan', { tableau: ['5H 3S', '9C 4D', ...Array<string>(16).fill('JC QD')] });
    expect(legalMoves(stuck)).toEqual([]);
    expect(isLost(stuck)).toBe(true);
  });

  it('a game with a stock is not lost while a draw is left', () => {
    const s = position('waxing-moon', { tableau: ['5H', ...empty(11)], stock: '9C', foundations: empty(8) });
    expect(legal(s)).toEqual(['draw']);
    expect(isLost(s)).toBe(false);
    expect(isLost(playOk(s, 'draw').state)).toBe(true);
  });

  it("Fortune's Favor: stuck with waste and stock empty is lost", () => {
    const s = position('fortunes-favor', { tableau: ['5H', '9C', ...Array<string>(10).fill('JD')], foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(legalMoves(s)).toEqual([]);
    expect(isLost(s)).toBe(true);
  });
});

describe('the dead-end ruling: only idle moves left is lost', () => {
  it('Lucky Fan: a lone King that can only hop into an empty fan is lost', () => {
    const s = position('lucky-fan', { tableau: ['', 'KS', '3H 5D', ...Array<string>(15).fill('QC JD')] });
    expect(legal(s)).toEqual(['t1>t0']);
    expect(isIdleMove(s, move('t1>t0'))).toBe(true);
    expect(isLost(s)).toBe(true);
  });

  it('Lucky Fan: a King off a fan that holds more cards is not idle, and not lost', () => {
    const s = position('lucky-fan', { tableau: ['', '3H KS', ...Array<string>(16).fill('QC JD')] });
    expect(legal(s)).toEqual(['t1>t0']);
    expect(isIdleMove(s, move('t1>t0'))).toBe(false);
    expect(isLost(s)).toBe(false);
  });

  for (const game of ['rouge-forty', 'famous-fifty'] as GameId[]) {
    it(`${game}: single cards shuttling between spaces is lost; a waste card into a space is not idle`, () => {
      const nf = gameDef(game).foundations;
      const singles = ['7H', '9C', 'JD', '3S', '5H', 'KC', '2D', 'QS', '6C'];
      const s = position(game, { tableau: ['', ...singles], foundations: empty(nf) });
      expect(legal(s)).toEqual(singles.map((_, i) => `t${i + 1}>t0`).sort());
      expect(legalMoves(s).every((m) => isIdleMove(s, m))).toBe(true);
      expect(isLost(s)).toBe(true);
      const w = position(game, { tableau: ['', ...singles], waste: '2S', foundations: empty(nf) });
      expect(isIdleMove(w, move('w>t0'))).toBe(false);
      expect(isLost(w)).toBe(false);
    });
  }

  it('a move onto a non-empty pile or to a foundation, or a draw, is never idle', () => {
    const s = position('famous-fifty', { tableau: ['8S', '7S', 'AH', ...empty(7)], stock: '2C', foundations: empty(8) });
    expect(isIdleMove(s, move('t1>t0'))).toBe(false);
    expect(isIdleMove(s, move('t2>f0'))).toBe(false);
    expect(isIdleMove(s, move('draw'))).toBe(false);
  });

  it('a lone card sent home, or a waste card into a space, is not idle beside a pile of one card', () => {
    const s = position('famous-fifty', { tableau: ['AH', '', ...empty(8)], waste: '9C', foundations: empty(8) });
    expect(isIdleMove(s, move('t0>f1'))).toBe(false);
    expect(isIdleMove(s, move('w>t1'))).toBe(false);
    expect(isIdleMove(s, move('t0>t1'))).toBe(true);
  });
});
