/**
 * Shorter winning lines. The searches return the first line they find, full of detours: a card
 * moved to one pile and then on to another, cards shuttled and put back. `shortenLine` rewrites a
 * winning line, each rewrite checked by replaying it through the engine, and answers the shortest
 * line it reached that still wins (the line as given if no rewrite survives the check). Three
 * rewrites, repeated until none helps:
 * - cycles: a position met twice on the line; the moves between are cut;
 * - shortcuts: a later position of the line reached from an earlier one in one move;
 * - one move for two: a card that moves and then moves again takes the second move at once, or
 *   waits where it was and makes only the second.
 */
import { apply, isWon, legalMoves } from '../rules.ts';
import type { Card } from '../cards.ts';
import type { Move, Place, State } from '../types.ts';

/**
 * Rounds of the three rewrites at most. Some lines would go on shortening for a dozen rounds more,
 * but a level of difficulty is measured by the length of a deal's line after these six
 * (winnable/levels.ts): more rounds would move deals between levels that players share.
 */
const ROUNDS = 6;
/**
 * Milliseconds of rewriting at most, by default: the longest lines (thousands of moves, from the
 * depth-first search in Rouge Forty) would otherwise hold the worker for seconds. Past it the
 * rewrite under way stops where it is; the line so far is kept if it wins.
 */
export const SHORTEN_MS = 1500;

/** The position after every move: states[0] is the start, states[k] after line[k-1]; null if a move is refused. */
function positions(start: State, line: readonly Move[]): State[] | null {
  const out = [start];
  let s = start;
  for (const m of line) {
    const a = apply(s, m);
    if (!a.ok) return null;
    s = a.state;
    out.push(s);
  }
  return out;
}

/**
 * Exact identity of a position (pile and foundation order included: the line's moves name them),
 * as two 26-bit FNV-1a lanes in one number. Two lanes make a collision between the few hundred
 * positions of one line too unlikely to guard against: one would cut a line that no longer replays.
 */
function keyOf(s: State): number {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  const lane = (x: number) => {
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 15);
  };
  for (const p of s.tableau) {
    for (const c of p) lane(c);
    lane(99);
  }
  for (const c of s.waste) lane(c);
  lane(s.stock.length + 200);
  for (const top of s.foundations) lane(top + 300);
  return (a >>> 6) * 67108864 + (b >>> 6);
}

/** Cuts the moves between two visits of one position, keeping the last visit. */
function cutCycles(line: Move[], states: State[]): void {
  const last = new Map<number, number>();
  states.forEach((s, i) => last.set(keyOf(s), i));
  const kept: Move[] = [];
  for (let i = 0; i < states.length; ) {
    i = last.get(keyOf(states[i]!))!;
    if (i < line.length) kept.push(line[i]!);
    i++;
  }
  line.splice(0, line.length, ...kept);
}

/**
 * From each position, the farthest later one of the line (past the next) that one move reaches,
 * that move in place of the moves between. Past `late` the rest of the line stays as it is.
 */
function shortcuts(line: Move[], states: State[], late: () => boolean): void {
  const at = new Map<number, number>();
  states.forEach((s, i) => at.set(keyOf(s), i));
  const out: Move[] = [];
  for (let i = 0; i < line.length; ) {
    if (late()) {
      out.push(...line.slice(i));
      break;
    }
    let to = i + 1;
    let step = line[i]!;
    for (const m of legalMoves(states[i]!)) {
      const a = apply(states[i]!, m);
      if (!a.ok) continue;
      // 0, the start, is never ahead.
      const j = at.get(keyOf(a.state)) ?? 0;
      if (j > to) {
        to = j;
        step = a.move;
      }
    }
    out.push(step);
    i = to;
  }
  line.splice(0, line.length, ...out);
}

const samePlace = (a: Place, b: Place) => a.zone === b.zone && a.index === b.index;

/** The card a legal move from `from` lifts in position `s`. */
function liftedBy(s: State, from: Place): Card {
  const cards = from.zone === 'w' ? s.waste : s.tableau[from.index]!;
  return cards[cards.length - 1]!;
}

/**
 * A card moved by line[i] and next lifted, from where line[i] put it, by line[j]: try it going
 * straight to line[j]'s target at i, or staying put until j. Either must leave the position the
 * line has after line[j], so the rest of the line stands as it is.
 */
function mergeMoves(line: Move[], states: State[], late: () => boolean): void {
  for (let i = 0; i < line.length && !late(); i++) {
    const mi = line[i]!;
    if (mi.kind === 'draw' || mi.to.zone === 'f') continue;
    const c = liftedBy(states[i]!, mi.from);
    for (let j = i + 1; j < line.length; j++) {
      const mj = line[j]!;
      if (mj.kind === 'draw' || !samePlace(mj.from, mi.to) || liftedBy(states[j]!, mj.from) !== c) continue;
      const direct: Move = { kind: 'move', from: mi.from, to: mj.to };
      const between = line.slice(i + 1, j);
      const goal = keyOf(states[j + 1]!);
      for (const segment of [[direct, ...between], [...between, direct]]) {
        const st = positions(states[i]!, segment);
        if (!st || keyOf(st[st.length - 1]!) !== goal) continue;
        line.splice(i, j - i + 1, ...segment);
        states.splice(i, j - i + 2, ...st);
        break;
      }
      break;
    }
  }
}

/** The positions of `line` when it plays from `start` to a win; null otherwise. */
function winsFrom(start: State, line: readonly Move[]): State[] | null {
  const st = positions(start, line);
  return st && isWon(st[st.length - 1]!) ? st : null;
}

/** Whether `line` plays from `start` through the engine, every move legal, to a won game. */
export function lineWins(start: State, line: readonly Move[]): boolean {
  return winsFrom(start, line) !== null;
}

/** A winning line from `start`, shortened; `line` itself when it does not win or nothing shorter does. */
export function shortenLine(start: State, line: readonly Move[], maxMs = SHORTEN_MS): Move[] {
  const end = Date.now() + maxMs;
  const late = () => Date.now() > end;
  const given = line.slice();
  const states0 = winsFrom(start, given);
  if (!states0) return given;
  // Every rewrite ends where the moves it replaces end: the line only gets shorter, and wins.
  const work = given.slice();
  let states = states0;
  for (let round = 0; round < ROUNDS; round++) {
    const before = work.length;
    cutCycles(work, states);
    states = positions(start, work)!;
    shortcuts(work, states, late);
    states = positions(start, work)!;
    mergeMoves(work, states, late);
    if (work.length >= before || late()) break;
  }
  return winsFrom(start, work) ? work : given;
}
