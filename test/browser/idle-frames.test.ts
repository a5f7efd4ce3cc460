/**
 * A table at rest draws no frames (view/drawOnChange.ts), and the screen still shows every change
 * at once: a move played by mouse, a card held in a drag, a settings change that redraws the card
 * art, a resize. Each check compares the screen's pixels, so a frame wrongly skipped fails it.
 * `?draw=every` draws every frame.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idle, openGame, sceneIs, topCardRect } from './game.ts';
import { type Harness, type Rect, centre, resizePage, screenPixels, screenshot, startHarness } from './harness.ts';
import { playOneMove } from './play.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const frames = (page: Page) => page.evaluate(() => window.__suitcase!.frames());
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Two animation frames: a change made now is on the screen after them, or never. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => { done(); }))));
const pixels = (page: Page, r?: Rect) => page.screenshot(r ? { clip: r } : {});

/** Mean of the red, green and blue of the screen inside `r` (a card's paper is near white, the felt dark). */
async function brightness(page: Page, r: Rect): Promise<number> {
  const { data } = await screenPixels(page, r);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum += data[i]! + data[i + 1]! + data[i + 2]!;
  return sum / (3 * (data.length / 4));
}

describe('frames drawn only on change', () => {
  it('a table at rest draws no frame, yet a move, a drag, new card art and a resize show at once', async () => {
    const page = await openGame(h, { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2 }, '&game=famous-fifty&deal=3');
    await sceneIs(page, 'table');
    await idle(page);
    await sleep(500);

    // At rest: frames keep coming (the game loop runs), none is drawn.
    const a = await frames(page);
    await sleep(3000);
    const b = await frames(page);
    const drawn = b.drawn - a.drawn;
    const skipped = b.skipped - a.skipped;
    console.log(`at rest for 3 s: ${drawn} frames drawn, ${skipped} skipped`);
    expect(drawn).toBe(0);
    expect(skipped).toBeGreaterThan(10);

    // A move by mouse: the card leaves its pile on the screen.
    const rest = await pixels(page);
    const move = await playOneMove(page);
    const from = move.split('>')[0]!;
    await twoFrames(page);
    expect((await pixels(page)).equals(rest), `move ${move} is on the screen`).toBe(false);
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
    expect(h.errors).toEqual([]);
  });

  it('?draw=every draws every frame, as Phaser does (the diagnostic for a screen that seems stuck)', async () => {
    const page = await openGame(h, { viewport: { width: 800, height: 600 } }, '&game=famous-fifty&deal=3&draw=every');
    await sceneIs(page, 'table');
    await idle(page);
    const a = await frames(page);
    await sleep(1500);
    const b = await frames(page);
    expect(b.drawn - a.drawn).toBeGreaterThan(5);
    expect(b.skipped).toBe(0);
    expect(h.errors).toEqual([]);
  });
});
