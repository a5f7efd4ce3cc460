import { fullDecks } from '../cards.ts';
import { gameDef } from '../games/index.ts';
import { moveText } from '../notation.ts';
import { fnv1a32, shuffled } from '../random.ts';
import { apply, isIdleMove, legalMoves } from '../rules.ts';
import type { Move, State } from '../types.ts';
import type { SolveResult } from './search.ts';
import { Solver } from './solver.ts';

export interface Hint {
  /** The suggested move, or null when no sample (or the exact search) found a win. */
  readonly move: Move | null;
  /** Share of the samples the move wins (1 or 0 when exact). */
  readonly confidence: number;
  readonly wins: number;
  readonly samples: number;
  /** True when nothing was hidden: the move comes from one exact search. */
  readonly exact: boolean;
}

export interface HintOptions {
  /** Arrangements of the unseen cards to try (default 8). */
  readonly samples?: number;
  /** Node budget of each search (default 20,000). */
  readonly maxNodes?: number;
  /** Node budget of the whole hint (default 400,000): no new sample is started past it. */
  readonly maxTotalNodes?: number;
  /**
   * Plan with every card, hidden ones included: only for the player's explicit "show the solver's
   * line" option (RULES.md, Hints and solving).
   */
  readonly peek?: boolean;
}

/**
 * What the player sees of a position: face-up tableau cards, how many lie face down under each
 * pile, the waste, the foundations and how many cards the stock holds. Face-down cards and the
 * stock's order are not in it; everything a hint decides comes from this view alone.
 */
export interface VisibleView {
  readonly game: State['game'];
  readonly faceUp: readonly (readonly number[])[];
  readonly hidden: readonly number[];
  readonly stockCount: number;
  readonly waste: readonly number[];
  readonly foundations: readonly number[];
}

export function visibleView(s: State): VisibleView {
  return {
    game: s.game,
    faceUp: s.tableau.map((p, i) => p.slice(s.hidden[i])),
    hidden: s.hidden.slice(),
    stockCount: s.stock.length,
    waste: s.waste.slice(),
    foundations: s.foundations.slice(),
  };
}

/** The cards the player has not seen, sorted: every card less the visible and the home ones. */
export function unseenCards(v: VisibleView): number[] {
  const count = new Array<number>(52).fill(0);
  for (const c of fullDecks(gameDef(v.game).decks)) count[c]!++;
  for (const top of v.foundations) if (top >= 0) for (let c = top - (top % 13); c <= top; c++) count[c]!--;
  for (const c of [...v.faceUp.flat(), ...v.waste]) count[c]!--;
  const out: number[] = [];
  count.forEach((n, c) => {
    for (let i = 0; i < n; i++) out.push(c);
  });
  return out;
}

/** A full position consistent with the view: the unseen cards dealt face down (bottom first), then to the stock. */
export function sampleState(v: VisibleView, unseen: readonly number[], seed: number): State {
  const cards = shuffled(unseen, seed);
  let at = 0;
  const tableau = v.faceUp.map((up, i) => [...cards.slice(at, (at += v.hidden[i]!)), ...up]);
  return { game: v.game, tableau, hidden: v.hidden.slice(), stock: cards.slice(at), waste: v.waste.slice(), foundations: v.foundations.slice() };
}

/** The distinct useful moves: no idle move, one foundation per card, one space per card. */
function candidates(s: State): Move[] {
  const out: Move[] = [];
  const seenText = new Set<string>();
  for (const m of legalMoves(s)) {
    if (isIdleMove(s, m)) continue;
    let key = moveText(m);
    if (m.kind === 'move' && m.to.zone === 'f') key = moveText({ ...m, to: { zone: 'f', index: -1 } });
    if (m.kind === 'move' && m.to.zone === 't' && s.tableau[m.to.index]!.length === 0) key = `${moveText(m).split('>')[0]!}>space`;
    if (seenText.has(key)) continue;
    seenText.add(key);
    out.push(m);
  }
  return out;
}

/** Same move up to the choice among equivalent foundations or spaces. */
function sameMove(s: State, a: Move, b: Move): boolean {
  if (a.kind === 'draw' || b.kind === 'draw') return a.kind === b.kind;
  if (a.from.zone !== b.from.zone || a.from.index !== b.from.index || a.to.zone !== b.to.zone) return false;
  if (a.to.zone === 'f') return true;
  if (a.to.index === b.to.index) return true;
  return s.tableau[a.to.index]!.length === 0 && s.tableau[b.to.index]!.length === 0;
}

/**
 * A hint that does not peek. Where nothing is hidden (Lucky Fan, or a stock run out with no card
 * face down) it is the solver's next move. Otherwise it samples arrangements of the unseen cards
 * that fit what the player has seen, by a generator seeded from the visible position only, and
 * scores each useful move by the samples it wins; the best move and its share come back.
 * The work comes in slices (`yield` between searches) so a worker can cancel it.
 */
export function* hintSteps(state: State, opts: HintOptions = {}): Generator<void, Hint> {
  const maxNodes = opts.maxNodes ?? 20_000;
  const view = visibleView(state);
  const unseen = unseenCards(view);
  let spent = 0;
  const searchSlices = function* (s: State, nodes: number): Generator<void, SolveResult> {
    const search = new Solver(s, { maxNodes: nodes });
    for (;;) {
      const r = search.run(4096);
      if (r) {
        spent += r.nodes;
        return r;
      }
      yield;
    }
  };
  if (opts.peek === true || unseen.length === 0) {
    const r = yield* searchSlices(opts.peek === true ? state : sampleState(view, [], 0), maxNodes * 10);
    const move = r.verdict === 'win' ? (r.line[0] ?? null) : null;
    return { move, confidence: move ? 1 : 0, wins: move ? 1 : 0, samples: 1, exact: true };
  }
  const maxTotal = opts.maxTotalNodes ?? 400_000;
  let samples = 0;
  const moves = candidates(state);
  const wins = new Array<number>(moves.length).fill(0);
  const base = fnv1a32(JSON.stringify(view));
  for (let k = 0; k < (opts.samples ?? 8) && (k === 0 || spent < maxTotal); k++) {
    samples++;
    const sample = sampleState(view, unseen, (base + Math.imul(k, 0x9e3779b9)) >>> 0);
    // One search of the sample first: a proven loss settles every move, a win names one winner.
    const root = yield* searchSlices(sample, maxNodes);
    if (root.verdict === 'loss') continue;
    const first = root.verdict === 'win' ? root.line[0] : undefined;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      if (first && sameMove(sample, m, first)) {
        wins[i]!++;
        continue;
      }
      const a = apply(sample, m);
      if (a.ok && (yield* searchSlices(a.state, maxNodes)).verdict === 'win') wins[i]!++;
    }
  }
  let best = -1;
  for (let i = 0; i < moves.length; i++) if (wins[i]! > 0 && (best < 0 || wins[i]! > wins[best]!)) best = i;
  if (best < 0) return { move: null, confidence: 0, wins: 0, samples, exact: false };
  return { move: moves[best]!, confidence: wins[best]! / samples, wins: wins[best]!, samples, exact: false };
}

/** Runs `hintSteps` to the end. */
export function hint(state: State, opts: HintOptions = {}): Hint {
  const steps = hintSteps(state, opts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

