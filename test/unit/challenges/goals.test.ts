/**
 * A goal read back from storage: every kind, written as JSON and read again, is the same goal;
 * anything else (the wrong shape, an unknown kind, a count that is not a whole positive number, a
 * suit that is not one) is refused, never half-read into a goal the player did not take on.
 */
import { describe, expect, it } from 'vitest';
import { GOAL_KINDS, type Goal, needsWin, parseGoal } from '../../../src/engine/challenges/goals.ts';

const GOALS: readonly Goal[] = [
  { kind: 'win' },
  { kind: 'moves', moves: 120 },
  { kind: 'no-undo' },
  { kind: 'no-hints' },
  { kind: 'home-in-time', cards: 20, minutes: 5 },
  { kind: 'suit-first', suit: 'H' },
  { kind: 'clear-row' },
];

describe('parseGoal', () => {
  it('reads every kind of goal back as it was written', () => {
    expect(new Set(GOALS.map((g) => g.kind))).toEqual(new Set(GOAL_KINDS));
    for (const goal of GOALS) expect(parseGoal(JSON.parse(JSON.stringify(goal))), goal.kind).toEqual(goal);
  });

  it('keeps only the fields of the kind', () => {
    expect(parseGoal({ kind: 'win', moves: 3, extra: 'x' })).toEqual({ kind: 'win' });
    expect(parseGoal({ kind: 'suit-first', suit: 'C', cards: 4 })).toEqual({ kind: 'suit-first', suit: 'C' });
  });

  it('refuses what is not a goal', () => {
    const bad: unknown[] = [
      undefined, null, 7, 'win', [], [{ kind: 'win' }], {}, { kind: 'fly' }, { kind: 'WIN' }, { kind: null },
      { kind: 'moves' }, { kind: 'moves', moves: 0 }, { kind: 'moves', moves: -5 }, { kind: 'moves', moves: 1.5 },
      { kind: 'moves', moves: '12' }, { kind: 'moves', moves: NaN }, { kind: 'moves', moves: Infinity }, { kind: 'moves', moves: 1e9 },
      { kind: 'home-in-time', cards: 10 }, { kind: 'home-in-time', minutes: 3 }, { kind: 'home-in-time', cards: 10, minutes: 0 },
      { kind: 'home-in-time', cards: -1, minutes: 3 }, { kind: 'home-in-time', cards: 10, minutes: '3' },
      { kind: 'suit-first' }, { kind: 'suit-first', suit: 'X' }, { kind: 'suit-first', suit: 'h' }, { kind: 'suit-first', suit: 0 },
    ];
    for (const [i, input] of bad.entries()) expect(parseGoal(input), `bad[${i}]`).toBeNull();
  });

  it('reads a count up to 99,999 and none from 100,000', () => {
    expect(parseGoal({ kind: 'moves', moves: 99_999 })).toEqual({ kind: 'moves', moves: 99_999 });
    expect(parseGoal({ kind: 'moves', moves: 100_000 })).toBeNull();
    expect(parseGoal({ kind: 'home-in-time', cards: 10, minutes: 100_000 })).toBeNull();
  });

  it('only a won game meets a goal about the win; a goal about the way there is met won or not', () => {
    expect(GOALS.filter(needsWin).map((g) => g.kind)).toEqual(['win', 'moves', 'no-undo', 'no-hints']);
  });
});
