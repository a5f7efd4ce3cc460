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
