/**
 * A submitted line replayed through the game's own engine: the command line's replay (the same
 * parser and the English reasons `cli check` prints), then each action checked to be what the game
 * makes of one player move (the move, then the auto-play after it in one of the settings, or the
 * finish as one action), and the win. What is left is a session, as the table keeps one.
 */
import { replay, reportIllegal } from '../src/cli/replay.ts';
import { AUTO_PLAY_MODES, actionWithAuto, finishMoves } from '../src/engine/autoplay.ts';
import { type Deal, type Move, type Session, type State, apply, cardsHome, current, gameDef, isWon, moveText, newSession, parseMove, play } from '../src/engine/index.ts';

/** More than any game takes: a longer line is not a game. */
export const MAX_MOVES = 5000;

export type Replayed = { ok: true; session: Session } | { ok: false; reason: string };

type Actions = { ok: true; actions: string[][] } | { ok: false; reason: string };

/** The line's actions, each a list of move texts; a bare string is an action of one move. */
export function actionsOf(line: unknown): Actions {
  if (!Array.isArray(line) || line.length === 0) return { ok: false, reason: 'moves must be a non-empty list of moves (or of actions, each a list of moves)' };
  const actions: string[][] = [];
  let count = 0;
  for (const [i, a] of (line as unknown[]).entries()) {
    const action = typeof a === 'string' ? [a] : a;
    if (!Array.isArray(action) || action.length === 0 || !action.every((m) => typeof m === 'string')) return { ok: false, reason: `action ${i} is neither a move nor a non-empty list of moves` };
    count += action.length;
    if (count > MAX_MOVES) return { ok: false, reason: `the line has more than ${MAX_MOVES} moves` };
    actions.push(action);
  }
  return { ok: true, actions };
}

/** The move as the engine made it (a foundation named), applied from `state`; the line is known legal. */
function made(state: State, text: string): { move: Move; state: State } {
  const r = apply(state, parseMove(text)!);
  if (!r.ok) throw new Error('replayed moves are legal');
  return { move: r.move, state: r.state };
}

const texts = (moves: readonly Move[]): string => moves.map(moveText).join(' ');

/** Whether `moves` is one action the game makes from `state`: a move alone, a move and its auto-play, or the finish. */
function isOneAction(state: State, moves: readonly Move[]): boolean {
  if (moves.length === 1) return true;
  const line = texts(moves);
  if (texts(finishMoves(state)) === line) return true;
  return AUTO_PLAY_MODES.some((mode) => texts(actionWithAuto(state, [moves[0]!], mode, { finish: true }) ?? []) === line);
}

/** Replays `line` on `deal`: the session it plays to, or why it is not a win (the move and the engine's reason). */
export function replayLine(deal: Deal, line: unknown): Replayed {
  const parsed = actionsOf(line);
  if (!parsed.ok) return parsed;
  const flat = parsed.actions.flat();
  const legal = replay(deal, flat);
  if (!legal.ok) {
    let said = '';
    reportIllegal({ out: () => undefined, err: (l) => (said = l), readStdin: () => Promise.resolve('') }, legal);
    return { ok: false, reason: `${said} (moves count from 0)` };
  }
  let session = newSession(deal);
  for (const [i, action] of parsed.actions.entries()) {
    let state = current(session);
    const moves = action.map((text) => {
      const m = made(state, text);
      state = m.state;
      return m.move;
    });
    if (!isOneAction(current(session), moves)) return { ok: false, reason: `action ${i} (${action.join(' ')}) is not one player action: a move, then only the auto-play or the finish the game makes after it` };
    const r = play(session, moves);
    if (!r.ok) throw new Error('replayed moves are legal');
    session = r.session;
  }
  const end = current(session);
  if (!isWon(end)) return { ok: false, reason: `the line does not win: ${cardsHome(end)} of ${gameDef(deal.game).decks * 52} cards home after ${flat.length} moves` };
  return { ok: true, session };
}
