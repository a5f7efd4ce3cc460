/**
 * The solver's facade (src/engine/solver/solver.ts) on small positions and short budgets: which
 * searches it runs for a game, in what order, what it answers (a win's line replayed through the
 * engine, shortened unless asked not to; a loss; unknown past its positions or time, or once
 * cancelled), the budget it keeps, and the beams a budget gets. Whole deals searched long are in
 * solve.test.ts, beam.test.ts and greedy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type State, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { Beam } from '../../../src/engine/solver/beam.ts';
import { BestFirst } from '../../../src/engine/solver/best-first.ts';
import { type Budget, Search } from '../../../src/engine/solver/search.ts';
import { Solver, beamsFor, solve } from '../../../src/engine/solver/solver.ts';
import { lockedPosition, plainWinnable, smallPosition } from './small-positions.ts';
import { applyAll, lineText } from '../engine/position.ts';

const famousFifty = (n: number) => initialState(numberedDeal('famous-fifty', n));
/** Famous Fifty with few cards left: every search wins it within a turn. */
const smallFifty = (seed: number) => smallPosition('famous-fifty', seed * 7919, 14, seed % 2 === 0, 8);
const widths = (budget: Budget) => beamsFor(budget).map((b) => b.width);
const NARROW = [20, 60, 200, 600];

describe('the beams a budget gets', () => {
  it('the four narrow ones always, in order, narrow to wide', () => {
    for (const budget of [{}, { maxNodes: 100 }, { maxMs: 10 }, { maxNodes: 1e9, maxMs: 1 }, { beamShare: 0.01 }]) {
      expect(widths(budget).slice(0, 4), JSON.stringify(budget)).toEqual(NARROW);
    }
  });

  // The beams' share is a quarter of the positions and a third of the time; the two widest run
  // only where it holds 3,000,000 positions and 3 s.
  it('the two widest from a quarter of the positions at 3,000,000 and a third of the time at 3 s', () => {
    expect(widths({ maxNodes: 12_000_000 })).toEqual([...NARROW, 2000, 6000]);
    expect(widths({ maxNodes: 11_999_996 })).toEqual(NARROW);
    expect(widths({ maxNodes: 12_000_000, maxMs: 9000 })).toEqual([...NARROW, 2000, 6000]);
    expect(widths({ maxNodes: 12_000_000, maxMs: 8997 })).toEqual(NARROW);
    expect(widths({ maxMs: 1e6 })).toEqual(NARROW);
  });

  it('from a share of the budget other than a third where one is given', () => {
    expect(widths({ maxNodes: 8_000_000, beamShare: 0.5 })).toEqual([...NARROW, 2000, 6000]);
    expect(widths({ maxNodes: 8_000_000 })).toEqual(NARROW);
    expect(widths({ maxNodes: 8_000_000, maxMs: 6000, beamShare: 0.5 })).toEqual([...NARROW, 2000, 6000]);
    expect(widths({ maxNodes: 8_000_000, maxMs: 5994, beamShare: 0.5 })).toEqual(NARROW);
  });
});

describe('which searches the solver runs', () => {
  const alone = (s: State, budget: Budget) => new Search(s, 'win', budget).run()!;

  it('where a game is not Famous Fifty, or the budget says plain, the depth-first search alone', () => {
    const cases: [State, Budget][] = [
      [lockedPosition('rouge-forty', 2), {}],
      [lockedPosition('rouge-forty', 8), {}],
      [smallPosition('waxing-moon', 3 * 7919, 14, false, 8), {}],
      [smallPosition('lucky-fan', 5 * 7919, 10, false, 2), {}],
      [smallFifty(1), { plain: true }],
      [smallFifty(3), { plain: true }],
    ];
    for (const [s, budget] of cases) {
      const r = solve(s, { ...budget, shorten: false });
      const d = alone(s, budget);
      expect(r, s.game).toMatchObject({ verdict: d.verdict, nodes: d.nodes, line: d.line });
    }
  });

  it('in Famous Fifty the narrowest beam takes the first turn: a position it wins is answered with its line', () => {
    let beatsDepthFirst = 0;
    for (const seed of [1, 3, 5, 9, 11]) {
      const s = smallFifty(seed);
      const step = beamsFor({})[0]!;
      const beam = new Beam(s, step.width, step.reach);
      expect(beam.run()).toBe('win');
      const r = solve(s, { shorten: false });
      expect(r).toMatchObject({ verdict: 'win', nodes: beam.nodes, line: beam.line });
      expect(isWon(applyAll(s, r.line))).toBe(true);
      if (alone(s, {}).nodes < beam.nodes) beatsDepthFirst++;
    }
    // The depth-first search would have won these sooner: the beam's answer is not its.
    expect(beatsDepthFirst).toBeGreaterThan(2);
  });

  it('with no share for the beams, none runs: a position the narrowest beam wins is answered by another search', () => {
    expect(widths({ beamShare: 0 })).toEqual([]);
    for (const seed of [1, 3, 5, 9, 11]) {
      const s = smallFifty(seed);
      const step = beamsFor({})[0]!;
      const beam = new Beam(s, step.width, step.reach);
      expect(beam.run()).toBe('win');
      const r = solve(s, { shorten: false, beamShare: 0 });
      expect(r.verdict).toBe('win');
      expect(isWon(applyAll(s, r.line))).toBe(true);
      expect(lineText(r.line)).not.toBe(lineText(beam.line));
    }
  });

  // Famous Fifty with 40 cards left: the narrowest beam's first turn finds no win in these, and
  // the greedy, best-first and depth-first searches each win by a line of their own.
  const fortyLeft = [1, 2, 7, 10].map((seed) => smallPosition('famous-fifty', seed * 7919, 40, seed % 2 === 0, 8));

  it('in Famous Fifty the greedy search comes next: a position it wins at once is answered with its line', () => {
    for (const s of fortyLeft) {
      const greedy = new Search(s, 'win', { greedyHome: true }).run()!;
      expect(greedy.verdict).toBe('win');
      expect(lineText(greedy.line)).not.toBe(lineText(alone(s, {}).line));
      expect(lineText(solve(s, { shorten: false }).line)).toBe(lineText(greedy.line));
    }
  });

  it('with no share for the greedy search, the best-first search, which has a head start on the depth-first one', () => {
    for (const s of fortyLeft) {
      const bestFirst = new BestFirst(s);
      while (bestFirst.run(512) === null);
      const r = solve(s, { shorten: false, greedyShare: 0 });
      expect(r.verdict).toBe('win');
      expect(lineText(r.line)).toBe(lineText(bestFirst.line));
      expect(lineText(r.line)).not.toBe(lineText(alone(s, {}).line));
      expect(lineText(r.line)).not.toBe(lineText(new Search(s, 'win', { greedyHome: true }).run()!.line));
    }
  });

  it("the best-first search's head start is an eighth of the positions, at most 100,000: past it the depth-first search takes turns", () => {
    // Famous Fifty's deal 7: the best-first search wins it alone past 12,500 positions, the
    // depth-first one within a few thousand.
    const s = famousFifty(7);
    const bestFirst = new BestFirst(s);
    while (bestFirst.run(512) === null);
    expect(bestFirst.nodes).toBeGreaterThan(100_000 / 8);
    expect(bestFirst.nodes).toBeLessThan(100_000);
    const depthFirst = alone(s, { maxNodes: 10_000 });
    expect(depthFirst.verdict).toBe('win');
    const budget = { shorten: false, greedyShare: 0 };
    expect(lineText(solve(s, budget).line)).toBe(lineText(bestFirst.line));
    // A time budget far off leaves the head start to the positions.
    expect(lineText(solve(s, { ...budget, maxMs: 600_000 }).line)).toBe(lineText(bestFirst.line));
    expect(lineText(solve(s, { ...budget, maxNodes: 100_000 }).line)).toBe(lineText(depthFirst.line));
  });
});

describe("the solver's answers", () => {
  it('a win with a line that replays to a win, shortened unless the budget says not to', () => {
    let cut = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const s = lockedPosition('rouge-forty', seed);
      const raw = solve(s, { shorten: false });
      const short = solve(s);
      expect(short.verdict).toBe(raw.verdict);
      if (raw.verdict !== 'win') continue;
      expect(isWon(applyAll(s, short.line))).toBe(true);
      expect(short.line.length).toBeLessThanOrEqual(raw.line.length);
      if (short.line.length < raw.line.length) cut++;
    }
    expect(cut).toBeGreaterThan(0);
  });

  it('in Famous Fifty, a loss where every search has run out, as a plain search finds', () => {
    const verdicts = { win: 0, loss: 0 };
    for (const seed of [1, 4, 7, 24, 26, 44]) {
      const s = lockedPosition('famous-fifty', seed);
      const r = solve(s);
      expect(r.verdict, `seed ${seed}`).toBe(plainWinnable(s) ? 'win' : 'loss');
      if (r.verdict === 'win') expect(isWon(applyAll(s, r.line))).toBe(true);
      else expect(r.line).toEqual([]);
      expect(r.stopped).toBeUndefined();
      verdicts[r.verdict === 'win' ? 'win' : 'loss']++;
    }
    expect(verdicts.win).toBeGreaterThan(0);
    expect(verdicts.loss).toBeGreaterThan(0);
  });

  it('unknown past its positions: all its searches together, within a turn of each', () => {
    for (const maxNodes of [20_000]) {
      const r = solve(famousFifty(1), { maxNodes });
      expect(r).toMatchObject({ verdict: 'unknown', stopped: 'nodes', line: [] });
      expect(r.nodes).toBeGreaterThanOrEqual(maxNodes);
      expect(r.nodes).toBeLessThan(maxNodes + 3 * 4096);
    }
  });

  it('unknown once its time is up, however many positions it may take', () => {
    const t0 = Date.now();
    const r = solve(famousFifty(1), { maxNodes: 1e9, maxMs: 1 });
    expect(r).toMatchObject({ verdict: 'unknown', stopped: 'time' });
    expect(r.ms).toBeGreaterThanOrEqual(1);
    expect(r.ms).toBeLessThanOrEqual(Date.now() - t0);
  });

  it('a time it has not used up stops nothing', () => {
    const r = solve(famousFifty(1), { maxNodes: 20_000, maxMs: 600_000 });
    expect(r).toMatchObject({ verdict: 'unknown', stopped: 'nodes' });
  });
});

describe('a solver run a slice at a time', () => {
  it('returns after each slice of positions, goes on where it stopped, and is cancelled with what it has done', () => {
    const t0 = Date.now();
    const solver = new Solver(famousFifty(1), { maxNodes: 1_000_000 });
    expect(solver.run(30_000)).toBeNull();
    const first = solver.nodes;
    expect(first).toBeGreaterThanOrEqual(30_000);
    expect(first).toBeLessThan(30_000 + 3 * 4096);
    expect(solver.run(30_000)).toBeNull();
    expect(solver.nodes).toBeGreaterThanOrEqual(first + 30_000);
    expect(solver.done).toBeNull();
    const r = solver.cancel();
    expect(r).toMatchObject({ verdict: 'unknown', stopped: 'cancelled', line: [], nodes: solver.nodes });
    expect(r.ms).toBeGreaterThanOrEqual(0);
    expect(r.ms).toBeLessThanOrEqual(Date.now() - t0);
    // Once answered, the answer stands.
    expect(solver.done).toBe(r);
    expect(solver.run()).toBe(r);
    expect(solver.cancel()).toBe(r);
  });

  it('keeps its answer once decided: running or cancelling again changes nothing', () => {
    for (const s of [smallFifty(1), lockedPosition('famous-fifty', 24), lockedPosition('rouge-forty', 2)]) {
      const t0 = Date.now();
      const solver = new Solver(s);
      const r = solver.run(1_000_000);
      expect(r?.verdict).not.toBe('unknown');
      // The time it took, within the time the test saw pass.
      expect(r!.ms).toBeGreaterThanOrEqual(0);
      expect(r!.ms).toBeLessThanOrEqual(Date.now() - t0);
      expect(solver.done).toBe(r);
      expect(solver.run()).toBe(r);
      expect(solver.cancel()).toBe(r);
    }
  });
});
