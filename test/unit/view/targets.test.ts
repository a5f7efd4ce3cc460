import { describe, expect, it } from 'vitest';
import { type Move, initialState, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { bestTapMove, chooseDrop, movesFrom, placeOfPile, targetOf } from '../../../src/play/targets.ts';
import { rectGap } from '../../../src/geometry.ts';
import type { PileId } from '../../../src/engine/index.ts';
import { hand, H, S } from '../play/hand.ts';

const r = (x: number, y: number, width = 10, height = 14) => ({ x, y, width, height });

describe('chooseDrop', () => {
  const targets: { id: PileId; rect: ReturnType<typeof r> }[] = [
    { id: 't0', rect: r(0, 0) },
    { id: 't1', rect: r(20, 0) },
    { id: 'f0', rect: r(60, 0) },
  ];

  it('picks the legal pile the card overlaps most', () => {
    expect(chooseDrop(r(8, 2), targets, 5)).toBe('t0');
    expect(chooseDrop(r(14, 2), targets, 5)).toBe('t1');
  });

  it('falls back to the nearest legal pile within the margin', () => {
    expect(chooseDrop(r(42, 0), targets, 10)).toBe('f0');
    expect(chooseDrop(r(35, 30), targets, 5)).toBeNull();
  });

  it('returns null with no legal target', () => {
    expect(chooseDrop(r(0, 0), [], 100)).toBeNull();
  });

  it('measures gaps between rectangles', () => {
    expect(rectGap(r(0, 0), r(20, 0))).toBe(10);
    expect(rectGap(r(0, 0), r(5, 5))).toBe(0);
  });
});

describe('tap targets', () => {
  it('sends a card to a foundation before anything else', () => {
    const st = hand([[S(2), S(1)], [S(3)], [], [], [], [], [], [], [], []]);
    const m = bestTapMove(st, legalMoves(st), 't0');
    expect(m && targetOf(m)).toBe('f0');
  });

  it('prefers building on a card to filling a space', () => {
    const st = hand([[H(9), S(5)], [S(6)], [], [], [], [], [], [], [], []]);
    const m = bestTapMove(st, legalMoves(st), 't0');
    expect(m && targetOf(m)).toBe('t1');
  });

  it('never moves a lone card into a space (that changes nothing)', () => {
    const st = hand([[S(5)], [H(9)], [], [], [], [], [], [], [], []]);
    expect(bestTapMove(st, legalMoves(st), 't0')).toBeNull();
  });

  it('fills a space when the card leaves others behind', () => {
    const st = hand([[H(9), S(5)], [H(3)], [], [], [], [], [], [], [], []]);
    const m = bestTapMove(st, legalMoves(st), 't0');
    expect(m && targetOf(m)).toBe('t2');
  });

  it('plays the waste top', () => {
    const st = hand([[S(6)], [], [], [], [], [], [], [], [], []], { waste: [S(5)] });
    const m = bestTapMove(st, legalMoves(st), 'w');
    expect(m).toEqual<Move>({ kind: 'move', from: { zone: 'w', index: 0 }, to: { zone: 't', index: 0 } });
  });

  it('knows which piles a card can be lifted from', () => {
    expect(placeOfPile('t12')).toEqual({ zone: 't', index: 12 });
    expect(placeOfPile('w')).toEqual({ zone: 'w', index: 0 });
    expect(placeOfPile('s')).toBeNull();
    expect(placeOfPile('f0')).toBeNull();
  });

  it('lists only moves from the pile asked for', () => {
    const st = initialState(numberedDeal('lucky-fan', 1));
    const legal = legalMoves(st);
    for (const m of movesFrom(legal, 't3')) expect(m.kind === 'move' && m.from).toEqual({ zone: 't', index: 3 });
  });
});
