/**
 * A lost game's deal on the Results: was it winnable? Asked of the solver's worker once a visit
 * (its answer kept with the visit's verdicts, verdicts.ts); a winning line found and replayed by
 * the worker lets the Results offer to show it. Phaser-free: the Results scene asks, and draws
 * again when told.
 */
import { type Deal, initialState } from '../engine/index.ts';
import type { SolverPort } from './solverPort.ts';
import { remember, verdictOf } from './verdicts.ts';

/** The search for a lost deal's winning line, while the Results show. */
export const WINNABLE_BUDGET = { maxMs: 6000, maxNodes: 6_000_000 } as const;

/** Whether the Results of a game offer its deal's winning line: lost, and its deal known winnable. */
export function lineToWatch(game: { readonly won: boolean; readonly deal: Deal }): boolean {
  return !game.won && verdictOf(initialState(game.deal)) === 'win';
}

/**
 * Asks whether a lost game's deal was winnable, unless it was won or the visit knows already:
 * resolves true when the answer is a winning line to show (the Results then draw it as an offer),
 * false otherwise (no solver, no answer, not winnable, known before).
 */
export async function askWinnable(game: { readonly won: boolean; readonly deal: Deal }, solver: Pick<SolverPort, 'solve'> | null): Promise<boolean> {
  const start = initialState(game.deal);
  if (game.won || !solver || verdictOf(start) !== undefined) return false;
  const r = await solver.solve(start, WINNABLE_BUDGET, WINNABLE_BUDGET.maxMs + 4000);
  if (!r) return false;
  remember(start, r.verdict, r.line);
  return r.verdict === 'win' && r.replayed;
}
