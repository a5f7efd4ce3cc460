/**
 * A numbered deal "winnable deals only" dealt (found by the worker's search, or one of the numbers
 * shipped as proven when the search runs out of time) says "winnable deal" beside the game's name
 * with "still winnable?" off, even where cards are hidden: it is known by construction, not read
 * from hidden cards; and no solver's verdict badge says it again.
 */
import { describe, expect, it } from 'vitest';
import { gameDef } from '../../../src/engine/index.ts';
import { SolverAdvisor } from '../../../src/play/advisor.ts';
import { TableController } from '../../../src/play/table.ts';
import { searchedWinnableDeal } from '../../../src/play/winnableDeal.ts';
import type { TableData } from '../../../src/play/deal.ts';
import { T } from '../../../src/text/index.ts';
import { noWinnableNotice } from '../../../src/text/solver.ts';
import { FakeSolver } from './fakeSolver.ts';
import { QUIET_PORTS } from './ports.ts';


/** The note beside the game's name once the advisor of a table dealt `data` has nothing left to ask, "still winnable?" off. */
async function noteOf(data: TableData): Promise<string[]> {
  const solver = new FakeSolver();
  const table = new TableController(data, QUIET_PORTS);
  const advisor = new SolverAdvisor(table, solver, { stillWinnable: () => false });
  table.on((e) => { advisor.hear(e); });
  table.dealt();
  await solver.settle();
  return advisor.note.text.split(T.noteJoin);
}

/** A search out of time before its first try. */
const outOfTime = () => {
  let clock = 0;
  return { random: () => 0.5, now: () => (clock += 1e9), cancelled: () => false };
};

describe('a numbered deal dealt winnable', () => {
  it('says "winnable deal" once with "still winnable?" off, found by the search or shipped, and no verdict badge', async () => {
    // Rouge Forty hides cards (face down, in the stock); the worker proves its first deal winnable.
    const worker = new FakeSolver();
    worker.overrides.solve = () => ({ verdict: 'win', line: [], replayed: true, nodes: 1, ms: 0 });
    const finding = searchedWinnableDeal('rouge-forty', 7, worker, { random: () => 0, now: () => 0, cancelled: () => false });
    await worker.settle();
    const searched = await finding;
    expect(searched?.data).toEqual({ game: 'rouge-forty', number: 7 });
    // Famous Fifty (its stock hidden) out of time: one of the numbers it ships as proven.
    const shipped = await searchedWinnableDeal('famous-fifty', 7, new FakeSolver(), outOfTime());
    expect(gameDef('famous-fifty').winnableDeals).toContain(shipped?.data.number);
    for (const found of [searched, shipped]) {
      expect(found?.notice).toBeNull();
      const parts = await noteOf(found!.data);
      expect(parts.filter((p) => p === T.badgeWinnableDeal), parts.join(' | ')).toHaveLength(1);
      expect(parts.filter((p) => p === T.badgeWinnable || p === T.badgeNotWinnable), parts.join(' | ')).toEqual([]);
    }
  });

  it('says nothing of the kind for a deal the search could not prove, where none is shipped: a notice says so', async () => {
    const unproven = await searchedWinnableDeal('rouge-forty', 9, new FakeSolver(), outOfTime());
    expect(unproven?.notice).toBe(noWinnableNotice('rouge-forty'));
    expect((await noteOf(unproven!.data)).filter((p) => /winnable/.test(p))).toEqual([]);
  });
});
