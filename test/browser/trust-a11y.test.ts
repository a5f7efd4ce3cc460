/**
 * Zoom and focus (issue 17, item 10): the page lets a player zoom (no `user-scalable=no` nor
 * `maximum-scale`; axe-core finds no violation on the menu or the table), while a pinch on the
 * table stays the game's, never the browser's zoom; and the canvas shows a focus ring as soon as
 * the keyboard reaches it, before any further key.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, reusedPages, sceneIs } from './game.ts';
import { type Harness, screenshot, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const pages = reusedPages(() => h);

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`);
}

describe('zoom and focus', () => {
  it('axe-core finds no violation on the menu and on the table', async () => {
    const page = await pages.fresh();
    await sceneIs(page, 'menu');
    expect(await violations(page)).toEqual([]);
    await newGame(page, 'rouge-forty', 5);
    expect(await violations(page)).toEqual([]);
    const meta = await page.evaluate(() => document.querySelector('meta[name=viewport]')?.getAttribute('content') ?? '');
    expect(meta).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
    expect(h.errors).toEqual([]);
  });

  it('a pinch zooms a page of the game, but not on the table', async () => {
    // A phone: meta viewport and pinch zoom apply as on a real one.
    const context = await h.browser.newContext({ viewport: { width: 412, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('pageerror', (e) => h.errors.push(`pageerror: ${e.message}`));
    await page.goto(`${h.url}?test=1&speed=instant`);
    await page.waitForFunction(() => ['menu', 'table'].includes(window.__suitcase?.scene() ?? ''), null, { timeout: 60_000 });
    await newGame(page, 'lucky-fan', 3);
    const cdp = await context.newCDPSession(page);
    // Two fingers moving apart, as raw touch events (a synthesized touch pinch does nothing headless).
    const pinch = async (): Promise<number> => {
      const fingers = (d: number) => [{ x: 200 - d, y: 400, id: 1 }, { x: 200 + d, y: 400, id: 2 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
      for (let d = 30; d <= 150; d += 10) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
        await page.waitForTimeout(16);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(300);
      return page.evaluate(() => visualViewport?.scale ?? 1);
    };
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('canvas')!).touchAction)).toBe('none');
    expect(await pinch(), 'a pinch on the table').toBe(1);
    // Over a part of the page that is not the table (as a dialog is), the browser zooms.
    await page.evaluate(() => {
      const sheet = document.createElement('div');
      sheet.style.cssText = 'position:fixed;inset:0;z-index:30;background:rgba(0,0,0,.5)';
      document.body.appendChild(sheet);
    });
    expect(await pinch(), 'a pinch on the page').toBeGreaterThan(1.2);
    await cdp.detach();
    await context.close();
    expect(h.errors).toEqual([]);
  });

  it('the canvas shows its focus ring as soon as Tab reaches it', async () => {
    // The axe test's page: this one deals its own game and takes the focus from scratch.
    const page = await pages.get();
    await newGame(page, 'waxing-moon', 2);
    await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); });
    const ring = () =>
      page.evaluate(() => {
        const c = document.querySelector('canvas')!;
        const s = getComputedStyle(c);
        return { focused: document.activeElement === c, style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
    expect((await ring()).focused).toBe(false);
    for (let i = 0; i < 5 && !(await ring()).focused; i++) await page.keyboard.press('Tab');
    const r = await ring();
    expect(r.focused).toBe(true);
    expect(r.style).not.toBe('none');
    expect(r.width).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'trust-focus-ring');
    // No ring for the mouse.
    await page.evaluate(() => { (document.activeElement as HTMLElement | null)?.blur(); });
    await page.mouse.click(5, 760);
    const clicked = await ring();
    expect(clicked.focused ? clicked.style : 'none').toBe('none');
    expect(h.errors).toEqual([]);
  });
});
