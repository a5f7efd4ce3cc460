import { describe, expect, it } from 'vitest';
import { type State, apply, initialState, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32, shuffled } from '../../../src/engine/random.ts';
import { Position } from '../../../src/engine/solver/position.ts';
import { en } from '../../../src/text/en.ts';

const keys = (s: State) => {
  const p = new Position(s);
  return [p.key1(), p.key2()];
};

/** The same position with its piles in another order (hidden counts travel with their piles). */
function permuted(s: State, seed: number): State {
  const order = shuffled(s.tableau.map((_, i) => i), seed);
  return { ...s, tableau: order.map((i) => s.tableau[i]!), hidden: order.map((i) => s.hidden[i]!) };
}

describe('position keys', () => {
  it('are the same whatever the order of the piles', () => {
    for (const game of ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon', 'fortunes-favor'] as const) {
      const s = initialState(numberedDeal(game, 11));
      for (let seed = 1; seed <= 5; seed++) expect(keys(permuted(s, seed)), game).toEqual(keys(s));
    }
  });

  it('are the same whatever foundation of a suit holds which run (two decks)', () => {
    const s: State = { ...initialState(numberedDeal('famous-fifty', 4)), foundations: [2, 15, -1, -1, 0, 14, -1, -1] };
    const swapped: State = { ...s, foundations: [0, 14, -1, -1, 2, 15, -1, -1] };
    expect(keys(swapped)).toEqual(keys(s));
  });

  it('differ once a card has moved, and follow the moves played and taken back', () => {
    const next = mulberry32(7);
    for (const game of ['lucky-fan', 'rouge-forty', 'famous-fifty', 'fortunes-favor'] as const) {
      let s = initialState(numberedDeal(game, 3));
      const seen = new Set<string>([keys(s).join()]);
      for (let i = 0; i < 12; i++) {
        const moves = legalMoves(s);
        if (moves.length === 0) break;
        const a = apply(s, moves[next() % moves.length]!);
        if (!a.ok) throw new Error(en.refusal(a.refusal));
        s = a.state;
        const k = keys(s).join();
        // Moves that only change pile order (a lone card into a space) keep the key: skip them.
        if (seen.has(k)) continue;
        seen.add(k);
      }
      expect(seen.size, game).toBeGreaterThan(5);
      // A position built by play/undo inside the solver keys like one built from scratch.
      const p = new Position(initialState(numberedDeal(game, 3)));
      const before = [p.key1(), p.key2()];
      const buf = new Int32Array(256);
      const end = p.moves(buf, 0, new Int32Array(256));
      for (let i = 0; i < end; i++) {
        p.play(buf[i]!);
        expect([p.key1(), p.key2()]).not.toEqual(before);
        p.undo();
        expect([p.key1(), p.key2()]).toEqual(before);
      }
    }
  });
});
