/**
 * The deal's label in the page: on a deal with cards the player cannot see (face down, in the
 * stock), turning on "still winnable?", the setting that allows knowledge of hidden cards, has the
 * page's solver worker answer and the table draw its verdict beside the game's name, once.
 * Which label may show when (nothing of hidden cards with the setting off, "winnable deal" for a
 * deal "winnable deals only" dealt) is test/unit/play/advisor.test.ts's and
 * test/unit/play/advisor-dealt-winnable.test.ts's.
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

describe('the deal\'s label', () => {
  it('"still winnable?" turned on: the worker\'s verdict on a deal with hidden cards is drawn beside its name, once', async () => {
    expect((await page.evaluate(() => window.__suitcase!.settings())).stillWinnable).toBe(false);
    await page.evaluate(() => { window.__suitcase!.settings({ stillWinnable: true }); });
    await page.waitForFunction(
      ([yes, no, join]) => window.__suitcase!.labels().some((l) => l.text.split(join!).some((p) => p.trim() === yes || p.trim() === no)),
      [T.badgeWinnable, T.badgeNotWinnable, T.noteJoin],
      { timeout: 60_000 },
    );
    expect((await shownParts()).filter((p) => p === T.badgeWinnable || p === T.badgeNotWinnable)).toHaveLength(1);
    await screenshot(page, 'label-hidden-on');
    expect(h.errors).toEqual([]);
  });
});
