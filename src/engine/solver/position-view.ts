import type { Card } from '../cards.ts';
import type { GameTables } from './tables.ts';

/**
 * What the move list, the safe moves and the lock test read of a position: `Position` has all of
 * it, and they take this instead of importing position.ts, which imports them (no import circle).
 */
export interface PositionView {
  readonly t: GameTables;
  readonly piles: number;
  readonly cards: Uint8Array;
  readonly len: Uint8Array;
  readonly stockLen: number;
  readonly waste: Uint8Array;
  readonly wasteLen: number;
  readonly homeCount: Uint8Array;
  readonly plain: boolean;
  /** Every card goes home as soon as it can (not a safe rule: see `Budget.greedyHome`). */
  readonly greedyHome: boolean;
  play(code: number): void;
  homeFor(c: Card): number;
  canHome(c: Card): boolean;
}
