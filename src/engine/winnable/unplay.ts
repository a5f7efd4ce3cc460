/**
 * Playing backwards: the positions one legal move before a given one. The walk of build.ts takes
 * these steps from a won position back to a deal. Every step is checked by the engine itself:
 * `apply(before, move)` must give exactly the position we came from, so whatever this file gets
 * wrong can only cost a step, never let an illegal move into a deal's line.
 */
import type { Card } from '../cards.ts';
import { gameDef } from '../games/index.ts';
import { apply } from '../rules.ts';
import type { Move, Place, State, UnplayStep } from '../types.ts';

/** Why a step was taken, for the walk's weights (build.ts). */
export type StepKind = UnplayStep;

export interface Unplayed {
  readonly kind: StepKind;
  /** The position before the move. */
  readonly before: State;
  /** The move that leads from `before` to the position unplayed. */
  readonly move: Move;
  /** Where the moved card lies in `before`: a pile index, or -1 for the waste. */
  readonly to: number;
  /** The card the move plays. */
  readonly card: Card;
}

const WASTE_PLACE: Place = { zone: 'w', index: 0 };
const pileAt = (i: number): Place => ({ zone: 't', index: i });

/** Same cards in the same places (face-down status aside: it never decides a move). */
export function samePosition(a: State, b: State): boolean {
  const same = (x: readonly number[], y: readonly number[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return same(a.stock, b.stock) && same(a.waste, b.waste) && same(a.foundations, b.foundations) && a.tableau.every((p, i) => same(p, b.tableau[i]!));
}

/**
 * Whether a position can arise in play. The one rule that makes some impossible is Fortune's
 * Favor's refill: after every move, no pile is empty while the waste or stock holds a card.
 */
function canArise(s: State): boolean {
  if (!gameDef(s.game).build.refill || (s.waste.length === 0 && s.stock.length === 0)) return true;
  return s.tableau.every((p) => p.length > 0);
}

const withPiles = (s: State, piles: (readonly Card[])[]): State => ({ ...s, tableau: piles, hidden: piles.map(() => 0) });

/** `s` with card `c` put on pile `to` (or the waste for -1). */
function placed(s: State, c: Card, to: number): State {
  if (to < 0) return { ...s, waste: [...s.waste, c] };
  const piles = s.tableau.slice();
  piles[to] = [...piles[to]!, c];
  return withPiles(s, piles);
}

/**
 * Candidate positions before `s` whose forward move lifts card `c` from `to` (pile or waste),
 * where `s0` is `s` with `c` already taken off where the move put it.
 */
function liftCandidates(s0: State, c: Card, kind: StepKind, dest: Place, out: Unplayed[], skipPile = -2): void {
  const def = gameDef(s0.game);
  for (let i = -1; i < s0.tableau.length; i++) {
    if (i < 0 && !def.hasWaste) continue;
    if (i === skipPile) continue;
    const before = placed(s0, c, i);
    out.push({ kind, before, move: { kind: 'move', from: i < 0 ? WASTE_PLACE : pileAt(i), to: dest }, to: i, card: c });
  }
}

/**
 * Every position one legal move before `s` that `keep` accepts (asked first: it is cheaper than
 * the engine's check), each checked by the engine.
 */
export function unplay(s: State, keep: (u: Unplayed) => boolean = () => true): Unplayed[] {
  const def = gameDef(s.game);
  const raw: Unplayed[] = [];
  if (s.waste.length > 0) {
    const c = s.waste[s.waste.length - 1]!;
    raw.push({ kind: 'undraw', before: { ...s, waste: s.waste.slice(0, -1), stock: [...s.stock, c] }, move: { kind: 'draw' }, to: -2, card: c });
  }
  const bases: State[] = [s];
  // Fortune's Favor: a one-card pile may be a refill; take it back to the waste or the stock first,
  // and the move before it is one that emptied that pile. Of the steps from there, `canArise`
  // keeps only those that put a card back on that pile: the others leave it empty beside the card
  // taken back (so no draw from there either).
  if (def.build.refill) {
    s.tableau.forEach((p, i) => {
      if (p.length !== 1) return;
      const piles = s.tableau.slice();
      piles[i] = [];
      const emptied = withPiles(s, piles);
      bases.push({ ...emptied, waste: [...s.waste, p[0]!] }, { ...emptied, stock: [...s.stock, p[0]!] });
    });
  }
  for (const base of bases) {
    base.foundations.forEach((top, f) => {
      if (top < 0 || def.startFoundations[f] === top) return;
      const found = base.foundations.slice();
      found[f] = top % 13 === 0 ? -1 : top - 1;
      liftCandidates({ ...base, foundations: found }, top, 'unhome', { zone: 'f', index: f }, raw);
    });
    base.tableau.forEach((p, j) => {
      if (p.length === 0) return;
      const piles = base.tableau.slice();
      piles[j] = p.slice(0, -1);
      // A pile's only card moved into an empty pile changes nothing: not a step.
      const idle = p.length === 1;
      const from = withPiles(base, piles);
      const before: Unplayed[] = [];
      liftCandidates(from, p[p.length - 1]!, 'unbuild', pileAt(j), before, j);
      for (const u of before) if (!(idle && u.to >= 0 && base.tableau[u.to]!.length === 0)) raw.push(u);
    });
  }
  return raw.filter((u) => {
    if (!keep(u) || !canArise(u.before)) return false;
    const a = apply(u.before, u.move);
    return a.ok && samePosition(a.state, s);
  });
}
