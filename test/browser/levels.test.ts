/**
 * The level chooser says what each choice gives: Play of a game, tapped or clicked as a player
 * would, opens it, and beside (or, in a narrow panel, under) each of Any deal, Easy, Medium and
 * Hard stands its line of the page's language, in English and in German, on a phone, a portal's
 * screen and a desktop, every page of it fitting the screen (test/browser/fit.ts). Any deal's line
 * follows "winnable deals only": a deal that can be won while it is on, a shuffle that may not be
 * when it is off. A level's button still deals a deal of that level. Screenshots (SCREENSHOTS=1):
 * test-output/levels-<lang>-<w>x<h>.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDef } from '../../src/engine/index.ts';
import { LEVELS } from '../../src/engine/winnable/level.ts';
import { CATALOGUES, type Language } from '../../src/text/index.ts';
import { type FitSize, checkPages, nameOf, press, pressOnSomePage, shownOn, step } from './fit.ts';
import { openGame, sceneIs } from './game.ts';
import { type Harness, type Rect, screenshot, startHarness, storedBefore } from './harness.ts';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

const CHOICES = ['any', ...LEVELS] as const;
type Choice = (typeof CHOICES)[number];

/** Where a choice's line stands: beside its button (its middle within the button's height, right of it) or just under it. */
function besideOrUnder(note: Rect, button: Rect): boolean {
  const mid = note.y + note.height / 2;
  const beside = note.x >= button.x + button.width && mid > button.y && mid < button.y + button.height;
  const under = note.y >= button.y + button.height - 1 && note.y <= button.y + button.height + 12 && note.x < button.x + button.width && note.x + note.width > button.x;
  return beside || under;
}

const flat = (t: string): string => t.replace(/\s+/g, ' ').trim();

/**
 * Opens `game`'s chooser from the menu by its Play button, then reads each choice's button and the
 * words beside it, on whichever page of the chooser it shows; returns the line found for each.
 */
async function chooserLines(page: Page, size: FitSize, game: string): Promise<Record<Choice, string>> {
  await sceneIs(page, 'menu');
  await pressOnSomePage(page, size, `play:${game}`);
  await sceneIs(page, 'panel');
  await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id.startsWith('level:')));
  await checkPages(page, size, `${game}'s levels`, 'panel');
  const found = {} as Record<Choice, string>;
  for (const choice of CHOICES) {
    const id = `level:${choice}`;
    // On a screen too short for them all, the choice is on a later page: turned to with Next.
    for (let turns = 0; turns < 4 && !(await shownOn(page)).buttons.some((b) => b.id === id); turns++) {
      await press(page, size, 'page:next');
      await step(page);
    }
    const shown = await shownOn(page);
    const button = shown.buttons.find((b) => b.id === id);
    expect(button, `${nameOf(size)}: the button ${id}`).toBeDefined();
    const near = shown.labels.filter((l) => besideOrUnder(l.rect, button!.rect));
    expect(near.length, `${nameOf(size)}: words beside ${id}`).toBeGreaterThan(0);
    found[choice] = near.map((l) => flat(l.text)).join(' ');
  }
  return found;
}

const SIZES: readonly FitSize[] = [
  { width: 390, height: 844, touch: true },
  { width: 800, height: 450, touch: false, lang: 'de' },
  { width: 1920, height: 1080, touch: false },
  { width: 240, height: 320, touch: true, lang: 'de' },
];

describe('the level chooser', () => {
  for (const size of SIZES) {
    const lang: Language = size.lang ?? 'en';
    const words = CATALOGUES[lang];
    it(`${nameOf(size)}: says what each choice gives, beside its button`, async () => {
      const page = await openGame(h, { viewport: { width: size.width, height: size.height }, touch: size.touch }, size.lang === undefined ? '' : `&lang=${size.lang}`);
      const lines = await chooserLines(page, size, 'fortunes-favor');
      expect(lines).toEqual({ any: words.levelNotes.anyWinnable, easy: words.levelNotes.easy, medium: words.levelNotes.medium, hard: words.levelNotes.hard });
      await screenshot(page, `levels-${lang}-${size.width}x${size.height}`);
      expect(h.errors).toEqual([]);
    });
  }

  it('says Any deal may not be winnable while "winnable deals only" is off', async () => {
    const size: FitSize = { width: 390, height: 844, touch: true };
    const page = await openGame(h, { viewport: { width: size.width, height: size.height }, touch: true, initScript: storedBefore({ 'suitcase:settings': { winnableOnly: false } }) });
    const lines = await chooserLines(page, size, 'waxing-moon');
    expect(lines.any).toBe(CATALOGUES.en.levelNotes.anyShuffled);
    expect(lines.easy).toBe(CATALOGUES.en.levelNotes.easy);
    await screenshot(page, 'levels-en-winnable-off-390x844');
    expect(h.errors).toEqual([]);
  });

  it('deals a deal of the level tapped, named for it, in German', async () => {
    const size: FitSize = { width: 390, height: 844, touch: true, lang: 'de' };
    const page = await openGame(h, { viewport: { width: size.width, height: size.height }, touch: true }, '&lang=de');
    await chooserLines(page, size, 'fortunes-favor');
    await press(page, size, 'level:hard');
    await page.waitForFunction(() => window.__suitcase!.scene() === 'table' && window.__suitcase!.state().moves.length === 0, null, { timeout: 60_000 });
    const de = CATALOGUES.de;
    const english = gameDef('fortunes-favor').name;
    // The title says the deal's number after the level: all before it is what is known.
    const title = de.levelTitle(de.texts[english] ?? english, de.levels.hard, 0).replace(/0$/, '');
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').includes(t)), title, { timeout: 60_000 });
    expect(h.errors).toEqual([]);
  });
});
