/**
 * A table or menu at rest draws nothing (view/kit/drawOnChange.ts), counted where the drawing happens:
 * every WebGL draw call the page makes, by a counter put in the page before the game loads. And the
 * screen still shows every change at once: a draw from the stock, a move played by mouse, a card
 * held in a drag, new card art, a resize; each check compares the screen's pixels, so a frame
 * wrongly skipped fails it. `?draw=every` draws every frame. Where WebGL is drawn in software the
 * canvas is not multisampled.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idle, newGame, openGame, pageState, reusedPages, sceneIs, topCardRect } from './game.ts';
import { type Harness, type Rect, centre, resizePage, screenPixels, screenshot, startHarness } from './harness.ts';
import { playOneMove } from './play.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

// The menu at rest and then a table dealt from it: one page, counting draws from its load.
const pages = reusedPages(() => h);

/** Counts every WebGL draw call of the page in `window.glDraws`. */
const COUNT_DRAWS = `(() => {
  window.glDraws = 0;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) { window.glDraws++; return original.apply(this, args); };
    }
  }
})();`;

/** The `?draw=every` page, kept for the renderer's check after it. */
let everyFrame: Page | null = null;

const COUNTED = { viewport: { width: 1024, height: 768 }, initScript: COUNT_DRAWS } as const;

const glDraws = (page: Page) => page.evaluate(() => (window as unknown as { glDraws: number }).glDraws);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Two animation frames: a change made now is on the screen after them, or never. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => { done(); }))));
const pixels = (page: Page, r?: Rect) => page.screenshot(r ? { clip: r } : {});

/** WebGL draw calls made over `ms` of the page left alone. */
async function drawsAtRest(page: Page, ms: number): Promise<number> {
  const before = await glDraws(page);
  await sleep(ms);
  return (await glDraws(page)) - before;
}

/** Mean of the red, green and blue of the screen inside `r` (a card's paper is near white, the felt dark). */
async function brightness(page: Page, r: Rect): Promise<number> {
  const { data } = await screenPixels(page, r);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum += data[i]! + data[i + 1]! + data[i + 2]!;
  return sum / (3 * (data.length / 4));
}

describe('frames drawn only on change', () => {
  it('the menu left alone draws nothing', async () => {
    const page = await pages.get(COUNTED);
    await sceneIs(page, 'menu');
    // The card atlas is drawn in idle time behind the menu: once it is installed (its measure is
    // left then) and shown, nothing moves.
    await page.waitForFunction(() => performance.getEntriesByName('suitcase:atlas').length > 0, null, { timeout: 30_000 });
    await twoFrames(page);
    expect(await glDraws(page)).toBeGreaterThan(0);
    expect(await drawsAtRest(page, 1200)).toBe(0);
    expect(h.errors).toEqual([]);
  });

  it('a dealt table left alone draws nothing; a draw from the stock, a move, a drag, new card art and a resize draw at once', async () => {
    const page = await pages.get(COUNTED);
    await newGame(page, 'famous-fifty', 3);
    await sceneIs(page, 'table');
    await idle(page);
    await sleep(500);
    // Longer than a second: a clock wrongly ticking before the first move would draw in it.
    expect(await drawsAtRest(page, 1200)).toBe(0);

    // A draw from the stock by mouse: drawn, and on the screen.
    const rest = await pixels(page);
    const before = await glDraws(page);
    const stock = centre(await topCardRect(page, 's'));
    await page.mouse.click(stock.x, stock.y);
    await idle(page);
    await twoFrames(page);
    expect((await pageState(page)).moves).toEqual(['draw']);
    expect(await glDraws(page)).toBeGreaterThan(before);
    expect((await pixels(page)).equals(rest), 'the drawn card is on the screen').toBe(false);

    // A move by mouse: the card leaves its pile on the screen.
    const drawn = await pixels(page);
    const move = await playOneMove(page);
    const from = move.split('>')[0]!;
    await twoFrames(page);
    expect((await pixels(page)).equals(drawn), `move ${move} is on the screen`).toBe(false);
    await screenshot(page, 'idle-frames-after-move');

    // A card held still in a drag is drawn under the pointer, and again at its pile once let go.
    const card = await topCardRect(page, from);
    const start = centre(card);
    const held = { x: start.x + 120, y: start.y + 160 };
    const area = { x: held.x - card.width / 2, y: held.y - card.height / 2, width: card.width, height: card.height };
    const empty = await pixels(page, area);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move((start.x + held.x) / 2, (start.y + held.y) / 2);
    await page.mouse.move(held.x, held.y);
    await sleep(300);
    expect((await pixels(page, area)).equals(empty), 'the held card is on the screen').toBe(false);
    await page.mouse.up();
    await idle(page);
    await twoFrames(page);
    expect((await pixels(page, area)).equals(empty), 'the dropped card went back').toBe(true);

    // New card art: four colours redraw the atlas, and the table shows it within two frames.
    const classic = await pixels(page);
    await page.evaluate(() => window.__suitcase!.settings({ fourColour: true }));
    await twoFrames(page);
    expect((await pixels(page)).equals(classic), 'the four-colour faces are on the screen').toBe(false);

    // A resize empties the canvas: the table is drawn again at the new size (a card's paper, not
    // the felt, where the first column's top card now lies).
    await resizePage(page, { width: 800, height: 600 });
    await idle(page);
    await twoFrames(page);
    await screenshot(page, 'idle-frames-after-resize');
    expect(await brightness(page, await topCardRect(page, 't0'))).toBeGreaterThan(150);
    // And at rest again, nothing but the clock, which ticks each second once a move is made: with
    // the clock hidden, nothing at all.
    await page.evaluate(() => window.__suitcase!.settings({ showTimer: false }));
    await sleep(1000);
    expect(await drawsAtRest(page, 1200)).toBe(0);
    expect(h.errors).toEqual([]);
  });

  it('?draw=every draws every frame, as Phaser does (the diagnostic for a screen that seems stuck)', async () => {
    const page = await openGame(h, { viewport: { width: 800, height: 600 }, initScript: COUNT_DRAWS }, '&game=famous-fifty&deal=3&draw=every');
    everyFrame = page;
    await sceneIs(page, 'table');
    await idle(page);
    expect(await drawsAtRest(page, 1500)).toBeGreaterThan(5);
    const frames = await page.evaluate(() => window.__suitcase!.frames());
    expect(frames.skipped).toBe(0);
    expect(h.errors).toEqual([]);
  });
});

describe('frames drawn only as costly as the renderer needs', () => {
  // Read on the page before's canvas when it is still open: the renderer's choice is made at load,
  // whatever `?draw=` says.
  it('where WebGL is drawn in software, as in this Chromium, the canvas is not multisampled', async () => {
    const page = everyFrame && !everyFrame.isClosed() ? everyFrame : await openGame(h, { viewport: { width: 800, height: 600 } });
    const seen = await page.evaluate(() => {
      const probe = document.createElement('canvas').getContext('webgl')!;
      const info = probe.getExtension('WEBGL_debug_renderer_info')!;
      const renderer = String(probe.getParameter(info.UNMASKED_RENDERER_WEBGL));
      const canvas = document.querySelector('canvas')!;
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      return { renderer, multisampled: gl?.getContextAttributes()?.antialias ?? null };
    });
    expect(seen.renderer).toMatch(/llvmpipe|swiftshader/i);
    expect(seen.multisampled).toBe(false);
  });
});
