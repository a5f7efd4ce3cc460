/**
 * The settings and statistics panels in real Chromium: at phone (390x844, 844x390, touch), tablet
 * (1024x768) and desktop (1920x1080) sizes every group of settings and the statistics lay out with
 * no two labels or buttons overlapping, all on the screen, every button at least 44x44 and no text
 * under 12 px, and the settings' tabs and close cross stay where they were from group to group
 * (with SCREENSHOTS=1, screenshots in test-output/panels-*.png); so do German and French on a
 * phone. The rules on a screen without touch show the keys. A switch flips by a mouse click (and
 * is stored) and by a finger, a choice is picked by keyboard (and said for a screen reader), and
 * the chart shows the last games after one is played.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/text/en.ts';
import { CATALOGUES } from '../../src/text/index.ts';
import { buttonCentre, engineState, idle, newGame, reusedPages, sceneIs } from './game.ts';
import { type Harness, type OpenOptions, type Point, type Rect, click, screenshot, startHarness, tap } from './harness.ts';
import { announced, confirmGiveUp, playByKeys } from './keyboard.ts';
import { legalMoves, moveText } from '../../src/engine/index.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const PHONE: OpenOptions = { viewport: { width: 390, height: 844 }, touch: true };
const PHONE_SIDEWAYS: OpenOptions = { viewport: { width: 844, height: 390 }, touch: true };
const TABLET: OpenOptions = { viewport: { width: 1024, height: 768 } };
const DESKTOP: OpenOptions = { viewport: { width: 1920, height: 1080 } };
const GROUPS = ['cards', 'table', 'play', 'progress', 'language'] as const;
// Two pages, a touch screen's and a mouse's, each turned from size to size: every test deals its
// own game. The tests are in page order: the touch screen's first, then the mouse's.
const pages = reusedPages(() => h);

type Shown = { labels: { text: string; rect: Rect }[]; buttons: { id: string; rect: Rect }[] };

const shown = (page: Page): Promise<Shown> => page.evaluate(() => ({ labels: window.__suitcase!.labels(), buttons: window.__suitcase!.buttons() }));

/** Overlap of two rectangles, in px of each side (a hair's touch is not an overlap). */
const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
const within = (a: Rect, b: Rect): boolean => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

/**
 * Nothing overlaps: no two buttons, no two labels, and a label is either inside a button (its
 * words) or clear of every button; all on the screen; buttons 44x44 or more; text 12 px or more
 * (a line of 12 px text is at least 13 px tall).
 */
function checkLayout(s: Shown, width: number, height: number, where: string): void {
  const screen = { x: 0, y: 0, width, height };
  expect(s.buttons.length, where).toBeGreaterThan(0);
  for (const [i, a] of s.buttons.entries()) {
    expect(within(a.rect, screen), `${where}: ${a.id} off the screen`).toBe(true);
    expect(Math.min(a.rect.width, a.rect.height), `${where}: ${a.id} smaller than 44 px`).toBeGreaterThanOrEqual(44);
    for (const b of s.buttons.slice(i + 1)) expect(overlaps(a.rect, b.rect), `${where}: ${a.id} overlaps ${b.id}`).toBe(false);
  }
  for (const [i, a] of s.labels.entries()) {
    expect(within(a.rect, screen), `${where}: "${a.text}" off the screen`).toBe(true);
    const lines = a.text.split('\n').length;
    expect(a.rect.height / lines, `${where}: "${a.text}" under 12 px`).toBeGreaterThanOrEqual(13);
    for (const b of s.labels.slice(i + 1)) expect(overlaps(a.rect, b.rect), `${where}: "${a.text}" overlaps "${b.text}"`).toBe(false);
    for (const b of s.buttons) {
      if (b.id === 'chart') continue;
      expect(!overlaps(a.rect, b.rect) || within(a.rect, b.rect), `${where}: "${a.text}" half over ${b.id}`).toBe(true);
    }
  }
}

/** Lucky Fan deal 1 on the table at `options`' size, dealt and idle. */
async function onTable(options: OpenOptions): Promise<Page> {
  const page = await pages.sized(options);
  await newGame(page, 'lucky-fan', 1);
  await sceneIs(page, 'table');
  await idle(page);
  return page;
}

const tabRects = (page: Page): Promise<{ id: string; rect: Rect }[]> =>
  page.evaluate(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('group:') || b.id === 'close'));

async function openSettings(page: Page): Promise<void> {
  await click(page, await buttonCentre(page, 'hud:options'));
  await sceneIs(page, 'panel');
  await click(page, await buttonCentre(page, 'settings'));
  await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id.startsWith('group:')));
}

/** Asks for a hint and returns the line the table shows (a toast): in a player's words, on the screen. */
async function hintLine(page: Page, width: number): Promise<string> {
  const before = (await page.evaluate(() => window.__suitcase!.toasts())).length;
  await page.keyboard.press('h');
  await page.waitForFunction((n) => window.__suitcase!.toasts().length > n, before, { timeout: 30_000 });
  const text = (await page.evaluate(() => window.__suitcase!.toasts())).at(-1)!;
  expect(text).not.toMatch(/hint:|sample|solver|winning line/i);
  const box = (await page.locator('#suitcase-toast').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  return text;
}

const settingsOf = (page: Page) => page.evaluate(() => window.__suitcase!.settings());

/** Plays `n` moves by keyboard (the first legal card move, else a draw), then gives the game up with New. */
async function playAndGiveUp(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const s = await engineState(page);
    const legal = legalMoves(s);
    const m = legal.find((x) => x.kind === 'move' && x.from.zone === 't') ?? legal[0]!;
    const before = (await page.evaluate(() => window.__suitcase!.state().moves.length));
    await playByKeys(page, moveText(m));
    await page.waitForFunction((k) => window.__suitcase!.state().moves.length > k, before);
    await idle(page);
  }
  await page.keyboard.press('n');
  await confirmGiveUp(page);
  await page.waitForFunction(() => {
    try {
      return window.__suitcase!.state().moves.length === 0;
    } catch {
      return false;
    }
  });
  await idle(page);
}

/** Every settings group, the table's options, the rules and the statistics at one size. */
function layoutAt(name: string, options: OpenOptions): void {
  it(`at ${name}: every settings group and the statistics lay out clear, on screen, touch-sized, 12 px text or more`, async () => {
    const { width, height } = options.viewport!;
    const press = (page: Page, at: Point) => (options.touch === true ? tap(page, at) : click(page, at));
    const page = await pages.sized(options);
    await page.evaluate(() => { window.__suitcase!.settings({ winnableOnly: false }); });
    await newGame(page, 'lucky-fan', 1);
    await sceneIs(page, 'table');
    await idle(page);
    await openSettings(page);
    // The tabs and the close cross stay under the finger whichever group shows.
    const tabs = await tabRects(page);
    expect(tabs.length).toBe(GROUPS.length + 1);
    for (const group of GROUPS) {
      await press(page, await buttonCentre(page, `group:${group}`));
      await page.waitForFunction((said) => window.__suitcase!.announced() === said, en.groupSpoken(en.settingGroups[group], true));
      const s = await shown(page);
      checkLayout(s, width, height, `${name} ${group}`);
      expect(await tabRects(page), `${name} ${group}: the tabs moved`).toEqual(tabs);
      await screenshot(page, `panels-settings-${group}-${name}`);
    }
    // The settings of each group are all there: a switch or every option of a choice.
    const ids = (await shown(page)).buttons.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining(['group:cards', 'group:play', 'setting:language=auto', 'setting:language=es', 'close']));
    await click(page, await buttonCentre(page, 'close'));
    await sceneIs(page, 'table');
    // The table's options and the rules, long text on a small screen, hold to the same.
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    checkLayout(await shown(page), width, height, `${name} options`);
    await click(page, await buttonCentre(page, 'rules'));
    await page.waitForFunction(() => !window.__suitcase!.buttons().some((b) => b.id === 'rules'));
    const rules = await shown(page);
    checkLayout(rules, width, height, `${name} rules`);
    if (options.touch !== true) {
      // No touch screen: the rules end with the keys, not the gestures (a touch screen's: panel-look.test.ts).
      // The words as read, however the panel broke them into lines.
      const texts = rules.labels.map((l) => l.text).join(' ').replace(/\s+/g, ' ');
      expect(texts).toContain(en.keysLine(en.keyHelp));
      expect(texts).not.toContain(en.touchLine([en.touchHelp.tap, en.touchHelp.drag, en.touchHelp.bar]));
    }
    await screenshot(page, `panels-rules-${name}`);
    await page.keyboard.press('Escape');
    await sceneIs(page, 'table');

    // A game given up after two moves: the statistics show it in the chart. Played once a page:
    // its later sizes show the same chart.
    const earlier = (await page.evaluate(() => window.__suitcase!.stats('lucky-fan'))).recent.length;
    if (earlier === 0) await playAndGiveUp(page, 2);
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'stats'));
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'chart'));
    const recent = (await page.evaluate(() => window.__suitcase!.stats('lucky-fan'))).recent;
    expect(recent).toHaveLength(Math.max(earlier, 1));
    expect(recent.at(-1)).toMatchObject({ won: false, moves: 2 });
    // The chart is a keyboard stop: a screen reader hears the games.
    const chart = (await shown(page)).buttons.findIndex((b) => b.id === 'chart');
    for (let i = 0; i <= chart; i++) await page.keyboard.press('ArrowDown');
    expect(await announced(page)).toMatch(new RegExp(`^${en.chartSpoken('')}lost.*2 moves$`));
    const stats = await shown(page);
    checkLayout(stats, width, height, `${name} statistics`);
    expect(stats.labels.map((l) => l.text)).toContain(en.lastGames);
    await screenshot(page, `panels-stats-${name}`);
    expect(h.errors).toEqual([]);
  }, 300_000);
}

describe('the settings and statistics panels on a touch screen', () => {
  layoutAt('390x844', PHONE);
  layoutAt('844x390', PHONE_SIDEWAYS);

  it('in German and French (longer words) at 844x390 and 390x844 every group still lays out clear', async () => {
    let page: Page | null = null;
    for (const [lang, options] of [['de', PHONE_SIDEWAYS], ['fr', PHONE]] as const) {
      const { width, height } = options.viewport!;
      page = await onTable(options);
      // The words follow the language setting at once, as when the player picks it.
      await page.evaluate((l) => { window.__suitcase!.settings({ language: l }); }, lang);
      await openSettings(page);
      for (const group of GROUPS) {
        await tap(page, await buttonCentre(page, `group:${group}`));
        const c = CATALOGUES[lang];
        await page.waitForFunction((said) => window.__suitcase!.announced() === said, c.groupSpoken(c.settingGroups[group], true));
        checkLayout(await shown(page), width, height, `${lang} ${width}x${height} ${group}`);
        await screenshot(page, `panels-settings-${group}-${lang}-${width}x${height}`);
      }
    }
    await page!.evaluate(() => { window.__suitcase!.settings({ language: 'auto' }); });
    expect(h.errors).toEqual([]);
  }, 300_000);

  it('a switch and a choice flip by a finger; a switch tells what it uses; the hint is in plain words', async () => {
    const finger = await onTable(PHONE);
    await openSettings(finger);
    await tap(finger, await buttonCentre(finger, 'group:play'));
    const sound = (await settingsOf(finger)).soundOn;
    await tap(finger, await buttonCentre(finger, 'setting:soundOn'));
    expect((await settingsOf(finger)).soundOn).toBe(!sound);
    // The switch says what it is, and under it, in a note, what it uses.
    const texts = (await shown(finger)).labels.map((l) => l.text);
    expect(texts).toContain(en.settingNames.stillWinnable);
    expect(texts).toContain(en.settingNotes.stillWinnable);
    await tap(finger, await buttonCentre(finger, 'setting:stillWinnable'));
    expect((await settingsOf(finger)).stillWinnable).toBe(true);
    // A choice by a finger too: the animation speed.
    await tap(finger, await buttonCentre(finger, 'setting:animationSpeed=slow'));
    expect((await settingsOf(finger)).animationSpeed).toBe('slow');
    await screenshot(finger, 'panels-settings-play-after-taps');
    await finger.keyboard.press('Escape');
    await sceneIs(finger, 'table');
    await hintLine(finger, 390);
    await screenshot(finger, 'panels-hint-390x844');
    expect(h.errors).toEqual([]);
  }, 300_000);
});

describe('the settings and statistics panels with a mouse and keys', () => {
  layoutAt('1024x768', TABLET);
  layoutAt('1920x1080', DESKTOP);

  it('a switch flips by a mouse click; the new state is said and stored', async () => {
    const mouse = await onTable(TABLET);
    await openSettings(mouse);
    await click(mouse, await buttonCentre(mouse, 'group:table'));
    const before = (await settingsOf(mouse)).leftHanded;
    await click(mouse, await buttonCentre(mouse, 'setting:leftHanded'));
    expect((await settingsOf(mouse)).leftHanded).toBe(!before);
    await mouse.waitForFunction((s) => window.__suitcase!.announced() === s, en.switchSpoken(en.settingNames.leftHanded, before ? en.off : en.on));
    // The switch's word shows the new state.
    expect((await shown(mouse)).labels.map((l) => l.text)).toContain(before ? en.off : en.on);
    // Stored for the next visit (read back at boot: art.test.ts's picked felt after a reload).
    const stored = await mouse.evaluate(() => JSON.parse(localStorage.getItem('suitcase:settings') ?? 'null') as { leftHanded?: boolean } | null);
    expect(stored?.leftHanded).toBe(!before);
    // Flipped back for the next test's table.
    await click(mouse, await buttonCentre(mouse, 'setting:leftHanded'));
    expect((await settingsOf(mouse)).leftHanded).toBe(before);
    await mouse.keyboard.press('Escape');
    await sceneIs(mouse, 'table');
    expect(h.errors).toEqual([]);
  }, 300_000);

  it('a click held while the panel redraws (another tab changed a setting) still acts when released on the same control', async () => {
    const mouse = await onTable(TABLET);
    await openSettings(mouse);
    await click(mouse, await buttonCentre(mouse, 'group:table'));
    const before = await settingsOf(mouse);
    const at = await buttonCentre(mouse, 'setting:leftHanded');
    await mouse.mouse.move(at.x, at.y);
    await mouse.mouse.down();
    // Another tab turns four colours over, as the browser tells this one: the panel draws itself again.
    await mouse.evaluate((four) => {
      const key = 'suitcase:settings';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      const newValue = JSON.stringify({ ...stored, fourColour: four });
      localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    }, !before.fourColour);
    await mouse.waitForFunction((four) => window.__suitcase!.settings().fourColour === four, !before.fourColour);
    for (let i = 0; i < 3; i++) await mouse.evaluate(() => window.__suitcase!.step());
    await mouse.mouse.up();
    expect((await settingsOf(mouse)).leftHanded).toBe(!before.leftHanded);
    // Both put back for the next test's table.
    await mouse.evaluate((s) => window.__suitcase!.settings(s), { leftHanded: before.leftHanded, fourColour: before.fourColour });
    await mouse.keyboard.press('Escape');
    await sceneIs(mouse, 'table');
    expect(h.errors).toEqual([]);
  }, 300_000);

  it('a choice is picked by keyboard: the arrows walk the options, each said, Enter picks; Esc closes', async () => {
    const page = await onTable(TABLET);
    await page.keyboard.press('o');
    await sceneIs(page, 'panel');
    // Down to Settings by keyboard, as a player without a mouse would.
    for (let i = 0; i < 12 && !(await announced(page)).startsWith(en.settings); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'group:cards'));
    // The Cards tab by keyboard too: the settings open on the group last shown.
    const cards = en.groupSpoken(en.settingGroups.cards, false);
    for (let i = 0; i < 20 && !(await announced(page)).startsWith(cards); i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'setting:cardBack=3'));
    expect((await settingsOf(page)).cardBack).toBe(0);
    const target = en.optionSpoken(en.settingNames.cardBack, en.backNames[3], false);
    for (let i = 0; i < 20 && (await announced(page)) !== target; i++) await page.keyboard.press('ArrowRight');
    expect(await announced(page)).toBe(target);
    await page.keyboard.press('Enter');
    expect((await settingsOf(page)).cardBack).toBe(3);
    await page.waitForFunction((s) => window.__suitcase!.announced() === s, en.optionSpoken(en.settingNames.cardBack, en.backNames[3], true));
    expect((await shown(page)).labels.map((l) => l.text)).toContain(`${en.settingNames.cardBack} · ${en.backNames[3]}`);
    // Tab goes on from the same place after the redraw, to the four-colour switch.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await announced(page)).toBe(en.switchSpoken(en.settingNames.fourColour, en.off));
    await page.keyboard.press(' ');
    expect((await settingsOf(page)).fourColour).toBe(true);
    await screenshot(page, 'panels-settings-cards-keyboard');
    await page.keyboard.press('Escape');
    await sceneIs(page, 'table');
    expect(await hintLine(page, 1024)).toMatch(/^(Move the \S+ (onto the \S+|to its foundation|to the empty pile)|Draw a card: nothing on the table helps yet)( \(.+\))?$/);
    await screenshot(page, 'panels-hint-1024x768');
    expect(h.errors).toEqual([]);
  }, 300_000);
});
