/**
 * Installable and offline: at the top level the page links its web app manifest and registers its
 * service worker; once loaded, the game reloads and plays a move with the network gone. Inside a
 * frame no service worker is registered.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, sceneIs } from './game.ts';
import { type Harness, startHarness } from './harness.ts';
import { playOneMove } from './play.ts';

let h: Harness;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await h.close();
});

async function newContext(): Promise<BrowserContext> {
  const context = await h.browser.newContext({ viewport: { width: 1024, height: 768 } });
  contexts.push(context);
  return context;
}

describe('at the top level', () => {
  it('links a manifest the browser can install from', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(h.url);
    const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '');
    const manifest = (await (await page.request.get(href)).json()) as { name: string; start_url: string; display: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: 'Suitcase Solitaire', display: 'standalone' });
    expect(manifest.icons.length).toBeGreaterThan(0);
    const icon = await page.request.get(new URL(manifest.icons[0]!.src, href).href);
    expect(icon.ok()).toBe(true);
  });

  it('once loaded, reloads offline and plays a move', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.url}?test=1&speed=instant`);
    await sceneIs(page, 'menu');
    // Installed and active: every file of the game is in its cache.
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'), null, { timeout: 60_000 });
    await context.setOffline(true);
    await page.reload();
    await sceneIs(page, 'menu');
    // Still offline: a file the worker has not cached does not load. (Chromium 150 reports
    // navigator.onLine as true in a page reloaded under offline emulation, so ask the network.)
    expect(await page.evaluate((u) => fetch(`${u}not-cached.txt?${Date.now()}`).then(() => 'loaded', () => 'failed'), h.url)).toBe('failed');
    await newGame(page, 'fortunes-favor', 5);
    await playOneMove(page);
    expect(errors).toEqual([]);
  });

  it('answers only the game\'s own address with the game: a page beside it stays that page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${h.url}?test=1&speed=instant`);
    await sceneIs(page, 'menu');
    await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'), null, { timeout: 60_000 });
    // An operator's own page on the same site, under the worker's scope (as examples/embed.html is).
    await context.route(`${h.url}host-page.html`, (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>host</title><p id="host">the host</p>' }));
    await page.goto(`${h.url}host-page.html`);
    expect(await page.title()).toBe('host');
    expect(await page.locator('#host').count()).toBe(1);
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
    const page = await (await newContext()).newPage();
    await page.goto(`http://127.0.0.1:${(hostServer.address() as AddressInfo).port}/`);
    const frame = await (await page.waitForSelector('#game')).contentFrame();
    if (!frame) throw new Error('no frame');
    await frame.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
    // Past the page's load event, when the top level registers its worker.
    await frame.waitForFunction(() => document.readyState === 'complete');
    await page.waitForTimeout(1500);
    expect(await frame.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    expect(await frame.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
