/**
 * Winnable deal N of a game: built backwards from the won position, one move unplayed at a time
 * (unplay.ts), until a full deal of the game's layout stands. The moves unplayed, read forwards,
 * are a winning line of the deal, so every deal built here is winnable by construction, and
 * `winnableDeal` replays that line through the engine before it answers.
 *
 * The walk must never change: "winnable deal N" is shared between players like a numbered deal,
 * and test vectors pin it (test/unit/winnable/). Its random choices come from mulberry32 seeded
 * with N XOR fnv1a32("winnable " + game id) (random.ts); a walk that runs into a position with no
 * step left restarts from the won position with the same generator, so N alone decides the deal.
 * Of several deals walked (`walks` in shapes.ts) the one that opens with the fewest moves is kept.
 * To change the walk is to change every winnable deal: give the new walk a new seed text instead.
 */
import { type Card, KING } from '../cards.ts';
import { type Deal, initialState } from '../deals.ts';
import { gameDef } from '../games/index.ts';
import { fnv1a32, isDealNumber, mulberry32Unit } from '../random.ts';
import { isIdleMove, legalMoves } from '../rules.ts';
import type { GameId, Move, State } from '../types.ts';
import { type StepKind, type Unplayed, unplay } from './unplay.ts';
import { replaysToWin } from './replay.ts';
import { type Shape, shapeOf } from './shapes.ts';

export interface WinnableDeal {
  readonly deal: Deal;
  /** The line the walk unplayed, forwards: it wins the deal (checked by replay). */
  readonly line: readonly Move[];
  /** Walks begun in all, stuck ones included (at least the shape's `walks`). */
  readonly walks: number;
}

/** The won position: every foundation up to its King, all else empty. */
export function wonState(game: GameId): State {
  const def = gameDef(game);
  const foundations = Array.from({ length: def.foundations }, (_, f) => (f % 4) * 13 + KING - 1);
  return { game, tableau: def.piles.map(() => []), hidden: def.piles.map(() => 0), stock: [], waste: [], foundations };
}

/**
 * Whether `s` is a deal of its game's layout: piles and stock full. The waste is then empty and the
 * foundations as dealt: the walk moves cards, never makes or loses one, and takes none off a
 * foundation below the card it starts with, so what the piles and stock do not hold is the
 * foundations' start.
 */
function isDealt(s: State): boolean {
  const def = gameDef(s.game);
  return s.stock.length === def.stock && s.tableau.every((p, i) => p.length === def.piles[i]);
}

/**
 * Steps that keep the walk inside what a deal can become: the waste and stock never hold more
 * than the stock deals, a pile never more than its deal plus the game's slack, and the card just
 * moved is not moved straight back.
 */
function fits(s: State, shape: Shape, u: Unplayed, last: Card): boolean {
  const def = gameDef(s.game);
  const b = u.before;
  if (b.stock.length + b.waste.length > def.stock) return false;
  if (u.kind === 'unbuild' && u.card === last) return false;
  if (u.to < 0) return true;
  const pile = b.tableau[u.to]!;
  if (pile.length <= def.piles[u.to]!) return true;
  // Past its deal, a pile takes only a card on the next higher card of its suit: a card the walk
  // can always unbuild again, so the walk never strands more cards in a pile than its deal.
  return pile.length <= def.piles[u.to]! + shape.slack && u.card % 13 !== 12 && pile[pile.length - 2] === u.card + 1;
}

/**
 * Room left where a card may still go: what the deal puts there less what is there now (the
 * waste and stock share the stock's room). Cards are spread by it, so the deal's cards come off
 * the foundations into every part of the layout at an even pace.
 */
function room(s: State, to: number): number {
  const def = gameDef(s.game);
  if (to < 0) return def.stock - s.stock.length - s.waste.length;
  return def.piles[to]! - s.tableau[to]!.length;
}

/** One step of the walk: a kind by the shape's weights, then a step of that kind. */
function choose(s: State, steps: Unplayed[], shape: Shape, pace: readonly number[], random: () => number): Unplayed {
  const byKind = new Map<StepKind, Unplayed[]>();
  for (const u of steps) {
    const list = byKind.get(u.kind) ?? [];
    list.push(u);
    byKind.set(u.kind, list);
  }
  const kinds = [...byKind.keys()];
  const kind = pick(kinds, kinds.map((k) => shape.weights[k]), random);
  const options = byKind.get(kind)!;
  if (kind === 'undraw') return options[0]!;
  return pick(options, options.map((u) => (Math.max(0, room(s, u.to)) + shape.anywhere) * (u.kind === 'unhome' ? pace[foundationOf(u.move)]! : 1)), random);
}

const foundationOf = (m: Move): number => (m.kind === 'move' ? m.to.index : 0);

/**
 * Each foundation's pace for one walk: how readily its cards come off. Drawn afresh per walk, and
 * raised to the shape's `focus`: at 0 every suit comes down evenly, so a deal's low cards of all
 * suits lie near the top and its high cards deep; higher, some suits come down long before others.
 */
function paces(n: number, focus: number, random: () => number): number[] {
  return Array.from({ length: n }, () => (-Math.log(1 - random())) ** focus);
}

function pick<T>(items: readonly T[], weights: readonly number[], random: () => number): T {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return items[Math.floor(random() * items.length)]!;
  let x = random() * total;
  for (let i = 0; i < items.length; i++) {
    x -= weights[i]!;
    if (x < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** Walks begun for one deal at most; past it the build throws (it never has, see the tests). */
const MAX_WALKS = 1000;

/** Non-draw moves open at the start of a deal, idle ones aside: how much choice it offers at once. */
export function openingMoves(deal: Deal): number {
  const s = initialState(deal);
  return legalMoves(s).filter((m) => m.kind !== 'draw' && !isIdleMove(s, m)).length;
}

/**
 * Builds winnable deal `n` (1 to 4294967295) of `game`, with its winning line: of the shape's
 * `walks` deals walked one after another, the one with the fewest opening moves (the first of
 * those tied), since deals walked back from a won game open with more choice than real ones.
 */
export function winnableDeal(game: GameId, n: number): WinnableDeal {
  if (!isDealNumber(n)) throw new RangeError(`winnable deal numbers run from 1 to 4294967295, not ${n}`);
  const shape = shapeOf(game);
  const random = mulberry32Unit((n ^ fnv1a32(`winnable ${game}`)) >>> 0);
  let best: WinnableDeal | null = null;
  let bestOpen = Infinity;
  let walks = 0;
  for (let k = 0; k < shape.walks; k++) {
    const w = walkOnce(game, n, shape, random);
    walks += w.walks;
    const open = openingMoves(w.deal);
    if (open < bestOpen) {
      best = w;
      bestOpen = open;
    }
  }
  return { ...best!, walks };
}

function walkOnce(game: GameId, n: number, shape: Shape, random: () => number): WinnableDeal {
  const def = gameDef(game);
  const maxSteps = 4 * (52 * def.decks + def.stock) * (1 + shape.slack);
  for (let walks = 1; walks <= MAX_WALKS; walks++) {
    let s = wonState(game);
    const pace = paces(def.foundations, shape.focus, random);
    const back: Move[] = [];
    let last = -1;
    for (let k = 0; k < maxSteps && !isDealt(s); k++) {
      const steps = unplay(s, (u) => fits(s, shape, u, last));
      if (steps.length === 0) break;
      const u = choose(s, steps, shape, pace, random);
      back.push(u.move);
      last = u.card;
      s = u.before;
    }
    if (!isDealt(s)) continue;
    const deal: Deal = { game, tableau: s.tableau.map((p) => p.slice()), stock: s.stock.slice().reverse() };
    const line = back.reverse();
    if (!replaysToWin(deal, line)) throw new Error(`winnable deal ${n} of ${game}: its line does not replay to a win`);
    return { deal, line, walks };
  }
  throw new Error(`winnable deal ${n} of ${game}: no walk reached a deal in ${MAX_WALKS}`);
}
