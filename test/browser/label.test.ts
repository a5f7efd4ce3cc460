/**
 * The deal's label (issue 17, item 7): the solver's "winnable" / "not winnable" verdict on a deal
 * with cards the player cannot see (face down, in the stock) shows only with "still winnable?",
 * the setting that allows knowledge of hidden cards; a deal "winnable deals only" dealt says
 * "winnable deal" on the table, which is known by construction.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../src/text/index.ts';
import { idle, openGame } from './game.ts';
import { type Harness, screenshot, startHarness } from './harness.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  // Rouge Forty deal 5 by link: three cards face down in each pile and twelve in the stock.
  page = await openGame(h, { viewport: { width: 1024, height: 768 } }, '&game=rouge-forty&deal=5');
  await page.waitForFunction(() => window.__suitcase!.scene() === 'table', null, { timeout: 60_000 });
  await idle(page);
});

afterAll(async () => {
  await h.close();
});

/** The parts of the canvas's texts (the note beside the game's name joins its parts). */
async function shownParts(): Promise<string[]> {
  const labels = await page.evaluate(() => window.__suitcase!.labels().map((l) => l.text));
  return labels.flatMap((t) => t.split(T.noteJoin).map((p) => p.trim()));
}

/** Waits until the page's solver has nothing to do, then a little more for the table to show it. */
async function solverSettled(): Promise<void> {
  await page.waitForFunction(() => !window.__suitcaseSolver!.client!.busy, null, { timeout: 60_000 });
  await page.waitForTimeout(500);
  await idle(page);
}

describe('the deal\'s label', () => {
  it('says nothing of hidden cards with "still winnable?" off, and says it once it is on', async () => {
    expect((await page.evaluate(() => window.__suitcase!.settings())).stillWinnable).toBe(false);
    // The solver's budget for a deal is 3 s: time enough to have answered and been shown.
    await page.waitForTimeout(4000);
    await solverSettled();
    const off = await shownParts();
    expect(off.length).toBeGreaterThan(0);
    expect(off.filter((p) => /winnable/.test(p))).toEqual([]);
    await screenshot(page, 'label-hidden-off');

    await page.evaluate(() => { window.__suitcase!.settings({ stillWinnable: true }); });
    await page.waitForFunction(
      ([yes, no, join]) => window.__suitcase!.labels().some((l) => l.text.split(join!).some((p) => p.trim() === yes || p.trim() === no)),
      [T.badgeWinnable, T.badgeNotWinnable, T.noteJoin],
      { timeout: 60_000 },
    );
    expect((await shownParts()).filter((p) => p === T.badgeWinnable || p === T.badgeNotWinnable)).toHaveLength(1);
    await screenshot(page, 'label-hidden-on');
    await page.evaluate(() => { window.__suitcase!.settings({ stillWinnable: false }); });
    await solverSettled();
    expect((await shownParts()).filter((p) => /winnable/.test(p))).toEqual([]);
    expect(h.errors).toEqual([]);
  });

  it('a deal "winnable deals only" dealt says "winnable deal" with "still winnable?" off', async () => {
    expect((await page.evaluate(() => window.__suitcase!.settings())).winnableOnly).toBe(true);
    const before = await page.evaluate(() => window.__suitcaseSolver!.table()!.currentSession.number);
    await page.evaluate(() => { window.__suitcaseSolver!.newRandomDeal('rouge-forty'); });
    // The search for a winnable deal ends within its budget, or falls back on a shipped number.
    await page.waitForFunction(({ old, words }) => {
      const t = window.__suitcaseSolver!.table();
      return t !== null && t.currentSession.number !== old && !t.isBusy() && window.__suitcase!.labels().some((l) => l.text.includes(words));
    }, { old: before, words: T.badgeWinnableDeal }, { timeout: 60_000 }).catch(() => undefined);
    await solverSettled();
    const parts = await shownParts();
    expect(parts).toContain(T.badgeWinnableDeal);
    expect(parts.filter((p) => p === T.badgeWinnable || p === T.badgeNotWinnable)).toEqual([]);
    await screenshot(page, 'label-winnable-deal');
    expect(h.errors).toEqual([]);
  });
});
