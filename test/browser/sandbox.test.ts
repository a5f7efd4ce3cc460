/**
 * The game in a frame with `sandbox="allow-scripts"` and no `allow-same-origin` (an opaque
 * origin, as some portals embed): it boots, plays a move by mouse in memory, and says that progress
 * will not be kept. The host page is on another origin, as a portal's is (another port of this
 * machine: a public host's frame could not reach it at all).
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from './game.ts';
import { type Harness, screenshot, startHarness } from './harness.ts';
import { playOneMove } from './play.ts';
import { en } from '../../src/text/en.ts';

let h: Harness;
let page: Page;
let frame: Frame;
let hostServer: Server;

beforeAll(async () => {
  h = await startHarness();
  page = await h.browser.newPage({ viewport: { width: 1000, height: 760 } });
  page.on('pageerror', (e) => h.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') h.errors.push(`console: ${m.text()}`);
  });
  // The host page from a server of its own (another origin), on this machine.
  const body = `<!doctype html><body style="margin:0;background:#333">
    <iframe id="game" sandbox="allow-scripts" src="${h.url}?test=1&speed=instant" style="position:absolute;left:20px;top:30px;width:960px;height:700px;border:0"></iframe>
  </body>`;
  hostServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
  await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
  const host = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}/`;
  await page.goto(host);
  const element = await page.waitForSelector('#game');
  const f = await element.contentFrame();
  if (!f) throw new Error('no frame');
  frame = f;
});

afterAll(async () => {
  await h.close();
  await new Promise((done) => hostServer.close(done));
});

describe('in a sandboxed frame without allow-same-origin', () => {
  it('boots, has an opaque origin and no storage, and says progress will not be kept', async () => {
    await frame.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
    expect(await frame.evaluate(() => self.origin)).toBe('null');
    expect(await frame.evaluate(() => window.__suitcase!.persistent())).toBe(false);
    await frame.waitForFunction((notice) => window.__suitcase!.toasts().includes(notice), en.notices['storage-unavailable'], { timeout: 10_000 });
  });

  it('plays a move by mouse, in memory', async () => {
    await newGame(frame as unknown as Page, 'fortunes-favor', 3);
    await playOneMove(page, frame);
    await screenshot(page, 'sandboxed-frame');
    // No refused request either (the sound is played through an audio element there).
    expect(h.errors).toEqual([]);
  });
});
