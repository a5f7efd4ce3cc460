import type { GameDef, GameId } from '../types.ts';
import { famousFifty } from './famous-fifty.ts';
import { fortunesFavor } from './fortunes-favor.ts';
import { luckyFan } from './lucky-fan.ts';
import { rougeForty } from './rouge-forty.ts';
import { waxingMoon } from './waxing-moon.ts';

/** The registry: a sixth game is one file and one line here (and its id in GAME_IDS). */
export const GAMES: Readonly<Record<GameId, GameDef>> = {
  'fortunes-favor': fortunesFavor,
  'lucky-fan': luckyFan,
  'rouge-forty': rougeForty,
  'famous-fifty': famousFifty,
  'waxing-moon': waxingMoon,
};

export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(GAMES, id);
}

export function gameDef(id: GameId): GameDef {
  return GAMES[id];
}
