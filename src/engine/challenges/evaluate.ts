/**
 * Whether a game meets a challenge's goal: from the session (what was played) and what only the
 * table controller knows (undos and hints used, the clock, when cards reached home). The same
 * judge checks a challenge when it is made, on a record of the solver's line played move by move
 * (`lineRecord`), so a goal offered is a goal the judge has seen met.
 */
import { KING, SUITS, rankOf, suitOf } from '../cards.ts';
import { apply, cardsHome, isWon } from '../rules.ts';
import { type Session, actionCount, current, newSession, play } from '../session.ts';
import type { Deal } from '../deals.ts';
import type { Move, State } from '../types.ts';
import { type Goal, needsWin } from './goals.ts';

/** What the controller keeps of a challenge game, beside the session. */
export interface ChallengePlay {
  /** The game as played: the deal, every action and the position (undone actions do not count). */
  readonly session: Session;
  /** Undos used, a restart counted as one (the session alone cannot tell). */
  readonly undos: number;
  /** Hints asked for. */
  readonly hints: number;
  /** The game's clock, in seconds. */
  readonly seconds: number;
  /**
   * When the cards home (as the HUD counts them) first reached 1, 2, 3...: entry k is the clock,
   * in seconds, the first time k + 1 cards were home (`noteHome` keeps it).
   */
  readonly homeTimes: readonly number[];
  /** Over: won, lost, or given up. An unmet goal of a game over is failed; of a game going on, open. */
  readonly over: boolean;
  /** The computer played it (a watched winning line): no goal is met. */
  readonly byComputer?: boolean;
}

export type GoalStatus = 'met' | 'open' | 'failed';

/** `homeTimes` after the clock reads `seconds` with `home` cards home. */
export function noteHome(homeTimes: readonly number[], home: number, seconds: number): readonly number[] {
  if (home <= homeTimes.length) return homeTimes;
  return [...homeTimes, ...Array<number>(home - homeTimes.length).fill(seconds)];
}

/** Every position of the moves in effect, move by move (an action's auto-play one at a time). */
function positions(session: Session): State[] {
  const out = [session.start];
  let s = session.start;
  for (const entry of session.history.slice(0, session.position)) {
    for (const m of entry.moves) {
      const a = apply(s, m);
      if (!a.ok) throw new Error('a session holds only legal moves');
      s = a.state;
      out.push(s);
    }
  }
  return out;
}

/** The suit (0-3) of the first foundation to reach its King in the moves in effect, or null while none has. */
export function firstKingSuit(session: Session): number | null {
  for (const s of positions(session)) {
    const top = s.foundations.find((t) => t >= 0 && rankOf(t) === KING);
    if (top !== undefined) return suitOf(top);
  }
  return null;
}

/** Whether every pile has had, at some position, its first card dealt moved away. */
function rowCleared(states: readonly State[]): boolean {
  const dealt = states[0]!.tableau.map((p) => p[0]);
  const gone = dealt.map((c) => c === undefined);
  for (const s of states) s.tableau.forEach((p, i) => (gone[i] ||= p.length === 0 || p[0] !== dealt[i]));
  return gone.every(Boolean);
}

/** Where a goal that needs no win stands, on a game not judged yet by its end. */
function wayStatus(goal: Goal, p: ChallengePlay): GoalStatus | null {
  switch (goal.kind) {
    case 'home-in-time': {
      const at = p.homeTimes[goal.cards - 1];
      if (at !== undefined && at <= goal.minutes * 60) return 'met';
      return p.seconds > goal.minutes * 60 ? 'failed' : null;
    }
    case 'suit-first': {
      const suit = firstKingSuit(p.session);
      if (suit === null) return null;
      return SUITS[suit] === goal.suit ? 'met' : 'failed';
    }
    case 'clear-row':
      return rowCleared(positions(p.session)) ? 'met' : null;
    default:
      return null;
  }
}

/** Where a goal that needs the win stands. */
function winStatus(goal: Goal, p: ChallengePlay, won: boolean): GoalStatus | null {
  if (goal.kind === 'no-undo' && p.undos > 0) return 'failed';
  if (goal.kind === 'no-hints' && p.hints > 0) return 'failed';
  if (!won) return null;
  if (goal.kind === 'moves') return actionCount(p.session) <= goal.moves ? 'met' : 'failed';
  return 'met';
}

/** Met, failed, or still open (a game going on that may yet meet it). */
export function goalStatus(goal: Goal, p: ChallengePlay): GoalStatus {
  if (p.byComputer === true) return 'failed';
  const won = isWon(current(p.session));
  const status = needsWin(goal) ? winStatus(goal, p, won) : wayStatus(goal, p);
  return status ?? (p.over ? 'failed' : 'open');
}

/**
 * The record of `line` played from the start of `deal` one move an action, with no undo and no
 * hint, `secondsPerMove` on the clock for each: how the goals are checked when a challenge is made.
 */
export function lineRecord(deal: Deal, line: readonly Move[], secondsPerMove: number): ChallengePlay {
  let session = newSession(deal);
  let homeTimes = noteHome([], cardsHome(session.start), 0);
  line.forEach((m, k) => {
    const r = play(session, [m]);
    if (!r.ok) throw new Error(`move ${k + 1} of the line is illegal`);
    session = r.session;
    homeTimes = noteHome(homeTimes, cardsHome(current(session)), (k + 1) * secondsPerMove);
  });
  return { session, undos: 0, hints: 0, seconds: line.length * secondsPerMove, homeTimes, over: true };
}
