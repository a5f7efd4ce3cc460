/**
 * The default build as a portal and a phone get it: dist/ at most 300 KB gzip in all (Phaser is
 * the game's own custom build, src/phaser/), no portal SDK named anywhere in it, and no request
 * outside its own origin from the first frame through a played move.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from './game.ts';
import { DIST, type Harness, startHarness } from './harness.ts';
import { playOneMove } from './play.ts';

/** The budget for the whole default dist/, gzip level 9, as `npm run bench:page` counts it. */
export const DIST_GZIP_BUDGET = 300 * 1024;

/** Words that only a portal SDK adapter would put in the build (src/platform/adapters/). */
export const SDK_WORDS = ['PokiSDK', 'poki.com', 'CrazyGames', 'crazygames', 'gdsdk', 'GD_OPTIONS', 'gamedistribution'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the default build', () => {
  it(`is at most ${DIST_GZIP_BUDGET / 1024} KB gzip in all`, () => {
    const files = filesUnder(DIST).map((path) => ({ name: relative(DIST, path), gz: gzipSync(readFileSync(path), { level: 9 }).length }));
    const total = files.reduce((a, f) => a + f.gz, 0);
    const table = files.map((f) => `${f.name} ${(f.gz / 1024).toFixed(1)} KB`).join(', ');
    expect(total, `dist/ is ${(total / 1024).toFixed(1)} KB gzip: ${table}`).toBeLessThanOrEqual(DIST_GZIP_BUDGET);
  });

  it('names no portal SDK', () => {
    for (const path of filesUnder(DIST).filter((p) => /\.(js|html|json|webmanifest|css)$/.test(p))) {
      const text = readFileSync(path, 'utf8');
      for (const word of SDK_WORDS) expect(text.includes(word), `${relative(DIST, path)} names ${word}`).toBe(false);
    }
  });

  describe('in a browser', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => {
      await h.close();
    });

    it('makes no request outside its own origin, from the menu through a played move', async () => {
      const page = await h.open('', { serviceWorker: true });
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      // The first requests (document, script) went out before the listener: reload under it.
      await page.reload();
      await page.waitForFunction(() => document.querySelector('canvas') !== null);
      await page.goto(`${h.url}?test=1&speed=instant`);
      await page.waitForFunction(() => window.__suitcase?.scene() === 'menu');
      await newGame(page, 'lucky-fan', 3);
      await playOneMove(page);
      await playOneMove(page);
      // Time for the solver's answers, sounds and anything late to go out.
      await page.waitForTimeout(500);
      expect(urls.length).toBeGreaterThan(2);
      const origin = new URL(h.url).origin;
      const outside = urls.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u));
      expect(outside).toEqual([]);
      expect(h.errors).toEqual([]);
    });
  });
});
