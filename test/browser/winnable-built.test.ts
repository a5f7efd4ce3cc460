/**
 * "Winnable deals only" in a game whose winnable deals are built backwards (issue 18, item 1):
 * Waxing Moon's menu row, at a phone's and a desktop's size, says its plain deals are almost never
 * winnable while the setting is off; with it on, a new deal from the menu is winnable deal N, titled
 * so once, and the engine's line for winnable deal N (worked out here in Node) wins it on the page,
 * its opening and its end played by mouse; the Results' Replay, clicked, deals it again.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealToJson, gameDef, moveText, newSession, play } from '../../src/engine/index.ts';
import { winnable } from '../../src/engine/winnable/index.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, type Viewport, click, resizePage, screenshot, startHarness } from './harness.ts';
import { playLineByMouse } from './play.ts';

const GAME = 'waxing-moon';
const DESKTOP = { width: 1024, height: 768 };

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: DESKTOP });
});

afterAll(async () => {
  await h.close();
});

const labels = () => page.evaluate(() => window.__suitcase!.labels().map((l) => l.text.replace(/\s+/g, ' ')));

/** Resizes the page and waits until the menu has been drawn anew at the new size (Settings at its right edge). */
async function menuAt(size: Viewport): Promise<void> {
  await resizePage(page, size);
  await page.waitForFunction((w) => {
    const b = window.__suitcase!.buttons().find((x) => x.id === 'settings');
    return window.__suitcase!.scene() === 'menu' && b !== undefined && Math.abs(b.rect.x + b.rect.width + 8 - w) < 1;
  }, size.width);
  await sceneIs(page, 'menu');
}

describe('winnable deals built backwards', () => {
  it("says on the menu row that the game's plain deals are almost never winnable, with the setting off", async () => {
    await sceneIs(page, 'menu');
    await page.evaluate(() => { window.__suitcase!.settings({ winnableOnly: false }); });
    const note = gameDef(GAME).note;
    expect(note).toBeTruthy();
    // The menu draws itself anew at each size, reading the setting as it stands then.
    // On a phone the row has room for the note alone, and shows it.
    await menuAt({ width: 390, height: 844 });
    expect((await labels()).some((t) => t.includes(note!))).toBe(true);
    await screenshot(page, 'winnable-built-menu-phone');
    await menuAt(DESKTOP);
    expect((await labels()).some((t) => t.includes(note!))).toBe(true);
    await screenshot(page, 'winnable-built-menu');
  });

  it('deals winnable deal N, labels it, and the engine line for N wins it, opened and ended by mouse', async () => {
    await page.evaluate(() => { window.__suitcase!.settings({ winnableOnly: true }); });
    await click(page, await buttonCentre(page, `play:${GAME}`));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'level:any'));
    await page.waitForFunction(() => {
      const hook = window.__suitcase!;
      return hook.scene() === 'table' && hook.state().winnable !== null;
    }, null, { timeout: 60_000 });
    await page.evaluate(() => window.__suitcase!.idle());
    const dealt = await pageState(page);
    const n = dealt.winnable!;
    expect(Number.isInteger(n) && n >= 1).toBe(true);
    const built = winnable(GAME, n);
    expect(dealt.deal).toEqual(dealToJson(built.deal));
    expect(dealt.moves).toEqual([]);
    const title = en.winnableTitle(gameDef(GAME).name, n);
    // The title names it, once: no badge beside it says "winnable deal" again.
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.includes(t)), title, { timeout: 10_000 });
    await page.evaluate(() => window.__suitcase!.idle());
    const said = (await labels()).join(' ');
    expect(said.split(en.badgeWinnableDeal).length - 1, said).toBe(1);
    const buildMs = await page.evaluate(() => window.__suitcaseSolver!.buildMs());
    console.log(`winnable deal ${n}: built on the page in ${buildMs.map((m) => m.toFixed(1)).join(', ')} ms; line ${built.line.length} moves`);
    await screenshot(page, 'winnable-built-dealt');

    // The opening and the end game by mouse, tap by tap and drag by drag; the middle of the engine's
    // line through the controller (a whole game by mouse is win.test.ts's), the win reached on the page.
    const [opening, ending] = [12, 8];
    const opened = await playLineByMouse(page, newSession(built.deal), built.line.slice(0, opening));
    const middle = built.line.slice(opening, built.line.length - ending);
    expect(await page.evaluate((texts) => texts.every((t) => window.__suitcaseSolver!.play([t])), middle.map(moveText))).toBe(true);
    const late = play(opened, middle);
    expect(late.ok).toBe(true);
    if (late.ok) await playLineByMouse(page, late.session, built.line.slice(built.line.length - ending));
    const end = await pageState(page);
    expect(end.moves).toEqual(built.line.map(moveText));
    expect(end.won).toBe(true);
    await page.waitForFunction(() => window.__suitcase!.scene() === 'results', null, { timeout: 30_000 });
    await screenshot(page, 'winnable-built-won');
    // "Replay this deal" deals it again, still named for what it is.
    await click(page, await buttonCentre(page, 'replay'));
    await page.waitForFunction(() => window.__suitcase!.scene() === 'table' && window.__suitcase!.state().moves.length === 0, null, { timeout: 30_000 });
    const again = await pageState(page);
    expect(again.winnable).toBe(n);
    expect(again.deal).toEqual(dealt.deal);
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.includes(t)), title, { timeout: 10_000 });
    expect(h.errors).toEqual([]);
  });

  it("names a deal of a level chosen on Play by its level, as the other games' are, on the table and on its Results", async () => {
    await click(page, await buttonCentre(page, 'hud:menu'));
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, `play:${GAME}`));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'level:easy'));
    await page.waitForFunction(() => window.__suitcase!.scene() === 'table' && window.__suitcase!.state().winnable !== null, null, { timeout: 60_000 });
    await page.evaluate(() => window.__suitcase!.idle());
    const n = (await pageState(page)).winnable!;
    const title = en.levelTitle(gameDef(GAME).name, en.levels.easy, n);
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.includes(t)), title, { timeout: 10_000 });
    expect((await labels()).some((t) => t.includes(en.winnableTitle(gameDef(GAME).name, n)))).toBe(false);
    await screenshot(page, 'winnable-built-level-easy');
    // Its Results name it too: the deal won by the engine's line.
    const line = winnable(GAME, n).line;
    expect(await page.evaluate((texts) => window.__suitcaseSolver!.play(texts), line.map(moveText))).toBe(true);
    await page.waitForFunction(() => window.__suitcase!.scene() === 'results', null, { timeout: 30_000 });
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').includes(t)), title, { timeout: 10_000 });
    expect(h.errors).toEqual([]);
  });
});
