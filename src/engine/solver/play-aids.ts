/**
 * The pure half of what the table does with the solver (src/scenes/solverGlue.ts is the Phaser
 * half): choosing a winnable deal, the words of the badge, the hint and the still-winnable
 * indicator, and which position the player can undo back to. No worker, no clock, no randomness:
 * those come in as arguments, so the rules here are tested in Node.
 */
import { cardLabel } from '../cards.ts';
import { topOf } from '../announce.ts';
import { gameDef } from '../games/index.ts';
import { placeName } from '../rules.ts';
import type { Session } from '../session.ts';
import type { DealSearchBudget, GameId, Move, State } from '../types.ts';
import type { Hint } from './hint.ts';
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
  | { readonly number: number; readonly winnable: false; readonly notice: string };

export interface DealFinder {
  /** The solver's verdict on numbered deal `n`; null when the request was dropped. */
  readonly verdict: (game: GameId, n: number, budget: DealSearchBudget) => Promise<Verdict | null>;
  /** Milliseconds, any origin. */
  readonly now: () => number;
  /** True once nobody wants the answer (the player left the table): the search stops. */
  readonly cancelled: () => boolean;
}

/** Said when no winnable deal could be found or is known, so the player is never misled. */
export function noWinnableNotice(game: GameId): string {
  const name = gameDef(game).name;
  return winnableDeals(game).length === 0 ? `No winnable ${name} deal is known yet; dealing a random one.` : `No winnable ${name} deal was found in time; dealing a random one.`;
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
  return { number: start, winnable: false, notice: noWinnableNotice(game) };
}

/** The deal's badge: shown once the verdict is known; nothing while it is not. */
export function badgeText(verdict: Verdict | undefined): string {
  return verdict === 'win' ? 'winnable' : verdict === 'loss' ? 'not winnable' : '';
}

/** A position as a cache key: everything the solver reads. */
export function stateKey(s: State): string {
  return JSON.stringify([s.game, s.tableau, s.hidden, s.stock, s.waste, s.foundations]);
}

/** "7♥ to 8♥", "7♥ home", "K♠ to a space", "draw a card": a move in the player's words. */
export function moveWords(state: State, move: Move): string {
  if (move.kind === 'draw') return 'draw a card';
  const c = topOf(state, placeName(move.from));
  const what = c === undefined ? 'a card' : cardLabel(c);
  if (move.to.zone === 'f') return `${what} home`;
  if (move.to.zone === 't') {
    const onto = topOf(state, placeName(move.to));
    return onto === undefined ? `${what} to a space` : `${what} to ${cardLabel(onto)}`;
  }
  return `${what} to the waste`;
}

/**
 * The hint line: "hint: 7♥ to 8♥ (wins 9 of 12 samples)" where cards are hidden, "(a winning
 * line)" where the solver saw everything the player sees.
 */
export function hintWords(state: State, hint: Hint): string | null {
  if (!hint.move) return null;
  const how = hint.exact ? 'on a winning line' : `wins ${hint.wins} of ${hint.samples} samples`;
  return `hint: ${moveWords(state, hint.move)} (${how})`;
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

/** The indicator's words (quiet: a few words, no alarm). */
export function stillWinnableWords(s: StillWinnable): string {
  switch (s.kind) {
    case 'checking':
      return 'still winnable? …';
    case 'winnable':
      return 'still winnable';
    case 'unknown':
      return 'still winnable? not known';
    case 'lost':
      return s.undoTo === null ? 'no winning line left' : 'no winning line left · undo to last winnable';
  }
}

/** The table's hint budget: the browser test computes the same hint in Node with these. */
export const HINT_OPTIONS = { samples: 12, maxNodes: 20_000, maxTotalNodes: 600_000 } as const;

/** Said when the search proves no card can ever go home again. */
export const DEAD_END_WORDS = 'No sequence of moves can put another card home: this game is lost.';

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
