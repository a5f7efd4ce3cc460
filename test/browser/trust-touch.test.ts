/**
 * A cancelled touch (the browser took the gesture, a system dialog came up) leaves no console
 * error (issue 17, item 11), and the card it was dragging goes home.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idle, newGame, openGame, pageState, topCardRect } from './game.ts';
import { type Harness, centre, startHarness } from './harness.ts';

let h: Harness;
let page: Page;
const messages: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { touch: true, viewport: { width: 1024, height: 768 } });
  // Every console message, warnings and interventions too, not only errors.
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
});

afterAll(async () => {
  await h.close();
});

describe('a cancelled touch', () => {
  it('logs nothing and puts the dragged card back', async () => {
    await newGame(page, 'lucky-fan', 3);
    const before = await pageState(page);
    const from = centre(await topCardRect(page, 't0'));
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    for (let i = 0; i < 3; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
      for (let s = 1; s <= 3; s++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x + 30 * s, from.y + 40 * s) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
      // A cancel with no move before it, too.
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    }
    await cdp.detach();
    await idle(page);
    await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));
    expect((await pageState(page)).moves).toEqual(before.moves);
    const sprite = (await page.evaluate(() => window.__suitcase!.spriteRect('t0')))!;
    const home = await topCardRect(page, 't0');
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(sprite[k], `t0's card ${k}`).toBeCloseTo(home[k], 3);
    expect(messages.filter((m) => /cancel|Intervention/i.test(m) || m.startsWith('error'))).toEqual([]);
    expect(h.errors).toEqual([]);
  });
});

describe('a swipe', () => {
  // A swipe the page hands to the browser (a dialog once let the page be pinched or panned) goes
  // on to the host's page: a sideways one took it back in its history.
  it('across a dialog in a portal frame, with one finger or two, leaves the host page where it is', async () => {
    const first = await h.open('?test=1&speed=instant', { touch: true, viewport: { width: 1024, height: 768 } });
    const host = `${h.url}swipe-host.html`;
    await first.route(host, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><body style="margin:0"><iframe id="game" src="./?test=1&speed=instant" style="width:100vw;height:100vh;border:0;display:block"></iframe></body>' }));
    await first.goto(host);
    const game = (await (await first.waitForSelector('iframe#game')).contentFrame())!;
    await game.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
    await game.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
    await game.focus('canvas');
    await first.keyboard.press('d');
    await game.evaluate(() => window.__suitcase!.idle());
    await first.keyboard.press('n');
    await game.waitForSelector('#suitcase-dialog', { timeout: 10_000 });
    const cdp = await first.context().newCDPSession(first);
    const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      const at = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
      for (let s = 1; s <= 8; s++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.x + ((to.x - from.x) * s) / 8, from.y + ((to.y - from.y) * s) / 8) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await first.waitForTimeout(700);
    };
    await swipe({ x: 60, y: 700 }, { x: 980, y: 700 });
    await swipe({ x: 980, y: 700 }, { x: 40, y: 700 });
    await swipe({ x: 500, y: 40 }, { x: 500, y: 740 });
    // Two fingers moving together: a pan, which a pinchable page hands to the browser as well.
    for (const dx of [900, -900]) {
      const from = dx > 0 ? 50 : 950;
      const at = (x: number) => [{ x, y: 300, id: 1, radiusX: 4, radiusY: 4, force: 1 }, { x, y: 500, id: 2, radiusX: 4, radiusY: 4, force: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
      for (let s = 1; s <= 8; s++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + (dx * s) / 8) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await first.waitForTimeout(700);
    }
    await cdp.detach();
    expect(first.url()).toBe(host);
    expect(await game.evaluate(() => window.__suitcase!.scene())).toBe('table');
  });
});
