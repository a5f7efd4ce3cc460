/**
 * Sharing a deal with a friend, on one phone-sized touch page: the Results of a win share a link to
 * the deal carrying the result to beat (onto a stand-in clipboard, the browser offering no share
 * sheet); that link, opened, deals the same deal with "To beat" under the bar, said to a screen
 * reader; the table's Share button sends the link with that result through a stand-in of the
 * system's share sheet, and with neither a sheet nor a clipboard shows the link selected to copy by
 * hand. A win there says whether the result was beaten, on the screen in the longest language. (A
 * link whose result to beat cannot be read: test/unit/platform/params.test.ts. The portals' share
 * APIs: adapters-poki and adapters-crazygames.) Screenshots (SCREENSHOTS=1): test-output/share-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDef } from '../../src/engine/index.ts';
import { de } from '../../src/text/de.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, type Rect, screenshot, startHarness, tap } from './harness.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };
const WIN_MOVES = fixture.moves.length;
const PHONE = { width: 390, height: 844 };

/**
 * The browser's ways, as `window.__ways` says ('sheet': a share sheet and a clipboard; 'clipboard':
 * a clipboard only; 'none': neither takes the link), each recording what it was given.
 */
const WAYS = `
  window.__ways = 'clipboard';
  window.__shared = [];
  window.__copied = [];
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => window.__ways === 'sheet' });
  Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data) => {
    window.__shared.push(data);
    return window.__ways === 'sheet' ? Promise.resolve() : Promise.reject(new DOMException('stand-in', 'NotAllowedError'));
  } });
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: (t) => {
    if (window.__ways === 'none') return Promise.reject(new DOMException('stand-in', 'NotAllowedError'));
    window.__copied.push(t);
    return Promise.resolve();
  } }) });
`;

type Ways = 'sheet' | 'clipboard' | 'none';

let h: Harness;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: PHONE, touch: true, initScript: WAYS });
});
afterAll(async () => { await h.close(); });

const ways = (w: Ways) => page.evaluate((x) => { (window as unknown as { __ways: string }).__ways = x; }, w);
const sent = () => page.evaluate(() => {
  const w = window as unknown as { __shared: ShareData[]; __copied: string[] };
  return { shared: w.__shared, copied: w.__copied };
});
const labels = () => page.evaluate(() => window.__suitcase!.labels());
const toastShown = (text: string) => page.waitForFunction((t) => window.__suitcase!.toasts().includes(t), text, { timeout: 10_000 });

/** Opens `query` (a link's parameters) in the page, as the friend's browser would. */
async function openLink(query: string): Promise<void> {
  await page.goto(`${h.url}?test=1&speed=instant&autoplay=off&${query}`);
  await sceneIs(page, 'table');
  await idle(page);
}

/** Plays the fixture's winning line on the table showing, one action a move, and waits for the Results. */
async function winFixture(): Promise<void> {
  await idle(page);
  expect(await page.evaluate((moves) => moves.every((m) => window.__suitcaseSolver!.play([m])), fixture.moves)).toBe(true);
  await sceneIs(page, 'results');
}

function overlap(a: Rect, b: Rect): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const hh = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 1 && hh > 1;
}

/** The table shows `text` under the bar: on the screen, at 12 px or more, clear of every other word and button. */
async function shownOnTable(text: string): Promise<void> {
  await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text === t), text, { timeout: 10_000 });
  const all = await labels();
  const line = all.find((l) => l.text === text)!;
  expect(line.size).toBeGreaterThanOrEqual(12 - 0.01);
  expect(line.rect.x >= 0 && line.rect.x + line.rect.width <= PHONE.width).toBe(true);
  for (const other of all) if (other !== line) expect(overlap(line.rect, other.rect), `"${text}" overlaps "${other.text}"`).toBe(false);
  for (const b of await page.evaluate(() => window.__suitcase!.buttons())) expect(overlap(line.rect, b.rect), `"${text}" overlaps ${b.id}`).toBe(false);
}

const toBeat = (moves: number, seconds: number) => en.toBeat(en.beatFigures(moves, `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`));

describe('sharing a deal with a friend', () => {
  let link = '';
  let seconds = 0;

  it('the Results of a win copy a link to the deal with the result to beat', async () => {
    await newGame(page, fixture.game, fixture.deal);
    await winFixture();
    await screenshot(page, 'share-results-390x844');
    await tap(page, await buttonCentre(page, 'share'));
    await toastShown(en.shareCopied);
    const { copied, shared } = await sent();
    expect(shared).toEqual([]);
    expect(copied).toHaveLength(1);
    link = copied[0]!;
    const m = new RegExp(`^${h.url.replace(/[.?]/g, '\\$&')}\\?game=${fixture.game}&deal=${fixture.deal}&beat=${WIN_MOVES}\\.(\\d+)$`).exec(link);
    expect(m, link).not.toBeNull();
    seconds = Number(m![1]);
    expect(h.errors).toEqual([]);
  });

  it('the link opens that deal with the result to beat under the bar, said to a screen reader', async () => {
    await openLink(new URL(link).search.slice(1));
    expect(await pageState(page)).toMatchObject({ game: fixture.game, moves: [] });
    expect((await labels()).map((l) => l.text)).toContain(en.tableTitle(gameDef(fixture.game).name, null, fixture.deal));
    await shownOnTable(toBeat(WIN_MOVES, seconds));
    expect(await page.evaluate(() => window.__suitcase!.announced())).toContain(toBeat(WIN_MOVES, seconds));
    await screenshot(page, 'share-to-beat-390x844');
    expect(h.errors).toEqual([]);
  });

  it("the table's Share button sends the link with the result it was dealt through the share sheet, and says so", async () => {
    await ways('sheet');
    await tap(page, await buttonCentre(page, 'hud:share'));
    await toastShown(en.shareDone);
    const { shared } = await sent();
    expect(shared).toEqual([{ title: 'Suitcase Solitaire', text: en.shareText(en.tableTitle(gameDef(fixture.game).name, null, fixture.deal), toBeat(WIN_MOVES, seconds)), url: link }]);
    expect(h.errors).toEqual([]);
  });

  it('with neither a share sheet nor a clipboard, the link is shown selected to copy by hand', async () => {
    // A deal of the player's own, on the table the link above opened.
    await newGame(page, 'lucky-fan', 77);
    await ways('none');
    await tap(page, await buttonCentre(page, 'hud:share'));
    await page.waitForSelector('#suitcase-dialog input');
    const field = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#suitcase-dialog input')!;
      return { value: input.value, from: input.selectionStart, to: input.selectionEnd, readOnly: input.readOnly, focused: document.activeElement === input };
    });
    const url = `${h.url}?game=lucky-fan&deal=77`;
    expect(field).toEqual({ value: url, from: 0, to: url.length, readOnly: true, focused: true });
    await screenshot(page, 'share-dialog-390x844');
    const close = (await page.locator('#suitcase-dialog button').boundingBox())!;
    await tap(page, { x: close.x + close.width / 2, y: close.y + close.height / 2 });
    await page.waitForFunction(() => document.getElementById('suitcase-dialog') === null);
    expect(h.errors).toEqual([]);
  });

  it('a win on the shared deal says the result to beat was beaten, in words on the screen at 12 px or more (German, the longest)', async () => {
    await openLink(`lang=de&game=${fixture.game}&deal=${fixture.deal}&beat=${WIN_MOVES + 1}.0`);
    await winFixture();
    const said = de.beatOutcome('beaten', de.beatFigures(WIN_MOVES + 1, '0:00'));
    // The words as read, however the Results broke them into lines.
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').includes(t)), said, { timeout: 10_000 });
    for (const l of await labels()) {
      expect(l.rect.x >= 0 && l.rect.x + l.rect.width <= PHONE.width, `"${l.text}" on the screen`).toBe(true);
      expect(l.size, `"${l.text}" at 12 px or more`).toBeGreaterThanOrEqual(12 - 0.01);
    }
    await screenshot(page, 'share-beaten-de-390x844');
    expect(h.errors).toEqual([]);
  });
});
