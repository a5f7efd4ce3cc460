/**
 * Shorter winning lines. The searches return the first line they find, full of detours: a card
 * moved to one pile and then on to another, cards shuttled and put back. `shortenLine` rewrites a
 * winning line, each rewrite checked by replaying it through the engine, and answers the shortest
 * line it reached that still wins (the line as given if no rewrite survives the check). Three
 * rewrites, repeated until none helps:
 * - cycles: a position met twice on the line; the moves between are cut;
 * - shortcuts: a later position of the line reached from an earlier one in fewer moves (a search
 *   of every line up to `REACH` moves from each position);
 * - one move for two: a card that moves and then moves again takes the second move at once, or
 *   waits where it was and makes only the second.
 */
import { apply, isWon, legalMoves } from '../rules.ts';
import type { Move, Place, State } from '../types.ts';

/** Moves a shortcut search tries from each position of the line. */
const REACH = 1;
/** Rounds of the three rewrites at most. */
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
    for (let k = 0; k < p.length; k++) lane(p[k]!);
    lane(99);
  }
  for (let k = 0; k < s.waste.length; k++) lane(s.waste[k]!);
  lane(s.stock.length + 200);
  for (let k = 0; k < s.foundations.length; k++) lane(s.foundations[k]! + 300);
  return (a >>> 6) * 67108864 + (b >>> 6);
}

/** Cuts the moves between two visits of one position, keeping the last visit. */
function cutCycles(line: Move[], states: State[]): boolean {
  const last = new Map<number, number>();
  states.forEach((s, i) => last.set(keyOf(s), i));
  let cut = false;
  const kept: Move[] = [];
  for (let i = 0; i < states.length; ) {
    const j = last.get(keyOf(states[i]!))!;
    if (j > i) cut = true;
    i = j;
    if (i < line.length) kept.push(line[i]!);
    i++;
  }
  if (cut) line.splice(0, line.length, ...kept);
  return cut;
}

/** From each position, the farthest later one of the line reachable in fewer moves; spliced in. */
function shortcuts(line: Move[], states: State[], end: number): boolean {
  const at = new Map<number, number>();
  states.forEach((s, i) => at.set(keyOf(s), i));
  const out: Move[] = [];
  let found = false;
  for (let i = 0; i < line.length; ) {
    if (Date.now() > end) {
      out.push(...line.slice(i));
      break;
    }
    let best: { to: number; path: Move[] } | null = null;
    let frontier: { s: State; path: Move[] }[] = [{ s: states[i]!, path: [] }];
    for (let d = 1; d <= REACH; d++) {
      const next: typeof frontier = [];
      for (const { s, path } of frontier) {
        for (const m of legalMoves(s)) {
          const a = apply(s, m);
          if (!a.ok) continue;
          const j = at.get(keyOf(a.state));
          if (j !== undefined && j - i > d && (best === null || j - d > best.to - best.path.length)) best = { to: j, path: [...path, a.move] };
          if (d < REACH) next.push({ s: a.state, path: [...path, a.move] });
        }
      }
      frontier = next;
    }
    if (best) {
      out.push(...best.path);
      i = best.to;
      found = true;
    } else out.push(line[i++]!);
  }
  if (found) line.splice(0, line.length, ...out);
  return found;
}

const samePlace = (a: Place, b: Place) => a.zone === b.zone && a.index === b.index;

/** The card a move lifts in position `s` (-1 for a draw). */
function liftedBy(s: State, m: Move): number {
  if (m.kind === 'draw') return -1;
  if (m.from.zone === 'w') return s.waste[s.waste.length - 1] ?? -1;
  const p = s.tableau[m.from.index]!;
  return p[p.length - 1] ?? -1;
}

/**
 * A card moved by line[i] and next lifted, from where line[i] put it, by line[j]: try it going
 * straight to line[j]'s target at i, or staying put until j. Either must leave the position the
 * line has after line[j], so the rest of the line stands as it is.
 */
function mergeMoves(line: Move[], states: State[], end: number): boolean {
  let merged = false;
  for (let i = 0; i < line.length && Date.now() <= end; i++) {
    const mi = line[i]!;
    if (mi.kind === 'draw' || mi.to.zone === 'f') continue;
    const c = liftedBy(states[i]!, mi);
    for (let j = i + 1; j < line.length; j++) {
      const mj = line[j]!;
      if (mj.kind === 'draw' || !samePlace(mj.from, mi.to) || liftedBy(states[j]!, mj) !== c) continue;
      const direct: Move = { kind: 'move', from: mi.from, to: mj.to };
      const between = line.slice(i + 1, j);
      const goal = keyOf(states[j + 1]!);
      for (const segment of [[direct, ...between], [...between, direct]]) {
        const st = positions(states[i]!, segment);
        if (!st || keyOf(st[st.length - 1]!) !== goal) continue;
        line.splice(i, j - i + 1, ...segment);
        states.splice(i, j - i + 2, ...st);
        merged = true;
        break;
      }
      break;
    }
  }
  return merged;
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
  const given = line.slice();
  const states0 = winsFrom(start, given);
  if (!states0) return given;
  let best = given;
  const work = given.slice();
  let states = states0;
  for (let round = 0; round < ROUNDS; round++) {
    const before = work.length;
    cutCycles(work, states);
    states = positions(start, work)!;
    shortcuts(work, states, end);
    states = positions(start, work)!;
    mergeMoves(work, states, end);
    if (work.length < best.length && isWon(states[states.length - 1]!)) best = work.slice();
    if (work.length >= before || Date.now() > end) break;
  }
  return winsFrom(start, best) ? best : given;
}
