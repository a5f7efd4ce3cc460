/**
 * The beam search (src/engine/solver/beam.ts) on small positions and a few numbered deals it
 * decides within some thousands of positions: it wins only what the plain search of the engine's
 * moves wins, on lines that replay, never claims a loss, searches at most `reach` moves from each
 * kept position and keeps at most `width` after each draw, searches first from the most promising
 * of them, answers in the call that decides, and runs the same in slices. beam.test.ts has the long
 * searches.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, type State, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { Beam } from '../../../src/engine/solver/beam.ts';
import { DRAW, Position } from '../../../src/engine/solver/position.ts';
import { lockedPosition, pairThenHome, plainWinnable, smallPosition } from './small-positions.ts';
import { applyAll, empty, position } from '../engine/position.ts';

const deal = (game: GameId, n: number) => initialState(numberedDeal(game, n));

function runOut(beam: Beam, slice = Infinity): 'win' | 'done' {
  for (;;) {
    const r = beam.run(slice);
    if (r) return r;
  }
}

/** The draws a position's stock allows: one stage for each, and the one before the first. */
const stages = (s: State) => s.stock.length + 1;

describe('the beam search', () => {
  it('answers a position its safe moves win at once, with their line and no position searched', () => {
    const beam = new Beam(pairThenHome, 5, 50);
    expect(beam.run()).toBe('win');
    expect(beam.nodes).toBe(0);
    expect(beam.line.length).toBeGreaterThan(0);
    expect(isWon(applyAll(pairThenHome, beam.line))).toBe(true);
  });

  // Lucky Fan deal 2 has no stock, and no win within a few hundred moves of the start.
  it.each([1, 10, 50])('without a stock, searches %i moves from the start (its reach), keeps nothing to draw from, and is done', (reach) => {
    const beam = new Beam(deal('lucky-fan', 2), 20, reach);
    expect(beam.line).toEqual([]);
    expect(runOut(beam)).toBe('done');
    expect(beam.nodes).toBe(reach);
    // Done stays done, with nothing more searched.
    expect(beam.run()).toBe('done');
    expect(beam.nodes).toBe(reach);
  });

  it('without a stock, still finds a win within its reach: Lucky Fan deal 1', () => {
    const start = deal('lucky-fan', 1);
    const beam = new Beam(start, 20, 1000);
    expect(runOut(beam)).toBe('win');
    expect(isWon(applyAll(start, beam.line))).toBe(true);
    expect(beam.run()).toBe('win');
  });

  // Rouge Forty deals 6, 8 and 10 are won within some thousands of positions by a beam this wide.
  it.each([6, 8, 10])('Rouge Forty deal %i: a win whose line replays, the same whether run at once or a slice at a time', (n) => {
    const start = deal('rouge-forty', n);
    const whole = new Beam(start, 20, 300);
    expect(runOut(whole)).toBe('win');
    expect(isWon(applyAll(start, whole.line))).toBe(true);
    const sliced = new Beam(start, 20, 300);
    expect(sliced.run(1)).toBeNull();
    expect(runOut(sliced, 1)).toBe('win');
    expect(sliced.line).toEqual(whole.line);
    expect(sliced.nodes).toBe(whole.nodes);
  });

  it.each([1, 3, 20])('keeps at most %i positions a draw, each searched at most its reach: its positions are bounded so', (width) => {
    const reach = 40;
    for (const n of [6, 9, 11]) {
      const start = deal('rouge-forty', n);
      const beam = new Beam(start, width, reach);
      const r = runOut(beam);
      if (r === 'win') expect(isWon(applyAll(start, beam.line))).toBe(true);
      // Per stage: from each position kept, its reach of moves, then its draw.
      expect(beam.nodes, `deal ${n}`).toBeLessThanOrEqual(stages(start) * width * (reach + 1));
    }
  });

  // Rouge Forty deal 6: won, over many stages.
  it('a slice of one is one step: the moves from one kept position (its reach at most) or the draws from those kept (its width at most)', () => {
    const width = 3;
    const reach = 2;
    const beam = new Beam(deal('rouge-forty', 6), width, reach);
    const steps: number[] = [];
    let r: 'win' | 'done' | null = null;
    while (r === null) {
      const before = beam.nodes;
      r = beam.run(1);
      steps.push(beam.nodes - before);
    }
    expect(Math.max(...steps)).toBe(width);
    expect(steps.filter((n) => n === reach).length).toBeGreaterThan(0);
  });

  it.each(['famous-fifty', 'rouge-forty', 'fortunes-favor', 'waxing-moon', 'lucky-fan'] as const)('%s: never claims a loss: wins only what the plain search wins, and is done otherwise', (game) => {
    const seen = { win: 0, done: 0 };
    for (let seed = 1; seed <= 8; seed++) {
      const start = seed % 2 === 0 && game !== 'fortunes-favor' ? lockedPosition(game, seed * 31) : smallPosition(game, seed * 7919 + 11, 6 + seed);
      const beam = new Beam(start, 10, 200);
      const r = runOut(beam);
      if (r === 'win') expect(isWon(applyAll(start, beam.line)), `seed ${seed}`).toBe(true);
      else expect(r).toBe('done');
      if (!plainWinnable(start)) expect(r, `seed ${seed}`).toBe('done');
      seen[r]++;
    }
    expect(seen.win).toBeGreaterThan(0);
    expect(seen.done).toBeGreaterThan(0);
  });

  it.each([9, 11])('Rouge Forty deal %i, lost: done once its stock is spent, with no line', (n) => {
    const beam = new Beam(deal('rouge-forty', n), 20, 300);
    expect(runOut(beam)).toBe('done');
    expect(beam.line).toEqual([]);
  });

  // Famous Fifty's locked positions 82 and 312 (whose moves are draws only), 127 and 241 (one move
  // but draws each) are proven lost by the space bound, and so is every position after a move from them.
  it.each([82, 312, 127, 241])('from a position the space bound proves lost (locked position %i), plays each move once, keeps nothing it leads to, draws once and is done', (seed) => {
    const start = lockedPosition('famous-fifty', seed);
    const p = new Position(start);
    p.playSafe();
    const moves = new Int32Array(512);
    const n = p.moves(moves, 0, new Int32Array(512));
    const notDraws = Array.from(moves.subarray(0, n)).filter((c) => c !== DRAW).length;
    const beam = new Beam(start, 10, 200);
    expect(runOut(beam)).toBe('done');
    expect(beam.nodes).toBe(notDraws + 1);
  });

  // Famous Fifty's locked position 82, proven lost by the space bound, and 71 and 396, where the
  // bound proves positions below the start lost.
  it.each([82, 71, 396])('keeps and searches no position the space bound proves lost: locked position %i, fewer positions', (seed) => {
    const start = lockedPosition('famous-fifty', seed);
    const bounded = new Beam(start, 10, 200);
    const open = new Beam(start, 10, 200, false);
    const r = runOut(bounded);
    expect(r).toBe(runOut(open));
    if (!plainWinnable(start)) expect(r).toBe('done');
    expect(bounded.nodes).toBeLessThan(open.nodes);
  });
});

describe('the beam search, answering', () => {
  // Rouge Forty with every card home but the last King, which lies in the stock: only a draw wins.
  const kingInStock = position('rouge-forty', { tableau: empty(10), stock: 'KC', foundations: ['KS', 'KH', 'KD', 'QC'] });

  it('answers in the very call that decides: a win met by a move, a win met by a draw, and done', () => {
    const start = deal('lucky-fan', 1);
    const byMove = new Beam(start, 20, 1000);
    expect(byMove.run()).toBe('win');
    expect(isWon(applyAll(start, byMove.line))).toBe(true);
    const byDraw = new Beam(kingInStock, 5, 50);
    expect(byDraw.run()).toBe('win');
    expect(byDraw.nodes).toBe(1);
    expect(isWon(applyAll(kingInStock, byDraw.line))).toBe(true);
    expect(new Beam(deal('lucky-fan', 2), 20, 10).run()).toBe('done');
  });
});

describe('the beam search, choosing what it keeps', () => {
  /** The nodes of each of the first three steps, a slice of one each. */
  const firstSteps = (beam: Beam) =>
    [0, 1, 2].map(() => {
      const before = beam.nodes;
      expect(beam.run(1)).toBeNull();
      return beam.nodes - before;
    });

  // Deals whose first stage wins nothing and whose most promising position after the first draw
  // has moves to search (a step of more than one node: a beam one wide spends exactly one on a draw).
  it.each([
    ['famous-fifty', 1],
    ['famous-fifty', 2],
    ['famous-fifty', 7],
    ['rouge-forty', 3],
    ['fortunes-favor', 1],
    ['fortunes-favor', 3],
    ['fortunes-favor', 6],
    ['fortunes-favor', 8],
  ] as const)('%s deal %i: after the first draw, searches first from the most promising position the stage met (the first met of equals), the one a beam one wide keeps', (game, n) => {
    const reach = 50;
    const start = deal(game, n);
    const narrow = firstSteps(new Beam(start, 1, reach));
    // Wider than the positions the first stage can meet, so it keeps each of them.
    const wide = firstSteps(new Beam(start, reach + 2, reach));
    // The same search from the start, then one draw against several.
    expect(wide[0]).toBe(narrow[0]);
    expect(narrow[1]).toBe(1);
    expect(wide[1]).toBeGreaterThan(1);
    expect(narrow[2]).toBeGreaterThan(1);
    expect(wide[2]).toBe(narrow[2]);
  });
});
