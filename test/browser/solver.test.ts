/**
 * The solver in the page (issue 5): the worker answers (a winnable deal is found for "new deal"
 * and badged), a hint that answers after its table has closed touches nothing, and the worker
 * cancels (a long request is dropped for a new one, which answers, and the page keeps drawing
 * frames meanwhile). What the advisor makes of the answers (badges, hints, "still winnable?",
 * dead ends, answers for a position left) is test/unit/play/advisor.test.ts's.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Move, initialState, numberedDeal } from '../../src/engine/index.ts';
import { solve } from '../../src/engine/solver/index.ts';
import { newGame, openGame, pageState } from './game.ts';
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

  it('a hint that answers after its table has closed touches nothing (a new deal came first)', async () => {
    await newGame(page, 'famous-fifty', 2);
    await page.focus('canvas');
    // H asks the worker; the new deal restarts the table before the answer comes.
    await page.keyboard.press('h');
    await page.evaluate(() => window.__suitcase!.newGame('lucky-fan', 2));
    await page.waitForFunction(() => !window.__suitcaseSolver!.client!.busy, null, { timeout: 60_000 });
    await page.evaluate(() => new Promise((done) => { setTimeout(done, 300); }));
    expect((await pageState(page)).game).toBe('lucky-fan');
    expect(h.errors).toEqual([]);
  });

  it('cancels: a long request is dropped for a new one, and frames keep coming', async () => {
    const r = await page.evaluate(async () => {
      const probe = window.__suitcaseSolver!;
      const c = probe.client!;
      // Frames drawn, and a main-thread heartbeat (frames are slow under software WebGL).
      let frames = 0;
      let stop = false;
      const tick = () => {
        frames++;
        if (!stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const beats: number[] = [];
      let last = performance.now();
      const beat = setInterval(() => {
        const t = performance.now();
        beats.push(t - last);
        last = t;
      }, 20);
      const droppedBefore = c.answered.dropped;
      // Famous Fifty deal 1 is not decided in seconds: this would run for minutes.
      const long = c.solve(probe.stateOf('famous-fifty', 1), { maxNodes: 100_000_000 });
      await new Promise((done) => setTimeout(done, 1500));
      const framesDuring = frames;
      const beatsDuring = beats.length;
      const maxGap = Math.max(...beats);
      const next = c.solve(probe.stateOf('lucky-fan', 4), { maxNodes: 2_000_000 });
      const [old, fresh] = await Promise.all([long, next]);
      stop = true;
      clearInterval(beat);
      return { old, fresh, framesDuring, beatsDuring, maxGap, dropped: c.answered.dropped - droppedBefore };
    });
    expect(r.old).toBeNull();
    expect(r.dropped).toBe(1);
    const node = solve(initialState(numberedDeal('lucky-fan', 4)), { maxNodes: 2_000_000 });
    expect(r.fresh?.verdict).toBe(node.verdict);
    expect(r.fresh?.line as Move[]).toEqual(node.line);
    // The page went on meanwhile: the search runs off the main thread. On it, this search (minutes
    // long) would have left no frame and no heartbeat in the 1.5 s. The counts themselves depend
    // on the machine (software WebGL on a loaded machine draws a few frames a second even idle),
    // so only their presence is asserted.
    console.log(`during 1.5 s of search: ${r.framesDuring} frames, ${r.beatsDuring} heartbeats of 20 ms, longest gap ${Math.round(r.maxGap)} ms`);
    expect(r.framesDuring).toBeGreaterThanOrEqual(1);
    expect(r.beatsDuring).toBeGreaterThanOrEqual(1);
  });
});
