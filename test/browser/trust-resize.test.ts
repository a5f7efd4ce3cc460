/**
 * Clicks land where the player aims after a real window resize (CDP Browser.setWindowBounds in a
 * context without a fixed viewport), at device pixel ratio 1 and 2: after each resize a click on
 * the stock draws, and a click on each button of the top bar does that button's job and no other.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonCentre, idle, newGame, pageState, sceneIs, topCardRect } from './game.ts';
import { launchChromium } from './chromium.ts';
import { type Harness, centre, click, screenshot, startHarness } from './harness.ts';
import { confirmGiveUp } from './keyboard.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

/** Window sizes (outer) the player drags the window through, as in issue 17. */
const WINDOWS = [
  { width: 1024, height: 681 },
  { width: 500, height: 813 },
  { width: 1200, height: 713 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
] as const;

const GAME = 'fortunes-favor';

async function openAt(ratio: number): Promise<{ browser: Browser; page: Page; cdp: CDPSession; errors: string[] }> {
  // A Chromium of its own: a real window, of a size and pixel ratio set by its switches.
  const browser = await launchChromium(['--window-size=1024,681', `--force-device-scale-factor=${ratio}`]);
  const context = await browser.newContext({ viewport: null });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(`${h.url}?test=1&speed=instant`);
  await page.waitForFunction(() => ['menu', 'table'].includes(window.__suitcase?.scene() ?? ''), null, { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  return { browser, page, cdp, errors };
}

/** Resizes the real window and waits until the canvas fills the new inner size. */
async function resizeWindow(page: Page, cdp: CDPSession, width: number, height: number): Promise<void> {
  const { windowId } = (await cdp.send('Browser.getWindowForTarget')) as { windowId: number };
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width, height } });
  await page.waitForFunction(() => {
    const c = document.querySelector('canvas')?.getBoundingClientRect();
    return c !== undefined && Math.round(c.width) === innerWidth && Math.round(c.height) === innerHeight;
  });
  // Let ResizeObserver, the window's resize event and a frame or two run.
  await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));
}

const movesOf = async (page: Page): Promise<number> => (await pageState(page)).moves.length;

async function clickButton(page: Page, id: string): Promise<void> {
  await click(page, await buttonCentre(page, `hud:${id}`));
  await idle(page);
}

/** Every top-bar button does its own job; returns with the table showing the same deal. */
async function pressEveryButton(page: Page, label: string, withHint: boolean): Promise<void> {
  const deal = (await pageState(page)).deal;
  const before = await movesOf(page);
  await click(page, centre(await topCardRect(page, 's')));
  await idle(page);
  expect(await movesOf(page), `stock draws at ${label}`).toBe(before + 1);

  await clickButton(page, 'undo');
  expect(await movesOf(page), `undo at ${label}`).toBe(before);
  await clickButton(page, 'redo');
  expect(await movesOf(page), `redo at ${label}`).toBe(before + 1);

  const sound = await page.evaluate(() => window.__suitcase!.settings().soundOn);
  await clickButton(page, 'mute');
  expect(await page.evaluate(() => window.__suitcase!.settings().soundOn), `mute at ${label}`).toBe(!sound);
  await clickButton(page, 'mute');
  expect(await page.evaluate(() => window.__suitcase!.settings().soundOn), `mute again at ${label}`).toBe(sound);

  // The hint waits on the solver: once a run is enough to show the button is hit.
  if (withHint) {
    await clickButton(page, 'hint');
    await page.waitForFunction(() => window.__suitcase!.lastHint() !== null || window.__suitcase!.toasts().length > 0, null, { timeout: 60_000 });
    expect(await page.evaluate(() => window.__suitcase!.scene()), `hint at ${label}`).toBe('table');
    expect(await movesOf(page), `hint plays nothing at ${label}`).toBe(before + 1);
  }

  await clickButton(page, 'options');
  await sceneIs(page, 'panel');
  await page.keyboard.press('Escape');
  await sceneIs(page, 'table');
  expect((await pageState(page)).deal, `options leaves the deal at ${label}`).toEqual(deal);

  // New: giving up a game in progress asks first (a page dialog); yes deals a fresh one.
  await clickButton(page, 'new');
  await confirmGiveUp(page);
  await page.waitForFunction((d) => JSON.stringify(window.__suitcase!.state().deal) !== d, JSON.stringify(deal), { timeout: 30_000 });
  expect(await page.evaluate(() => window.__suitcase!.scene()), `new at ${label}`).toBe('table');

  await newGame(page, GAME, 1);
  await clickButton(page, 'menu');
  await sceneIs(page, 'menu');
  await newGame(page, GAME, 1);
}

describe('input mapping after a real window resize', () => {
  for (const ratio of [1, 2]) {
    it(`clicks the stock and every top-bar button right after each resize at ratio ${ratio}`, async () => {
      const { browser, page, cdp, errors } = await openAt(ratio);
      try {
        expect(await page.evaluate(() => devicePixelRatio)).toBe(ratio);
        await newGame(page, GAME, 1);
        // Ratio 2 renders four times the pixels on the CPU: its share of the sizes.
        const windows = ratio === 1 ? WINDOWS : WINDOWS.slice(1, 3);
        for (const [i, w] of windows.entries()) {
          await resizeWindow(page, cdp, w.width, w.height);
          const inner = await page.evaluate(() => `${innerWidth}x${innerHeight}`);
          await pressEveryButton(page, `window ${w.width}x${w.height} (inner ${inner}) at ratio ${ratio}`, i === windows.length - 1);
        }
        await screenshot(page, `trust-resize-ratio-${ratio}`);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
    }, 600_000);
  }
});
