/**
 * Winnable deals in three levels of difficulty, the same for everyone: "winnable deal N, hard".
 * A deal's level is measured by the solver: the positions it expands to win the deal within a
 * node budget (never a time: every machine agrees) times the moves of its shortened line, so both
 * the search's effort and the length of the win count. Each game's GameDef (`levels`) holds its
 * node budget and the two scores that part the levels (the terciles of its winnable deals,
 * docs/solver.md, "Levels of difficulty"). Where the deals come from follows the game:
 * - numbered deals searched: the first of a sequence seeded by N and the level that the solver
 *   wins at that level (Fortune's Favor, Lucky Fan, Rouge Forty: a few tries find one);
 * - a table measured ahead of time (`levels.table`): over the shipped winnable numbers (Famous
 *   Fifty: real random deals, proven won) or over the built winnable deals 1, 2, 3... (Waxing
 *   Moon, where random deals are never won); N picks the Nth deal of that level, round the table.
 */
import { type Deal, initialState, numberedDeal } from '../deals.ts';
import { gameDef } from '../games/index.ts';
import { MAX_DEAL, isDealNumber } from '../random.ts';
import { shortenLine } from '../solver/shorten.ts';
import { solve } from '../solver/solver.ts';
import type { GameId, LevelRecipe, Move } from '../types.ts';
import { replaysToWin } from './replay.ts';
import { winnableDeal } from './build.ts';
import { dealSequence } from './index.ts';

import { LEVELS, type Level } from './level.ts';

export { LEVELS, type Level, hasLevels, isLevel } from './level.ts';

/** What the solver took to win a deal. */
export interface Measure {
  /** Positions expanded to find the win. */
  readonly nodes: number;
  /** Moves of the winning line, shortened. */
  readonly moves: number;
}

/** The one number levels are cut by: effort times length. */
export const score = (m: Measure): number => m.nodes * m.moves;

/** The game's levels, or an error naming the game (a game may ship none). */
export function levelRecipe(game: GameId): LevelRecipe {
  const r = gameDef(game).levels;
  if (!r) throw new Error(`${game} has no levels of difficulty`);
  return r;
}


export function levelOf(game: GameId, m: Measure): Level {
  const r = levelRecipe(game);
  const s = score(m);
  return s <= r.easy ? 'easy' : s <= r.medium ? 'medium' : 'hard';
}

export interface Measured {
  readonly measure: Measure;
  /** The shortened winning line, replayed through the engine. */
  readonly line: readonly Move[];
}

/**
 * Solves `deal` within `nodes` positions and shortens the line with no clock (so the same on
 * every machine); null unless won with a line that replays. `maxRaw` passes over a deal whose
 * first line is longer: shortening a line of thousands of moves takes seconds.
 */
export function measureDeal(deal: Deal, nodes: number, maxRaw = Infinity): Measured | null {
  const start = initialState(deal);
  const r = solve(start, { maxNodes: nodes, shorten: false });
  if (r.verdict !== 'win' || r.line.length > maxRaw) return null;
  const line = shortenLine(start, r.line, Infinity);
  if (!replaysToWin(deal, line)) return null;
  return { measure: { nodes: r.nodes, moves: line.length }, line };
}

/** Where a game's deals of a level come from (see the file's comment). */
export type LevelSource = 'search' | 'shipped' | 'built';

export function levelSource(game: GameId): LevelSource {
  const def = gameDef(game);
  if (levelRecipe(game).table === undefined) return 'search';
  return def.winnableDeals.length > 0 ? 'shipped' : 'built';
}

/**
 * First lines longer than this are passed over when searching: their shortening alone takes
 * seconds (Rouge Forty's depth-first lines run to thousands of moves).
 */
export const MAX_RAW_LINE = 1500;
/** Numbered deals tried at most for one deal of a level; never reached (tests). */
const MAX_TRIES = 2000;

export interface LevelDeal {
  readonly game: GameId;
  readonly level: Level;
  /** N, as asked. */
  readonly n: number;
  readonly deal: Deal;
  /** The numbered deal it is, or null for a built deal. */
  readonly dealNumber: number | null;
  /** The built winnable deal it is (winnable deal N of build.ts), or null for a numbered deal. */
  readonly builtNumber: number | null;
  /** A winning line, replayed; null where the table answered and no line was asked for. */
  readonly line: readonly Move[] | null;
  /** What the solver took, where it ran now. */
  readonly measure: Measure | null;
}

/** The numbered deals the search tries for N at a level, in order: a fixed sequence. */
export const levelCandidates = (game: GameId, level: Level, n: number): Generator<number> => dealSequence(`winnable ${level} ${game}`, n);

/** The table's entries of one level, in order: indexes into the game's shipped numbers, or built N. */
export function tableEntries(game: GameId, level: Level): number[] {
  const table = levelRecipe(game).table ?? '';
  const digit = String(LEVELS.indexOf(level));
  const out: number[] = [];
  for (let i = 0; i < table.length; i++) if (table[i] === digit) out.push(i);
  return out;
}

/**
 * Winnable deal `n` (1 to 4294967295) of `game` at `level`. With `line`, a table's deal is
 * solved too (within the game's node budget, as when the table was measured) for its line.
 */
export function winnableAtLevel(game: GameId, level: Level, n: number, o: { readonly line?: boolean } = {}): LevelDeal {
  if (!isDealNumber(n)) throw new RangeError(`winnable deal numbers run from 1 to ${MAX_DEAL}, not ${n}`);
  const recipe = levelRecipe(game);
  const source = levelSource(game);
  if (source === 'search') return searchLevel(game, level, n, recipe);
  const entries = tableEntries(game, level);
  if (entries.length === 0) throw new Error(`${game} ships no ${level} deal`);
  const i = entries[(n - 1) % entries.length]!;
  if (source === 'built') {
    const built = winnableDeal(game, i + 1);
    return { game, level, n, deal: built.deal, dealNumber: null, builtNumber: i + 1, line: built.line, measure: null };
  }
  const dealNumber = gameDef(game).winnableDeals[i]!;
  const deal = numberedDeal(game, dealNumber);
  const measured = o.line === true ? measureDeal(deal, recipe.nodes) : null;
  if (o.line === true && !measured) throw new Error(`${game} deal ${dealNumber}: the solver no longer wins it within ${recipe.nodes} positions`);
  return { game, level, n, deal, dealNumber, builtNumber: null, line: measured?.line ?? null, measure: measured?.measure ?? null };
}

function searchLevel(game: GameId, level: Level, n: number, recipe: LevelRecipe): LevelDeal {
  let tries = 0;
  for (const number of levelCandidates(game, level, n)) {
    if (++tries > MAX_TRIES) break;
    const deal = numberedDeal(game, number);
    const m = measureDeal(deal, recipe.nodes, MAX_RAW_LINE);
    if (m && levelOf(game, m.measure) === level) return { game, level, n, deal, dealNumber: number, builtNumber: null, line: m.line, measure: m.measure };
  }
  throw new Error(`${level} winnable deal ${n} of ${game}: none of ${MAX_TRIES} numbered deals was one`);
}
