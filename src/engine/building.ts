import { type Card, KING, cardLabel, rankOf, suitOf } from './cards.ts';
import type { Source } from './types.ts';

/** Who may fill an empty tableau pile. */
export type SpaceRule = 'king' | 'any' | 'none';

/**
 * The tableau rule four of the games share: down by suit, one card at a time, with the game's own
 * rule for spaces. Returns the game's `tableauAccepts`.
 */
export function buildDownBySuit(space: SpaceRule, pileName: string, noSpaceReason?: string) {
  return (c: Card, pile: readonly Card[], _source: Source): string | null => {
    const top = pile[pile.length - 1];
    if (top === undefined) {
      if (space === 'any') return null;
      if (space === 'king') return rankOf(c) === KING ? null : `only a King may fill an empty ${pileName}`;
      return noSpaceReason ?? `no card may be moved into an empty ${pileName}`;
    }
    if (suitOf(top) === suitOf(c) && rankOf(top) === rankOf(c) + 1) return null;
    if (rankOf(c) === KING) {
      return space === 'king' ? `${cardLabel(c)} goes only on an empty ${pileName}` : `nothing ranks above ${cardLabel(c)}: it cannot be built on a ${pileName}`;
    }
    return `${cardLabel(c)} goes on ${cardLabel(c + 1)}, not on ${cardLabel(top)}`;
  };
}
