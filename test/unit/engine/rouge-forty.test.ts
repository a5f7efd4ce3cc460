import { describe, expect, it } from 'vitest';
import { initialState, numberedDeal } from '../../../src/engine/index.ts';
import { empty, legal, pileCodes, playOk, position, refusal, stepText } from './position.ts';

describe('Rouge Forty: face-down cards', () => {
  it('each numbered pile deals three cards face down under one face-up card', () => {
    const s = initialState(numberedDeal('rouge-forty', 5));
    expect(s.tableau.map((p) => p.length)).toEqual(Array<number>(10).fill(4));
    expect(s.hidden).toEqual(Array<number>(10).fill(3));
  });

  it('a move that uncovers a face-down card turns it up as part of that move, after the card lands', () => {
    const s = position('rouge-forty', { tableau: ['9D 4C 8H 7S', '8S', ...empty(8)], hidden: [3, 0, ...Array<number>(8).fill(0)] });
    const r = playOk(s, 't0>t1');
    expect(r.state.hidden[0]).toBe(2);
    expect(pileCodes(r.state).slice(0, 2)).toEqual(['9D 4C 8H', '8S 7S']);
    expect(r.steps.map(stepText)).toEqual(['move 7S t0>t1', 'flip 8H t0']);
    // The turned card plays at once.
    expect(legal(r.state)).toContain('t0>t2');
  });

  it('a move to a foundation flips too; the last card of a pile flips and then plays', () => {
    const s = position('rouge-forty', { tableau: ['3C AS', ...empty(9)], hidden: [1, ...Array<number>(9).fill(0)] });
    const r = playOk(s, 't0>f');
    expect(r.steps.map(stepText)).toEqual(['move AS t0>f0', 'flip 3C t0']);
    expect(r.state.hidden[0]).toBe(0);
    const r2 = playOk(r.state, 't0>t1');
    expect(r2.steps.map(stepText)).toEqual(['move 3C t0>t1']);
  });

  it('face-down cards never play: the hidden count stays below the pile size', () => {
    const s = initialState(numberedDeal('rouge-forty', 5));
    for (let i = 0; i < 10; i++) expect(s.hidden[i]!).toBeLessThan(s.tableau[i]!.length);
    // Only the ten face-up tops are sources.
    const sources = new Set(legal(s).map((m) => m.split('>')[0]));
    sources.delete('draw');
    for (const src of sources) expect(src).toMatch(/^t\d$/);
  });

  it('a move that leaves face-up cards above the hidden ones flips nothing', () => {
    const s = position('rouge-forty', { tableau: ['9D 4C 8H 7S', '8S', ...empty(8)], hidden: [2, 0, ...Array<number>(8).fill(0)] });
    const r = playOk(s, 't0>t1');
    expect(r.state.hidden[0]).toBe(2);
    expect(r.steps.map(stepText)).toEqual(['move 7S t0>t1']);
  });

  it('the hidden count of other piles is not touched by a move', () => {
    const s = position('rouge-forty', { tableau: ['9D 7S', '5C 8S', ...empty(8)], hidden: [1, 1, ...Array<number>(8).fill(0)] });
    const r = playOk(s, 't0>t1');
    expect(r.state.hidden.slice(0, 2)).toEqual([0, 1]);
    expect(s.hidden.slice(0, 2)).toEqual([1, 1]);
    expect(refusal(r.state, 't0>t0')).toBe('9♦ is already on t0');
  });
});
