/**
 * "Winnable deals only": which deal a random new deal becomes. A game whose plain deals are almost
 * never won (its definition builds winnable deals backwards and ships no proven numbers) gets a
 * built deal; any other game gets the first number from a random start that the solver's worker
 * proves winnable, or one of the numbers shipped as proven when the search runs out of time.
 */
import { type GameId, MAX_DEAL, gameDef, initialState, numberedDeal } from '../engine/index.ts';
import { findWinnableDeal } from '../engine/solver/advice.ts';
// The built deals' own module: the table's page needs no solver of its own (the worker has it).
import { winnableDeal } from '../engine/winnable/build.ts';
import { T } from '../text/index.ts';
import { noWinnableNotice } from '../text/solver.ts';
import type { TableData } from './deal.ts';
import type { SolverPort } from './solverPort.ts';
import type { Level } from '../engine/winnable/level.ts';
import { markDealtWinnable, remember, verdictOf } from './verdicts.ts';
import { testLog } from '../testLog.ts';

/** The deal chosen, and a notice for the player when no winnable one could be found or is known. */
export interface WinnableDeal {
  readonly data: TableData;
  readonly notice: string | null;
}

/** What the choice needs from outside: randomness, a clock, and whether anyone still waits. */
export interface DealChance {
  /** A number in [0, 1), as Math.random gives. */
  readonly random: () => number;
  /** Milliseconds, any origin. */
  readonly now: () => number;
  /** True once nobody wants the answer (the player left the table): the search stops. */
  readonly cancelled: () => boolean;
}

/**
 * Whether `game`'s winnable deals are built: its definition builds them backwards and ships no
 * proven numbered deals to fall back on.
 */
export function dealsBuilt(game: GameId): boolean {
  const def = gameDef(game);
  return def.winnable?.method === 'built' && def.winnableDeals.length === 0;
}

/** Winnable deal N of a built game, N at random, dealt unnumbered and titled for what it is. */
export function builtWinnableDeal(game: GameId, chance: Pick<DealChance, 'random'>): WinnableDeal {
  return { data: builtDeal(game, 1 + Math.floor(chance.random() * MAX_DEAL)), notice: null };
}

/** Winnable deal `n` of a built game (chosen at random, or named by a link), its winning line known to the solver's verdicts. */
export function builtDeal(game: GameId, n: number): TableData {
  const built = winnableDeal(game, n);
  const start = initialState(built.deal);
  remember(start, 'win', built.line);
  markDealtWinnable(start);
  return { game, deal: built.deal, winnable: n };
}

/**
 * A numbered deal of `game` proven winnable, searched from deal `start` on in the worker. Null when
 * cancelled or when there is no worker to search with.
 */
export async function searchedWinnableDeal(game: GameId, start: number, solver: SolverPort | null, chance: DealChance): Promise<WinnableDeal | null> {
  if (!solver) return null;
  const choice = await findWinnableDeal(game, start, (count) => Math.floor(chance.random() * count), {
    now: chance.now,
    cancelled: chance.cancelled,
    verdict: async (g, n, budget) => {
      const state = initialState(numberedDeal(g, n));
      const known = verdictOf(state);
      if (known) return known;
      // The wait is bounded too: a worker that never answers must not hold the deal forever.
      const r = await solver.solve(state, { maxMs: budget.perDealMs, maxNodes: budget.perDealNodes }, budget.perDealMs + 2000);
      // An unknown on this short budget is not kept: a longer solve may still decide the deal.
      if (r && r.verdict !== 'unknown') remember(state, r.verdict, r.line);
      return r?.verdict ?? null;
    },
  });
  if (!choice || chance.cancelled()) return null;
  if (choice.winnable) markDealtWinnable(initialState(numberedDeal(game, choice.number)));
  return { data: { game, number: choice.number }, notice: choice.winnable ? null : noWinnableNotice(game) };
}

/**
 * Winnable deal N (N at random) of `game` at a level of difficulty, found in the worker; without a
 * worker, or when none could be found, a random deal with a notice that says so.
 */
export async function levelDeal(game: GameId, level: Level, solver: SolverPort | null, chance: DealChance): Promise<WinnableDeal | null> {
  const n = 1 + Math.floor(chance.random() * MAX_DEAL);
  const offer = solver ? await solver.levelDeal(game, level, n, LEVEL_WAIT_MS) : null;
  if (chance.cancelled()) return null;
  if (!offer) return { data: { game, number: 1 + Math.floor(chance.random() * MAX_DEAL) }, notice: noWinnableNotice(game) };
  markDealtWinnable(initialState(offer.deal));
  const where = offer.dealNumber !== null ? { number: offer.dealNumber } : { deal: offer.deal, winnable: offer.builtNumber ?? n };
  return { data: { game, ...where, level }, notice: null };
}

/** How long a deal of a level may take to find before a random deal stands in. */
const LEVEL_WAIT_MS = 15_000;

/** How a random new deal is held back: a built deal dealt at once, or one searched in the worker while a note says so. */
export type DealHold =
  | { readonly kind: 'built'; readonly deal: WinnableDeal }
  | { readonly kind: 'search'; readonly finding: string; readonly find: (chance: DealChance) => Promise<WinnableDeal | null> };

/** What a random new deal waits for: a level chosen on Play, or "winnable deals only"; null when it is dealt as it is. */
export function dealHold(game: GameId, wanted: { readonly level: Level | null; readonly winnableOnly: boolean; readonly start: number }, solver: SolverPort | null, random: () => number): DealHold | null {
  const level = wanted.level;
  if (level !== null) return { kind: 'search', finding: T.findingLevel(T.levels[level]), find: (chance) => levelDeal(game, level, solver, chance) };
  if (!wanted.winnableOnly) return null;
  if (dealsBuilt(game)) return { kind: 'built', deal: timedBuild(game, random) };
  return solver ? { kind: 'search', finding: T.findingWinnable, find: (chance) => searchedWinnableDeal(game, wanted.start, solver, chance) } : null;
}

function timedBuild(game: GameId, random: () => number): WinnableDeal {
  const t0 = performance.now();
  const built = builtWinnableDeal(game, { random });
  builds.add(performance.now() - t0);
  return built;
}

const builds = testLog<number>();

/** Milliseconds each built winnable deal took to build on this page, oldest first (the test hook reads them). */
export const buildTimes = (): readonly number[] => builds.entries();
