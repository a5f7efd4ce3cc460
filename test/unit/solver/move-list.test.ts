/**
 * The solver's move list (src/engine/solver/move-list.ts) and its move codes (codes.ts): the
 * search tries exactly the engine's legal moves, less those that change nothing but pile order,
 * in the order the move list promises; and the line it reports, written back as engine moves,
 * replays through the rules to the position it reached.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, type Move, type State, apply, foundationTakes, initialState, isIdleMove, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { DRAW, FOUNDATION, Position, WASTE, engineMove, lineOfCodes, movesOfCodes } from '../../../src/engine/solver/position.ts';
import { replay, smallPosition } from './small-positions.ts';

const GAMES: readonly GameId[] = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'];

const moveKey = (m: Move) => (m.kind === 'draw' ? 'draw' : `${m.from.zone}${m.from.index}>${m.to.zone}${m.to.index}`);

function listed(p: Position): number[] {
  const buf = new Int32Array(512);
  const end = p.moves(buf, 0, new Int32Array(512));
  return Array.from(buf.subarray(0, end));
}

/**
 * The engine's legal moves the solver tries: no idle move; one foundation for a card (the first
 * that takes it: every foundation that takes a card is alike); into a space, every space in plain
 * mode, else the first (spaces are alike but for their place).
 */
function expected(s: State, plain: boolean): string[] {
  const firstSpace = s.tableau.findIndex((p) => p.length === 0);
  const homed = new Set<string>();
  const out: string[] = [];
  for (const m of legalMoves(s)) {
    if (isIdleMove(s, m)) continue;
    if (m.kind === 'move' && m.to.zone === 'f') {
      const from = `${m.from.zone}${m.from.index}`;
      if (homed.has(from)) continue;
      homed.add(from);
    }
    if (!plain && m.kind === 'move' && m.to.zone === 't' && s.tableau[m.to.index]!.length === 0 && m.to.index !== firstSpace) continue;
    out.push(moveKey(m));
  }
  return out.sort();
}

/**
 * How the move list ranks a move, as it promises: home first, then building from a pile, from
 * the waste, a draw, and last a move into a space; a move is worth more when it uncovers a card
 * that can go home or empties its pile. `tier` orders kinds; `helps` the moves that do either.
 */
function rank(s: State, code: number): { tier: number; helps: boolean } {
  if (code === DRAW) return { tier: 1, helps: false };
  const from = code & 63;
  const to = code >> 6;
  const pile = from === WASTE ? null : s.tableau[from]!;
  const below = pile && pile.length > 1 ? pile[pile.length - 2]! : -1;
  const helps = pile !== null && (pile.length === 1 || (below >= 0 && s.foundations.some((top) => foundationTakes(below, top))));
  if (to >= FOUNDATION) return { tier: 4, helps };
  if (s.tableau[to]!.length === 0) return { tier: 0, helps };
  return from === WASTE ? { tier: 2, helps } : { tier: 3, helps };
}

/** Whether the list must put `a` before `b`. */
function mustPrecede(s: State, a: number, b: number): boolean {
  const ra = rank(s, a);
  const rb = rank(s, b);
  if (ra.tier !== rb.tier) return ra.tier > rb.tier;
  return ra.helps && !rb.helps;
}

/** Positions the search meets: random walks from deals and from small positions, in every game. */
function* positions(): Generator<State> {
  for (const game of GAMES) {
    const starts = [1, 2].map((n) => initialState(numberedDeal(game, n)));
    for (let seed = 1; seed <= 16; seed++) starts.push(smallPosition(game, seed, 14 + (seed % 4) * 6));
    for (const [k, start] of starts.entries()) {
      const next = mulberry32(k + 101);
      let s = start;
      for (let i = 0; i < 40; i++) {
        yield s;
        const moves = legalMoves(s);
        if (moves.length === 0) break;
        const a = apply(s, moves[next() % moves.length]!);
        if (!a.ok) break;
        s = a.state;
      }
    }
  }
}

describe('the move list', () => {
  it("holds exactly the engine's legal moves that change more than pile order, each once, into one space unless plain", () => {
    let spaces = 0;
    let seen = 0;
    for (const s of positions()) {
      for (const plain of [false, true]) {
        const codes = listed(new Position(s, { plain }));
        const keys = codes.map((c) => moveKey(engineMove(c)));
        expect(keys.slice().sort(), `${s.game} ${JSON.stringify(s)} plain ${plain}`).toEqual(expected(s, plain));
      }
      if (s.tableau.filter((p) => p.length === 0).length >= 2) spaces++;
      seen++;
    }
    // The walks reach positions with more than one space, where plain and not plain differ.
    expect(spaces).toBeGreaterThan(20);
    expect(seen).toBeGreaterThan(1000);
  });

  it('ranks moves as it promises: home first, then pile builds, waste builds, a draw and spaces, helping moves first', () => {
    const misplaced: string[] = [];
    for (const s of positions()) {
      const codes = listed(new Position(s));
      for (let i = 0; i < codes.length; i++) {
        for (let j = i + 1; j < codes.length; j++) if (mustPrecede(s, codes[j]!, codes[i]!)) misplaced.push(`${JSON.stringify(s)}: ${codes.join()}`);
      }
    }
    expect(misplaced.slice(0, 3)).toEqual([]);
  });

  it('finds both piles a card can go onto when two copies of its target are pile tops (two decks)', () => {
    // The 6 of the first suit (card 5) tops two piles; the 5 (card 4) tops a third, the waste
    // holds the other 5.
    const s: State = {
      game: 'famous-fifty',
      tableau: [[20, 5], [30], [21, 5], [4], [], [], [], [], [], []].map((p) => p.slice()),
      hidden: new Array<number>(10).fill(0),
      stock: [],
      waste: [4],
      foundations: [3, -1, -1, -1, -1, -1, -1, -1],
    };
    const keys = listed(new Position(s)).map((c) => moveKey(engineMove(c)));
    expect(keys).toEqual(expect.arrayContaining(['t3>t0', 't3>t2', 'w0>t0', 'w0>t2']));
    expect(keys.slice().sort()).toEqual(expected(s, false));
  });
});

describe('move codes', () => {
  it('write the line a position was played by as engine moves that replay to it, refills left to the rules', () => {
    let refills = 0;
    for (const game of GAMES) {
      for (let deal = 1; deal <= 3; deal++) {
        const start = initialState(numberedDeal(game, deal));
        const next = mulberry32(deal);
        const p = new Position(start);
        let played = 0;
        for (let i = 0; i < 80; i++) {
          const codes = listed(p);
          if (codes.length === 0) break;
          p.play(codes[next() % codes.length]!);
          played++;
        }
        const line = lineOfCodes(p);
        expect(line.length).toBe(played);
        refills += p.histLen - played;
        const reached = new Position(replay(start, line));
        expect([reached.key1(), reached.key2()], `${game} ${deal}`).toEqual([p.key1(), p.key2()]);
        expect(movesOfCodes(p.hist.subarray(0, p.histLen))).toEqual(line);
      }
    }
    // Fortune's Favor's emptied piles are refilled: its history holds those refills.
    expect(refills).toBeGreaterThan(0);
  });

  it('name the draw, the waste and the foundations as the engine does', () => {
    expect(engineMove(DRAW)).toEqual({ kind: 'draw' });
    expect(engineMove(WASTE | ((FOUNDATION + 3) << 6))).toEqual({ kind: 'move', from: { zone: 'w', index: 0 }, to: { zone: 'f', index: 3 } });
    expect(engineMove(7 | (2 << 6))).toEqual({ kind: 'move', from: { zone: 't', index: 7 }, to: { zone: 't', index: 2 } });
    expect(engineMove(0 | (FOUNDATION << 6))).toEqual({ kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 'f', index: 0 } });
  });
});
