import type { GameDef, GameId } from '../types.ts';
import { famousFifty } from './famous-fifty.ts';
import { fortunesFavor } from './fortunes-favor.ts';
import { luckyFan } from './lucky-fan.ts';
import { rougeForty } from './rouge-forty.ts';
import { waxingMoon } from './waxing-moon.ts';

const registry = new Map<GameId, GameDef>();
const ids: GameId[] = [];

/** Every registered game's id, in registration order (the menu's order). The one list of ids. */
export const GAME_IDS: readonly GameId[] = ids;

/** Adds a game; everything (deal files, the CLI, layout, menu, solver) reads the registry. */
export function registerGame(def: GameDef): void {
  if (registry.has(def.id)) throw new Error(`game ${def.id} is registered twice`);
  registry.set(def.id, def);
  ids.push(def.id);
}

// The registry: a sixth game is one file and one line here.
registerGame(fortunesFavor);
registerGame(luckyFan);
registerGame(rougeForty);
registerGame(famousFifty);
registerGame(waxingMoon);

export function isGameId(id: unknown): id is GameId {
  // A Map's keys are compared without converting: it has nothing but its own strings.
  return (registry as ReadonlyMap<unknown, GameDef>).has(id);
}

/** The game of a registered id; throws for any other (check outside input with isGameId first). */
export function gameDef(id: GameId): GameDef {
  const def = registry.get(id);
  if (!def) throw new Error(`unknown game ${JSON.stringify(id)}`);
  return def;
}
