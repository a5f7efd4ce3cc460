import { type Deal, initialState } from '../deals.ts';
import { apply, isWon } from '../rules.ts';
import type { Move } from '../types.ts';

/** Whether `line` plays from the start of `deal`, every move legal, to a won game. */
export function replaysToWin(deal: Deal, line: readonly Move[]): boolean {
  let s = initialState(deal);
  for (const m of line) {
    const a = apply(s, m);
    if (!a.ok) return false;
    s = a.state;
  }
  return isWon(s);
}
