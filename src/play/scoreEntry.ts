/**
 * What a result sent to a score board is, for the game that sends it and the server that checks
 * it alike: the body's fields, the player's name rule, the ids, and the bounds of the clock.
 */

/** The body of `POST /api/v1/scores`. */
export interface Submission {
  /** A board id (engine/boards.ts). */
  readonly board: string;
  /** The moves in effect, one list a player action (its move and the auto-play after it), as a save keeps them; a bare move is an action of one. */
  readonly moves: readonly (string | readonly string[])[];
  /** The game's clock at the win, in milliseconds. */
  readonly timeMs: number;
  readonly name: string;
  /** The player's random id: their results on a board are one row. */
  readonly player: string;
  /** The result's own random id: sent twice (a lost answer), it is counted once. */
  readonly id?: string;
  /** The clock after each action, in milliseconds: only a challenge of cards home in time needs it. */
  readonly times?: readonly number[];
}

/** One row of a board as the server returns it. */
export interface BoardEntry {
  readonly rank: number;
  readonly name: string;
  readonly moves: number;
  readonly timeMs: number;
}

export const NAME_MAX = 20;

/** Letters, marks, digits, punctuation, symbols and the plain space: no control, format, private-use or unassigned character, no other space. */
const NAME_CHARS = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u;

/** Why a text is no name: what the player is told, in their language (text/en.ts `nameProblem`). */
export type NameProblem = { readonly kind: 'not-text' } | { readonly kind: 'empty' } | { readonly kind: 'long'; readonly length: number } | { readonly kind: 'unprintable' };

/** The problem in the server's words (English, as its other refusals). */
function reasonOf(p: NameProblem): string {
  switch (p.kind) {
    case 'not-text': return 'the name must be a string';
    case 'empty': return 'the name is empty';
    case 'long': return `the name has ${p.length} characters: at most ${NAME_MAX}`;
    case 'unprintable': return 'the name holds a character that does not print (a control, format or private-use character, or a space other than the plain one)';
  }
}

/** A text as a name is kept: NFC, trimmed of white space at both ends. */
const keptName = (text: string): string => text.normalize('NFC').replace(/^\s+|\s+$/gu, '');

/** The problem with a text as a name, or null when it is one. */
export function nameProblem(input: unknown): NameProblem | null {
  if (typeof input !== 'string') return { kind: 'not-text' };
  const name = keptName(input);
  const length = Array.from(name).length;
  if (length === 0) return { kind: 'empty' };
  if (length > NAME_MAX) return { kind: 'long', length };
  return NAME_CHARS.test(name) ? null : { kind: 'unprintable' };
}

/**
 * A player's name as it is kept: NFC, trimmed of white space at both ends, 1 to NAME_MAX characters
 * (code points), each printable (NAME_CHARS). Kept and shown as plain text, never as markup.
 */
export function playerName(input: unknown): { ok: true; value: string } | { ok: false; reason: string; problem: NameProblem } {
  const problem = nameProblem(input);
  return problem === null ? { ok: true, value: keptName(input as string) } : { ok: false, reason: reasonOf(problem), problem };
}

/** A player's id or a result's id: 16 to 64 characters of A-Z, a-z, 0-9, _ and -. */
export const isRandomId = (x: unknown): x is string => typeof x === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(x);

/** Nobody plays an action faster than this on average over a game (the clock starts at the first): a quicker clock was not a player's. */
export const MIN_MS_PER_ACTION = 100;

/** The longest clock a result may show: a week on one deal, as a saved game keeps at most. */
export const MAX_TIME_MS = 7 * 24 * 3600 * 1000;
