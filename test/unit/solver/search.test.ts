/**
 * The depth-first search (src/engine/solver/search.ts) on its own: its verdicts agree with the
 * plain search of the engine's moves on small positions, its lines replay through the engine, its
 * budgets stop it where they say, it pauses and resumes, and its reductions (safe moves at the
 * start, the space bound, the lock check) cut positions without changing a verdict. Small
 * positions and a few numbered deals that it decides within some thousands of positions.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId, type State, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { Position } from '../../../src/engine/solver/position.ts';
import { Search, type SolveResult, tableFor } from '../../../src/engine/solver/search.ts';
import { KeySet, WatchedKeySet } from '../../../src/engine/solver/table.ts';
import { wonState } from '../../../src/engine/winnable/build.ts';
import { applyAll } from '../engine/position.ts';
import { homeNow, lockedPosition, pairThenHome, plainSearch, plainWinnable, smallPosition } from './small-positions.ts';

const deal = (game: GameId, n: number) => initialState(numberedDeal(game, n));

/** The position the engine reaches by a search's line. */
const end = (start: State, r: SolveResult) => applyAll(start, r.line);

describe('the depth-first search', () => {
  it.each(GAME_IDS)('%s: a won position is a win at once, with no line and no position expanded', (game) => {
    const r = new Search(wonState(game)).run()!;
    expect([r.verdict, r.line, r.nodes]).toEqual(['win', [], 0]);
  });

  it('plays the safe moves before it branches: a position they win takes no position expanded, and its line replays', () => {
    expect(homeNow(pairThenHome)).toBe(false);
    const r = new Search(pairThenHome).run()!;
    expect([r.verdict, r.nodes]).toEqual(['win', 0]);
    expect(r.line.length).toBeGreaterThan(0);
    expect(isWon(end(pairThenHome, r))).toBe(true);
  });

  it('looking for a card to send home, plays no move it has not searched: one move, then a card can go home', () => {
    const r = new Search(pairThenHome, 'home').run()!;
    expect(r.verdict).toBe('win');
    expect(r.line).toHaveLength(1);
    expect(homeNow(end(pairThenHome, r))).toBe(true);
    // A card that can go home now is the goal itself.
    const now = new Search(end(pairThenHome, r), 'home').run()!;
    expect([now.verdict, now.line, now.nodes]).toEqual(['win', [], 0]);
  });

  it.each(GAME_IDS)('%s: wins exactly what the plain search wins, on lines that replay to a win; a loss has no line', (game) => {
    const seen = { win: 0, loss: 0 };
    for (let seed = 1; seed <= 8; seed++) {
      const start = smallPosition(game, seed * 7919 + 11, 6 + seed);
      for (const budget of [{}, { plain: true }]) {
        const r = new Search(start, 'win', budget).run()!;
        expect(r.verdict, `seed ${seed}`).toBe(plainWinnable(start) ? 'win' : 'loss');
        if (r.verdict === 'win') expect(isWon(end(start, r)), `seed ${seed}`).toBe(true);
        else expect(r.line).toEqual([]);
        expect('stopped' in r).toBe(false);
        seen[r.verdict === 'win' ? 'win' : 'loss']++;
      }
    }
    expect(seen.win).toBeGreaterThan(0);
  });

  it('finds lost positions lost, and a card to send home exactly where the plain search finds one', () => {
    const seen = { win: 0, loss: 0, home: 0, stuck: 0 };
    for (const game of ['famous-fifty', 'rouge-forty'] as const) {
      for (let seed = 1; seed <= 8; seed++) {
        const start = lockedPosition(game, seed);
        const r = new Search(start).run()!;
        expect(r.verdict, `${game} ${seed}`).toBe(plainWinnable(start) ? 'win' : 'loss');
        seen[r.verdict === 'win' ? 'win' : 'loss']++;
        const h = new Search(start, 'home').run()!;
        expect(h.verdict, `${game} ${seed}`).toBe(plainSearch(start, homeNow) ? 'win' : 'loss');
        if (h.verdict === 'win') expect(homeNow(end(start, h))).toBe(true);
        seen[h.verdict === 'win' ? 'home' : 'stuck']++;
      }
    }
    expect(Object.values(seen).every((n) => n > 0)).toBe(true);
  });

  // Famous Fifty's locked position 82: lost, as the space bound proves from the start.
  it('answers a position the space bound proves lost without a position expanded; without the bound it searches', () => {
    const start = lockedPosition('famous-fifty', 82);
    expect(plainWinnable(start)).toBe(false);
    const r = new Search(start).run()!;
    expect([r.verdict, r.nodes]).toEqual(['loss', 0]);
    const open = new Search(start, 'win', { bound: false }).run()!;
    expect(open.verdict).toBe('loss');
    expect(open.nodes).toBeGreaterThan(0);
    // Lost, but not stuck: a card can still be sent home, and the search for one finds it.
    expect(plainSearch(start, homeNow)).toBe(true);
    const h = new Search(start, 'home').run()!;
    expect(h.verdict).toBe('win');
    expect(homeNow(end(start, h))).toBe(true);
  });

  // Famous Fifty's locked positions 44, 71 and 396: the bound proves positions lost only after a
  // draw or a move from the waste or home, below the start.
  it.each([44, 71, 396])('prunes with the space bound after the moves it checks: locked position %i, fewer positions, the same verdict', (seed) => {
    const start = lockedPosition('famous-fifty', seed);
    const r = new Search(start).run()!;
    const open = new Search(start, 'win', { bound: false }).run()!;
    expect(r.verdict).toBe(open.verdict);
    expect(r.verdict).toBe(plainWinnable(start) ? 'win' : 'loss');
    expect(r.nodes).toBeGreaterThan(0);
    expect(r.nodes).toBeLessThan(open.nodes);
  });

  // Lucky Fan small position 67: one move, to a position the lock check finds lost; a card still
  // goes home beyond it.
  it('prunes a position the lock check finds lost when it plays to win, not when it looks for a card to send home', () => {
    const start = smallPosition('lucky-fan', 67, 6 + (67 % 7));
    const p = new Position(start);
    p.playSafe();
    const moves = new Int32Array(512);
    expect(p.moves(moves, 0, new Int32Array(512))).toBe(1);
    p.play(moves[0]!);
    p.playSafeAfter(moves[0]!);
    expect(p.blocked()).toBe(true);
    expect(p.won()).toBe(false);
    const r = new Search(start).run()!;
    expect([r.verdict, r.nodes]).toEqual(['loss', 1]);
    expect(plainWinnable(start)).toBe(false);
    const h = new Search(start, 'home').run()!;
    expect(h.verdict).toBe('win');
    expect(plainSearch(start, homeNow)).toBe(true);
    expect(homeNow(end(start, h))).toBe(true);
  });

  it('sending every card home as soon as it can proves no loss: a loss is unknown, incomplete; a win stands', () => {
    const lost = new Search(lockedPosition('famous-fifty', 82), 'win', { greedyHome: true }).run()!;
    expect([lost.verdict, lost.stopped, lost.line]).toEqual(['unknown', 'incomplete', []]);
    const searched = new Search(lockedPosition('famous-fifty', 44), 'win', { greedyHome: true, bound: false }).run()!;
    expect([searched.verdict, searched.stopped]).toEqual(['unknown', 'incomplete']);
    expect(searched.nodes).toBeGreaterThan(0);
    const won = new Search(pairThenHome, 'win', { greedyHome: true }).run()!;
    expect(won.verdict).toBe('win');
    expect(isWon(end(pairThenHome, won))).toBe(true);
  });

  // Rouge Forty deal 29's win runs over a thousand moves deep, far deeper than most searches go.
  it('follows a line more than a thousand moves deep to a win that replays', () => {
    const start = deal('rouge-forty', 29);
    const r = new Search(start, 'win', { maxNodes: 20_000 }).run()!;
    expect(r.verdict).toBe('win');
    expect(r.line.length).toBeGreaterThan(1000);
    expect(isWon(end(start, r))).toBe(true);
  });
});

describe("the depth-first search's budgets", () => {
  // Famous Fifty deals 1 and 10 are decided by no search of a few thousand positions.
  const big = () => deal('famous-fifty', 1);

  it('stops for its node budget within one check (every 1024 positions) past it, and not before', () => {
    for (const maxNodes of [1, 1024, 1025]) {
      const r = new Search(deal('famous-fifty', 10), 'win', { maxNodes }).run()!;
      expect([r.verdict, r.stopped, r.line], `${maxNodes}`).toEqual(['unknown', 'nodes', []]);
      expect(r.nodes).toBeGreaterThanOrEqual(maxNodes);
      expect(r.nodes).toBeLessThan(maxNodes + 1024);
    }
  });

  it('stops for its time at its first check once the time is up', () => {
    const r = new Search(deal('famous-fifty', 10), 'win', { maxMs: 0 }).run()!;
    expect([r.verdict, r.stopped]).toEqual(['unknown', 'time']);
    expect(r.nodes).toBeLessThanOrEqual(1024);
  });

  it("stops when its table is full, with no room left in it", () => {
    const s = new Search(big(), 'win', { maxEntries: 100 });
    const r = s.run()!;
    expect([r.verdict, r.stopped]).toEqual(['unknown', 'memory']);
    expect(s.seen.hasRoom).toBe(false);
    expect(r.nodes).toBeLessThan(100_000);
  });

  it('takes as long as it says: its time is the wall clock it took, none of it negative', () => {
    const before = Date.now();
    const r = new Search(deal('famous-fifty', 7), 'win', { maxNodes: 20_000 }).run()!;
    const took = Date.now() - before;
    expect(r.verdict).toBe('win');
    expect(r.ms).toBeGreaterThanOrEqual(0);
    expect(r.ms).toBeLessThanOrEqual(took);
  });

  it('keeps a table with room for its node budget and the positions past it to the next check, at most what it is told', () => {
    const fill = (t: KeySet) => {
      let n = 0;
      while (t.hasRoom && n < 100_000) t.add(++n, n);
      return n;
    };
    // A budget whose table just fits at the smallest size a table has, were it not for the positions past it.
    const maxNodes = 11_265;
    expect(fill(tableFor({ maxNodes }))).toBeGreaterThanOrEqual(maxNodes + 1024);
    expect(fill(tableFor({ maxNodes: 100_000, maxEntries: 100 }))).toBeLessThan(maxNodes + 1024);
  });
});

describe('a search run in slices', () => {
  // Famous Fifty deal 10 stays undecided past its budget here; Lucky Fan deal 9 is won after a
  // thousand positions or so.
  it.each([
    ['famous-fifty', 10, 'unknown'],
    ['lucky-fan', 9, 'win'],
  ] as const)('%s deal %i: pauses within one check of its slice, resumes, and ends as the search run at once (%s)', (game, n, verdict) => {
    const start = deal(game, n);
    const whole = new Search(start, 'win', { maxNodes: 5000 }).run()!;
    expect(whole.verdict).toBe(verdict);
    const sliced = new Search(start, 'win', { maxNodes: 5000 });
    expect(sliced.done).toBeNull();
    if (verdict === 'unknown') {
      expect(sliced.run(1024)).toBeNull();
      expect(sliced.done).toBeNull();
      expect(sliced.nodes).toBeGreaterThanOrEqual(1024);
      expect(sliced.nodes).toBeLessThan(2048);
    }
    let r: SolveResult | null = null;
    while (r === null) r = sliced.run(1);
    expect([r.verdict, r.stopped, r.line, r.nodes]).toEqual([whole.verdict, whole.stopped, whole.line, whole.nodes]);
    if (verdict === 'win') expect(isWon(end(start, r))).toBe(true);
    expect(sliced.done).toBe(r);
    // Asked again once over, it answers the same and searches no more.
    expect(sliced.run()).toBe(r);
    expect(sliced.cancel()).toBe(r);
    expect(sliced.nodes).toBe(whole.nodes);
  });

  it('cancelled, answers unknown and searches no more', () => {
    const s = new Search(deal('famous-fifty', 7));
    const r = s.cancel();
    expect([r.verdict, r.stopped, r.nodes, r.line]).toEqual(['unknown', 'cancelled', 0, []]);
    expect(s.run()).toBe(r);
    expect(s.nodes).toBe(0);
  });
});

describe('a search that shares its table', () => {
  it('fills the table it is given, and names, as each new position enters it, the move that made it', () => {
    const start = smallPosition('rouge-forty', 3, 12);
    let search: Search | null = null;
    const moves: number[] = [];
    const seen = new WatchedKeySet(10_000, () => {
      if (!search) return; // the start itself, entered while the search is built
      const pos = search.position;
      const code = search.lastMove;
      expect(Array.from(pos.hist.subarray(0, pos.histLen))).toContain(code);
      moves.push(code);
    });
    search = new Search(start, 'win', {}, seen);
    expect(search.seen).toBe(seen);
    expect(seen.size).toBe(1);
    const r = search.run()!;
    expect(moves.length).toBeGreaterThan(1);
    expect(seen.size).toBe(moves.length + 1);
    if (r.verdict === 'loss') expect(search.lastMove).toBe(-1);
  });

  it('leaves a position expanded by another search to it: a lost position searched again over the same table takes one position per move', () => {
    // Rouge Forty deal 9: lost, after some hundreds of positions.
    const start = deal('rouge-forty', 9);
    const first = new Search(start);
    const a = first.run()!;
    expect(a.verdict).toBe('loss');
    expect(a.nodes).toBeGreaterThan(1);
    expect(first.lastMove).toBe(-1);
    const again = new Search(start, 'win', {}, first.seen).run()!;
    const p = new Position(start);
    p.playSafe();
    expect([again.verdict, again.nodes]).toEqual(['loss', p.moves(new Int32Array(512), 0, new Int32Array(512))]);
  });
});
