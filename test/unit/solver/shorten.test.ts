import { describe, expect, it } from 'vitest';
import { type GameId, type Move, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { shortenLine } from '../../../src/engine/solver/shorten.ts';
import { replaysToWin, winnable } from '../../../src/engine/winnable/index.ts';
import { applyAll } from '../engine/position.ts';
import { roundTrip } from './small-positions.ts';

describe('shortenLine', () => {
  it('cuts detours put into a winning line, and the result still wins', () => {
    let padded = 0;
    for (const [game, n] of [['rouge-forty', 7], ['famous-fifty', 2], ['lucky-fan', 1]] as [GameId, number][]) {
      const w = winnable(game, n);
      const start = initialState(w.deal);
      const line = w.line.slice();
      // A round trip every few moves, where one exists.
      for (let i = line.length - 1; i >= 0; i -= 7) {
        const trip = roundTrip(applyAll(start, line.slice(0, i)));
        if (trip) {
          line.splice(i, 0, ...trip);
          padded++;
        }
      }
      expect(replaysToWin(w.deal, line)).toBe(true);
      const short = shortenLine(start, line);
      expect(replaysToWin(w.deal, short)).toBe(true);
      expect(short.length).toBeLessThanOrEqual(w.line.length);
    }
    expect(padded).toBeGreaterThan(10);
  });

  it('gives back a line that does not win unchanged', () => {
    const start = initialState(numberedDeal('rouge-forty', 7));
    const line: Move[] = [{ kind: 'draw' }, { kind: 'draw' }];
    expect(shortenLine(start, line)).toEqual(line);
  });

  it('the solver answers shortened lines that replay, never longer than the search found', () => {
    let shorter = 0;
    for (const [game, n] of [['rouge-forty', 3], ['rouge-forty', 7], ['lucky-fan', 2], ['fortunes-favor', 1], ['waxing-moon', 5]] as [GameId, number][]) {
      const deal = game === 'waxing-moon' ? winnable(game, n).deal : numberedDeal(game, n);
      const start = initialState(deal);
      const raw = solve(start, { maxNodes: 1_000_000, shorten: false });
      const short = solve(start, { maxNodes: 1_000_000 });
      expect(short.verdict).toBe('win');
      expect(replaysToWin(deal, short.line)).toBe(true);
      expect(short.line.length).toBeLessThanOrEqual(raw.line.length);
      if (short.line.length < raw.line.length) shorter++;
    }
    expect(shorter).toBeGreaterThanOrEqual(3);
  });
});
