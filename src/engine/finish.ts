import { finishMoves } from './autoplay.ts';
import type { State } from './types.ts';

// The finish is written beside auto-play, which it follows (autoplay.ts).
export { finishMoves };

/**
 * The rest of the game needs no decision: no hidden card, the stock empty (or none), and every
 * remaining card reaches home by foundation moves alone. Offer Finish (or finish at once).
 */
export function canFinish(state: State): boolean {
  return finishMoves(state).length > 0;
}
