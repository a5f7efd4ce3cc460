import type { State } from '../types.ts';
import { type Budget, Search } from './search.ts';

/** Whether some sequence of moves puts another card on a foundation: yes, no (proven), or unknown. */
export type Reach = 'yes' | 'no' | 'unknown';

/**
 * Dead ends found by search: searches every sequence of moves (with full knowledge,
 * as the rules of the game decide the outcome, not what the player knows) for one that lets a
 * card go home. 'no' means the game is lost however it is played: RULES.md's dead end, found
 * deeper than `isLost` looks. A won position has no card left to go home: 'no' is returned for it
 * too, so callers check `isWon` first.
 */
export function canReachFoundation(state: State, budget: Budget = { maxNodes: 200_000 }): Reach {
  const r = new Search(state, 'home', budget).run()!;
  return r.verdict === 'win' ? 'yes' : r.verdict === 'loss' ? 'no' : 'unknown';
}
