/**
 * How fast the command line starts: `npm run -s cli -- moves DEAL t9>f0` (the esbuild bundle)
 * beside `npm run -s cli:source` (the same command through tsx from source, as it ran before the
 * bundle) and plain `node .cli/cli.mjs` (the bundle without npm), interleaved call by call so that
 * a noisy machine weighs on each alike. Prints seconds a call (median, p90) and the ratio.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dealToJson, numberedDeal } from '../src/engine/index.ts';
import { BUNDLE, ensureBundle } from '../scripts/cli-bundle.js';

const CALLS = Number(process.env.CALLS ?? 15);
const deal = join(mkdtempSync(join(tmpdir(), 'bench-cli-')), 'lucky-fan-3.json');
writeFileSync(deal, JSON.stringify(dealToJson(numberedDeal('lucky-fan', 3))));
await ensureBundle();

const ways = {
  'npm run -s cli (bundle)': ['npm', 'run', '-s', 'cli', '--'],
  'npm run -s cli:source (tsx)': ['npm', 'run', '-s', 'cli:source', '--'],
  'node .cli/cli.mjs (no npm)': ['node', BUNDLE],
} as const;
type Way = keyof typeof ways;
const times = new Map<Way, number[]>(Object.keys(ways).map((w) => [w as Way, []]));
const outputs = new Map<Way, string>();

for (let i = 0; i < CALLS; i++) {
  for (const [way, [cmd, ...args]] of Object.entries(ways) as [Way, readonly string[]][]) {
    const start = performance.now();
    const r = spawnSync(cmd!, [...args, 'moves', deal, 't9>f0'], { encoding: 'utf8' });
    times.get(way)!.push((performance.now() - start) / 1000);
    if (r.status !== 0) throw new Error(`${way} exited ${r.status}: ${r.stderr}`);
    outputs.set(way, r.stdout);
  }
}

const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
console.log(`${CALLS} calls each, interleaved: moves lucky-fan deal 3 t9>f0`);
for (const [way, xs] of times) console.log(`  ${way.padEnd(30)} median ${quantile(xs, 0.5).toFixed(3)} s, p90 ${quantile(xs, 0.9).toFixed(3)} s`);
const median = (w: Way): number => quantile(times.get(w)!, 0.5);
console.log(`  bundle / source: ${(median('npm run -s cli (bundle)') / median('npm run -s cli:source (tsx)')).toFixed(2)}`);
console.log(`  outputs identical: ${new Set(outputs.values()).size === 1 ? 'yes' : 'NO'}`);
