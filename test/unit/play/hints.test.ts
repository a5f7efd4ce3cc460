import { describe, expect, it } from 'vitest';
import { type Move, type State, apply, card, initialState, isIdleMove, legalMoves, moveText, numberedDeal } from '../../../src/engine/index.ts';
import { visibleHint } from '../../../src/play/hints.ts';

/** A small seeded generator (tests must not depend on Math.random). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * The same position with every card the player cannot see (face-down cards and the whole stock)
 * dealt again at random into the same places.
 */
function reshuffleUnseen(state: State, seed: number): State {
  const unseen: number[] = [...state.stock];
  state.tableau.forEach((pile, i) => unseen.push(...pile.slice(0, state.hidden[i])));
  const next = rng(seed);
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [unseen[i], unseen[j]] = [unseen[j]!, unseen[i]!];
  }
  let k = 0;
  const take = (n: number) => {
    const out = unseen.slice(k, k + n);
    k += n;
    return out;
  };
  const stock = take(state.stock.length);
  const tableau = state.tableau.map((pile, i) => [...take(state.hidden[i]!), ...pile.slice(state.hidden[i])]);
  return { ...state, stock, tableau };
}

/** Plays `n` hinted moves from the start of a deal (a realistic spread of positions). */
function positions(game: 'rouge-forty', deal: number, n: number): State[] {
  let s = initialState(numberedDeal(game, deal));
  const out = [s];
  for (let i = 0; i < n; i++) {
    const m = visibleHint(s);
    if (!m) break;
    const r = apply(s, m);
    if (!r.ok) break;
    s = r.state;
    out.push(s);
  }
  return out;
}

const text = (m: Move | null) => (m ? moveText(m) : null);

/**
 * Rouge Forty (built down by suit) with these piles (the rest empty), `hidden` of each pile's
 * bottom cards face down (none if not given), the waste, one card in the stock, and a foundation
 * up to the 2 of hearts (the others empty).
 */
function at(piles: number[][], waste: number[] = [], hidden: number[] = []): State {
  const base = initialState(numberedDeal('rouge-forty', 1));
  return {
    ...base,
    tableau: base.tableau.map((_, i) => piles[i] ?? []),
    hidden: base.tableau.map((_, i) => hidden[i] ?? 0),
    stock: [card(2, 2)],
    waste,
    foundations: base.foundations.map((_, i) => (i === 0 ? card(2, 1) : -1)),
  };
}

describe('visibleHint', () => {
  it('in Rouge Forty is the same whatever the face-down cards and the stock order are', () => {
    let compared = 0;
    for (const deal of [1, 2, 3, 7, 42]) {
      for (const s of positions('rouge-forty', deal, 40)) {
        const hint = text(visibleHint(s));
        for (let seed = 1; seed <= 4; seed++) {
          expect(text(visibleHint(reshuffleUnseen(s, seed * 7919 + deal))), `deal ${deal}`).toBe(hint);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('suggests only legal, non-idle moves', () => {
    for (const game of ['fortunes-favor', 'lucky-fan', 'famous-fifty', 'waxing-moon', 'rouge-forty'] as const) {
      for (let deal = 1; deal <= 10; deal++) {
        const s = initialState(numberedDeal(game, deal));
        const m = visibleHint(s);
        if (m === null) continue;
        expect(legalMoves(s).map(moveText)).toContain(moveText(m));
        expect(isIdleMove(s, m)).toBe(false);
      }
    }
  });

  it('prefers a card to a foundation, then turning up a face-down card, then a draw', () => {
    const base = initialState(numberedDeal('rouge-forty', 1));
    // Pile 0: a face-down card under the 5 of spades; pile 1 topped by the 6 of spades; the
    // Ace of hearts on pile 2; nothing else face up that can move.
    const empty: number[][] = base.tableau.map(() => []);
    const tableau = empty.map((p, i) => (i === 0 ? [card(13, 3), card(5, 0)] : i === 1 ? [card(6, 0)] : i === 2 ? [card(1, 1)] : p));
    const s: State = { ...base, tableau, hidden: tableau.map((_, i) => (i === 0 ? 1 : 0)), stock: [card(2, 2)], waste: [], foundations: base.foundations.map(() => -1) };
    expect(text(visibleHint(s))).toBe('t2>f0');
    const noAce: State = { ...s, tableau: s.tableau.map((p, i) => (i === 2 ? [card(12, 2)] : p)) };
    expect(text(visibleHint(noAce))).toBe('t0>t1');
    // Turning up the face-down card into a space is still worth it.
    const offSix: State = { ...noAce, tableau: noAce.tableau.map((p, i) => (i === 1 ? [card(9, 1)] : p)) };
    expect(text(visibleHint(offSix))).toMatch(/^t0>t[3-9]$/);
    // Lone cards shuffled into spaces help nothing: draw.
    const nothing: State = { ...offSix, tableau: offSix.tableau.map((p, i) => (i === 0 ? [card(5, 0)] : p)), hidden: offSix.hidden.map(() => 0) };
    expect(text(visibleHint(nothing))).toBe('draw');
    expect(visibleHint({ ...nothing, stock: [] })).toBeNull();
  });

  it('then a move that frees a face-up card able to go home, then one that empties a pile, then the waste\'s card built on a pile', () => {
    // Both 8 of diamonds and 7 of spades build on a card; only the second frees the 3 of hearts, which goes home.
    expect(text(visibleHint(at([[card(10, 3), card(8, 2)], [card(9, 2)], [card(3, 1), card(7, 0)], [card(8, 0)]])))).toBe('t2>t3');
    // Nothing freed: the move that empties its pile.
    expect(text(visibleHint(at([[card(10, 3), card(8, 2)], [card(9, 2)], [card(7, 0)], [card(8, 0)]])))).toBe('t2>t3');
    // No pile to empty or card to free: the waste's 7 of spades on the 8, before a plain build or a draw.
    expect(text(visibleHint(at([[card(10, 3), card(8, 2)], [card(8, 0)], [card(9, 2)]], [card(7, 0)])))).toBe('w>t1');
  });

  it('counts only a face-up card under the top as freed, face-down cards below it or not', () => {
    // The 3 of hearts under the 9 of spades goes home once the 9 is built on the 10, the King of clubs under it face down.
    expect(text(visibleHint(at([[card(13, 3), card(3, 1), card(9, 0)], [card(10, 0)]], [], [1])))).toBe('t0>t1');
  });

  it('turns nothing up by moving a card off a face-up one, face-down cards below or not', () => {
    // The 9 of spades on the 10 leaves the 8 of hearts on top, face up already: emptying the 6 of clubs' pile comes first.
    expect(text(visibleHint(at([[card(13, 3), card(8, 1), card(9, 0)], [card(10, 0)], [card(6, 3)], [card(7, 3)]], [], [1])))).toBe('t2>t3');
  });

  it('frees a card for home before emptying a pile, a lone card turning nothing up', () => {
    // The lone 6 of clubs can go on the 7 and empty its pile; the 9 of spades on the 10 frees the 3 of hearts first.
    expect(text(visibleHint(at([[card(6, 3)], [card(3, 1), card(9, 0)], [card(10, 0)], [card(7, 3)]])))).toBe('t1>t2');
  });

  it('frees a card by a build on a card, not by a move into a space', () => {
    // The 9 of spades can only go to a space, freeing the 3 of hearts; the 9 of diamonds on the 10 frees the Ace of clubs.
    expect(text(visibleHint(at([[card(3, 1), card(9, 0)], [card(1, 3), card(9, 2)], [card(10, 2)]])))).toBe('t1>t2');
  });

  it('turns up nothing by building the waste\'s card, whatever pile 0 hides', () => {
    // No space: pile 0's 5 of hearts, on a face-down card, cannot move. The lone 6 of clubs on the
    // 7 empties its pile, worth more than the waste's 9 of diamonds on the 10.
    const piles = [[card(13, 3), card(5, 1)], [card(6, 3)], [card(7, 3)], [card(11, 1)], [card(12, 0)], [card(4, 2)], [card(9, 1)], [card(2, 3)], [card(10, 2)], [card(8, 0)]];
    expect(text(visibleHint(at(piles, [card(9, 2)], [1])))).toBe('t1>t2');
  });
});
