/**
 * `npm run bench:page`: the built game in Debian's chromium. Prints figures, judges nothing.
 *
 *   (a) download: every file in dist/, raw and gzip (zlib level 9), and the total;
 *   (b) time from navigation to the first frame that takes input (median of the rounds);
 *   (c) frame time while Famous Fifty deals its 104 cards, next to a bare Phaser page dealing the
 *       same sprites the same way (bench/pages/bare.ts), alternated in the same run; and the ratio;
 *   (d) frame time while a card is dragged (raised, tilted, shadowed) and while the win's
 *       celebration runs, next to the bare page drawing the same effects with the game's own
 *       view code (bench/feel.ts); the celebration needs a won game, so it is measured in the
 *       first --celebrate N rounds only (default 1);
 *   (e) JS heap after garbage collection through 20 games played in a row.
 *
 * Uses dist/ as built (runs `npx vite build` when it is missing, or always with --build). The bare
 * page is built here with vite's build() into a temporary folder, so dist/ holds only the game.
 *
 *   npx tsx bench/page.ts [--build] [--rounds N] [--celebrate N] [--games N] [--moves N] [--skip-speed] [--skip-heap] [--ready-only] [--verbose] [--bare-felt]
 *
 * --ready-only measures (b) alone (no deal, no heap): the quick look at the first frame.
 *
 * --bare-felt lays a full-window image under the bare page's cards, like the game's felt: a
 * diagnostic of where the game's frame time goes, not the baseline.
 *
 * Headless chromium draws WebGL on the CPU (test/browser/chromium.ts): absolute frame times are far worse
 * than on a real GPU; the ratio to the bare page is the figure that carries over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { build, preview } from 'vite';
import { DIST, type Harness, startHarness } from '../test/browser/harness.ts';
import type { Pace } from './pages/bare.ts';
import { CELEBRATION_FRAMES, DRAG_MOVES, bareCelebrationFrames, dragFrames, gameCelebrationFrames } from './feel.ts';
import {
  gameDef,
  GAME_IDS,
  type GameId,
  type Move,
  type State,
  apply,
  initialState,
  isIdleMove,
  legalMoves,
  moveText,
  numberedDeal,
  parseDeal,
  parseMove,
  placeName,
} from '../src/engine/index.ts';
import { solve } from '../src/engine/solver/index.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const VIEWPORT = { width: 1024, height: 768 };
/** Smaller for the 20 games: on the CPU every input event costs about a frame. */
const HEAP_VIEWPORT = { width: 800, height: 600 };

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}
const ROUNDS = option('--rounds', 5);
const GAME_COUNT = option('--games', 20);
const MOVES = option('--moves', 30);
const CELEBRATE = process.argv.includes('--celebrate') ? option('--celebrate', 1) : 1;
const DEBUG = process.argv.includes('--verbose');
const READY_ONLY = process.argv.includes('--ready-only');

// ---------------------------------------------------------------- figures

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (x: number): string => `${x.toFixed(1)} ms`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(2)} MB`;

// ---------------------------------------------------------------- (a) download

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function download(): void {
  console.log('(a) Download: every file in dist/ (gzip = zlib level 9)');
  let raw = 0;
  let gz = 0;
  const rows = filesUnder(DIST).map((path) => {
    const bytes = readFileSync(path);
    const g = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += g;
    return { name: relative(DIST, path), raw: bytes.length, gz: g };
  });
  rows.sort((a, b) => b.gz - a.gz);
  for (const r of rows) console.log(`    ${r.name.padEnd(44)} ${kb(r.raw).padStart(10)} raw ${kb(r.gz).padStart(10)} gzip`);
  console.log(`    ${'total'.padEnd(44)} ${kb(raw).padStart(10)} raw ${kb(gz).padStart(10)} gzip  (${rows.length} files)`);
  console.log('');
}

// ---------------------------------------------------------------- pages

/** Records requestAnimationFrame intervals while `during` runs in the page. */
const RECORD_FRAMES = `
  window.__benchFrames = {
    times: [], run: 0,
    start() { const run = ++this.run; this.times = []; const tick = (t) => { if (this.run !== run) return; this.times.push(t); requestAnimationFrame(tick); }; requestAnimationFrame(tick); },
    stop() { this.run++; const t = this.times; return t.slice(1).map((x, i) => x - t[i]); },
    sample(n) { return new Promise((done) => { this.start(); const wait = () => { if (this.times.length > n) done(this.stop()); else requestAnimationFrame(wait); }; requestAnimationFrame(wait); }); },
  };
`;

/**
 * Notes the first frame at which the game takes input: the frame in which the test hook first says
 * the Menu scene is running (or the Table, once its deal animation is over). Polled every frame
 * from the start of the document.
 */
const WATCH_READY = `
  (() => {
    const poll = () => {
      const hook = window.__suitcase;
      const scene = hook && typeof hook.scene === 'function' ? hook.scene() : 'none';
      if (scene === 'menu') { window.__benchReady = performance.now(); return; }
      if (scene === 'table') {
        Promise.resolve(hook.idle()).then(() => { window.__benchReady = performance.now(); });
        return;
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  })();
`;

interface FrameStats {
  frames: number;
  span: number;
  median: number;
  p95: number;
  mean: number;
  max: number;
}

function frameStats(intervals: number[]): FrameStats {
  return {
    frames: intervals.length,
    span: intervals.reduce((a, b) => a + b, 0),
    median: median(intervals),
    p95: quantile(intervals, 0.95),
    mean: mean(intervals),
    max: Math.max(...intervals),
  };
}

async function newPage(h: Harness, url: string, init: string[], viewport = VIEWPORT): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport, deviceScaleFactor: 1 });
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    console.log(`    page error: ${e.message}`);
  });
  await page.goto(url);
  return { context, page };
}

/** What one page gives: time to the first interactive frame, frame intervals at rest and dealing. */
interface Round {
  ready: number;
  still: number[];
  frames: number[];
  drag: number[];
  celebrate: number[] | null;
}

/** Frames sampled at rest, before the deal, to tell the cost of the table from that of the deal. */
const IDLE_FRAMES = 12;

/** Game page: returns the time to the first interactive frame and the deal's frame intervals. */
async function gameRound(h: Harness, deal: number, celebrate: boolean): Promise<Round> {
  const { context, page } = await newPage(h, `${h.url}?test=1`, [RECORD_FRAMES, WATCH_READY]);
  try {
    await page.waitForFunction(() => typeof (window as { __benchReady?: number }).__benchReady === 'number', null, { timeout: 120_000 });
    const ready = await page.evaluate(() => (window as unknown as { __benchReady: number }).__benchReady);
    if (READY_ONLY) return { ready, still: [0], frames: [0], drag: [0], celebrate: null };
    const measured = await page.evaluate(
      async ([n, idleFrames]) => {
        const w = window as unknown as {
          __suitcase: { newGame(game: string, n: number): unknown; idle(): Promise<void> };
          __benchFrames: { start(): void; stop(): number[]; sample(n: number): Promise<number[]> };
        };
        // A first deal brings the Table scene up; the second, measured, deals on a running table,
        // as the bare page does (its sprites exist before its deal).
        await w.__suitcase.newGame('famous-fifty', n + 1000);
        const still = await w.__benchFrames.sample(idleFrames);
        w.__benchFrames.start();
        await w.__suitcase.newGame('famous-fifty', n);
        await w.__suitcase.idle();
        return { still, frames: w.__benchFrames.stop() };
      },
      [deal, IDLE_FRAMES] as const,
    );
    const top = await page.evaluate(() => window.__suitcase!.topCardRect('t0')!);
    const drag = await dragFrames(page, top);
    return { ready, ...measured, drag, celebrate: celebrate ? await gameCelebrationFrames(page) : null };
  } finally {
    await context.close();
  }
}

/** Bare page: the same figures, for the same deal done by bare Phaser. */
async function bareRound(h: Harness, url: string, pace: Pace, celebrate: boolean): Promise<Round> {
  const { context, page } = await newPage(h, url, [RECORD_FRAMES]);
  try {
    await page.waitForFunction(() => typeof (window as { __bare?: { ready: number | null } }).__bare?.ready === 'number', null, { timeout: 120_000 });
    const ready = await page.evaluate(() => (window as unknown as { __bare: { ready: number } }).__bare.ready);
    if (READY_ONLY) return { ready, still: [0], frames: [0], drag: [0], celebrate: null };
    const measured = await page.evaluate(
      async ([p, idleFrames]) => {
        const w = window as unknown as {
          __bare: { deal(pace: Pace): Promise<void> };
          __benchFrames: { start(): void; stop(): number[]; sample(n: number): Promise<number[]> };
        };
        const still = await w.__benchFrames.sample(idleFrames);
        w.__benchFrames.start();
        await w.__bare.deal(p);
        return { still, frames: w.__benchFrames.stop() };
      },
      [pace, IDLE_FRAMES] as const,
    );
    const top = await page.evaluate(() => (window as unknown as { __bare: { top(): Box } }).__bare.top());
    const drag = await dragFrames(page, top);
    return { ready, ...measured, drag, celebrate: celebrate ? await bareCelebrationFrames(page) : null };
  } finally {
    await context.close();
  }
}

async function buildBare(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'suitcase-bare-'));
  await build({
    root: join(ROOT, 'bench/pages'),
    configFile: false,
    base: './',
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true, assetsInlineLimit: 0, chunkSizeWarningLimit: 4000, rolldownOptions: { input: join(ROOT, 'bench/pages/bare.html') } },
  });
  return out;
}

/**
 * The game's deal pace, read from the TIMES table in src/view/table/board.ts (it imports Phaser, so it
 * cannot be imported here), so the bare page deals alike.
 */
function dealPace(): Pace {
  const fallback: Pace = { stagger: 26, duration: 320, flip: 150 };
  try {
    const text = readFileSync(join(ROOT, 'src/view/table/board.ts'), 'utf8');
    const times = /const TIMES = \{([^}]*)\}/.exec(text)?.[1] ?? '';
    const read = (key: string): number | undefined => {
      const m = new RegExp(`\\b${key}: (\\d+)`).exec(times);
      return m ? Number(m[1]) : undefined;
    };
    const stagger = read('dealGap');
    const duration = read('deal');
    const flip = read('flip');
    if (stagger === undefined || duration === undefined || flip === undefined) throw new Error('TIMES not found');
    return { stagger, duration, flip };
  } catch {
    console.log(`    (deal pace not found in src/view/table/board.ts: the bare page uses ${JSON.stringify(fallback)})`);
    return fallback;
  }
}

async function speed(h: Harness, bareUrl: string): Promise<void> {
  const pace = dealPace();
  const game = { ready: [] as number[], still: [] as FrameStats[], frames: [] as FrameStats[], drag: [] as FrameStats[], celebrate: [] as FrameStats[] };
  const bare = { ready: [] as number[], still: [] as FrameStats[], frames: [] as FrameStats[], drag: [] as FrameStats[], celebrate: [] as FrameStats[] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always runs on a warmer machine.
    const order = round % 2 === 0 ? (['game', 'bare'] as const) : (['bare', 'game'] as const);
    for (const which of order) {
      const celebrate = round < CELEBRATE;
      const r = which === 'game' ? await gameRound(h, round + 1, celebrate) : await bareRound(h, bareUrl, pace, celebrate);
      const into = which === 'game' ? game : bare;
      into.ready.push(r.ready);
      into.still.push(frameStats(r.still));
      into.frames.push(frameStats(r.frames));
      into.drag.push(frameStats(r.drag));
      if (r.celebrate) into.celebrate.push(frameStats(r.celebrate));
    }
    process.stdout.write(`    round ${round + 1}/${ROUNDS} done\n`);
  }
  console.log('');
  console.log(`(b) Navigation to the first frame that takes input, ${ROUNDS} runs, 1024x768`);
  console.log(`    game   median ${ms(median(game.ready))}   (runs: ${game.ready.map((x) => x.toFixed(0)).join(', ')})`);
  console.log(`    bare Phaser page, for scale: median ${ms(median(bare.ready))}   (runs: ${bare.ready.map((x) => x.toFixed(0)).join(', ')})`);
  console.log(`    ratio game/bare (medians): ${(median(game.ready) / median(bare.ready)).toFixed(2)}`);
  console.log('');
  if (READY_ONLY) return;
  console.log(`(c) Frame time while Famous Fifty deals 104 cards (both: a card every ${pace.stagger} ms, ${pace.duration} ms flight, ${pace.flip} ms flip)`);
  const show = (name: string, f: FrameStats[]): void => {
    console.log(
      `    ${name}  frames ${median(f.map((x) => x.frames)).toFixed(0).padStart(4)}  span ${ms(median(f.map((x) => x.span))).padStart(10)}  ` +
        `median ${ms(median(f.map((x) => x.median)))}  mean ${ms(median(f.map((x) => x.mean)))}  p95 ${ms(median(f.map((x) => x.p95)))}  max ${ms(median(f.map((x) => x.max)))}`,
    );
  };
  show('game', game.frames);
  show('bare', bare.frames);
  const ratio = (a: FrameStats[], b: FrameStats[], pick: (f: FrameStats) => number): string =>
    (median(a.map(pick)) / median(b.map(pick))).toFixed(2);
  console.log(
    `    ratio game/bare (medians of ${ROUNDS} rounds): mean frame ${ratio(game.frames, bare.frames, (f) => f.mean)}, ` +
      `median frame ${ratio(game.frames, bare.frames, (f) => f.median)}, p95 frame ${ratio(game.frames, bare.frames, (f) => f.p95)}`,
  );
  console.log(
    `    at rest before the deal (${IDLE_FRAMES} frames): game median ${ms(median(game.still.map((f) => f.median)))}, ` +
      `bare ${ms(median(bare.still.map((f) => f.median)))}, ratio ${ratio(game.still, bare.still, (f) => f.median)}`,
  );
  console.log('');
  console.log(`(d) Frame time while a card is held and dragged (${DRAG_MOVES} mouse moves; raised, tilted, shadowed on both)`);
  show('game', game.drag);
  show('bare', bare.drag);
  console.log(`    ratio game/bare: mean frame ${ratio(game.drag, bare.drag, (f) => f.mean)}, median frame ${ratio(game.drag, bare.drag, (f) => f.median)}, p95 frame ${ratio(game.drag, bare.drag, (f) => f.p95)}`);
  console.log('');
  console.log(`    While the win's celebration runs (${CELEBRATION_FRAMES} frames, Fortune's Favor's 52 cards bouncing with trails; ${game.celebrate.length} round(s))`);
  show('game', game.celebrate);
  show('bare', bare.celebrate);
  console.log(`    ratio game/bare: mean frame ${ratio(game.celebrate, bare.celebrate, (f) => f.mean)}, median frame ${ratio(game.celebrate, bare.celebrate, (f) => f.median)}, p95 frame ${ratio(game.celebrate, bare.celebrate, (f) => f.p95)}`);
  console.log('');
}

// ---------------------------------------------------------------- (d) heap

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The view as the test hook reports it, with every pile's top-card rectangle (stock: its slot). */
interface View {
  game: GameId;
  deal: unknown;
  moves: string[];
  won: boolean;
  lost: boolean;
  tops: Record<string, Box | null>;
}

/** One round trip: wait until no animation runs, then read the state and where every pile is. */
function look(page: Page, piles: readonly string[]): Promise<View> {
  return page.evaluate(async (ids) => {
    const hook = window.__suitcase!;
    await hook.idle();
    const tops: Record<string, Box | null> = {};
    for (const id of ids) tops[id] = id === 's' ? hook.rect(id) : hook.topCardRect(id);
    return { ...hook.state(), tops };
  }, piles);
}

/** The engine's position after the moves the view reports. */
function replay(view: View): State {
  const deal = parseDeal(view.deal);
  if (!deal.ok) throw new Error(`the hook's deal does not parse: ${deal.reason}`);
  let state = initialState(deal.value);
  for (const text of view.moves) {
    const move = parseMove(text);
    const r = move ? apply(state, move) : null;
    if (!r?.ok) throw new Error(`the hook's move ${text} does not replay`);
    state = r.state;
  }
  return state;
}

/** Every pile id of a game, as in the notation. */
function pileIds(state: State): string[] {
  const ids = state.tableau.map((_, i) => `t${i}`);
  ids.push(...state.foundations.map((_, i) => `f${i}`));
  if (gameDef(state.game).hasWaste) ids.push('w');
  if (state.stock.length > 0 || gameDef(state.game).stock > 0) ids.push('s');
  return ids;
}

/** A small seeded generator, so a run plays the same moves each time. */
function lcg(seed: number): () => number {
  let a = seed >>> 0;
  return () => ((a = (Math.imul(a, 1664525) + 1013904223) >>> 0) / 4294967296);
}

/**
 * A move as a player makes it: a click on the stock to draw, else a drag onto the target's top
 * card (press, a move past the drag threshold, a move onto the target, release). Few events:
 * on the CPU each one costs about a frame.
 */
async function perform(page: Page, view: View, move: Move): Promise<void> {
  const centre = (id: string): { x: number; y: number } => {
    const r = view.tops[id];
    if (!r) throw new Error(`no rectangle for pile ${id}`);
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  };
  if (move.kind === 'draw') {
    const a = centre('s');
    await page.mouse.click(a.x, a.y);
    return;
  }
  const a = centre(placeName(move.from));
  const b = centre(placeName(move.to));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) / 2, a.y + (b.y - a.y) / 2);
  await page.mouse.move(b.x, b.y);
  await page.mouse.up();
}

/**
 * Plays numbered deal `n` of `game` by pointer: along the solver's winning line when it finds one
 * in its budget, else by a seeded choice among the legal moves, foundation moves first, until the
 * game is won or lost or `cap` moves were made. Returns how it ended.
 */
async function playGame(page: Page, game: GameId, n: number, cap: number): Promise<string> {
  await page.evaluate(async ([g, k]) => window.__suitcase!.newGame(g, k), [game, n] as const);
  const ids = pileIds(initialState(numberedDeal(game, n)));
  const rand = lcg(n);
  let view = await look(page, ids);
  let state = replay(view);
  let line: Move[] = [...solve(state, { maxNodes: 200_000, maxMs: 2000 }).line];
  let made = 0;
  let refused = 0;
  while (!view.won && !view.lost && made < cap && refused < 5) {
    let move = line.shift();
    if (!move) {
      const legal = legalMoves(state).filter((m) => !isIdleMove(state, m));
      const home = legal.filter((m) => m.kind === 'move' && m.to.zone === 'f');
      const pool = home.length ? home : legal;
      move = pool[Math.floor(rand() * pool.length)];
      if (!move) break;
    }
    const before = view.moves.length;
    const t0 = performance.now();
    await perform(page, view, move);
    view = await look(page, ids);
    made++;
    if (DEBUG) console.log(`      ${moveText(move)} ${(performance.now() - t0).toFixed(0)} ms`);
    state = replay(view);
    if (view.moves.length === before) {
      refused++;
      line = [];
    } else if (view.moves.length !== before + 1 || view.moves[before] !== moveText(move)) {
      // The view added moves of its own (auto-play): plan again from where it stands.
      line = [...solve(state, { maxNodes: 200_000, maxMs: 2000 }).line];
    }
  }
  const end = view.won ? 'won' : view.lost ? 'lost' : refused >= 5 ? 'stuck: the view refused moves' : 'stopped at the cap';
  return `${end}, ${made} pointer moves, ${view.moves.length} moves in all`;
}

async function heap(h: Harness): Promise<void> {
  console.log(
    `(e) JS heap after garbage collection, ${GAME_COUNT} games in a row (five games in turn, deals 1..${GAME_COUNT}), ` +
      `each played by mouse up to ${MOVES} moves; 800x600, speed 'instant'`,
  );
  const { context, page } = await newPage(h, `${h.url}?test=1`, [], HEAP_VIEWPORT);
  try {
    await page.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 120_000 });
    // Moves land at once: a software renderer draws few frames a second, and the heap, not the
    // animation, is the question here (the deal's animation is measured in (c)).
    await page.evaluate(() => {
      window.__suitcase!.setSpeed('instant');
    });
    const cdp = await context.newCDPSession(page);
    const used = async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const u = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return u.usedSize;
    };
    console.log(`    menu, before any game: ${mb(await used())}`);
    const report = new Set([1, 5, 10, 15, 20, GAME_COUNT]);
    const seen: number[] = [];
    for (let i = 1; i <= GAME_COUNT; i++) {
      const game: GameId = GAME_IDS[(i - 1) % GAME_IDS.length]!;
      const t0 = performance.now();
      const played = await playGame(page, game, i, MOVES);
      const took = ((performance.now() - t0) / 1000).toFixed(0);
      if (!report.has(i)) continue;
      const bytes = await used();
      seen.push(bytes);
      console.log(`    after game ${String(i).padStart(2)}: ${mb(bytes).padStart(8)}   (${game} #${i}, ${played}, ${took} s)`);
    }
    if (seen.length >= 2) {
      const growth = seen[seen.length - 1]! - seen[1 < seen.length - 1 ? 1 : 0]!;
      console.log(`    change from the second figure to the last: ${growth >= 0 ? '+' : ''}${(growth / 1024).toFixed(0)} KB`);
    }
  } finally {
    await context.close();
  }
  console.log('');
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  if (process.argv.includes('--build') || !existsSync(join(DIST, 'index.html'))) {
    console.log('building the game (npx vite build)...');
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('vite build failed');
  }
  download();
  const bareDir = await buildBare();
  const bareServer = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    base: './',
    build: { outDir: bareDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const h = await startHarness();
  try {
    const port = (bareServer.httpServer.address() as AddressInfo).port;
    if (!process.argv.includes('--skip-speed')) await speed(h, `http://127.0.0.1:${port}/bare.html${process.argv.includes('--bare-felt') ? '?felt=1' : ''}`);
    if (!process.argv.includes('--skip-heap') && !READY_ONLY) await heap(h);
  } finally {
    await h.close();
    await bareServer.close();
    rmSync(bareDir, { recursive: true, force: true });
  }
}

await main();
