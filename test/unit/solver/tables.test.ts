/**
 * A game's rules as the solver reads them (src/engine/solver/tables.ts): the foundation top that
 * takes each card, as the rules' own `foundationTakes` says, and what the game builds, as its
 * rules in RULES.md say: every game builds down by suit, Waxing Moon builds nothing, and only
 * Fortune's Favor refills its spaces. Games registered afresh try every build rule a new game can
 * have. Rules no game can state yet (a King built on the next suit's Ace, a foundation that takes
 * a card on two tops) are made by standing in for the engine's reading of the rules.
 */
import { describe, expect, it, vi } from 'vitest';
import { GAME_IDS, foundationTakes, gameDef } from '../../../src/engine/index.ts';
import { gameTables } from '../../../src/engine/solver/tables.ts';
import { everyBuildRule } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';

describe("the solver's tables of a game", () => {
  it('name, for each card, the one foundation top that takes it (an empty foundation for an Ace)', () => {
    for (const game of GAME_IDS) {
      const t = gameTables(game);
      for (let c = 0; c < 52; c++) {
        const takers: number[] = [];
        for (let top = -1; top < 52; top++) if (foundationTakes(c, top)) takers.push(top);
        expect(takers, `${game} card ${c}`).toEqual([t.needTop[c]]);
        expect(t.needTop[c], `${game} card ${c}`).toBe(c % 13 === 0 ? -1 : c - 1);
      }
    }
  });

  it('say what each game builds, and how many piles, foundations and decks it has', () => {
    for (const game of GAME_IDS) {
      const t = gameTables(game);
      const def = gameDef(game);
      expect(t.def).toBe(def);
      expect([t.piles, t.foundations, t.copies], game).toEqual([def.piles.length, def.foundations, def.decks]);
      expect(t.builds, game).toBe(game !== 'waxing-moon');
      expect(t.bySuit, game).toBe(true);
      expect(t.refills, game).toBe(game === 'fortunes-favor');
    }
  });

  it('hold the build rule: a card goes onto the next higher card of its suit, and nothing else, where a game builds', () => {
    for (const game of GAME_IDS) {
      const t = gameTables(game);
      for (let c = 0; c < 52; c++) {
        for (let top = 0; top < 52; top++) {
          const allowed = t.onto[c * 52 + top] === 1;
          expect(allowed, `${game} ${c} onto ${top}`).toBe(t.builds && top === c + 1 && c % 13 !== 12);
        }
      }
    }
  });

  it('read any build rule a new game can have: whether it builds, whether only down by suit, whether it refills', async () => {
    await freshModules(async () => {
      const games = await import('../../../src/engine/games/index.ts');
      const solverTables = await import('../../../src/engine/solver/tables.ts');
      for (const def of everyBuildRule()) {
        games.registerGame(def);
        const t = solverTables.gameTables(def.id);
        const { by, direction, space, refill } = def.build;
        const rule = JSON.stringify(def.build);
        expect(t.builds, rule).toBe(by !== 'none' || space !== 'none');
        expect(t.bySuit, rule).toBe(by === 'none' || (by === 'suit' && direction === 'down'));
        expect(t.refills, rule).toBe(refill);
      }
    });
  });

  it("count a rule that puts a King on the next suit's Ace as not by suit, though that Ace follows the King in the cards' order", async () => {
    await freshModules(async () => {
      vi.doMock('../../../src/engine/building.ts', async (importOriginal) => {
        const real = await importOriginal<typeof import('../../../src/engine/building.ts')>();
        // Lucky Fan's rule, and the King of spades (12) onto the Ace of hearts (13) from a pile.
        const buildTables: typeof real.buildTables = (rule) => {
          const t = real.buildTables(rule);
          const onto = t.onto.slice();
          onto[real.FROM_PILE * 2704 + 12 * 52 + 13] = 1;
          return { ...t, onto };
        };
        return { ...real, buildTables };
      });
      try {
        const t = (await import('../../../src/engine/solver/tables.ts')).gameTables('lucky-fan');
        expect(t.builds).toBe(true);
        expect(t.bySuit).toBe(false);
      } finally {
        vi.doUnmock('../../../src/engine/building.ts');
      }
    });
  });

  it('refuse a game whose foundations would take a card on two tops: the solver counts foundations by the one top each card needs', async () => {
    await freshModules(async () => {
      vi.doMock('../../../src/engine/rules.ts', async (importOriginal) => {
        const real = await importOriginal<typeof import('../../../src/engine/rules.ts')>();
        // A foundation that runs on from a King into the next suit's Ace, besides an empty one.
        const foundationTakes: typeof real.foundationTakes = (c, top) => real.foundationTakes(c, top) || (c === 13 && top === 12);
        return { ...real, foundationTakes };
      });
      try {
        const solverTables = await import('../../../src/engine/solver/tables.ts');
        expect(() => solverTables.gameTables('lucky-fan')).toThrow(/one foundation top per card; 13 has several/);
      } finally {
        vi.doUnmock('../../../src/engine/rules.ts');
      }
    });
  });

  it('are built once per game', () => {
    for (const game of GAME_IDS) expect(gameTables(game)).toBe(gameTables(game));
  });
});
