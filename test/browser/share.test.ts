/**
 * Sharing a deal with a friend, in the default build, by mouse: the Results of a win share a link
 * to the deal carrying the result to beat (here onto the clipboard); that link, opened in a fresh
 * page, deals the same deal with "To beat" under the bar, and the Results of a win there say
 * whether it was beaten. The table's More panel shares through the system's share sheet (a
 * stand-in of navigator.share), falls back to the clipboard when the sheet is refused, and to a
 * dialog showing the link selected when neither works. A link whose result to beat cannot be read
 * is told and opens its deal without it; a built winnable deal is shared and opened by its number.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDef } from '../../src/engine/index.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, type Rect, click, screenshot, startHarness } from './harness.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };
const WIN_MOVES = fixture.moves.length;

/** No system share sheet (Chromium on Linux has none; this makes sure). */
const NO_SHARE_SHEET = 'delete Navigator.prototype.share; delete Navigator.prototype.canShare;';

/**
 * A share sheet that records what it is given and answers, in turn, with `answers`: 'ok', or the
 * name of the DOMException it rejects with ('NotAllowedError', 'AbortError'); a clipboard that
 * records what is written.
 */
const shareSheet = (answers: string[]): string => `
  window.__shared = [];
  window.__copied = [];
  const answers = ${JSON.stringify(answers)};
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: (data) => typeof data.url === 'string' });
  Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data) => {
    window.__shared.push(data);
    const answer = answers.shift() ?? 'ok';
    return answer === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('stand-in', answer));
  } });
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: (t) => { window.__copied.push(t); return Promise.resolve(); } }) });
`;

/** Neither a share sheet nor a clipboard that takes the link. */
const NOTHING_TAKES_IT = `${NO_SHARE_SHEET}
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: () => Promise.reject(new DOMException('stand-in', 'NotAllowedError')) }) });
`;

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

/** Plays the fixture's winning line on the table showing, one action a move, and waits for the Results. */
async function winFixture(page: Page): Promise<void> {
  await idle(page);
  const played = await page.evaluate((moves) => moves.every((m) => window.__suitcaseSolver!.play([m])), fixture.moves);
  expect(played).toBe(true);
  await sceneIs(page, 'results');
}

const labels = (page: Page) => page.evaluate(() => window.__suitcase!.labels());
const toasts = (page: Page) => page.evaluate(() => window.__suitcase!.toasts());
const toastShown = (page: Page, text: string) => page.waitForFunction((t) => window.__suitcase!.toasts().includes(t), text, { timeout: 10_000 });

function overlap(a: Rect, b: Rect): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const hh = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 1 && hh > 1;
}

/** The table shows `text` under the bar: on the screen, at 12 px or more, clear of every other word. */
async function shownOnTable(page: Page, text: string, width: number): Promise<void> {
  await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text === t), text, { timeout: 10_000 });
  const all = await labels(page);
  const line = all.find((l) => l.text === text)!;
  expect(line.size).toBeGreaterThanOrEqual(12 - 0.01);
  expect(line.rect.x >= 0 && line.rect.x + line.rect.width <= width).toBe(true);
  for (const other of all) if (other !== line) expect(overlap(line.rect, other.rect), `"${text}" overlaps "${other.text}"`).toBe(false);
}

/** The link parameters of `link` (its query) as the test's own page query adds them. */
const queryOf = (link: string): string => `&${new URL(link).search.slice(1)}`;

describe('sharing a deal with a friend', () => {
  it('the Results of a win copy a link with the result to beat; the link opens that deal with it under the bar', async () => {
    const page = await openGame(h, { initScript: NO_SHARE_SHEET });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(h.url).origin });
    await newGame(page, fixture.game, fixture.deal);
    await winFixture(page);
    await click(page, await buttonCentre(page, 'share'));
    await toastShown(page, en.shareCopied);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const m = new RegExp(`^${h.url.replace(/[.?]/g, '\\$&')}\\?game=${fixture.game}&deal=${fixture.deal}&beat=${WIN_MOVES}\\.(\\d+)$`).exec(link);
    expect(m, link).not.toBeNull();
    const seconds = Number(m![1]);

    const friend = await openGame(h, { viewport: { width: 390, height: 844 }, touch: true }, queryOf(link));
    await sceneIs(friend, 'table');
    expect(await pageState(friend)).toMatchObject({ game: fixture.game, moves: [] });
    expect((await labels(friend)).map((l) => l.text)).toContain(en.tableTitle(gameDef(fixture.game).name, null, fixture.deal));
    await shownOnTable(friend, en.toBeat(en.beatFigures(WIN_MOVES, `0:${String(seconds).padStart(2, '0')}`)), 390);
    expect(await friend.evaluate(() => window.__suitcase!.announced())).toContain(en.toBeat(en.beatFigures(WIN_MOVES, `0:${String(seconds).padStart(2, '0')}`)));
    await screenshot(friend, 'share-to-beat-390x844');
    expect(h.errors).toEqual([]);
  });

  it('the Results of a win on a shared deal say whether the result to beat was beaten', async () => {
    for (const [beat, outcome] of [[`${WIN_MOVES + 1}.0`, 'beaten'], [`${WIN_MOVES - 1}.252`, 'missed']] as const) {
      const page = await openGame(h, {}, `&game=${fixture.game}&deal=${fixture.deal}&beat=${beat}`);
      await sceneIs(page, 'table');
      await winFixture(page);
      const moves = outcome === 'beaten' ? WIN_MOVES + 1 : WIN_MOVES - 1;
      const said = en.beatOutcome(outcome, en.beatFigures(moves, outcome === 'beaten' ? '0:00' : '4:12'));
      await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.split('\n').includes(t)), said, { timeout: 10_000 });
      // Replaying the deal keeps the friend's result to beat on the table.
      await click(page, await buttonCentre(page, 'replay'));
      await sceneIs(page, 'table');
      await shownOnTable(page, en.toBeat(en.beatFigures(moves, outcome === 'beaten' ? '0:00' : '4:12')), 1024);
    }
    expect(h.errors).toEqual([]);
  });

  it("the table's More panel shares the deal through the system's share sheet, and says so", async () => {
    const page = await openGame(h, { initScript: shareSheet(['ok']) });
    await newGame(page, 'lucky-fan', 5);
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'share'));
    await toastShown(page, en.shareDone);
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toEqual([{ title: 'Suitcase Solitaire', text: en.shareText(en.tableTitle('Lucky Fan', null, 5), null), url: `${h.url}?game=lucky-fan&deal=5` }]);
    await sceneIs(page, 'table');
    expect(h.errors).toEqual([]);
  });

  it('a share sheet refused falls back to the clipboard; one the player closes is left at that', async () => {
    const page = await openGame(h, { initScript: shareSheet(['NotAllowedError', 'AbortError']) });
    await newGame(page, 'rouge-forty', 12);
    await click(page, await buttonCentre(page, 'hud:options'));
    await click(page, await buttonCentre(page, 'share'));
    await toastShown(page, en.shareCopied);
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([`${h.url}?game=rouge-forty&deal=12`]);
    const before = (await toasts(page)).length;
    await click(page, await buttonCentre(page, 'hud:options'));
    await click(page, await buttonCentre(page, 'share'));
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 2);
    await idle(page);
    expect((await toasts(page)).slice(before)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toHaveLength(1);
    expect(await page.evaluate(() => document.getElementById('suitcase-dialog'))).toBeNull();
    expect(h.errors).toEqual([]);
  });

  it('with neither a share sheet nor a clipboard, a dialog shows the link selected to copy by hand', async () => {
    const page = await openGame(h, { initScript: NOTHING_TAKES_IT });
    await newGame(page, 'lucky-fan', 77);
    await click(page, await buttonCentre(page, 'hud:options'));
    await click(page, await buttonCentre(page, 'share'));
    await page.waitForSelector('#suitcase-dialog input');
    const field = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#suitcase-dialog input')!;
      return { value: input.value, from: input.selectionStart, to: input.selectionEnd, readOnly: input.readOnly, focused: document.activeElement === input, title: document.querySelector('#suitcase-dialog [role=dialog]')!.getAttribute('aria-label') };
    });
    const url = `${h.url}?game=lucky-fan&deal=77`;
    expect(field).toEqual({ value: url, from: 0, to: url.length, readOnly: true, focused: true, title: en.shareDialogTitle });
    await screenshot(page, 'share-dialog');
    const close = (await page.locator('#suitcase-dialog button').boundingBox())!;
    await click(page, { x: close.x + close.width / 2, y: close.y + close.height / 2 });
    await page.waitForFunction(() => document.getElementById('suitcase-dialog') === null);
    expect(h.errors).toEqual([]);
  });

  it('a link whose result to beat cannot be read says so, and opens its deal without it', async () => {
    const page = await openGame(h, {}, '&game=lucky-fan&deal=5&beat=95.x');
    await sceneIs(page, 'table');
    await idle(page);
    expect(await toasts(page)).toContain(en.linkBadBeat('95.x'));
    expect((await labels(page)).map((l) => l.text)).toContain(en.tableTitle('Lucky Fan', null, 5));
    expect((await labels(page)).some((l) => l.text.startsWith(en.toBeat('')))).toBe(false);
    expect(h.errors).toEqual([]);
  });

  it("a built winnable deal's link deals that deal with its result to beat, and its More panel shares it by its number", async () => {
    const page = await openGame(h, { initScript: shareSheet(['ok']) }, '&game=waxing-moon&winnable=7&beat=150.3599');
    await sceneIs(page, 'table');
    await idle(page);
    const state = await pageState(page);
    expect(state.winnable).toBe(7);
    expect((await labels(page)).map((l) => l.text)).toContain(en.winnableTitle('Waxing Moon', 7));
    await shownOnTable(page, en.toBeat(en.beatFigures(150, '59:59')), 1024);
    await click(page, await buttonCentre(page, 'hud:options'));
    await click(page, await buttonCentre(page, 'share'));
    await toastShown(page, en.shareDone);
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared.map((d) => d.url)).toEqual([`${h.url}?game=waxing-moon&winnable=7&beat=150.3599`]);
    expect(h.errors).toEqual([]);
  });
});
