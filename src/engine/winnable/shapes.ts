import { gameDef } from '../games/index.ts';
import type { GameId, WinnableShape } from '../types.ts';

export type Shape = WinnableShape;

/** An even walk, for a game whose definition names no shape (its winnable deals are found, not built). */
const EVEN: Shape = { weights: { undraw: 1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 0, walks: 1 };

/** The shape of the backwards walk for `game` (its GameDef's `winnable`; build.ts). */
export function shapeOf(game: GameId): Shape {
  const recipe = gameDef(game).winnable;
  return recipe?.method === 'built' ? recipe.shape : EVEN;
}
