/**
 * Where a card goes: pure choices over what the engine says is legal. The view never decides a
 * rule itself: it only picks among `legalMoves`.
 */
import { type Move, type Place, type State, isIdleMove, placeName } from '../engine/index.ts';
import { type Rect, overlapArea } from '../view/layout.ts';

export interface DropTarget {
  readonly id: string;
  readonly rect: Rect;
}

/** Gap between two rectangles (0 when they touch or overlap). */
export function rectGap(a: Rect, b: Rect): number {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height));
  return Math.hypot(dx, dy);
}

/**
 * The legal target a dropped card lands on: the one it overlaps most, else the nearest within
 * `margin` px, else none (the card flies back).
 */
export function chooseDrop(card: Rect, targets: readonly DropTarget[], margin: number): string | null {
  let best: string | null = null;
  let bestArea = 0;
  for (const t of targets) {
    const a = overlapArea(card, t.rect);
    if (a > bestArea) {
      bestArea = a;
      best = t.id;
    }
  }
  if (best) return best;
  let nearest: string | null = null;
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

/** The target pile id of a move ('t3', 'f0'). */
export function targetOf(m: Move): string {
  return m.kind === 'move' ? placeName(m.to) : 'w';
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
