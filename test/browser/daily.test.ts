/**
 * The menu's one daily place, as a player meets it, with the page's clock set to 5 December 2026:
 * its tile opens today's daily deal of every game and the month of challenges together, at
 * 800x450, 390x844 and 1920x1080 (every screen fits: test/browser/fit.ts), and a daily deal
 * dealt from it is today's; a later day of the month is drawn locked and, chosen by a tap, a
 * click or the keys, says when it opens and offers nothing to start; a past day's challenge is
 * dealt. Screenshots (SCREENSHOTS=1): test-output/daily-*.png and the fit-page-daily-place-* pages.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesOn } from '../../src/engine/challenges/make.ts';
import { dailyDealNumber } from '../../src/engine/daily.ts';
import { GAME_IDS, dealToJson, gameDef, numberedDeal } from '../../src/engine/index.ts';
import { dateWords } from '../../src/text/dates.ts';
import { en } from '../../src/text/en.ts';
import { idle, pageState, sceneIs } from './game.ts';
import { type FitSize, challengesMade, checkPages, eachPage, press, pressOnSomePage, shownOn, step } from './fit.ts';
import { type Harness, type Rect, screenPixels, screenshot, startHarness } from './harness.ts';

const TODAY = '2026-12-05';
const SIZES: readonly FitSize[] = [{ width: 800, height: 450, touch: false }, { width: 390, height: 844, touch: true }, { width: 1920, height: 1080, touch: false }];
const PHONE = SIZES[1]!;
const DESKTOP = SIZES[2]!;

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

const nameOf = (s: FitSize): string => `${s.width}x${s.height}`;

/** The game at `size`, its clock fixed at noon on TODAY (the timers run on), on the menu. */
async function menuAt(size: FitSize): Promise<Page> {
  const page = await h.open('', { viewport: { width: size.width, height: size.height }, touch: size.touch });
  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
  await page.goto(`${h.url}?test=1&speed=instant`);
  await sceneIs(page, 'menu');
  return page;
}

/** The daily place opened from the menu's tile, its day's challenges made. */
async function openDaily(page: Page, size: FitSize): Promise<void> {
  await press(page, size, 'daily');
  await sceneIs(page, 'panel');
  await challengesMade(page, size);
}

/** The ids of the buttons on every page of the panel showing. */
async function everyButton(page: Page, size: FitSize): Promise<Set<string>> {
  const ids = new Set<string>();
  await eachPage(page, size, async () => { for (const b of (await shownOn(page)).buttons) ids.add(b.id); });
  return ids;
}

/** The region's way of writing a date in the page (its browser's English tag). */
const tagOf = (page: Page): Promise<string> => page.evaluate(() => navigator.languages.find((t) => t.toLowerCase().split(/[-_]/)[0] === 'en') ?? 'en');

const says = (page: Page, words: string) => page.waitForFunction((w) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').includes(w)), words, { timeout: 10_000 });

const challengeButtons = (page: Page) => page.evaluate(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('challenge:')).length);

/** Pixels of the padlock's grey inside `r`. */
async function lockGrey(page: Page, r: Rect): Promise<number> {
  const { data } = await screenPixels(page, { x: Math.floor(r.x), y: Math.floor(r.y), width: Math.ceil(r.width), height: Math.ceil(r.height) });
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 0x93) < 14 && Math.abs(data[i + 1]! - 0xa8) < 14 && Math.abs(data[i + 2]! - 0x9d) < 14) n++;
  return n;
}

/** The lower part of a calendar day's cell, where its stars or its padlock are drawn. */
const footOf = (r: Rect): Rect => ({ x: r.x + 4, y: r.y + r.height * 0.6, width: r.width - 8, height: r.height * 0.32 });

describe('the daily place while its challenges are made', () => {
  for (const size of [SIZES[0]!, PHONE]) {
    it(`at ${nameOf(size)}: keeps every button where it was when the day's challenges arrive, so a press aimed before lands on it`, async () => {
      // The solver's worker is held back until the place has drawn itself: its challenges arrive after, as on a slow device.
      let letWorkerLoad = (): void => undefined;
      const held = new Promise<void>((done) => { letWorkerLoad = done; });
      const page = await h.open('', { viewport: { width: size.width, height: size.height }, touch: size.touch });
      await page.route('**/solver-worker*', async (route) => { await held; await route.continue(); });
      await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
      await page.goto(`${h.url}?test=1&speed=instant`);
      await sceneIs(page, 'menu');
      await press(page, size, 'daily');
      await sceneIs(page, 'panel');
      const before = await shownOn(page);
      expect(before.labels.some((l) => l.text.replace(/\s+/g, ' ').includes(en.findingChallenges)), 'the challenges still being made').toBe(true);
      await screenshot(page, `daily-making-${nameOf(size)}`);
      letWorkerLoad();
      await challengesMade(page, size);
      await step(page);
      const after = await shownOn(page);
      await screenshot(page, `daily-made-${nameOf(size)}`);
      const placed = (s: typeof before) => Object.fromEntries(s.buttons.filter((b) => !b.id.startsWith('challenge:')).map((b) => [b.id, b.rect]));
      expect(Object.keys(placed(before)).some((id) => id.startsWith('daily:')), 'a deal button on the first page').toBe(true);
      expect(placed(after)).toEqual(placed(before));
      expect(h.errors).toEqual([]);
    }, 90_000);
  }
});

describe('the daily place', () => {
  for (const size of SIZES) {
    it(`at ${nameOf(size)}: the menu's tile opens today's daily deals and the month's challenges together, and a daily deal dealt from it is today's`, async () => {
      const page = await menuAt(size);
      await screenshot(page, `daily-menu-${nameOf(size)}`);
      await openDaily(page, size);
      await screenshot(page, `daily-place-${nameOf(size)}`);
      await checkPages(page, size, 'daily place', 'panel');
      const ids = await everyButton(page, size);
      for (const game of GAME_IDS) expect(ids, `${nameOf(size)}: ${game}'s daily deal`).toContain(`daily:${game}`);
      for (const k of [1, 2, 3]) expect(ids, `${nameOf(size)}: today's challenge ${k}`).toContain(`challenge:${k}`);
      for (let d = 1; d <= 31; d++) expect(ids, nameOf(size)).toContain(`day:2026-12-${String(d).padStart(2, '0')}`);
      const game = GAME_IDS[GAME_IDS.length - 1]!;
      await pressOnSomePage(page, size, `daily:${game}`);
      await sceneIs(page, 'table');
      await idle(page);
      const dealt = await pageState(page);
      expect(dealt.deal).toEqual(dealToJson(numberedDeal(game, dailyDealNumber(game, TODAY))));
      expect(dealt.moves).toEqual([]);
      const title = en.tableTitle(gameDef(game).name, TODAY, dailyDealNumber(game, TODAY));
      expect((await shownOn(page)).labels.map((l) => l.text)).toContain(title);
      expect(h.errors).toEqual([]);
    }, 90_000);
  }

  it('a later day is drawn locked; a tap on it starts nothing and says when it opens, tomorrow too; a past day\'s challenge is dealt', async () => {
    const page = await menuAt(PHONE);
    await openDaily(page, PHONE);
    const tag = await tagOf(page);
    const cells = Object.fromEntries((await shownOn(page)).buttons.filter((b) => b.id.startsWith('day:')).map((b) => [b.id.slice(4), b.rect]));
    // The padlock where a later day's stars go; none under today or a past day.
    for (const day of ['2026-12-06', '2026-12-07', '2026-12-31']) expect(await lockGrey(page, footOf(cells[day]!)), `${day}'s padlock`).toBeGreaterThan(8);
    for (const day of ['2026-12-01', TODAY]) expect(await lockGrey(page, footOf(cells[day]!)), `no padlock on ${day}`).toBeLessThan(3);

    for (const [day, wait] of [['2026-12-07', 2], ['2026-12-06', 1]] as const) {
      // Twice: a tap on the later day chosen is no more of a start than the first.
      for (let taps = 0; taps < 2; taps++) {
        await press(page, PHONE, `day:${day}`);
        await says(page, en.dayOpens(dateWords(day, tag), wait));
        await step(page);
        expect(await challengeButtons(page), day).toBe(0);
        expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('panel');
      }
    }
    await screenshot(page, 'daily-locked-390x844');
    expect(en.dayOpens(dateWords('2026-12-06', tag), 1)).toMatch(/^Opens tomorrow/);

    // A past day: its challenges are there to play.
    const past = '2026-12-02';
    const shortest = challengesOn(past).reduce((a, b) => (b.line.length < a.line.length ? b : a));
    await press(page, PHONE, `day:${past}`);
    await says(page, en.challengeDay(dateWords(past, tag), 0));
    await page.waitForFunction(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('challenge:')).length === 3, null, { timeout: 30_000 });
    await step(page);
    await pressOnSomePage(page, PHONE, `challenge:${shortest.slot + 1}`);
    await sceneIs(page, 'table');
    await idle(page);
    expect((await pageState(page)).deal).toEqual(dealToJson(shortest.deal));
    expect((await shownOn(page)).labels.map((l) => l.text).some((t) => t.includes(en.challengeTitle(gameDef(shortest.game).name, shortest.slot + 1)))).toBe(true);
    expect(h.errors).toEqual([]);
  }, 90_000);

  it('by the keys and the mouse: a later day the keyboard reaches is heard as locked, and Enter or a click on it starts nothing', async () => {
    const page = await menuAt(DESKTOP);
    await openDaily(page, DESKTOP);
    const tag = await tagOf(page);
    const later = '2026-12-20';
    const locked = en.dayOpens(dateWords(later, tag), 15);
    // Tab walks the buttons; each one reached is said.
    let heard = '';
    for (let i = 0; i < 60 && !heard.startsWith(locked); i++) {
      await page.keyboard.press('Tab');
      heard = await page.evaluate(() => window.__suitcase!.announced());
    }
    expect(heard).toContain(locked);
    await page.keyboard.press('Enter');
    await says(page, locked);
    await step(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    await step(page);
    expect(await challengeButtons(page)).toBe(0);
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('panel');
    await press(page, DESKTOP, `day:${later}`);
    await step(page);
    expect(await challengeButtons(page)).toBe(0);
    await screenshot(page, 'daily-locked-1920x1080');
    // Today again by a click: its challenges are back.
    await press(page, DESKTOP, `day:${TODAY}`);
    await page.waitForFunction(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('challenge:')).length === 3, null, { timeout: 30_000 });
    expect(h.errors).toEqual([]);
  }, 90_000);
});
