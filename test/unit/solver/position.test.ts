/**
 * The solver's mutable position (src/engine/solver/position.ts): played move by move and taken
 * back, saved and loaded, it stays the engine's position of the same line: the same piles, stock,
 * waste and foundations, the same answers to "which foundation takes this card", the keys a
 * position built afresh has, and Fortune's Favor's refills as the rules make them.
 */
import { describe, expect, it } from 'vitest';
import { type Card, type GameId, type State, foundationTakes, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32, shuffled } from '../../../src/engine/random.ts';
import { FOUNDATION, Position, REFILL, STRIDE, engineMove, lineOfCodes } from '../../../src/engine/solver/position.ts';
import { REFILL_FROM_STOCK } from '../../../src/engine/solver/codes.ts';
import { fan } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';
import { applyAll } from '../engine/position.ts';
import { smallPosition } from './small-positions.ts';

const GAMES: readonly GameId[] = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'];

const suit = (c: Card) => Math.floor(c / 13);

/** What a caller can read off a position, in the engine's terms. */
function seen(p: Position) {
  const piles = Array.from({ length: p.piles }, (_, i) => Array.from(p.cards.subarray(i * STRIDE, i * STRIDE + p.len[i]!)));
  const cards = Array.from({ length: 52 }, (_, c) => c);
  return {
    piles,
    tops: piles.map((_, i) => p.top(i)),
    stock: Array.from(p.stock.subarray(0, p.stockLen)),
    waste: Array.from(p.waste.subarray(0, p.wasteLen)),
    foundations: Array.from(p.found),
    home: Array.from(p.homeCount),
    homeTotal: p.homeTotal,
    won: p.won(),
    canHome: cards.map((c) => p.canHome(c)),
    // The foundation named for a card must be one that takes it (any of several alike will do).
    homeFor: cards.map((c) => { const f = p.homeFor(c); return f < 0 ? -1 : foundationTakes(c, p.found[f]!) ? 'takes' : `not ${f}`; }),
    canSendHome: p.canSendHome(),
    keys: [p.key1(), p.key2()],
  };
}

/** The same, as the engine's state says it should be; keys those of a position built from it afresh. */
function expected(s: State): ReturnType<typeof seen> {
  const takes = (c: Card) => s.foundations.some((top) => foundationTakes(c, top));
  const fresh = new Position(s);
  const tops = [...s.tableau.map((p) => p[p.length - 1]), s.waste[s.waste.length - 1]].filter((c) => c !== undefined);
  return {
    piles: s.tableau.map((p) => [...p]),
    tops: s.tableau.map((p) => p[p.length - 1] ?? -1),
    stock: [...s.stock],
    waste: [...s.waste],
    foundations: [...s.foundations],
    home: Array.from({ length: 52 }, (_, c) => s.foundations.filter((top) => top >= c && suit(top) === suit(c)).length),
    homeTotal: s.foundations.reduce((n, top) => n + (top < 0 ? 0 : (top % 13) + 1), 0),
    won: isWon(s),
    canHome: Array.from({ length: 52 }, (_, c) => takes(c)),
    homeFor: Array.from({ length: 52 }, (_, c) => (takes(c) ? 'takes' : -1)),
    canSendHome: tops.some(takes),
    keys: [fresh.key1(), fresh.key2()],
  };
}

function listed(p: Position): number[] {
  const buf = new Int32Array(512);
  const end = p.moves(buf, 0, new Int32Array(512));
  return Array.from(buf.subarray(0, end));
}

/** Where the walks start: two deals and small positions (with spaces, few cards) of every game. */
function starts(game: GameId): State[] {
  return [...[1, 2].map((n) => initialState(numberedDeal(game, n))), ...[1, 2, 3, 4].map((seed) => smallPosition(game, seed, 10 + seed * 3))];
}

/**
 * Random play from `start` through the move list, the best moves more often (so cards go home);
 * the codes played and the engine's state after each.
 */
function walk(start: State, seed: number, steps: number): { codes: number[]; states: State[] } {
  const next = mulberry32(seed);
  const p = new Position(start);
  const codes: number[] = [];
  const states: State[] = [start];
  for (let i = 0; i < steps; i++) {
    const moves = listed(p);
    if (moves.length === 0) break;
    const code = moves[next() % (next() % 2 === 0 ? Math.min(2, moves.length) : moves.length)]!;
    p.play(code);
    codes.push(code);
    states.push(applyAll(states[states.length - 1]!, [engineMove(code)]));
  }
  return { codes, states };
}

/**
 * Each lane of the key (two independent 32-bit hashes, one 64-bit key) tells apart on its own the
 * positions of one start that differ in more than pile order, and only those (the stock is a
 * prefix of the start's, so its length says it all).
 */
function expectKeysTellApart(states: readonly State[], plain = false): void {
  const shape = (s: State) => {
    const piles = s.tableau.map((q) => q.join());
    return JSON.stringify([plain ? piles : piles.sort(), s.waste, s.stock.length]);
  };
  const shapes = [...new Set(states.map(shape))];
  const positions = shapes.map((sh) => new Position(states.find((s) => shape(s) === sh)!, { plain }));
  for (const lane of [(p: Position) => p.key1(), (p: Position) => p.key2()]) {
    expect(new Set(positions.map(lane)).size).toBe(shapes.length);
  }
}

const lf = (tableau: Card[][], foundations: number[], more: Partial<State> = {}): State => ({
  game: 'lucky-fan',
  tableau: [...tableau, ...Array.from({ length: 18 - tableau.length }, () => [])],
  hidden: new Array<number>(18).fill(0),
  stock: [],
  waste: [],
  foundations,
  ...more,
});

describe("the solver's position", () => {
  it("stays the engine's position move by move, and back again move by move, in every game", () => {
    const refills = { waste: 0, stock: 0 };
    for (const game of GAMES) {
      for (const [k, start] of starts(game).entries()) {
        const { codes, states } = walk(start, k + 1, 40);
        const p = new Position(start);
        expect(seen(p), `${game} ${k} start`).toEqual(expected(start));
        codes.forEach((code, i) => {
          p.play(code);
          expect(seen(p), `${game} ${k} after ${i + 1}`).toEqual(expected(states[i + 1]!));
        });
        for (const h of p.hist.subarray(0, p.histLen)) if (h & REFILL) refills[h & REFILL_FROM_STOCK ? 'stock' : 'waste']++;
        expect(lineOfCodes(p).length).toBe(codes.length);
        for (let i = codes.length - 1; i >= 0; i--) {
          p.undo();
          expect(seen(p), `${game} ${k} back to ${i}`).toEqual(expected(states[i]!));
        }
        expect(p.histLen).toBe(0);
        expectKeysTellApart(states);
      }
    }
    // Fortune's Favor fills its spaces from the waste, and from the stock once the waste is out.
    expect(refills.waste).toBeGreaterThan(0);
    expect(refills.stock).toBeGreaterThan(0);
  });

  it('takes back to a mark exactly the moves played since', () => {
    for (const game of GAMES) {
      const start = initialState(numberedDeal(game, 3));
      const { codes, states } = walk(start, 9, 30);
      const p = new Position(start);
      let mark = 0;
      codes.forEach((code, i) => {
        p.play(code);
        if (i === 9) mark = p.histLen;
      });
      p.undoTo(mark);
      expect(lineOfCodes(p), game).toEqual(codes.slice(0, 10).map(engineMove));
      expect(seen(p), game).toEqual(expected(states[10]!));
      p.undoTo(p.histLen);
      expect(seen(p), game).toEqual(expected(states[10]!));
    }
  });

  it('keeps a history of any length: a King moved between two spaces thousands of times comes back', () => {
    // The King of Spades alone on the table of Lucky Fan, every other card home.
    const start = lf([[12]], [11, 25, 38, 51]);
    const p = new Position(start);
    const there = 0 | (1 << 6);
    const back = 1 | (0 << 6);
    for (let i = 0; i < 1500; i++) p.play(i % 2 === 0 ? there : back);
    p.play(0 | (FOUNDATION << 6));
    const line = lineOfCodes(p);
    expect(line).toHaveLength(1501);
    expect(isWon(applyAll(start, line))).toBe(true);
    expect(p.won()).toBe(true);
    p.undoTo(1001);
    expect(seen(p)).toEqual(expected(applyAll(start, line.slice(0, 1001))));
    p.undoTo(0);
    expect(seen(p)).toEqual(expected(start));
  });

  it('saves positions side by side in one buffer and loads each into a position played elsewhere', () => {
    for (const game of GAMES) {
      for (const [k, start] of starts(game).entries()) {
        const { codes, states } = walk(start, k + 20, 30);
        const p = new Position(start);
        const size = p.saveSize;
        const buf = new Uint8Array(size * (codes.length + 1));
        p.save(buf, 0);
        codes.forEach((code, i) => {
          p.play(code);
          p.save(buf, size * (i + 1));
        });
        // Loaded last to first into a position that has played on (keys read in between), and
        // first to last, so piles empty and fill between loads in both directions.
        const q = new Position(start);
        for (const code of codes.slice(0, 5)) q.play(code);
        q.key1();
        const order = [...states.keys()];
        for (const at of [...order.reverse(), ...order.reverse()]) {
          q.load(buf, size * at);
          expect(seen(q), `${game} ${k} state ${at}`).toEqual(expected(states[at]!));
          expect(q.histLen).toBe(0);
        }
      }
    }
  });

  it('saves a whole deck out in the bytes it asks for (no stock, nothing home), one and two decks', () => {
    const deck: Card[] = Array.from({ length: 52 }, (_, c) => c);
    const oneDeck = lf([...Array.from({ length: 17 }, (_, i) => deck.slice(i * 3, i * 3 + 3)), [51]], [-1, -1, -1, -1]);
    const twoDecks: State = { game: 'famous-fifty', tableau: Array.from({ length: 10 }, (_, i) => [...deck, ...deck].slice(i * 10, i * 10 + 10)), hidden: new Array<number>(10).fill(0), stock: [], waste: [100, 101, 102, 103].map((c) => c % 52), foundations: new Array<number>(8).fill(-1) };
    for (const s of [oneDeck, twoDecks]) {
      const p = new Position(s);
      // Saved second, into the slot before, it leaves the first slot's bytes alone.
      const buf = new Uint8Array(2 * p.saveSize);
      p.save(buf, p.saveSize);
      p.save(buf, 0);
      for (const at of [0, p.saveSize]) {
        const q = new Position(s);
        q.play(listed(q)[0]!);
        q.load(buf, at);
        expect(seen(q), `${s.game} ${at}`).toEqual(expected(s));
      }
    }
  });

  it('is won with every card of its decks home, and not before', () => {
    const kings = (n: number) => Array.from({ length: n }, (_, f) => (f % 4) * 13 + 12);
    expect(new Position(lf([], kings(4))).won()).toBe(true);
    expect(new Position(lf([[51]], [12, 25, 38, 50])).won()).toBe(false);
    const ff = (foundations: number[], tableau: Card[][] = []): State => ({ game: 'famous-fifty', tableau: Array.from({ length: 10 }, (_, i) => tableau[i] ?? []), hidden: new Array<number>(10).fill(0), stock: [], waste: [], foundations });
    expect(new Position(ff(kings(8))).won()).toBe(true);
    // Half the cards of two decks home: one deck's worth, not a win.
    expect(new Position(ff([...kings(4), -1, -1, -1, -1], [[0]])).won()).toBe(false);
    expect(new Position(ff([...kings(7), 50], [[51]])).won()).toBe(false);
  });

  it('says no card can go home where none can, with spaces on the table and an empty waste', () => {
    // Spades home to the Four; the Six of Spades on the table, every other card home.
    const p = new Position(lf([[5]], [3, 25, 38, 51]));
    expect(p.canSendHome()).toBe(false);
    expect(p.top(1)).toBe(-1);
    // Rouge et Noir's waste top goes home, no pile's does.
    const rouge: State = { game: 'rouge-forty', tableau: [[5], ...Array.from({ length: 9 }, () => [])], hidden: new Array<number>(10).fill(0), stock: [], waste: [4], foundations: [3, 25, 38, 51] };
    expect(new Position(rouge).canSendHome()).toBe(true);
    expect(new Position({ ...rouge, waste: [5], tableau: [[4], ...rouge.tableau.slice(1)] }).canSendHome()).toBe(true);
    expect(new Position({ ...rouge, waste: [6], tableau: [[5], ...rouge.tableau.slice(1)] }).canSendHome()).toBe(false);
  });

  it('keys positions with pile order in plain mode only, and follows moves in both', () => {
    for (const game of GAMES) {
      const start = initialState(numberedDeal(game, 5));
      const order = shuffled(start.tableau.map((_, i) => i), 3);
      const permuted: State = { ...start, tableau: order.map((i) => start.tableau[i]!), hidden: order.map((i) => start.hidden[i]!) };
      const keys = (s: State, plain: boolean) => { const p = new Position(s, { plain }); return [p.key1(), p.key2()]; };
      expect(keys(permuted, false), game).toEqual(keys(start, false));
      // Either lane alone tells the orders apart.
      expect(keys(permuted, true)[0], game).not.toBe(keys(start, true)[0]);
      expect(keys(permuted, true)[1], game).not.toBe(keys(start, true)[1]);
      const { codes, states } = walk(start, 5, 20);
      const p = new Position(start, { plain: true });
      codes.forEach((code, i) => {
        const before = [p.key1(), p.key2()];
        p.play(code);
        expect([p.key1(), p.key2()], game).toEqual(keys(states[i + 1]!, true));
        expect(p.key1(), game).not.toBe(before[0]);
        expect(p.key2(), game).not.toBe(before[1]);
      });
      expectKeysTellApart(states, true);
    }
  });

  it('plays safe moves, and in a greedy search every move home', () => {
    // Two decks: the Two of Spades goes home onto one Ace while the other Ace lies buried.
    const s: State = { game: 'famous-fifty', tableau: [[1], [0, 30], ...Array.from({ length: 8 }, () => [])], hidden: new Array<number>(10).fill(0), stock: [], waste: [], foundations: [0, -1, -1, -1, -1, -1, -1, -1] };
    const safe = new Position(s);
    expect(safe.safeHome(1, false, 1)).toBe(false);
    expect(safe.playSafe()).toBe(0);
    const greedy = new Position(s, { greedyHome: true });
    expect(greedy.safeHome(1, false, 1)).toBe(true);
    expect(greedy.playSafe()).toBe(1);
    expect(applyAll(s, lineOfCodes(greedy)).foundations[0]).toBe(1);
    // Lucky Fan: the Six of Spades onto the Seven uncovers the Ace, which then goes home.
    const lucky = lf([[0, 5], [6]], [-1, 25, 38, 51]);
    const p = new Position(lucky);
    expect(p.playSafe()).toBe(0);
    const code = 0 | (1 << 6);
    p.play(code);
    expect(p.playSafeAfter(code)).toBe(1);
    expect(applyAll(lucky, lineOfCodes(p)).foundations).toEqual([0, 25, 38, 51]);
  });

  it('finds Lucky Fan locks: the Two of Spades above the Ace and the Three cannot move', () => {
    expect(new Position(lf([[0, 2, 1]], [-1, 25, 38, 51])).blocked()).toBe(true);
    expect(new Position(lf([[0], [2, 1]], [-1, 25, 38, 51])).blocked()).toBe(false);
  });

  it('looks for locks only where their proof holds: one deck, no stock or waste, building down by suit, Kings alone in spaces', async () => {
    for (const game of GAMES) expect(new Position(initialState(numberedDeal(game, 1))).lockCheck, game).toBe(game === 'lucky-fan');
    expect(new Position(initialState(numberedDeal('lucky-fan', 1)), { plain: true }).lockCheck).toBe(false);
    // Cards in a stock or waste (put there by hand) could still come into play.
    expect(new Position(lf([[0, 2, 1]], [-1, 25, 38, 51], { stock: [3] })).lockCheck).toBe(false);
    expect(new Position(lf([[0, 2, 1]], [-1, 25, 38, 51], { waste: [3] })).lockCheck).toBe(false);
    await freshModules(async () => {
      const games = await import('../../../src/engine/games/index.ts');
      const solver = await import('../../../src/engine/solver/position.ts');
      const variants = {
        'lock-fan-test': fan,
        'lock-two-decks-test': { ...fan, decks: 2 as const, foundations: 8, piles: [...fan.piles, ...fan.piles] },
        'lock-stock-test': { ...fan, stock: 4 },
        'lock-waste-test': { ...fan, hasWaste: true },
        'lock-colours-test': { ...fan, build: { ...fan.build, by: 'alternate-colour' as const } },
        'lock-any-space-test': { ...fan, build: { ...fan.build, space: 'any' as const } },
        'lock-no-space-test': { ...fan, build: { ...fan.build, space: 'none' as const } },
        // Spaces take any card but only from a waste, which the game has not: no card ever fills one.
        'lock-waste-only-test': { ...fan, build: { ...fan.build, space: 'any' as const, from: ['waste' as const] } },
      };
      for (const [id, def] of Object.entries(variants)) {
        games.registerGame({ ...def, id });
        const found = new Array<number>(def.foundations).fill(-1);
        const p = new solver.Position({ game: id, tableau: def.piles.map(() => []), hidden: def.piles.map(() => 0), stock: [], waste: [], foundations: found });
        expect(p.lockCheck, id).toBe(['lock-fan-test', 'lock-no-space-test', 'lock-waste-only-test'].includes(id));
      }
    });
  });
});
