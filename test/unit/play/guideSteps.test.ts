import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef } from '../../../src/engine/games/index.ts';
import { guideSteps } from '../../../src/play/guideSteps.ts';

const GAMES = GAME_IDS.map(gameDef);

describe('guideSteps', () => {
  it('gives every game three to five steps ending with how it is won', () => {
    for (const game of GAMES) {
      const steps = guideSteps(game);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(5);
      expect(steps.at(-1)).toEqual({ kind: 'win', cards: game.decks * 52 });
    }
  });

  it('follows the definition: a stock step only where there is a stock, the space rule as written', () => {
    for (const game of GAMES) {
      const kinds = guideSteps(game).map((s) => s.kind);
      expect(kinds.includes('stock')).toBe(game.stock > 0);
      const space = guideSteps(game).find((s) => s.kind === 'space');
      if (game.build.refill) expect(space).toEqual({ kind: 'space', fill: 'refill' });
      else if (game.build.space === 'none') expect(space).toBeUndefined();
      else expect(space).toEqual({ kind: 'space', fill: game.build.space });
    }
  });

  it("teaches each game's first two rules as its rules say them", () => {
    const firstTwo = (id: string) => guideSteps(gameDef(id)).slice(0, 2);
    const bySuitDown = { kind: 'build', by: 'suit', direction: 'down' };
    expect(firstTwo('fortunes-favor')).toEqual([{ kind: 'foundation', aces: true }, bySuitDown]);
    for (const id of ['famous-fifty', 'lucky-fan', 'rouge-forty']) expect(firstTwo(id), id).toEqual([{ kind: 'foundation', aces: false }, bySuitDown]);
    expect(firstTwo('waxing-moon')).toEqual([{ kind: 'foundation', aces: false }, { kind: 'stock' }]);
  });
});
