import { describe, expect, it } from 'vitest';
import { initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { Search } from '../../../src/engine/solver/search.ts';
import { solve } from '../../../src/engine/solver/solver.ts';
import { applyAll } from '../engine/position.ts';

const deal = (n: number) => initialState(numberedDeal('famous-fifty', n));

describe('greedy search (every card home as soon as it can go)', () => {
  it('throws a win away now and then, so it proves nothing: on deal 30, which the solver wins, it answers unknown', () => {
    const greedy = new Search(deal(30), 'win', { maxNodes: 1_000_000, greedyHome: true }).run()!;
    expect(greedy.verdict).toBe('unknown');
    expect(greedy.stopped).toBe('incomplete');
    expect(greedy.nodes).toBeLessThan(1_000_000);
    const r = solve(deal(30), { maxNodes: 1_000_000 });
    expect(r.verdict).toBe('win');
    expect(isWon(applyAll(deal(30), r.line))).toBe(true);
  });

  it('is not taken for a loss by the solver when it runs out of positions', () => {
    // Its share (half of three quarters of 400,000) outlasts the positions it has on deal 30 (the
    // test above sees it run out); the beams are off, so nothing wins the deal within this budget.
    const r = solve(deal(30), { maxNodes: 400_000, beamShare: 0, greedyShare: 0.5 });
    expect(r.verdict).not.toBe('loss');
  });

  // Deal 479 is undecided at 1,000,000 positions without the greedy search, and won within
  // 100,000 with it: its line replays through the engine.
  it('wins deals the other searches miss: deal 479', () => {
    const without = solve(deal(479), { maxNodes: 1_000_000, greedyShare: 0 });
    expect(without.verdict).toBe('unknown');
    const r = solve(deal(479), { maxNodes: 1_000_000 });
    expect(r.verdict).toBe('win');
    expect(r.nodes).toBeLessThanOrEqual(100_000);
    expect(isWon(applyAll(deal(479), r.line))).toBe(true);
  });

  it('runs only where the beams run: Famous Fifty, never a one-deck game', () => {
    const rouge = initialState(numberedDeal('rouge-forty', 7));
    const a = solve(rouge, { maxNodes: 200_000 });
    const b = solve(rouge, { maxNodes: 200_000, greedyShare: 0 });
    expect(a).toMatchObject({ verdict: b.verdict, nodes: b.nodes });
  });
});
