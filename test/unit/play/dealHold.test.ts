/**
 * What a random new deal waits for, decided outside the scene: a level chosen on Play is searched
 * in the worker (and dealt at that level), "winnable deals only" builds a deal at once where the
 * game's deals are built or searches one where they are proven, and otherwise the deal is dealt.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, MAX_DEAL } from '../../../src/engine/index.ts';
import { keepTestLogs } from '../../../src/testLog.ts';
import { buildTimes, dealHold, dealsBuilt } from '../../../src/play/winnableDeal.ts';
import { T } from '../../../src/text/index.ts';
import { FakeSolver } from './fakeSolver.ts';

const chance = { random: () => 0.25, now: () => 0, cancelled: () => false };

describe('dealHold', () => {
  it('searches a deal of the level chosen on Play, and deals it at that level', async () => {
    const solver = new FakeSolver();
    const hold = dealHold('fortunes-favor', { level: 'easy', winnableOnly: false, start: 1 }, solver, Math.random);
    expect(hold?.kind).toBe('search');
    if (hold?.kind !== 'search') return;
    expect(hold.finding).toBe(T.findingLevel(T.levels.easy));
    const found = hold.find(chance);
    expect(solver.asked).toEqual(['level-deal']);
    await solver.settle();
    const deal = await found;
    expect(deal?.data.level).toBe('easy');
    expect(deal?.notice).toBeNull();
  }, 60_000);

  it('deals as it is with neither a level nor "winnable deals only", or with no worker to search', () => {
    expect(dealHold('fortunes-favor', { level: null, winnableOnly: false, start: 1 }, new FakeSolver(), Math.random)).toBeNull();
    expect(dealsBuilt('fortunes-favor')).toBe(false);
    expect(dealHold('fortunes-favor', { level: null, winnableOnly: true, start: 1 }, null, Math.random)).toBeNull();
  });

  it('"winnable deals only" builds a deal at once where deals are built, and searches one where they are proven', async () => {
    // Famous Fifty builds its winnable deals too, but ships proven numbers to search and fall back on.
    expect(GAME_IDS.filter(dealsBuilt)).toEqual(['waxing-moon']);
    keepTestLogs();
    const t0 = performance.now();
    const built = dealHold('waxing-moon', { level: null, winnableOnly: true, start: 1 }, null, () => 0.75);
    const took = performance.now() - t0;
    expect(built?.kind).toBe('built');
    // Built deal N, N drawn at random from them all.
    if (built?.kind === 'built') expect(Math.abs((built.deal.data.winnable ?? 0) - 1 - 0.75 * MAX_DEAL)).toBeLessThan(1);
    // The test hook's measure of that build: as long as it took, no longer.
    expect(buildTimes()).toHaveLength(1);
    expect(buildTimes()[0]).toBeGreaterThan(0);
    expect(buildTimes()[0]).toBeLessThanOrEqual(took);
    const worker = new FakeSolver();
    worker.overrides.solve = () => ({ verdict: 'win', line: [], replayed: true, nodes: 1, ms: 0 });
    const searched = dealHold('fortunes-favor', { level: null, winnableOnly: true, start: 5 }, worker, Math.random);
    expect(searched?.kind === 'search' ? searched.finding : null).toBe(T.findingWinnable);
    if (searched?.kind !== 'search') return;
    // The search starts at the number the table would have dealt.
    const found = searched.find(chance);
    await worker.settle();
    expect((await found)?.data).toEqual({ game: 'fortunes-favor', number: 5 });
  });
});
