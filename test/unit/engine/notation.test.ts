import { describe, expect, it } from 'vitest';
import { byteOrder, hugePileNumbers, initialState, moveText, numberedDeal, parseMove } from '../../../src/engine/index.ts';
import { playOk, position, empty } from './position.ts';

describe('move notation', () => {
  it('reads draw, tableau and waste sources, tableau and foundation targets', () => {
    expect(parseMove('draw')).toEqual({ kind: 'draw' });
    expect(parseMove('t3>t11')).toEqual({ kind: 'move', from: { zone: 't', index: 3 }, to: { zone: 't', index: 11 } });
    expect(parseMove('w>f')).toEqual({ kind: 'move', from: { zone: 'w', index: 0 }, to: { zone: 'f', index: -1 } });
    expect(parseMove('t0>f2')).toEqual({ kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 'f', index: 2 } });
    expect(parseMove('w>t0')).toEqual({ kind: 'move', from: { zone: 'w', index: 0 }, to: { zone: 't', index: 0 } });
  });

  it('prints what it reads', () => {
    for (const text of ['draw', 't3>t11', 'w>f', 't0>f2', 'w>t0', 't17>f7']) expect(moveText(parseMove(text)!)).toBe(text);
  });

  it('is strict: case, spaces, leading zeros, unknown zones are rejected', () => {
    const bad = ['t03', 'T3>f0', 't3 >f0', 't3> f0', ' t3>f0', 't3>f0 ', 'w>w', 'DRAW', 'Draw', 'draw ', 't3', 't3>', '>f0', 't3>f00', 't00>f', 'f0>t3',
      's>w', 't3>s', 't-1>f', 't3>f-1', 't3->f0', 't3=>f0', 't3>F', 'w>', 't3>t', 'tt3>f', '', 'w>fw', 't1.5>f', 't3>f\n'];
    for (const text of bad) expect(parseMove(text), JSON.stringify(text)).toBeNull();
  });

  it('bare f goes to the first foundation, left to right, that accepts the card; the played move is concrete', () => {
    const s = position('famous-fifty', { tableau: ['AD', '2D', 'AD', ...empty(7)], foundations: ['AS', 'AH', '', 'AC', '', '', '', ''] });
    const r = playOk(s, 't0>f');
    expect(moveText(r.move)).toBe('t0>f2');
    expect(moveText(playOk(r.state, 't1>f').move)).toBe('t1>f2');
    expect(moveText(playOk(s, 't0>f', 't2>f').move)).toBe('t2>f4');
  });

  it('draw prints as draw after it is played', () => {
    const s = initialState(numberedDeal('waxing-moon', 1));
    expect(moveText(playOk(s, 'draw').move)).toBe('draw');
  });

  it('byte order sorts as plain strings (t16 before t1>, > after digits)', () => {
    expect(['t1>t12', 't16>f0', 'draw', 'w>f0', 't10>t2'].sort(byteOrder)).toEqual(['draw', 't10>t2', 't16>f0', 't1>t12', 'w>f0']);
    expect(byteOrder('a', 'a')).toBe(0);
    expect(byteOrder('t2', 't10')).toBe(1);
    expect(byteOrder('t10', 't2')).toBe(-1);
  });

  it('reads no move whose pile number is too large to be held exactly, and names that number', () => {
    const huge = '9007199254740993';
    for (const text of [`t${huge}>f`, `t0>t${huge}`, `w>f${huge}`]) {
      expect(parseMove(text), text).toBeNull();
      expect(hugePileNumbers(text), text).toEqual([huge]);
    }
    expect(parseMove('t9007199254740991>f9007199254740991')).toEqual({ kind: 'move', from: { zone: 't', index: 9007199254740991 }, to: { zone: 'f', index: 9007199254740991 } });
    expect(hugePileNumbers(`t${huge}>t${huge}0`)).toEqual([huge, `${huge}0`]);
    for (const text of ['t0>f', 'draw', 'w>t3', `t0>t${huge} `, 'nonsense']) expect(hugePileNumbers(text), text).toEqual([]);
  });
});
