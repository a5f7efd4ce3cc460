/**
 * Hand-built positions for rule tests: card codes in, a State out. Piles are written bottom card
 * first, codes separated by spaces, as a player reads them left to right.
 */
import { expect } from 'vitest';
import {
  type Applied,
  type Card,
  type GameId,
  type Move,
  type State,
  type Step,
  gameDef,
  apply,
  byteOrder,
  legalMoves,
  moveText,
  parseCard,
  parseMove,
} from '../../../src/engine/index.ts';
import { en } from '../../../src/text/en.ts';

export interface Layout {
  /** One string per pile, bottom first: 'KS QS 5H'; '' is an empty pile. */
  readonly tableau: readonly string[];
  /** Face-down cards at the bottom of each pile (default none). */
  readonly hidden?: readonly number[];
  /** First card drawn FIRST, as in the deal format. */
  readonly stock?: string;
  /** Bottom first, top (playable) last. */
  readonly waste?: string;
  /** Top card of each foundation, '' when empty; default all empty. */
  readonly foundations?: readonly string[];
}

export function cards(text: string): Card[] {
  return text
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => {
      const c = parseCard(t);
      if (c === null) throw new Error(`bad card code ${t} in a test position`);
      return c;
    });
}

export function position(game: GameId, layout: Layout): State {
  const def = gameDef(game);
  if (layout.tableau.length !== def.piles.length) throw new Error(`${game} has ${def.piles.length} piles, the test gives ${layout.tableau.length}`);
  const foundations = layout.foundations ?? Array<string>(def.foundations).fill('');
  if (foundations.length !== def.foundations) throw new Error(`${game} has ${def.foundations} foundations`);
  return {
    game,
    tableau: layout.tableau.map(cards),
    hidden: layout.hidden ?? layout.tableau.map(() => 0),
    stock: cards(layout.stock ?? '').reverse(),
    waste: cards(layout.waste ?? ''),
    foundations: foundations.map((f) => (f === '' ? -1 : cards(f)[0]!)),
  };
}

/** `n` empty strings: filler piles for layouts. */
export const empty = (n: number): string[] => Array<string>(n).fill('');

export function move(text: string): Move {
  const m = parseMove(text);
  if (!m) throw new Error(`${text} is not a move`);
  return m;
}

/** Plays moves that must be legal; returns the last result. */
export function playOk(state: State, ...texts: string[]): Extract<Applied, { ok: true }> {
  let r: Applied | undefined;
  let s = state;
  for (const t of texts) {
    r = apply(s, move(t));
    if (!r.ok) throw new Error(`${t} was refused: ${en.refusal(r.refusal)}`);
    s = r.state;
  }
  if (!r?.ok) throw new Error('no move given');
  return r;
}

/** The reason a move is refused; fails the test if it is played. */
export function refusal(state: State, text: string): string {
  const r = apply(state, move(text));
  expect(r.ok, `${text} should be refused`).toBe(false);
  return r.ok ? '' : en.refusal(r.refusal);
}

/** Pile contents as codes, for readable expectations. */
export function pileCodes(state: State): string[] {
  return state.tableau.map((p) => p.map(code).join(' '));
}

export function code(c: Card): string {
  const ranks = 'A23456789TJQK';
  const suits = 'SHDC';
  return ranks[c % 13]! + suits[Math.floor(c / 13)]!;
}

export const stepText = (s: Step): string =>
  s.kind === 'flip' ? `flip ${code(s.card)} ${s.pile}` : `${s.kind} ${code(s.card)} ${s.from}>${s.to}`;

/** A line in notation, one string, for readable expectations. */
export const lineText = (line: readonly Move[]): string => line.map(moveText).join(' ');

/** Legal moves as sorted notation, for readable expectations. */
export function legal(state: State): string[] {
  return legalMoves(state).map(moveText).sort(byteOrder);
}

/** Plays moves that must all be legal; throws naming the first refused one. */
export function applyAll(state: State, moves: readonly Move[]): State {
  let s = state;
  for (const m of moves) {
    const r = apply(s, m);
    if (!r.ok) throw new Error(`${moveText(m)} refused: ${en.refusal(r.refusal)}`);
    s = r.state;
  }
  return s;
}
