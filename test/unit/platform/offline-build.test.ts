/**
 * The offline worker the build writes (src/platform/offlineBuild.ts), run in a stand-in of a
 * service worker's global scope: it stores every file of the build on install, under a cache its
 * scope and the files' contents name; on activate deletes its own older caches and nothing else;
 * answers the game's address (with any query) and the game's files from the cache, and leaves
 * everything else (another page of the site, a file it does not hold, a POST, another origin) to
 * the network.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_WORKER, cacheVersion, precacheFiles, serviceWorkerSource } from '../../../src/platform/offlineBuild.ts';

const SCOPE = 'https://games.example/suitcase/';

class FakeCache {
  readonly entries = new Map<string, Response>();
  put(url: string, res: Response): Promise<void> {
    this.entries.set(url, res);
    return Promise.resolve();
  }
  match(url: string): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(url)?.clone());
  }
}

/** A service worker's scope: its caches, its network (`served`, by URL) and its event listeners. */
function workerScope(served: Record<string, string>, caches: Map<string, FakeCache> = new Map()) {
  const listeners = new Map<string, (e: unknown) => void>();
  const fetched: string[] = [];
  const scope = {
    self: {
      registration: { scope: SCOPE },
      skipWaiting: () => Promise.resolve(),
      addEventListener: (type: string, fn: (e: unknown) => void) => { listeners.set(type, fn); },
    },
    caches: {
      open: (name: string) => {
        if (!caches.has(name)) caches.set(name, new FakeCache());
        return Promise.resolve(caches.get(name)!);
      },
      keys: () => Promise.resolve([...caches.keys()]),
      delete: (name: string) => Promise.resolve(caches.delete(name)),
    },
    fetch: (r: Request | string) => {
      const url = typeof r === 'string' ? r : r.url;
      fetched.push(typeof r === 'string' ? url : `${url} ${r.cache}`);
      const body = served[url];
      return Promise.resolve(body === undefined ? new Response('missing', { status: 404 }) : new Response(body));
    },
    Request,
    Response,
    URL,
    Set,
    Promise,
  };
  return { scope, listeners, caches, fetched };
}

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'offline-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>game</title>');
  writeFileSync(join(dir, 'assets', 'index-1.js'), 'console.log(1)');
  writeFileSync(join(dir, 'icon.svg'), '<svg/>');
  writeFileSync(join(dir, SERVICE_WORKER), 'an older worker');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const served = (): Record<string, string> => ({
  [`${SCOPE}index.html`]: '<!doctype html><title>game</title>',
  [`${SCOPE}assets/index-1.js`]: 'console.log(1)',
  [`${SCOPE}icon.svg`]: '<svg/>',
});

/** The worker of the build in `dir`, installed and activated. */
async function installed(caches?: Map<string, FakeCache>) {
  const files = precacheFiles(dir);
  const w = workerScope(served(), caches);
  runInNewContext(serviceWorkerSource(files, cacheVersion(dir, files)), w.scope);
  for (const type of ['install', 'activate']) {
    let done: Promise<unknown> = Promise.resolve();
    w.listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => { done = p; } });
    await done;
  }
  return w;
}

/** What the worker answers to `url` (a navigation or not, GET or not): the body, or null when it leaves it to the network. */
async function answer(w: Awaited<ReturnType<typeof installed>>, url: string, mode: RequestMode | 'navigate' = 'no-cors', method = 'GET'): Promise<string | null> {
  const got: { answer: Promise<Response> | null } = { answer: null };
  const request = { url, mode, method } as Request;
  w.listeners.get('fetch')!({ request, respondWith: (p: Promise<Response>) => { got.answer = p; } });
  return got.answer ? (await got.answer).text() : null;
}

describe('the offline worker the build writes', () => {
  it('lists every file of the build but itself, and names its cache after their contents', () => {
    const files = precacheFiles(dir);
    expect(files).toEqual(['assets/index-1.js', 'icon.svg', 'index.html']);
    const before = cacheVersion(dir, files);
    expect(cacheVersion(dir, files)).toBe(before);
    writeFileSync(join(dir, 'icon.svg'), '<svg></svg>');
    expect(cacheVersion(dir, files)).not.toBe(before);
  });

  it('stores every file on install, fetched past the HTTP cache', async () => {
    const w = await installed();
    expect([...w.caches.keys()]).toHaveLength(1);
    const [name, cache] = [...w.caches.entries()][0]!;
    expect(name.startsWith('suitcase-precache-') && name.endsWith(` ${SCOPE}`)).toBe(true);
    expect([...cache.entries.keys()].sort()).toEqual(Object.keys(served()).sort());
    expect(w.fetched.sort()).toEqual(Object.keys(served()).map((u) => `${u} reload`).sort());
  });

  it("on activate deletes this scope's older caches, not another scope's nor another site's", async () => {
    const caches = new Map<string, FakeCache>([
      [`suitcase-precache-0123456789abcdef ${SCOPE}`, new FakeCache()],
      ['suitcase-precache-0123456789abcdef https://games.example/other/', new FakeCache()],
      ['someone-else', new FakeCache()],
    ]);
    const w = await installed(caches);
    const names = [...w.caches.keys()];
    expect(names).toHaveLength(3);
    expect(names).not.toContain(`suitcase-precache-0123456789abcdef ${SCOPE}`);
    expect(names).toContain('suitcase-precache-0123456789abcdef https://games.example/other/');
    expect(names).toContain('someone-else');
  });

  it("answers the game's address, with any query, with the page, and its files by name, from the cache", async () => {
    const w = await installed();
    w.fetched.length = 0;
    const page = '<!doctype html><title>game</title>';
    expect(await answer(w, SCOPE, 'navigate')).toBe(page);
    expect(await answer(w, `${SCOPE}?game=lucky-fan&deal=3`, 'navigate')).toBe(page);
    expect(await answer(w, `${SCOPE}index.html?test=1#x`, 'navigate')).toBe(page);
    expect(await answer(w, `${SCOPE}assets/index-1.js`)).toBe('console.log(1)');
    expect(w.fetched).toEqual([]);
  });

  it('leaves the rest of the site, files it does not hold, a POST and other origins to the network', async () => {
    const w = await installed();
    expect(await answer(w, `${SCOPE}host-page.html`, 'navigate')).toBeNull();
    expect(await answer(w, `${SCOPE}sub/`, 'navigate')).toBeNull();
    expect(await answer(w, 'https://games.example/', 'navigate')).toBeNull();
    expect(await answer(w, `${SCOPE}not-cached.txt`)).toBeNull();
    expect(await answer(w, `${SCOPE}assets/index-1.js?v=2`)).toBeNull();
    expect(await answer(w, SCOPE, 'navigate', 'POST')).toBeNull();
    expect(await answer(w, 'https://elsewhere.example/suitcase/index.html', 'navigate')).toBeNull();
  });

  it('fails its install when a file cannot be fetched, so no half cache is taken up', async () => {
    const files = precacheFiles(dir);
    const w = workerScope({ [`${SCOPE}index.html`]: 'page' });
    runInNewContext(serviceWorkerSource(files, cacheVersion(dir, files)), w.scope);
    let done: Promise<unknown> = Promise.resolve();
    w.listeners.get('install')!({ waitUntil: (p: Promise<unknown>) => { done = p; } });
    await expect(done).rejects.toThrow(/404/);
  });
});
