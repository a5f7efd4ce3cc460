/**
 * The safe moves (src/engine/solver/safe-moves.ts), which the search plays without branching: they
 * never turn a winnable position into a lost one, and every one there is gets played. Checked
 * against the plain search of the engine's own moves on small positions of every game.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, type State, foundationTakes, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { Position, lineOfCodes, movesOfCodes } from '../../../src/engine/solver/position.ts';
import { plainWinnable, replay, smallPosition } from './small-positions.ts';

const GAMES: readonly GameId[] = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'];

/** The position `p` reached from `start`, as the engine plays the solver's line. */
const reached = (start: State, p: Position): State => replay(start, lineOfCodes(p));

const canGoHome = (s: State, c: number) => s.foundations.some((top) => foundationTakes(c, top));

/**
 * A safe move home the proofs allow, left on a top: a card that can go home whose every lower
 * copy is home already (every copy of an Ace's "lower card" is), but in Fortune's Favor a card
 * whose leaving would be refilled (the waste's, or a pile's last) while waste or stock hold cards.
 */
function safeHomeLeft(s: State): boolean {
  const copies = s.game === 'famous-fifty' || s.game === 'waxing-moon' ? 2 : 1;
  const refills = s.game === 'fortunes-favor';
  const lowerHome = (c: number) => c % 13 === 0 || s.foundations.filter((top) => top >= c - 1 && Math.floor(top / 13) === Math.floor(c / 13)).length === copies;
  const refillsLeft = refills && (s.waste.length > 0 || s.stock.length > 0);
  const pileSafe = s.tableau.some((p) => p.length > 0 && canGoHome(s, p[p.length - 1]!) && lowerHome(p[p.length - 1]!) && !(refillsLeft && p.length === 1));
  const w = s.waste[s.waste.length - 1];
  return pileSafe || (w !== undefined && canGoHome(s, w) && lowerHome(w) && !refillsLeft);
}

/**
 * A settled pair left (one-deck games whose spaces never take z+1): a top card z, not a Queen or
 * King, not already on z+1, with z+1 the top of another pile lying on z+2; in Fortune's Favor not
 * a pile's last card while waste or stock hold cards.
 */
function settledPairLeft(s: State): boolean {
  if (s.game !== 'lucky-fan' && s.game !== 'fortunes-favor') return false;
  const tops = s.tableau.map((p) => p[p.length - 1]);
  return s.tableau.some((p) => {
    const z = p[p.length - 1];
    if (z === undefined || z % 13 >= 11 || p[p.length - 2] === z + 1) return false;
    if (s.game === 'fortunes-favor' && p.length === 1 && (s.waste.length > 0 || s.stock.length > 0)) return false;
    const q = tops.indexOf(z + 1);
    return q >= 0 && s.tableau[q]![s.tableau[q]!.length - 2] === z + 2;
  });
}

/** Small positions of every game, winnable ones and lost ones. */
function* smallOnes(): Generator<State> {
  for (const game of GAMES) for (let seed = 1; seed <= 40; seed++) yield smallPosition(game, seed, 8 + (seed % 5) * 2);
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

  it('are none in plain mode, nor where cards do not build down by suit', () => {
    for (const s of smallOnes()) {
      expect(new Position(s, { plain: true }).playSafe()).toBe(0);
      const p = new Position(s);
      const view = Object.create(p, { t: { value: { ...p.t, bySuit: false } } }) as Position;
      expect(view.playSafe(), s.game).toBe(0);
    }
  });

  it('after a move, are the same as a full look for them would play', () => {
    for (const game of GAMES) {
      for (let deal = 1; deal <= 3; deal++) {
        const next = mulberry32(deal * 31);
        const start = initialState(numberedDeal(game, deal));
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
          expect(p.playSafeAfter(code), `${game} ${deal} step ${i}`).toBe(other.playSafe());
          expect(movesOfCodes(p.hist.subarray(before, p.histLen))).toEqual(lineOfCodes(other));
        }
      }
    }
  });
});
