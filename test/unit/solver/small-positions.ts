import { type Card, gameDef, type GameId, type Move, type State, apply, foundationRefusal, isIdleMove, isWon, legalMoves } from '../../../src/engine/index.ts';
import { mulberry32, shuffled } from '../../../src/engine/random.ts';
import { en } from '../../../src/text/en.ts';

/**
 * Small hand-made positions: most cards already home, the few left scattered over the piles,
 * the stock and the waste by a seeded generator. Small enough for a plain exhaustive search.
 */
export function smallPosition(game: GameId, seed: number, left: number, fillAll = seed % 2 === 0, lacking = gameDef(game).foundations): State {
  const def = gameDef(game);
  const next = mulberry32(seed);
  const pick = (n: number) => next() % n;
  // Per foundation (suit s = f % 4), how many cards it lacks; `left` spread at random.
  const lack = new Array<number>(def.foundations).fill(0);
  for (let i = 0; i < left; i++) {
    const f = pick(lacking);
    if (lack[f]! < 13) lack[f]!++;
  }
  const foundations = lack.map((n, f) => (n === 13 ? -1 : (f % 4) * 13 + 12 - n));
  const out: Card[] = [];
  lack.forEach((n, f) => {
    for (let r = 13 - n; r < 13; r++) out.push((f % 4) * 13 + r);
  });
  const tableau: Card[][] = def.piles.map(() => []);
  const stock: Card[] = [];
  const waste: Card[] = [];
  // fillAll leaves no space: games whose spaces take any card can then be lost.
  const usedPiles = fillAll ? def.piles.length : Math.min(def.piles.length, 2 + pick(3));
  const cards = shuffled(out, seed);
  // fillAll: one card to each pile first, then most of the rest to the stock and waste, where
  // their order can block; otherwise mostly to the few piles in use.
  if (fillAll) while (cards.length > 0 && tableau.some((p) => p.length < 2)) tableau.find((p) => p.length < 2)!.push(cards.pop()!);
  for (const c of cards) {
    const where = pick(10);
    if (def.stock > 0 && where < (fillAll ? 4 : 2)) stock.push(c);
    else if (def.hasWaste && where < (fillAll ? 8 : 3)) waste.push(c);
    else tableau[pick(usedPiles)]!.push(c);
  }
  const hidden = tableau.map((p) => (def.faceDown > 0 && p.length > 1 ? pick(p.length) : 0));
  return { game, tableau, hidden, stock, waste, foundations };
}

/** Pile order is irrelevant but where Fortune's Favor refills several spaces at once: keep it there. */
const keyOf = (s: State) => {
  const piles = gameDef(s.game).build.refill ? s.tableau.map((p) => JSON.stringify(p)) : s.tableau.map((p) => JSON.stringify(p)).sort();
  return JSON.stringify([piles, s.stock, s.waste, [...s.foundations].sort((a, b) => a - b)]);
};

/**
 * The plain search the solver is checked against: every legal move of the engine, a set of the
 * positions seen, nothing clever. Returns whether `goal` is reachable.
 */
export function plainSearch(start: State, goal: (s: State) => boolean, limit = 200_000): boolean {
  const seen = new Set<string>([keyOf(start)]);
  const stack: State[] = [start];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (goal(s)) return true;
    for (const m of legalMoves(s)) {
      if (isIdleMove(s, m)) continue;
      const a = apply(s, m);
      if (!a.ok) throw new Error(en.refusal(a.refusal));
      const k = keyOf(a.state);
      if (seen.has(k)) continue;
      if (seen.size > limit) throw new Error('plain search too big for a test');
      seen.add(k);
      stack.push(a.state);
    }
  }
  return false;
}

export const plainWinnable = (s: State) => plainSearch(s, isWon);

/** Goals for `plainSearch`: a pile empty; a card that can go home now (a pile's top or the waste's). */
export const hasSpace = (s: State) => s.tableau.some((p) => p.length === 0);
export const homeNow = (s: State) =>
  [...s.tableau.map((p) => p[p.length - 1]), s.waste[s.waste.length - 1]].some((c) => c !== undefined && s.foundations.some((f) => foundationRefusal(c, f) === null));

/**
 * For games whose spaces take any card, where scattered small positions are always won: every
 * pile holds an even card under an odd one of three suits (6..K left of each), so no pile top
 * builds on another, and the four cards over go to the stock and waste. Some are lost.
 */
export function lockedPosition(game: GameId, seed: number): State {
  const def = gameDef(game);
  const next = mulberry32(seed);
  const foundations = new Array<number>(def.foundations).fill(0).map((_, f) => (f < 3 ? f * 13 + 4 : (f % 4) * 13 + 12));
  const odd: Card[] = [];
  const even: Card[] = [];
  for (let s = 0; s < 3; s++) for (let r = 5; r < 13; r++) (r % 2 === 0 ? odd : even).push(s * 13 + r);
  const tops = shuffled(odd, seed);
  const bottoms = shuffled(even, seed + 1);
  const tableau: Card[][] = def.piles.map((_, i) => [bottoms[i]!, tops[i]!]);
  const rest = shuffled([...tops.slice(def.piles.length), ...bottoms.slice(def.piles.length)], seed + 2);
  const stock: Card[] = [];
  const waste: Card[] = [];
  for (const c of rest) (def.stock > 0 && next() % 2 === 0 ? stock : waste).push(c);
  return { game, tableau, hidden: tableau.map(() => (def.faceDown > 0 ? 1 : 0)), stock, waste, foundations };
}

/** The position with every Ace moved to the bottom of a pile: no card goes home until a search digs one out. */
export function acesBuried(s: State): State {
  const tableau = s.tableau.map((p) => [...p]);
  const stock = [...s.stock];
  const waste = [...s.waste];
  const loose = [...tableau, stock, waste].flatMap((p) => p.flatMap((c, i) => (c % 13 === 0 && !(i === 0 && tableau.includes(p)) ? [[p, i] as const] : [])));
  const bottoms = tableau.filter((p) => p[0]! % 13 !== 0);
  if (loose.length > bottoms.length) throw new Error('more loose Aces than piles to bury them under');
  loose.forEach(([p, i], k) => {
    [p[i], bottoms[k]![0]] = [bottoms[k]![0]!, p[i]!];
  });
  return { ...s, tableau, stock, waste };
}

/**
 * Lucky Fan with every card home but 6 to K of one suit: 8 lies on 6, 9 on K..10, 7 alone. No card
 * can go home, but 8 onto 9 is a settled pair (safe: 9 lies on 10), after which every card goes
 * home in turn.
 */
export const pairThenHome: State = {
  game: 'lucky-fan',
  tableau: [[5, 7], [12, 11, 10, 9, 8], [6], ...Array.from({ length: 15 }, () => [])],
  hidden: Array<number>(18).fill(0),
  stock: [],
  waste: [],
  foundations: [4, 25, 38, 51],
};

/** Two legal moves from `s` that come back to `s` (every card where it was), if any: a pure detour. */
export function roundTrip(s: State): Move[] | null {
  const key = (t: State) => JSON.stringify([t.tableau, t.hidden, t.stock, t.waste, t.foundations]);
  for (const m of legalMoves(s)) {
    const a = apply(s, m);
    if (!a.ok) continue;
    for (const back of legalMoves(a.state)) {
      const b = apply(a.state, back);
      if (b.ok && key(b.state) === key(s)) return [a.move, b.move];
    }
  }
  return null;
}
