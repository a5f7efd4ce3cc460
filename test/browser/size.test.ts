/**
 * The default build as a portal and a phone get it: dist/ at most 310 KB gzip in all (Phaser is
 * the game's own custom build, src/phaser/), and no portal SDK named anywhere in it. That it asks
 * nothing of any other address, loading and playing, portal.test.ts shows.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST } from './harness.ts';

/** The budget for the whole default dist/, gzip level 9, as `npm run bench:page` counts it. */
export const DIST_GZIP_BUDGET = 310 * 1024;

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
});
