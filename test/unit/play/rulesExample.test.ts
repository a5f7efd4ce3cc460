/**
 * The rules' picture of a move (play/rulesExample.ts) read from hand-made Rouge Forty tables: the
 * card that moves, what it lies on (a face-up card, a face-down one, nothing), and where it goes.
 */
import { describe, expect, it } from 'vitest';
import { card } from '../../../src/engine/cards.ts';
import type { State } from '../../../src/engine/types.ts';
import { exampleIn } from '../../../src/play/rulesExample.ts';
import { type Layout, position } from '../engine/position.ts';

const S = 0, H = 1, D = 2;
/** Pile tops that take nothing and go nowhere: no Ace, no two of one suit a rank apart. */
const STILL = ['KS', 'JS', 'KH', 'JH', 'KD', 'JD', 'KC', 'JC', '9C', '9D'];
const FACE_DOWN = '2C 3C 4C';

function table(piles: Record<number, string>, o: Omit<Layout, 'tableau'> = {}): State {
  return position('rouge-forty', { ...o, tableau: STILL.map((c, i) => piles[i] ?? c) });
}

const hidden = (first: number) => [first, ...new Array<number>(9).fill(0)];

describe('the rules’ example move', () => {
  it('a card on a face-down card lies on a back', () => {
    const s = table({ 0: `${FACE_DOWN} 5S`, 1: '6S' }, { hidden: hidden(3) });
    expect(exampleIn(s)).toEqual({ card: card(5, S), under: 'back', to: 'pile', onto: card(6, S) });
  });

  it('a card on the first face-up card of its pile lies on that card', () => {
    const s = table({ 0: `${FACE_DOWN} 2D 5S`, 1: '6S' }, { hidden: hidden(3) });
    expect(exampleIn(s)).toEqual({ card: card(5, S), under: card(2, D), to: 'pile', onto: card(6, S) });
  });

  it('a lone card lies on nothing; a card on one face-up card lies on it', () => {
    expect(exampleIn(table({ 0: '5S', 1: '6S' }))).toEqual({ card: card(5, S), under: null, to: 'pile', onto: card(6, S) });
    expect(exampleIn(table({ 0: '2D 5S', 1: '6S' }))).toEqual({ card: card(5, S), under: card(2, D), to: 'pile', onto: card(6, S) });
  });

  it('a waste card lies on the waste card below it, whatever the piles hide', () => {
    const s = table({ 0: `${FACE_DOWN} 7H`, 1: '6S' }, { hidden: hidden(3), waste: '3D 5S' });
    expect(exampleIn(s)).toEqual({ card: card(5, S), under: card(3, D), to: 'pile', onto: card(6, S) });
  });

  it('a card going home goes onto its foundation’s top, an Ace onto nothing', () => {
    const onFour = table({ 0: '2D 5S' }, { foundations: ['4S', '', '', ''] });
    expect(exampleIn(onFour)).toEqual({ card: card(5, S), under: card(2, D), to: 'foundation', onto: card(4, S) });
    const onAce = table({ 0: '2S' }, { foundations: ['', 'AS', '', ''] });
    expect(exampleIn(onAce)).toEqual({ card: card(2, S), under: null, to: 'foundation', onto: card(1, S) });
    const ace = table({ 0: 'AH' });
    expect(exampleIn(ace)).toEqual({ card: card(1, H), under: null, to: 'foundation', onto: null });
  });

  it('passes over a lone card’s shift into a space, which teaches nothing', () => {
    const s = table({ 3: '2D AH', 9: '' });
    expect(exampleIn(s)).toEqual({ card: card(1, H), under: card(2, D), to: 'foundation', onto: null });
  });

  it('has none where only a draw, or nothing, is left', () => {
    expect(exampleIn(table({}, { stock: '5H' }))).toBeNull();
    expect(exampleIn(table({}))).toBeNull();
  });
});
