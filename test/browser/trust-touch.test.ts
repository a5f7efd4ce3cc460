/**
 * A cancelled touch (the browser took the gesture, a system dialog came up) leaves no console
 * error (issue 17, item 11), and the card it was dragging goes home. No finger's move, and no drag
 * of a dialog's words, hands the browser a gesture of the host page's (a "back", a zoom).
 */
import type { CDPSession, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idle, newGame, openGame, pageState, topCardRect } from './game.ts';
import { type Harness, type Point, centre, startHarness } from './harness.ts';
import { T } from '../../src/text/index.ts';

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

/**
 * The game in a frame of a host page, opened after another page of the same site: a swipe that
 * took the tab "back" would show that page.
 */
async function hostedGame(path: string): Promise<{ first: Page; host: string; game: Frame }> {
  const before = { path: 'before.html', html: '<!doctype html><title>Before</title><p>The page before the host page</p>' };
  const first = await h.open('', { touch: true, viewport: { width: 1024, height: 768 }, hostPage: before });
  const host = `${h.url}${path}`;
  await first.route(host, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><body style="margin:0"><iframe id="game" src="./?test=1&speed=instant" style="width:100vw;height:100vh;border:0;display:block"></iframe></body>' }));
  await first.goto(host);
  const game = (await (await first.waitForSelector('iframe#game')).contentFrame())!;
  await game.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
  return { first, host, game };
}

/** One finger from `from` to `to` in `steps` moves, each event after the browser's answer. */
async function fingerSwipe(cdp: CDPSession, from: Point, to: Point, steps: number): Promise<void> {
  const at = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
  for (let s = 1; s <= steps; s++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.x + ((to.x - from.x) * s) / steps, from.y + ((to.y - from.y) * s) / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A game in progress (a card drawn), then N: the dialog asking whether to give it up. */
async function askToGiveUp(first: Page, game: Frame, deal = true): Promise<void> {
  if (deal) await game.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
  await game.focus('canvas');
  await first.keyboard.press('d');
  await game.evaluate(() => window.__suitcase!.idle());
  await first.keyboard.press('n');
  await game.waitForSelector('#suitcase-dialog', { timeout: 10_000 });
}

describe('a drag of a dialog\'s text', () => {
  // A dialog's words may be selected (to copy them), and a press on the selection could lift it
  // in a drag of the browser's own: while that drag lasted the page heard no touch at all, so two
  // fingers were the browser's pinch, and in a portal's frame they zoomed the portal's page.
  it('is refused, so two fingers on the screen meanwhile stay the game\'s and the host page unzoomed', async () => {
    const { first, game } = await hostedGame('drag-host.html');
    await askToGiveUp(first, game);
    await game.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      window.addEventListener('dragstart', (e) => { heard.push(e.defaultPrevented ? 'dragstart refused' : 'dragstart'); });
      window.addEventListener('touchstart', () => { heard.push('touchstart'); });
    });
    const cdp = await first.context().newCDPSession(first);
    // The left button is down from each press to its release.
    const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, y: number) =>
      cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: type === 'mouseMoved' ? 0 : 1 });
    // The title's words, selected with the mouse as a player selects them.
    const title = (await game.locator('#suitcase-dialog [role=dialog] > div').first().boundingBox())!;
    const y = title.y + title.height / 2;
    await mouse('mousePressed', title.x + 2, y);
    await mouse('mouseMoved', title.x + title.width - 2, y);
    await mouse('mouseReleased', title.x + title.width - 2, y);
    expect(await game.evaluate(() => String(getSelection())), 'the title selected').toBe(T.giveUpTitle);
    // A press on the selection, moved on and held: a drag of the words.
    await mouse('mousePressed', title.x + title.width / 2, y);
    await mouse('mouseMoved', title.x + title.width / 2 + 20, y + 20);
    await mouse('mouseMoved', title.x + title.width / 2 + 60, y + 60);
    const fingers = (d: number) => [{ x: 500 - d, y: 600, id: 1, radiusX: 4, radiusY: 4, force: 1 }, { x: 500 + d, y: 600, id: 2, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let d = 45; d <= 170; d += 25) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await mouse('mouseReleased', title.x + title.width / 2 + 60, y + 60);
    await first.waitForTimeout(300);
    await cdp.detach();
    expect(await first.evaluate(() => visualViewport!.scale), 'the host page\'s zoom').toBe(1);
    const heard = await game.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.filter((e) => e.startsWith('dragstart')), 'the drag').toEqual(['dragstart refused']);
    expect(heard, 'the two fingers, heard by the page').toContain('touchstart');
    expect(h.errors).toEqual([]);
  });
});

describe('a swipe', () => {
  // A swipe the page hands to the browser (a dialog once let the page be pinched or panned) goes
  // on to the host's page: a sideways one took it back in its history.
  it('across a dialog in a portal frame, with one finger or two, leaves the host page where it is', async () => {
    const { first, host, game } = await hostedGame('swipe-host.html');
    await askToGiveUp(first, game);
    const cdp = await first.context().newCDPSession(first);
    const swipe = async (from: Point, to: Point) => {
      await fingerSwipe(cdp, from, to, 8);
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

  // A finger's move left to the browser can become the tab's gesture (docs/trust.md), and Phaser
  // refuses only the moves it reads, on its canvas: not those on a dialog. So the page refuses
  // them all itself.
  it('moving fingers, on the table, a dialog or a paused game in a frame, are never left to the browser', async () => {
    const { first, host, game } = await hostedGame('moves-host.html');
    // Heard last, on the window: what no listener of the game's refused reaches the browser.
    await game.evaluate(() => {
      const left: string[] = [];
      (window as unknown as { leftToBrowser: string[] }).leftToBrowser = left;
      window.addEventListener('touchmove', (e) => {
        if (e.cancelable && !e.defaultPrevented) left.push(`${(e.target as Element).tagName} with ${e.touches.length} finger(s)`);
      }, { passive: false });
    });
    const left = () => game.evaluate(() => (window as unknown as { leftToBrowser: string[] }).leftToBrowser.splice(0));
    const cdp = await first.context().newCDPSession(first);
    const swipe = (from: Point, to: Point) => fingerSwipe(cdp, from, to, 6);
    const sweep = async () => {
      await swipe({ x: 60, y: 600 }, { x: 980, y: 620 });
      await swipe({ x: 980, y: 300 }, { x: 40, y: 320 });
      await swipe({ x: 500, y: 740 }, { x: 520, y: 60 });
    };
    await sweep();
    expect(await left(), 'on the menu').toEqual([]);
    await game.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
    await sweep();
    expect(await left(), 'on the table').toEqual([]);
    await first.evaluate(() => { document.querySelector('iframe')!.contentWindow!.postMessage({ target: 'suitcase', type: 'pause' }, '*'); });
    await game.waitForFunction(() => window.__suitcasePortal!.paused());
    await sweep();
    expect(await left(), 'while the host holds a pause').toEqual([]);
    await first.evaluate(() => { document.querySelector('iframe')!.contentWindow!.postMessage({ target: 'suitcase', type: 'resume' }, '*'); });
    await game.waitForFunction(() => !window.__suitcasePortal!.paused());
    await askToGiveUp(first, game, false);
    await sweep();
    expect(await left(), 'on a dialog').toEqual([]);
    // Two fingers spreading on the dialog: in a frame, the browser's pinch would zoom the host's
    // page (the game cannot see or undo that, and a zoomed page's edge takes a swipe as "back").
    const fingers = (d: number) => [{ x: 500 - d, y: 400, id: 1, radiusX: 4, radiusY: 4, force: 1 }, { x: 500 + d, y: 400, id: 2, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let d = 30; d <= 200; d += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await first.waitForTimeout(300);
    expect(await left(), 'a pinch on a dialog in a frame').toEqual([]);
    expect(await first.evaluate(() => visualViewport!.scale), 'the host page\'s zoom').toBe(1);
    await cdp.detach();
    expect(first.url()).toBe(host);
  });
});
