/**
 * The solver's move list (src/engine/solver/move-list.ts) and its move codes (codes.ts): the
 * search tries exactly the engine's legal moves, less those that change nothing but pile order,
 * in the order the move list promises; and the line it reports, written back as engine moves,
 * replays through the rules to the position it reached.
 */
import { describe, expect, it } from 'vitest';
import * as rules from '../../../src/engine/index.ts';
import { type GameId, type Move, type State, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { DRAW, FOUNDATION, Position, WASTE, engineMove, lineOfCodes, movesOfCodes } from '../../../src/engine/solver/position.ts';
import { everyBuildRule } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';
import { applyAll } from '../engine/position.ts';
import { smallPosition } from './small-positions.ts';

/** The rules the test reads the legal moves from: the shared engine, or one imported afresh with games of its own. */
type Rules = Pick<typeof rules, 'apply' | 'foundationTakes' | 'isIdleMove' | 'legalMoves'>;

const GAMES: readonly GameId[] = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'];

const moveKey = (m: Move) => (m.kind === 'draw' ? 'draw' : `${m.from.zone}${m.from.index}>${m.to.zone}${m.to.index}`);

function listed(p: Pick<Position, 'moves'>): number[] {
  const buf = new Int32Array(512);
  const end = p.moves(buf, 0, new Int32Array(512));
  return Array.from(buf.subarray(0, end));
}

/**
 * The engine's legal moves the solver tries: no idle move; one foundation for a card (the first
 * that takes it: every foundation that takes a card is alike); into a space, every space in plain
 * mode, else the first (spaces are alike but for their place).
 */
function expected(s: State, plain: boolean, { legalMoves, isIdleMove }: Rules = rules): string[] {
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
 * that can go home, and less so when it empties its pile. `tier` orders kinds; `helps` the moves
 * that do either (2 uncovers, 1 empties); moves alike in both come in the order of their piles
 * (`place`: the pile a move takes from, the waste after the piles, then the one it goes to).
 */
function rank(s: State, code: number, { foundationTakes }: Rules): { tier: number; helps: number; place: number } {
  if (code === DRAW) return { tier: 1, helps: 0, place: 0 };
  const from = code & 63;
  const to = code >> 6;
  const pile = from === WASTE ? null : s.tableau[from]!;
  const below = pile && pile.length > 1 ? pile[pile.length - 2]! : -1;
  const helps = pile === null ? 0 : below >= 0 && s.foundations.some((top) => foundationTakes(below, top)) ? 2 : pile.length === 1 ? 1 : 0;
  const place = (pile === null ? s.tableau.length : from) * 64 + to;
  if (to >= FOUNDATION) return { tier: 4, helps, place };
  if (s.tableau[to]!.length === 0) return { tier: 0, helps, place };
  return from === WASTE ? { tier: 2, helps, place } : { tier: 3, helps, place };
}

/** Whether the list must put `a` before `b`. */
function mustPrecede(s: State, a: number, b: number, r: Rules = rules): boolean {
  const ra = rank(s, a, r);
  const rb = rank(s, b, r);
  if (ra.tier !== rb.tier) return ra.tier > rb.tier;
  if (ra.helps !== rb.helps) return ra.helps > rb.helps;
  return ra.place < rb.place;
}

/** Positions of random play from `start`, `steps` at the most. */
function* walk(start: State, seed: number, steps: number, { legalMoves, apply }: Rules = rules): Generator<State> {
  const next = mulberry32(seed);
  let s = start;
  for (let i = 0; i < steps; i++) {
    yield s;
    const moves = legalMoves(s);
    if (moves.length === 0) break;
    const a = apply(s, moves[next() % moves.length]!);
    if (!a.ok) break;
    s = a.state;
  }
}

/** Positions the search meets: random walks from deals and from small positions, in every game. */
function* positions(): Generator<State> {
  for (const game of GAMES) {
    const starts = [1, 2].map((n) => initialState(numberedDeal(game, n)));
    for (let seed = 1; seed <= 16; seed++) starts.push(smallPosition(game, seed, 14 + (seed % 4) * 6));
    for (const [k, start] of starts.entries()) yield* walk(start, k + 101, 40);
  }
}

/** Where the list breaks its promises in `s`: moves missing or extra, or out of order. */
function broken(s: State, listedOf: (s: State, plain: boolean) => number[], r: Rules = rules): string[] {
  const out: string[] = [];
  for (const plain of [false, true]) {
    const codes = listedOf(s, plain);
    const keys = codes.map((c) => moveKey(engineMove(c))).sort();
    if (JSON.stringify(keys) !== JSON.stringify(expected(s, plain, r))) out.push(`${JSON.stringify(s)} plain ${plain}: ${keys.join()} not ${expected(s, plain, r).join()}`);
    for (let i = 0; i < codes.length; i++) {
      for (let j = i + 1; j < codes.length; j++) if (mustPrecede(s, codes[j]!, codes[i]!, r)) out.push(`${JSON.stringify(s)}: ${codes.join()}`);
    }
  }
  return out;
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

  it('ranks moves as it promises: home first, then pile builds, waste builds, a draw and spaces, helping moves first, ties in pile order', () => {
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

  it('writes its list from the place it is given, whatever the scratch held, and leaves what lies before it', () => {
    let checked = 0;
    for (const s of positions()) {
      const p = new Position(s);
      const fresh = listed(p);
      // A search's stack of lists: an earlier list below, scratch left over from others above.
      const out = new Int32Array(512).fill(DRAW);
      const scores = new Int32Array(512).fill(5000);
      const at = 7;
      scores.fill(-5000, 0, at);
      const end = p.moves(out, at, scores);
      expect(Array.from(out.subarray(at, end)), JSON.stringify(s)).toEqual(fresh);
      expect(Array.from(out.subarray(0, at))).toEqual(new Array<number>(at).fill(DRAW));
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps its promises in games of every build rule a new game can have: colours, upwards, spaces, refills', async () => {
    await freshModules(async () => {
      const fresh = await import('../../../src/engine/index.ts');
      const solver = await import('../../../src/engine/solver/position.ts');
      const games = everyBuildRule();
      for (const def of games) fresh.registerGame(def);
      const wrong: string[] = [];
      let seen = 0;
      for (const [k, def] of games.entries()) {
        for (const s of walk(fresh.initialState(fresh.numberedDeal(def.id, k + 1)), k, 25, fresh)) {
          wrong.push(...broken(s, (at, plain) => listed(new solver.Position(at, { plain })), fresh).map((w) => `${def.id} ${JSON.stringify(def.build)}: ${w}`));
          seen++;
        }
      }
      expect(wrong.slice(0, 3)).toEqual([]);
      expect(seen).toBeGreaterThan(1000);
    });
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
        const reached = new Position(applyAll(start, line));
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
