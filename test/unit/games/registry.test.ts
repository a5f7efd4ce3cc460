/**
 * The registry of games (src/engine/games/index.ts) as callers read it: the one list of ids, a
 * game's definition by id, and outside input checked before it is taken for an id.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef, isGameId, registerGame } from '../../../src/engine/games/index.ts';
import { fan } from './extra-games.ts';
import { freshModules } from './fresh.ts';

describe('the registry of games', () => {
  it('lists the five games of src/ first, in the order they are registered, each its own definition', () => {
    expect(GAME_IDS.slice(0, 5)).toEqual(['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon']);
    for (const id of GAME_IDS) {
      expect(isGameId(id)).toBe(true);
      expect(gameDef(id).id).toBe(id);
    }
  });

  it('knows no other id, and asked for one, throws naming it', () => {
    for (const x of ['klondike', '', 'Lucky-Fan', 'lucky-fan ', 3, null, undefined, {}, ['lucky-fan']]) expect(isGameId(x), JSON.stringify(x)).toBe(false);
    expect(() => gameDef('klondike')).toThrow('unknown game "klondike"');
  });

  it('adds a new game after the five, known by its id from then on', async () => {
    await freshModules(async () => {
      const games = await import('../../../src/engine/games/index.ts');
      expect(games.isGameId(fan.id)).toBe(false);
      games.registerGame(fan);
      expect(games.GAME_IDS).toEqual([...GAME_IDS.slice(0, 5), fan.id]);
      expect(games.isGameId(fan.id)).toBe(true);
      expect(games.gameDef(fan.id)).toBe(fan);
    });
  });

  it('refuses a game registered twice, and keeps the list as it was', () => {
    const before = [...GAME_IDS];
    const luckyFan = gameDef('lucky-fan');
    expect(() => {
      registerGame(luckyFan);
    }).toThrow('game lucky-fan is registered twice');
    expect(GAME_IDS).toEqual(before);
    expect(gameDef('lucky-fan')).toBe(luckyFan);
  });
});
