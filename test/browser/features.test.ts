/**
 * The player features through the page (issue 4): a reload that resumes mid-game with its undo
 * history (undo and redo by U, Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z), a link to a numbered deal and a
 * malformed one, and a game lost by keys: said at once, with the game's figures on the Results.
 * Animations are instant.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Move, type State, apply, dealToJson, initialState, isLost, isWon, legalMoves, moveText, numberedDeal } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, click, startHarness } from './harness.ts';
import { playByKeys } from './keyboard.ts';
import { en } from '../../src/text/en.ts';


let h: Harness;
/** One page for every test (each page costs seconds to start on a loaded machine). */
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: { width: 800, height: 600 } });
});

afterAll(async () => {
  await h.close();
});


/** The move a tap (Enter, Enter when lifted) makes on the first pile that has one, else a draw: a policy the keys can follow. */
function tapPolicy(s: State): Move | null {
  const legal = legalMoves(s);
  for (let i = 0; i < s.tableau.length; i++) {
    const m = bestTapMove(s, legal, `t${i}`);
    if (m) return m;
  }
  return bestTapMove(s, legal, 'w') ?? legal.find((m) => m.kind === 'draw') ?? null;
}

/** The first deal of `game` (from `from`) that the tap policy loses within `max` moves, with its line. */
function quickLoss(game: 'lucky-fan', from: number, max: number): { deal: number; line: string[] } {
  for (let d = from; d < from + 500; d++) {
    let s = initialState(numberedDeal(game, d));
    const line: string[] = [];
    while (line.length < max && !isLost(s) && !isWon(s)) {
      const m = tapPolicy(s);
      const r = m ? apply(s, m) : null;
      if (!r?.ok) break;
      line.push(moveText(m!));
      s = r.state;
    }
    if (isLost(s)) return { deal: d, line };
  }
  throw new Error('no quick loss found');
}

describe('player features', () => {
  it('resumes after a reload exactly, undo history and clock included', async () => {
    await newGame(page, 'lucky-fan', 19);
    const line = quickLoss('lucky-fan', 19, 10).line;
    for (const text of line.slice(0, 3)) await playByKeys(page, text);
    await page.keyboard.press('Control+z');
    expect((await pageState(page)).moves).toEqual(line.slice(0, 2));
    await page.waitForTimeout(1500);
    // The clock is saved with every move: make one more and take it back.
    await playByKeys(page, line[2]!);
    await page.keyboard.press('u');
    const seconds = await page.evaluate(() => window.__suitcase!.seconds());
    expect(seconds).toBeGreaterThanOrEqual(1);
    const before = await pageState(page);

    await page.reload();
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, 'continue:lucky-fan'));
    await sceneIs(page, 'table');
    await idle(page);
    const after = await pageState(page);
    expect(after.deal).toEqual(before.deal);
    expect(after.moves).toEqual(before.moves);
    expect(await page.evaluate(() => window.__suitcase!.seconds())).toBeGreaterThanOrEqual(Math.floor(seconds));
    // The undone move is still there to redo, and the first ones to undo.
    await page.keyboard.press('Control+y');
    expect((await pageState(page)).moves).toEqual(line.slice(0, 3));
    await page.keyboard.press('u');
    expect((await pageState(page)).moves).toEqual(line.slice(0, 2));
    await page.keyboard.press('Control+Shift+Z');
    expect((await pageState(page)).moves).toEqual(line.slice(0, 3));
    // Back to the deal as dealt: the next test's link opens without asking to give this game up.
    await page.keyboard.press('u');
    await page.keyboard.press('u');
    await page.keyboard.press('u');
    expect((await pageState(page)).moves).toEqual([]);
    expect(h.errors).toEqual([]);
  });

  it('opens the numbered deal a link names, and sends a malformed link to the menu with a message', async () => {
    await page.goto(`${h.url}?test=1&speed=instant&game=lucky-fan&deal=123`);
    await sceneIs(page, 'table');
    await idle(page);
    const st = await pageState(page);
    expect(st.game).toBe('lucky-fan');
    expect(st.deal).toEqual(dealToJson(numberedDeal('lucky-fan', 123)));

    // One malformed link shows the message reaches the player; the words for each fault are params.ts's, unit-tested.
    await page.goto(`${h.url}?test=1&speed=instant&game=lucky-fan&deal=12x`);
    await sceneIs(page, 'menu');
    expect((await page.evaluate(() => window.__suitcase!.toasts())).join(' | ')).toMatch(/deal number .* is not one of ours/);
    expect(h.errors).toEqual([]);
  });

  it("says at once when a game is lost, and the Results show the game's figures", async () => {
    const { deal, line } = quickLoss('lucky-fan', 19, 10);
    await newGame(page, 'lucky-fan', deal);
    for (const text of line) await playByKeys(page, text);
    expect((await pageState(page)).lost).toBe(true);
    await sceneIs(page, 'results');
    expect((await page.evaluate(() => window.__suitcase!.toasts())).join(' | ')).toMatch(/No moves left/);
    // Not the daily deal: the Results list the game's figures, not the daily deals'.
    const figures = (await page.evaluate(() => window.__suitcase!.labels())).map((l) => l.text).join('\n');
    expect(figures).toContain(en.statsPlayed(0, 0, 0).split(/\d/)[0]!.trim());
    expect(figures).not.toContain(en.statsDaily(0, 0, 0).split(/\d/)[0]!.trim());
    expect(h.errors).toEqual([]);
  });
});
