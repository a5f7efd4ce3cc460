/**
 * `npm run bench:atlas`: how long the card atlas takes to draw in the built game, in Debian's
 * chromium, at the sizes that matter for the first frame. Prints figures, judges nothing.
 *
 * For each screen (phone 390x844 at dpr 3, tablet 768x1024 at dpr 2, desktop 1920x1080 at dpr 1)
 * and each face style, a fresh page boots straight to a table and the `suitcase:atlas` User Timing
 * measures it leaves are read: drawing (canvas 2D) and upload (the WebGL texture), median of the
 * rounds. A shared machine is noisy: compare figures of one run, not across runs.
 *
 *   npx tsx bench/atlas.ts [--rounds N]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, startHarness } from '../test/browser/harness.ts';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 3;
const SCREENS = [
  { name: 'phone dpr 3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: 'tablet dpr 2', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2 },
  { name: 'desktop dpr 1', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
] as const;

interface Measure {
  cardPx: number;
  kind: string;
  drawMs: number;
  uploadMs: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` first');
  const h = await startHarness();
  try {
    for (const screen of SCREENS) {
      for (const face of ['classic', 'large'] as const) {
        const runs: Measure[] = [];
        for (let r = 0; r < rounds; r++) {
          const page = await h.open('?test=1&speed=instant&game=famous-fifty&deal=1', { viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
          await page.waitForFunction(() => window.__suitcase?.scene() === 'table', null, { timeout: 120_000 });
          if (face !== 'classic') await page.evaluate((f) => window.__suitcase!.settings({ faceStyle: f }), face);
          const measures = await page.evaluate(() => performance.getEntriesByName('suitcase:atlas').map((e) => (e as PerformanceMeasure).detail as Measure));
          // The last drawing is the one for this face style (a redraw in place after the boot's).
          runs.push(measures.at(-1)!);
          await page.context().close();
        }
        const draw = median(runs.map((m) => m.drawMs));
        const upload = median(runs.map((m) => m.uploadMs));
        console.log(`${screen.name.padEnd(14)} ${face.padEnd(8)} ${String(runs[0]!.cardPx).padStart(4)} px cards, ${runs[0]!.kind}: drawing ${draw.toFixed(1)} ms, upload ${upload.toFixed(1)} ms (median of ${rounds})`);
      }
    }
  } finally {
    await h.close();
  }
}

void main();
