/**
 * The best-first search (src/engine/solver/best-first.ts) on small positions and a few numbered
 * deals it decides within some thousands of positions: its verdicts agree with the plain search of
 * the engine's moves, its lines replay through the engine, it expands the most promising position
 * first, its store grows and is compacted without losing a line or a loss, and it says when it is
 * out of room. best-first.test.ts has the long searches.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, type State, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { BestFirst } from '../../../src/engine/solver/best-first.ts';
import { Position } from '../../../src/engine/solver/position.ts';
import { promise } from '../../../src/engine/solver/promise.ts';
import { Search } from '../../../src/engine/solver/search.ts';
import { KeySet } from '../../../src/engine/solver/table.ts';
import { applyAll } from '../engine/position.ts';
import { lockedPosition, pairThenHome, plainWinnable, smallPosition } from './small-positions.ts';

const deal = (game: GameId, n: number) => initialState(numberedDeal(game, n));

/** Runs a best-first search to its end, a slice at a time. */
function runOut(bf: BestFirst, slice = 1000): 'win' | 'loss' | 'full' {
  for (;;) {
    const r = bf.run(slice);
    if (r) return r;
  }
}

/** A table that keeps the keys it takes, in order. */
class Recording extends KeySet {
  readonly taken: string[] = [];
  override add(h1: number, h2: number): boolean {
    const fresh = super.add(h1, h2);
    if (fresh) this.taken.push(`${h1 === 0 ? 1 : h1}:${h2}`);
    return fresh;
  }
}

/**
 * The position after the safe moves, and each of its moves as the solver lists them: the key it
 * leads to, how promising that looks, and how many moves that position has.
 */
function children(start: State): { key: string; promise: number; won: boolean; moves: number }[] {
  const p = new Position(start);
  p.playSafe();
  const moves = new Int32Array(512);
  const n = p.moves(moves, 0, new Int32Array(512));
  const mark = p.histLen;
  const out = [];
  for (let i = 0; i < n; i++) {
    p.play(moves[i]!);
    p.playSafeAfter(moves[i]!);
    out.push({ key: `${p.key1() === 0 ? 1 : p.key1()}:${p.key2()}`, promise: promise(p), won: p.won(), moves: p.moves(new Int32Array(512), 0, new Int32Array(512)) });
    p.undoTo(mark);
  }
  return out;
}

const verdictOf = (start: State) => (plainWinnable(start) ? 'win' : 'loss');

describe('the best-first search', () => {
  it('answers a position its safe moves win at once, with their line and no position expanded', () => {
    expect(new BestFirst(deal('famous-fifty', 1)).line).toEqual([]);
    const bf = new BestFirst(pairThenHome);
    expect(bf.run(1)).toBe('win');
    expect(bf.nodes).toBe(0);
    expect(bf.line.length).toBeGreaterThan(0);
    expect(isWon(applyAll(pairThenHome, bf.line))).toBe(true);
  });

  it.each(['famous-fifty', 'rouge-forty', 'lucky-fan', 'fortunes-favor', 'waxing-moon'] as const)('%s: wins exactly what the plain search wins, on lines that replay to a win', (game) => {
    const seen = { win: 0, loss: 0 };
    for (let seed = 1; seed <= 8; seed++) {
      const start = seed % 2 === 0 && game !== 'lucky-fan' && game !== 'fortunes-favor' ? lockedPosition(game, seed * 31) : smallPosition(game, seed * 7919 + 11, 6 + seed);
      const bf = new BestFirst(start);
      const r = runOut(bf);
      expect(r, `seed ${seed}`).toBe(verdictOf(start));
      if (r === 'win') expect(isWon(applyAll(start, bf.line)), `seed ${seed}`).toBe(true);
      seen[r === 'win' ? 'win' : 'loss']++;
    }
    expect(seen.win).toBeGreaterThan(0);
  });

  it('expands the position it starts from, then its most promising child, the newest of equals', () => {
    // Famous Fifty deal 1: many moves from the start, none of them winning.
    const start = deal('famous-fifty', 1);
    const kids = children(start);
    expect(kids.length).toBeGreaterThan(3);
    const expanded = new Recording(100_000);
    const bf = new BestFirst(start, 200_000, expanded);
    expect(bf.run(1)).toBeNull();
    // One position expanded: every move from it played once.
    expect(bf.nodes).toBe(kids.length);
    expect(expanded.taken).toHaveLength(1);
    expect(bf.run(1)).toBeNull();
    const best = Math.max(...kids.map((k) => k.promise));
    const newestBest = kids.filter((k) => k.promise === best).at(-1)!;
    expect(expanded.taken[1]).toBe(newestBest.key);
  });

  it('says how far it got: the most cards home in any position expanded, never less as it goes on', () => {
    const start = deal('rouge-forty', 6);
    const bf = new BestFirst(start);
    const p = new Position(start);
    p.playSafe();
    expect(bf.furthest).toBe(0);
    let r = bf.run(1);
    expect(bf.furthest).toBe(p.homeTotal);
    let last = bf.furthest;
    let rose = false;
    while (r === null) {
      r = bf.run(1);
      expect(bf.furthest).toBeGreaterThanOrEqual(last);
      rose ||= bf.furthest > last;
      last = bf.furthest;
    }
    expect(r).toBe('win');
    expect(rose).toBe(true);
  });

  // Famous Fifty deal 7 and Lucky Fan deals 5 and 11 store thousands of positions before their
  // answer; Lucky Fan deal 3 so many that their moves outgrow their first buffer.
  it.each([
    ['famous-fifty', 7],
    ['lucky-fan', 5],
    ['lucky-fan', 11],
    ['lucky-fan', 3],
  ] as const)('%s deal %i: a store that grows past its first size keeps every position whole, and the verdict is the depth-first search’s', (game, n) => {
    const start = deal(game, n);
    const bf = new BestFirst(start);
    const r = runOut(bf);
    expect(r).toBe(new Search(start, 'win', { maxNodes: 200_000 }).run()!.verdict);
    if (r === 'win') expect(isWon(applyAll(start, bf.line))).toBe(true);
    expect(bf.compactions).toBe(0);
  });

  // A store far smaller than the search fills and is compacted, and the search goes on as with a
  // store that never fills (compacting forgets only positions expanded, none waiting): the same
  // positions expanded, a win whose line still replays, or a loss still proven.
  it.each([
    ['rouge-forty', 9, 200],
    ['rouge-forty', 11, 100],
    ['lucky-fan', 2, 60],
    ['lucky-fan', 8, 60],
    ['famous-fifty', 7, 2000],
    ['lucky-fan', 1, 60],
    ['lucky-fan', 4, 40],
    ['lucky-fan', 10, 60],
    // Past the store's first size (4,096 positions), to which it grows before it is full.
    ['lucky-fan', 11, 4500],
  ] as const)('%s deal %i with a store of %i positions: compacted, the same search', (game, n, maxStored) => {
    const start = deal(game, n);
    const roomy = new BestFirst(start);
    const whole = runOut(roomy);
    const bf = new BestFirst(start, maxStored);
    expect(runOut(bf)).toBe(whole);
    expect(bf.compactions).toBeGreaterThan(0);
    expect(bf.nodes).toBe(roomy.nodes);
    if (whole === 'win') expect(isWon(applyAll(start, bf.line))).toBe(true);
  });

  it('is full when compacting frees nothing: a store of one position holds only the start', () => {
    const bf = new BestFirst(deal('famous-fifty', 1), 1);
    expect(runOut(bf)).toBe('full');
    expect(bf.compactions).toBe(1);
    // The start, being expanded, keeps its place: its first move's position finds no room.
    expect(bf.nodes).toBe(1);
  });

  it('compacting frees a position expanded with nothing waiting below it: a store of the start and its moves goes on', () => {
    // A small Lucky Fan position with three moves, the newest of the most promising of which leads
    // where no move is left.
    const start = smallPosition('lucky-fan', 6 * 7919 + 11, 12);
    const kids = children(start);
    expect(kids).toHaveLength(3);
    const best = Math.max(...kids.map((k) => k.promise));
    expect(kids.filter((k) => k.promise === best).at(-1)!.moves).toBe(0);
    const bf = new BestFirst(start, 1 + kids.length);
    expect(bf.run(1)).toBeNull();
    expect(bf.nodes).toBe(kids.length);
    // The dead end: nothing to play, nothing stored.
    expect(bf.run(1)).toBeNull();
    expect(bf.nodes).toBe(kids.length);
    // The next position expanded stores another in the full store, in the dead end's room.
    expect(bf.run(1)).toBeNull();
    expect(bf.nodes).toBeGreaterThan(kids.length);
    expect(bf.compactions).toBe(1);
  });

  it('is full when the table of positions expanded has no room left, and does not expand past it', () => {
    const expanded = new KeySet(1);
    // Filled to one short of its room with keys no position has.
    let k = 0;
    while (expanded.hasRoom) expanded.add(++k, 0);
    const almost = new KeySet(1);
    for (let i = 1; i < k; i++) almost.add(i, 0);
    const bf = new BestFirst(deal('famous-fifty', 1), 200_000, almost);
    expect(bf.run(10)).toBe('full');
    expect(bf.nodes).toBe(children(deal('famous-fifty', 1)).length);
  });

  it('is full when the table of positions met has no room left', () => {
    // Famous Fifty deal 1 meets more positions than the smallest table holds long before a verdict.
    const bf = new BestFirst(deal('famous-fifty', 1), 200_000, undefined, 1);
    expect(runOut(bf)).toBe('full');
    expect(bf.compactions).toBe(0);
  });

  it('leaves positions another search expanded to it, but always expands the one it starts from', () => {
    // Rouge Forty deal 9: lost.
    const start = deal('rouge-forty', 9);
    const dfs = new Search(start);
    expect(dfs.run()!.verdict).toBe('loss');
    const before = dfs.seen.size;
    const bf = new BestFirst(start, 200_000, dfs.seen);
    expect(runOut(bf)).toBe('loss');
    // The start's children were all expanded already: none is stored, so only the start is expanded.
    expect(bf.nodes).toBe(children(start).length);
    expect(dfs.seen.size).toBe(before);
    // Alone, it expands many more.
    const alone = new BestFirst(start);
    expect(runOut(alone)).toBe('loss');
    expect(alone.nodes).toBeGreaterThan(bf.nodes);
  });

  // Famous Fifty's locked position 82, proven lost by the space bound, and 71 and 396, where the
  // bound proves positions below the start lost.
  it.each([82, 71, 396])('stores no position the space bound proves lost: locked position %i, fewer positions, the same verdict', (seed) => {
    const start = lockedPosition('famous-fifty', seed);
    const bounded = new BestFirst(start);
    const open = new BestFirst(start, 200_000, undefined, undefined, false);
    const r = runOut(bounded);
    expect(r).toBe(runOut(open));
    expect(r).toBe(verdictOf(start));
    expect(bounded.nodes).toBeLessThan(open.nodes);
  });
});
