/**
 * Watching a winning line (issue 18, item 4), as a player does it: "Show a winning line" opened
 * with a real mouse click from the table's options, the hidden-information question answered, the
 * line played forward, paused, stepped back and forward by keyboard and by touch, and played to a
 * win that the statistics keep as solved by the computer, not as the player's win; a lost game's
 * Results offer the line when the deal was winnable. (Which key does what while watching, and what
 * a "no" to the question leaves: test/unit/features/keys.test.ts, test/unit/play/watch.test.ts.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameId, type Move, type Session, current, initialState, isLost, isWon, legalMoves, moveText, numberedDeal, numberedSession, play } from '../../src/engine/index.ts';
import { solve } from '../../src/engine/solver/index.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, engineSession, idle, newGame, pageState, reusedPages, sceneIs } from './game.ts';
import { type Harness, type Point, centre, click, resizePage, screenshot, startHarness, tap } from './harness.ts';
import { winnableDealAndLosingMove } from './positions.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

// Each test deals its own game: a desktop page serves one, a phone page three (the last at a tablet's size).
const pages = reusedPages(() => h);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, touch: true };
const TABLET = { viewport: { width: 820, height: 1100 }, touch: true };

const labels = (page: Page) => page.evaluate(() => window.__suitcase!.labels().map((l) => l.text));
const movesPlayed = async (page: Page) => (await pageState(page)).moves.length;

/** The bar's status line, "Winning line: move i of n", read back as [i, n]. */
async function status(page: Page): Promise<[number, number] | null> {
  for (const text of await labels(page)) {
    const m = /^Winning line: move (\d+) of (\d+)$/.exec(text);
    if (m) return [Number(m[1]), Number(m[2])];
  }
  return null;
}

async function watchButton(page: Page, id: string): Promise<Point> {
  await page.waitForFunction((b) => window.__suitcase!.buttons().some((x) => x.id === b), `watch:${id}`, { timeout: 30_000 });
  return buttonCentre(page, `watch:${id}`);
}

/** Opens the table's options with the mouse and clicks "Show a winning line". */
async function openWatch(page: Page): Promise<void> {
  await click(page, await buttonCentre(page, 'hud:options'));
  await sceneIs(page, 'panel');
  await click(page, await buttonCentre(page, 'watch'));
}

/** Waits for the page's yes-or-no dialog and answers it with a mouse click. */
async function answer(page: Page, title: string, button: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ state: 'visible', timeout: 30_000 });
  const text = await dialog.textContent() ?? '';
  const box = await dialog.getByRole('button', { name: button, exact: true }).boundingBox();
  await click(page, centre(box!));
  await dialog.waitFor({ state: 'detached' });
  return text;
}

async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await idle(page);
}

/** Moves stay at `n` for a while: the replay is paused. */
async function staysAt(page: Page, n: number, ms = 1500): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    expect(await movesPlayed(page)).toBe(n);
    await page.waitForTimeout(150);
  }
}

describe('watching a winning line', () => {
  it('plays on from the position showing when it is still winnable, and Esc stops where the line has got to', async () => {
    const page = await pages.get(DESKTOP);
    await page.evaluate(() => { window.__suitcase!.autoPlay('off'); });
    await newGame(page, 'lucky-fan', 1);
    const line = solve(initialState(numberedDeal('lucky-fan', 1)), { maxNodes: 2_000_000 }).line;
    const first = moveText(line[0]!);
    expect(await page.evaluate((m) => window.__suitcaseSolver!.play([m]), first)).toBe(true);
    await idle(page);
    await openWatch(page);
    // Every card shows and there is no stock: the question is only that the game will count.
    expect(await answer(page, en.watchAskTitle, en.watchYes)).toContain(en.watchAskPlain);
    await watchButton(page, 'toggle');
    await page.waitForFunction(() => window.__suitcase!.state().moves.length >= 3, null, { timeout: 30_000 });
    await press(page, ' ');
    // The line counts from the position showing: the player's move comes before its first.
    const [at] = (await status(page))!;
    expect(await movesPlayed(page)).toBe(at + 1);
    expect(await page.evaluate(() => window.__suitcase!.toasts())).not.toContain(en.watchFromStart);
    await screenshot(page, 'watch-paused-desktop');
    await press(page, 'Escape');
    expect(await page.evaluate(() => window.__suitcase!.announced())).toBe(en.watchStopped);
    const stopped = await pageState(page);
    expect(stopped.moves[0]).toBe(first);
    expect(stopped.won).toBe(false);
    expect((await page.evaluate(() => window.__suitcase!.buttons())).some((b) => b.id.startsWith('watch:'))).toBe(false);
    await screenshot(page, 'watch-stopped-desktop');
    // The table's own keys are back: U undoes the line's last move.
    await press(page, 'u');
    expect((await pageState(page)).moves).toEqual(stopped.moves.slice(0, -1));
    expect(await page.evaluate(() => window.__suitcase!.stats('lucky-fan'))).toMatchObject({ played: 1, won: 0 });
    expect(h.errors).toEqual([]);
  });

  it('on a phone, says the line plays from the start above the bar, not over its buttons', async () => {
    const { n, move } = winnableDealAndLosingMove();
    const page = await pages.get(PHONE);
    await page.evaluate(() => { window.__suitcase!.autoPlay('off'); });
    await newGame(page, 'lucky-fan', n);
    expect(await page.evaluate((m) => window.__suitcaseSolver!.play([m]), move)).toBe(true);
    await idle(page);
    await openWatch(page);
    expect(await answer(page, en.watchAskTitle, en.watchYes)).toContain(en.watchAskPlain);
    await watchButton(page, 'toggle');
    // The move played lost the deal: the line is the deal's own, from its start, and that is said.
    expect(await page.evaluate(() => window.__suitcase!.toasts())).toContain(en.watchFromStart);
    const box = (await page.locator('#suitcase-toast').boundingBox())!;
    const line = (await page.evaluate(() => window.__suitcase!.labels())).find((l) => l.text.startsWith('Winning line:'))!;
    expect(box.y + box.height).toBeLessThanOrEqual(line.rect.y);
    await screenshot(page, 'watch-from-start-phone');
    await press(page, 'Escape');
    // With the bar gone, toasts are back at the foot of the screen.
    expect(await page.evaluate(() => document.getElementById('suitcase-toast')!.style.bottom)).toBe('18px');
    expect(h.errors).toEqual([]);
  });

  it("offers a lost game's winnable deal on the Results, and plays its line from the start", async () => {
    const game: GameId = 'lucky-fan';
    const n = 1;
    const lost = losingLine(game, n);
    const page = await pages.get(PHONE);
    await page.evaluate(() => { window.__suitcase!.autoPlay('off'); });
    await newGame(page, game, n);
    for (const m of lost) expect(await page.evaluate((t) => window.__suitcaseSolver!.play([t]), moveText(m))).toBe(true);
    await sceneIs(page, 'results');
    const atResults = await page.evaluate((g) => window.__suitcase!.stats(g), game);
    // The worker decides the deal while the Results show, and the offer appears.
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'watch'), null, { timeout: 30_000 });
    await screenshot(page, 'watch-results-offer-phone');
    await tap(page, await buttonCentre(page, 'watch'));
    // No question: every card of Lucky Fan shows. Leaving the Results counts the loss, once.
    await watchButton(page, 'toggle');
    const counted = await page.evaluate((g) => window.__suitcase!.stats(g), game);
    expect(counted.played).toBe(atResults.played + 1);
    await screenshot(page, 'watch-phone');
    // A narrower phone: the bar follows, every button still a touch target and on the screen.
    await resizePage(page, { width: 320, height: 640 });
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'watch:stop' && b.rect.x + b.rect.width <= 320), null, { timeout: 10_000 });
    const rects = await page.evaluate(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('watch:')).map((b) => b.rect));
    for (const r of rects) {
      expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y + r.height).toBeLessThanOrEqual(640);
    }
    await screenshot(page, 'watch-phone-320');
    // The line is the deal's own from its start: the moves on the table are the line's so far. (A
    // line watched to its win, and not counted, is the last test's.)
    await page.waitForFunction(() => window.__suitcase!.state().moves.length >= 3, null, { timeout: 30_000 });
    await press(page, ' ');
    const [at, total] = (await status(page))!;
    expect(await movesPlayed(page)).toBe(at);
    expect(total).toBeGreaterThan(at);
    await press(page, 'Escape');
    expect(await page.evaluate((g) => window.__suitcase!.stats(g), game)).toEqual(counted);
    expect(h.errors).toEqual([]);
  });
  it("plays Fortune's Favor deal 27 to a win: forward, paused, back and forward by key and by touch, solved by the computer", async () => {
    // A tablet: the phone page, turned to its size.
    const page = await pages.sized(TABLET);
    const before = await page.evaluate(() => window.__suitcase!.stats('fortunes-favor'));
    // Deal 27: of the first sixty deals, one of those with the shortest winning line; the player
    // has played all but its last moves, and watches the rest (enough of them that the line still
    // fills a space from the stock).
    await newGame(page, 'fortunes-favor', 27);
    const played = playedBefore('fortunes-favor', 27);
    expect(await page.evaluate((ms) => window.__suitcaseSolver!.play(ms), played)).toBe(true);
    await idle(page);
    const k = played.length;
    await openWatch(page);
    // Fortune's Favor deals from its stock: the line uses the stock's order, so the player is asked.
    const asked = await answer(page, en.watchAskTitle, en.watchYes);
    expect(asked).toContain(en.watchAskHidden);
    await watchButton(page, 'toggle');
    // Counted at once as played and not won.
    const counted = await page.evaluate(() => window.__suitcase!.stats('fortunes-favor'));
    expect(counted.played).toBe(before.played + 1);
    expect(counted.won).toBe(before.won);
    expect(counted.currentStreak).toBe(0);
    // It plays forward by itself; three steps up the speed, to the fastest.
    for (let i = 0; i < 3; i++) await press(page, '+');
    expect((await labels(page)).some((t) => t === en.watchSpeed(8))).toBe(true);
    await page.waitForFunction((n) => window.__suitcase!.state().moves.length >= n, k + 3, { timeout: 30_000 });
    await screenshot(page, 'watch-playing');
    // Space pauses.
    await press(page, ' ');
    const paused = await movesPlayed(page);
    await staysAt(page, paused);
    // The line counts from the position the player left.
    expect(await status(page)).toEqual([paused - k, expect.any(Number)]);
    expect(await page.evaluate(() => window.__suitcase!.announced())).toBe(en.watchPaused(paused - k, (await status(page))![1]));
    const [, total] = (await status(page))!;
    // Speed changes are said (paused, so no move's words come after them).
    await press(page, '-');
    expect(await page.evaluate(() => window.__suitcase!.announced())).toBe(en.watchSpeed(4));
    await press(page, '+');
    expect(await page.evaluate(() => window.__suitcase!.announced())).toBe(en.watchSpeed(8));
    // Left steps back, Right forward: one move each, the page's moves the line's.
    await press(page, 'ArrowLeft');
    await press(page, 'ArrowLeft');
    expect(await movesPlayed(page)).toBe(paused - 2);
    expect(await status(page)).toEqual([paused - k - 2, total]);
    await press(page, 'ArrowRight');
    expect(await movesPlayed(page)).toBe(paused - 1);
    expect(await page.evaluate(() => window.__suitcase!.announced())).toMatch(/^Move \d+ of \d+: /);
    // And by touch: a tap on Back, a tap on Forward, a tap on Forward.
    await tap(page, await watchButton(page, 'back'));
    await idle(page);
    expect(await movesPlayed(page)).toBe(paused - 2);
    await tap(page, await watchButton(page, 'forward'));
    await idle(page);
    await tap(page, await watchButton(page, 'forward'));
    await idle(page);
    expect(await movesPlayed(page)).toBe(paused);
    await staysAt(page, paused, 600);
    await screenshot(page, 'watch-paused-tablet');
    // The bar covers no card: every pile ends above the bar's status line.
    const piles = (await pageState(page)).deal.tableau.length;
    const line = (await page.evaluate(() => window.__suitcase!.labels())).find((l) => l.text.startsWith('Winning line:'))!;
    for (let i = 0; i < piles; i++) {
      const r = await page.evaluate((id) => window.__suitcase!.rect(id), `t${i}`);
      if (r) expect(r.y + r.height, `pile t${i}`).toBeLessThanOrEqual(line.rect.y);
    }
    // The bar's targets are touch-sized.
    const rects = await page.evaluate(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('watch:')).map((b) => b.rect));
    expect(rects).toHaveLength(5);
    for (const r of rects) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
    // Play again with a click on Play, to the end: a win.
    await click(page, await watchButton(page, 'toggle'));
    await page.waitForFunction(() => window.__suitcase!.state().won, null, { timeout: 120_000 });
    const end = await pageState(page);
    expect(end.moves.length).toBe(k + total);
    expect(end.moves.slice(0, k)).toEqual(played);
    expect(isWon(current(engineSession(end)))).toBe(true);
    await sceneIs(page, 'results');
    const shown = await labels(page);
    expect(shown).toContain(en.solvedByComputer);
    expect(shown.some((t) => t.includes(en.notCountedWin))).toBe(true);
    const after = await page.evaluate(() => window.__suitcase!.stats('fortunes-favor'));
    expect(after).toEqual(counted);
    await screenshot(page, 'watch-results');
    expect(h.errors).toEqual([]);
  });
});

/** All but the last moves of a winning line of deal `n`, in the notation: a game near its end. */
function playedBefore(game: GameId, n: number, left = 16): string[] {
  const line = solve(initialState(numberedDeal(game, n)), { maxNodes: 2_000_000 }).line;
  expect(line.length).toBeGreaterThan(left);
  return line.slice(0, line.length - left).map(moveText);
}

/** Moves from the deal that end in a lost position, found by playing the first legal moves that are not a card home. */
function losingLine(game: GameId, n: number): Move[] {
  for (let seed = 1; seed < 500; seed++) {
    let session: Session = numberedSession(game, n);
    const line: Move[] = [];
    let x = seed;
    for (let i = 0; i < 200; i++) {
      const state = current(session);
      if (isLost(state)) return line;
      const legal = legalMoves(state);
      if (legal.length === 0 || isWon(state)) break;
      x = (x * 1103515245 + 12345) % 2147483648;
      const m = legal[x % legal.length]!;
      const r = play(session, [m]);
      if (!r.ok) break;
      session = r.session;
      line.push(m);
    }
  }
  throw new Error(`no lost line found for ${game} ${n}`);
}
