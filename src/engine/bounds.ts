/**
 * The bounds of every figure a record keeps (statistics, a saved clock), decided once: reading a
 * stored record and reading an imported code or file both judge by them, so nothing either accepts
 * is refused or reset later. Each bound lies far past what a real player reaches, and far below
 * where arithmetic on it loses precision; a count that reaches its bound stays there (`oneMore`),
 * so the next game never turns a valid record into one that fails these bounds.
 */

/** The most games a record counts: a game a minute, day and night, for nineteen years. */
export const MAX_GAMES = 10_000_000;

/** The longest clock a game keeps, a week of play on one deal: a longer one is a damaged clock. */
export const MAX_TIME_MS = 7 * 24 * 3600 * 1000;

/** The most moves a game is counted with (a result to beat carries at most 99,999). */
export const MAX_MOVES = 99_999;

/** `Number.isSafeInteger`, true of numbers alone, as the guard it is. */
const isSafeInteger = Number.isSafeInteger as (x: unknown) => x is number;

/** A whole number from `min` to `max`. */
export const isWholeIn = (x: unknown, min: number, max: number): x is number => isSafeInteger(x) && x >= min && x <= max;

/** A count of games (played, won, a streak): 0 to MAX_GAMES. */
export const isGameCount = (x: unknown): x is number => isWholeIn(x, 0, MAX_GAMES);

/** A time on the clock, ms: 0 (a win before the clock's first full frame) to MAX_TIME_MS. */
export const isTimeMs = (x: unknown): x is number => isWholeIn(x, 0, MAX_TIME_MS);

/** The moves of a game won: at least one, at most MAX_MOVES. */
export const isWinMoves = (x: unknown): x is number => isWholeIn(x, 1, MAX_MOVES);

/** The moves of any game, won or not (one given up before a move has none). */
export const isMoves = (x: unknown): x is number => isWholeIn(x, 0, MAX_MOVES);

/** A count one game on: it stops at MAX_GAMES. */
export const oneMore = (n: number): number => Math.min(MAX_GAMES, n + 1);
