/**
 * A lost game's deal on the Results: the solver is asked once a visit whether it was winnable, and
 * only a winning line the worker replayed is offered to watch; a won game, a deal the visit knows,
 * a page without the worker, or no answer asks nothing more and offers nothing.
 */
import { describe, expect, it } from 'vitest';
import { initialState, numberedDeal } from '../../../src/engine/index.ts';
import type { Verdict } from '../../../src/engine/solver/index.ts';
import { askWinnable, lineToWatch } from '../../../src/play/lostDeal.ts';
import type { SolveAnswer } from '../../../src/play/solverPort.ts';
import { verdictOf } from '../../../src/play/verdicts.ts';

/** A worker that answers `verdict` (null: no answer), counting the questions. */
function solver(verdict: Verdict | null, replayed = true) {
  const asked: number[] = [];
  return {
    asked,
    solve: (_s: unknown, budget?: { maxMs?: number }) => {
      asked.push(budget?.maxMs ?? 0);
      const answer: SolveAnswer | null = verdict === null ? null : { verdict, line: [], replayed, nodes: 1, ms: 1 };
      return Promise.resolve(answer);
    },
  };
}

describe("a lost game's deal", () => {
  it('is asked about once a visit: a winning line replayed is offered, and then known', async () => {
    const lost = { won: false, deal: numberedDeal('lucky-fan', 101) };
    expect(lineToWatch(lost)).toBe(false);
    const worker = solver('win');
    expect(await askWinnable(lost, worker)).toBe(true);
    expect(worker.asked).toEqual([6000]);
    expect(lineToWatch(lost)).toBe(true);
    expect(await askWinnable(lost, worker)).toBe(false);
    expect(worker.asked).toHaveLength(1);
  });

  it('offers nothing for a loss found, a line not replayed, no answer, no worker or a game won', async () => {
    const deal = (n: number) => ({ won: false, deal: numberedDeal('lucky-fan', n) });
    expect(await askWinnable(deal(102), solver('loss'))).toBe(false);
    expect(verdictOf(initialState(deal(102).deal))).toBe('loss');
    expect(await askWinnable(deal(103), solver('win', false))).toBe(false);
    expect(await askWinnable(deal(104), solver(null))).toBe(false);
    expect(verdictOf(initialState(deal(104).deal))).toBeUndefined();
    expect(await askWinnable(deal(105), null)).toBe(false);
    const won = solver('win');
    expect(await askWinnable({ ...deal(106), won: true }, won)).toBe(false);
    expect(won.asked).toEqual([]);
    expect(lineToWatch({ ...deal(101), won: true })).toBe(false);
  });
});
