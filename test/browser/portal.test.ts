/**
 * The game as a portal gets it: dist/ makes no request outside its own folder, runs from a
 * sub-path, and inside examples/embed.html talks to its host, obeys only its host, and keeps the
 * host page still under its keys and wheel only while it has focus.
 */
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, type State, legalMoves, moveText } from '../../src/engine/index.ts';
import { engineState, idle, newGame, pageState, pilesOfMove, topCardRect } from './game.ts';
import { launchChromium } from './chromium.ts';
import { DIST, type Harness, type Point, centre, mouseDrag, startHarness } from './harness.ts';

const ROOT = resolve(DIST, '..');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.mp3': 'audio/mpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

interface Static {
  readonly url: string;
  close(): Promise<void>;
}

/** A tiny static file server: `root` appears under the URL path `mount` (ending with a slash). */
async function serveStatic(root: string, mount: string): Promise<Static> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const rest = path.startsWith(mount) ? path.slice(mount.length) : null;
    const file = rest === null ? null : resolve(root, `./${rest.endsWith('/') || rest === '' ? `${rest}index.html` : rest}`);
    if (!file || (file !== root && !file.startsWith(root + sep))) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${mount}`,
    close: () => new Promise<void>((done) => server.close(() => { done(); })),
  };
}

/** Every request a page makes, subframes included. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** Requests that leave `base` (inline data: and blob: URLs never reach the network). */
const outside = (urls: readonly string[], base: string): string[] => urls.filter((u) => !u.startsWith(base) && !/^(data|blob):/.test(u));

/** Plays `count` legal moves by mouse: drags for card moves, a click on the stock to draw. */
async function playMoves(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const st: State = await engineState(page);
    const moves = legalMoves(st);
    const m = moves.find((x) => x.kind === 'move') ?? moves[0];
    if (!m) return;
    const [from, to] = pilesOfMove(moveText(m));
    const before = (await pageState(page)).moves.length;
    const start = centre(await topCardRect(page, from));
    if (m.kind === 'draw') await page.mouse.click(start.x, start.y);
    else await mouseDrag(page, start, centre(await topCardRect(page, to)));
    await idle(page);
    expect((await pageState(page)).moves.length, `move ${moveText(m)} played`).toBe(before + 1);
  }
}

describe('dist/ on its own', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h.close();
  });

  it('runs from a sub-path of a host with nothing above it, and makes no request outside its folder while loading, dealing and playing every game', async () => {
    const server = await serveStatic(DIST, '/some/sub/path/');
    const context = await h.browser.newContext({ viewport: { width: 800, height: 600 } });
    try {
      const page = await context.newPage();
      page.on('pageerror', (e) => h.errors.push(`pageerror: ${e.message}`));
      // Anything asked of the host above the folder is answered 404.
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      const urls = recordRequests(page);
      await page.goto(`${server.url}?test=1&speed=instant`);
      await page.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
      for (const game of GAME_IDS) {
        await newGame(page, game, 3);
        await playMoves(page, 2);
      }
      // The sound file is fetched too (it is part of the game): the test sees the whole download.
      expect(urls.some((u) => u.endsWith('.mp3')), 'the sound sprite was requested').toBe(true);
      expect(urls.some((u) => u.endsWith('.js')), 'the script was requested').toBe(true);
      expect(outside(urls, server.url)).toEqual([]);
      expect(failed).toEqual([]);
      expect(h.errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('examples/embed.html', () => {
  let server: Static;
  let browserClose: () => Promise<void>;
  let page: Page;
  let game: Frame;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await serveStatic(ROOT, '/');
    // A Chromium of its own: the wheel's scroll must land at once, not glide.
    const browser = await launchChromium(['--disable-smooth-scrolling']);
    browserClose = () => browser.close();
    page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`http ${r.status()}: ${r.url()}`);
    });
    await page.goto(`${server.url}examples/embed.html?src=${encodeURIComponent('../dist/index.html?test=1&speed=instant')}`);
    const handle = await page.waitForSelector('iframe#game');
    const frame = await handle.contentFrame();
    if (!frame) throw new Error('no game frame');
    game = frame;
    await game.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
  });

  afterAll(async () => {
    await browserClose();
    await server.close();
  });

  const hostMessages = () => page.evaluate(() => (window as unknown as { hostMessages: { type: string; progress?: number }[] }).hostMessages);
  const types = async () => (await hostMessages()).map((m) => m.type);
  const scrollY = () => page.evaluate(() => window.scrollY);
  const inGameplay = () => game.evaluate(() => window.__suitcasePortal!.inGameplay());
  const paused = () => game.evaluate(() => window.__suitcasePortal!.paused());
  const muted = () => game.evaluate(() => window.__suitcasePortal!.muted());

  /** A point of the game frame (its client px) in the host page's client px. */
  async function inHost(p: Point): Promise<Point> {
    const box = await (await page.$('iframe#game'))!.boundingBox();
    return { x: box!.x + p.x, y: box!.y + p.y };
  }

  async function command(type: string): Promise<void> {
    await page.click(`button[data-command="${type}"]`);
    // A message is delivered as a task: one round trip through the frame is enough.
    await game.evaluate(() => new Promise((done) => setTimeout(done, 50)));
  }

  it('tells the host it is loading, then ready', async () => {
    const msgs = await hostMessages();
    expect(msgs.every((m) => (m as { source?: string }).source === 'suitcase')).toBe(true);
    const loading = msgs.filter((m) => m.type === 'loading').map((m) => m.progress);
    expect(loading[0]).toBe(0);
    expect(loading[loading.length - 1]).toBe(1);
    const t = await types();
    expect(t.indexOf('ready')).toBeGreaterThan(t.indexOf('loading'));
    expect(t.filter((x) => x === 'ready')).toHaveLength(1);
    expect(t).not.toContain('gameplayStart');
  });

  it('keeps the host page still under keys and wheel while focused, and lets them scroll it once focus left', async () => {
    await page.evaluate(() => { window.scrollTo(0, 0); });
    await game.evaluate(() => window.__suitcase!.newGame('waxing-moon', 2));
    // Into the game, on bare felt: a spot in sight, away from every pile and from the bar of buttons.
    const box = (await (await page.$('iframe#game'))!.boundingBox())!;
    const felt = await game.evaluate((visible) => {
      const hook = window.__suitcase!;
      const ids = ['s', 'w', ...Array.from({ length: 20 }, (_, i) => `t${i}`), ...Array.from({ length: 8 }, (_, i) => `f${i}`)];
      const rects = ids.map((id) => hook.rect(id)).filter((r) => r !== null);
      const free = (x: number, y: number) => rects.every((r) => x < r.x - 4 || x > r.x + r.width + 4 || y < r.y - 4 || y > r.y + r.height + 4);
      for (let y = visible - 6; y > 90; y -= 10) for (let x = 6; x < innerWidth; x += 20) if (free(x, y)) return { x, y };
      return null;
    }, 768 - box.y);
    expect(felt, 'a bare spot of felt').not.toBeNull();
    await page.mouse.click(box.x + felt!.x, box.y + felt!.y);
    expect(await game.evaluate(() => document.hasFocus())).toBe(true);
    for (const key of ['ArrowDown', 'Space', 'PageDown', 'End']) await page.keyboard.press(key);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);
    expect(await game.evaluate(() => window.__suitcase!.scene())).toBe('table');

    // Out of the game: a click on the host page above the frame.
    await page.mouse.click(box.x + 4, 12);
    expect(await game.evaluate(() => document.hasFocus())).toBe(false);
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => window.scrollY > 0);
    const byKey = await scrollY();
    expect(byKey).toBeGreaterThan(0);
    await page.evaluate(() => { window.scrollTo(0, 0); });
    await page.waitForFunction(() => window.scrollY === 0);
    const again = (await (await page.$('iframe#game'))!.boundingBox())!;
    await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await scrollY()).toBeGreaterThan(0);
    await page.evaluate(() => { window.scrollTo(0, 0); });
  });

  it('obeys pause, resume, mute and unmute from its host', async () => {
    await game.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
    await page.waitForFunction(() => (window as unknown as { hostMessages: { type: string }[] }).hostMessages.some((m) => m.type === 'gameplayStart'));
    expect(await inGameplay()).toBe(true);

    const count = async () => (await game.evaluate(() => window.__suitcase!.state())).moves.length;
    const stock = centre((await game.evaluate(() => window.__suitcase!.topCardRect('s')))!);
    const before = await count();

    await command('pause');
    expect(await paused()).toBe(true);
    expect((await types()).at(-1)).toBe('gameplayStop');
    // A paused game takes no input: a click on the stock draws nothing.
    const at = await inHost(stock);
    await page.mouse.click(at.x, at.y);
    await page.waitForTimeout(200);
    expect(await count()).toBe(before);

    await command('resume');
    expect(await paused()).toBe(false);
    expect((await types()).at(-1)).toBe('gameplayStart');
    await page.mouse.click(at.x, at.y);
    await game.evaluate(() => window.__suitcase!.idle());
    expect(await count()).toBe(before + 1);

    const wasMuted = await muted();
    await command('mute');
    expect(await muted()).toBe(true);
    await command('unmute');
    expect(await muted()).toBe(false);
    if (wasMuted) await command('mute');
  });

  it('freezes a running animation while paused by the host or by a hidden page, and finishes it after', async () => {
    const rectOf = (kind: 'spriteRect' | 'topCardRect') => game.evaluate(([k]) => window.__suitcase![k]('w'), [kind] as const);
    const count = async () => (await game.evaluate(() => window.__suitcase!.state())).moves.length;
    await game.evaluate(() => { window.__suitcase!.setSpeed('slow'); });
    for (const how of ['host', 'hidden'] as const) {
      const before = await count();
      // A click on the stock, and in the same task the pause: the draw's flight has barely begun.
      await page.evaluate((reason) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe#game')!;
        const w = frame.contentWindow! as Window & typeof globalThis;
        const doc = frame.contentDocument!;
        const r = w.__suitcase!.topCardRect('s')!;
        const at = { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, button: 0, bubbles: true, cancelable: true, view: w };
        const canvas = doc.querySelector('canvas')!;
        canvas.dispatchEvent(new w.MouseEvent('mousedown', at));
        canvas.dispatchEvent(new w.MouseEvent('mouseup', at));
        if (reason === 'host') {
          w.postMessage({ target: 'suitcase', type: 'pause' }, '*');
          return;
        }
        const state = { hidden: true };
        Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => (state.hidden ? 'hidden' : 'visible') });
        Object.defineProperty(doc, 'hidden', { configurable: true, get: () => state.hidden });
        (w as unknown as { __visible: () => void }).__visible = () => {
          state.hidden = false;
          doc.dispatchEvent(new w.Event('visibilitychange'));
        };
        doc.dispatchEvent(new w.Event('visibilitychange'));
      }, how);
      await game.waitForFunction(() => window.__suitcasePortal!.paused());
      expect(await count(), `${how}: the draw was played`).toBe(before + 1);
      const first = (await rectOf('spriteRect'))!;
      const rest = (await rectOf('topCardRect'))!;
      expect(Math.hypot(first.x - rest.x, first.y - rest.y), `${how}: the card is in flight`).toBeGreaterThan(2);
      const stillBusy = await game.evaluate(() => Promise.race([window.__suitcase!.idle().then(() => false), new Promise<boolean>((done) => setTimeout(() => { done(true); }, 500))]));
      expect(stillBusy, `${how}: the animation waits`).toBe(true);
      expect(await rectOf('spriteRect'), `${how}: the card has not moved`).toEqual(first);
      expect(await inGameplay()).toBe(false);

      if (how === 'host') await command('resume');
      else await game.evaluate(() => { (window as unknown as { __visible: () => void }).__visible(); });
      expect(await paused()).toBe(false);
      await game.evaluate(() => window.__suitcase!.idle());
      const landed = (await rectOf('spriteRect'))!;
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(landed[k] - rest[k]), `${how}: landed ${k}`).toBeLessThan(1);
      expect(await inGameplay()).toBe(true);
    }
    await game.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
  });

  it('ignores messages from any window but its host, and commands of unknown shape', async () => {
    expect(await paused()).toBe(false);
    // Another frame of the host page posts a well-formed pause to the game.
    await page.evaluate(() => {
      const other = document.createElement('iframe');
      other.srcdoc = `<script>parent.frames[0].postMessage({ target: 'suitcase', type: 'pause' }, '*');</script>`;
      document.body.append(other);
    });
    // The game posts one to itself.
    await game.evaluate(() => {
      window.postMessage({ target: 'suitcase', type: 'pause' }, '*');
    });
    // The host posts what is not a command.
    await page.evaluate(() => {
      const w = document.querySelector<HTMLIFrameElement>('iframe#game')!.contentWindow!;
      for (const m of ['pause', { type: 'pause' }, { target: 'suitcase', type: 'explode' }, { target: 'other', type: 'pause' }, null]) w.postMessage(m, '*');
    });
    await page.waitForTimeout(300);
    expect(await paused()).toBe(false);
    // The host itself is still obeyed after all that.
    await command('pause');
    expect(await paused()).toBe(true);
    await command('resume');
    expect(await paused()).toBe(false);
    expect(errors).toEqual([]);
  });
});
