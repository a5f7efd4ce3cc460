/**
 * What the solver's verdicts mean for the table (src/play/advisor.ts asks, through the worker):
 * choosing a winnable deal, the deal's badge, the still-winnable indicator, and which position the
 * player can undo back to (their words are in src/text/solver.ts). No worker, no clock, no
 * randomness: those come in as arguments, so the rules here are tested in Node.
 */
import { gameDef } from '../games/index.ts';
import type { Session } from '../session.ts';
import type { DealSearchBudget, GameId, Move, State } from '../types.ts';
import type { Verdict } from './search.ts';
import { winnableDeals } from './winnable-deals.ts';

export type { DealSearchBudget };

/** Random deals are numbers 1 to this, like the table's "new deal". */
export const RANDOM_DEALS = 1_000_000;

/** The next number to try after `n`, wrapping inside the random range. */
export const nextDealNumber = (n: number): number => (n >= RANDOM_DEALS ? 1 : n + 1);

/** How hard the table looks for a winnable deal of a game (its GameDef's `dealSearch`); null: not at all. */
export function dealSearchBudget(game: GameId): DealSearchBudget | null {
  return gameDef(game).dealSearch;
}

export type DealChoice =
  | { readonly number: number; readonly winnable: true; readonly source: 'search' | 'shipped' }
  /** None found in time and none shipped: the table says so (src/text/solver.ts, `noWinnableNotice`). */
  | { readonly number: number; readonly winnable: false };

export interface DealFinder {
  /** The solver's verdict on numbered deal `n`; null when the request was dropped. */
  readonly verdict: (game: GameId, n: number, budget: DealSearchBudget) => Promise<Verdict | null>;
  /** Milliseconds, any origin. */
  readonly now: () => number;
  /** True once nobody wants the answer (the player left the table): the search stops. */
  readonly cancelled: () => boolean;
}

/**
 * A deal for "winnable deals only": numbers from `start` on, each solved with a short budget,
 * until one is proven winnable; past the game's budget, one of the shipped winnable numbers
 * (`pick` chooses which, from 0 to count-1); with none shipped, `start` itself, with a notice.
 * Null when cancelled.
 */
export async function findWinnableDeal(game: GameId, start: number, pick: (count: number) => number, finder: DealFinder): Promise<DealChoice | null> {
  const budget = dealSearchBudget(game);
  if (budget) {
    const t0 = finder.now();
    let n = start;
    for (let tries = 0; tries < budget.maxTries && finder.now() - t0 < budget.maxTotalMs; tries++, n = nextDealNumber(n)) {
      const v = await finder.verdict(game, n, budget);
      if (finder.cancelled()) return null;
      if (v === 'win') return { number: n, winnable: true, source: 'search' };
    }
  }
  if (finder.cancelled()) return null;
  const shipped = winnableDeals(game);
  if (shipped.length > 0) return { number: shipped[Math.min(shipped.length - 1, Math.max(0, pick(shipped.length)))]!, winnable: true, source: 'shipped' };
  return { number: start, winnable: false };
}

/** A position as a cache key: everything the solver reads. */
export function stateKey(s: State): string {
  return JSON.stringify([s.game, s.tableau, s.hidden, s.stock, s.waste, s.foundations]);
}

/** The position after `p` actions of the session (0: the deal). */
export function stateAt(session: Session, p: number): State {
  return p === 0 ? session.start : session.history[p - 1]!.state;
}

/**
 * The latest position, at or before the current one, known to be winnable: where "undo to the
 * last winnable position" goes. Null when none is known.
 */
export function lastWinnablePosition(session: Session, verdictOf: (s: State) => Verdict | undefined): number | null {
  for (let p = session.position; p >= 0; p--) if (verdictOf(stateAt(session, p)) === 'win') return p;
  return null;
}

export type StillWinnable =
  | { readonly kind: 'checking' }
  | { readonly kind: 'winnable' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'lost'; readonly undoTo: number | null };

/** The indicator's state from the current position's verdict and the session's known verdicts. */
export function stillWinnable(session: Session, verdictOf: (s: State) => Verdict | undefined): StillWinnable {
  const v = verdictOf(stateAt(session, session.position));
  if (v === undefined) return { kind: 'checking' };
  if (v === 'win') return { kind: 'winnable' };
  if (v === 'unknown') return { kind: 'unknown' };
  return { kind: 'lost', undoTo: lastWinnablePosition(session, verdictOf) };
}

/** The table's hint budget: the browser test computes the same hint in Node with these. */
export const HINT_OPTIONS = { samples: 12, maxNodes: 20_000, maxTotalNodes: 600_000 } as const;

/**
 * What a finished solve tells about the positions on its winning line: every position the line
 * passes through is winnable too, so the indicator need not search again while the player
 * follows it. Returns the keys of those positions.
 */
export function winnableAlong(state: State, line: readonly Move[], applyMove: (s: State, m: Move) => State | null): string[] {
  const keys = [stateKey(state)];
  let s = state;
  for (const m of line) {
    const next = applyMove(s, m);
    if (!next) break;
    s = next;
    keys.push(stateKey(s));
  }
  return keys;
}

/** Whether the player sees every card of `s`: none face down and no stock. */
export function showsEveryCard(s: State): boolean {
  return s.stock.length === 0 && s.hidden.every((n) => n === 0);
}

/**
 * What the deal's badge may say. A deal "winnable deals only" dealt is winnable by construction,
 * so saying so reveals nothing. The solver's verdict on any other deal reads the cards the player
 * cannot see (face down, in the stock) unless the deal shows every card, so it is shown only with
 * "still winnable?", the setting that allows knowledge of hidden cards.
 */
export type DealBadge = 'dealt-winnable' | 'win' | 'loss' | null;

export function dealBadge(start: State, verdict: Verdict | undefined, o: { readonly dealtWinnable: boolean; readonly stillWinnable: boolean }): DealBadge {
  if (o.dealtWinnable) return 'dealt-winnable';
  if (verdict !== 'win' && verdict !== 'loss') return null;
  return o.stillWinnable || showsEveryCard(start) ? verdict : null;
}
