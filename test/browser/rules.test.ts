/**
 * A game's rules as a player opens them, from the table's More and from the menu's More: the table
 * at the deal and a legal move of the first deal drawn beside their words, on the screen and clear
 * of every word and button at a phone's, a portal's and a desktop's size; the move's card slides
 * where motion is on and stands still with an arrow where it is off; the keys only where a keyboard
 * is worked; "Show me how" from the menu deals the game and starts its guide; Enter presses the
 * guide's Next. Screenshots: test-output/rules-<game>-<W>x<H>.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef, moveText, parseMove } from '../../src/engine/index.ts';
import { guidePoint } from '../../src/play/guide.ts';
import { guideSteps } from '../../src/play/guideSteps.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, engineState, idle, newGame, newPlayer, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, type OpenOptions, type Rect, click, overlap, screenshot, startHarness, tap, within } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

type Figure = { kind: string; rect: Rect; card: Rect | null; moving: boolean };
const figures = (page: Page): Promise<Figure[]> => page.evaluate(() => window.__suitcase!.figures());
const words = (page: Page): Promise<string> => page.evaluate(() => window.__suitcase!.labels().map((l) => l.text).join(' ').replace(/\s+/g, ' '));

/** Presses `id` as the page is worked: a tap on a touch page, else a click. */
async function press(page: Page, options: OpenOptions, id: string): Promise<void> {
  const at = await buttonCentre(page, id);
  await (options.touch === true ? tap(page, at) : click(page, at));
}

/** The game's rules from its page on the menu (More, then Rules). */
async function rulesFromMenu(page: Page, options: OpenOptions, game: string): Promise<void> {
  await sceneIs(page, 'menu');
  for (let i = 0; i < 3 && !(await page.evaluate((id) => window.__suitcase!.buttons().some((b) => b.id === id), `more:${game}`)); i++) await press(page, options, 'page:next');
  await press(page, options, `more:${game}`);
  await sceneIs(page, 'panel');
  await press(page, options, 'rules');
  await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text === t), en.rulesTitle(gameDef(game).name));
  await page.evaluate(() => window.__suitcase!.step());
}

/** The pictures on the screen, none over another, a word or a button. */
async function checkFigures(page: Page, options: OpenOptions, where: string): Promise<Figure[]> {
  const shown = await figures(page);
  const { width, height } = options.viewport!;
  const screen = { x: 0, y: 0, width, height };
  const labels = await page.evaluate(() => window.__suitcase!.labels());
  const buttons = await page.evaluate(() => window.__suitcase!.buttons());
  for (const f of shown) {
    expect(within(screen, f.rect), `${where}: the ${f.kind} picture on the screen`).toBe(true);
    for (const l of labels) expect(overlap(f.rect, l.rect), `${where}: the ${f.kind} picture under "${l.text.slice(0, 30)}"`).toBe(false);
    for (const b of buttons) expect(overlap(f.rect, b.rect), `${where}: the ${f.kind} picture under ${b.id}`).toBe(false);
    if (f.card) expect(within(f.rect, f.card), `${where}: the moving card inside its picture`).toBe(true);
  }
  expect(shown.filter((f, i) => shown.slice(i + 1).some((o) => overlap(f.rect, o.rect))), `${where}: pictures apart`).toEqual([]);
  return shown;
}

const SIZES: readonly OpenOptions[] = [
  { viewport: { width: 390, height: 844 }, touch: true },
  { viewport: { width: 800, height: 450 } },
  { viewport: { width: 1920, height: 1080 } },
];

describe('the rules with pictures', () => {
  for (const options of SIZES) {
    const size = `${options.viewport!.width}x${options.viewport!.height}`;
    it(`at ${size}: every game's rules from the menu show its table and a legal move beside their words, on the screen and clear`, async () => {
      const page = await openGame(h, options);
      for (const game of GAME_IDS) {
        await rulesFromMenu(page, options, game);
        const shown = await checkFigures(page, options, `${game} at ${size}`);
        expect(shown.map((f) => f.kind), `${game} at ${size}`).toContain('table');
        // Beside the table, the rules' line on the deal; the move's words where its picture shows.
        const said = await words(page);
        expect(said).toContain(gameDef(game).rules[0]!.split(' ').slice(0, 3).join(' '));
        expect(said.includes(en.keysLine(en.keyHelp)), `${game} at ${size}: the keys told only where a keyboard is worked`).toBe(options.touch !== true);
        if (shown.some((f) => f.kind === 'move')) expect(said).toMatch(/For example, the .+ may go/);
        await screenshot(page, `rules-${game}-${size}`, { always: true });
        // Closed as the page is worked: a key on a touch screen would tell the rules a keyboard is there.
        await press(page, options, 'close');
        await sceneIs(page, 'menu');
      }
      expect(h.errors).toEqual([]);
    }, 120_000);
  }

  it("the move's card slides again and again where motion is on, and stands still with an arrow where it is off", async () => {
    const options: OpenOptions = { viewport: { width: 1280, height: 800 } };
    const page = await openGame(h, options);
    await newGame(page, 'rouge-forty', 1);
    await sceneIs(page, 'table');
    await idle(page);
    const openRules = async (): Promise<Figure> => {
      await click(page, await buttonCentre(page, 'hud:options'));
      await sceneIs(page, 'panel');
      await click(page, await buttonCentre(page, 'rules'));
      await page.waitForFunction(() => window.__suitcase!.figures().some((f) => f.kind === 'move'));
      return (await figures(page)).find((f) => f.kind === 'move')!;
    };
    // Motion off (the tests' instant speed): the card stays on its pile.
    const still = await openRules();
    expect(still.moving).toBe(false);
    const places = new Set<string>();
    for (let i = 0; i < 6; i++) {
      places.add(JSON.stringify((await figures(page)).find((f) => f.kind === 'move')!.card));
      await page.waitForTimeout(250);
    }
    expect(places.size, 'the card stands still').toBe(1);
    await page.keyboard.press('Escape');
    await sceneIs(page, 'table');
    // Motion on: the card leaves its place, comes to the other, and goes round again.
    await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
    const moving = await openRules();
    expect(moving.moving).toBe(true);
    const xs: number[] = [];
    // Across its picture, and back at its pile after it reached the other place: a second slide.
    const across = (): boolean => Math.max(...xs) - Math.min(...xs) > moving.rect.width / 4;
    const again = (): boolean => xs.slice(xs.findIndex((x) => x > Math.max(...xs) - 2)).some((x) => x < Math.min(...xs) + 2);
    // Watched until both are seen: the slide runs on the game's clock, which a loaded machine's
    // slow frames stretch, so the watch is bounded loosely.
    const end = Date.now() + 60_000;
    let shot = false;
    while (!(xs.length > 0 && across() && again()) && Date.now() < end) {
      const x = (await figures(page)).find((f) => f.kind === 'move')!.card!.x;
      xs.push(x);
      // One look at the card on its way.
      if (!shot && Math.abs(x - moving.card!.x) > moving.rect.width / 6) shot = (await screenshot(page, 'rules-rouge-forty-sliding-1280x800', { always: true })) !== null;
      await page.waitForTimeout(60);
    }
    expect(across(), 'the card slides across its picture').toBe(true);
    expect(again(), 'it goes round again').toBe(true);
    await page.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
    expect(h.errors).toEqual([]);
  }, 60_000);

  it('on a touch screen the rules tell the gestures and no keys, until a key is pressed on the page', async () => {
    const options: OpenOptions = { viewport: { width: 390, height: 844 }, touch: true };
    const page = await openGame(h, options);
    const keys = en.keysLine(en.keyHelp);
    await rulesFromMenu(page, options, 'rouge-forty');
    let said = await words(page);
    expect(said).toContain(en.touchLine(Object.values(en.touchHelp)));
    expect(said).not.toContain(en.keyHelp[0]![1]);
    expect(said).not.toContain(keys);
    expect((await page.evaluate(() => window.__suitcase!.buttons())).map((b) => b.id)).not.toContain('keys');
    await tap(page, await buttonCentre(page, 'close'));
    await sceneIs(page, 'menu');
    // A tablet with a keyboard: once it is used, the keys are told too.
    await page.keyboard.press('Shift');
    await rulesFromMenu(page, options, 'rouge-forty');
    said = await words(page);
    expect(said).toContain(keys);
    expect(said).toContain(en.touchLine(Object.values(en.touchHelp)));
    expect(h.errors).toEqual([]);
  }, 60_000);
});

/** Plays the move the guide's step shows as the player would have it (through the hook's play). */
async function playShownMove(page: Page): Promise<void> {
  const shown = (await page.evaluate(() => window.__suitcase!.guide()))!;
  const point = guidePoint(guideSteps(gameDef(shown.game))[shown.step - 1]!, await engineState(page));
  const [from, to] = point.piles;
  const text = from === 's' ? 'draw' : moveText(parseMove(`${from}>${to}`)!);
  expect(await page.evaluate((t) => window.__suitcaseSolver!.play([t]), text)).toBe(true);
  await idle(page);
}

describe('the guide from the rules, and by the keys', () => {
  it('"Show me how" in the menu\'s Rules deals the game and starts its guide at step 1; on a saved game, on that game', async () => {
    const options: OpenOptions = { viewport: { width: 1280, height: 800 } };
    const page = await openGame(h, options);
    await rulesFromMenu(page, options, 'lucky-fan');
    await click(page, await buttonCentre(page, 'show-me'));
    await sceneIs(page, 'table');
    await page.waitForFunction(() => window.__suitcase!.guide() !== null, null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__suitcase!.guide())).toMatchObject({ game: 'lucky-fan', step: 1 });
    expect((await pageState(page)).moves).toEqual([]);
    // A game with moves saved: the guide comes on it, nothing given up.
    await newGame(page, 'rouge-forty', 5);
    expect(await page.evaluate(() => window.__suitcase!.guide())).toBeNull();
    const first = (await page.evaluate(() => window.__suitcase!.legal())).find((m) => m !== 'draw')!;
    expect(await page.evaluate((m) => window.__suitcaseSolver!.play([m]), first)).toBe(true);
    await idle(page);
    const before = await pageState(page);
    await click(page, await buttonCentre(page, 'hud:menu'));
    await rulesFromMenu(page, options, 'rouge-forty');
    await click(page, await buttonCentre(page, 'show-me'));
    await sceneIs(page, 'table');
    await page.waitForFunction(() => window.__suitcase!.guide() !== null, null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__suitcase!.guide())).toMatchObject({ game: 'rouge-forty', step: 1 });
    expect(await pageState(page)).toMatchObject({ deal: before.deal, moves: before.moves });
    expect(h.errors).toEqual([]);
  }, 90_000);

  it("Enter presses the guide's Next on a step that waits for it; the keys help says so", async () => {
    const page = await newPlayer(h, { viewport: { width: 1280, height: 800 } });
    await newGame(page, 'rouge-forty', 1);
    const guide = () => page.evaluate(() => window.__suitcase!.guide());
    const hasNext = () => page.evaluate(() => window.__suitcase!.buttons().some((b) => b.id === 'guide-next'));
    const of = (await guide())!.of;
    let pressed = 0;
    while ((await guide()) !== null) {
      const step = (await guide())!.step;
      if (!(await hasNext())) {
        await playShownMove(page);
        continue;
      }
      const moves = (await pageState(page)).moves.length;
      await page.keyboard.press('Enter');
      await page.evaluate(() => window.__suitcase!.step());
      // On to the next step (the last one's "Got it" ends the guide), no card moved.
      expect((await guide())?.step ?? of + 1, `Enter on step ${step}`).toBe(step + 1);
      expect((await pageState(page)).moves).toHaveLength(moves);
      pressed++;
    }
    expect(pressed, 'at least one step waited for Next').toBeGreaterThan(0);
    expect(en.keysLine(en.keyHelp)).toContain('Enter in the guide: Next');
    expect(h.errors).toEqual([]);
  }, 60_000);
});
