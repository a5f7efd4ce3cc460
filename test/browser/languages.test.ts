/**
 * Six languages at phone size: `?lang=en` and `?lang=de`, and each other language picked on the
 * settings screen, show the menu, a table, its More, settings and rules in that language (fewer
 * than a third of the labels left as English shows them), every label on the screen and none
 * overlapping another; the page's `lang` and the canvas's name follow. The
 * browser's language picks the language when the link names none, and the setting switches it
 * at the table. Screenshots (SCREENSHOTS=1): test-output/lang-<xx>-<screen>.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES, type Language } from '../../src/text/index.ts';
import { buttonCentre, idle, newGame, openGame, sceneIs } from './game.ts';
import { type Harness, type Rect, click, screenshot, startHarness } from './harness.ts';

const PHONE = { width: 390, height: 844 };
/** A wide table with a long title, and a game with a stock (the HUD says it all). */
const GAME = 'famous-fifty';

type Label = { text: string; rect: Rect };
type Screens = Record<string, Label[]>;

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

const labels = (page: Page): Promise<Label[]> => page.evaluate(() => window.__suitcase!.labels());

/**
 * The page of the language tested before, switched to `lang` on its settings screen as a player
 * does it, and back at the menu; else a page opened by a link in `lang`.
 */
async function pageIn(lang: Language, before: Page | null): Promise<Page> {
  if (!before || before.isClosed()) return openGame(h, { viewport: PHONE }, `&lang=${lang}`);
  await click(before, await buttonCentre(before, 'hud:options'));
  await sceneIs(before, 'panel');
  await click(before, await buttonCentre(before, 'settings'));
  await click(before, await buttonCentre(before, 'group:language'));
  await click(before, await buttonCentre(before, `setting:language=${lang}`));
  await before.keyboard.press('Escape');
  await sceneIs(before, 'table');
  await click(before, await buttonCentre(before, 'hud:menu'));
  return before;
}

/** Menu, table, the table's More, settings and a game's rules, each as its labels (and a screenshot). */
async function visit(lang: Language, before: Page | null = null): Promise<{ page: Page; screens: Screens; spoken: string }> {
  const page = await pageIn(lang, before);
  const screens: Screens = {};
  const take = async (name: string) => {
    screens[name] = await labels(page);
    await screenshot(page, `lang-${lang}-${name}`);
  };
  await sceneIs(page, 'menu');
  await take('menu');
  await newGame(page, GAME, 1);
  await take('table');
  // A draw, said in the live region for screen readers, once the deal has landed (the table takes no move while it deals).
  await idle(page);
  const saidBefore = await page.evaluate(() => window.__suitcase!.announcements().length);
  await page.keyboard.press('d');
  // The live region says it at the game's next step, after the move: the draw's words in the
  // language (a page that spoke another language before still holds its last words until then).
  const phrase = CATALOGUES[lang].drew('\u0000').split('\u0000').filter((part) => part !== '');
  // Any phrase said since: on a loaded machine the solver's note may be said right after the draw's.
  await page.waitForFunction(([parts, n]) => window.__suitcase!.state().moves.length > 0 && window.__suitcase!.announcements().slice(n).some((said) => parts.every((part) => said.includes(part))), [phrase, saidBefore] as const, { timeout: 20_000 }).catch(async (e: unknown) => {
    const seen = await page.evaluate((n) => ({ scene: window.__suitcase!.scene(), state: window.__suitcase!.state(), said: window.__suitcase!.announcements().slice(n - 3), focus: document.activeElement?.tagName, toast: window.__suitcase!.toast() }), saidBefore);
    throw new Error(`${lang}: no draw heard after d (${String(e)}): ${JSON.stringify(seen)}`);
  });
  const spoken = await page.evaluate(([parts, n]) => window.__suitcase!.announcements().slice(n).find((said) => parts.every((part) => said.includes(part)))!, [phrase, saidBefore] as const);
  await click(page, await buttonCentre(page, 'hud:options'));
  await sceneIs(page, 'panel');
  await take('more');
  await click(page, await buttonCentre(page, 'settings'));
  await take('settings');
  await page.keyboard.press('Escape');
  await sceneIs(page, 'table');
  await click(page, await buttonCentre(page, 'hud:options'));
  await sceneIs(page, 'panel');
  await click(page, await buttonCentre(page, 'rules'));
  await take('rules');
  await page.keyboard.press('Escape');
  await sceneIs(page, 'table');
  return { page, screens, spoken };
}

/** What the live region says for a draw is the language's phrase with the language's name of a card. */
function saysDraw(lang: (typeof LANGUAGES)[number], spoken: string): void {
  const c = CATALOGUES[lang];
  for (const part of c.drew('\u0000').split('\u0000')) expect(spoken).toContain(part);
  const names = Array.from({ length: 52 }, (_, i) => c.cardName((i % 13) + 1, Math.floor(i / 13)));
  expect(names.some((n) => spoken.includes(n)), `${lang}: "${spoken}" names a card`).toBe(true);
}

/** A label says words (not just figures, times or card symbols). */
const hasWords = (t: string): boolean => /\p{L}{2,}/u.test(t.replace(/[AJQK10][♠♥♦♣]/gu, ''));

function overlaps(a: Rect, b: Rect): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const hh = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 1 && hh > 1;
}

function misfits(list: Label[]): string[] {
  const out: string[] = [];
  list.forEach((l, i) => {
    const r = l.rect;
    if (r.x < -0.5 || r.y < -0.5 || r.x + r.width > PHONE.width + 0.5 || r.y + r.height > PHONE.height + 0.5) out.push(`"${l.text}" leaves the screen`);
    for (const m of list.slice(i + 1)) if (overlaps(r, m.rect)) out.push(`"${l.text}" overlaps "${m.text}"`);
  });
  return out;
}

let english: Screens;

describe('languages at phone size', () => {
  it('English: every label fits', async () => {
    const { page, screens, spoken } = await visit('en');
    english = screens;
    saysDraw('en', spoken);
    for (const [name, list] of Object.entries(screens)) expect(misfits(list), name).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.close();
  });

  // German, the longest words, by a link of its own; every other language on German's page, picked
  // on the settings screen (the scenes draw their words again in it).
  let before: Page | null = null;
  for (const lang of ['de', ...LANGUAGES.filter((l) => l !== 'en' && l !== 'de')] as const) {
    it(`${lang}: menu, table and panels in ${lang}, fewer than a third left in English, every label fits`, async () => {
      const { page, screens, spoken } = await visit(lang, before);
      before = page;
      saysDraw(lang, spoken);
      for (const [name, list] of Object.entries(screens)) {
        const worded = list.filter((l) => hasWords(l.text));
        const englishTexts = new Set(english[name]!.map((l) => l.text));
        const left = worded.filter((l) => englishTexts.has(l.text) && l.text !== CATALOGUES.en.appName);
        // Two texts at least (a panel's title and its words; its close is a cross, not a word).
        expect(worded.length, `${name} shows words`).toBeGreaterThanOrEqual(2);
        expect(left.length, `${name} left in English: ${left.map((l) => l.text).join(' | ')}`).toBeLessThan(worded.length / 3);
        expect(misfits(list), `${lang} ${name}`).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.evaluate(() => document.querySelector('canvas')!.getAttribute('aria-label'))).toBe(CATALOGUES[lang].canvasLabel);
      expect(h.errors).toEqual([]);
    });
  }

  it("follows the browser's language, and the setting switches it at the table", async () => {
    const context = await h.browser.newContext({ viewport: PHONE, locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto(`${h.url}?test=1&speed=instant`);
    await sceneIs(page, 'menu');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect((await labels(page)).map((l) => l.text)).toContain(CATALOGUES.de.settings);
    await newGame(page, GAME, 1);
    // The settings screen's Language tab: Español picked; the panel and the HUD follow at once.
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'settings'));
    await click(page, await buttonCentre(page, 'group:language'));
    await click(page, await buttonCentre(page, 'setting:language=es'));
    expect((await page.evaluate(() => window.__suitcase!.settings())).language).toBe('es');
    // The panel is drawn again in Spanish at the game's next step, the frame a player sees it in.
    const picked = `${CATALOGUES.es.settingNames.language} · Español`;
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text === t), picked, { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await sceneIs(page, 'table');
    const hud = (await labels(page)).map((l) => l.text);
    expect(hud).toContain(CATALOGUES.es.hud.undo);
    expect(hud).not.toContain(CATALOGUES.de.hud.undo);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // And it is kept: a reload without a link comes back in Spanish.
    await page.reload();
    await sceneIs(page, 'menu');
    expect((await labels(page)).map((l) => l.text)).toContain(CATALOGUES.es.settings);
    await context.close();
  });
});
