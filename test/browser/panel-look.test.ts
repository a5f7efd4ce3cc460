/**
 * The panels as a player sees them on a phone, in real Chromium with real taps: the rules on a
 * touch screen speak of taps and drags, not of keys; the statistics chart has
 * labelled axes; and the page's own dialogs (a yes-or-no question, the progress code's export and
 * import) look like the game's panels and fit a 360x640 screen. (The settings' tabs staying put
 * from group to group, and the rules' keys on a desktop: panels.test.ts.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/text/en.ts';
import { buttonCentre, engineState, idle, newGame, reusedPages, sceneIs } from './game.ts';
import { type Harness, type OpenOptions, type Rect, centre, screenshot, startHarness, tap } from './harness.ts';
import { confirmGiveUp, playByKeys } from './keyboard.ts';
import { legalMoves, moveText } from '../../src/engine/index.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const PHONE: OpenOptions = { viewport: { width: 390, height: 844 }, touch: true };
const SMALL_PHONE: OpenOptions = { viewport: { width: 360, height: 640 }, touch: true };

/** The blue theme's panel colour and the panels' gold, as the canvas draws them. */
const BLUE_PANEL = 'rgb(13, 44, 77)';
const GOLD = 'rgb(242, 193, 78)';

// One touch screen's page, turned from size to size: each test deals its own game.
const pages = reusedPages(() => h);

/** Deal 1 of `game` on the table at `options`' size, dealt and idle. */
async function onTable(options: OpenOptions, game = 'lucky-fan'): Promise<Page> {
  const page = await pages.sized(options);
  await newGame(page, game, 1);
  await sceneIs(page, 'table');
  await idle(page);
  return page;
}

async function openOptions(page: Page, item: string): Promise<void> {
  await tap(page, await buttonCentre(page, 'hud:options'));
  await sceneIs(page, 'panel');
  await tap(page, await buttonCentre(page, item));
  await page.waitForFunction((i) => !window.__suitcase!.buttons().some((b) => b.id === i), item);
}

/** The words shown, each text's lines joined as they read (the panel breaks long words into lines). */
const labelTexts = (page: Page): Promise<string[]> => page.evaluate(() => window.__suitcase!.labels().map((l) => l.text.replace(/\s+/g, ' ')));

describe('the rules on a phone', () => {
  it('the rules on a touch screen tell the gestures, not the keys', async () => {
    const keys = en.keysLine(en.keyHelp);
    // Lucky Fan has no stock: nothing to tap to draw.
    const touch = en.touchLine([en.touchHelp.tap, en.touchHelp.drag, en.touchHelp.bar]);
    const phone = await onTable(PHONE);
    await openOptions(phone, 'rules');
    const texts = (await labelTexts(phone)).join(' ');
    expect(texts).toContain(touch);
    expect(texts).not.toContain(keys);
    expect((await phone.evaluate(() => window.__suitcase!.buttons())).map((b) => b.id), 'no keys to unfold on a phone').not.toContain('keys');
    await screenshot(phone, 'panel-look-rules-390x844');
    // (A tablet's keyboard, once used, brings the keys: rules.test.ts.)
    // A game with a stock: tapping it draws, and the rules say so.
    const stocked = await onTable(PHONE, 'rouge-forty');
    await openOptions(stocked, 'rules');
    expect((await labelTexts(stocked)).join(' ')).toContain(en.touchLine(Object.values(en.touchHelp)));
    expect(h.errors).toEqual([]);
  }, 120_000);
});

interface Look {
  box: { rect: Rect; background: string; radius: string; border: string };
  title: { family: string; colour: string; size: number };
  buttons: { text: string; rect: Rect; radius: string; family: string; size: number; weight: string; background: string }[];
  texts: { text: string; size: number; rect: Rect }[];
}

/** What the dialog showing looks like: its box, its title, its buttons, and every text in it. */
function dialogLook(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[role=dialog]')!;
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const style = (el: Element) => getComputedStyle(el);
    const title = box.firstElementChild!;
    const leaves = [...box.querySelectorAll('*')].filter((el) => el.children.length === 0 && el.textContent.trim() !== '');
    return {
      box: { rect: rect(box), background: style(box).backgroundColor, radius: style(box).borderRadius, border: style(box).borderTopColor },
      title: { family: style(title).fontFamily, colour: style(title).color, size: parseFloat(style(title).fontSize) },
      buttons: [...box.querySelectorAll('button')].filter((b) => !b.hidden).map((b) => ({
        text: b.textContent,
        rect: rect(b),
        radius: style(b).borderRadius,
        family: style(b).fontFamily,
        size: parseFloat(style(b).fontSize),
        weight: style(b).fontWeight,
        background: style(b).backgroundColor,
      })),
      texts: leaves.map((el) => ({ text: el.textContent, size: parseFloat(style(el).fontSize), rect: rect(el) })),
    };
  });
}

const inside = (a: Rect, b: Rect): boolean => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
const apart = (a: Rect, b: Rect): boolean => a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;

/** The dialog looks like a panel of the blue theme and lays out within the screen, touch-sized. */
async function checkDialog(page: Page, where: string): Promise<void> {
  const look = await dialogLook(page);
  const screen = { x: 0, y: 0, width: 360, height: 640 };
  expect(look.box.background, where).toContain(BLUE_PANEL.slice(4, -1));
  expect(look.box.radius, where).toBe('16px');
  expect(look.box.border, where).toContain(GOLD.slice(4, -1));
  expect(inside(look.box.rect, screen), `${where}: the dialog off the screen`).toBe(true);
  expect(look.title.family, where).toContain('Liberation Serif');
  expect(look.title.colour, where).toBe(GOLD);
  expect(look.buttons.length, where).toBeGreaterThan(0);
  for (const [i, b] of look.buttons.entries()) {
    expect(Math.min(b.rect.width, b.rect.height), `${where}: ${b.text} under 44 px`).toBeGreaterThanOrEqual(44);
    expect(inside(b.rect, look.box.rect), `${where}: ${b.text} outside the dialog`).toBe(true);
    expect(b.radius, `${where}: ${b.text}`).toBe('12px');
    expect(b.family, `${where}: ${b.text}`).toContain('Liberation Sans');
    expect(b.size, `${where}: ${b.text}`).toBe(18);
    expect(b.weight, `${where}: ${b.text}`).toBe('700');
    for (const c of look.buttons.slice(i + 1)) expect(apart(b.rect, c.rect), `${where}: ${b.text} overlaps ${c.text}`).toBe(true);
  }
  for (const t of look.texts) expect(t.size, `${where}: "${t.text}" under 12 px`).toBeGreaterThanOrEqual(12);
}

/** Plays `n` moves by keyboard (the first legal card move, else a draw). */
async function play(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const legal = legalMoves(await engineState(page));
    const m = legal.find((x) => x.kind === 'move' && x.from.zone === 't') ?? legal[0]!;
    const before = await page.evaluate(() => window.__suitcase!.state().moves.length);
    await playByKeys(page, moveText(m));
    await page.waitForFunction((k) => window.__suitcase!.state().moves.length > k, before);
    await idle(page);
  }
}

describe('on a 360x640 phone', () => {
  it('the page’s dialogs look like the panels; the statistics chart has labelled axes, 12 px or more', async () => {
    const page = await onTable(SMALL_PHONE);
    await page.evaluate(() => { window.__suitcase!.settings({ felt: 'blue' }); });
    await play(page, 2);
    await page.keyboard.press('n');
    await page.getByRole('dialog', { name: en.giveUpTitle }).waitFor();
    await checkDialog(page, 'give up?');
    await screenshot(page, 'panel-look-dialog-give-up-360x640');
    await confirmGiveUp(page);
    await page.waitForFunction(() => window.__suitcase!.state().moves.length === 0);
    await idle(page);

    await openOptions(page, 'stats');
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'chart'));
    const chart = (await page.evaluate(() => window.__suitcase!.buttons().find((b) => b.id === 'chart')!.rect));
    const labels = await page.evaluate(() => window.__suitcase!.labels());
    const axis = (text: string) => labels.find((l) => l.text === text);
    // What the bars count (the time of a game given up with no time? its moves) and which way the games run.
    const counted = axis(en.chartAxis.moves) ?? axis(en.chartAxis.time);
    expect(counted, 'the height axis').toBeDefined();
    expect(axis(en.chartAxis.games), 'the games axis').toBeDefined();
    // A scale: the top of it in figures.
    expect(labels.some((l) => /^\d+(:\d\d)?$/.test(l.text) && inside(l.rect, chart))).toBe(true);
    for (const l of labels.filter((x) => inside(x.rect, chart))) expect(l.size, `"${l.text}"`).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'panel-look-stats-360x640');

    await tap(page, await buttonCentre(page, 'reset-stats'));
    await page.getByRole('dialog', { name: en.resetStatsTitle }).waitFor();
    await checkDialog(page, 'reset statistics?');
    await tap(page, centre((await page.getByRole('button', { name: en.cancel }).boundingBox())!));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await sceneIs(page, 'table');

    await openOptions(page, 'settings');
    await tap(page, await buttonCentre(page, 'group:progress'));
    await tap(page, await buttonCentre(page, 'progress:export'));
    await page.getByRole('dialog', { name: en.progressActions.export }).waitFor();
    await checkDialog(page, 'export');
    await screenshot(page, 'panel-look-dialog-export-360x640');
    await tap(page, centre((await page.getByRole('button', { name: en.close }).boundingBox())!));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await tap(page, await buttonCentre(page, 'progress:import'));
    await page.getByRole('dialog', { name: en.progressActions.import }).waitFor();
    await checkDialog(page, 'import');
    await screenshot(page, 'panel-look-dialog-import-360x640');
    expect(h.errors).toEqual([]);
  }, 180_000);
});
