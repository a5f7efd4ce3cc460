/**
 * The bounds of a record's figures (src/engine/bounds.ts), as a stored record and an import are
 * judged by them: whole numbers only, each bound itself allowed and one past it refused.
 */
import { describe, expect, it } from 'vitest';
import { MAX_GAMES, MAX_MOVES, isGameCount, isMoves, isTimeMs, isWholeIn, isWinMoves, oneMore } from '../../../src/engine/bounds.ts';

/** Never a figure of a record, whatever its bounds. */
const NO_NUMBER = ['3', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 2.5, true, [3]];

describe('the bounds of a record', () => {
  it('a whole number from min to max, both allowed', () => {
    expect(isWholeIn(5, 5, 5)).toBe(true);
    expect([4, 6, 5.5].map((x) => isWholeIn(x, 5, 6))).toEqual([false, true, false]);
    expect(isWholeIn(2 ** 53, 0, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('a count of games: 0 to MAX_GAMES', () => {
    expect([0, 1, MAX_GAMES].every(isGameCount)).toBe(true);
    for (const x of [-1, MAX_GAMES + 1, ...NO_NUMBER]) expect(isGameCount(x), String(x)).toBe(false);
  });

  it('a clock: 0 to a week', () => {
    const week = 7 * 24 * 3600 * 1000;
    expect([0, 1, week].every(isTimeMs)).toBe(true);
    for (const x of [-1, week + 1, ...NO_NUMBER]) expect(isTimeMs(x), String(x)).toBe(false);
  });

  it('the moves of a win: 1 to MAX_MOVES; of any game: 0 to MAX_MOVES', () => {
    expect([1, MAX_MOVES].every(isWinMoves)).toBe(true);
    expect([0, 1, MAX_MOVES].every(isMoves)).toBe(true);
    for (const x of [0, MAX_MOVES + 1, ...NO_NUMBER]) expect(isWinMoves(x), String(x)).toBe(false);
    for (const x of [-1, MAX_MOVES + 1, ...NO_NUMBER]) expect(isMoves(x), String(x)).toBe(false);
  });

  it('a count one game on stops at MAX_GAMES, still a count of games', () => {
    expect([0, 41, MAX_GAMES - 1, MAX_GAMES].map(oneMore)).toEqual([1, 42, MAX_GAMES, MAX_GAMES]);
    expect(isGameCount(oneMore(MAX_GAMES))).toBe(true);
  });
});
