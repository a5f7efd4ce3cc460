import { FROM_PILE, FROM_WASTE, buildTables } from '../building.ts';
import { gameDef } from '../games/index.ts';
import { foundationTakes } from '../rules.ts';
import type { GameDef, GameId } from '../types.ts';

export { FROM_PILE, FROM_WASTE };

/**
 * A game's rules as flat lookup tables, built once from its GameDef so the search never calls
 * back into the engine in its inner loop, and never holds a second copy of the rules: `onto` and
 * `ontoEmpty` are the build rule's own tables (building.ts), the ones legalMoves reads. The rule
 * reads only a pile's top card, so a top and "empty" say all.
 */
export interface GameTables {
  readonly def: GameDef;
  readonly piles: number;
  readonly foundations: number;
  /** Copies of each card in the game (1 or 2). */
  readonly copies: number;
  /** onto[source * 2704 + card * 52 + top]: 1 when `card` may go onto a pile whose top is `top`. */
  readonly onto: Uint8Array;
  /** ontoEmpty[source * 52 + card]: 1 when `card` may fill an empty pile. */
  readonly ontoEmpty: Uint8Array;
  /**
   * needTop[c]: the one foundation top that takes c (-1: an empty foundation), so a position can
   * count foundations by top and answer "can c go home" at once. Every game here has exactly one.
   */
  readonly needTop: Int8Array;
  /** Whether any card can ever move onto the tableau (Waxing Moon: none). */
  readonly builds: boolean;
  /**
   * Whether a card goes onto a pile top only when it is of the same suit and one rank lower (or
   * never). The proofs of the safe moves (position.ts) need it; without it none is made.
   */
  readonly bySuit: boolean;
  /** Whether an emptied pile is filled at once from the waste, else the stock (Fortune's Favor). */
  readonly refills: boolean;
}

const cache = new Map<GameDef, GameTables>();

export function gameTables(game: GameId): GameTables {
  const def = gameDef(game);
  const have = cache.get(def);
  if (have) return have;
  const { onto, ontoEmpty } = buildTables(def.build);
  let builds = ontoEmpty.includes(1);
  let bySuit = true;
  for (let s = 0; s < 2; s++) {
    for (let c = 0; c < 52; c++) {
      for (let top = 0; top < 52; top++) {
        if (!onto[s * 2704 + c * 52 + top]) continue;
        builds = true;
        if (top !== c + 1 || c % 13 === 12) bySuit = false;
      }
    }
  }
  const needTop = new Int8Array(52).fill(-2);
  for (let top = -1; top < 52; top++) {
    for (let c = 0; c < 52; c++) {
      if (!foundationTakes(c, top)) continue;
      if (needTop[c] !== -2) throw new Error(`the solver needs one foundation top per card; ${c} has several`);
      needTop[c] = top;
    }
  }
  const t: GameTables = { def, piles: def.piles.length, foundations: def.foundations, copies: def.decks, onto, ontoEmpty, needTop, builds, bySuit, refills: def.build.refill };
  cache.set(def, t);
  return t;
}
