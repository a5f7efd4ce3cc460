/**
 * Which card sprite lies in which pile: a position's piles by id, and the sprites given to them
 * so that a sprite already in place keeps its place (no card jumps that did not move).
 */
import { type Card, type PileId, gameDef, type State, suitOf } from '../../engine/index.ts';

export interface PileContents {
  readonly cards: readonly Card[];
  /** How many of the bottom cards lie face down. */
  readonly hidden: number;
}

/** Every pile of a position by id (t0.., w, s, f0..), bottom card first. */
export function pilesOf(state: State): Map<PileId, PileContents> {
  const out = new Map<PileId, PileContents>();
  state.tableau.forEach((cards, i) => out.set(`t${i}`, { cards, hidden: state.hidden[i] ?? 0 }));
  const def = gameDef(state.game);
  if (def.stock > 0) out.set('s', { cards: state.stock, hidden: state.stock.length });
  if (def.hasWaste) out.set('w', { cards: state.waste, hidden: 0 });
  state.foundations.forEach((top, i) => {
    const cards: Card[] = [];
    if (top >= 0) for (let c = suitOf(top) * 13; c <= top; c++) cards.push(c);
    out.set(`f${i}`, { cards, hidden: 0 });
  });
  return out;
}

/**
 * Gives every pile of `want` its sprites from `all`: a sprite already in the right pile of `had`
 * at the right height keeps its place, the rest are taken by card value (two-deck games hold two
 * of each). Each sprite's `faceUp` is set as the pile shows it.
 */
export function assignSprites<S extends { readonly card: Card; faceUp: boolean }>(
  want: ReadonlyMap<PileId, PileContents>,
  had: ReadonlyMap<PileId, readonly S[]>,
  all: readonly S[],
): Map<PileId, S[]> {
  const free = new Map<Card, S[]>();
  const next = new Map<PileId, (S | null)[]>();
  const kept = new Set<S>();
  for (const [id, pile] of want) {
    const before = had.get(id) ?? [];
    next.set(
      id,
      pile.cards.map((c, i) => {
        const s = before[i];
        if (s && s.card === c && !kept.has(s)) {
          kept.add(s);
          return s;
        }
        return null;
      }),
    );
  }
  for (const s of all) {
    if (kept.has(s)) continue;
    const list = free.get(s.card) ?? [];
    list.push(s);
    free.set(s.card, list);
  }
  const out = new Map<PileId, S[]>();
  for (const [id, pile] of want) {
    const list: S[] = next.get(id)!.map((s, i) => s ?? free.get(pile.cards[i]!)!.pop()!);
    list.forEach((s, i) => (s.faceUp = i >= pile.hidden));
    out.set(id, list);
  }
  return out;
}
