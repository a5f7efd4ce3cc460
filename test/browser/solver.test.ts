/**
 * The solver in the page (issue 5): the worker answers (a winnable deal is found and badged, a
 * Lucky Fan hint arrives and is the solver's move computed here in Node for the same position)
 * and cancels (a long request is dropped when the player moves on, a new one answers, and the
 * page keeps drawing frames meanwhile).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Move, initialState, legalMoves, moveText, numberedDeal } from '../../src/engine/index.ts';
import { hint, solve } from '../../src/engine/solver/index.ts';
import { HINT_OPTIONS } from '../../src/scenes/solverGlue.ts';
import { engineState, idle, newGame, openGame, pageState } from './game.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: { width: 1024, height: 768 } });
  // A table first: the solver's probe comes with it.
  await newGame(page, 'lucky-fan', 1);
});

afterAll(async () => {
  await h.close();
});

const dealNumber = () => page.evaluate(() => window.__suitcaseSolver!.table()!.currentSession.number);

describe('the solver worker', () => {
  it('finds a winnable deal for "new deal" before dealing it, and badges it', async () => {
    const before = await dealNumber();
    await page.evaluate(() => { window.__suitcaseSolver!.newRandomDeal('lucky-fan'); });
    await page.waitForFunction((old) => {
      const t = window.__suitcaseSolver!.table();
      return t !== null && t.currentSession.number !== old && !t.isBusy() && window.__suitcaseSolver!.status().startsWith('winnable');
    }, before, { timeout: 60_000 });
    const n = await dealNumber();
    expect(n).not.toBeNull();
    const state = await pageState(page);
    expect(state.moves).toEqual([]);
    // The solver here agrees the deal is winnable.
    expect(solve(initialState(numberedDeal('lucky-fan', n!)), { maxNodes: 5_000_000 }).verdict).toBe('win');
    expect(await page.evaluate(() => window.__suitcaseSolver!.status())).toMatch(/^winnable/);
    expect(h.errors).toEqual([]);
  });

  it('a deal picked by number shows its verdict once known', async () => {
    // Lucky Fan deals 1-40: one the solver here proves lost.
    const lost = Array.from({ length: 40 }, (_, i) => i + 1).find((k) => solve(initialState(numberedDeal('lucky-fan', k)), { maxNodes: 2_000_000 }).verdict === 'loss')!;
    await newGame(page, 'lucky-fan', lost);
    await page.waitForFunction(() => window.__suitcaseSolver!.status() !== '', null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__suitcaseSolver!.status())).toMatch(/^not winnable/);
  });

  it('a Lucky Fan hint comes from the worker and is the solver\'s move computed in Node', async () => {
    await newGame(page, 'lucky-fan', 4);
    const st = await engineState(page);
    await page.evaluate(() => { window.__suitcaseSolver!.hint(); });
    await page.waitForFunction(() => window.__suitcaseSolver!.lastHint() !== null, null, { timeout: 30_000 });
    const got = await page.evaluate(() => window.__suitcaseSolver!.lastHint()!);
    const node = hint(st, HINT_OPTIONS);
    expect(node.exact).toBe(true);
    expect(got.move).toBe(node.move ? moveText(node.move) : null);
    if (node.move) expect(got.text).toMatch(/^hint: .+ \(on a winning line\)$/);
    expect(h.errors).toEqual([]);
  });

  it('cancels: a long request is dropped for a new one, and frames keep coming', async () => {
    const r = await page.evaluate(async () => {
      const probe = window.__suitcaseSolver!;
      const c = probe.client!;
      const gaps: number[] = [];
      let last = performance.now();
      let stop = false;
      const tick = (t: number) => {
        gaps.push(t - last);
        last = t;
        if (!stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const droppedBefore = c.answered.dropped;
      // Famous Fifty deal 1 is not decided in seconds: this would run for minutes.
      const long = c.solve(probe.stateOf('famous-fifty', 1), { maxNodes: 100_000_000 });
      await new Promise((done) => setTimeout(done, 1500));
      const framesDuring = gaps.length;
      const next = c.solve(probe.stateOf('lucky-fan', 4), { maxNodes: 2_000_000 });
      const [old, fresh] = await Promise.all([long, next]);
      stop = true;
      return { old, fresh, framesDuring, maxGap: Math.max(...gaps.slice(1)), dropped: c.answered.dropped - droppedBefore };
    });
    expect(r.old).toBeNull();
    expect(r.dropped).toBe(1);
    const node = solve(initialState(numberedDeal('lucky-fan', 4)), { maxNodes: 2_000_000 });
    expect(r.fresh?.verdict).toBe(node.verdict);
    expect(r.fresh?.line as Move[]).toEqual(node.line);
    // The page drew frames all along: the search runs off the main thread.
    expect(r.framesDuring).toBeGreaterThan(5);
    expect(r.maxGap).toBeLessThan(1000);
  });

  it('the table drops its check for a position the player has left and checks the new one', async () => {
    await page.evaluate(() => { window.__suitcaseSolver!.setting({ stillWinnable: true }); });
    // Famous Fifty deal 1: the table's solve of the deal takes seconds, time to move on.
    await newGame(page, 'famous-fifty', 1);
    await page.waitForFunction(() => window.__suitcaseSolver!.client!.busy, null, { timeout: 10_000 });
    const before = await page.evaluate(() => ({ ...window.__suitcaseSolver!.client!.answered }));
    const st = await engineState(page);
    const move = legalMoves(st).find((m) => m.kind === 'move') ?? legalMoves(st)[0]!;
    expect(await page.evaluate((t) => window.__suitcaseSolver!.play([t]), moveText(move))).toBe(true);
    await idle(page);
    await page.waitForFunction(() => !window.__suitcaseSolver!.client!.busy, null, { timeout: 60_000 });
    const after = await page.evaluate(() => ({ ...window.__suitcaseSolver!.client!.answered }));
    expect(after.dropped - before.dropped).toBeGreaterThanOrEqual(1);
    expect(after.solve - before.solve + after['dead-end'] - before['dead-end']).toBeGreaterThanOrEqual(1);
    expect((await pageState(page)).moves).toEqual([moveText(move)]);
    expect(await page.evaluate(() => window.__suitcaseSolver!.status())).toMatch(/still winnable|winning line/);
    await page.evaluate(() => { window.__suitcaseSolver!.setting({ stillWinnable: false }); });
    expect(h.errors).toEqual([]);
  });
});
