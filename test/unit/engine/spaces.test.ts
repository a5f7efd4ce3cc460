import { describe, expect, it } from 'vitest';
import { type GameId } from '../../../src/engine/index.ts';
import { empty, legal, pileCodes, playOk, position, refusal, stepText } from './position.ts';

describe('Lucky Fan: only a King may fill an empty fan', () => {
  const s = position('lucky-fan', { tableau: ['', '5H KS', '3C QD', 'QH', ...empty(14)] });

  it('a King from a fan fills the empty fan', () => {
    const r = playOk(s, 't1>t0');
    expect(pileCodes(r.state).slice(0, 2)).toEqual(['KS', '5H']);
    expect(legal(s)).toContain('t1>t0');
  });

  it('any other card is refused with the reason', () => {
    expect(refusal(s, 't2>t0')).toBe('only a King may fill an empty fan');
    expect(refusal(s, 't3>t0')).toBe('only a King may fill an empty fan');
    expect(legal(s).filter((m) => m.endsWith('>t0'))).toEqual(['t1>t0']);
  });
});

for (const game of ['rouge-forty', 'famous-fifty'] as GameId[]) {
  describe(`${game}: any card from the tableau or the waste fills a space`, () => {
    const n = 10;
    const nf = game === 'rouge-forty' ? 4 : 8;
    const s = position(game, { tableau: ['', '5H 7C', '3D', ...empty(n - 3)], waste: 'QD 4S', stock: '2H', foundations: empty(nf) });

    it('a tableau card fills it', () => {
      const r = playOk(s, 't1>t0');
      expect(pileCodes(r.state).slice(0, 2)).toEqual(['7C', '5H']);
    });

    it('the waste top fills it', () => {
      const r = playOk(s, 'w>t0');
      expect(pileCodes(r.state)[0]).toBe('4S');
      expect(r.state.waste).toHaveLength(1);
    });

    it('every source is offered for every space', () => {
      const spaces = Array.from({ length: n - 3 }, (_, i) => i + 3).concat([0]);
      for (const from of ['t1', 't2', 'w']) for (const t of spaces) expect(legal(s)).toContain(`${from}>t${t}`);
    });

    it('moving the only card of a pile into a space is legal (it changes only pile order)', () => {
      const r = playOk(s, 't2>t0');
      expect(pileCodes(r.state).slice(0, 3)).toEqual(['3D', '5H 7C', '']);
    });
  });
}

describe("Fortune's Favor: spaces refill at once from the waste, else the stock", () => {
  const home = ['AS', 'AH', 'AD', 'AC'];
  const full = ['9C', '8C', '7C', '6C', '5C', '4C', '3C', '9D', '8D', '7D', '6D'];

  it('an emptied pile takes the top waste card, as part of the move', () => {
    const s = position('fortunes-favor', { tableau: ['2S', ...full], waste: 'KH QH', stock: 'JH', foundations: home });
    const r = playOk(s, 't0>f');
    expect(pileCodes(r.state)[0]).toBe('QH');
    expect(r.state.waste).toHaveLength(1);
    expect(r.steps.map(stepText)).toEqual(['move 2S t0>f0', 'refill QH w>t0']);
  });

  it('with the waste empty, the top stock card fills it face up', () => {
    const s = position('fortunes-favor', { tableau: ['2S', ...full], stock: 'JH TH', foundations: home });
    const r = playOk(s, 't0>f');
    expect(pileCodes(r.state)[0]).toBe('JH');
    expect(r.state.stock).toHaveLength(1);
    expect(r.state.hidden[0]).toBe(0);
    expect(r.steps.map(stepText)).toEqual(['move 2S t0>f0', 'refill JH s>t0']);
  });

  it('a pile emptied by building on another pile is refilled too', () => {
    const t = position('fortunes-favor', { tableau: ['7C', ...full], waste: 'QS', foundations: home });
    const r = playOk(t, 't0>t2');
    expect(pileCodes(r.state).slice(0, 3)).toEqual(['QS', '9C', '8C 7C']);
    expect(r.state.waste).toEqual([]);
  });

  it('several spaces fill left to right, from the waste first, then the stock', () => {
    const s = position('fortunes-favor', { tableau: ['', '2S', '', ...full.slice(0, 9)], waste: 'KH QH', stock: 'JD TD 5S', foundations: home });
    const r = playOk(s, 't1>f');
    expect(pileCodes(r.state).slice(0, 3)).toEqual(['QH', 'KH', 'JD']);
    expect(r.steps.map(stepText)).toEqual(['move 2S t1>f0', 'refill QH w>t0', 'refill KH w>t1', 'refill JD s>t2']);
    expect(r.state.stock).toHaveLength(2);
  });

  it('a drawn card refills a space left in a hand-built position', () => {
    const s = position('fortunes-favor', { tableau: ['', ...full], stock: 'JD', foundations: home });
    const r = playOk(s, 'draw');
    expect(pileCodes(r.state)[0]).toBe('JD');
    expect(r.steps.map(stepText)).toEqual(['draw JD s>w', 'refill JD w>t0']);
  });

  it('once the waste and stock are empty, spaces stay empty', () => {
    const s = position('fortunes-favor', { tableau: ['2S', '3S', ...full.slice(0, 10)], foundations: home });
    const r = playOk(s, 't0>f');
    expect(pileCodes(r.state)[0]).toBe('');
    expect(r.steps.map(stepText)).toEqual(['move 2S t0>f0']);
    const r2 = playOk(r.state, 't1>f');
    expect(pileCodes(r2.state).slice(0, 2)).toEqual(['', '']);
  });

  it('no card may be moved into a space, from the tableau or the waste', () => {
    const s = position('fortunes-favor', { tableau: ['', 'KS', ...full.slice(0, 10)], foundations: home });
    expect(refusal(s, 't1>t0')).toBe('spaces fill by themselves from the waste or the stock');
    expect(legal(s).filter((m) => m.endsWith('>t0'))).toEqual([]);
    const w = position('fortunes-favor', { tableau: ['', 'KS', ...full.slice(0, 10)], waste: 'KD', foundations: home });
    expect(refusal(w, 'w>t0')).toBe('spaces fill by themselves from the waste or the stock');
  });
});

describe('Waxing Moon: an empty pile stays empty', () => {
  it('no card fills it, and nothing refills it', () => {
    const s = position('waxing-moon', { tableau: ['', 'KS', ...empty(10)], waste: 'KD', stock: 'QD', foundations: empty(8) });
    expect(refusal(s, 't1>t0')).toBe('in Waxing Moon cards go only to the foundations');
    expect(refusal(s, 'w>t0')).toBe('in Waxing Moon cards go only to the foundations');
    expect(pileCodes(playOk(s, 'draw').state)[0]).toBe('');
  });
});
