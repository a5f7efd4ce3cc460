/**
 * The player features through the page (issue 4): undo and redo across an auto-play, a reload
 * that resumes mid-game with its undo history, links to numbered deals, statistics after a win,
 * a loss and an abandoned game, a whole game by keyboard alone, settings that persist, and play
 * when storage throws. Animations are instant except where noted.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionWithAuto } from '../../src/engine/autoplay.ts';
import { finishMoves } from '../../src/engine/finish.ts';
import { type Move, type State, apply, dealToJson, initialState, isLost, isWon, legalMoves, moveText, numberedDeal } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { STORAGE_UNAVAILABLE_NOTICE } from '../../src/platform/storage.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs, topCardRect } from './game.ts';
import { type Harness, centre, click, screenshot, startHarness } from './harness.ts';
import { confirmGiveUp, playByKeys } from './keyboard.ts';
import { en } from '../../src/text/en.ts';


let h: Harness;
/** One page for most tests (each page costs seconds to start on a loaded machine). */
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: { width: 800, height: 600 } });
  // New random deals without waiting for the solver's winnable search.
  await page.evaluate(() => { window.__suitcase!.settings({ winnableOnly: false }); });
});

afterAll(async () => {
  await h.close();
});


/** The move a tap (Enter, Enter when lifted) makes on the first pile that has one, else a draw: a policy the keys can follow. */
function tapPolicy(s: State): Move | null {
  const legal = legalMoves(s);
  for (let i = 0; i < s.tableau.length; i++) {
    const m = bestTapMove(s, legal, `t${i}`);
    if (m) return m;
  }
  return bestTapMove(s, legal, 'w') ?? legal.find((m) => m.kind === 'draw') ?? null;
}

/** The first deal of `game` (from `from`) that the tap policy loses within `max` moves, with its line. */
function quickLoss(game: 'lucky-fan', from: number, max: number): { deal: number; line: string[] } {
  for (let d = from; d < from + 500; d++) {
    let s = initialState(numberedDeal(game, d));
    const line: string[] = [];
    while (line.length < max && !isLost(s) && !isWon(s)) {
      const m = tapPolicy(s);
      const r = m ? apply(s, m) : null;
      if (!r?.ok) break;
      line.push(moveText(m!));
      s = r.state;
    }
    if (isLost(s)) return { deal: d, line };
  }
  throw new Error('no quick loss found');
}

describe('player features', () => {
  it('undoes and redoes a move together with the auto-play it caused', async () => {
    await page.evaluate(() => { window.__suitcase!.autoPlay('safe'); });
    // A Lucky Fan deal where a tap sends a card on and auto-play then sends one home.
    let found: { deal: number; move: Move; all: string[] } | null = null;
    for (let d = 1; d < 200 && !found; d++) {
      const s = initialState(numberedDeal('lucky-fan', d));
      for (let i = 0; i < s.tableau.length && !found; i++) {
        const m = bestTapMove(s, legalMoves(s), `t${i}`);
        const all = m ? actionWithAuto(s, [m], 'safe') : null;
        if (m && all && all.length > 1) found = { deal: d, move: m, all: all.map(moveText) };
      }
    }
    expect(found).not.toBeNull();
    const { deal, move, all } = found!;
    await newGame(page, 'lucky-fan', deal);
    await click(page, centre(await topCardRect(page, moveText(move).split('>')[0]!)));
    await idle(page);
    expect((await pageState(page)).moves).toEqual(all);
    // One undo takes back the move and its auto-play.
    await click(page, await buttonCentre(page, 'hud:undo'));
    expect((await pageState(page)).moves).toEqual([]);
    await page.keyboard.press('Control+y');
    expect((await pageState(page)).moves).toEqual(all);
    await page.keyboard.press('u');
    expect((await pageState(page)).moves).toEqual([]);
    await page.keyboard.press('Control+Shift+Z');
    expect((await pageState(page)).moves).toEqual(all);
    // Redo replays what was recorded: no second auto-play is added.
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    expect((await pageState(page)).moves).toEqual(all);
    await page.evaluate(() => { window.__suitcase!.autoPlay(null); window.__suitcase!.autoPlay('off'); });
    expect(h.errors).toEqual([]);
  });

  it('resumes after a reload exactly, undo history and clock included', async () => {
    await newGame(page, 'lucky-fan', 19);
    const line = quickLoss('lucky-fan', 19, 10).line;
    for (const text of line.slice(0, 3)) await playByKeys(page, text);
    await page.keyboard.press('u');
    expect((await pageState(page)).moves).toEqual(line.slice(0, 2));
    await page.waitForTimeout(1500);
    // The clock is saved with every move: make one more and take it back.
    await playByKeys(page, line[2]!);
    await page.keyboard.press('u');
    const seconds = await page.evaluate(() => window.__suitcase!.seconds());
    expect(seconds).toBeGreaterThanOrEqual(1);
    const before = await pageState(page);

    await page.reload();
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, 'continue:lucky-fan'));
    await sceneIs(page, 'table');
    await idle(page);
    const after = await pageState(page);
    expect(after.deal).toEqual(before.deal);
    expect(after.moves).toEqual(before.moves);
    expect(await page.evaluate(() => window.__suitcase!.seconds())).toBeGreaterThanOrEqual(Math.floor(seconds));
    // The undone move is still there to redo, and the first ones to undo.
    await page.keyboard.press('Control+y');
    expect((await pageState(page)).moves).toEqual(line.slice(0, 3));
    await page.keyboard.press('u');
    await page.keyboard.press('u');
    await page.keyboard.press('u');
    expect((await pageState(page)).moves).toEqual([]);
    // Tests after a reload start with auto-play off again (the test default).
    expect(h.errors).toEqual([]);
  });

  it('opens the numbered deal a link names, and sends a malformed link to the menu with a message', async () => {
    await page.goto(`${h.url}?test=1&speed=instant&game=lucky-fan&deal=123`);
    await sceneIs(page, 'table');
    await idle(page);
    const st = await pageState(page);
    expect(st.game).toBe('lucky-fan');
    expect(st.deal).toEqual(dealToJson(numberedDeal('lucky-fan', 123)));

    for (const query of ['game=lucky-fan&deal=12x', 'game=no-such-game&deal=5']) {
      await page.goto(`${h.url}?test=1&speed=instant&${query}`);
      await sceneIs(page, 'menu');
      const message = (await page.evaluate(() => window.__suitcase!.toasts())).join(' | ');
      expect(message, query).toMatch(query.includes('no-such') ? /game we do not have/ : /deal number .* is not one of ours/);
    }
    expect(h.errors).toEqual([]);
  });

  it('plays a whole game by keyboard alone, and counts the win in the statistics', async () => {
    // A short win: Fortune's Favor deal 266 with auto-play 'all' (and the finish it brings) needs
    // only a dozen actions by Enter or D; the line is worked out here with the engine.
    const game = 'fortunes-favor';
    const deal = 266;
    let s = initialState(numberedDeal(game, deal));
    const actions: string[] = [];
    const played: string[] = [];
    while (!isWon(s) && actions.length < 30) {
      const m = tapPolicy(s)!;
      const all = [...actionWithAuto(s, [m], 'all')!];
      for (const x of all) s = (apply(s, x) as { state: State }).state;
      const fin = finishMoves(s);
      for (const x of fin) s = (apply(s, x) as { state: State }).state;
      actions.push(moveText(m));
      played.push(...[...all, ...fin].map(moveText));
    }
    expect(isWon(s)).toBe(true);
    await page.evaluate(() => { window.__suitcase!.autoPlay('all'); });
    await newGame(page, game, deal);
    const wonBefore = (await page.evaluate((g) => window.__suitcase!.stats(g), game)).won;
    let told = '';
    for (const text of actions) {
      await playByKeys(page, text);
      if (told === '') told = await page.evaluate(() => window.__suitcase!.announced());
    }
    // The live region said what happened.
    expect(told).toMatch(/drew |to the foundation|onto /);
    const end = await pageState(page);
    expect(end.moves).toEqual(played);
    expect(end.won).toBe(true);
    await sceneIs(page, 'results');
    await screenshot(page, 'features-keyboard-win');
    const stats = await page.evaluate((g) => window.__suitcase!.stats(g), game);
    expect(stats.won).toBe(wonBefore + 1);
    expect(stats.currentStreak).toBeGreaterThanOrEqual(1);
    expect(stats.fewestMoves).toBeLessThanOrEqual(actions.length);
    expect(stats.bestTimeMs).not.toBeNull();
    // Esc leaves the Results for the menu; the game is not offered to continue.
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    const ids = (await page.evaluate(() => window.__suitcase!.buttons())).map((b) => b.id);
    expect(ids).not.toContain(`continue:${game}`);
    await page.evaluate(() => { window.__suitcase!.autoPlay('off'); });
    expect(h.errors).toEqual([]);
  });

  it('says at once when a game is lost, counts the loss, and counts an abandoned game as lost', async () => {
    const { deal, line } = quickLoss('lucky-fan', 19, 10);
    await newGame(page, 'lucky-fan', deal);
    const before = await page.evaluate(() => window.__suitcase!.stats('lucky-fan'));
    for (const text of line) await playByKeys(page, text);
    expect((await pageState(page)).lost).toBe(true);
    await sceneIs(page, 'results');
    expect((await page.evaluate(() => window.__suitcase!.toasts())).join(' | ')).toMatch(/No moves left/);
    // Not the daily deal: the Results list the game's figures, not the daily deals'.
    const figures = (await page.evaluate(() => window.__suitcase!.labels())).map((l) => l.text).join('\n');
    expect(figures).toContain(en.statsPlayed(0, 0, 0).split(/\d/)[0]!.trim());
    expect(figures).not.toContain(en.statsDaily(0, 0, 0).split(/\d/)[0]!.trim());
    // The Results offer Undo, so the loss counts only once the player leaves them.
    expect(await page.evaluate(() => window.__suitcase!.stats('lucky-fan'))).toMatchObject({ played: before.played, won: before.won });

    // Replay this deal, make one move, then deal anew: the given-up game is played and lost.
    await click(page, await buttonCentre(page, 'replay'));
    await sceneIs(page, 'table');
    await idle(page);
    expect(await page.evaluate(() => window.__suitcase!.stats('lucky-fan'))).toMatchObject({ played: before.played + 1, won: before.won, currentStreak: 0 });
    expect((await pageState(page)).deal).toEqual(dealToJson(numberedDeal('lucky-fan', deal)));
    await playByKeys(page, line[0]!);
    await page.keyboard.press('n');
    await confirmGiveUp(page);
    // The new deal restarts the table on the next frame, and counts the given-up game as it comes.
    await page.waitForFunction(() => window.__suitcase!.state().moves.length === 0);
    await idle(page);
    expect(await page.evaluate(() => window.__suitcase!.stats('lucky-fan'))).toMatchObject({ played: before.played + 2, won: before.won });
    expect(h.errors).toEqual([]);
  });

  it('changes a setting on the settings screen and keeps it across a reload; shows a hint', async () => {
    await newGame(page, 'lucky-fan', 1);
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'settings'));
    const before = await page.evaluate(() => window.__suitcase!.settings());
    await click(page, await buttonCentre(page, 'setting:fourColour'));
    await click(page, await buttonCentre(page, 'group:play'));
    await click(page, await buttonCentre(page, 'setting:showTimer'));
    const after = await page.evaluate(() => window.__suitcase!.settings());
    expect(after.fourColour).toBe(!before.fourColour);
    expect(after.showTimer).toBe(!before.showTimer);
    await page.keyboard.press('Escape');
    await sceneIs(page, 'table');
    // The hint outlines a legal move.
    await page.keyboard.press('h');
    await page.waitForFunction(() => window.__suitcase!.lastHint() !== null, null, { timeout: 20_000 });
    const hint = await page.evaluate(() => window.__suitcase!.lastHint());
    expect(await page.evaluate(() => window.__suitcase!.legal())).toContain(hint);
    await page.reload();
    await sceneIs(page, 'menu');
    const kept = await page.evaluate(() => window.__suitcase!.settings());
    expect(kept.fourColour).toBe(after.fourColour);
    expect(kept.showTimer).toBe(after.showTimer);
    expect(h.errors).toEqual([]);
  });

  it('plays on in memory when storage throws, and says so once', async () => {
    const page = await h.open('?test=1&speed=instant');
    await page.context().addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.reload();
    await sceneIs(page, 'menu');
    await newGame(page, 'lucky-fan', 19);
    const line = quickLoss('lucky-fan', 19, 10).line;
    await playByKeys(page, line[0]!);
    await playByKeys(page, line[1]!);
    expect((await pageState(page)).moves).toEqual(line.slice(0, 2));
    expect(await page.evaluate(() => window.__suitcase!.persistent())).toBe(false);
    // Said once, however many moves are not kept.
    expect((await page.evaluate(() => window.__suitcase!.toasts())).filter((t) => t === STORAGE_UNAVAILABLE_NOTICE)).toHaveLength(1);
    // Leaving for the menu and back still finds the game (kept in memory).
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, 'continue:lucky-fan'));
    await sceneIs(page, 'table');
    await idle(page);
    expect((await pageState(page)).moves).toEqual(line.slice(0, 2));
    expect(h.errors).toEqual([]);
    await page.context().close();
  });
});
