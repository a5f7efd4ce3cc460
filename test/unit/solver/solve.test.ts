import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { applyAll } from '../engine/position.ts';
import { lockedPosition, plainWinnable, smallPosition } from './small-positions.ts';

describe('solver verdicts', () => {
  it.each(GAME_IDS)('%s: every WIN line replays to a win through the engine', (game) => {
    let wins = 0;
    for (let n = 1; n <= 30 && wins < 3; n++) {
      const start = initialState(numberedDeal(game, n));
      const r = solve(start, { maxNodes: 10_000 });
      if (r.verdict !== 'win') continue;
      wins++;
      expect(isWon(applyAll(start, r.line))).toBe(true);
    }
    // Waxing Moon's numbered deals are almost never winnable: its wins come from small positions below.
    if (game !== 'waxing-moon') expect(wins).toBeGreaterThan(0);
  });

  /** Small positions where both verdicts occur (see small-positions.ts). */
  const small = (game: GameId, seed: number) => {
    switch (game) {
      case 'lucky-fan':
        return smallPosition(game, seed, 10, false, 2);
      case 'fortunes-favor':
        return smallPosition(game, seed, 14, seed % 2 === 0, 4);
      case 'waxing-moon':
        return smallPosition(game, seed, 14, seed % 2 === 0, 8);
      default:
        return seed % 2 === 0 ? lockedPosition(game, seed) : smallPosition(game, seed, 12);
    }
  };

  it.each(GAME_IDS)('%s: verdicts on small hand-made positions agree with a plain exhaustive search', (game) => {
    const seen = { win: 0, loss: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const start = small(game, seed * 7919);
      const r = solve(start);
      expect(r.verdict).not.toBe('unknown');
      const expected = plainWinnable(start);
      expect(r.verdict, `seed ${seed}`).toBe(expected ? 'win' : 'loss');
      if (r.verdict === 'win') expect(isWon(applyAll(start, r.line))).toBe(true);
      seen[r.verdict === 'win' ? 'win' : 'loss']++;
    }
    // Both verdicts must occur, or the comparison proves little.
    expect(seen.win).toBeGreaterThan(2);
    expect(seen.loss).toBeGreaterThan(2);
  });

  it.each(['rouge-forty', 'fortunes-favor', 'waxing-moon', 'lucky-fan'] as const)('%s: the reductions change no verdict on whole deals (against plain mode)', (game) => {
    let decided = 0;
    for (let n = 1; n <= 12; n++) {
      const start = initialState(numberedDeal(game, n));
      const plain = solve(start, { maxNodes: 40_000, plain: true });
      if (plain.verdict === 'unknown') continue;
      decided++;
      expect(solve(start).verdict, `deal ${n}`).toBe(plain.verdict);
    }
    expect(decided).toBeGreaterThan(2);
  });

  it('answers UNKNOWN when the budget runs out, and decides the same deal with more', () => {
    const start = initialState(numberedDeal('lucky-fan', 2));
    const big = solve(start, { maxNodes: 5_000_000 });
    expect(big.verdict).not.toBe('unknown');
    expect(big.nodes).toBeGreaterThan(2048);
    const small = solve(start, { maxNodes: 1024 });
    expect(small.verdict).toBe('unknown');
    expect(small.stopped).toBe('nodes');
    const timed = solve(initialState(numberedDeal('famous-fifty', 3)), { maxMs: 1, maxNodes: 1e9 });
    expect(timed.verdict === 'unknown' ? timed.stopped : 'decided in 1 ms').toMatch(/time|decided/);
  });
});
