/**
 * Where a card goes, as the table's input asks it (test/unit/view/targets.test.ts has the first
 * cases): the drop's target when overlap and distance disagree, the tap's choice when a space comes
 * before the card to build on, which piles a card may be lifted from, and a drop's move or refusal.
 */
import { describe, expect, it } from 'vitest';
import { type Move, apply, legalMoves } from '../../../src/engine/index.ts';
import { hand, H, S } from './hand.ts';
import { bestTapMove, canLift, chooseDrop, dropMove, movesFrom, placeOfPile, tapMove, targetOf, targetsFrom } from '../../../src/play/targets.ts';

const r = (x: number, y: number, width = 10, height = 14) => ({ x, y, width, height });

const empties = (n: number): number[][] => Array.from({ length: n }, () => []);

describe('the pile a dropped card lands on', () => {
  it('is the one it overlaps most, though it touches a later one too', () => {
    const targets = [{ id: 't0' as const, rect: r(0, 0) }, { id: 't1' as const, rect: r(12, 0) }];
    // Six pixels over t0, three over t1: both at no distance.
    expect(chooseDrop(r(4, 0), targets, 5)).toBe('t0');
    expect(chooseDrop(r(9, 0), targets, 5)).toBe('t1');
  });

  it('else the nearest within the margin, the margin itself included', () => {
    const targets = [{ id: 'f0' as const, rect: r(60, 0) }];
    expect(chooseDrop(r(40, 0), targets, 10)).toBe('f0');
    expect(chooseDrop(r(39, 0), targets, 10)).toBeNull();
  });
});

describe('the move a tap makes', () => {
  it('builds on a card before it fills a space, even a space nearer the start of the table', () => {
    const st = hand([[H(9), S(5)], [], [S(6)], ...empties(7)]);
    const m = bestTapMove(st, legalMoves(st), 't0');
    expect(m && targetOf(m)).toBe('t2');
    expect(tapMove(st, 't0')).toEqual(m);
  });

  it('the stock draws; a pile whose card has nowhere to go makes none', () => {
    const st = hand([[S(5)], [H(9)], ...empties(8)], { stock: [H(2)] });
    expect(tapMove(st, 's')).toEqual<Move>({ kind: 'draw' });
    expect(tapMove(st, 't1')).toBeNull();
  });
});

describe('the piles of a move', () => {
  it('are read from the pile ids cards leave: t and a number, or the waste; nothing else', () => {
    expect(placeOfPile('t3')).toEqual({ zone: 't', index: 3 });
    for (const id of ['xt3', 't3x', 't', 's', 'f0', '']) expect(placeOfPile(id)).toBeNull();
  });

  it('only the moves from the pile asked for: the waste, or one pile of the table', () => {
    const st = hand([[S(5)], [H(4)], [S(6)], [H(5)], ...empties(6)], { waste: [S(4)], stock: [H(2)] });
    const legal = legalMoves(st);
    const from = (id: string) => movesFrom(legal, id).map((m) => (m.kind === 'move' ? `${m.from.zone}${m.from.index}` : 'draw'));
    expect(new Set(from('w'))).toEqual(new Set(['w0']));
    expect(new Set(from('t0'))).toEqual(new Set(['t0']));
    expect(new Set(from('t1'))).toEqual(new Set(['t1']));
    expect(from('s')).toEqual([]);
    expect(from('f0')).toEqual([]);
    // The waste's four of spades goes on the five of spades, and the four of hearts on the five of hearts.
    expect(movesFrom(legal, 'w').map(targetOf)).toContain('t0');
    expect(movesFrom(legal, 't1').map(targetOf)).toContain('t3');
  });

  it('a draw lands on the waste', () => {
    expect(targetOf({ kind: 'draw' })).toBe('w');
  });

  it('a card may be lifted from the waste or a pile of the table that holds one, nowhere else', () => {
    const st = hand([[S(5)], [], ...empties(8)], { waste: [S(4)], stock: [H(2)] });
    expect(canLift(st, 'w')).toBe(true);
    expect(canLift(st, 't0')).toBe(true);
    expect(canLift(st, 't1')).toBe(false);
    expect(canLift(st, 't10')).toBe(false);
    expect(canLift(st, 's')).toBe(false);
    expect(canLift(st, 'f0')).toBe(false);
    expect(canLift({ ...st, waste: [] }, 'w')).toBe(false);
  });

  it('the piles a card may go to are those of its legal moves', () => {
    const st = hand([[H(9), S(5)], [], [S(6)], ...empties(7)]);
    const expected = legalMoves(st).flatMap((m) => (m.kind === 'move' && m.from.zone === 't' && m.from.index === 0 ? [targetOf(m)] : []));
    expect(targetsFrom(st, 't0')).toEqual(expected);
    expect(targetsFrom(st, 't0')).toContain('t2');
    expect(targetsFrom(st, 't0')).toContain('t1');
    expect(targetsFrom(st, 't2')).not.toContain('t0');
  });
});

describe('a card let go over a pile', () => {
  const st = hand([[H(9), S(5)], [H(8)], [S(6)], ...empties(7)]);

  it('over no pile: no move and nothing to say', () => {
    expect(dropMove(st, 't0', null)).toEqual({ move: null, refusal: null });
  });

  it('over a pile that takes it: the legal move onto it', () => {
    expect(dropMove(st, 't0', 't2')).toEqual({ move: { kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 't', index: 2 } }, refusal: null });
  });

  it('over a pile that does not: why the rules refuse it, as the engine says', () => {
    const refused = apply(st, { kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 't', index: 1 } });
    expect(refused.ok).toBe(false);
    const d = dropMove(st, 't0', 't1');
    expect(d.move).toBeNull();
    expect(d.refusal).not.toBeNull();
    expect(d.refusal).toEqual(refused.ok ? null : refused.refusal);
  });

  it('from a pile no move is written from: no move and nothing to say', () => {
    expect(dropMove(st, 's', 't1')).toEqual({ move: null, refusal: null });
  });
});
