/**
 * Dead ends found by search (src/engine/solver/dead-end.ts): whether some sequence of moves sends
 * another card home, as the plain search of the engine's moves finds; a won position is no dead
 * end to look for.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type State, foundationRefusal, isWon } from '../../../src/engine/index.ts';
import { canReachFoundation } from '../../../src/engine/solver/dead-end.ts';
import { lockedPosition, plainSearch, smallPosition } from './small-positions.ts';

describe('dead ends found by search', () => {
  const homeNow = (s: Parameters<typeof plainSearch>[0]) =>
    [...s.tableau.map((p) => p[p.length - 1]), s.waste[s.waste.length - 1]].some((c) => c !== undefined && s.foundations.some((f) => foundationRefusal(c, f) === null));
  it.each(GAME_IDS)('%s: agrees with a plain search for a foundation move', (game) => {
    const seen = { yes: 0, no: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const start = smallPosition(game, seed * 104729 + 3, 9);
      if (isWon(start)) continue;
      const reach = canReachFoundation(start);
      expect(reach).not.toBe('unknown');
      expect(reach, `seed ${seed}`).toBe(plainSearch(start, homeNow) ? 'yes' : 'no');
      seen[reach === 'yes' ? 'yes' : 'no']++;
    }
    expect(seen.yes).toBeGreaterThan(0);
  });

  it('finds dead ends: positions where no card can ever go home', () => {
    let no = 0;
    for (const game of ['famous-fifty', 'rouge-forty'] as const) {
      for (let seed = 1; seed <= 10; seed++) {
        const start = lockedPosition(game, seed);
        const reach = canReachFoundation(start);
        expect(reach, `${game} ${seed}`).toBe(plainSearch(start, homeNow) ? 'yes' : 'no');
        if (reach === 'no') no++;
      }
    }
    expect(no).toBeGreaterThan(0);
  });

  it('answers no for a won position, where no card is left to go home', () => {
    const won: State = { game: 'lucky-fan', tableau: Array.from({ length: 18 }, () => []), hidden: new Array<number>(18).fill(0), stock: [], waste: [], foundations: [12, 25, 38, 51] };
    expect(isWon(won)).toBe(true);
    expect(canReachFoundation(won)).toBe('no');
  });
});
