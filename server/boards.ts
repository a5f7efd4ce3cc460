/**
 * What a board id stands for on the server: the deal its results are of and, for a challenge, the
 * goal a result must meet. A board of a day more than one day past the server's own (UTC) date is
 * no board yet: a player east of the server may already be on tomorrow, not the day after.
 */
import { type BoardRef, needsTimes, parseBoardId } from '../src/engine/boards.ts';
import { type Challenge, challengeOn, dayPlan } from '../src/engine/challenges/make.ts';
import type { Goal } from '../src/engine/challenges/goals.ts';
import { dailyDealNumber } from '../src/engine/daily.ts';
import { type Deal, numberedDeal } from '../src/engine/index.ts';
import { en } from '../src/text/en.ts';
import { goalWords } from '../src/text/progress.ts';

export interface Board {
  readonly id: string;
  readonly ref: BoardRef;
  /** Made on first use (a challenge's deal costs the solver a second): a board's listing needs none. */
  deal(): Deal;
  /** The challenge's goal, or null for a daily deal. */
  goal(): Goal | null;
  /** A result for it carries the clock after each action. */
  readonly needsTimes: boolean;
}

export type Found = { ok: true; board: Board } | { ok: false; reason: string };

/** The day after a YYYY-MM-DD date. */
function dayAfter(date: string): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

/** The server's date, UTC: the same on every instance whatever its time zone. */
export const serverDate = (now: Date): string => now.toISOString().slice(0, 10);

/** Challenges already made, a few days' worth: they depend on the date alone, so each instance may keep its own. */
const made = new Map<string, Challenge>();
const MADE_KEPT = 30;

function challenge(date: string, slot: number): Challenge {
  const key = `${date}.${slot}`;
  let c = made.get(key);
  if (!c) {
    c = challengeOn(date, slot);
    if (made.size >= MADE_KEPT) made.delete(made.keys().next().value!);
    made.set(key, c);
  }
  return c;
}

/** The board an id names, or why there is none. */
export function findBoard(id: unknown, now: Date): Found {
  const parsed = parseBoardId(id);
  if (!parsed.ok) return parsed;
  const ref = parsed.value;
  const latest = dayAfter(serverDate(now));
  if (ref.date > latest) return { ok: false, reason: `the board of ${ref.date} is not open: the server's date is ${serverDate(now)}, and boards open at most one day ahead` };
  const board = id as string;
  if (ref.kind === 'daily') {
    const deal = numberedDeal(ref.game, dailyDealNumber(ref.game, ref.date));
    return { ok: true, board: { id: board, ref, deal: () => deal, goal: () => null, needsTimes: false } };
  }
  const kind = dayPlan(ref.date)[ref.slot]!.kind;
  const { date, slot } = ref;
  return { ok: true, board: { id: board, ref, deal: () => challenge(date, slot).deal, goal: () => challenge(date, slot).goal, needsTimes: needsTimes(kind) } };
}

/** A goal in the English catalogue's words, for a refusal. */
export const goalText = (goal: Goal): string => goalWords(goal, en);
