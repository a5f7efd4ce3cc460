/**
 * The table keeps faith with the player (issue 17): a pause (the host's, or a hidden page) takes
 * no key, nor an answer given to a dialog until the host resumes, and the host hears gameplay
 * start and stop strictly paired, and "won" only for the player's own win; giving up a game asks
 * first. That the clock stands while a question waits is test/unit/play/table.test.ts's, and that
 * a dead end is said once test/unit/play/advisor.test.ts's.
 */
import { readFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealToJson, numberedDeal, numberedSession, parseMove, play, toSave } from '../../src/engine/index.ts';
import { T } from '../../src/text/index.ts';
import { buttonCentre, hostCommand, hostedGame, idle, newGame, pageState, pilesOfMove, reusedPages, sceneIs } from './game.ts';
import { type Harness, type Point, centre, click, mouseDrag, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

// The tests at the table deal their own game first: one page serves them.
const pages = reusedPages(() => h);


/** The host page of the first test, kept for the tests of the host after it. */
let hosted: { page: Page; game: Frame } | null = null;
const hostedAgain = async () => (hosted && !hosted.page.isClosed() ? hosted : (hosted = await hostedGame(h)));

const hostMessages = (page: Page) => page.evaluate(() => (window as unknown as { hostMessages: string[] }).hostMessages);

/** A point of the game's frame (its client px) on the host page. */
async function inHost(game: Frame, p: Point): Promise<Point> {
  const box = await (await game.frameElement()).boundingBox();
  if (!box) throw new Error('the frame is not on screen');
  return { x: box.x + p.x, y: box.y + p.y };
}

/** A mouse click on button `id` of the game in its frame. */
async function clickInFrame(page: Page, game: Frame, id: string): Promise<void> {
  await click(page, await inHost(game, await buttonCentre(game as unknown as Page, id)));
}

/** "Show a winning line" from the table's options, with the mouse; resolves when it asks over the table. */
async function askToWatch(page: Page, game: Frame) {
  await clickInFrame(page, game, 'hud:options');
  await game.waitForFunction(() => window.__suitcase!.scene() === 'panel');
  await clickInFrame(page, game, 'watch');
  const dialog = game.getByRole('dialog', { name: T.watchAskTitle });
  await dialog.waitFor({ state: 'visible', timeout: 30_000 });
  // The question stands over the table once the options have gone from over it.
  await game.waitForFunction(() => window.__suitcase!.scene() === 'table');
  return dialog;
}

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };

describe('pause means pause', () => {
  it('a host pause takes no key; on resume the host hears one gameplayStart and no stop', async () => {
    const { page, game } = (hosted = await hostedGame(h));
    await game.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
    const messages = () => hostMessages(page);
    await page.waitForFunction(() => (window as unknown as { hostMessages: string[] }).hostMessages.includes('gameplayStart'));
    // The keyboard goes to the game.
    const moves = async () => (await game.evaluate(() => window.__suitcase!.state())).moves.length;
    await game.focus('canvas');
    expect(await game.evaluate(() => document.hasFocus())).toBe(true);
    await page.keyboard.press('d');
    await game.evaluate(() => window.__suitcase!.idle());
    const before = await moves();
    expect(before).toBe(1);

    await hostCommand(page, game, 'pause');
    expect(await game.evaluate(() => window.__suitcasePortal!.paused())).toBe(true);
    for (const key of ['d', 'u', 'o', 'h', 'n']) await page.keyboard.press(key);
    await page.waitForTimeout(200);
    expect(await moves()).toBe(before);
    expect(await game.evaluate(() => window.__suitcase!.scene())).toBe('table');

    const heard = (await messages()).length;
    await hostCommand(page, game, 'resume');
    await page.waitForTimeout(300);
    expect((await messages()).slice(heard).filter((m) => m.startsWith('gameplay'))).toEqual(['gameplayStart']);
    await page.keyboard.press('d');
    await game.evaluate(() => window.__suitcase!.idle());
    expect(await moves()).toBe(before + 1);
    expect(h.errors).toEqual([]);
  });

  it('a dialog answered by a click while the host pauses changes nothing until the host resumes', async () => {
    const { page, game } = await hostedAgain();
    await game.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
    const stats = await game.evaluate(() => window.__suitcase!.stats('fortunes-favor'));
    const dialog = await askToWatch(page, game);
    const before = await game.evaluate(() => window.__suitcase!.state());
    await hostCommand(page, game, 'pause');
    await click(page, centre((await dialog.getByRole('button', { name: T.watchYes, exact: true }).boundingBox())!));
    await dialog.waitFor({ state: 'detached' });
    const watching = () => game.evaluate(() => window.__suitcase!.state().byComputer || window.__suitcase!.buttons().some((b) => b.id.startsWith('watch:')));
    await page.waitForTimeout(1000);
    expect(await game.evaluate(() => window.__suitcase!.state())).toEqual(before);
    expect(await watching(), 'no line watched while paused').toBe(false);
    expect(await game.evaluate(() => window.__suitcase!.stats('fortunes-favor'))).toEqual(stats);
    // On resume the answer takes effect: the line plays and the game counts as played.
    await hostCommand(page, game, 'resume');
    await game.waitForFunction(() => window.__suitcase!.state().byComputer && window.__suitcase!.buttons().some((b) => b.id === 'watch:toggle'), null, { timeout: 30_000 });
    expect((await game.evaluate(() => window.__suitcase!.stats('fortunes-favor'))).played).toBe(stats.played + 1);
    // Esc stops the line, as a player would before the next deal.
    await page.keyboard.press('Escape');
    await game.waitForFunction(() => !window.__suitcase!.buttons().some((b) => b.id.startsWith('watch:')));
    expect(h.errors).toEqual([]);
  });

  it('the host hears "won" for the player\'s own win, not for a winning line the computer played to the end', async () => {
    const { page, game } = await hostedAgain();
    const line = fixture.moves;
    const ended = async (from: number) => {
      await page.waitForFunction((n) => (window as unknown as { hostMessages: string[] }).hostMessages.slice(n).some((m) => m === 'won' || m === 'lost'), from, { timeout: 60_000 });
      return (await hostMessages(page)).slice(from).filter((m) => m === 'won' || m === 'lost');
    };
    // The computer's win: one move from the end, "Show a winning line" plays the last move.
    await game.evaluate(([g, n]) => window.__suitcase!.newGame(g, n), [fixture.game, fixture.deal] as const);
    expect(await game.evaluate((m) => window.__suitcaseSolver!.play(m), line.slice(0, -1))).toBe(true);
    await game.evaluate(() => window.__suitcase!.idle());
    let from = (await hostMessages(page)).length;
    const dialog = await askToWatch(page, game);
    await click(page, centre((await dialog.getByRole('button', { name: T.watchYes, exact: true }).boundingBox())!));
    expect(await ended(from), 'a line the computer played').toEqual(['lost']);
    expect(await game.evaluate(() => window.__suitcase!.state())).toMatchObject({ won: true, byComputer: true });

    // The player's own: the same position saved as the game saves it, the frame reloaded,
    // Continue from the menu, and the last move by mouse.
    const before = play(numberedSession(fixture.game, fixture.deal), line.slice(0, -1).map((m) => parseMove(m)!));
    if (!before.ok) throw new Error('the fixture does not replay');
    await game.evaluate(([save, meta]) => {
      localStorage.setItem('suitcase:save:fortunes-favor', JSON.stringify(save));
      localStorage.setItem('suitcase:play:fortunes-favor', JSON.stringify(meta));
    }, [toSave(before.session), { seconds: 300, daily: null, restarted: false }] as const);
    await game.goto(game.url());
    await game.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
    await clickInFrame(page, game, `continue:${fixture.game}`);
    await game.waitForFunction(() => window.__suitcase!.scene() === 'table');
    await game.evaluate(() => window.__suitcase!.idle());
    expect((await game.evaluate(() => window.__suitcase!.state())).moves).toEqual(line.slice(0, -1));
    from = (await hostMessages(page)).length;
    const [a, b] = pilesOfMove(line.at(-1)!);
    const rect = (pile: string) => game.evaluate((p) => window.__suitcase!.topCardRect(p)!, pile);
    await mouseDrag(page, await inHost(game, centre(await rect(a))), await inHost(game, centre(await rect(b))));
    expect(await ended(from), "the player's win").toEqual(['won']);
    expect(await game.evaluate(() => window.__suitcase!.state())).toMatchObject({ won: true, byComputer: false });
    expect(h.errors).toEqual([]);
  });

  it('a hidden page takes no key, and its time does not count on the clock', async () => {
    const page = await pages.get();
    await newGame(page, 'fortunes-favor', 1);
    await page.keyboard.press('d');
    await idle(page);
    const hide = (hidden: boolean) =>
      page.evaluate((on) => {
        Object.defineProperty(document, 'visibilityState', { value: on ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await hide(true);
    const clock = await page.evaluate(() => window.__suitcase!.seconds());
    for (const key of ['d', 'u', 'o']) await page.keyboard.press(key);
    await page.waitForTimeout(1500);
    expect((await pageState(page)).moves).toHaveLength(1);
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('table');
    await hide(false);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.__suitcase!.seconds())).toBeLessThan(clock + 0.9);
    await page.keyboard.press('d');
    await idle(page);
    expect((await pageState(page)).moves).toHaveLength(2);
    expect(h.errors).toEqual([]);
  });
});

describe('the keyboard', () => {
  it('Tab leaves the game from the menu, a panel and the table, to the host page', async () => {
    const { page, game } = await hostedGame(h);
    const leaves = async (where: string) => {
      await game.focus('canvas');
      const buttons = (await game.evaluate(() => window.__suitcase!.buttons())).length;
      for (let i = 0; i <= buttons + 1; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.id)) === 'after') return;
      }
      throw new Error(`Tab stays in the game on the ${where}`);
    };
    await leaves('menu');
    await game.evaluate(() => { void window.__suitcase!.newGame('lucky-fan', 2); });
    await game.waitForFunction(() => window.__suitcase!.scene() === 'table');
    await leaves('table');
    await game.focus('canvas');
    await page.keyboard.press('o');
    await game.waitForFunction(() => window.__suitcase!.scene() === 'panel');
    await leaves('panel');
    expect(h.errors).toEqual([]);
  });

  it('focus that comes into the menu by keyboard shows at once', async () => {
    const { page, game } = await hostedGame(h);
    await page.focus('#before');
    await page.keyboard.press('Tab');
    expect(await game.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
    expect(await game.evaluate(() => window.__suitcase!.announced())).toBe(T.buttonSpoken(T.settings));
  });
});

describe('giving up is a choice', () => {
  it('New, N, More -> daily deal or deal by number ask first; the menu row of a saved game resumes it', async () => {
    const page = await pages.get();
    await newGame(page, 'fortunes-favor', 7);
    await page.keyboard.press('d');
    await idle(page);
    const game = await pageState(page);
    expect(game.moves).toHaveLength(1);
    const dialog = page.getByRole('dialog', { name: T.giveUpTitle });
    const keep = async () => {
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: T.keepPlaying }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForTimeout(100);
      expect(await pageState(page)).toEqual(game);
    };
    await page.keyboard.press('n');
    await keep();
    await click(page, await buttonCentre(page, 'hud:new'));
    await keep();
    for (const item of ['daily', 'number']) {
      await click(page, await buttonCentre(page, 'hud:options'));
      await sceneIs(page, 'panel');
      await click(page, await buttonCentre(page, item));
      if (item === 'number') {
        await page.keyboard.type('42');
        await page.keyboard.press('Enter');
      }
      await keep();
    }
    // To the menu: the row of the saved game resumes it.
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, 'play:fortunes-favor'));
    await sceneIs(page, 'table');
    await idle(page);
    expect(await pageState(page)).toEqual(game);
    // And a yes gives it up for a new deal.
    await page.keyboard.press('n');
    await dialog.getByRole('button', { name: T.giveUpYes }).click();
    await page.waitForFunction(() => {
      try {
        return window.__suitcase!.state().moves.length === 0;
      } catch {
        return false;
      }
    });
    expect(h.errors).toEqual([]);
  });

  /**
   * "Deal by number" pressed at `at` and 42 given, with no frame of the game's until it is given:
   * the screen under the panel is still waiting to come back, as on a device whose next frame is
   * late. Then a yes to "Give up this game?", and the table deals 42.
   */
  async function dealNumberBeforeNextFrame(page: Page, at: Point): Promise<void> {
    await page.evaluate(() => { window.__suitcase!.loop(false); });
    try {
      await click(page, at);
      await page.keyboard.type('42');
      await page.keyboard.press('Enter');
    } finally {
      await page.evaluate(() => { window.__suitcase!.loop(true); });
    }
    await page.getByRole('dialog', { name: T.giveUpTitle }).getByRole('button', { name: T.giveUpYes }).click();
    await page.waitForFunction((d) => {
      try {
        return JSON.stringify(window.__suitcase!.state().deal) === d;
      } catch {
        return false;
      }
    }, JSON.stringify(dealToJson(numberedDeal('fortunes-favor', 42))));
  }

  it('a deal number given before the table is back from its options is not dropped: it asks, and a yes deals it', async () => {
    const page = await pages.get();
    await newGame(page, 'fortunes-favor', 7);
    await page.keyboard.press('d');
    await idle(page);
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    await dealNumberBeforeNextFrame(page, await buttonCentre(page, 'number'));
    expect(h.errors).toEqual([]);
  });

  it('a deal number given before the menu is back from a game\'s page is not dropped: it asks, and a yes deals it', async () => {
    const page = await pages.get();
    await newGame(page, 'fortunes-favor', 7);
    await page.keyboard.press('d');
    await idle(page);
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, 'more:fortunes-favor'));
    await sceneIs(page, 'panel');
    await dealNumberBeforeNextFrame(page, await buttonCentre(page, 'number'));
    expect(h.errors).toEqual([]);
  });
});
