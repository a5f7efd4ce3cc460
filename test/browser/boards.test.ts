/**
 * The daily boards as a player meets them, against the real score server (the process `npm run
 * server` runs, started by test/unit/server/harness.ts with its PGlite in a temporary folder, on a
 * free port) and the built game opened with `?scores=` naming it: today's daily deal of Fortune's
 * Favor, from the menu, won by mouse at a player's pace; the Results offer the board; a name
 * refused in the page's dialog with the reason, then one taken, by keyboard; the rank in the
 * Results and the board around the player's row, the name as plain text. Then, with the server
 * down, a second player on a phone (touch) wins the same deal: the Results say it waits and will
 * be sent; once the server is back, Send now sends it once, the Results show its rank, and a
 * reload sends nothing more. A third player's result that waited goes by itself, once, when the
 * device comes back online.
 * Screenshots (SCREENSHOTS=1): test-output/boards-*.png at 800x450, 390x844 and 1920x1080.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyDealNumber, todayIso } from '../../src/engine/daily.ts';
import { type Move, initialState, numberedDeal, numberedSession } from '../../src/engine/index.ts';
import { solve } from '../../src/engine/solver/index.ts';
import { en } from '../../src/text/en.ts';
import { type Running, STARTING_HOOK_MS, board, startServer, tempDir } from '../unit/server/harness.ts';
import { buttonCentre, idle, openDailyPlace, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, type Viewport, click, resizePage, screenshot, startHarness, tap } from './harness.ts';
import { playLineByMouse } from './play.ts';

const GAME = 'fortunes-favor';
const SIZES: readonly Viewport[] = [{ width: 800, height: 450 }, { width: 390, height: 844 }, { width: 1920, height: 1080 }];
/** A player's pace between moves: the server refuses a clock faster than 100 ms an action. */
const PACE_MS = 150;
const SERVER_LIMITS = { RATE_PLAYER: '1000', RATE_ADDRESS: '100000' };

let h: Harness;
let server: Running;
let dataDir: string;
/** Today's date as the page reads it (this machine's), and that day's daily deal's winning line. */
const today = todayIso(new Date());
const BOARD = `daily:${GAME}:${today}`;
let line: Move[];

beforeAll(async () => {
  const solved = solve(initialState(numberedDeal(GAME, dailyDealNumber(GAME, today))), { maxNodes: 4_000_000 });
  if (solved.verdict !== 'win') throw new Error(`the solver finds no win of ${GAME}'s daily deal of ${today}: the test needs one`);
  line = [...solved.line];
  dataDir = tempDir('boards');
  server = await startServer({ DATA_DIR: dataDir, ...SERVER_LIMITS });
  h = await startHarness();
}, STARTING_HOOK_MS);

afterAll(async () => {
  await h.close();
  await server.stop();
});

const dialog = (page: Page) => page.locator('#suitcase-dialog');
const labels = (page: Page) => page.evaluate(() => window.__suitcase!.labels().map((l) => l.text));
/** The screen says `words`, on whatever lines the panel broke them. */
const shows = async (page: Page, words: string) => (await labels(page)).some((t) => t.replace(/\s+/g, ' ').includes(words));
/** The page's own complaints, but for the requests refused while the server was down. */
const faults = () => h.errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_INTERNET_DISCONNECTED/.test(e));

/** Opens the game naming the server, and deals today's daily deal from the menu's daily place. */
async function dailyDeal(viewport: Viewport, touch = false): Promise<Page> {
  const page = await openGame(h, { viewport, touch }, `&autoplay=off&scores=${encodeURIComponent(server.url)}`);
  await sceneIs(page, 'menu');
  await openDailyPlace(page);
  await click(page, await buttonCentre(page, `daily:${GAME}`));
  await sceneIs(page, 'table');
  await idle(page);
  expect((await pageState(page)).moves).toEqual([]);
  return page;
}

/** Wins the deal by mouse, a move at a time at a player's pace (`pace` ms between moves), and waits for the Results. */
async function win(page: Page, pace = PACE_MS): Promise<void> {
  let session = numberedSession(GAME, dailyDealNumber(GAME, today));
  for (const m of line) {
    session = await playLineByMouse(page, session, [m]);
    await page.waitForTimeout(pace);
  }
  expect((await pageState(page)).won).toBe(true);
  await sceneIs(page, 'results');
}

/** Types `name` into the name dialog's field (replacing what is there) and gives it with Enter. */
async function giveName(page: Page, name: string): Promise<void> {
  const field = dialog(page).locator('input');
  await field.waitFor();
  await field.fill('');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

/** The board dialog's rows as text: rank, name, moves, time; the player's own marked. */
async function boardRows(page: Page): Promise<{ cells: string[]; mine: boolean }[]> {
  await dialog(page).locator('table').waitFor();
  return dialog(page).locator('tbody tr').evaluateAll((rows) => rows.map((r) => ({ cells: [...r.querySelectorAll('td')].map((td) => td.firstChild?.textContent ?? ''), mine: r.getAttribute('aria-current') === 'true' })));
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await resizePage(page, size);
    await page.evaluate(() => window.__suitcase!.step());
    await screenshot(page, `boards-${name}-${size.width}x${size.height}`);
  }
}

describe('the daily boards against a running score server', () => {
  let first: Page;
  const name = '<b>Ann</b> 🂡';

  it('a won daily deal is posted under a name picked once, and its rank and board are shown', { timeout: 300_000 }, async () => {
    first = await dailyDeal(SIZES[0]!);
    await win(first);
    expect(await labels(first)).toContain(en.boardPost);
    await shoot(first, 'offered');
    await resizePage(first, SIZES[0]!);

    await click(first, await buttonCentre(first, 'board'));
    await expect.poll(() => dialog(first).locator('[role=dialog]').getAttribute('aria-modal')).toBe('true');
    expect(await dialog(first).locator('input').getAttribute('aria-label')).toBe(en.boardNameTitle);
    // A name over 20 characters is refused in the dialog with the reason, and nothing is sent.
    await giveName(first, 'x'.repeat(21));
    await expect.poll(() => dialog(first).locator('[aria-live=assertive]').textContent()).toBe(en.nameTooLong(21, 20));
    await shoot(first, 'name');
    await resizePage(first, SIZES[0]!);
    await giveName(first, name);

    const rows = await boardRows(first);
    expect(rows).toEqual([{ cells: ['1', name, String(line.length), expect.stringMatching(/^\d+:\d\d$/) as string], mine: true }]);
    expect(await dialog(first).locator('b').count(), 'the name is text, never markup').toBe(0);
    expect(await dialog(first).textContent()).toContain(en.boardPlayers(1));
    await shoot(first, 'board');
    await first.keyboard.press('Escape');
    await expect.poll(() => dialog(first).count()).toBe(0);

    await resizePage(first, SIZES[0]!);
    await sceneIs(first, 'results');
    expect(await labels(first)).toEqual(expect.arrayContaining([expect.stringContaining(en.boardRanked(1, 1)), en.boardShow]));
    const kept = await board(server.url, BOARD);
    expect(kept.body).toMatchObject({ of: 1, entries: [{ rank: 1, name, moves: line.length }] });
    // The name is kept on the device.
    const stored = await first.evaluate(() => JSON.parse(localStorage.getItem('suitcase:scores') ?? 'null') as { name: string; queue: unknown[] });
    expect(stored).toMatchObject({ name, queue: [] });
    expect(faults()).toEqual([]);
  });

  it('with the server down a win waits, "will be sent"; with the server back it is sent once and ranked', { timeout: 300_000 }, async () => {
    const port = new URL(server.url).port;
    await server.stop();
    const phone = await dailyDeal(SIZES[1]!, true);
    const posts: Request[] = [];
    phone.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/v1/scores')) posts.push(r); });
    // Slower than the first player: ranked after them.
    await win(phone, 2 * PACE_MS);

    await tap(phone, await buttonCentre(phone, 'board'));
    await dialog(phone).locator('input').waitFor();
    await dialog(phone).locator('input').tap();
    await phone.keyboard.type('Bea');
    await dialog(phone).locator('button[type=submit]').tap();
    await expect.poll(() => shows(phone, en.boardWaiting), { timeout: 15_000 }).toBe(true);
    expect(await labels(phone)).toContain(en.boardSendNow);
    expect(posts).toHaveLength(1);
    await shoot(phone, 'waiting');
    await resizePage(phone, SIZES[1]!);

    server = await startServer({ DATA_DIR: dataDir, PORT: port, ...SERVER_LIMITS });
    expect(new URL(server.url).port).toBe(port);
    // The server is back: Send now sends what waits, once.
    await tap(phone, await buttonCentre(phone, 'board'));
    await expect.poll(() => shows(phone, en.boardRanked(2, 2)), { timeout: 15_000 }).toBe(true);
    expect(posts).toHaveLength(2);
    expect((await board(server.url, BOARD)).body).toMatchObject({ of: 2, entries: [{ rank: 1, name }, { rank: 2, name: 'Bea', moves: line.length }] });

    await tap(phone, await buttonCentre(phone, 'board'));
    const rows = await boardRows(phone);
    expect(rows.map((r) => [r.cells[0], r.cells[1], r.mine])).toEqual([['1', name, false], ['2', 'Bea', true]]);
    await shoot(phone, 'board-second');
    await resizePage(phone, SIZES[1]!);

    // A new visit sends what waits at its start: nothing waits now, so nothing goes.
    await phone.reload();
    await sceneIs(phone, 'menu');
    await phone.waitForTimeout(1000);
    expect(posts).toHaveLength(2);
    expect(await phone.evaluate(() => (JSON.parse(localStorage.getItem('suitcase:scores') ?? 'null') as { queue: unknown[] }).queue)).toEqual([]);
    expect(faults()).toEqual([]);
  });
  it('a result that waited goes by itself once the device is back online, once, and the Results show its rank', { timeout: 300_000 }, async () => {
    const port = new URL(server.url).port;
    await server.stop();
    const page = await dailyDeal(SIZES[2]!);
    const posts: Request[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/v1/scores')) posts.push(r); });
    await win(page, 3 * PACE_MS);
    await click(page, await buttonCentre(page, 'board'));
    await giveName(page, 'Cy');
    await expect.poll(() => shows(page, en.boardWaiting), { timeout: 15_000 }).toBe(true);
    expect(posts).toHaveLength(1);

    // The device drops off the network; the server comes back meanwhile; the device comes back
    // online, and the page sends what waited without a tap.
    await page.context().setOffline(true);
    server = await startServer({ DATA_DIR: dataDir, PORT: port, ...SERVER_LIMITS });
    await page.context().setOffline(false);
    await expect.poll(() => shows(page, en.boardRanked(3, 3)), { timeout: 15_000 }).toBe(true);
    expect(posts).toHaveLength(2);
    expect((await board(server.url, BOARD)).body).toMatchObject({ of: 3, entries: [{ rank: 1 }, { rank: 2 }, { rank: 3, name: 'Cy', moves: line.length }] });
    // Online again later: nothing waits, nothing goes.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.waitForTimeout(1000);
    expect(posts).toHaveLength(2);
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('suitcase:scores') ?? 'null') as { queue: unknown[] }).queue)).toEqual([]);
    expect(faults()).toEqual([]);
  });
});
