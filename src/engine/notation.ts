import { placeName } from './rules.ts';
import type { Move, Place } from './types.ts';

// Strict: lower case, no spaces, no leading zeros (RULES.md, move notation). Any pile number is
// notation; whether the game has that pile is the rules' question.
const MOVE = /^(?:(draw)|(?:t(0|[1-9]\d*)|(w))>(?:t(0|[1-9]\d*)|f(0|[1-9]\d*)?))$/;

/**
 * Parses one move of the RULES.md notation; null when it is not one, or when a pile number is too
 * large to be held exactly (past 2^53 it would be another number, and say so as 1e+23).
 */
export function parseMove(text: string): Move | null {
  const m = MOVE.exec(text);
  if (!m) return null;
  if (m[1]) return { kind: 'draw' };
  const from: Place = m[3] ? { zone: 'w', index: 0 } : { zone: 't', index: Number(m[2]) };
  const to: Place = m[4] !== undefined ? { zone: 't', index: Number(m[4]) } : { zone: 'f', index: m[5] === undefined ? -1 : Number(m[5]) };
  if (!Number.isSafeInteger(from.index) || !Number.isSafeInteger(to.index)) return null;
  return { kind: 'move', from, to };
}

/** The pile numbers of `text`, written in the notation, that are too large for any pile; empty for other text. */
export function hugePileNumbers(text: string): string[] {
  const m = MOVE.exec(text);
  if (!m) return [];
  return [m[2], m[4], m[5]].filter((n): n is string => n !== undefined && !Number.isSafeInteger(Number(n)));
}

export function moveText(move: Move): string {
  return move.kind === 'draw' ? 'draw' : `${placeName(move.from)}>${placeName(move.to)}`;
}

/** Byte order, as the CLI prints legal moves. */
export function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
