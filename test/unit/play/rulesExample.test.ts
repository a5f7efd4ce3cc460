/**
 * The rules' picture of a move (play/rulesExample.ts) read from hand-made Rouge Forty tables: the
 * card that moves, what it lies on (a face-up card, a face-down one, nothing), and where it goes.
 */
import { describe, expect, it } from 'vitest';
import { type Card, card } from '../../../src/engine/cards.ts';
import type { State } from '../../../src/engine/types.ts';
import { exampleIn } from '../../../src/play/rulesExample.ts';

const S = 0, H = 1, D = 2, C = 3;
/** Pile tops that take nothing and go nowhere: no Ace, no two of one suit a rank apart. */
const STILL = [card(13, S), card(11, S), card(13, H), card(11, H), card(13, D), card(11, D), card(13, C), card(11, C), card(9, C), card(9, D)];
const FACE_DOWN = [card(2, C), card(3, C), card(4, C)];

function table(piles: Record<number, Card[]>, o: Partial<Omit<State, 'game' | 'tableau'>> = {}): State {
  const tableau = STILL.map((c, i) => piles[i] ?? [c]);
  return { game: 'rouge-forty', tableau, hidden: o.hidden ?? tableau.map(() => 0), stock: o.stock ?? [], waste: o.waste ?? [], foundations: o.foundations ?? [-1, -1, -1, -1] };
}

const hidden = (first: number) => [first, ...new Array<number>(9).fill(0)];

describe('the rules’ example move', () => {
  it('a card on a face-down card lies on a back', () => {
    const s = table({ 0: [...FACE_DOWN, card(5, S)], 1: [card(6, S)] }, { hidden: hidden(3) });
    expect(exampleIn(s)).toEqual({ card: card(5, S), under: 'back', to: 'pile', onto: card(6, S) });
  });

  it('a card on the first face-up card of its pile lies on that card', () => {
    const s = table({ 0: [...FACE_DOWN, card(2, D), card(5, S)], 1: [card(6, S)] }, { hidden: hidden(3) });
    expect(exampleIn(s)).toEqual({ card: card(5, S), under: card(2, D), to: 'pile', onto: card(6, S) });
  });

  it('a lone card lies on nothing; a card on one face-up card lies on it', () => {
    expect(exampleIn(table({ 0: [card(5, S)], 1: [card(6, S)] }))).toEqual({ card: card(5, S), under: null, to: 'pile', onto: card(6, S) });
    expect(exampleIn(table({ 0: [card(2, D), card(5, S)], 1: [card(6, S)] }))).toEqual({ card: card(5, S), under: card(2, D), to: 'pile', onto: card(6, S) });
  });

  it('a waste card lies on the waste card below it, whatever the piles hide', () => {
    const s = table({ 0: [...FACE_DOWN, card(7, H)], 1: [card(6, S)] }, { hidden: hidden(3), waste: [card(3, D), card(5, S)] });
    expect(exampleIn(s)).toEqual({ card: card(5, S), under: card(3, D), to: 'pile', onto: card(6, S) });
  });

  it('a card going home goes onto its foundation’s top, an Ace onto nothing', () => {
    const onFour = table({ 0: [card(2, D), card(5, S)] }, { foundations: [card(4, S), -1, -1, -1] });
    expect(exampleIn(onFour)).toEqual({ card: card(5, S), under: card(2, D), to: 'foundation', onto: card(4, S) });
    const onAce = table({ 0: [card(2, S)] }, { foundations: [-1, card(1, S), -1, -1] });
    expect(exampleIn(onAce)).toEqual({ card: card(2, S), under: null, to: 'foundation', onto: card(1, S) });
    const ace = table({ 0: [card(1, H)] });
    expect(exampleIn(ace)).toEqual({ card: card(1, H), under: null, to: 'foundation', onto: null });
  });

  it('passes over a lone card’s shift into a space, which teaches nothing', () => {
    const s = table({ 3: [card(2, D), card(1, H)], 9: [] });
    expect(exampleIn(s)).toEqual({ card: card(1, H), under: card(2, D), to: 'foundation', onto: null });
  });

  it('has none where only a draw, or nothing, is left', () => {
    expect(exampleIn(table({}, { stock: [card(5, H)] }))).toBeNull();
    expect(exampleIn(table({}))).toBeNull();
  });
});
