import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoMoves } from '../../../src/engine/autoplay.ts';
import { canFinish, finishMoves } from '../../../src/engine/finish.ts';
import { GAME_IDS, type State, apply, initialState, isWon, legalMoves, moveText, numberedDeal, rankOf } from '../../../src/engine/index.ts';
import { applyAll, empty, position } from '../engine/position.ts';
import { en } from '../../../src/text/en.ts';


/** Foundation moves in another order than finish uses: the last legal one each time. */
function greedyHome(state: State): boolean {
  let s = state;
  for (;;) {
    const home = legalMoves(s).filter((m) => m.kind === 'move' && m.to.zone === 'f');
    const m = home[home.length - 1];
    if (!m) return isWon(s);
    const r = apply(s, m);
    if (!r.ok) throw new Error(en.refusal(r.refusal));
    s = r.state;
  }
}

/** The rank of the card each move sends home. */
function ranksSent(state: State, moves: ReturnType<typeof finishMoves>): number[] {
  let s = state;
  const out: number[] = [];
  for (const m of moves) {
    const r = apply(s, m);
    if (!r.ok || r.steps[0]?.kind !== 'move') throw new Error('not a move');
    out.push(rankOf(r.steps[0].card));
    s = r.state;
  }
  return out;
}

describe('finish', () => {
  it('Lucky Fan: open cards that go home in turn finish, lowest ranks first', () => {
    const s = position('lucky-fan', { tableau: ['KS QS JS', 'KH QH JH', 'JD', 'QD', 'KD', 'KC QC JC', ...empty(12)], foundations: ['TS', 'TH', 'TD', 'TC'] });
    expect(canFinish(s)).toBe(true);
    const moves = finishMoves(s);
    expect(moves).toHaveLength(12);
    expect(isWon(applyAll(s, moves))).toBe(true);
    expect(ranksSent(s, moves)).toEqual([11, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13]);
  });

  it('a card buried under a higher one of its suit needs a decision: no finish', () => {
    // JS covers TS; JS could go onto QS, but that is a tableau move, a decision for the player.
    const s = position('lucky-fan', { tableau: ['TS JS', 'KS QS', ...empty(16)], foundations: ['9S', 'KH', 'KD', 'KC'] });
    expect(canFinish(s)).toBe(false);
    expect(finishMoves(s)).toEqual([]);
    expect(legalMoves(s).map(moveText)).toContain('t0>t1');
  });

  it('no finish while a card is face down or the stock holds cards, even when it would win', () => {
    const hidden = position('rouge-forty', { tableau: ['KS QS', ...empty(9)], hidden: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], foundations: ['JS', 'KH', 'KD', 'KC'] });
    expect(canFinish(hidden)).toBe(false);
    const open = position('rouge-forty', { tableau: ['KS QS', ...empty(9)], foundations: ['JS', 'KH', 'KD', 'KC'] });
    expect(canFinish(open)).toBe(true);
    const stocked = position('rouge-forty', { tableau: ['QS', ...empty(9)], stock: 'KS', foundations: ['JS', 'KH', 'KD', 'KC'] });
    expect(canFinish(stocked)).toBe(false);
  });

  it("Fortune's Favor: no finish while the stock holds cards, even when the piles it refills would win", () => {
    // Each card sent home refills its pile from the stock (KS, then KC), and those go home too.
    const s = position('fortunes-favor', {
      tableau: ['9S', 'TS', 'JS', 'QS', 'TH', 'JH', 'QH', 'KH', 'JD', 'QD', 'KD', 'QC'],
      stock: 'KS KC',
      foundations: ['8S', '9H', 'TD', 'JC'],
    });
    expect(isWon(applyAll(s, autoMoves(s, 'all')))).toBe(true);
    // The stock is face down: sending cards home would turn them up, so there is still something to find out.
    expect(canFinish(s)).toBe(false);
    expect(finishMoves(s)).toEqual([]);
  });

  it("Fortune's Favor: with the stock empty, waste cards refill spaces and still go home", () => {
    const s = position('fortunes-favor', {
      tableau: ['QS', 'KH', 'KD', 'KC', ...empty(8)],
      waste: 'KS JS',
      foundations: ['TS', 'QH', 'QD', 'QC'],
    });
    expect(canFinish(s)).toBe(true);
    expect(isWon(applyAll(s, finishMoves(s)))).toBe(true);
    // Waste cards wait their turn in spaces: QS cannot go before JS, but the piles that empty take
    // QS, KS and JS out of the waste one by one.
    const refilled = position('fortunes-favor', { tableau: ['KH', 'KD', 'KC', ...empty(9)], waste: 'JS KS QS', foundations: ['TS', 'QH', 'QD', 'QC'] });
    expect(isWon(applyAll(refilled, finishMoves(refilled)))).toBe(true);
    // KH covers QH and nothing empties a pile: JS stays under QS, and the game needs more than that.
    const stuck = position('fortunes-favor', { tableau: ['QH KH', ...empty(11)], waste: 'JS KS QS', foundations: ['TS', 'JH', 'KD', 'KC'] });
    expect(canFinish(stuck)).toBe(false);
  });

  it('Famous Fifty: two copies of each card finish on eight foundations', () => {
    const s = position('famous-fifty', {
      tableau: ['KS QS', 'KS QS', 'KH', 'KH', 'KD', 'KD', 'KC', 'KC', ...empty(2)],
      foundations: ['JS', 'JS', 'QH', 'QH', 'QD', 'QD', 'QC', 'QC'],
    });
    expect(canFinish(s)).toBe(true);
    expect(isWon(applyAll(s, finishMoves(s)))).toBe(true);
  });

  it('a won game has nothing to finish', () => {
    const s = position('lucky-fan', { tableau: empty(18), foundations: ['KS', 'KH', 'KD', 'KC'] });
    expect(isWon(s)).toBe(true);
    expect(canFinish(s)).toBe(false);
  });

  it('whenever finish is offered, its moves are legal and win; when it is not, foundation moves alone do not win', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.integer({ min: 1, max: 0xffffffff }), fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 }), (game, deal, picks) => {
        let s = initialState(numberedDeal(game, deal));
        for (let i = 0; i < 300; i++) {
          const moves = legalMoves(s);
          if (moves.length === 0) break;
          // Mostly foundation moves and draws, so games get near their end.
          const home = moves.filter((m) => m.kind === 'draw' || m.to.zone === 'f');
          const pool = home.length > 0 && picks[i % picks.length]! % 4 !== 0 ? home : moves;
          const r = apply(s, pool[picks[i % picks.length]! % pool.length]!);
          if (!r.ok) throw new Error(en.refusal(r.refusal));
          s = r.state;
          const finish = finishMoves(s);
          expect(canFinish(s)).toBe(finish.length > 0);
          const inSight = s.stock.length === 0 && s.hidden.every((h) => h === 0);
          if (inSight && !isWon(s)) {
            checked++;
            expect(finish.length > 0).toBe(greedyHome(s));
          }
          if (finish.length > 0) {
            expect(isWon(applyAll(s, finish))).toBe(true);
            break;
          }
        }
      }),
      { numRuns: 30 },
    );
    // The comparison with another order must have run on some positions in sight.
    expect(checked).toBeGreaterThan(0);
  });
});
