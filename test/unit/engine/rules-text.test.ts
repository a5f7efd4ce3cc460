import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef } from '../../../src/engine/index.ts';
import { rulesTextProblems } from './rules-text.ts';

describe('rules text', () => {
  it.each(GAME_IDS)('%s: says what the build rule does', (game) => {
    expect(rulesTextProblems(gameDef(game))).toEqual([]);
  });

  it('is caught when it disagrees with the rule', () => {
    const def = gameDef(GAME_IDS[0]!);
    const kings = { ...def, build: { ...def.build, space: 'king' as const, refill: false } };
    expect(rulesTextProblems(kings).length).toBeGreaterThan(0);
    const colours = { ...def, build: { ...def.build, by: 'alternate-colour' as const } };
    expect(rulesTextProblems(colours).length).toBeGreaterThan(0);
  });
});
