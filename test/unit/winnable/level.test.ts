/**
 * The small parts of winnable deals: the names of the levels (level.ts), the shape of the backwards
 * walk each game's deals are built by (shapes.ts), and the replay that checks a winning line
 * (replay.ts).
 */
import { describe, expect, it } from 'vitest';
import { fan } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';
import { GAME_IDS, gameDef } from '../../../src/engine/games/index.ts';
import { LEVELS, hasLevels, isLevel } from '../../../src/engine/winnable/level.ts';
import { replaysToWin } from '../../../src/engine/winnable/replay.ts';
import { shapeOf } from '../../../src/engine/winnable/shapes.ts';
import { winnableDeal } from '../../../src/engine/winnable/build.ts';

describe('levels, shapes and replays', () => {
  it('three levels, easy to hard, and no other name is one', () => {
    expect(LEVELS).toEqual(['easy', 'medium', 'hard']);
    expect(LEVELS.every(isLevel)).toBe(true);
    for (const x of ['Easy', '', 'very hard', 0, null, undefined, ['easy']]) expect(isLevel(x), String(x)).toBe(false);
  });

  it('every game of src/ has levels', () => {
    for (const game of GAME_IDS.slice(0, 5)) expect(hasLevels(game), game).toBe(true);
  });

  it('a game registered without levels has none', async () => {
    await freshModules(async () => {
      const { registerGame } = await import('../../../src/engine/games/index.ts');
      const level = await import('../../../src/engine/winnable/level.ts');
      registerGame(fan);
      expect(fan.levels).toBeUndefined();
      expect(level.hasLevels(fan.id)).toBe(false);
      expect(level.hasLevels('lucky-fan')).toBe(true);
    });
  });

  it('a built game walks back by its own shape, a found game by an even one', () => {
    for (const game of ['famous-fifty', 'waxing-moon']) {
      const recipe = gameDef(game).winnable;
      expect(recipe?.method).toBe('built');
      expect(shapeOf(game)).toEqual(recipe?.method === 'built' ? recipe.shape : null);
    }
    for (const game of ['fortunes-favor', 'lucky-fan', 'rouge-forty']) {
      expect(shapeOf(game)).toEqual({ weights: { undraw: 1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 0, walks: 1 });
    }
  });

  it('a line replays to a win only whole, in order, every move legal', () => {
    const { deal, line } = winnableDeal('waxing-moon', 1);
    expect(line.length).toBeGreaterThan(2);
    expect(replaysToWin(deal, line)).toBe(true);
    expect(replaysToWin(deal, line.slice(0, -1))).toBe(false);
    expect(replaysToWin(deal, [])).toBe(false);
    expect(replaysToWin(deal, [line.at(-1)!, ...line.slice(0, -1)])).toBe(false);
  });
});
