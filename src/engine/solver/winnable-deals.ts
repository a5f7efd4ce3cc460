import { gameDef } from '../games/index.ts';
import type { GameId } from '../types.ts';

/**
 * The deal numbers a game ships as proven winnable (its GameDef's `winnableDeals`; a long list
 * sits beside the game's file, in games/ID.winnable.ts). Reproduce:
 * `npx tsx scripts/scan-winnable.ts GAME FROM TO MAX_MS` (README, "Winnable deals"). Games where a
 * few tries find a winnable deal ship none: the page searches for them.
 */
export function winnableDeals(game: GameId): readonly number[] {
  return gameDef(game).winnableDeals;
}
