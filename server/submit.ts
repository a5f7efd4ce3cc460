/**
 * A result posted to a board, checked from the cheapest check to the dearest: the body's fields
 * (400), the rate limits (429), the line replayed through the engine and the clock it claims
 * (422), the challenge's goal judged by the engine's own judge (422), then kept.
 */
import { createHash } from 'node:crypto';
import { goalStatus, noteHome } from '../src/engine/challenges/evaluate.ts';
import { cardsHome, current, play, newSession, type Session } from '../src/engine/index.ts';
import { MAX_TIME_MS, MIN_MS_PER_ACTION, isRandomId, playerName } from '../src/play/scoreEntry.ts';
import { type Board, findBoard, goalText } from './boards.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { actionsOf, replayLine } from './line.ts';
import { hit, keepResult } from './store.ts';

export interface Answer {
  readonly status: 201 | 400 | 409 | 422 | 429;
  readonly body: Record<string, unknown>;
  readonly retryAfter?: number;
}

const refuse = (status: 400 | 409 | 422, error: string): Answer => ({ status, body: { error } });

interface Fields {
  readonly board: Board;
  readonly name: string;
  readonly player: string;
  readonly id: string | null;
  readonly timeMs: number;
}

const isClock = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_TIME_MS;

/** The body's fields, each checked, or the first that is wrong. */
function fields(body: unknown, now: Date): { ok: true; value: Fields } | { ok: false; answer: Answer } {
  const no = (why: string) => ({ ok: false as const, answer: refuse(400, why) });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return no('the body must be a JSON object: {board, moves, timeMs, name, player}');
  const o = body as Record<string, unknown>;
  const found = findBoard(o.board, now);
  if (!found.ok) return no(found.reason);
  const name = playerName(o.name);
  if (!name.ok) return no(name.reason);
  if (!isRandomId(o.player)) return no('player must be the player\'s id: 16 to 64 characters of A-Z, a-z, 0-9, _ and -');
  if (o.id !== undefined && !isRandomId(o.id)) return no('id, when given, must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -');
  if (!isClock(o.timeMs)) return no(`timeMs must be a whole number of milliseconds from 0 to ${MAX_TIME_MS}`);
  const shape = actionsOf(o.moves);
  if (!shape.ok) return no(shape.reason);
  return { ok: true, value: { board: found.board, name: name.value, player: o.player, id: typeof o.id === 'string' ? o.id : null, timeMs: o.timeMs } };
}

/** The clock after each action, when the goal needs it: as many as the actions, never going back, within the clock. */
function homeTimes(session: Session, times: unknown, timeMs: number): { ok: true; value: readonly number[] } | { ok: false; answer: Answer } {
  const n = session.position;
  if (!Array.isArray(times) || times.length !== n || !times.every(isClock)) return { ok: false, answer: refuse(400, `this challenge's goal is judged on the clock: times must list the clock in milliseconds after each of the ${n} actions`) };
  const at = times;
  const bad = at.findIndex((t, i) => t < i * MIN_MS_PER_ACTION || (i > 0 && t < at[i - 1]!) || t > timeMs);
  if (bad >= 0) return { ok: false, answer: refuse(422, `times[${bad}] = ${at[bad]} ms is not a clock a player could show: it must not go back, nor pass timeMs, nor run faster than ${MIN_MS_PER_ACTION} ms an action`) };
  // Cards home after each action, as the table notes them, on the clock claimed.
  let s = newSession(session.deal);
  let home = noteHome([], cardsHome(current(s)), 0);
  session.history.forEach((entry, i) => {
    const r = play(s, entry.moves);
    if (!r.ok) throw new Error('a replayed session holds only legal moves');
    s = r.session;
    home = noteHome(home, cardsHome(current(s)), at[i]! / 1000);
  });
  return { ok: true, value: home };
}

/** The goal of a challenge board judged on the replayed game, or null when met (or a daily board). */
function goalMissed(board: Board, session: Session, body: Record<string, unknown>, timeMs: number): Answer | null {
  const goal = board.goal();
  if (goal === null) return null;
  let home: readonly number[] = [];
  if (board.needsTimes) {
    const h = homeTimes(session, body.times, timeMs);
    if (!h.ok) return h.answer;
    home = h.value;
  }
  // A line in effect holds no undo and no hint: without them is the game's word (engine/boards.ts).
  const status = goalStatus(goal, { session, undos: 0, hints: 0, seconds: timeMs / 1000, homeTimes: home, over: true });
  return status === 'met' ? null : refuse(422, `the line wins but misses the challenge's goal: ${goalText(goal)}`);
}

export const digestOf = (body: Record<string, unknown>): string =>
  createHash('sha256').update(JSON.stringify([body.board, body.moves, body.timeMs, body.name, body.player, body.times ?? null])).digest('base64url');

/** Checks and keeps one posted result. */
export async function submit(db: Db, config: Config, body: unknown, address: string, now: Date): Promise<Answer> {
  const f = fields(body, now);
  if (!f.ok) return f.answer;
  const { board, name, player, id, timeMs } = f.value;
  const hits = await hit(db, [`player:${player}`, `address:${address}`]);
  if (hits.counts.get(`player:${player}`)! > config.ratePlayer) return { status: 429, body: { error: `too many results from this player: at most ${config.ratePlayer} a minute` }, retryAfter: hits.retryAfter };
  if (hits.counts.get(`address:${address}`)! > config.rateAddress) return { status: 429, body: { error: `too many results from this address: at most ${config.rateAddress} a minute` }, retryAfter: hits.retryAfter };
  const o = body as Record<string, unknown>;
  const r = replayLine(board.deal(), o.moves);
  if (!r.ok) return refuse(422, r.reason);
  const actions = r.session.position;
  // The clock starts with the first action: the actions after it take the time.
  if (timeMs < (actions - 1) * MIN_MS_PER_ACTION) return refuse(422, `a clock of ${timeMs} ms for ${actions} actions is faster than any player: at least ${MIN_MS_PER_ACTION} ms an action after the first`);
  const missed = goalMissed(board, r.session, o, timeMs);
  if (missed) return missed;
  const kept = await keepResult(db, { board: board.id, player, name, moves: actions, timeMs, id, digest: digestOf(o) });
  if (kept.kind === 'id-taken') return refuse(409, `the result id ${id} was already used for another result`);
  return { status: 201, body: { rank: kept.standing.rank, of: kept.standing.of, improved: kept.improved, repeated: kept.repeated } };
}
