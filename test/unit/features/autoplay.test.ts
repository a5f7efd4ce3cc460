import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AutoPlayMode, actionWithAuto, autoMoves, finishMoves, isSafeHome, playWithAuto } from '../../../src/engine/autoplay.ts';
import {
  gameDef,
  GAME_IDS,
  type GameId,
  type State,
  apply,
  canUndo,
  current,
  legalMoves,
  moveText,
  numberedSession,
  rankOf,
  suitOf,
  undo,
  redo,
  initialState,
  isWon,
  numberedDeal,
} from '../../../src/engine/index.ts';
import { applyAll, empty, move, pileCodes, position } from '../engine/position.ts';
import { en } from '../../../src/text/en.ts';


/** Copies of a card still in play (tableau, waste or stock). */
function inPlay(state: State, card: number): number {
  return [...state.tableau.flat(), ...state.waste, ...state.stock].filter((c) => c === card).length;
}

/** A position reached by `steps` pseudo-random legal moves from a numbered deal. */
function randomPosition(game: GameId, deal: number, steps: number, picks: readonly number[]): State {
  let s = initialState(numberedDeal(game, deal));
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(s);
    if (moves.length === 0) break;
    // Favour foundation moves so positions get deep enough for auto-play to matter.
    const home = moves.filter((m) => m.kind === 'move' && m.to.zone === 'f');
    const pool = home.length > 0 && picks[i % picks.length]! % 3 !== 0 ? home : moves;
    s = applyAll(s, [pool[picks[i % picks.length]! % pool.length]!]);
  }
  return s;
}

const positions = fc.record({
  game: fc.constantFrom(...GAME_IDS),
  deal: fc.integer({ min: 1, max: 0xffffffff }),
  steps: fc.integer({ min: 0, max: 120 }),
  picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }),
});

describe('auto-play', () => {
  it("'off' never moves anything", () => {
    const s = position('lucky-fan', { tableau: ['AS', '2S', ...empty(16)] });
    expect(autoMoves(s, 'off')).toEqual([]);
    expect(autoMoves(s, 'safe').map(moveText)).toEqual(['t0>f0', 't1>f0']);
  });

  it('sends the lowest rank first, ties left to right, the waste last', () => {
    const s = position('rouge-forty', { tableau: ['3H', '2H', 'AH', '2S', 'AS', ...empty(5)], waste: 'AD', stock: 'KC' });
    expect(autoMoves(s, 'all').map(moveText)).toEqual(['t2>f0', 't4>f1', 'w>f2', 't1>f0', 't3>f1', 't0>f0']);
  });

  it('repeats through what each move uncovers (a face-down card turned up, a waste card below)', () => {
    const s = position('rouge-forty', { tableau: ['3S 2S', ...empty(9)], hidden: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], waste: '4S AH', foundations: ['AS', '', '', ''] });
    expect(autoMoves(s, 'safe').map(moveText)).toEqual(['w>f1', 't0>f0', 't0>f0', 'w>f0']);
  });

  it('Famous Fifty: safe waits until both copies of the card below are home; all does not', () => {
    // One 4H is home (f0), the other is buried under 9C in t1: 5H may still be needed for it.
    const layout = { tableau: ['5H', 'QS 4H 9C', ...empty(8)], stock: 'KC', foundations: ['4H', '2H', ...empty(6)] };
    const s = position('famous-fifty', layout);
    expect(autoMoves(s, 'safe')).toEqual([]);
    expect(autoMoves(s, 'all').map(moveText)).toEqual(['t0>f0']);
    expect(isSafeHome(s, 3 + 13 * 1 + 1)).toBe(false);
    // With the second 4H home too, 5H is safe.
    const both = position('famous-fifty', { ...layout, tableau: ['5H', 'QS 9C', ...empty(8)], foundations: ['4H', '4H', ...empty(6)] });
    expect(autoMoves(both, 'safe').map(moveText)).toEqual(['t0>f0']);
  });

  it('Famous Fifty: only a copy of the same suit home counts towards safe', () => {
    // One 4H home, the other buried; a higher spade on another foundation makes no 4H safe to leave.
    const s = position('famous-fifty', { tableau: ['5H', 'QS 4H 9C', ...empty(8)], stock: 'KC', foundations: ['4H', '6S', ...empty(6)] });
    expect(autoMoves(s, 'safe')).toEqual([]);
    expect(autoMoves(s, 'all').map(moveText)).toEqual(['t0>f0']);
  });

  it('Famous Fifty: a 2 is safe while the other Ace of its suit is still buried (an Ace always has an empty foundation)', () => {
    const s = position('famous-fifty', { tableau: ['2H', 'QS AH 9C', ...empty(8)], stock: 'KC', foundations: ['AH', ...empty(7)] });
    expect(autoMoves(s, 'safe').map(moveText)).toEqual(['t0>f0']);
  });

  it('Waxing Moon: every card a foundation takes is safe (nothing ever builds on its piles)', () => {
    const s = position('waxing-moon', { tableau: ['5H', '9C', ...empty(10)], stock: 'KC', foundations: ['4H', '', '', '', '', '', '', ''] });
    expect(autoMoves(s, 'safe').map(moveText)).toEqual(['t0>f0']);
  });

  it("Fortune's Favor: a lone card sent home refills its pile from the waste, then the stock", () => {
    const s = position('fortunes-favor', {
      tableau: ['2S', 'KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D', '3S'],
      waste: '7C 2D',
      stock: '9H',
      foundations: ['AS', 'AH', 'AD', 'AC'],
    });
    const moves = autoMoves(s, 'safe');
    const end = applyAll(s, moves);
    // 2S home, 2D refills t0 and goes home, 7C refills t0; 3S home, and with the waste empty t11
    // refills from the stock. No 3D is in play, so diamonds stop at 2.
    expect(moves.map(moveText)).toEqual(['t0>f0', 't0>f2', 't11>f0']);
    expect(end.foundations.map(rankOf)).toEqual([3, 1, 2, 1]);
    expect([pileCodes(end)[0], pileCodes(end)[11], end.stock.length, end.waste.length]).toEqual(['7C', '9H', 0, 0]);
    expect(autoMoves(end, 'all')).toEqual([]);
  });

  it('one-deck games: safe and all are the same (a card a foundation takes is never needed)', () => {
    fc.assert(
      fc.property(positions, ({ game, deal, steps, picks }) => {
        const s = randomPosition(game, deal, steps, picks);
        if (gameDef(game).decks === 1 || game === 'waxing-moon') expect(autoMoves(s, 'safe')).toEqual(autoMoves(s, 'all'));
      }),
      { numRuns: 60 },
    );
  });

  it('every auto move is a legal foundation move; safe ones only when no copy of the card below is in play; it runs to the end', () => {
    fc.assert(
      fc.property(positions, fc.constantFrom<AutoPlayMode>('safe', 'all'), ({ game, deal, steps, picks }, mode) => {
        let s = randomPosition(game, deal, steps, picks);
        const moves = autoMoves(s, mode);
        for (const m of moves) {
          expect(m.kind === 'move' && m.to.zone === 'f' && m.to.index >= 0).toBe(true);
          if (m.kind !== 'move') continue;
          const c = m.from.zone === 'w' ? s.waste[s.waste.length - 1]! : s.tableau[m.from.index]!.at(-1)!;
          if (mode === 'safe' && game !== 'waxing-moon' && rankOf(c) > 2) expect(inPlay(s, suitOf(c) * 13 + rankOf(c) - 2)).toBe(0);
          s = applyAll(s, [m]);
        }
        expect(autoMoves(s, mode)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });
});

describe('auto-play in the session: one undo entry with the move that caused it', () => {
  it('undo takes back the player move and its auto-play together; redo brings both back', () => {
    // Deal 1 of Lucky Fan, played until a player move triggers auto-play.
    for (let n = 1; n < 200; n++) {
      const s0 = numberedSession('lucky-fan', n);
      const start = current(s0);
      const trigger = legalMoves(start).find((m) => autoMoves(applyAll(start, [m]), 'safe').length > 0 && (m.kind !== 'move' || m.to.zone !== 't'));
      if (!trigger) continue;
      const r = playWithAuto(s0, [trigger], 'safe');
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.session.history).toHaveLength(1);
      expect(r.moves.length).toBeGreaterThan(1);
      expect(autoMoves(current(r.session), 'safe')).toEqual([]);
      const back = undo(r.session);
      expect(current(back)).toBe(start);
      expect(canUndo(back)).toBe(false);
      expect(current(redo(back))).toBe(current(r.session));
      return;
    }
    throw new Error('no Lucky Fan deal in 1..199 has a move that triggers auto-play');
  });

  it('a refused player move is refused with its reason and changes nothing', () => {
    const s0 = numberedSession('waxing-moon', 7);
    const r = playWithAuto(s0, [move('t0>t1')], 'all');
    expect(r.ok ? '' : en.refusal(r.refusal)).toBe('in Waxing Moon cards go only to the foundations');
    expect(actionWithAuto(current(s0), [move('t0>t1')], 'all')).toBeNull();
  });

  it('auto-play leaves alone the card the player has just put on a pile, even in all mode', () => {
    // 5H from the waste onto 6H: all would send it home (4H is on f0), but the player chose the pile.
    const s = position('famous-fifty', { tableau: ['6H', 'QS 4H 9C', ...empty(8)], waste: '5H', stock: 'KC', foundations: ['4H', '2H', ...empty(6)] });
    const placed = applyAll(s, [move('w>t0')]);
    expect(autoMoves(placed, 'all').map(moveText)).toEqual(['t0>f0', 't0>f0']);
    expect(actionWithAuto(s, [move('w>t0')], 'all')!.map(moveText)).toEqual(['w>t0']);
    // Any other action lets it go: the hold lasts for the action that placed it.
    expect(actionWithAuto(placed, [{ kind: 'draw' }], 'all')!.map(moveText)).toEqual(['draw', 't0>f0', 't0>f0']);
  });

  it('the card held is the one on the pile the player chose, whichever pile that is', () => {
    const s = position('famous-fifty', { tableau: ['QS 4H 9C', '6H', ...empty(8)], waste: '5H', stock: 'KC', foundations: ['4H', '2H', ...empty(6)] });
    expect(actionWithAuto(s, [move('w>t1')], 'all')!.map(moveText)).toEqual(['w>t1']);
    // A draw holds no pile: the 5H placed by hand on t1 goes home after it.
    const placed = applyAll(s, [move('w>t1')]);
    expect(actionWithAuto(placed, [{ kind: 'draw' }], 'all')!.map(moveText)).toEqual(['draw', 't1>f0', 't1>f0']);
  });

  it('a card the player sends home holds no pile: what it frees goes home after it', () => {
    // AS from t1 to the first foundation; 2S on t0 follows (the foundation's index holds no pile).
    const s = position('lucky-fan', { tableau: ['2S', 'AS', ...empty(16)] });
    expect(actionWithAuto(s, [move('t1>f0')], 'safe')!.map(moveText)).toEqual(['t1>f0', 't0>f0']);
  });
});

describe('the finish after an action, when the table asks for it', () => {
  // JS onto QS frees TS; with 9S home and the other suits done, nothing is left to decide after.
  const lucky = position('lucky-fan', { tableau: ['TS JS', 'KS QS', ...empty(16)], foundations: ['9S', 'KH', 'KD', 'KC'] });

  it('follows auto-play once nothing is left to decide, each card sent once, and wins', () => {
    for (const mode of ['safe', 'all'] as const) {
      const moves = actionWithAuto(lucky, [move('t0>t1')], mode, { finish: true })!;
      // TS goes home by auto-play; JS, held where the player put it, goes with the finish.
      expect(moves.map(moveText)).toEqual(['t0>t1', 't0>f0', 't1>f0', 't1>f0', 't1>f0']);
      expect(isWon(applyAll(lucky, moves))).toBe(true);
      // Not asked for, auto-play alone: the held JS stays.
      expect(actionWithAuto(lucky, [move('t0>t1')], mode)!.map(moveText)).toEqual(['t0>t1', 't0>f0']);
    }
  });

  it('with auto-play off, no finish follows even when asked for: the player finishes by hand', () => {
    const moves = actionWithAuto(lucky, [move('t0>t1')], 'off', { finish: true })!;
    expect(moves.map(moveText)).toEqual(['t0>t1']);
    // The finish is there to take; it is only not taken for the player.
    expect(finishMoves(applyAll(lucky, moves))).toHaveLength(4);
  });

  it('is judged after auto-play: a face-down card that auto-play turns up no longer stands in the way', () => {
    // QH (face up) over a face-down KH: auto-play sends TS and QH home, turns KH up and sends it.
    const s = position('rouge-forty', { tableau: ['TS JS', 'KS QS', 'KH QH', ...empty(7)], hidden: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0], foundations: ['9S', 'JH', 'KD', 'KC'] });
    const moves = actionWithAuto(s, [move('t0>t1')], 'safe', { finish: true })!;
    expect(moves.map(moveText)).toEqual(['t0>t1', 't0>f0', 't2>f1', 't2>f1', 't1>f0', 't1>f0', 't1>f0']);
    expect(isWon(applyAll(s, moves))).toBe(true);
  });

  it('does not follow while a face-down card is left', () => {
    // QH lies face down under KH: freeing it takes a decision (KH into the space TS leaves).
    const s = position('rouge-forty', { tableau: ['TS JS', 'KS QS', 'QH KH', ...empty(7)], hidden: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0], foundations: ['9S', 'JH', 'KD', 'KC'] });
    expect(actionWithAuto(s, [move('t0>t1')], 'all', { finish: true })!.map(moveText)).toEqual(['t0>t1', 't0>f0']);
  });
});

/** Whether a position can be won at all: every line searched (only for small end games). */
function winnable(start: State): boolean {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (isWon(s)) return true;
    const key = JSON.stringify([s.tableau, s.waste, s.stock, [...s.foundations].sort((a, b) => a - b)]);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const m of legalMoves(s)) {
      const r = apply(s, m);
      if (r.ok) stack.push(r.state);
    }
  }
  return false;
}

/**
 * A small end game: `left` cards taken back off random foundations, dealt at random to piles,
 * stock and waste. Fortune's Favor leaves no pile empty while a card could refill it.
 */
function endGame(game: GameId, left: number, picks: readonly number[]): State {
  const def = gameDef(game);
  let p = 0;
  const pick = (n: number) => picks[p++ % picks.length]! % n;
  const floor = game === 'fortunes-favor' ? 1 : 0;
  const heights = Array<number>(def.foundations).fill(13);
  for (let i = 0; i < left; i++) {
    const open = heights.flatMap((h, f) => (h > floor ? [f] : []));
    heights[open[pick(open.length)]!]!--;
  }
  const cards = heights.flatMap((h, f) => Array.from({ length: 13 - h }, (_, k) => (f % 4) * 13 + h + k));
  const tableau: number[][] = def.piles.map(() => []);
  const stock: number[] = [];
  const waste: number[] = [];
  for (const c of cards) {
    const where = pick(def.piles.length + (def.stock > 0 ? 4 : 0));
    if (where < def.piles.length) tableau[where]!.push(c);
    else (where % 2 === 0 ? stock : waste).push(c);
  }
  if (def.build.refill) for (const pile of tableau) if (pile.length === 0) pile.push(...[waste.pop() ?? stock.pop()].filter((c) => c !== undefined));
  return { game, tableau, hidden: tableau.map(() => 0), stock, waste, foundations: heights.map((h, f) => (h === 0 ? -1 : (f % 4) * 13 + h - 1)) };
}

describe('safe auto-play never turns a game that can be won into one that cannot', () => {
  // The two games where that is not plain from the rule: Fortune's Favor refills the space a card
  // leaves (changing the waste), and Famous Fifty holds two of every card.
  for (const game of ['fortunes-favor', 'famous-fifty'] as const) {
    it(`${game}: small end games, searched to the end before and after`, () => {
      let compared = 0;
      fc.assert(
        fc.property(fc.array(fc.nat(1 << 20), { minLength: 20, maxLength: 20 }), (picks) => {
          const s = endGame(game, game === 'famous-fifty' ? 7 : 9, picks);
          const auto = autoMoves(s, 'safe');
          if (auto.length === 0) return;
          compared++;
          if (winnable(s)) expect(winnable(applyAll(s, auto))).toBe(true);
        }),
        { numRuns: game === 'famous-fifty' ? 30 : 60 },
      );
      expect(compared).toBeGreaterThan(5);
    });
  }
});
