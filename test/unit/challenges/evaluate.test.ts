/**
 * The goal judge: from a game record (the session and what the controller counts), each goal met,
 * failed or still open, as the table will ask during a game and at its end.
 */
import { describe, expect, it } from 'vitest';
import { SUITS, type Deal, type Move, actionCount, cardsHome, current, initialState, newSession, numberedDeal, play, undo } from '../../../src/engine/index.ts';
import { type ChallengePlay, firstKingSuit, goalStatus, lineRecord, noteHome } from '../../../src/engine/challenges/evaluate.ts';
import type { Goal } from '../../../src/engine/challenges/goals.ts';
import { solve } from '../../../src/engine/solver/index.ts';

/** A numbered deal the solver wins, with its line. */
function won(game: string, n: number): { deal: Deal; line: readonly Move[] } {
  const deal = numberedDeal(game, n);
  const r = solve(initialState(deal), { maxNodes: 200_000 });
  if (r.verdict !== 'win') throw new Error(`${game} ${n} is not won`);
  return { deal, line: r.line };
}

/**
 * Lucky Fan 1 won, and its line's record at 5 s a move, worked out in the first test that asks
 * (not as the file loads, so a mutation run sees which test reaches which code).
 */
let solved: { luckyFan: ReturnType<typeof won>; finished: ChallengePlay; fresh: ChallengePlay } | undefined;
function game() {
  if (!solved) {
    const luckyFan = won('lucky-fan', 1);
    const finished = lineRecord(luckyFan.deal, luckyFan.line, 5);
    solved = { luckyFan, finished, fresh: { session: newSession(luckyFan.deal), undos: 0, hints: 0, seconds: 0, homeTimes: [], over: false } };
  }
  return solved;
}

describe('the goal judge', () => {
  it('meets every goal the solver’s line meets, and fails one it misses by one', () => {
    const { luckyFan, finished } = game();
    const L = luckyFan.line.length;
    expect(actionCount(finished.session)).toBe(L);
    const suit = SUITS[firstKingSuit(finished.session)!]!;
    const met: Goal[] = [
      { kind: 'win' }, { kind: 'moves', moves: L }, { kind: 'no-undo' }, { kind: 'no-hints' }, { kind: 'clear-row' },
      { kind: 'home-in-time', cards: 52, minutes: Math.ceil((L * 5) / 60) }, { kind: 'suit-first', suit },
    ];
    for (const g of met) expect(goalStatus(g, finished), g.kind).toBe('met');
    expect(goalStatus({ kind: 'moves', moves: L - 1 }, finished)).toBe('failed');
    expect(goalStatus({ kind: 'suit-first', suit: SUITS.find((s) => s !== suit)! }, finished)).toBe('failed');
    expect(goalStatus({ kind: 'home-in-time', cards: 52, minutes: Math.floor((L * 5) / 60) - 1 }, finished)).toBe('failed');
  });

  it('a game going on leaves goals open; over, unmet goals fail', () => {
    const { fresh } = game();
    const goals: Goal[] = [{ kind: 'win' }, { kind: 'moves', moves: 99 }, { kind: 'no-undo' }, { kind: 'no-hints' }, { kind: 'clear-row' }, { kind: 'home-in-time', cards: 10, minutes: 2 }, { kind: 'suit-first', suit: 'S' }];
    for (const g of goals) {
      expect(goalStatus(g, fresh), g.kind).toBe('open');
      expect(goalStatus(g, { ...fresh, over: true }), g.kind).toBe('failed');
    }
  });

  it('an undo or a hint fails its goal at once; the computer playing fails them all', () => {
    const { finished, fresh } = game();
    expect(goalStatus({ kind: 'no-undo' }, { ...fresh, undos: 1 })).toBe('failed');
    expect(goalStatus({ kind: 'no-hints' }, { ...fresh, hints: 2 })).toBe('failed');
    expect(goalStatus({ kind: 'no-undo' }, { ...finished, hints: 3 })).toBe('met');
    // An undo fails only the goal of no undo: a won game with undos used meets the others.
    for (const g of [{ kind: 'win' }, { kind: 'no-hints' }, { kind: 'moves', moves: finished.session.position }] as Goal[]) {
      expect(goalStatus(g, { ...finished, undos: 2 }), g.kind).toBe('met');
    }
    expect(goalStatus({ kind: 'win' }, { ...finished, byComputer: true })).toBe('failed');
    expect(goalStatus({ kind: 'clear-row' }, { ...finished, byComputer: true })).toBe('failed');
  });

  it('the clock past the minutes fails a cards-home goal not met by then; met before, it stays met', () => {
    const { fresh } = game();
    const goal: Goal = { kind: 'home-in-time', cards: 10, minutes: 1 };
    expect(goalStatus(goal, { ...fresh, seconds: 61, homeTimes: [1, 2, 3] })).toBe('failed');
    expect(goalStatus(goal, { ...fresh, seconds: 60, homeTimes: [1, 2, 3] })).toBe('open');
    expect(goalStatus(goal, { ...fresh, seconds: 500, homeTimes: Array<number>(10).fill(59) })).toBe('met');
    expect(goalStatus(goal, { ...fresh, seconds: 500, homeTimes: [...Array<number>(9).fill(5), 61] })).toBe('failed');
  });

  it('moves undone do not count: a suit finished and then undone is open again', () => {
    const { finished } = game();
    const kingAt = finished.session.history.findIndex((e) => e.state.foundations.some((t) => t % 13 === 12));
    let session = finished.session;
    while (session.position > kingAt) session = undo(session);
    const p = { ...finished, session, over: false };
    expect(firstKingSuit(session)).toBeNull();
    expect(goalStatus({ kind: 'suit-first', suit: 'S' }, p)).toBe('open');
    expect(goalStatus({ kind: 'win' }, p)).toBe('open');
  });

  it('the first row is cleared once every pile’s first card has moved away, refills too (Fortune’s Favor)', () => {
    const { fresh } = game();
    const ff = won('fortunes-favor', 3);
    const dealt = ff.deal.tableau.map((p) => p[0]);
    let session = newSession(ff.deal);
    let clearedAt = -1;
    ff.line.forEach((m, k) => {
      const r = play(session, [m]);
      if (!r.ok) throw new Error('illegal');
      session = r.session;
      const status = goalStatus({ kind: 'clear-row' }, { ...fresh, session });
      if (status === 'met' && clearedAt < 0) clearedAt = k;
    });
    expect(clearedAt).toBeGreaterThan(0);
    // Every dealt card has left its pile by then, and one had not just before.
    const leftBy = (upto: number) => {
      let s = initialState(ff.deal);
      const gone = dealt.map(() => false);
      for (const m of ff.line.slice(0, upto + 1)) {
        const r = play({ ...newSession(ff.deal), start: s }, [m]);
        if (!r.ok) throw new Error('illegal');
        s = current(r.session);
        s.tableau.forEach((p, i) => (gone[i] ||= !p.includes(dealt[i]!)));
      }
      return gone.every(Boolean);
    };
    expect(leftBy(clearedAt)).toBe(true);
    expect(leftBy(clearedAt - 1)).toBe(false);
  });

  it('a line played for a challenge keeps its clock: each card home at the time of the move that sent it', () => {
    const { luckyFan, finished } = game();
    const L = luckyFan.line.length;
    expect(finished).toMatchObject({ seconds: L * 5, undos: 0, hints: 0, over: true });
    expect(finished.homeTimes).toHaveLength(52);
    // The line ends with the last card going home.
    expect(finished.homeTimes[51]).toBe(L * 5);
    let session = newSession(luckyFan.deal);
    const firstHome = luckyFan.line.findIndex((m) => {
      const r = play(session, [m]);
      if (!r.ok) throw new Error('illegal');
      session = r.session;
      return cardsHome(current(session)) > 0;
    });
    expect(finished.homeTimes[0]).toBe((firstHome + 1) * 5);
    expect(lineRecord(luckyFan.deal, luckyFan.line, 2).homeTimes[0]).toBe((firstHome + 1) * 2);
  });

  it('a line with an illegal move is refused, naming the move', () => {
    const { luckyFan } = game();
    const first = luckyFan.line[0]!;
    expect(() => lineRecord(luckyFan.deal, [first, first], 5)).toThrow('move 2 of the line is illegal');
  });

  it('cards home exactly as the minutes run out meet the goal', () => {
    const { fresh } = game();
    const goal: Goal = { kind: 'home-in-time', cards: 10, minutes: 1 };
    expect(goalStatus(goal, { ...fresh, seconds: 500, homeTimes: Array<number>(10).fill(60) })).toBe('met');
    expect(goalStatus(goal, { ...fresh, seconds: 500, homeTimes: Array<number>(10).fill(61) })).toBe('failed');
  });

  it('noteHome keeps the first time each count of cards home was reached', () => {
    let t = noteHome([], 0, 0);
    expect(t).toEqual([]);
    t = noteHome(t, 2, 7);
    t = noteHome(t, 1, 9);
    t = noteHome(t, 3, 12);
    expect(t).toEqual([7, 7, 12]);
    expect(noteHome([], cardsHome(initialState(numberedDeal('fortunes-favor', 1))), 0)).toEqual([0, 0, 0, 0]);
  });
});
