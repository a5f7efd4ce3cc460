/**
 * The one panel layout's other ways (test/browser/fit-*.test.ts check that every screen fits): a
 * panel's pages turned by a swipe, the mouse wheel and the keys, and the menu's by a swipe; a tap
 * or a click outside a panel closes it; the calendar as the player's region writes it (the week's first day,
 * the month's name, the chosen day's date); a toast clear of the controls of the screens it shows
 * over, and gone in its time.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../src/engine/daily.ts';
import { dateWords, monthTitle } from '../../src/text/dates.ts';
import { en } from '../../src/text/en.ts';
import { de } from '../../src/text/de.ts';
import { idle, newGame, openGame, sceneIs } from './game.ts';
import { type FitSize, challengesMade, check, eachPage, escapeTo, press, pressOnSomePage, shownOn, step } from './fit.ts';
import { type Harness, startHarness, touchDrag } from './harness.ts';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

/** The pager's "k of n", or null where the screen has one page. */
async function pageLabel(page: Page): Promise<string | null> {
  return (await shownOn(page)).labels.map((l) => l.text).find((t) => /^\d+ of \d+$/.test(t)) ?? null;
}

const turnedTo = (page: Page, said: string) => page.waitForFunction((s) => window.__suitcase!.labels().some((l) => l.text === s), said).then(() => step(page));

/** Lucky Fan's rules, opened from its page on the menu. */
async function rules(page: Page, size: FitSize): Promise<void> {
  await sceneIs(page, 'menu');
  await pressOnSomePage(page, size, 'more:lucky-fan');
  await sceneIs(page, 'panel');
  await pressOnSomePage(page, size, 'rules');
  await page.waitForFunction((title) => window.__suitcase!.labels().some((l) => l.text === title), en.rulesTitle('Lucky Fan'));
  await step(page);
}

describe('the panels', () => {
  it('on the smallest phone: a swipe turns the pages of the rules and of the menu, and a tap outside the panel closes it', async () => {
    const size: FitSize = { width: 240, height: 320, touch: true };
    const page = await openGame(h, { viewport: { width: 240, height: 320 }, touch: true });
    await sceneIs(page, 'menu');
    expect(await pageLabel(page)).toMatch(/^1 of \d$/);
    await touchDrag(page, { x: 120, y: 250 }, { x: 120, y: 150 });
    await turnedTo(page, en.pageOf(2, Number((await pageLabel(page))!.split(' of ')[1])));
    await touchDrag(page, { x: 120, y: 150 }, { x: 120, y: 250 });
    await turnedTo(page, en.pageOf(1, Number((await pageLabel(page))!.split(' of ')[1])));
    await rules(page, size);
    const pages = Number((await pageLabel(page))!.split(' of ')[1]);
    expect(pages).toBeGreaterThan(1);
    await touchDrag(page, { x: 120, y: 220 }, { x: 120, y: 120 });
    await turnedTo(page, en.pageOf(2, pages));
    await touchDrag(page, { x: 60, y: 180 }, { x: 180, y: 180 });
    await turnedTo(page, en.pageOf(1, pages));
    await touchDrag(page, { x: 180, y: 180 }, { x: 60, y: 180 });
    await turnedTo(page, en.pageOf(2, pages));
    await check(page, size, 'the rules turned by a swipe', 'panel');
    // The frame leaves a sliver of the screen round it: a tap there closes the panel.
    const frameLeft = Math.min(...(await shownOn(page)).buttons.map((b) => b.rect.x));
    expect(frameLeft).toBeGreaterThan(2);
    await page.touchscreen.tap(1, 160);
    await sceneIs(page, 'menu');
    expect(h.errors).toEqual([]);
  });

  it('on a 32:9 desktop: the wheel, Home, End and Page Up turn the pages of the trophies, Esc closes, a click outside closes', async () => {
    const size: FitSize = { width: 1280, height: 360, touch: false };
    const page = await openGame(h, { viewport: { width: 1280, height: 360 } });
    await sceneIs(page, 'menu');
    await press(page, size, 'trophies');
    await sceneIs(page, 'panel');
    const pages = Number((await pageLabel(page))?.split(' of ')[1]);
    expect(pages).toBeGreaterThan(1);
    await page.mouse.move(640, 180);
    await page.mouse.wheel(0, 120);
    await turnedTo(page, en.pageOf(2, pages));
    await page.keyboard.press('Home');
    await turnedTo(page, en.pageOf(1, pages));
    await page.keyboard.press('End');
    await turnedTo(page, en.pageOf(pages, pages));
    await page.keyboard.press('PageUp');
    await turnedTo(page, en.pageOf(pages - 1, pages));
    await check(page, size, 'the trophies turned by the keys', 'panel');
    await escapeTo(page, 'menu');
    await press(page, size, 'settings');
    await sceneIs(page, 'panel');
    await page.mouse.click(4, 180);
    await sceneIs(page, 'menu');
    expect(h.errors).toEqual([]);
  });
});

describe('the calendar', () => {
  const month = todayIso(new Date()).slice(0, 7);

  /** The daily place opened from the menu, its month on its first page where it fits there; its words. */
  async function calendar(page: Page, size: FitSize): Promise<string[]> {
    await sceneIs(page, 'menu');
    await press(page, size, 'daily');
    await sceneIs(page, 'panel');
    return (await shownOn(page)).labels.map((l) => l.text);
  }

  it("reads as the player's region writes it: Monday first in Britain, Sunday first in the United States, German words in Germany", async () => {
    const size: FitSize = { width: 1024, height: 768, touch: true };
    for (const [locale, first, lang] of [['en-GB', 'Mon', en], ['en-US', 'Sun', en], ['de-DE', 'Mo', de]] as const) {
      const page = await openGame(h, { viewport: { width: 1024, height: 768 }, touch: true, locale });
      const words = await calendar(page, size);
      expect(words, locale).toContain(monthTitle(month, locale));
      const days = words.filter((w) => /^\S{1,3}\.?$/.test(w) && !/^\d+$/.test(w));
      expect(days[0], `${locale}: ${days.join(' ')}`).toBe(first);
      expect(days, locale).toHaveLength(7);
      const chosen = lang.challengeDay(dateWords(todayIso(new Date()), locale), 0).split(':')[0]!;
      expect(words.some((w) => w.startsWith(chosen)), `${locale}: ${chosen}`).toBe(true);
      await check(page, size, `the calendar in ${locale}`, 'panel');
    }
    expect(h.errors).toEqual([]);
  });

  it("gives every day a finger's cell on a phone 360 px wide; narrower, the month drawn small and the day's buttons under it", async () => {
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    for (const [width, height, touchDays] of [[360, 640, true], [255, 500, false]] as const) {
      const size: FitSize = { width, height, touch: true };
      const page = await openGame(h, { viewport: { width, height }, touch: true });
      await calendar(page, size);
      // The place draws itself again once the day's challenges are made, with another count of
      // pages: walked before then, the month's page may not be there yet.
      await challengesMade(page, size);
      // The daily place may take pages: the month is on one of them.
      const ids = new Set<string>();
      await eachPage(page, size, async () => {
        await check(page, size, 'the calendar', 'panel');
        for (const b of (await shownOn(page)).buttons) ids.add(b.id);
      });
      expect([...ids].filter((id) => id.startsWith(`day:${month}`)), `${width}x${height}`).toHaveLength(touchDays ? days : 0);
      if (!touchDays) expect([...ids]).toEqual(expect.arrayContaining(['day:prev', 'day:next']));
    }
    expect(h.errors).toEqual([]);
  });
});

describe('a toast', () => {
  it('keeps clear of the controls of every screen it shows over, and is gone in its time', async () => {
    const size: FitSize = { width: 390, height: 844, touch: true };
    const page = await openGame(h, { viewport: { width: 390, height: 844 }, touch: true });
    await newGame(page, 'lucky-fan', 1);
    await idle(page);
    await page.keyboard.press('h');
    await page.waitForFunction(() => window.__suitcase!.toast() !== null, null, { timeout: 30_000 });
    await check(page, size, 'a hint on the table', 'table');
    await press(page, size, 'hud:options');
    await sceneIs(page, 'panel');
    await check(page, size, "the table's More under the hint", 'panel');
    await escapeTo(page, 'table');
    await check(page, size, 'the table again under the hint', 'table');
    // A hint's words stay 5 s: gone well within 8.
    await page.waitForFunction(() => window.__suitcase!.toast() === null, null, { timeout: 8_000 });
    expect(h.errors).toEqual([]);
  });
});
