import { describe, expect, it } from 'vitest';
import { gameDef, type GameId, apply, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { empty, legal, playOk, position, refusal, stepText } from './position.ts';
import { en } from '../../../src/text/en.ts';

/** What a refused move says, in English; empty when it is played. */
const said = (r: ReturnType<typeof apply>): string => (r.ok ? '' : en.refusal(r.refusal));

const STOCK_GAMES: GameId[] = ['fortunes-favor', 'rouge-forty', 'famous-fifty', 'waxing-moon'];

function withStock(game: GameId, stock: string, waste = '') {
  const def = gameDef(game);
  // A 2 of clubs on every pile keeps Fortune's Favor from refilling and gives other moves to choose from.
  const tableau = def.piles.map((_, i) => (i === 0 ? '2S' : 'QC'));
  const foundations = game === 'fortunes-favor' ? ['AS', 'AH', 'AD', 'AC'] : ['AS', ...empty(def.foundations - 1)];
  return position(game, { tableau, stock, waste, foundations });
}

describe('stock and waste', () => {
  for (const game of STOCK_GAMES) {
    it(`${game}: drawing is legal whenever the stock is not empty, even with other moves open`, () => {
      const s = withStock(game, '5H 6H');
      expect(legal(s)).toContain('t0>f0');
      expect(legal(s)).toContain('draw');
      const r = playOk(s, 'draw');
      expect(r.steps.map(stepText)).toEqual(['draw 5H s>w']);
      expect(r.state.waste).toEqual([17]);
      // The deal format lists the first card drawn first.
      expect(playOk(r.state, 'draw').state.waste).toEqual([17, 18]);
    });

    it(`${game}: the top waste card is playable; the stock order is the deal order`, () => {
      const s = withStock(game, '2S 3S');
      const r = playOk(s, 'draw', 'w>f');
      expect(r.state.foundations[0]).toBe(1);
      expect(r.state.waste).toEqual([]);
    });

    it(`${game}: there is no redeal: an empty stock refuses draw and offers none`, () => {
      const s = withStock(game, '5H', 'KD');
      const r = playOk(s, 'draw');
      expect(r.state.stock).toEqual([]);
      expect(legal(r.state)).not.toContain('draw');
      expect(refusal(r.state, 'draw')).toBe('the stock is empty');
    });

    it(`${game}: the numbered deal puts the game's stock count in the stock, waste empty`, () => {
      const st = initialState(numberedDeal(game, 9));
      expect(st.stock).toHaveLength(gameDef(game).stock);
      expect(st.waste).toEqual([]);
      expect(legal(st)).toContain('draw');
    });
  }

  it('Lucky Fan has no stock: draw is refused and never offered', () => {
    const s = initialState(numberedDeal('lucky-fan', 1));
    expect(s.stock).toEqual([]);
    expect(legal(s)).not.toContain('draw');
    expect(refusal(s, 'draw')).toBe('Lucky Fan has no stock');
  });

  it('the waste, when empty, has nothing to play', () => {
    const s = withStock('famous-fifty', '5H');
    expect(refusal(s, 'w>f')).toBe('the waste is empty');
  });

  it('cards never go back to the stock or onto the waste except by drawing', () => {
    const s = withStock('rouge-forty', '5H', '4H');
    expect(said(apply(s, { kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 's', index: 0 } }))).toBe('no card goes back to the stock');
    expect(said(apply(s, { kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 'w', index: 0 } }))).toBe('cards reach the waste only by drawing');
    expect(said(apply(s, { kind: 'move', from: { zone: 's', index: 0 }, to: { zone: 'f', index: 1 } }))).toBe('cards leave the stock only by drawing');
  });
});
