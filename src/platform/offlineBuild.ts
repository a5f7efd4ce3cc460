/**
 * Build side (vite.config.ts): installable and offline at the top level. The page links a web app
 * manifest, and once every file of dist/ is written a small service worker is written beside them
 * (src/platform/offline.ts registers it). It precaches every file under a cache named from a hash
 * of their contents, so a new build brings a new worker and a new cache, the old ones deleted as
 * it takes over; it answers the game's own address (index.html, with any query) and the game's
 * files from that cache, and leaves everything else of the site to the network.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

export const SERVICE_WORKER = 'sw.js';
const MANIFEST = 'manifest.webmanifest';

export const WEB_MANIFEST = {
  name: 'Suitcase Solitaire',
  short_name: 'Suitcase',
  description: 'Five build-by-suit patience games',
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: '#0e5a32',
  theme_color: '#0e5a32',
  lang: 'en',
  icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
} as const;

/** Every file under `dir` but the worker itself, as paths relative to it with '/', sorted. */
export function precacheFiles(dir: string): string[] {
  const under = (d: string): string[] => readdirSync(d).flatMap((name) => {
    const path = join(d, name);
    return statSync(path).isDirectory() ? under(path) : [path];
  });
  return under(dir).map((p) => relative(dir, p).split(sep).join('/')).filter((f) => f !== SERVICE_WORKER).sort();
}

/** A short hash of the files' names and contents: any change to any file changes it. */
export function cacheVersion(dir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f}\0`).update(readFileSync(join(dir, f))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The worker's script for `files` (relative to its scope) at `version`. Its cache's name carries
 * its scope: another copy of the game elsewhere on the same site keeps its own. A redirected
 * response is stored as a plain one, as a navigation may not be answered with a redirected one.
 */
export function serviceWorkerSource(files: readonly string[], version: string): string {
  return `'use strict';
const FILES = ${JSON.stringify(files)};
const PREFIX = 'suitcase-precache-';
const SCOPE = self.registration.scope;
const CACHE = PREFIX + ${JSON.stringify(version)} + ' ' + SCOPE;
const at = (f) => new URL(f, SCOPE).href;
const PAGE = at('index.html');
const GAME = [at(''), PAGE];
const OWN = new Set(FILES.map(at));
async function store(cache, f) {
  const res = await fetch(new Request(at(f), { cache: 'reload' }));
  if (!res.ok) throw new Error(f + ': ' + res.status);
  await cache.put(at(f), res.redirected ? new Response(await res.blob(), res) : res);
}
self.addEventListener('install', (e) => {
  self.skipWaiting();
  e.waitUntil(caches.open(CACHE).then((c) => Promise.all(FILES.map((f) => store(c, f)))));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k.endsWith(' ' + SCOPE) && k !== CACHE).map((k) => caches.delete(k)))));
});
self.addEventListener('fetch', (e) => {
  const r = e.request;
  if (r.method !== 'GET') return;
  const u = new URL(r.url);
  const bare = u.origin + u.pathname;
  const key = r.mode === 'navigate' ? (GAME.includes(bare) ? PAGE : null) : (u.search === '' && OWN.has(bare) ? bare : null);
  if (key === null) return;
  e.respondWith(caches.open(CACHE).then((c) => c.match(key)).then((hit) => hit || fetch(r)));
});
`;
}

/** The manifest and its link, and the worker written once dist/ is (`disable`: a portal's build, which has neither). */
export function offline(disable: boolean): Plugin {
  return {
    name: 'suitcase-offline',
    apply: (_config, env) => !disable && env.command === 'build' && env.isSsrBuild !== true,
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: `./${MANIFEST}` }, injectTo: 'head' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: JSON.stringify(WEB_MANIFEST) });
    },
    writeBundle: {
      // After every other plugin's files, and the public ones copied before the bundle's.
      order: 'post',
      handler(options) {
        const dir = options.dir;
        if (!dir) this.error('the offline worker needs the build written to a directory');
        const files = precacheFiles(dir);
        writeFileSync(join(dir, SERVICE_WORKER), serviceWorkerSource(files, cacheVersion(dir, files)));
      },
    },
  };
}
