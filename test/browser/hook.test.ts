/**
 * The test hook's `newGame`, which the storm (abuse.ts) calls to get back to a table after the
 * player's input left it: the deal comes after the scene change that input already asked for (it
 * lands at the game's next step), and nothing is left over the new table or paused under it. Either
 * way round the position shown would not be the one saved, a state no player can reach.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { current, dealToJson, legalMoves, numberedDeal, numberedSession, play, toSave } from '../../src/engine/index.ts';
import { buttonCentre, pageState, sceneIs } from './game.ts';
import { type Harness, click, startHarness, storedBefore } from './harness.ts';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

/** The menu of a player with Lucky Fan deal 3 saved one move in, the save there before the page loads. */
async function menuWithSave(): Promise<Page> {
  const r = play(numberedSession('lucky-fan', 3), [legalMoves(current(numberedSession('lucky-fan', 3)))[0]!]);
  if (!r.ok) throw new Error('no first move');
  const page = await h.open('?test=1&speed=instant', { initScript: storedBefore({ 'suitcase:save:lucky-fan': toSave(r.session) }) });
  await sceneIs(page, 'menu');
  return page;
}

/** The table's moves, the saved moves of its game (null: none saved), and which scenes run or wait. */
function shown(page: Page) {
  return page.evaluate(() => {
    const hook = window.__suitcase!;
    const st = hook.state();
    const raw = localStorage.getItem(`suitcase:save:${st.game}`);
    const save = raw === null ? null : (JSON.parse(raw) as { moves: string[][]; position: number });
    return { scene: hook.scene(), moves: st.moves, saved: save ? save.moves.slice(0, save.position).flat() : null };
  });
}

describe('the test hook', () => {
  it('deals after a Continue the player chose just before, not under it', async () => {
    const page = await menuWithSave();
    const at = await buttonCentre(page, 'continue:lucky-fan');
    // The loop held still: the click's start of the table waits for the next step, as it does
    // between any input and the frame after it.
    await page.evaluate(() => { window.__suitcase!.loop(false); });
    await click(page, at);
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('menu');
    await page.evaluate(() => {
      (window as unknown as { dealing: Promise<void> }).dealing = window.__suitcase!.newGame('lucky-fan', 9);
      window.__suitcase!.loop(true);
    });
    await page.evaluate(() => (window as unknown as { dealing: Promise<void> }).dealing);
    expect((await pageState(page)).deal).toEqual(dealToJson(numberedDeal('lucky-fan', 9)));
    expect(await shown(page)).toEqual({ scene: 'table', moves: [], saved: null });
    expect(h.errors).toEqual([]);
  });

  it('closes a panel over the menu to deal', async () => {
    const page = await menuWithSave();
    await click(page, await buttonCentre(page, 'play:fortunes-favor'));
    await sceneIs(page, 'panel');
    await page.evaluate(() => window.__suitcase!.newGame('lucky-fan', 9));
    expect(await shown(page)).toEqual({ scene: 'table', moves: [], saved: null });
    expect(h.errors).toEqual([]);
  });
});
