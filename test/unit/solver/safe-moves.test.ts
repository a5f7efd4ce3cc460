/**
 * The safe moves (src/engine/solver/safe-moves.ts), which the search plays without branching: they
 * never turn a winnable position into a lost one (checked against the plain search of the engine's
 * own moves on small positions of every game), every one there is gets played, and none that the
 * proofs do not allow (on positions of random play too); after a move, the quick look plays the
 * same as a full one.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, type Move, type State, apply, foundationTakes, gameDef, initialState, isIdleMove, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { Position, lineOfCodes, movesOfCodes } from '../../../src/engine/solver/position.ts';
import { freshModules } from '../games/fresh.ts';
import { applyAll } from '../engine/position.ts';
import { plainWinnable, smallPosition } from './small-positions.ts';

const GAMES: readonly GameId[] = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'];

/** The position `p` reached from `start`, as the engine plays the solver's line. */
const reached = (start: State, p: Position): State => applyAll(start, lineOfCodes(p));

const canGoHome = (s: State, c: number) => s.foundations.some((top) => foundationTakes(c, top));

const copiesOf = (game: GameId) => gameDef(game).foundations / 4;

/** Every copy of the card below `c` in its suit is home (every copy of an Ace's "lower card" is). */
const lowerHome = (s: State, c: number) => c % 13 === 0 || s.foundations.filter((top) => top >= c - 1 && Math.floor(top / 13) === Math.floor(c / 13)).length === copiesOf(s.game);

/** Fortune's Favor refills a pile emptied, or the waste taken from, while waste or stock hold cards. */
const refillsLeft = (s: State) => gameDef(s.game).build.refill && (s.waste.length > 0 || s.stock.length > 0);

/**
 * A safe move home the proofs allow, left on a top: a card that can go home whose every lower
 * copy is home already (any card in a greedy search), but in Fortune's Favor not a card whose
 * leaving would be refilled (the waste's, or a pile's last) while waste or stock hold cards.
 */
function safeHomeLeft(s: State, greedy = false): boolean {
  const safe = (c: number) => canGoHome(s, c) && (greedy || lowerHome(s, c));
  const pileSafe = s.tableau.some((p) => p.length > 0 && safe(p[p.length - 1]!) && !(refillsLeft(s) && p.length === 1));
  const w = s.waste[s.waste.length - 1];
  return pileSafe || (w !== undefined && safe(w) && !refillsLeft(s));
}

/** One-deck games that build down by suit and whose spaces take no card but a King: where settled pairs are safe. */
const pairsGame = (game: GameId) => {
  const { by, direction, space } = gameDef(game).build;
  return copiesOf(game) === 1 && by === 'suit' && direction === 'down' && space !== 'any';
};

/**
 * Whether pile `from`'s top z onto pile `to` is a settled pair (in a game where they are safe): z
 * not a Queen or King, not already on z+1, `to`'s top z+1 lying on z+2; in Fortune's Favor not a
 * pile's last card while waste or stock hold cards.
 */
function settledPair(s: State, from: number, to: number): boolean {
  const p = s.tableau[from]!;
  const q = s.tableau[to]!;
  const z = p[p.length - 1];
  if (!pairsGame(s.game) || z === undefined || z % 13 >= 11 || p[p.length - 2] === z + 1) return false;
  if (refillsLeft(s) && p.length === 1) return false;
  return q[q.length - 1] === z + 1 && q[q.length - 2] === z + 2;
}

const settledPairLeft = (s: State) => s.tableau.some((_, from) => s.tableau.some((_, to) => settledPair(s, from, to)));

/** Whether `m` is a move the proofs allow the search to make without branching. */
function allowed(s: State, m: Move, greedy: boolean): boolean {
  if (m.kind !== 'move' || m.to.zone === 'w') return false;
  if (m.to.zone === 't') return m.from.zone === 't' && settledPair(s, m.from.index, m.to.index);
  const pile = m.from.zone === 't' ? s.tableau[m.from.index]! : s.waste;
  const c = pile[pile.length - 1]!;
  return (greedy || lowerHome(s, c)) && !(refillsLeft(s) && (m.from.zone === 'w' || pile.length === 1));
}

/** Small positions of every game, winnable ones and lost ones. */
function* smallOnes(): Generator<State> {
  for (const game of GAMES) for (let seed = 1; seed <= 40; seed++) yield smallPosition(game, seed, 8 + (seed % 5) * 2);
}

/** Positions of random play (no idle moves) from numbered deals of every game, and from small positions. */
function* playedOnes(): Generator<State> {
  for (const game of GAMES) {
    const starts = [1, 2, 3, 4].map((n) => initialState(numberedDeal(game, n)));
    for (let seed = 1; seed <= 6; seed++) starts.push(smallPosition(game, seed, 20 + seed * 4));
    for (const [k, start] of starts.entries()) {
      const next = mulberry32(k * 17 + 5);
      let s = start;
      for (let i = 0; i < 50; i++) {
        yield s;
        const moves = legalMoves(s).filter((m) => !isIdleMove(s, m));
        if (moves.length === 0) break;
        const a = apply(s, moves[next() % moves.length]!);
        if (!a.ok) break;
        s = a.state;
      }
    }
  }
}

describe('the safe moves', () => {
  it('never lose a winnable position, and are played on many', () => {
    let played = 0;
    let lost = 0;
    for (const s of smallOnes()) {
      const p = new Position(s);
      if (p.playSafe() > 0) played++;
      const winnable = plainWinnable(s);
      if (!winnable) lost++;
      expect(plainWinnable(reached(s, p)), `${s.game} ${JSON.stringify(s)}`).toBe(winnable);
    }
    expect(played).toBeGreaterThan(100);
    expect(lost).toBeGreaterThan(10);
  });

  it('are all played: none is left once they have been', () => {
    let pairs = 0;
    for (const s of smallOnes()) {
      const p = new Position(s);
      const n = p.playSafe();
      const after = reached(s, p);
      expect(lineOfCodes(p).length).toBe(n);
      expect(safeHomeLeft(after), `${s.game} ${JSON.stringify(after)}`).toBe(false);
      expect(settledPairLeft(after), `${s.game} ${JSON.stringify(after)}`).toBe(false);
      if (settledPairLeft(s)) pairs++;
    }
    expect(pairs).toBeGreaterThan(3);
  });

  it('are only moves the proofs allow, and leave none, on positions of random play of every game', () => {
    const kinds = new Set<string>();
    for (const s of playedOnes()) {
      const p = new Position(s);
      p.playSafe();
      let at = s;
      for (const m of lineOfCodes(p)) {
        expect(allowed(at, m, false), `${s.game} ${JSON.stringify(at)} ${JSON.stringify(m)}`).toBe(true);
        kinds.add(`${s.game} ${m.kind === 'move' ? `${m.from.zone}>${m.to.zone}` : m.kind}`);
        at = applyAll(at, [m]);
      }
      expect(safeHomeLeft(at), `${s.game} ${JSON.stringify(at)}`).toBe(false);
      expect(settledPairLeft(at), `${s.game} ${JSON.stringify(at)}`).toBe(false);
    }
    // Moves home from piles in every game and from the waste in all with one, settled pairs where
    // they are safe (Fortune's Favor's waste goes home only once stock and waste are nearly out).
    expect([...kinds].sort()).toEqual([
      'famous-fifty t>f', 'famous-fifty w>f', 'fortunes-favor t>f', 'fortunes-favor t>t', 'lucky-fan t>f', 'lucky-fan t>t',
      'rouge-forty t>f', 'rouge-forty w>f', 'waxing-moon t>f', 'waxing-moon w>f',
    ]);
  });

  it('are every move home there is in a greedy search, Fortune\'s Favor\'s refills aside', () => {
    let beyondSafe = 0;
    for (const s of [...smallOnes(), ...playedOnes()]) {
      const p = new Position(s, { greedyHome: true });
      p.playSafe();
      let at = s;
      for (const m of lineOfCodes(p)) {
        expect(allowed(at, m, true), `${s.game} ${JSON.stringify(at)} ${JSON.stringify(m)}`).toBe(true);
        if (!allowed(at, m, false)) beyondSafe++;
        at = applyAll(at, [m]);
      }
      expect(safeHomeLeft(at, true), `${s.game} ${JSON.stringify(at)}`).toBe(false);
      expect(settledPairLeft(at), `${s.game} ${JSON.stringify(at)}`).toBe(false);
    }
    expect(beyondSafe).toBeGreaterThan(50);
  });

  it('are only moves home in two decks, even where no space takes a card: the proof of settled pairs needs one copy of each card', async () => {
    await freshModules(async () => {
      const fresh = await import('../../../src/engine/index.ts');
      const solver = await import('../../../src/engine/solver/position.ts');
      const def = fresh.gameDef('famous-fifty');
      fresh.registerGame({ ...def, id: 'two-decks-no-spaces-test', build: { ...def.build, space: 'none' } });
      const kinds = new Set<string>();
      for (let deal = 1; deal <= 4; deal++) {
        const next = mulberry32(deal);
        let s = fresh.initialState(fresh.numberedDeal('two-decks-no-spaces-test', deal));
        for (let i = 0; i < 80; i++) {
          const p = new solver.Position(s);
          p.playSafe();
          for (const m of lineOfCodes(p)) kinds.add(m.kind === 'move' ? m.to.zone : m.kind);
          const moves = fresh.legalMoves(s).filter((m) => !fresh.isIdleMove(s, m));
          if (moves.length === 0) break;
          const a = fresh.apply(s, moves[next() % moves.length]!);
          if (!a.ok) break;
          s = a.state;
        }
      }
      expect([...kinds]).toEqual(['f']);
    });
  });

  it("are no Queen onto its King lying on the next suit's Ace: that King lies on no card of its suit", () => {
    // Fortune's Favor, stock and waste out: the Queen of spades (11) tops pile 0, its King (12)
    // tops pile 1 on the Ace of hearts (13); the Jack of spades (10) and the other hearts lie about.
    const tableau = [[14, 11], [13, 12], [10, 15], [16], [17], [18], [19], [20], [21], [22], [23], [24, 25]];
    const s: State = { game: 'fortunes-favor', tableau, hidden: new Array<number>(12).fill(0), stock: [], waste: [], foundations: [9, -1, 38, 51] };
    const p = new Position(s);
    p.playSafe();
    expect(lineOfCodes(p).filter((m) => m.kind === 'move' && m.to.zone === 't')).toEqual([]);
  });

  it('are none in plain mode, nor where cards do not build down by suit', () => {
    for (const s of smallOnes()) {
      expect(new Position(s, { plain: true }).playSafe()).toBe(0);
      const p = new Position(s);
      const view = Object.create(p, { t: { value: { ...p.t, bySuit: false } } }) as Position;
      expect(view.playSafe(), s.game).toBe(0);
    }
  });

  it('after a move, are the same as a full look for them would play', () => {
    const kinds = new Set<string>();
    for (const game of GAMES) {
      const starts = [1, 2, 3].map((n) => initialState(numberedDeal(game, n)));
      for (let seed = 1; seed <= 8; seed++) starts.push(smallPosition(game, seed, 24 + seed * 3));
      for (const [k, start] of starts.entries()) {
        const next = mulberry32(k * 31 + 1);
        const p = new Position(start);
        p.playSafe();
        const buf = new Int32Array(512);
        for (let i = 0; i < 60; i++) {
          const end = p.moves(buf, 0, new Int32Array(512));
          if (end === 0) break;
          const code = buf[next() % end]!;
          p.play(code);
          const other = new Position(reached(start, p));
          const before = p.histLen;
          const n = p.playSafeAfter(code);
          expect(n, `${game} ${k} step ${i}`).toBe(other.playSafe());
          expect(movesOfCodes(p.hist.subarray(before, p.histLen))).toEqual(lineOfCodes(other));
          const m = movesOfCodes([code])[0]!;
          if (n > 0) kinds.add(m.kind === 'draw' ? 'draw' : `${m.from.zone}>${m.to.zone}`);
        }
      }
    }
    // Safe moves come to light after every kind of move.
    expect([...kinds].sort()).toEqual(['draw', 't>f', 't>t', 'w>f', 'w>t']);
  });
});
