import { describe, expect, it } from 'vitest';
import { type State, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { Position } from '../../../src/engine/solver/position.ts';

/*
 * The solver's inner loop takes shortcuts: safe moves looked for only where a move can have made
 * one, targets looked up by card where cards build by suit, and keys that recompute only the piles
 * a move changed. Each must give exactly what the long way gives, or searches would differ.
 */

const GAMES = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'] as const;

/**
 * The same position rebuilt from its saved bytes (which leave the stock's cards to the deal):
 * keys summed over every pile afresh.
 */
function rebuilt(p: Position, deal: State): Position {
  const buf = new Uint8Array(p.saveSize);
  p.save(buf, 0);
  const q = new Position(deal);
  q.load(buf, 0);
  return q;
}

function saved(p: Position): string {
  const buf = new Uint8Array(p.saveSize);
  p.save(buf, 0);
  return buf.join();
}

/** The moves the general loop lists, which reads every pile's top for every card. */
function listedTheLongWay(p: Position): number[] {
  const view = Object.create(p, { t: { value: { ...p.t, bySuit: false } } }) as Position;
  const buf = new Int32Array(512);
  const end = view.moves(buf, 0, new Int32Array(512));
  return Array.from(buf.subarray(0, end));
}

function listed(p: Position): number[] {
  const buf = new Int32Array(512);
  const end = p.moves(buf, 0, new Int32Array(512));
  return Array.from(buf.subarray(0, end));
}

describe("the solver's shortcuts", () => {
  it('list the same moves, play the same safe moves and key the same as the long way, on random walks in every game', () => {
    let safeSeen = 0;
    let steps = 0;
    for (const game of GAMES) {
      for (let deal = 1; deal <= 6; deal++) {
        const next = mulberry32(deal * 7919);
        const start = initialState(numberedDeal(game, deal));
        const p = new Position(start);
        p.playSafe();
        for (let i = 0; i < 250; i++) {
          const moves = listed(p);
          expect(moves, `${game} ${deal} step ${i}`).toEqual(listedTheLongWay(p));
          if (moves.length === 0) break;
          const code = moves[next() % moves.length]!;
          const other = rebuilt(p, start);
          p.play(code);
          const played = p.playSafeAfter(code);
          other.play(code);
          expect(played, `${game} ${deal} step ${i}`).toBe(other.playSafe());
          expect(saved(p), `${game} ${deal} step ${i} code ${code}`).toBe(saved(other));
          const fresh = rebuilt(p, start);
          expect([p.key1(), p.key2()], `${game} ${deal} step ${i}`).toEqual([fresh.key1(), fresh.key2()]);
          if (played > 0) safeSeen++;
          steps++;
        }
      }
    }
    // The walks must reach the cases that matter: safe moves after the move played.
    expect(safeSeen).toBeGreaterThan(20);
    expect(steps).toBeGreaterThan(1000);
  });

  it('take a move back to the same key', () => {
    const p = new Position(initialState(numberedDeal('famous-fifty', 9)));
    const before = [p.key1(), p.key2()];
    for (const code of listed(p)) {
      p.play(code);
      p.playSafeAfter(code);
      p.key1();
      p.undoTo(0);
      expect([p.key1(), p.key2()]).toEqual(before);
    }
  });
});
