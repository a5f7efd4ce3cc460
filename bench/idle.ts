/**
 * `npm run bench:idle`: what a table and the menu at rest cost. The built game (dist/) in Debian's
 * chromium, Famous Fifty deal 3 dealt and left alone, and the menu, drawn only when they change (as
 * shipped) and with `?draw=every` (every frame, as Phaser draws), alternated in the same run at a
 * phone's and a desktop's size. For each: the CPU all of chromium's processes use while the table rests (in
 * cores, from /proc), frames drawn a second, and the time of a test-hook call (a page busy drawing
 * answers late). Prints figures, judges nothing; WebGL is drawn on the CPU, so compare ratios.
 *
 *   npx tsx bench/idle.ts [--rounds N] [--seconds S]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { openGame, sceneIs, idle } from '../test/browser/game.ts';
import { type OpenOptions, startHarness } from '../test/browser/harness.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const ROUNDS = arg('--rounds', 2);
const SECONDS = arg('--seconds', 8);
const SIZES: readonly [string, OpenOptions][] = [
  ['phone 390x844 dpr 3', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, touch: true }],
  ['desktop 1920x1080', { viewport: { width: 1920, height: 1080 } }],
];
const MODES = [['on change', ''], ['every frame', '&draw=every']] as const;
const SCREENS = [['table', '&game=famous-fifty&deal=3'], ['menu', '']] as const;

/** CPU time of every chromium process so far, in seconds. */
function chromiumSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium')) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const h = await startHarness();
const results = new Map<string, { cores: number[]; fps: number[]; call: number[] }>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [size, options] of SIZES) {
    for (const [screen, where] of SCREENS) for (const [mode, query] of MODES) {
      const page = await openGame(h, options, `${where}${query}`);
      await sceneIs(page, screen);
      if (screen === 'table') await idle(page);
      // The menu draws the card atlas in idle time behind it first.
      await sleep(screen === 'table' ? 2000 : 4000);
      const cpu0 = chromiumSeconds();
      const f0 = await page.evaluate(() => window.__suitcase!.frames());
      const t0 = Date.now();
      await sleep(SECONDS * 1000);
      const f1 = await page.evaluate(() => window.__suitcase!.frames());
      const wall = (Date.now() - t0) / 1000;
      const cores = (chromiumSeconds() - cpu0) / wall;
      const c0 = Date.now();
      for (let i = 0; i < 20; i++) await page.evaluate(() => window.__suitcase!.state());
      const call = (Date.now() - c0) / 20;
      const key = `${screen}, ${size}, ${mode}`;
      const r = results.get(key) ?? { cores: [], fps: [], call: [] };
      r.cores.push(cores);
      r.fps.push((f1.drawn - f0.drawn) / wall);
      r.call.push(call);
      results.set(key, r);
    }
  }
}
await h.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`At rest, ${SECONDS} s, median of ${ROUNDS} rounds (chromium's CPU in cores; frames drawn a second; a test-hook call):`);
for (const [screen] of SCREENS) for (const [size] of SIZES) {
  const on = results.get(`${screen}, ${size}, on change`)!;
  const every = results.get(`${screen}, ${size}, every frame`)!;
  for (const [mode, r] of [['on change', on], ['every frame', every]] as const) {
    console.log(`  ${screen}, ${size}, ${mode.padEnd(11)}: ${median(r.cores).toFixed(2)} cores, ${median(r.fps).toFixed(1)} frames/s, ${median(r.call).toFixed(1)} ms a call`);
  }
  console.log(`  ${screen}, ${size}: CPU on change / every frame ${(median(on.cores) / median(every.cores)).toFixed(2)}, call ${(median(on.call) / median(every.call)).toFixed(2)}`);
}
