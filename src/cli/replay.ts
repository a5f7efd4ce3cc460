import { type Deal, type State, apply, hugePileNumbers, initialState, parseMove } from '../engine/index.ts';
import { visible } from '../engine/json.ts';
import { en } from '../text/en.ts';
import type { Io } from './command.ts';

export type Replayed = { ok: true; state: State } | { ok: false; index: number; text: string; reason: string };

const NOT_NOTATION = 'not a move in the notation (draw, or FROM>TO such as t3>t11, w>f, t0>f2)';

/** Plays move texts from the deal; stops at the first one that does not parse or is refused. */
export function replay(deal: Deal, texts: readonly string[]): Replayed {
  let state = initialState(deal);
  for (let index = 0; index < texts.length; index++) {
    const text = texts[index]!;
    const move = parseMove(text);
    if (!move) {
      const huge = hugePileNumbers(text);
      return { ok: false, index, text, reason: huge.length > 0 ? `pile number ${huge[0]!} is too large to be a pile of any game` : NOT_NOTATION };
    }
    const r = apply(state, move);
    if (!r.ok) return { ok: false, index, text, reason: en.refusal(r.refusal) };
    state = r.state;
  }
  return { ok: true, state };
}

/** The one line for an illegal move: its 0-based index, its text and why. */
export function reportIllegal(io: Io, r: { index: number; text: string; reason: string }): void {
  // Written so that a character that prints as nothing (a byte order mark, a zero-width space) shows.
  io.err(`illegal move ${r.index} ${visible(JSON.stringify(r.text))}: ${r.reason}`);
}
