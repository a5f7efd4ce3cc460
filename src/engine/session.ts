import { type Deal, dealToJson, initialState, numberedDeal, parseDeal } from './deals.ts';
import { moveText, parseMove } from './notation.ts';
import { apply } from './rules.ts';
import type { Move, Refusal, State, Step } from './types.ts';

/** One player action: the moves it made (its own and what auto-play added) and where it led. */
export interface Entry {
  readonly moves: readonly Move[];
  readonly state: State;
}

/**
 * A game in progress: the deal, every action taken (undone ones too, for redo) and how many of
 * them are in effect. Immutable: each operation returns a new session.
 */
export interface Session {
  readonly deal: Deal;
  /** The numbered deal this came from, when it did. */
  readonly number: number | null;
  readonly start: State;
  readonly history: readonly Entry[];
  readonly position: number;
}

export function newSession(deal: Deal, number: number | null = null): Session {
  return { deal, number, start: initialState(deal), history: [], position: 0 };
}

export function numberedSession(game: Deal['game'], number: number): Session {
  return newSession(numberedDeal(game, number), number);
}

export function current(s: Session): State {
  return s.position === 0 ? s.start : s.history[s.position - 1]!.state;
}

export type Played = { ok: true; session: Session; steps: readonly Step[]; moves: readonly Move[] } | { ok: false; refusal: Refusal };

type Acted = { ok: true; entry: Entry; steps: readonly Step[] } | { ok: false; refusal: Refusal };

/** One player action from `state`: its moves applied in order, or the first refusal. */
function act(state: State, moves: readonly Move[]): Acted {
  if (moves.length === 0) return { ok: false, refusal: { kind: 'no-move' } };
  let at = state;
  const steps: Step[] = [];
  const made: Move[] = [];
  for (const m of moves) {
    const r = apply(at, m);
    if (!r.ok) return r;
    at = r.state;
    steps.push(...r.steps);
    made.push(r.move);
  }
  return { ok: true, entry: { moves: made, state: at }, steps };
}

/**
 * Plays one player action: one or more moves applied in order, kept as one undo entry. Drops any
 * redo entries. Refused whole if any move is refused.
 */
export function play(s: Session, moves: readonly Move[]): Played {
  const r = act(current(s), moves);
  if (!r.ok) return r;
  const history = [...s.history.slice(0, s.position), r.entry];
  return { ok: true, session: { ...s, history, position: history.length }, steps: r.steps, moves: r.entry.moves };
}

export const canUndo = (s: Session): boolean => s.position > 0;
export const canRedo = (s: Session): boolean => s.position < s.history.length;
export const undo = (s: Session): Session => (canUndo(s) ? { ...s, position: s.position - 1 } : s);
export const redo = (s: Session): Session => (canRedo(s) ? { ...s, position: s.position + 1 } : s);
/** Restart keeps nothing to redo: a new attempt at the same deal. */
export const restart = (s: Session): Session => newSession(s.deal, s.number);

/** Player actions in effect. */
export const actionCount = (s: Session): number => s.position;

/** Every move in effect, in the notation, in order. */
export function movesPlayed(s: Session): string[] {
  return s.history.slice(0, s.position).flatMap((e) => e.moves.map(moveText));
}

export const SAVE_VERSION = 1;

export interface SaveJson {
  version: number;
  game: string;
  number: number | null;
  deal: ReturnType<typeof dealToJson>;
  /** One inner list per player action, undone ones included. */
  moves: string[][];
  /** How many actions are in effect; the rest can be redone. */
  position: number;
}

export function toSave(s: Session): SaveJson {
  return {
    version: SAVE_VERSION,
    game: s.deal.game,
    number: s.number,
    deal: dealToJson(s.deal),
    moves: s.history.map((e) => e.moves.map(moveText)),
    position: s.position,
  };
}

/** Loads a save whole or not at all: the reason says what is wrong (with the refusal, for an illegal move). */
export function fromSave(input: unknown): { ok: true; session: Session } | { ok: false; reason: string; refusal?: Refusal } {
  const fail = (reason: string) => ({ ok: false as const, reason: `this save cannot be loaded: ${reason}` });
  if (typeof input !== 'object' || input === null) return fail('it is not a save object');
  const o = input as Partial<Record<keyof SaveJson, unknown>>;
  if (o.version !== SAVE_VERSION) return fail(`unknown version ${JSON.stringify(o.version)} (this game reads version ${SAVE_VERSION})`);
  const deal = parseDeal(o.deal);
  if (!deal.ok) return fail(`its deal is broken: ${deal.reason}`);
  if (o.game !== deal.value.game) return fail(`it names game ${JSON.stringify(o.game)} but holds a ${deal.value.game} deal`);
  const number = o.number ?? null;
  if (number !== null) {
    if (typeof number !== 'number') return fail('its deal number is not a number');
    let dealt: Deal;
    try {
      dealt = numberedDeal(deal.value.game, number);
    } catch {
      return fail(`deal number ${number} is out of range`);
    }
    if (JSON.stringify(dealToJson(dealt)) !== JSON.stringify(dealToJson(deal.value))) return fail(`its cards are not those of deal ${number}`);
  }
  if (!Array.isArray(o.moves)) return fail('its move list is missing');
  const fresh = newSession(deal.value, number);
  // The history is built in one list: playing each action as a session would copy it every time.
  const history: Entry[] = [];
  let state = fresh.start;
  for (let i = 0; i < o.moves.length; i++) {
    const action: unknown = o.moves[i];
    if (!Array.isArray(action) || action.length === 0) return fail(`action ${i} is not a list of moves`);
    const moves: Move[] = [];
    for (const text of action) {
      const m = typeof text === 'string' ? parseMove(text) : null;
      if (!m) return fail(`action ${i}: ${JSON.stringify(text)} is not a move`);
      moves.push(m);
    }
    const r = act(state, moves);
    if (!r.ok) return { ...fail(`action ${i} (${action.join(' ')}) is illegal`), refusal: r.refusal };
    history.push(r.entry);
    state = r.entry.state;
  }
  const position = o.position;
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position > history.length) {
    return fail(`position ${JSON.stringify(position)} is not between 0 and ${history.length}`);
  }
  return { ok: true, session: { ...fresh, history, position } };
}

/** Loads a save from its stored text: broken JSON is refused like any other bad save. */
export function fromSaveText(text: string): ReturnType<typeof fromSave> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'this save cannot be loaded: it is not complete JSON (cut short or edited)' };
  }
  return fromSave(value);
}
