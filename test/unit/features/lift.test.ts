import { describe, expect, it } from 'vitest';
import { type PileId, type State, legalMoves, moveText } from '../../../src/engine/index.ts';
import { type KeyAction, KEY_ACTIONS, keyAction } from '../../../src/input/keyboard.ts';
import { liftFrom, liftKey, placesFor } from '../../../src/input/lift.ts';
import { bestTapMove, targetOf } from '../../../src/play/targets.ts';
import { empty, position } from '../engine/position.ts';

const targets = (st: State, id: PileId) => placesFor(st, legalMoves(st), id).map((p) => p.target);
const key = (k: string): KeyAction => keyAction({ key: k })!;

describe('the places a lifted card may go', () => {
  // Famous Fifty: two decks, so a card can have two cards to go on; any card fills a space.
  const twoSixes = position('famous-fifty', { tableau: ['9C 5H', '6H', 'KS 6H', '', 'QD', ...empty(5)], foundations: ['4H', '', '', '', '', '', '', ''] });

  it('lists every pile the engine allows, the tap\'s choice first', () => {
    expect(targets(twoSixes, 't0')).toEqual(['f0', 't1', 't2', 't3', 't5', 't6', 't7', 't8', 't9']);
    const best = bestTapMove(twoSixes, legalMoves(twoSixes), 't0')!;
    expect(targets(twoSixes, 't0')[0]).toBe(targetOf(best));
  });

  it('offers only moves legalMoves lists', () => {
    const legal = legalMoves(twoSixes).map(moveText);
    for (const p of placesFor(twoSixes, legalMoves(twoSixes), 't0')) expect(legal).toContain(moveText(p.move));
  });

  it('counts the foundations as one place, the first that takes the card', () => {
    // Two 4♥ foundations take the 5♥: one place, as a tap would choose.
    const st = position('famous-fifty', { tableau: ['9C 5H', 'KS', 'KS', 'KD', 'QD', 'QD', 'KC', 'KC', 'KH', 'KH'], foundations: ['', '4H', '', '', '', '4H', '', ''] });
    expect(targets(st, 't0')).toEqual(['f1']);
    expect(liftFrom(st, legalMoves(st), 't0')).toBeNull();
  });

  it('leaves out a lone card\'s shift into a space, which changes nothing', () => {
    const st = position('famous-fifty', { tableau: ['5H', '6H', '', '', 'QD', 'KS', 'KS', 'KD', 'KC', 'KC'] });
    expect(targets(st, 't0')).toEqual(['t1']);
  });

  it('lifts only a card with more than one place', () => {
    expect(liftFrom(twoSixes, legalMoves(twoSixes), 't0')).toMatchObject({ from: 't0', aim: 'f0' });
    // The queen of diamonds has no place; the queen of spades one, the king at t7.
    const st = position('famous-fifty', { tableau: ['9C 5H', '6H', 'KS 6H', 'KC', 'JC QD', 'KH', 'KH', 'KS', 'KC', 'QS'], foundations: ['4H', '', '', '', '', '', '', ''] });
    expect(targets(st, 't4')).toEqual([]);
    expect(liftFrom(st, legalMoves(st), 't4')).toBeNull();
    expect(targets(st, 't9')).toEqual(['t7']);
    expect(liftFrom(st, legalMoves(st), 't9')).toBeNull();
    expect(liftFrom(st, legalMoves(st), 't0')?.places.map((p) => p.target)).toEqual(['f0', 't1', 't2']);
  });

  it('lifts the waste top like a pile top', () => {
    const st = position('famous-fifty', { tableau: ['6H', 'KS 6H', ...['KH', 'KH', 'KD', 'KS', 'KC', 'KC', 'QD', 'QD']], waste: '5H' });
    expect(liftFrom(st, legalMoves(st), 'w')).toMatchObject({ from: 'w', places: [{ target: 't0' }, { target: 't1' }] });
  });
});

describe('keys while a card is lifted', () => {
  const st = position('famous-fifty', { tableau: ['9C 5H', '6H', 'KS 6H', '', 'QD', ...empty(5)], foundations: ['4H', '', '', '', '', '', '', ''] });
  const lifted = liftFrom(st, legalMoves(st), 't0')!;
  // As the table is drawn: stock, waste and foundations over two rows of five columns.
  const rows = [
    ['s', 'w', 'f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'],
    ['t0', 't1', 't2', 't3', 't4'],
    ['t5', 't6', 't7', 't8', 't9'],
  ];

  it('Right and Left walk the places only, in reading order, wrapping', () => {
    expect(liftKey(lifted, rows, key('ArrowRight'))).toEqual({ kind: 'aim', at: 't1' });
    expect(liftKey({ ...lifted, aim: 't1' }, rows, key('ArrowRight'))).toEqual({ kind: 'aim', at: 't2' });
    // t4 holds the queen: skipped.
    expect(liftKey({ ...lifted, aim: 't3' }, rows, key('ArrowRight'))).toEqual({ kind: 'aim', at: 't5' });
    expect(liftKey({ ...lifted, aim: 't9' }, rows, key('ArrowRight'))).toEqual({ kind: 'aim', at: 'f0' });
    expect(liftKey(lifted, rows, key('ArrowLeft'))).toEqual({ kind: 'aim', at: 't9' });
  });

  it('Up and Down go between the rows of places', () => {
    expect(liftKey({ ...lifted, aim: 't1' }, rows, key('ArrowDown'))).toEqual({ kind: 'aim', at: 't5' });
    expect(liftKey({ ...lifted, aim: 't1' }, rows, key('ArrowUp'))).toEqual({ kind: 'aim', at: 'f0' });
  });

  it('a digit aims at that pile when it is a place, and is refused when not', () => {
    expect(liftKey(lifted, rows, key('3'))).toEqual({ kind: 'aim', at: 't2' });
    expect(liftKey(lifted, rows, key('5'))).toEqual({ kind: 'refuse', pile: 't4' });
    expect(liftKey(lifted, rows, key('1'))).toEqual({ kind: 'refuse', pile: 't0' });
  });

  it('Enter and Space put it down where it is aimed: at first, where a tap sends it', () => {
    expect(liftKey(lifted, rows, key('Enter'))).toEqual({ kind: 'drop', move: bestTapMove(st, legalMoves(st), 't0') });
    const drop = liftKey({ ...lifted, aim: 't2' }, rows, key(' '));
    expect(drop.kind === 'drop' && moveText(drop.move)).toBe('t0>t2');
  });

  it('Esc puts it back; any other command puts it back and then runs', () => {
    expect(liftKey(lifted, rows, key('Escape'))).toEqual({ kind: 'putBack' });
    for (const k of ['u', 'd', 'h', 'f', 'n', 'o']) expect(liftKey(lifted, rows, key(k)), k).toEqual({ kind: 'putBackThen' });
    expect(liftKey(lifted, rows, { action: KEY_ACTIONS.redo })).toEqual({ kind: 'putBackThen' });
  });
});
