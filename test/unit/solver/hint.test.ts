import { describe, expect, it } from 'vitest';
import { type State, apply, initialState, moveText, numberedDeal } from '../../../src/engine/index.ts';
import { shuffled } from '../../../src/engine/random.ts';
import { type SolverResponse, handleSolverRequest, hint, solve } from '../../../src/engine/solver/index.ts';

/** The same visible position with the face-down cards and the stock dealt in another order. */
function rehidden(s: State, seed: number): State {
  const unseen = [...s.tableau.flatMap((p, i) => p.slice(0, s.hidden[i])), ...s.stock];
  const cards = shuffled(unseen, seed);
  let at = 0;
  const tableau = s.tableau.map((p, i) => [...cards.slice(at, (at += s.hidden[i]!)), ...p.slice(s.hidden[i])]);
  return { ...s, tableau, stock: cards.slice(at) };
}

describe('hints', () => {
  it('Rouge Forty: the hint is the same whatever the face-down cards and the stock order are', () => {
    const opts = { samples: 4, maxNodes: 4000 };
    for (const n of [2, 9]) {
      const s = initialState(numberedDeal('rouge-forty', n));
      const h = hint(s, opts);
      expect(h.exact).toBe(false);
      expect(h.confidence).toBeGreaterThanOrEqual(0);
      expect(h.confidence).toBeLessThanOrEqual(1);
      if (h.move) expect(apply(s, h.move).ok).toBe(true);
      let differs = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const other = rehidden(s, seed * 31 + n);
        if (JSON.stringify(other) !== JSON.stringify(s)) differs++;
        expect(hint(other, opts)).toEqual(h);
      }
      expect(differs).toBe(3);
    }
  });

  it('Lucky Fan: the hint is the solver move, exact', () => {
    const s = initialState(numberedDeal('lucky-fan', 1));
    const r = solve(s);
    const h = hint(s);
    expect(h.exact).toBe(true);
    if (r.verdict === 'win') {
      expect(h.move && moveText(h.move)).toBe(moveText(r.line[0]!));
      expect(h.confidence).toBe(1);
    } else expect(h.move).toBeNull();
  });
});

describe('solver requests (the worker without the worker)', () => {
  const drive = (msg: Parameters<typeof handleSolverRequest>[0]): SolverResponse => {
    const job = handleSolverRequest(msg);
    if (!job) throw new Error('no job');
    for (;;) {
      const r = job.step();
      if (r) return r;
    }
  };

  it('answers a solve, a dead-end question and a hint with the request id', () => {
    const s = initialState(numberedDeal('lucky-fan', 2));
    const r = drive({ id: 7, kind: 'solve', state: s });
    expect(r).toMatchObject({ id: 7, kind: 'solve', verdict: solve(s).verdict });
    expect(drive({ id: 8, kind: 'dead-end', state: s })).toMatchObject({ id: 8, kind: 'dead-end' });
    expect(drive({ id: 9, kind: 'hint', state: s })).toMatchObject({ id: 9, kind: 'hint' });
  });

  it('stops a job in slices and cancels it', () => {
    const s = initialState(numberedDeal('famous-fifty', 1));
    const job = handleSolverRequest({ id: 3, kind: 'solve', state: s, maxNodes: 10_000_000 });
    expect(job?.step()).toBeNull();
    expect(job?.cancel()).toEqual({ id: 3, kind: 'cancelled' });
    expect(handleSolverRequest({ id: 4, kind: 'cancel' })).toBeNull();
  });
});
