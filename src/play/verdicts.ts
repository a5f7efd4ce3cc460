/**
 * What the solver has found out this visit, by position: the page's memory of verdicts, so a
 * position is searched once and every position on a winning line counts as winnable at once.
 */
import { type Move, type State, apply } from '../engine/index.ts';
import { stateKey, winnableAlong } from '../engine/solver/advice.ts';
import type { Verdict } from '../engine/solver/index.ts';

const verdicts = new Map<string, Verdict>();

/**
 * Past this many known positions the oldest are forgotten: the current deal's winning line fits
 * many times over, and the page's memory stays flat game after game.
 */
const MAX_KNOWN = 1_000;

export const verdictOf = (s: State): Verdict | undefined => verdicts.get(stateKey(s));

export function know(s: State, v: Verdict): void {
  knowKey(stateKey(s), v);
}

function knowKey(key: string, v: Verdict): void {
  verdicts.delete(key); // re-inserted as the newest
  verdicts.set(key, v);
  for (const oldest of verdicts.keys()) {
    if (verdicts.size <= MAX_KNOWN) break;
    verdicts.delete(oldest);
  }
}

/** Keeps a solve's verdict; a win makes every position along its line winnable too. */
export function remember(s: State, v: Verdict, line: readonly Move[]): void {
  if (v !== 'win') {
    knowKey(stateKey(s), v);
    return;
  }
  for (const key of winnableAlong(s, line, (st, m) => {
    const r = apply(st, m);
    return r.ok ? r.state : null;
  })) knowKey(key, 'win');
}

/** The deals (as `stateKey`s) "winnable deals only" dealt this visit: winnable by construction. */
const dealtWinnableDeals = new Set<string>();

/** Notes that "winnable deals only" dealt `start`, a deal known to be won. */
export function markDealtWinnable(start: State): void {
  know(start, 'win');
  dealtWinnableDeals.add(stateKey(start));
}

/** Whether "winnable deals only" dealt `start` this visit (its badge may say so). */
export const dealtWinnable = (start: State): boolean => dealtWinnableDeals.has(stateKey(start));
