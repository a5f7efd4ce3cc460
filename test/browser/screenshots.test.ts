/**
 * The key screens for a reviewer, written on every run to test-output/key-<screen>-<w>x<h>.png:
 * the menu, a table and the results, on a phone (390x844), a tablet (820x1180) and a desktop
 * (1280x800). The other browser files write theirs only with SCREENSHOTS=1 (README, "Testing").
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_LOSS } from './adapters.ts';
import { legalMoves, moveText } from '../../src/engine/index.ts';
import { engineState, idle, newGame, pageState, reusedPages, sceneIs } from './game.ts';
import { type Harness, type OpenOptions, resizePage, screenshot, startHarness } from './harness.ts';

/** At CSS pixels (dpr 1): a layout to judge; every device pixel more is drawn in software here. */
interface Size { name: string; options: OpenOptions }
const PHONE: Size = { name: '390x844', options: { viewport: { width: 390, height: 844 }, touch: true } };
const TABLET: Size = { name: '820x1180', options: { viewport: { width: 820, height: 1180 }, touch: true } };
const DESKTOP: Size = { name: '1280x800', options: { viewport: { width: 1280, height: 800 } } };

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });
const pages = reusedPages(() => h);

/** Width and height of a PNG file, from its header. */
function pngSize(path: string): { width: number; height: number } {
  const b = readFileSync(path);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Writes the screen showing, which must be `scene`, and checks the file holds the whole page. */
async function keyShot(page: Page, scene: string, size: Size): Promise<void> {
  expect(await page.evaluate(() => window.__suitcase!.scene())).toBe(scene);
  // Two frames: what was drawn last reaches the screen.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => { done(); }))));
  const path = await screenshot(page, `key-${scene}-${size.name}`, { always: true });
  const { width, height } = size.options.viewport!;
  const dpr = size.options.deviceScaleFactor ?? 1;
  expect(pngSize(path!)).toEqual({ width: width * dpr, height: height * dpr });
}

/** A table, then the results of a deal lost in a few moves (each the first legal one): the results of a real game. */
async function tableAndResults(page: Page, size: Size): Promise<void> {
  await newGame(page, 'famous-fifty', 3);
  await keyShot(page, 'table', size);
  // The moves go through the table's controller (input is other files' business).
  await newGame(page, SHORT_LOSS.game, SHORT_LOSS.deal);
  for (let i = 0; i < SHORT_LOSS.moves && !(await pageState(page)).lost; i++) {
    const moves = legalMoves(await engineState(page));
    const m = moves.find((x) => x.kind === 'move') ?? moves[0]!;
    expect(await page.evaluate((t) => window.__suitcaseSolver!.play([t]), moveText(m))).toBe(true);
  }
  expect((await pageState(page)).lost).toBe(true);
  await sceneIs(page, 'results');
  await idle(page);
  await keyShot(page, 'results', size);
}

describe('the key screens', () => {
  // The phone's and the tablet's menus on one touch page, turned from one to the other, each taken
  // before any game is played (as a first visit shows it).
  it(`${PHONE.name} and ${TABLET.name}: the menu at each, then a table and the results at ${TABLET.name}`, async () => {
    const page = await pages.fresh(PHONE.options);
    await sceneIs(page, 'menu');
    await keyShot(page, 'menu', PHONE);
    await resizePage(page, TABLET.options.viewport!);
    await sceneIs(page, 'menu');
    await keyShot(page, 'menu', TABLET);
    await tableAndResults(page, TABLET);
    expect(h.errors).toEqual([]);
  });

  it(`${PHONE.name}: a table and the results`, async () => {
    // A page of its own: the tablet's lost game leaves its toast up over the next deal for a while,
    // and the table shot is a first deal's.
    const page = await pages.fresh(PHONE.options);
    await tableAndResults(page, PHONE);
    expect(h.errors).toEqual([]);
  });

  it(`${DESKTOP.name}: the menu, a table and the results`, async () => {
    const page = await pages.fresh(DESKTOP.options);
    await sceneIs(page, 'menu');
    await keyShot(page, 'menu', DESKTOP);
    await tableAndResults(page, DESKTOP);
    expect(h.errors).toEqual([]);
  });
});
