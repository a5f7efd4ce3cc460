/**
 * "Winnable deal N" of every game, 1 to 4294967295, the same deal for everyone. Two ways, by what
 * the game's random deals are like (docs/solver.md has the measurements behind the choice):
 * - `found`, where random deals are often winnable:
 *   winnable deal N is the first of a sequence of numbered deals, drawn from N, that the solver
 *   proves won within a fixed number of positions. These are real random deals, nothing shaped.
 * - `built`, where winnable random deals are rare or unknown (the game's definition says so):
 *   built backwards from the won position (build.ts).
 * Either way the answer carries a winning line that the engine has replayed.
 */
import { type Deal, initialState, numberedDeal } from '../deals.ts';
import { MAX_DEAL, fnv1a32, isDealNumber, mulberry32 } from '../random.ts';
import { gameDef } from '../games/index.ts';
import { solve } from '../solver/solver.ts';
import type { GameId, Move } from '../types.ts';
import { winnableDeal } from './build.ts';
import { replaysToWin } from './replay.ts';

export { replaysToWin } from './replay.ts';

export type WinnableMethod = 'found' | 'built';

/** How `game`'s winnable deals are made (its GameDef's `winnable`; absent: found). */
export function winnableMethod(game: GameId): WinnableMethod {
  return gameDef(game).winnable?.method ?? 'found';
}

/**
 * Positions the solver may expand on each numbered deal tried (`found`). A node budget, not a
 * time: the same on every machine. Past it the deal counts as not winnable and the next is tried.
 */
export const FOUND_NODES = 2_000_000;
/** Numbered deals tried at most for one winnable deal; never reached (tests). */
const MAX_TRIES = 500;

export interface Winnable {
  readonly game: GameId;
  /** N, as asked. */
  readonly n: number;
  readonly method: WinnableMethod;
  readonly deal: Deal;
  /** `found`: the numbered deal it is (any player can deal it by that number too). */
  readonly dealNumber: number | null;
  /** A winning line of the deal, replayed through the engine. */
  readonly line: readonly Move[];
}

/** Numbered deals in a fixed sequence seeded by N XOR fnv1a32(`seed`). */
export function* dealSequence(seed: string, n: number): Generator<number> {
  const next = mulberry32((n ^ fnv1a32(seed)) >>> 0);
  for (;;) {
    const x = next();
    yield x === 0 ? MAX_DEAL : x;
  }
}

/** The numbered deals `found` tries for N, in order: a fixed sequence seeded by N. */
export const candidates = (game: GameId, n: number): Generator<number> => dealSequence(`winnable ${game}`, n);

/** Winnable deal `n` of `game`, with a winning line. */
export function winnable(game: GameId, n: number): Winnable {
  if (!isDealNumber(n)) throw new RangeError(`winnable deal numbers run from 1 to ${MAX_DEAL}, not ${n}`);
  if (winnableMethod(game) === 'built') {
    const built = winnableDeal(game, n);
    return { game, n, method: 'built', deal: built.deal, dealNumber: null, line: built.line };
  }
  let tries = 0;
  for (const number of candidates(game, n)) {
    if (++tries > MAX_TRIES) break;
    const deal = numberedDeal(game, number);
    const r = solve(initialState(deal), { maxNodes: FOUND_NODES });
    // A search not won answers an empty line, which wins no deal: the replay alone decides.
    if (replaysToWin(deal, r.line)) return { game, n, method: 'found', deal, dealNumber: number, line: r.line };
  }
  throw new Error(`winnable deal ${n} of ${game}: none of ${MAX_TRIES} numbered deals was proven winnable`);
}
