import { ACE, type Card, KING, rankOf } from './cards.ts';
import { type BuildTables, FROM_PILE, FROM_WASTE, buildTables, tableauRefusal } from './building.ts';
import { gameDef } from './games/index.ts';
import type { Applied, GameDef, GameId, Move, PileId, Place, Refusal, Source, State, Step } from './types.ts';

const refuse = (refusal: Refusal): Applied => ({ ok: false, refusal });

/** A game and its build rule's tables, remembered: one game is played at a time, asked millions of times. */
let last: { readonly id: GameId; readonly def: GameDef; readonly tables: BuildTables } | null = null;
function gameOf(id: GameId): { readonly def: GameDef; readonly tables: BuildTables } {
  if (last?.id !== id) {
    const def = gameDef(id);
    last = { id, def, tables: buildTables(def.build) };
  }
  return last;
}

/**
 * Whether foundation `top` (-1 empty) takes `c`: an Ace on an empty one, else the next card of its
 * suit. The one statement of the rule; asked millions of times, so it builds no text.
 */
export function foundationTakes(c: Card, top: number): boolean {
  return top < 0 ? rankOf(c) === ACE : c === top + 1 && rankOf(c) !== ACE;
}

/** Whether some foundation of the position takes `c` now. */
export function someFoundationTakes(state: State, c: Card): boolean {
  for (const top of state.foundations) if (foundationTakes(c, top)) return true;
  return false;
}

/** null when foundation `top` (-1 empty) takes `c`, else why not. */
export function foundationRefusal(c: Card, top: number): Refusal | null {
  if (foundationTakes(c, top)) return null;
  if (top < 0) return { kind: 'ace-starts-foundation', card: c };
  if (rankOf(c) === ACE) return { kind: 'ace-to-empty-foundation', card: c };
  return { kind: 'foundation-next', card: c, needs: c - 1, top };
}

export function isWon(state: State): boolean {
  for (const top of state.foundations) if (top < 0 || rankOf(top) !== KING) return false;
  return true;
}

/** A place as the notation names it: a pile, or `f` for "the first foundation that takes the card". */
export function placeName(p: Place): PileId | 'f' {
  return p.zone === 'f' && p.index < 0 ? 'f' : pileOf(p);
}

/** The pile of a place that names one (a foundation's index resolved). */
export function pileOf(p: Place): PileId {
  return p.zone === 't' || p.zone === 'f' ? `${p.zone}${p.index}` : p.zone;
}

/** The card a move would lift, or the reason it cannot lift one. */
function lift(def: GameDef, state: State, from: Place): { card: Card; source: Source } | Refusal {
  switch (from.zone) {
    case 't': {
      const pile = state.tableau[from.index];
      if (!pile) return { kind: 'no-pile', game: def.name, pile: `t${from.index}` };
      const c = pile[pile.length - 1];
      if (c === undefined) return { kind: 'pile-empty', pileName: def.pileName, pile: `t${from.index}` };
      return { card: c, source: 'tableau' };
    }
    case 'w': {
      if (!def.hasWaste) return { kind: 'no-waste', game: def.name };
      const c = state.waste[state.waste.length - 1];
      return c === undefined ? { kind: 'waste-empty' } : { card: c, source: 'waste' };
    }
    case 's':
      return { kind: 'from-stock' };
    case 'f':
      return { kind: 'from-foundation' };
  }
}

/** Resolves a target to a concrete pile index, or gives the reason the card may not go there. */
function target(def: GameDef, tables: BuildTables, state: State, c: Card, source: Source, from: Place, to: Place): number | Refusal {
  if (to.zone === 'f') {
    if (to.index < 0) {
      for (let i = 0; i < state.foundations.length; i++) {
        if (foundationRefusal(c, state.foundations[i]!) === null) return i;
      }
      return rankOf(c) === ACE ? { kind: 'no-foundation-free', card: c } : { kind: 'no-foundation-yet', card: c, needs: c - 1 };
    }
    const top = state.foundations[to.index];
    if (top === undefined) return { kind: 'no-foundation', game: def.name, pile: `f${to.index}` };
    return foundationRefusal(c, top) ?? to.index;
  }
  if (to.zone === 't') {
    const pile = state.tableau[to.index];
    if (!pile) return { kind: 'no-pile', game: def.name, pile: `t${to.index}` };
    if (from.zone === 't' && from.index === to.index) return { kind: 'already-there', card: c, pile: `t${to.index}` };
    const top = pile[pile.length - 1];
    const s = source === 'waste' ? FROM_WASTE : FROM_PILE;
    if ((top === undefined ? tables.ontoEmpty[s * 52 + c] : tables.onto[s * 2704 + c * 52 + top]) === 1) return to.index;
    return tableauRefusal(def, c, pile, source) ?? to.index;
  }
  return to.zone === 'w' ? { kind: 'to-waste' } : { kind: 'to-stock' };
}

/** Mutable copies of the parts a move touches; the rest stays shared with the old state. */
interface Draft {
  tableau: (readonly Card[])[];
  hidden: number[];
  stock: readonly Card[];
  waste: readonly Card[];
  foundations: readonly number[];
}

function draftOf(state: State): Draft {
  return { tableau: state.tableau.slice(), hidden: state.hidden as number[], stock: state.stock, waste: state.waste, foundations: state.foundations };
}

function takeFromPile(d: Draft, i: number, steps: Step[]): void {
  const pile = d.tableau[i]!.slice(0, -1);
  d.tableau[i] = pile;
  if (pile.length > 0 && d.hidden[i]! >= pile.length) {
    d.hidden = d.hidden.slice();
    d.hidden[i] = pile.length - 1;
    steps.push({ kind: 'flip', card: pile[pile.length - 1]!, pile: `t${i}` });
  }
}

/** Fortune's Favor: every empty pile, left to right, takes the waste top, else the stock top. */
function refill(d: Draft, steps: Step[]): void {
  for (let i = 0; i < d.tableau.length; i++) {
    if (d.tableau[i]!.length > 0) continue;
    let c: Card | undefined;
    if (d.waste.length > 0) {
      c = d.waste[d.waste.length - 1]!;
      d.waste = d.waste.slice(0, -1);
      steps.push({ kind: 'refill', card: c, from: 'w', to: `t${i}` });
    } else if (d.stock.length > 0) {
      c = d.stock[d.stock.length - 1]!;
      d.stock = d.stock.slice(0, -1);
      steps.push({ kind: 'refill', card: c, from: 's', to: `t${i}` });
    } else return;
    d.tableau[i] = [c];
  }
}

function finish(state: State, d: Draft, def: GameDef, steps: Step[], move: Move): Applied {
  if (def.build.refill) refill(d, steps);
  return { ok: true, move, steps, state: { game: state.game, tableau: d.tableau, hidden: d.hidden, stock: d.stock, waste: d.waste, foundations: d.foundations } };
}

/**
 * Plays one move: the new state and what happened, or the reason it is refused. The move is
 * returned with its foundation made concrete (`w>f` becomes `w>f2`).
 */
export function apply(state: State, move: Move): Applied {
  const { def, tables } = gameOf(state.game);
  const steps: Step[] = [];
  if (move.kind === 'draw') {
    if (def.stock === 0) return refuse({ kind: 'no-stock', game: def.name });
    const c = state.stock[state.stock.length - 1];
    if (c === undefined) return refuse({ kind: 'stock-empty' });
    const d = draftOf(state);
    d.stock = state.stock.slice(0, -1);
    d.waste = [...state.waste, c];
    steps.push({ kind: 'draw', card: c, from: 's', to: 'w' });
    return finish(state, d, def, steps, move);
  }
  const lifted = lift(def, state, move.from);
  if ('kind' in lifted) return refuse(lifted);
  const { card: c, source } = lifted;
  const to = target(def, tables, state, c, source, move.from, move.to);
  if (typeof to !== 'number') return refuse(to);
  const d = draftOf(state);
  if (move.from.zone === 't') takeFromPile(d, move.from.index, steps);
  else d.waste = state.waste.slice(0, -1);
  const toPlace: Place = { zone: move.to.zone, index: to };
  if (move.to.zone === 'f') {
    const f = state.foundations.slice();
    f[to] = c;
    d.foundations = f;
  } else {
    d.tableau[to] = [...d.tableau[to]!, c];
  }
  // The move itself comes first; a flip it causes is animated after it lands.
  steps.unshift({ kind: 'move', card: c, from: pileOf(move.from), to: pileOf(toPlace) });
  return finish(state, d, def, steps, { kind: 'move', from: move.from, to: toPlace });
}

const TO_WASTE: Place = { zone: 'w', index: 0 };
const DRAW: Move = { kind: 'draw' };
const places = {
  t: [] as Place[],
  f: [] as Place[],
};
function tPlace(i: number): Place {
  return (places.t[i] ??= { zone: 't', index: i });
}
function fPlace(i: number): Place {
  return (places.f[i] ??= { zone: 'f', index: i });
}

/*
 * Speed (the solver generates moves millions of times): legalMoves asks the build rule's lookup
 * tables (building.ts), derived from the same `accepts` that apply's refusals are worded from,
 * and builds no refusal texts.
 */

/** Every legal move, foundations concrete: sources left to right, then the waste, then draw. */
export function legalMoves(state: State): Move[] {
  const { onto, ontoEmpty } = gameOf(state.game).tables;
  const out: Move[] = [];
  const sources: [Place, Card, number][] = [];
  for (let i = 0; i < state.tableau.length; i++) {
    const pile = state.tableau[i]!;
    if (pile.length > 0) sources.push([tPlace(i), pile[pile.length - 1]!, FROM_PILE]);
  }
  if (state.waste.length > 0) sources.push([TO_WASTE, state.waste[state.waste.length - 1]!, FROM_WASTE]);
  for (const [from, c, source] of sources) {
    for (let f = 0; f < state.foundations.length; f++) {
      if (foundationTakes(c, state.foundations[f]!)) out.push({ kind: 'move', from, to: fPlace(f) });
    }
    const spaceTakes = ontoEmpty[source * 52 + c] === 1;
    const row = source * 2704 + c * 52;
    for (let t = 0; t < state.tableau.length; t++) {
      if (from.zone === 't' && from.index === t) continue;
      const pile = state.tableau[t]!;
      if (pile.length === 0 ? spaceTakes : onto[row + pile[pile.length - 1]!] === 1) out.push({ kind: 'move', from, to: tPlace(t) });
    }
  }
  if (state.stock.length > 0) out.push(DRAW);
  return out;
}

/** Moving a pile's only card into an empty pile changes nothing but pile order (RULES.md, dead ends). */
export function isIdleMove(state: State, move: Move): boolean {
  return (
    move.kind === 'move' &&
    move.from.zone === 't' &&
    move.to.zone === 't' &&
    state.tableau[move.from.index]!.length === 1 &&
    state.tableau[move.to.index]!.length === 0
  );
}

/** Lost by rule: not won, and no move is left but idle ones. */
export function isLost(state: State): boolean {
  if (isWon(state)) return false;
  for (const m of legalMoves(state)) if (!isIdleMove(state, m)) return false;
  return true;
}

export function cardsHome(state: State): number {
  let n = 0;
  for (const top of state.foundations) if (top >= 0) n += rankOf(top);
  return n;
}
