/**
 * What the portal adapter tests share (adapters-*.test.ts): a build of one mode into its own
 * folder (dist/ stays the default build), served from this machine; a page whose request for the
 * portal's SDK is answered with a stand-in of its documented global, which records every call in
 * `window.__sdkCalls` and holds each ad until the test starts and ends it (`window.__sdkAd`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { expect } from 'vitest';
import { type PortalMode, SDK_SCRIPTS } from '../../src/platform/adapters/sdkScripts.ts';
import { gameDef } from '../../src/engine/index.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, idle, newGame, pageState, sceneIs } from './game.ts';
import { click, plainChromium, release, serve } from './harness.ts';
import { playOneMove } from './play.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Lucky Fan deal 335 is lost after four moves (each the first legal one), with auto-play off. */
export const SHORT_LOSS = { game: 'lucky-fan', deal: 335, moves: 4 } as const;

export interface PortalRun {
  readonly url: string;
  readonly browser: Browser;
  /** Page errors, console errors and failed requests seen so far. */
  readonly errors: string[];
  /** Every request that left the game's own origin, other than for the SDK. */
  readonly outside: string[];
  /**
   * Opens the game with `sdkStub` served as the SDK; null: the SDK's request is never answered (a
   * hanging SDK). The pages opened before are closed: one left open goes on drawing on the CPU.
   */
  open(sdkStub: string | null, query?: string): Promise<Page>;
  close(): Promise<void>;
}

/** Builds `mode` into a folder of its own, serves it and starts a browser. */
export async function startPortalRun(mode: PortalMode, env: Record<string, string> = {}): Promise<PortalRun> {
  const outDir = mkdtempSync(join(tmpdir(), `suitcase-${mode}-`));
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) Reflect.deleteProperty(process.env, k);
      else process.env[k] = v;
    }
  }
  const server = await serve(outDir);
  const url = server.url;
  // The worker's Chromium: the file's own contexts, closed by `release`.
  const browser = await plainChromium();
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const outside: string[] = [];
  const sdk = SDK_SCRIPTS[mode];
  return {
    url,
    browser,
    errors,
    outside,
    async open(sdkStub, query = '?test=1&speed=instant&autoplay=off') {
      for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      contexts.push(context);
      // The SDK's address answered here, from the test's own machine: nothing reaches the portal.
      await context.route(sdk, (route) => (sdkStub === null ? undefined : route.fulfill({ status: 200, contentType: 'text/javascript', body: sdkStub })));
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.stack ?? e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      page.on('request', (r) => {
        if (!r.url().startsWith(url) && r.url() !== sdk && !/^(data|blob):/.test(r.url())) outside.push(r.url());
      });
      // A hanging SDK's script (async) holds the window's load event, not the page: wait for the page only.
      await page.goto(url + query, sdkStub === null ? { waitUntil: 'domcontentloaded' } : {});
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await release(browser);
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The src of every script element of the page, in document order. */
export const scriptSources = (page: Page): Promise<string[]> => page.evaluate(() => [...document.querySelectorAll('script')].map((s) => s.getAttribute('src') ?? ''));

/** The SDK calls the stand-in recorded, in order. */
export const sdkCalls = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __sdkCalls: string[] }).__sdkCalls);

/** Waits until the stand-in has recorded `call`. */
export async function callMade(page: Page, call: string): Promise<void> {
  await page.waitForFunction((c) => (window as unknown as { __sdkCalls?: string[] }).__sdkCalls?.includes(c) === true, call, { timeout: 30_000 });
}

/** Starts or ends the ad the stand-in is holding. */
export async function ad(page: Page, step: 'start' | 'finish'): Promise<void> {
  await page.evaluate((s) => { (window as unknown as { __sdkAd: Record<string, () => void> }).__sdkAd[s]!(); }, step);
}

/** What the game's portal glue says of itself (`?test=1`). */
export const portalState = (page: Page): Promise<{ paused: boolean; muted: boolean; inGameplay: boolean }> =>
  page.evaluate(() => {
    const p = window.__suitcasePortal!;
    return { paused: p.paused(), muted: p.muted(), inGameplay: p.inGameplay() };
  });

/**
 * Deals SHORT_LOSS and plays it by mouse to its end, checking after each move that no break was
 * asked for while the deal was in play. Returns the calls seen before the deal ended.
 */
export async function playToLoss(page: Page, breakCall: string): Promise<string[]> {
  await newGame(page, SHORT_LOSS.game, SHORT_LOSS.deal);
  await idle(page);
  let before: string[] = [];
  for (let i = 0; i < SHORT_LOSS.moves; i++) {
    before = await sdkCalls(page);
    expect(before, `no break while the deal is in play (move ${i + 1})`).not.toContain(breakCall);
    await playOneMove(page);
    if ((await pageState(page)).lost) break;
  }
  expect((await pageState(page)).lost).toBe(true);
  await sceneIs(page, 'results');
  return before;
}

/** Part of a stand-in's script: no share sheet, and a clipboard that records what is written (`window.__copied`). */
export const CLIPBOARD_STUB = `
  window.__copied = [];
  delete Navigator.prototype.share;
  delete Navigator.prototype.canShare;
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: (t) => { window.__copied.push(t); return Promise.resolve(); } }) });
`;

/** Deals `deal` of `game`, presses the table's Share by mouse, and returns the link that went on the clipboard. */
export async function shareFromTable(page: Page, game: string, deal: number): Promise<string> {
  await newGame(page, game, deal);
  await idle(page);
  await click(page, await buttonCentre(page, 'hud:share'));
  await page.waitForFunction(() => window.__suitcase!.toasts().length > 0 && (window as unknown as { __copied: string[] }).__copied.length === 1, null, { timeout: 10_000 });
  expect(await page.evaluate(() => window.__suitcase!.toasts())).toContain(en.shareCopied);
  return page.evaluate(() => (window as unknown as { __copied: string[] }).__copied[0]!);
}

/** The page, opened from a portal's link, deals that deal with `toBeat` under the bar. */
export async function dealtWithBeat(page: Page, game: string, deal: number, toBeat: string): Promise<void> {
  await sceneIs(page, 'table');
  expect(await pageState(page)).toMatchObject({ game, moves: [] });
  await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text === t), toBeat, { timeout: 10_000 });
  const texts = await page.evaluate(() => window.__suitcase!.labels().map((l) => l.text));
  expect(texts).toContain(en.tableTitle(gameDef(game).name, null, deal));
}
