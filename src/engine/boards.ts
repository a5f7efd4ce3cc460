/**
 * A score board's id names the deal its results are of: `daily:GAME:YYYY-MM-DD` (that day's daily
 * deal of GAME) or `challenge:YYYY-MM-DD.K` (that day's challenge K, 1 to 3). The game builds an id
 * when a daily deal or a challenge ends, and the score server reads it back to find the deal it
 * replays the line on: one format, written and read here.
 *
 * Every challenge has a board. A goal without undo or without hints is judged, as every goal is,
 * on the replayed line (undos and hints leave no trace in the moves in effect, so the line is
 * undo-free by construction): that none was used is the game's word, as its clock is, and the game
 * offers a result only once its goal was met on the table.
 */
import { CHALLENGES_PER_DAY } from './challenges/record.ts';
import type { GoalKind } from './challenges/goals.ts';
import { isIsoDate } from './daily.ts';
import { isGameId } from './games/index.ts';
import type { GameId } from './types.ts';

export type BoardRef =
  | { readonly kind: 'daily'; readonly game: GameId; readonly date: string }
  /** `slot` is 0-based: challenge K is slot K - 1. */
  | { readonly kind: 'challenge'; readonly date: string; readonly slot: number };

export const dailyBoard = (game: GameId, date: string): string => `daily:${game}:${date}`;
export const challengeBoard = (date: string, slot: number): string => `challenge:${date}.${slot + 1}`;

export function boardId(ref: BoardRef): string {
  return ref.kind === 'daily' ? dailyBoard(ref.game, ref.date) : challengeBoard(ref.date, ref.slot);
}

const DAILY = /^daily:([a-z0-9-]{1,40}):(\d{4}-\d{2}-\d{2})$/;
const CHALLENGE = /^challenge:(\d{4}-\d{2}-\d{2})\.([1-9])$/;

/** A board id read back, or the reason it names no board. */
export function parseBoardId(text: unknown): { ok: true; value: BoardRef } | { ok: false; reason: string } {
  const bad = (why: string) => ({ ok: false as const, reason: `unknown board ${JSON.stringify(text)}: ${why}` });
  if (typeof text !== 'string') return { ok: false, reason: 'the board must be a string: daily:GAME:YYYY-MM-DD or challenge:YYYY-MM-DD.K' };
  const d = DAILY.exec(text);
  if (d) {
    const [, game, date] = d as unknown as [string, string, string];
    if (!isGameId(game)) return bad(`no game ${JSON.stringify(d[1])}`);
    if (!isIsoDate(date)) return bad(`${String(d[2])} is not a calendar day`);
    return { ok: true, value: { kind: 'daily', game, date } };
  }
  const c = CHALLENGE.exec(text);
  if (c) {
    const [, date, k] = c as unknown as [string, string, string];
    if (!isIsoDate(date)) return bad(`${String(c[1])} is not a calendar day`);
    if (Number(k) > CHALLENGES_PER_DAY) return bad(`a day has challenges 1 to ${CHALLENGES_PER_DAY}`);
    return { ok: true, value: { kind: 'challenge', date, slot: Number(k) - 1 } };
  }
  return bad('boards are daily:GAME:YYYY-MM-DD or challenge:YYYY-MM-DD.K');
}

/** Goals judged on the clock after each action: a result for them carries `times`. */
export const needsTimes = (kind: GoalKind): boolean => kind === 'home-in-time';
