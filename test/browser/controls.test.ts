/**
 * Controls whose rules are unit-tested, here driven as a player drives them (README, "Player
 * features"): Restart from the table's More by keys, Finish with auto-play off (the F key before
 * there is anything to finish, the Hint button turned Finish), today's daily deal from the menu's daily place,
 * and the statistics reset dialog.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyDealNumber } from '../../src/engine/daily.ts';
import { finishMoves } from '../../src/engine/finish.ts';
import { type Move, type State, apply, dealToJson, initialState, legalMoves, moveText, numberedDeal } from '../../src/engine/index.ts';
import { solve } from '../../src/engine/solver/index.ts';
import { emptyStats, recordLoss, recordWin, resetStats } from '../../src/engine/stats.ts';
import { placesFor } from '../../src/input/lift.ts';
import { buttonCentre, engineState, idle, newGame, openDailyPlace, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, click, screenshot, startHarness } from './harness.ts';
import { announced, playByKeys } from './keyboard.ts';
import { en } from '../../src/text/en.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: { width: 1024, height: 768 } });
});

afterAll(async () => {
  await h.close();
});

const moves = async (): Promise<string[]> => (await pageState(page)).moves;

const pageDay = (): Promise<string> =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** A move Enter makes from the first pile that has one (the tap's choice). */
function keyMove(s: State): string {
  for (let i = 0; i < s.tableau.length; i++) {
    const place = placesFor(s, legalMoves(s), `t${i}`)[0];
    if (place) return moveText(place.move);
  }
  throw new Error('no card move');
}

/** Plays `n` moves by keyboard, each the one Enter makes first. */
async function playSome(n: number): Promise<string[]> {
  const played: string[] = [];
  for (let i = 0; i < n; i++) {
    const text = keyMove(await engineState(page));
    await playByKeys(page, text);
    await idle(page);
    played.push(text);
  }
  return played;
}

/** Plays moves through the solver probe, one action each (the setting up, not what is tested). */
async function playLine(line: readonly string[]): Promise<void> {
  const ok = await page.evaluate((texts) => texts.every((t) => window.__suitcaseSolver!.play([t])), [...line]);
  expect(ok).toBe(true);
  await idle(page);
}

/**
 * Lucky Fan deal 20 played along the solver's winning line up to the first position with nothing
 * left to decide (every card in sight, each able to go home in turn), worked out here.
 */
function finishableLine(): { line: string[]; finish: string[] } {
  let s = initialState(numberedDeal('lucky-fan', 20));
  const won = solve(s, { maxNodes: 2_000_000 });
  expect(won.verdict).toBe('win');
  const line: string[] = [];
  for (const m of won.line as Move[]) {
    if (finishMoves(s).length > 0) break;
    const r = apply(s, m);
    if (!r.ok) throw new Error(en.refusal(r.refusal));
    s = r.state;
    line.push(moveText(r.move));
  }
  return { line, finish: finishMoves(s).map(moveText) };
}

describe('controls driven as a player drives them', () => {
  it('Restart (O, then "Restart this deal"): the deal from its start, said as it happens', async () => {
    await newGame(page, 'lucky-fan', 7);
    const dealt = await pageState(page);
    await playSome(2);
    expect(await moves()).toHaveLength(2);

    await page.keyboard.press('o');
    await sceneIs(page, 'panel');
    expect((await page.evaluate(() => window.__suitcase!.buttons())).map((b) => b.id)[0]).toBe('restart');
    await page.keyboard.press('ArrowDown');
    // A screen reader hears where the keyboard is, as it hears each move.
    expect(await announced(page)).toBe('Restart this deal, button');
    await page.keyboard.press('Enter');
    await sceneIs(page, 'table');
    await idle(page);
    const restarted = await pageState(page);
    expect(restarted.deal).toEqual(dealt.deal);
    expect(restarted.moves).toEqual([]);
    expect(await announced(page)).toBe('deal restarted');
    expect(h.errors).toEqual([]);
  });

  it('Finish with auto-play off: offered only once nothing is left to decide; the Finish button sends every card home', async () => {
    const { line, finish } = finishableLine();
    expect(finish.length).toBeGreaterThan(1);
    await newGame(page, 'lucky-fan', 20);
    await playLine(line.slice(0, -1));
    // One move short: F finishes nothing, and the button is still Hint.
    await page.keyboard.press('f');
    expect(await announced(page)).toBe('nothing to finish yet');
    await click(page, await buttonCentre(page, 'hud:hint'));
    await page.waitForFunction(() => window.__suitcase!.lastHint() !== null, null, { timeout: 20_000 });
    expect(await moves()).toEqual(line.slice(0, -1));

    await playLine(line.slice(-1));
    // Auto-play is off: nothing went home by itself.
    expect(await moves()).toEqual(line);
    await screenshot(page, 'controls-finish-offered');
    await click(page, await buttonCentre(page, 'hud:hint'));
    await idle(page);
    const end = await pageState(page);
    expect(end.won).toBe(true);
    expect(end.moves).toEqual([...line, ...finish]);
    expect(await announced(page)).toMatch(/you won$/);
    await sceneIs(page, 'results');
    expect(h.errors).toEqual([]);
  });

  it("today's daily deal from the menu (the daily place, Rouge Forty) is the deal the daily rule gives for today's date", async () => {
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    await openDailyPlace(page);
    // The page's own calendar date, as the game reads it (local, YYYY-MM-DD).
    const before = await pageDay();
    await click(page, await buttonCentre(page, 'daily:rouge-forty'));
    await sceneIs(page, 'table');
    await idle(page);
    const after = await pageDay();
    const st = await pageState(page);
    expect(st.game).toBe('rouge-forty');
    const expected = [before, after].map((day) => dealToJson(numberedDeal('rouge-forty', dailyDealNumber('rouge-forty', day))));
    expect(expected).toContainEqual(st.deal);
    expect(st.moves).toEqual([]);
    expect(await announced(page)).toMatch(new RegExp(`^Rouge Forty · daily deal (${before}|${after})\\. New deal\\.$`));
    expect(h.errors).toEqual([]);
  });

  it('Reset statistics asks first: Cancel, Esc and Enter keep the numbers; Reset clears them, for that game only', async () => {
    // Something to reset in each of two games, stored as the game stores it.
    const planted = {
      'lucky-fan': recordLoss(recordWin(emptyStats(), { timeMs: 95_000, moves: 80 })),
      'fortunes-favor': recordWin(emptyStats(), { timeMs: 125_000, moves: 70 }),
    };
    await page.evaluate((records) => {
      for (const [game, record] of Object.entries(records)) localStorage.setItem(`suitcase:stats:${game}`, JSON.stringify(record));
    }, planted);
    const stats = (game: string) => page.evaluate((g) => window.__suitcase!.stats(g), game);
    const kept = await stats('lucky-fan');
    const other = await stats('fortunes-favor');
    expect(kept).toEqual(planted['lucky-fan']);
    expect(other).toEqual(planted['fortunes-favor']);

    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, 'more:lucky-fan'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'stats'));
    const dialog = page.getByRole('dialog', { name: 'Reset statistics?' });
    const askReset = async () => {
      await click(page, await buttonCentre(page, 'reset-stats'));
      await dialog.waitFor({ state: 'visible' });
    };

    await askReset();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stats('lucky-fan')).toEqual(kept);

    await askReset();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await stats('lucky-fan')).toEqual(kept);
    // Esc closed the dialog only: the statistics page is still showing.
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('panel');

    // The dialog opens on its safe choice: Enter cancels.
    await askReset();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await stats('lucky-fan')).toEqual(kept);

    await askReset();
    await screenshot(page, 'controls-reset-dialog');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stats('lucky-fan')).toEqual(resetStats());
    expect(await stats('fortunes-favor')).toEqual(other);
    expect(await page.evaluate(() => window.__suitcase!.toasts())).toContain('Lucky Fan statistics reset.');
    expect(h.errors).toEqual([]);
  });
});
