/**
 * The screens around the table: the menu by keyboard alone, the table's undo and redo buttons, and
 * moves animated at normal speed or made instant by reduced motion. (Play and Continue by pointer:
 * menu.test.ts; a reload resumed: features.test.ts.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PileId, legalMoves, moveText } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { en } from '../../src/text/en.ts';
import { pilesOf } from '../../src/view/table/piles.ts';
import { engineState, idle, newGame, pageState, pilesOfMove, reusedPages, sceneIs, topCardRect } from './game.ts';
import { announced } from './keyboard.ts';
import { type Harness, type Rect, centre, click, mouseDrag, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const pages = reusedPages(() => h);

async function button(page: Page, id: string): Promise<Rect> {
  const list = await page.evaluate(() => window.__suitcase!.buttons());
  const b = list.find((x) => x.id === id);
  if (!b) throw new Error(`no button ${id} among ${list.map((x) => x.id).join(', ')}`);
  return b.rect;
}

/** Taps the first pile whose card has somewhere to go; returns the move the tap makes. */
async function tapSomething(page: Page): Promise<string> {
  const st = await engineState(page);
  const move = st.tableau.map((_, i) => bestTapMove(st, legalMoves(st), `t${i}`)).find((m) => m !== null);
  if (!move) throw new Error('no card to tap');
  const text = moveText(move);
  await click(page, centre(await topCardRect(page, pilesOfMove(text)[0])));
  return text;
}

describe('screens', () => {
  it('the menu by keyboard alone: Tab walks its buttons, each read out by name, and Enter plays', async () => {
    const page = await pages.fresh();
    const heard: string[] = [];
    for (let i = 0; i < 20 && heard.at(-1) !== 'Play Lucky Fan, new deal, button'; i++) {
      await page.keyboard.press('Tab');
      heard.push(await announced(page));
    }
    expect(heard[0]).toBe('Settings, button');
    expect(heard).toContain('More about Lucky Fan, button');
    expect(heard.at(-1)).toBe('Play Lucky Fan, new deal, button');
    await page.keyboard.press('Enter');
    // Play asks which deal: Tab reaches "Any deal" first, heard with what it gives.
    await sceneIs(page, 'panel');
    await page.keyboard.press('Tab');
    expect(await announced(page)).toBe(`${en.levels.any}, button. ${en.levelNotes.anyWinnable}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__suitcase!.scene() === 'table');
    await idle(page);
    expect((await pageState(page)).game).toBe('lucky-fan');
    expect(h.errors).toEqual([]);
  });

  it("the table's undo and redo buttons, clicked, take back a move and play it again", async () => {
    const page = await pages.get();
    await newGame(page, 'lucky-fan', 2);
    const first = await tapSomething(page);
    const second = await tapSomething(page);
    expect((await pageState(page)).moves).toEqual([first, second]);
    await click(page, centre(await button(page, 'hud:undo')));
    expect((await pageState(page)).moves).toEqual([first]);
    await click(page, centre(await button(page, 'hud:redo')));
    expect((await pageState(page)).moves).toEqual([first, second]);
    expect(h.errors).toEqual([]);
  });

  it('animates at normal speed and every card comes to rest where the engine says', async () => {
    const page = await pages.get();
    await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
    await newGame(page, 'lucky-fan', 1);
    const st = await engineState(page);
    const move = legalMoves(st).find((m) => m.kind === 'move' && m.to.zone === 't') ?? legalMoves(st)[0]!;
    const [from, to] = pilesOfMove(moveText(move));
    await mouseDrag(page, centre(await topCardRect(page, from)), centre(await topCardRect(page, to)));
    await idle(page);
    expect((await pageState(page)).moves).toEqual([moveText(move)]);
    const piles = pilesOf(await engineState(page));
    for (const pile of [from, to]) {
      const [sprite, rest] = await page.evaluate((p) => [window.__suitcase!.spriteRect(p), window.__suitcase!.topCardRect(p)] as const, pile);
      // A pile the move emptied shows no card; any other's top card rests in its place.
      expect(sprite, JSON.stringify([pile, sprite, rest])).toEqual(piles.get(pile as PileId)!.cards.length === 0 ? null : rest);
    }
    expect(h.errors).toEqual([]);
  });

  it('moves cards instantly under reduced motion, with the normal speed setting', async () => {
    const page = await h.open('?test=1&game=fortunes-favor&deal=1', { reducedMotion: 'reduce' });
    await page.waitForFunction(() => window.__suitcase?.scene() === 'table');
    await idle(page);
    const move = await tapSomething(page);
    const to = pilesOfMove(move)[1];
    // Read right after the click: with motion the card would still be on its way.
    const [sprite, rest] = await page.evaluate((p) => [window.__suitcase!.spriteRect(p), window.__suitcase!.topCardRect(p)] as const, to);
    expect(sprite).toEqual(rest);
    expect(h.errors).toEqual([]);
  });
});
