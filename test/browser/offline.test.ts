/**
 * Installable and offline: at the top level the page links its web app manifest and registers its
 * service worker; once loaded, the game reloads and plays a move with the network gone, and the
 * worker answers only the game's own address with the game. Inside a frame no service worker is
 * registered.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newGame, sceneIs } from './game.ts';
import { type Harness, startHarness } from './harness.ts';
import { playOneMove } from './play.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

describe('at the top level', () => {
  /**
   * One tab of the game, its service worker let in, carried through the tests below in turn: the
   * worker it installs is what they are about. A failed test leaves it closed, and the next opens
   * its own.
   */
  let top: { context: BrowserContext; page: Page; errors: string[] } | null = null;

  async function topLevel(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    if (top) return top;
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.url}?test=1&speed=instant`);
    await sceneIs(page, 'menu');
    top = { context, page, errors };
    return top;
  }

  async function closeTop(): Promise<void> {
    await top?.context.close();
    top = null;
  }

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await closeTop();
  });

  afterAll(closeTop);

  /** Waits until the worker is installed and active: every file of the game is in its cache. */
  async function workerActive(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'), null, { timeout: 60_000 });
  }

  it('links a manifest the browser can install from', async () => {
    const { page } = await topLevel();
    const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '');
    const manifest = (await (await page.request.get(href)).json()) as { name: string; start_url: string; display: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: 'Suitcase Solitaire', display: 'standalone' });
    expect(manifest.icons.length).toBeGreaterThan(0);
    const icon = await page.request.get(new URL(manifest.icons[0]!.src, href).href);
    expect(icon.ok()).toBe(true);
  });

  it('once loaded, reloads offline and plays a move', async () => {
    const { context, page, errors } = await topLevel();
    await workerActive(page);
    await context.setOffline(true);
    await page.reload();
    await sceneIs(page, 'menu');
    // Still offline: a file the worker has not cached does not load. (Chromium 150 reports
    // navigator.onLine as true in a page reloaded under offline emulation, so ask the network.)
    expect(await page.evaluate((u) => fetch(`${u}not-cached.txt?${Date.now()}`).then(() => 'loaded', () => 'failed'), h.url)).toBe('failed');
    await newGame(page, 'fortunes-favor', 5);
    await playOneMove(page);
    expect(errors).toEqual([]);
    await context.setOffline(false);
  });

  it('answers only the game\'s own address with the game: a page beside it stays that page', async () => {
    const { context, page } = await topLevel();
    await workerActive(page);
    // An operator's own page on the same site, under the worker's scope (as examples/embed.html is).
    await context.route(`${h.url}host-page.html`, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>host</title><p id="host">the host</p>' }));
    await page.goto(`${h.url}host-page.html`);
    expect(await page.title()).toBe('host');
    expect(await page.locator('#host').count()).toBe(1);
    await closeTop();
  });
});

describe('inside a frame', () => {
  let hostServer: Server;
  afterAll(async () => {
    await new Promise((done) => hostServer.close(done));
  });

  it('registers no service worker', async () => {
    hostServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<!doctype html><iframe id="game" src="${h.url}?test=1&speed=instant" style="width:900px;height:700px;border:0"></iframe>`,
    ));
    await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 768 } });
    try {
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${(hostServer.address() as AddressInfo).port}/`);
      const frame = await (await page.waitForSelector('#game')).contentFrame();
      if (!frame) throw new Error('no frame');
      await frame.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
      // Past the page's load event, when the top level registers its worker.
      await frame.waitForFunction(() => document.readyState === 'complete');
      await page.waitForTimeout(1500);
      expect(await frame.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
      expect(await frame.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
