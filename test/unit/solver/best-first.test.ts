import { describe, expect, it } from 'vitest';
import { type GameId, type State, apply, initialState, isWon, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { BestFirst } from '../../../src/engine/solver/best-first.ts';
import { Position } from '../../../src/engine/solver/position.ts';
import { Search } from '../../../src/engine/solver/search.ts';
import { solve } from '../../../src/engine/solver/solver.ts';
import { applyAll } from '../engine/position.ts';
import { lockedPosition, plainWinnable, smallPosition } from './small-positions.ts';

/** Runs a best-first search to its end (no time limit: the positions here are small or won). */
function runOut(bf: BestFirst): 'win' | 'loss' | 'full' {
  for (;;) {
    const r = bf.run(1000);
    if (r) return r;
  }
}

/** A position some random legal moves into a numbered deal. */
function playedInto(game: GameId, n: number, moves: number): State {
  const next = mulberry32(n);
  let s = initialState(numberedDeal(game, n));
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(s);
    if (legal.length === 0) break;
    const a = apply(s, legal[next() % legal.length]!);
    if (a.ok) s = a.state;
  }
  return s;
}

describe('best-first search', () => {
  it.each(['famous-fifty', 'fortunes-favor', 'rouge-forty'] as const)('%s: a saved position loads back whole (same key, same moves)', (game) => {
    const moves = new Int32Array(512), scores = new Int32Array(512);
    for (let n = 1; n <= 20; n++) {
      const a = new Position(playedInto(game, n, 10 * n));
      const buf = new Uint8Array(a.saveSize);
      a.save(buf, 0);
      // Load into a position of another deal of the game, so nothing of it can linger.
      const b = new Position(initialState(numberedDeal(game, n + 1000)));
      b.load(buf, 0);
      expect([b.key1(), b.key2(), b.homeTotal, b.stockLen, b.wasteLen]).toEqual([a.key1(), a.key2(), a.homeTotal, a.stockLen, a.wasteLen]);
      expect(Array.from(moves.subarray(0, b.moves(moves, 0, scores)))).toEqual(Array.from(moves.subarray(0, a.moves(moves, 0, scores))));
    }
  });

  it('agrees with a plain exhaustive search on small Famous Fifty positions', () => {
    const seen = { win: 0, loss: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const start = seed % 2 === 0 ? lockedPosition('famous-fifty', seed * 7919) : smallPosition('famous-fifty', seed * 7919, 12);
      const bf = new BestFirst(start);
      const r = runOut(bf);
      expect(r, `seed ${seed}`).toBe(plainWinnable(start) ? 'win' : 'loss');
      if (r === 'win') expect(isWon(applyAll(start, bf.line))).toBe(true);
      seen[r === 'win' ? 'win' : 'loss']++;
    }
    expect(seen.win).toBeGreaterThan(2);
    expect(seen.loss).toBeGreaterThan(2);
  });

  it('says how far it got: the most cards home in any position it has expanded', () => {
    const start = initialState(numberedDeal('famous-fifty', 1));
    const bf = new BestFirst(start);
    const atStart = new Position(start);
    atStart.playSafe();
    expect(bf.furthest).toBe(0);
    bf.run(1);
    expect(bf.furthest).toBe(atStart.homeTotal);
    let last = bf.furthest;
    for (let i = 0; i < 20; i++) {
      expect(bf.run(500)).toBeNull();
      expect(bf.furthest).toBeGreaterThanOrEqual(last);
      last = bf.furthest;
    }
    // Deal 1 is far from won, but some cards go home within 10,000 positions.
    expect(last).toBeGreaterThan(atStart.homeTotal);
    expect(last).toBeLessThan(104);
  });

  // A store far smaller than the search fills and is compacted, and the search goes on to the
  // same verdict: a win whose line still replays, or a loss it still proves.
  it.each([
    [7, 'win'],
    [19, 'win'],
    [13, 'loss'],
  ] as const)('Famous Fifty deal %i with a store of 3,000 positions: %s, as the depth-first search finds', (n, verdict) => {
    const start = initialState(numberedDeal('famous-fifty', n));
    // Without the space bound, which proves deal 13 lost before the store fills.
    const bf = new BestFirst(start, 3000, undefined, undefined, false);
    expect(runOut(bf)).toBe(verdict);
    expect(bf.compactions).toBeGreaterThan(0);
    expect(new Search(start, 'win', { maxNodes: 1e6, bound: false }).run()!.verdict).toBe(verdict);
    if (verdict === 'win') expect(isWon(applyAll(start, bf.line))).toBe(true);
  });
});

describe('the solver as shipped for Famous Fifty', () => {
  // It shares one table between its two searches, so a loss stands only once both are exhausted,
  // and it prunes with the space bound: the same verdicts as the depth-first search alone without
  // the bound, lost deals included.
  it.each([
    [7, 'win'],
    [13, 'loss'],
    [19, 'win'],
    [31, 'loss'],
    [44, 'loss'],
    [79, 'loss'],
  ] as const)('deal %i: %s, as the depth-first search alone finds', (n, verdict) => {
    const start = initialState(numberedDeal('famous-fifty', n));
    const alone = new Search(start, 'win', { maxNodes: 3e6, bound: false }).run()!;
    const shipped = solve(start, { maxNodes: 6e6 });
    expect([alone.verdict, shipped.verdict]).toEqual([verdict, verdict]);
    if (verdict === 'win') expect(isWon(applyAll(start, shipped.line))).toBe(true);
  });

  // Deal 33's win starts where the depth-first search's first line runs; once that search has
  // entered those positions the best-first one never expands them, and the pair took turns for
  // over 4 million positions without a verdict. The best-first head start finds the win first
  // (the solver's position count now takes in its beam searches too, beam.test.ts, so the head
  // start is measured on the best-first search itself).
  it('wins deal 33 within its head start (100,000 positions of the best-first search)', () => {
    const start = initialState(numberedDeal('famous-fifty', 33));
    const bf = new BestFirst(start);
    let r: ReturnType<BestFirst['run']> = null;
    while (r === null && bf.nodes < 100_000) r = bf.run(512);
    expect(r).toBe('win');
    expect(isWon(applyAll(start, bf.line))).toBe(true);
    const shipped = solve(start, { maxNodes: 800_000 });
    expect(shipped.verdict).toBe('win');
    expect(isWon(applyAll(start, shipped.line))).toBe(true);
  });
});
