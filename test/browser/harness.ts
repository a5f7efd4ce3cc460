/**
 * Browser test harness: serves the built game (dist/) with vite's preview server on 127.0.0.1 and
 * drives Debian's chromium through playwright-core. In the browser project one server serves every
 * file (test/browser/setup.ts starts it; `startHarness` uses it) and each test worker keeps one
 * Chromium for all its files (`plainChromium`); a file gets its own contexts, so its pages share
 * nothing with another file's. Outside vitest (the benchmarks) `startHarness` starts its own:
 * `const h = await startHarness(); const page = await h.open('?test=1'); ... await h.close();`
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { GAME_IDS } from '../../src/engine/index.ts';
import { launchChromium } from './chromium.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = join(ROOT, 'dist');
/** Screenshots and other artefacts of the browser tests (gitignored). */
export const OUTPUT_DIR = join(ROOT, 'test-output');

/** Screenshots for a reviewer are written only on demand: `SCREENSHOTS=1` (README, "Testing"). */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** What the browser project's global setup hands each file: the served dist/. */
export interface SharedServer {
  url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    suitcaseServer: SharedServer | null;
  }
}

export interface Viewport {
  width: number;
  height: number;
}

export interface OpenOptions {
  viewport?: Viewport;
  /** Emulate a touch screen (also sets `hasTouch`, so touch events reach the page). */
  touch?: boolean;
  deviceScaleFactor?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Keep the pages opened before this one. By default they are closed: a page left open goes on
   * drawing on the CPU and slows every later test in the file.
   */
  keepOthers?: boolean;
  /**
   * A page of the operator's (`html`, served at `url + path`) opened instead of `url + query`, as
   * the tab's first page: the game in its frame, and no page of the game's before it.
   */
  hostPage?: { path: string; html: string };
  /** A script run in every frame of the page before the page's own (a counter of WebGL calls). */
  initScript?: string;
  /** The browser's language and region ('en-GB'): its `navigator.languages` and its Intl's. */
  locale?: string;
  /**
   * Let the game register its service worker. Off by default: its install fetches and stores every
   * file of the game in each fresh context, work no test but the offline and request ones looks at.
   */
  serviceWorker?: boolean;
  /**
   * A player who has never been shown a game's first-deal guide. By default the page is a returning
   * player's, who has been shown every game's (set before the page's script runs, where the test's
   * own storage, its `initScript`, holds no record of them): a test of something else deals its
   * games with no guide over the cards.
   */
  newPlayer?: boolean;
}

/** Every game's first-deal guide shown already, as a returning player's storage has it. */
const GUIDES_SHOWN = `try { if (location.protocol.startsWith('http') && localStorage.getItem('suitcase:guides') === null) localStorage.setItem('suitcase:guides', ${JSON.stringify(JSON.stringify(GAME_IDS))}); } catch {}`;

export interface Harness {
  /** Base URL of the served dist/, ending with a slash. */
  readonly url: string;
  readonly browser: Browser;
  /**
   * Opens a new page (own context) at `url + query`, and collects page errors into `errors`; the
   * pages opened before are closed unless `keepOthers`.
   */
  open(query?: string, options?: OpenOptions): Promise<Page>;
  /** Uncaught page errors and console errors seen so far, every page. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** Serves `outDir` (a build of the game) on 127.0.0.1 and a free port. */
export async function serve(outDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    base: './',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

export function requireDist(dir = DIST): void {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} has no build: run \`npx vite build\` before the browser tests`);
}

/** The server of the browser project's global setup, or null outside it (a benchmark). */
async function shared(): Promise<SharedServer | null> {
  if (process.env.VITEST === undefined) return null;
  const { inject } = await import('vitest');
  return inject('suitcaseServer') ?? null;
}

let kept: Promise<Browser> | null = null;

/**
 * The Chromium for plain switches. Under vitest, the test worker's own: launched by its first file
 * and kept for its later ones (a worker runs its files in one module graph, `isolate: false`), until
 * the worker ends. One a worker rather than one for the project: each Chromium draws its pages' WebGL
 * in a GPU process of its own, so two files side by side draw on both cores, and no process relays
 * their protocol. Outside vitest, one of the caller's own. Give it back with `release`.
 */
export async function plainChromium(): Promise<Browser> {
  if (process.env.VITEST === undefined) return launchChromium();
  const before = await kept?.catch(() => null);
  if (before?.isConnected()) return before;
  kept = launchChromium();
  return kept;
}

/** A file done with a browser of `plainChromium`: the worker's kept one loses the file's contexts, pages and all; any other closes. */
export async function release(browser: Browser): Promise<void> {
  if (browser !== (await kept?.catch(() => null))) return browser.close();
  for (const c of browser.contexts()) await c.close().catch(() => undefined);
}

/**
 * `args`: Chromium switches on top of CHROMIUM_ARGS; a file that needs them gets a Chromium of its
 * own. Without them the file uses the project's server and the worker's Chromium.
 */
export async function startHarness(options: { args?: readonly string[] } = {}): Promise<Harness> {
  const ownBrowser = (options.args ?? []).length > 0;
  const s = await shared();
  let url: string;
  let server: { close(): Promise<void> } | null = null;
  if (s) url = s.url;
  else {
    requireDist();
    const own = await serve(DIST);
    url = own.url;
    server = own;
  }
  const browser = ownBrowser ? await launchChromium(options.args) : await plainChromium();
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  return {
    url,
    browser,
    errors,
    async open(query = '', options = {}) {
      if (!options.keepOthers) for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1024, height: 768 },
        hasTouch: options.touch ?? false,
        isMobile: false,
        deviceScaleFactor: options.deviceScaleFactor ?? 1,
        reducedMotion: options.reducedMotion ?? 'no-preference',
        serviceWorkers: options.serviceWorker ? 'allow' : 'block',
        ...(options.locale === undefined ? {} : { locale: options.locale }),
      });
      contexts.push(context);
      const script = [options.initScript, options.newPlayer === true ? undefined : GUIDES_SHOWN].filter((x) => x !== undefined).join(';\n');
      if (script !== '') await context.addInitScript(script);
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.stack ?? e.message}`));
      page.on('response', (r) => {
        if (r.status() >= 400) errors.push(`http ${r.status()}: ${r.url()}`);
      });
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      if (options.hostPage) {
        const { path, html } = options.hostPage;
        await page.route(url + path, (r) => r.fulfill({ contentType: 'text/html', body: html }));
        await page.goto(url + path);
      } else await page.goto(url + query);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await release(browser);
      await server?.close();
    },
  };
}

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const centre = (r: Rect): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

/** Whether two rects share more than a pixel's edge. */
export function overlap(a: Rect, b: Rect): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const hh = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 1 && hh > 1;
}

/** Whether `inner` lies inside `outer`, to half a pixel. */
export const within = (outer: Rect, inner: Rect): boolean =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * Everything wrong with drawn marks (emblems, not words) on a screen `view` big, in words: one
 * smaller than `least` px, off the screen, on a word, reaching into a button (a mark wholly inside
 * a row-wide button is its own), or on another mark.
 */
export function markFaults(view: { width: number; height: number }, marks: { id: string; rect: Rect }[], on: { labels: { text: string; rect: Rect }[]; buttons: { id: string; rect: Rect }[] }, least: number): string[] {
  const out: string[] = [];
  marks.forEach((m, i) => {
    if (!within({ x: 0, y: 0, ...view }, m.rect)) out.push(`${m.id} leaves the screen`);
    if (Math.min(m.rect.width, m.rect.height) < least) out.push(`${m.id} is ${m.rect.width.toFixed(0)}x${m.rect.height.toFixed(0)}`);
    for (const l of on.labels) if (overlap(l.rect, m.rect)) out.push(`${m.id} overlaps "${l.text}"`);
    for (const b of on.buttons) if (overlap(b.rect, m.rect) && !within(b.rect, m.rect)) out.push(`${m.id} runs into ${b.id}`);
    for (const o of marks.slice(i + 1)) if (overlap(o.rect, m.rect)) out.push(`${m.id} overlaps ${o.id}`);
  });
  return out;
}

/** The marks the menu's rows show, one `{id: 'game badge', rect}` each, and each game's badge ids. */
export async function menuMarks(page: Page): Promise<{ marks: { id: string; rect: Rect }[]; ids: Record<string, string[]> }> {
  const rows = await page.evaluate(() => window.__suitcase!.marks());
  return {
    marks: rows.flatMap((r) => r.rects.map((rect, i) => ({ id: `${r.game} ${r.ids[i]}`, rect }))),
    ids: Object.fromEntries(rows.map((r) => [r.game, r.ids])),
  };
}

/** A mouse press, a move in `steps` moves (each costs a frame: Chromium aligns mouse moves to frames), and a release. */
export async function mouseDrag(page: Page, from: Point, to: Point, steps = 3): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  }
  await page.mouse.up();
}

/** A click with the mouse (a press and release at one point). */
export async function click(page: Page, at: Point): Promise<void> {
  await page.mouse.click(at.x, at.y);
}

/** A finger tap: needs a page opened with `touch: true`. */
export async function tap(page: Page, at: Point): Promise<void> {
  await page.touchscreen.tap(at.x, at.y);
}

/** A finger drag through CDP touch events: touchStart, several touchMove, touchEnd. */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: Point) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export interface Pixels {
  width: number;
  height: number;
  data: number[];
}

/** The screen's pixels inside `r` (client px), at the page's device pixel ratio. */
export async function screenPixels(page: Page, r: Rect): Promise<Pixels> {
  const png = await page.screenshot({ clip: { x: r.x, y: r.y, width: r.width, height: r.height } });
  return page.evaluate(async (b64) => {
    const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
    const bmp = await createImageBitmap(blob);
    const c = document.createElement('canvas');
    c.width = bmp.width;
    c.height = bmp.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    return { width: c.width, height: c.height, data: [...ctx.getImageData(0, 0, c.width, c.height).data] };
  }, png.toString('base64'));
}

/**
 * An `initScript` that gives the game's page exactly these storage entries (each stored as JSON)
 * before its own script runs, as a returning player's browser has them.
 */
export function storedBefore(entries: Record<string, unknown>): string {
  const write = `localStorage.clear(); for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, JSON.stringify(v));`;
  // Only the game's own page (the frame's origin may have no storage before it loads).
  return `if (location.protocol.startsWith('http')) { ${write} }`;
}

/**
 * Saves a screenshot for a reviewer under test-output/ and returns its path, when SCREENSHOTS=1;
 * otherwise takes none and returns null (test/browser/screenshots.test.ts always writes the key ones).
 * `scale: 'css'`: at CSS pixels, for a colour or pattern to judge rather than fine detail.
 */
export async function screenshot(page: Page, name: string, options: { scale?: 'css' | 'device'; always?: boolean } = {}): Promise<string | null> {
  if (!SCREENSHOTS && options.always !== true) return null;
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const path = join(OUTPUT_DIR, `${name}.png`);
  await page.screenshot({ path, scale: options.scale ?? 'device' });
  return path;
}

/** Resizes the page (a rotation when width and height swap) and waits until the canvas has taken the new size. */
export async function resizePage(page: Page, v: Viewport): Promise<void> {
  await page.setViewportSize(v);
  await page.waitForFunction(
    ([w, hh]) => {
      const c = document.querySelector('canvas')?.getBoundingClientRect();
      return c !== undefined && Math.round(c.width) === w && Math.round(c.height) === hh;
    },
    [v.width, v.height] as const,
  );
}
