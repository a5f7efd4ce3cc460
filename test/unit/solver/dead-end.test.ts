/**
 * Dead ends found by search (src/engine/solver/dead-end.ts): whether some sequence of moves sends
 * another card home, as the plain search of the engine's moves finds; a won position is no dead
 * end to look for.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type State, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { canReachFoundation } from '../../../src/engine/solver/dead-end.ts';
import { wonState } from '../../../src/engine/winnable/build.ts';
import { homeNow, lockedPosition, plainSearch, smallPosition } from './small-positions.ts';

describe('dead ends found by search', () => {
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

  it.each(GAME_IDS)('%s: answers no for the won position, where no card is left to go home', (game) => {
    const won = wonState(game);
    expect(isWon(won)).toBe(true);
    expect(canReachFoundation(won)).toBe('no');
  });

  it('a search cut short by its budget answers unknown, never a dead end', () => {
    // Every Ace at the bottom of a pile: no card goes home until a search digs one out.
    const acesBuried = (s: State): State => {
      const tableau = s.tableau.map((p) => [...p]);
      const stock = [...s.stock];
      const waste = [...s.waste];
      const loose = [...tableau, stock, waste].flatMap((p) => p.flatMap((c, i) => (c % 13 === 0 && !(i === 0 && tableau.includes(p)) ? [[p, i] as const] : [])));
      const bottoms = tableau.filter((p) => p[0]! % 13 !== 0);
      expect(loose.length).toBeLessThanOrEqual(bottoms.length);
      loose.forEach(([p, i], k) => {
        [p[i], bottoms[k]![0]] = [bottoms[k]![0]!, p[i]!];
      });
      return { ...s, tableau, stock, waste };
    };
    // Famous Fifty's deals 4 and 14 so: a dead end, and a card home after more positions than a budget of one allows.
    for (const [n, whole] of [[4, 'no'], [14, 'yes']] as const) {
      const start = acesBuried(initialState(numberedDeal('famous-fifty', n)));
      expect(canReachFoundation(start), `deal ${n}`).toBe(whole);
      expect(canReachFoundation(start, { maxNodes: 1 }), `deal ${n}`).toBe('unknown');
    }
  });
});
