/**
 * Where a card goes: pure choices over what the engine says is legal. The view never decides a
 * rule itself: it only picks among `legalMoves`.
 */
import { type Move, type PileId, type Place, type Refusal, type State, apply, isIdleMove, legalMoves, parseMove, pileOf } from '../engine/index.ts';
import { type Rect, overlapArea, rectGap } from '../geometry.ts';

export interface DropTarget {
  readonly id: PileId;
  readonly rect: Rect;
}

/**
 * The legal target a dropped card lands on: the one it overlaps most, else the nearest within
 * `margin` px, else none (the card flies back).
 */
export function chooseDrop(card: Rect, targets: readonly DropTarget[], margin: number): PileId | null {
  let best: PileId | null = null;
  let bestArea = 0;
  for (const t of targets) {
    const a = overlapArea(card, t.rect);
    if (a > bestArea) {
      bestArea = a;
      best = t.id;
    }
  }
  if (best) return best;
  let nearest: PileId | null = null;
  let nearestGap = margin;
  for (const t of targets) {
    const g = rectGap(card, t.rect);
    if (g <= nearestGap) {
      nearestGap = g;
      nearest = t.id;
    }
  }
  return nearest;
}

/** The pile id a card is lifted from: 't3' or 'w'; null for piles no card leaves. */
export function placeOfPile(id: string): Place | null {
  if (id === 'w') return { zone: 'w', index: 0 };
  const m = /^t(\d+)$/.exec(id);
  return m ? { zone: 't', index: Number(m[1]) } : null;
}

const samePlace = (a: Place, b: Place) => a.zone === b.zone && (a.zone === 'w' || a.index === b.index);

/** Legal moves lifting the top card of pile `id`. */
export function movesFrom(legal: readonly Move[], id: string): Move[] {
  const from = placeOfPile(id);
  if (!from) return [];
  return legal.filter((m) => m.kind === 'move' && samePlace(m.from, from));
}

/** The target pile of a legal move ('t3', 'f0'; legal moves name their foundation). */
export function targetOf(m: Move): PileId {
  return m.kind === 'move' ? pileOf(m.to) : 'w';
}

/**
 * The move a tap on pile `id` makes: a foundation first, then building on a card, then an empty
 * pile (never an idle shuffle of a lone card into a space). Null when the card has nowhere to go.
 */
export function bestTapMove(state: State, legal: readonly Move[], id: string): Move | null {
  const moves = movesFrom(legal, id);
  const toFoundation = moves.find((m) => m.kind === 'move' && m.to.zone === 'f');
  if (toFoundation) return toFoundation;
  const onCard = moves.find((m) => m.kind === 'move' && m.to.zone === 't' && (state.tableau[m.to.index]?.length ?? 0) > 0);
  if (onCard) return onCard;
  return moves.find((m) => !isIdleMove(state, m)) ?? null;
}

/** Whether the top card of `pile` may be picked up: a pile or the waste, with a card on it. */
export function canLift(state: State, pile: PileId): boolean {
  const place = placeOfPile(pile);
  if (!place) return false;
  return place.zone === 'w' ? state.waste.length > 0 : (state.tableau[place.index]?.length ?? 0) > 0;
}

/** The piles the top card of `pile` may legally go to. */
export function targetsFrom(state: State, pile: PileId): PileId[] {
  return movesFrom(legalMoves(state), pile).map(targetOf);
}

/** The move a tap on `pile` makes: the stock draws; a card goes to its best legal pile; null: none. */
export function tapMove(state: State, pile: PileId): Move | null {
  return pile === 's' ? { kind: 'draw' } : bestTapMove(state, legalMoves(state), pile);
}

/** A card from `from` let go over `onto`: the legal move onto it, else why the rules refuse it (null: no pile, no reason). */
export function dropMove(state: State, from: PileId, onto: PileId | null): { readonly move: Move | null; readonly refusal: Refusal | null } {
  if (onto === null) return { move: null, refusal: null };
  const legal = movesFrom(legalMoves(state), from).find((m) => targetOf(m) === onto);
  if (legal) return { move: legal, refusal: null };
  const move = parseMove(`${from}>${onto}`);
  const r = move ? apply(state, move) : null;
  return { move: null, refusal: r && !r.ok ? r.refusal : null };
}
