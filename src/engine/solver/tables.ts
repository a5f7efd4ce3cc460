import type { Card } from '../cards.ts';
import { GAMES } from '../games/index.ts';
import { foundationTakes } from '../rules.ts';
import type { GameDef, GameId } from '../types.ts';

/** Source codes of the lookup tables: a card lifted from a pile, or from the waste. */
export const FROM_PILE = 0;
export const FROM_WASTE = 1;

/**
 * A game's rules as flat lookup tables, built once from its GameDef so the search never calls
 * back into the engine in its inner loop, and never holds a second copy of the rules.
 *
 * `tableauAccepts` gets the whole target pile; the tables ask it about a one-card pile and an empty
 * one. That is exact for every game here, whose rule reads only the top card (buildDownBySuit) or
 * nothing at all (Waxing Moon). A game whose rule read deeper into the pile would need more.
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
}

const cache = new Map<GameId, GameTables>();

export function gameTables(game: GameId): GameTables {
  const have = cache.get(game);
  if (have) return have;
  const def = GAMES[game];
  const onto = new Uint8Array(2 * 52 * 52);
  const ontoEmpty = new Uint8Array(2 * 52);
  let builds = false;
  let bySuit = true;
  for (const [s, source] of [
    [FROM_PILE, 'tableau'],
    [FROM_WASTE, 'waste'],
  ] as const) {
    for (let c: Card = 0; c < 52; c++) {
      if (def.tableauAccepts(c, [], source) === null) {
        ontoEmpty[s * 52 + c] = 1;
        builds = true;
      }
      for (let t: Card = 0; t < 52; t++) {
        if (def.tableauAccepts(c, [t], source) === null) {
          onto[s * 2704 + c * 52 + t] = 1;
          builds = true;
          if (t !== c + 1 || c % 13 === 12) bySuit = false;
        }
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
  const t: GameTables = { def, piles: def.piles.length, foundations: def.foundations, copies: def.decks, onto, ontoEmpty, needTop, builds, bySuit };
  cache.set(game, t);
  return t;
}
