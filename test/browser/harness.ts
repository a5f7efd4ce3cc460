/**
 * Browser test harness: serves the built game (dist/) with vite's preview server on 127.0.0.1 and
 * a free port, and drives Debian's chromium through playwright-core. Other suites (the benchmark)
 * reuse it: `const h = await startHarness(); const page = await h.open('?test=1'); ... await h.close();`
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = join(ROOT, 'dist');
/** Screenshots and other artefacts of the browser tests (gitignored). */
export const OUTPUT_DIR = join(ROOT, 'test-output');

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

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
   * rendering in SwiftShader and slows every later test in the file.
   */
  keepOthers?: boolean;
  /**
   * A page of the operator's (`html`, served at `url + path`) opened instead of `url + query`, as
   * the tab's first page: the game in its frame, and no page of the game's before it.
   */
  hostPage?: { path: string; html: string };
  /** A script run in every frame of the page before the page's own (a counter of WebGL calls). */
  initScript?: string;
}

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

/** `args`: Chromium switches on top of CHROMIUM_ARGS. */
export async function startHarness(options: { args?: readonly string[] } = {}): Promise<Harness> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` before the browser tests');
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    base: './',
    build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...(options.args ?? [])] });
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
      });
      contexts.push(context);
      if (options.initScript) await context.addInitScript(options.initScript);
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
      await browser.close();
      await server.close();
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

/** Saves a screenshot under test-output/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const path = join(OUTPUT_DIR, `${name}.png`);
  await page.screenshot({ path });
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
