/**
 * Every screen at every size (test/browser/fit-*.test.ts): one page a size, turned from screen to
 * screen as a player goes, and on each screen (each page of a paged panel) what is drawn is read
 * through the test hook and checked: every button and word inside the screen, no two buttons
 * overlapping, no words over other words nor half over a button, no words under the size's least,
 * every button a finger's 44 px, a toast clear of every button, the rules' pictures on the screen
 * and clear of words, buttons and each other, a page dialog on the screen with its buttons in sight.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, type Catalogue, type Language } from '../../src/text/index.ts';
import { legalMoves, moveText } from '../../src/engine/index.ts';
import { SHORT_LOSS } from './adapters.ts';
import { buttonCentre, engineState, idle, newGame, pageState, sceneIs } from './game.ts';
import { type Harness, type OpenOptions, type Rect, screenshot, startHarness } from './harness.ts';
import { openGame } from './game.ts';

export interface FitSize {
  readonly width: number;
  readonly height: number;
  /** A phone's or a tablet's: worked by touch. */
  readonly touch: boolean;
  /** The language the page is in (a link's `?lang=`); English when not said. */
  readonly lang?: Language;
}

/** The sizes portals test their games at (DPR 1): no text under 12 px there. */
const PORTAL = new Set(['800x450', '907x510', '1080x607', '1216x684']);

const sizeOf = (s: FitSize): string => `${s.width}x${s.height}`;
export const nameOf = (s: FitSize): string => `${sizeOf(s)}${s.lang === undefined ? '' : ` ${s.lang}`}`;
/** The least size of words at a size: 12 px at a portal's sizes, 10 elsewhere. */
export const leastText = (s: FitSize): number => (PORTAL.has(sizeOf(s)) ? 12 : 10);
/** The words of the page's language. */
const wordsOf = (s: FitSize): Catalogue => CATALOGUES[s.lang ?? 'en'];

export interface Shown {
  readonly scene: string;
  readonly buttons: { id: string; rect: Rect }[];
  readonly labels: { text: string; rect: Rect; size: number }[];
  readonly toast: { text: string; rect: Rect } | null;
  readonly cards: Rect[];
  /** The rules' pictures (README, "Test hook": `figures()`). */
  readonly figures: { kind: string; rect: Rect }[];
}

export const shownOn = (page: Page): Promise<Shown> => page.evaluate(() => {
  const h = window.__suitcase!;
  return { scene: h.scene(), buttons: h.buttons(), labels: h.labels(), toast: h.toast(), cards: h.cards().map((c) => c.rect), figures: h.figures().map((f) => ({ kind: f.kind, rect: f.rect })) };
});

/** Overlap of two rectangles by more than a pixel each way. */
const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
/** `a` inside `b`, to a pixel. */
const inside = (a: Rect, b: Rect): boolean => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
const short = (t: string): string => JSON.stringify(t.length > 32 ? `${t.slice(0, 30)}…` : t);

/** Everything wrong with a screen `s` at size `size`, in words. */
export function faults(s: Shown, size: FitSize): string[] {
  const screen = { x: 0, y: 0, width: size.width, height: size.height };
  const least = leastText(size);
  const out: string[] = [];
  s.buttons.forEach((a, i) => {
    if (!inside(a.rect, screen)) out.push(`${a.id} off the screen`);
    if (Math.min(a.rect.width, a.rect.height) < 43.5) out.push(`${a.id} ${a.rect.width.toFixed(0)}x${a.rect.height.toFixed(0)}, under 44 px`);
    for (const b of s.buttons.slice(i + 1)) if (overlaps(a.rect, b.rect) && !(inside(a.rect, b.rect) || inside(b.rect, a.rect))) out.push(`${a.id} overlaps ${b.id}`);
  });
  s.labels.forEach((a, i) => {
    if (!inside(a.rect, screen)) out.push(`${short(a.text)} off the screen`);
    if (a.size < least - 0.05) out.push(`${short(a.text)} at ${a.size.toFixed(1)} px`);
    for (const b of s.labels.slice(i + 1)) if (overlaps(a.rect, b.rect)) out.push(`${short(a.text)} over ${short(b.text)}`);
    for (const b of s.buttons) if (overlaps(a.rect, b.rect) && !inside(a.rect, b.rect)) out.push(`${short(a.text)} half over ${b.id}`);
  });
  for (const c of s.cards) if (!inside(c, screen)) out.push(`a card at ${c.x.toFixed(0)},${c.y.toFixed(0)} off the screen`);
  s.figures.forEach((f, i) => {
    if (!inside(f.rect, screen)) out.push(`the rules' ${f.kind} picture off the screen`);
    for (const l of s.labels) if (overlaps(f.rect, l.rect)) out.push(`the rules' ${f.kind} picture under ${short(l.text)}`);
    for (const b of s.buttons) if (overlaps(f.rect, b.rect)) out.push(`the rules' ${f.kind} picture under ${b.id}`);
    for (const o of s.figures.slice(i + 1)) if (overlaps(f.rect, o.rect)) out.push(`the rules' ${f.kind} picture over the ${o.kind} one`);
  });
  if (s.toast) {
    if (!inside(s.toast.rect, screen)) out.push(`the toast ${short(s.toast.text)} off the screen`);
    for (const b of s.buttons) if (overlaps(s.toast.rect, b.rect)) out.push(`the toast ${short(s.toast.text)} over ${b.id}`);
  }
  return out;
}

/** Checks the screen showing, which must be `scene`. */
export async function check(page: Page, size: FitSize, where: string, scene?: string): Promise<Shown> {
  const s = await shownOn(page);
  if (scene !== undefined) expect(s.scene, `${nameOf(size)} ${where}`).toBe(scene);
  expect(faults(s, size), `${nameOf(size)} ${where}`).toEqual([]);
  // A panel's close cross is on every page of it.
  if (s.scene === 'panel') expect(s.buttons.map((b) => b.id), `${nameOf(size)} ${where}`).toContain('close');
  return s;
}

/** The page of a paged panel showing, [page, pages] (1-based), or null where it has one page. */
async function pageOf(page: Page, size: FitSize): Promise<[number, number] | null> {
  const s = await shownOn(page);
  if (!s.buttons.some((b) => b.id === 'page:next')) return null;
  // "2 of 3" in the page's language.
  const said = new RegExp(`^${wordsOf(size).pageOf(1111, 2222).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('1111', '(\\d+)').replace('2222', '(\\d+)')}$`);
  for (const l of s.labels) {
    const m = said.exec(l.text);
    if (m) return [Number(m[1]), Number(m[2])];
  }
  return null;
}

/** A press of button `id` by finger or mouse, at its centre. */
export async function press(page: Page, size: FitSize, id: string): Promise<void> {
  const at = await buttonCentre(page, id);
  if (size.touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Waits for the next game step: a press's redraw is on the screen. */
export const step = (page: Page): Promise<void> => page.evaluate(() => window.__suitcase!.step());

/**
 * Turns to the next page with Next and waits for it. The calendar draws itself again when the
 * worker has made the day's challenges, and a tap that lands while it does so is lost: Next is
 * pressed again then (never more than twice more), as a player would. The drawing again may also
 * change how many pages there are: the page "k of n" gone is a turn too, and the caller reads where it is.
 */
async function nextPage(page: Page, size: FitSize, [k, n]: [number, number]): Promise<void> {
  const words = wordsOf(size);
  const [next, now] = [words.pageOf((k % n) + 1, n), words.pageOf(k, n)];
  const turned = (): Promise<boolean> => page.evaluate(([s, was]) => {
    const texts = window.__suitcase!.labels().map((l) => l.text);
    return texts.includes(s) || (texts.length > 0 && !texts.includes(was));
  }, [next, now] as const);
  for (let tries = 0; tries < 3 && !(await turned()); tries++) {
    await press(page, size, 'page:next');
    await page.waitForFunction(([s, was]) => {
      const texts = window.__suitcase!.labels().map((l) => l.text);
      return texts.includes(s) || (texts.length > 0 && !texts.includes(was));
    }, [next, now] as const, { timeout: 10_000 }).catch(() => undefined);
  }
  expect(await turned(), `Next turns to ${next}`).toBe(true);
  await step(page);
}

/**
 * Visits every page of the panel (or screen) showing, from the one showing round to it again
 * (`visit` gets each page's number and the count); returns how many there are. Where the panel
 * draws itself again with another count of pages, the walk starts again from the page it shows.
 */
export async function eachPage(page: Page, size: FitSize, visit: (k: number, n: number) => Promise<void>): Promise<number> {
  for (let walks = 0; ; walks++) {
    const at = await pageOf(page, size);
    if (!at) {
      await visit(1, 1);
      return 1;
    }
    const [first, n] = at;
    let whole = true;
    for (let i = 0; i < n && whole; i++) {
      const k = ((first + i - 1) % n) + 1;
      await visit(k, n);
      await nextPage(page, size, [k, n]);
      const now = await pageOf(page, size);
      whole = now !== null && now[1] === n && now[0] === (k % n) + 1;
    }
    if (whole) return n;
    expect(walks, 'the pages keep their count while walked').toBeLessThan(3);
  }
}

/** Checks every page of the panel (or screen) showing (with SCREENSHOTS=1, a screenshot of each); returns how many there are. */
export function checkPages(page: Page, size: FitSize, where: string, scene?: string): Promise<number> {
  return eachPage(page, size, async (k, n) => {
    await check(page, size, n > 1 ? `${where}, page ${k} of ${n}` : where, scene);
    await screenshot(page, `fit-page-${where.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${k}-${nameOf(size).replace(' ', '-')}`);
  });
}

/** The day's challenges are made by the worker, and the panel draws them once they are: no page of it says it is making them. */
export async function challengesMade(page: Page, size: FitSize): Promise<void> {
  const end = Date.now() + 30_000;
  for (;;) {
    const texts: string[] = [];
    await eachPage(page, size, async () => { texts.push(...(await shownOn(page)).labels.map((l) => l.text)); });
    if (!texts.some((t) => t.includes(wordsOf(size).findingChallenges))) return;
    expect(Date.now(), "the day's challenges made within 30 s").toBeLessThan(end);
    await page.waitForTimeout(250);
  }
}

/** Presses `id`, turning the pages with Next until it shows. */
export async function pressOnSomePage(page: Page, size: FitSize, id: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    if ((await shownOn(page)).buttons.some((b) => b.id === id)) return press(page, size, id);
    const at = await pageOf(page, size);
    if (!at) break;
    await nextPage(page, size, at);
  }
  await press(page, size, id);
}

/**
 * Presses `id` (on whatever page of the panel has it) until a page dialog opens: a press that lands
 * while the panel draws itself again (its group opened, a toast placed) finds no button under it.
 */
async function pressUntilDialog(page: Page, size: FitSize, id: string): Promise<void> {
  for (let tries = 1; ; tries++) {
    await pressOnSomePage(page, size, id);
    try {
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      return;
    } catch (e) {
      if (tries >= 3) throw e;
    }
  }
}

/** Closes the panel showing with Escape and waits for `under` to show again. */
export async function escapeTo(page: Page, under: string): Promise<void> {
  await page.keyboard.press('Escape');
  await sceneIs(page, under);
}

/**
 * The page's dialog: on the screen, its words 12 px or more, its buttons a finger's height, those
 * that close it (a row kept at its foot) in sight and apart; the others, where the dialog is taller
 * than the screen, scroll under that row.
 */
export async function checkDialog(page: Page, size: FitSize, where: string): Promise<void> {
  const d = await page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('#suitcase-dialog [role="dialog"]');
    if (!box) return null;
    const r = (el: Element) => { const b = el.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height }; };
    const sizes = [...box.querySelectorAll('*')].filter((el) => el.childNodes.length > 0 && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== '')).map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const buttons = [...box.querySelectorAll('button')].filter((b) => !b.hidden);
    const kept = (b: Element) => b.parentElement !== null && getComputedStyle(b.parentElement).position === 'sticky';
    return { box: r(box), buttons: buttons.filter(kept).map((b) => ({ text: b.textContent, rect: r(b) })), others: buttons.filter((b) => !kept(b)).map((b) => ({ text: b.textContent, rect: r(b) })), least: Math.min(...sizes) };
  });
  expect(d, `${nameOf(size)} ${where}: a dialog`).not.toBeNull();
  const screen = { x: 0, y: 0, width: size.width, height: size.height };
  const out: string[] = [];
  if (!inside(d!.box, screen)) out.push('the dialog off the screen');
  if (d!.least < 12) out.push(`words at ${d!.least} px`);
  expect(d!.buttons.length, `${nameOf(size)} ${where}: buttons that close it`).toBeGreaterThan(0);
  d!.buttons.forEach((b, i) => {
    if (!inside(b.rect, d!.box)) out.push(`${b.text} out of sight`);
    for (const o of d!.buttons.slice(i + 1)) if (overlaps(b.rect, o.rect)) out.push(`${b.text} overlaps ${o.text}`);
  });
  for (const b of [...d!.buttons, ...d!.others]) if (b.rect.height < 43.5) out.push(`${b.text} ${b.rect.height.toFixed(0)} px tall`);
  expect(out, `${nameOf(size)} ${where}`).toEqual([]);
}

const WIN = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: string; deal: number; moves: string[] };

/** Screenshots of the screens a reviewer looks at, written on every run at these sizes. */
const SHOTS = new Set(['800x450', '844x390', '1920x1080']);

async function shot(page: Page, size: FitSize, what: string): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => { done(); }))));
  await screenshot(page, `fit-${what}-${nameOf(size).replace(' ', '-')}`, { always: SHOTS.has(nameOf(size)) });
}

/** The menu, the settings' groups, the trophies and the challenges' month, each on every page. */
async function menuAndPanels(page: Page, size: FitSize): Promise<void> {
  await sceneIs(page, 'menu');
  await checkPages(page, size, 'menu', 'menu');
  await shot(page, size, 'menu');
  await press(page, size, 'settings');
  await sceneIs(page, 'panel');
  for (const group of ['cards', 'table', 'play', 'progress', 'language'] as const) {
    await pressOnSomePage(page, size, `group:${group}`);
    await page.waitForFunction((said) => window.__suitcase!.announced() === said, wordsOf(size).groupSpoken(wordsOf(size).settingGroups[group], true));
    await step(page);
    await checkPages(page, size, `settings: ${group}`, 'panel');
  }
  // The progress code to copy and the one to paste: page dialogs, their buttons in sight however small the screen.
  for (const id of ['export', 'import'] as const) {
    await pressOnSomePage(page, size, 'group:progress');
    await page.waitForFunction((said) => window.__suitcase!.announced() === said, wordsOf(size).groupSpoken(wordsOf(size).settingGroups.progress, true));
    await pressUntilDialog(page, size, `progress:${id}`);
    await checkDialog(page, size, `the progress dialog: ${id}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  await escapeTo(page, 'menu');
  await press(page, size, 'trophies');
  await sceneIs(page, 'panel');
  await checkPages(page, size, 'trophies', 'panel');
  await escapeTo(page, 'menu');
}

/** The daily challenges' month, then its first challenge dealt: the table with its goal, its More, the rules, the statistics and a winning line watched. */
async function challengeAndTable(page: Page, size: FitSize): Promise<void> {
  await press(page, size, 'daily');
  await sceneIs(page, 'panel');
  await challengesMade(page, size);
  await checkPages(page, size, 'daily challenges', 'panel');
  await shot(page, size, 'calendar');
  await pressOnSomePage(page, size, 'challenge:1');
  await sceneIs(page, 'table');
  await idle(page);
  await check(page, size, "a challenge's table", 'table');
  await shot(page, size, 'challenge');
  await press(page, size, 'hud:options');
  await sceneIs(page, 'panel');
  await checkPages(page, size, "the table's More", 'panel');
  for (const [id, what] of [['rules', 'rules'], ['stats', 'statistics']] as const) {
    // The panel the button opens takes the More's place.
    await pressOnSomePage(page, size, id);
    await page.waitForFunction((gone) => !window.__suitcase!.buttons().some((b) => b.id === gone), id);
    await step(page);
    await checkPages(page, size, what, 'panel');
    await escapeTo(page, 'table');
    await press(page, size, 'hud:options');
    await sceneIs(page, 'panel');
  }
  await pressOnSomePage(page, size, 'watch');
  const ask = page.getByRole('dialog', { name: wordsOf(size).watchAskTitle });
  await ask.waitFor({ timeout: 30_000 });
  await checkDialog(page, size, 'the question before a winning line');
  await ask.getByRole('button', { name: wordsOf(size).watchYes, exact: true }).click();
  await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'watch:stop'), null, { timeout: 30_000 });
  await step(page);
  await check(page, size, 'the watch bar', 'table');
  await press(page, size, 'watch:stop');
  await page.waitForFunction(() => !window.__suitcase!.buttons().some((b) => b.id === 'watch:stop'));
}

/** A game lost and a game won, to their Results (every page), then every game's table. */
async function resultsAndTables(page: Page, size: FitSize): Promise<void> {
  await newGame(page, SHORT_LOSS.game, SHORT_LOSS.deal);
  for (let i = 0; i < SHORT_LOSS.moves && !(await pageState(page)).lost; i++) {
    const moves = legalMoves(await engineState(page));
    const m = moves.find((x) => x.kind === 'move') ?? moves[0]!;
    expect(await page.evaluate((t) => window.__suitcaseSolver!.play([t]), moveText(m))).toBe(true);
  }
  await sceneIs(page, 'results');
  await checkPages(page, size, "a lost game's Results", 'results');
  await shot(page, size, 'results-lost');
  await newGame(page, WIN.game, WIN.deal);
  expect(await page.evaluate((line) => window.__suitcaseSolver!.play(line), WIN.moves)).toBe(true);
  await page.waitForFunction(() => window.__suitcase!.scene() === 'results', null, { timeout: 30_000 });
  await step(page);
  await checkPages(page, size, "a won game's Results", 'results');
  await shot(page, size, 'results-won');
  for (const game of ['lucky-fan', 'fortunes-favor', 'rouge-forty', 'famous-fifty', 'waxing-moon']) {
    await newGame(page, game, 1);
    await sceneIs(page, 'table');
    await check(page, size, `${game}'s table`, 'table');
    await shot(page, size, `table-${game}`);
  }
}

/** Back on the menu: a game's page, its levels of difficulty. */
async function gamePages(page: Page, size: FitSize): Promise<void> {
  await press(page, size, 'hud:menu');
  await sceneIs(page, 'menu');
  await pressOnSomePage(page, size, 'more:lucky-fan');
  await sceneIs(page, 'panel');
  await checkPages(page, size, "Lucky Fan's page", 'panel');
  await escapeTo(page, 'menu');
  await pressOnSomePage(page, size, 'play:famous-fifty');
  await sceneIs(page, 'panel');
  await checkPages(page, size, "Famous Fifty's levels", 'panel');
  await shot(page, size, 'levels');
  await escapeTo(page, 'menu');
}

/** Walks every screen at `size` on one page. */
export async function walkAt(h: Harness, size: FitSize): Promise<void> {
  const options: OpenOptions = { viewport: { width: size.width, height: size.height }, touch: size.touch };
  const page = await openGame(h, options, size.lang === undefined ? '' : `&lang=${size.lang}`);
  await menuAndPanels(page, size);
  await challengeAndTable(page, size);
  await resultsAndTables(page, size);
  await gamePages(page, size);
  expect(h.errors).toEqual([]);
}


/** A file's walk: every screen at each of `sizes`, a test and a page a size. */
export function fitSuite(title: string, sizes: readonly FitSize[]): void {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });
  describe(title, () => {
    for (const size of sizes) it(`at ${nameOf(size)}`, () => walkAt(h, size), 300_000);
  });
}
