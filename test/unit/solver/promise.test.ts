/**
 * How promising the best-first search and the beam find a position (src/engine/solver/promise.ts):
 * cards home count most, then open columns; a card lying on anything but the card it builds on
 * (the next higher card of its suit), and a card waiting in the waste, count against it. Checked
 * on positions of every game met on random walks: positions alike in those four counts are alike,
 * and one better in some and worse in none is more promising.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, type State, apply, initialState, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { Position } from '../../../src/engine/solver/position.ts';
import { promise } from '../../../src/engine/solver/promise.ts';
import { smallPosition } from './small-positions.ts';

const GAMES: readonly GameId[] = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'];

interface Counts { home: number; spaces: number; disorder: number; waste: number }

function counts(s: State): Counts {
  let disorder = 0;
  for (const p of s.tableau) for (let k = 1; k < p.length; k++) if (p[k - 1] !== p[k]! + 1 || p[k]! % 13 === 12) disorder++;
  return {
    home: s.foundations.reduce((n, top) => n + (top < 0 ? 0 : (top % 13) + 1), 0),
    spaces: s.tableau.filter((p) => p.length === 0).length,
    disorder,
    waste: s.waste.length,
  };
}

/** Positions of every game: random walks from deals and from small positions. */
function walks(): State[] {
  const out: State[] = [];
  for (const game of GAMES) {
    const starts = [1, 2, 3].map((n) => initialState(numberedDeal(game, n)));
    for (let seed = 1; seed <= 12; seed++) starts.push(smallPosition(game, seed, 10 + seed * 3));
    for (const [k, start] of starts.entries()) {
      const next = mulberry32(k + 7);
      let s = start;
      for (let i = 0; i < 30; i++) {
        out.push(s);
        const moves = legalMoves(s);
        if (moves.length === 0) break;
        const a = apply(s, moves[next() % moves.length]!);
        if (!a.ok) break;
        s = a.state;
      }
    }
  }
  return out;
}

/** The positions met, by their four counts: the promise of each, the same for all. */
function byCounts(): { c: Counts; value: number }[] {
  const seen = new Map<string, { c: Counts; value: number }>();
  for (const s of walks()) {
    const c = counts(s);
    const key = JSON.stringify(c);
    const value = promise(new Position(s));
    const had = seen.get(key);
    if (!had) seen.set(key, { c, value });
    else if (value !== had.value) expect(value, `${key}: ${JSON.stringify(s)}`).toBe(had.value);
  }
  return [...seen.values()];
}

describe("a position's promise", () => {
  // Each test finds its own positions: a result kept across tests would let a mutation run credit
  // the first test alone with the code that found them.
  it('is the same for positions with the same cards home, spaces, cards out of order and cards in the waste', () => {
    // Enough positions must share counts for the check to say anything.
    expect(byCounts().length).toBeGreaterThan(100);
  });

  it('is higher for a position better in one count and worse in none', () => {
    let pairs = 0;
    const wrong: string[] = [];
    const groups = byCounts();
    for (const a of groups) {
      for (const b of groups) {
        const notWorse = a.c.home >= b.c.home && a.c.spaces >= b.c.spaces && a.c.disorder <= b.c.disorder && a.c.waste <= b.c.waste;
        if (!notWorse || a === b) continue;
        pairs++;
        if (a.value <= b.value) wrong.push(`${JSON.stringify(a.c)} ${a.value} over ${JSON.stringify(b.c)} ${b.value}`);
      }
    }
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(pairs).toBeGreaterThan(1000);
  });

  it('counts a card home above an open column, and an open column above a card out of order', () => {
    let pairs = 0;
    const wrong: string[] = [];
    const groups = byCounts();
    for (const a of groups) {
      for (const b of groups) {
        const homeForSpace = a.c.disorder === b.c.disorder && a.c.waste === b.c.waste && a.c.home === b.c.home + 1 && a.c.spaces === b.c.spaces - 1;
        const spaceForOrder = a.c.home === b.c.home && a.c.waste === b.c.waste && a.c.spaces === b.c.spaces + 1 && a.c.disorder === b.c.disorder + 1;
        if (!homeForSpace && !spaceForOrder) continue;
        pairs++;
        if (a.value <= b.value) wrong.push(`${JSON.stringify(a.c)} ${a.value} over ${JSON.stringify(b.c)} ${b.value}`);
      }
    }
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(pairs).toBeGreaterThan(10);
  });

  it("counts a King as out of order wherever it lies on a card, the next suit's Ace too", () => {
    // Card 12 is the first suit's King, card 13 the next suit's Ace (in order by number only),
    // card 14 that suit's 2.
    const base: State = { game: 'lucky-fan', tableau: Array.from({ length: 18 }, () => []), hidden: new Array<number>(18).fill(0), stock: [], waste: [], foundations: [10, -1, 38, 51] };
    const pile = (...cards: number[]): State => ({ ...base, tableau: base.tableau.map((_, i) => (i === 0 ? cards : [])) });
    expect(promise(new Position(pile(13, 12)))).toBe(promise(new Position(pile(14, 12))));
    expect(promise(new Position(pile(13, 11)))).toBeLessThan(promise(new Position(pile(12, 11))));
    expect(promise(new Position(pile(12, 11)))).toBeGreaterThan(promise(new Position(pile(11, 12))));
  });
});
