/**
 * The solver's facade (src/engine/solver/solver.ts) in its parts, on small positions: the budget
 * it hands each search (the space bound, no time at all), the share each search that proves
 * nothing may have before it stops for good, the positions it counts, and a depth-first search
 * alone taking several turns or stopping short. solver.test.ts has the order of the searches.
 */
import { describe, expect, it } from 'vitest';
import { type State, isWon } from '../../../src/engine/index.ts';
import { famousFifty } from '../../../src/engine/games/famous-fifty.ts';
import type { GameDef } from '../../../src/engine/types.ts';
import { Beam } from '../../../src/engine/solver/beam.ts';
import { BestFirst } from '../../../src/engine/solver/best-first.ts';
import { type Budget, Search } from '../../../src/engine/solver/search.ts';
import { Solver, beamsFor, solve } from '../../../src/engine/solver/solver.ts';
import { freshModules } from '../games/fresh.ts';
import { smallPosition } from './small-positions.ts';
import { applyAll, lineText } from '../engine/position.ts';

const alone = (s: State, budget: Budget) => new Search(s, 'win', budget).run()!;
const greedyAlone = (s: State, budget: Budget = {}) => new Search(s, 'win', { ...budget, greedyHome: true }).run()!;
/** Famous Fifty with `left` cards not home, on eight foundations. */
const fifty = (seed: number, left: number) => smallPosition('famous-fifty', seed * 7919, left, seed % 2 === 0, 8);

describe('the budget each search is given', () => {
  it('without the space bound where the budget says so: the best-first and greedy searches count other positions', () => {
    // The best-first search answers (no beam, no greedy search) in the first, the greedy one (no
    // beam) in the second; each expands more positions without the bound.
    const cases: [State, Budget, (s: State, bound: boolean) => { nodes: number; line: string }][] = [
      [fifty(5, 40), { beamShare: 0, greedyShare: 0 }, (s, bound) => {
        const bf = new BestFirst(s, undefined, undefined, undefined, bound);
        while (bf.run(512) === null);
        return { nodes: bf.nodes, line: lineText(bf.line) };
      }],
      [fifty(13, 50), { beamShare: 0 }, (s, bound) => {
        const g = greedyAlone(s, { bound });
        return { nodes: g.nodes, line: lineText(g.line) };
      }],
    ];
    for (const [s, budget, search] of cases) {
      const counts: number[] = [];
      for (const bound of [true, false]) {
        const r = solve(s, { ...budget, shorten: false, ...(bound ? {} : { bound }) });
        const own = search(s, bound);
        expect(r.verdict).toBe('win');
        expect({ nodes: r.nodes, line: lineText(r.line) }).toEqual(own);
        counts.push(r.nodes);
      }
      expect(counts[1]).toBeGreaterThan(counts[0]!);
    }
  });

  it('with no time at all, no beam, no greedy search and no head start: the depth-first search alone, until its first look at the clock', () => {
    expect(beamsFor({ maxMs: 0 })).toEqual([]);
    for (const s of [1, 2, 7, 10].map((seed) => fifty(seed, 40))) {
      const d = alone(s, { maxMs: 0 });
      expect(d.verdict).toBe('win');
      expect(lineText(d.line)).not.toBe(lineText(greedyAlone(s).line));
      expect(solve(s, { maxMs: 0, shorten: false })).toMatchObject({ verdict: 'win', nodes: d.nodes, line: d.line });
    }
  });
});

describe('the share of the searches that prove nothing', () => {
  // Famous Fifty with 80 cards left: the narrowest beam wins in its third turn, before the
  // best-first and depth-first searches.
  const beamWins = fifty(2, 80);

  it('the beams take turns while within their share of the positions and the time, and stop for good past it', () => {
    const beam = new Beam(beamWins, 20, 500);
    expect(beam.run()).toBe('win');
    const beamLine = lineText(beam.line);
    const answer = (budget: Budget) => {
      const r = solve(beamWins, { ...budget, shorten: false, greedyShare: 0 });
      expect(r.verdict).toBe('win');
      expect(isWon(applyAll(beamWins, r.line))).toBe(true);
      return lineText(r.line);
    };
    expect(answer({})).toBe(beamLine);
    expect(answer({ maxMs: 600_000 })).toBe(beamLine);
    // A share of a few hundred positions: one turn.
    expect(answer({ beamShare: 1e-4 })).not.toBe(beamLine);
    // A share of 750,000 positions and a millisecond: one turn, which takes longer.
    expect(answer({ maxNodes: 1e12, maxMs: 1e6, beamShare: 1e-6 })).not.toBe(beamLine);
  });

  it('a beam that runs out without a win hands its turns to the next, wider one', () => {
    // Famous Fifty with 80 cards left (the greedy search's win below): the narrowest beam runs
    // out in its first turn, the next wins in its second, before the best-first search.
    const s = fifty(15, 80);
    const [narrowest, next] = beamsFor({}).map((step) => new Beam(s, step.width, step.reach));
    expect(narrowest!.run()).toBe('done');
    expect(next!.run()).toBe('win');
    const r = solve(s, { shorten: false, greedyShare: 0 });
    expect(r.verdict).toBe('win');
    expect(lineText(r.line)).toBe(lineText(next!.line));
  });

  it('the greedy search takes turns while within its share, and stops for good past it', () => {
    // Famous Fifty with 80 cards left: the greedy search wins in its third turn, before the others.
    const s = fifty(15, 80);
    const greedy = greedyAlone(s);
    expect(greedy.verdict).toBe('win');
    expect(greedy.nodes).toBeGreaterThan(2 * 4096);
    const answer = (budget: Budget) => lineText(solve(s, { ...budget, shorten: false, beamShare: 0 }).line);
    expect(answer({})).toBe(lineText(greedy.line));
    expect(answer({ greedyShare: 1e-4 })).not.toBe(lineText(greedy.line));
  });

  it("the best-first search takes turns with the depth-first one past its head start, and answers first where it wins first", () => {
    // Famous Fifty with 70 cards left: the best-first search wins past the head start a budget of
    // 16,000 positions gives it (2,000), the depth-first one not within 30,000.
    const s = fifty(14, 70);
    const bf = new BestFirst(s);
    while (bf.run(512) === null);
    expect(bf.nodes).toBeGreaterThan(16_000 / 8);
    expect(alone(s, { maxNodes: 30_000 }).verdict).toBe('unknown');
    const r = solve(s, { maxNodes: 16_000, beamShare: 0, greedyShare: 0, shorten: false });
    expect(r.verdict).toBe('win');
    expect(lineText(r.line)).toBe(lineText(bf.line));
    // Both searches' positions are counted.
    expect(r.nodes).toBeGreaterThan(bf.nodes);
  });
});

describe('the depth-first search beside the best-first one', () => {
  it('takes turn after turn past the head start: a position only it wins, in its fourth turn, is won', () => {
    // Famous Fifty with 80 cards left: the best-first search finds no win within 30,000 positions.
    const s = fifty(30, 80);
    const d = alone(s, {});
    expect(d.verdict).toBe('win');
    expect(d.nodes).toBeGreaterThan(3 * 4096);
    const bf = new BestFirst(s);
    while (bf.nodes < 30_000) expect(bf.run(512)).toBeNull();
    const r = solve(s, { maxNodes: 30_000, beamShare: 0, greedyShare: 0 });
    expect(r.verdict).toBe('win');
    expect(isWon(applyAll(s, r.line))).toBe(true);
  });
});

describe('a depth-first search alone', () => {
  // Rouge Forty with 40 cards left: the depth-first search wins in its third turn.
  const s = smallPosition('rouge-forty', 6 * 7919, 40);

  it('over several turns: its own win, nodes and line; unknown where it stops short, never a loss', () => {
    const d = alone(s, {});
    expect(d.verdict).toBe('win');
    expect(d.nodes).toBeGreaterThan(2 * 4096);
    expect(solve(s, { shorten: false })).toMatchObject({ verdict: 'win', nodes: d.nodes, line: d.line });
    for (const budget of [{ maxNodes: 2000 }, { maxMs: 0 }]) {
      const short = alone(s, budget);
      expect(short.verdict).toBe('unknown');
      expect(solve(s, budget)).toMatchObject({ verdict: 'unknown', stopped: short.stopped, nodes: short.nodes, line: [] });
    }
  });

  it('a slice at a time: it returns within a turn of each slice and goes on to the same win', () => {
    const solver = new Solver(s, { shorten: false });
    expect(solver.run(4096)).toBeNull();
    expect(solver.nodes).toBeGreaterThanOrEqual(4096);
    expect(solver.nodes).toBeLessThan(2 * 4096);
    expect(solver.run()).toMatchObject({ verdict: 'win', line: alone(s, {}).line });
  });

  it('in a two-deck game that builds but has no stock', async () => {
    // Famous Fifty's rules with every card dealt to the columns: the other searches are for the
    // long stock.
    const noStock: GameDef = { ...famousFifty, id: 'test-fifty-no-stock', name: 'Fifty, No Stock', piles: [...Array<number>(4).fill(11), ...Array<number>(6).fill(10)], stock: 0, hasWaste: false };
    await freshModules(async () => {
      const fresh = await import('../../../src/engine/index.ts');
      const freshSolver = await import('../../../src/engine/solver/solver.ts');
      const freshSearch = await import('../../../src/engine/solver/search.ts');
      const positions = await import('./small-positions.ts');
      fresh.registerGame(noStock);
      let searched = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const p = positions.smallPosition(noStock.id, seed * 7919, 30, false, 8);
        const d = new freshSearch.Search(p, 'win', {}).run()!;
        // Nor the greedy or best-first search, where the beams have no share (with no stock the
        // narrowest beam searches as the depth-first search does).
        for (const budget of [{}, { beamShare: 0 }, { beamShare: 0, greedyShare: 0 }]) {
          expect(freshSolver.solve(p, { ...budget, shorten: false })).toMatchObject({ verdict: d.verdict, nodes: d.nodes, line: d.line });
        }
        if (d.nodes > 0) searched++;
      }
      expect(searched).toBeGreaterThan(2);
    });
  });
});
