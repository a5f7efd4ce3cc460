/**
 * The keyboard alone (README, "Keyboard"): a card with two places lifted with Enter, aimed at the
 * second with the arrows and put down with Enter; U puts it back and undoes; a card with one place
 * goes at once; the live region says what was lifted and where it went. Then the "still winnable?"
 * note's actions (undo to the last winnable position, Results) reached with the arrows and pressed
 * with Enter or Space. The rest of the lifted card's keys (Space, a number key refused or aiming,
 * Esc) are test/unit/input/tableInput.test.ts's.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PileId, legalMoves, moveText } from '../../src/engine/index.ts';
import { T } from '../../src/text/index.ts';
import { placesFor } from '../../src/input/lift.ts';
import { engineState, idle, newGame, openGame, pageState, topCardRect } from './game.ts';
import { type Harness, screenshot, startHarness } from './harness.ts';
import { announced, focused, lifted, playByKeys, pressUntilFocus } from './keyboard.ts';
import { deadEndLine, winnableDealAndLosingMove } from './positions.ts';

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
const status = (): Promise<string> => page.evaluate(() => window.__suitcaseSolver!.status());

describe('the lifted card', () => {
  it('Famous Fifty deal 1: one place goes at once; two are lifted, U puts back and undoes, Enter, Right, Enter takes the second', async () => {
    await newGame(page, 'famous-fifty', 1);
    const st = await engineState(page);
    // Worked out here with the engine: the card of column 3 has one place, the card of column 1
    // two (two decks: two columns end on the card it goes on).
    const places = (id: PileId) => placesFor(st, legalMoves(st), id).map((p) => moveText(p.move));
    expect(places('t2')).toEqual(['t2>f0']);
    expect(places('t0')).toEqual(['t0>t4', 't0>t9']);

    await page.keyboard.press('3');
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await lifted(page)).toBeNull();
    expect(await moves()).toEqual(['t2>f0']);

    await page.keyboard.press('1');
    expect(await focused(page)).toBe('t0');
    await page.keyboard.press('Enter');
    expect(await lifted(page)).toBe('t0');
    expect(await moves()).toEqual(['t2>f0']);
    // Aimed first where a tap would send it, and said so.
    expect(await focused(page)).toBe('t4');
    expect(await announced(page)).toMatch(/^lifted .+ from column 1, 2 places: onto .+, column 5\. /);
    // Marked: the card stands above its place on the pile.
    const rest = await topCardRect(page, 't0');
    const raised = (await page.evaluate(() => window.__suitcase!.spriteRect('t0')))!;
    expect(raised.y).toBeLessThan(rest.y - 4);
    await screenshot(page, 'keyboard-lifted');
    // U with a card lifted: the card goes back, then the last move is undone.
    await page.keyboard.press('u');
    await idle(page);
    expect(await lifted(page)).toBeNull();
    expect(await moves()).toEqual([]);
    expect(await focused(page)).toBe('t0');
    expect((await page.evaluate(() => window.__suitcase!.spriteRect('t0')))!.y).toBeCloseTo(rest.y, 0);

    await page.keyboard.press('Enter');
    expect(await lifted(page)).toBe('t0');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('t9');
    expect(await announced(page)).toMatch(/^onto .+, column 10$/);
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await moves()).toEqual(['t0>t9']);
    expect(await lifted(page)).toBeNull();
    expect(await announced(page)).toMatch(/ onto /);
    // The ring is back on the pile the card left.
    expect(await focused(page)).toBe('t0');
    expect(h.errors).toEqual([]);
  });
});

describe('the "still winnable?" note by keyboard', () => {
  it('no winning line left: the arrows reach the note, which says what Enter does, and Enter undoes to the last winnable position', async () => {
    const { n, move } = winnableDealAndLosingMove();
    await page.evaluate(() => { window.__suitcase!.settings({ stillWinnable: true }); });
    await newGame(page, 'lucky-fan', n);
    await page.waitForFunction(() => window.__suitcaseSolver!.status().includes('still winnable') && !window.__suitcaseSolver!.client!.busy, null, { timeout: 30_000 });
    // While the note offers nothing, the keys never stop on it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('ArrowUp');
      expect(await focused(page)).not.toBe('note');
    }
    await playByKeys(page, move);
    await idle(page);
    expect(await moves()).toEqual([move]);
    await page.waitForFunction(() => window.__suitcaseSolver!.status().includes('no winning line left · undo to last winnable'), null, { timeout: 30_000 });
    expect(await announced(page)).toContain(T.noteReach);
    await pressUntilFocus(page, 'ArrowUp', 'note', 8);
    expect(await announced(page)).toBe(`${await status()}: ${T.noteUndo}`);
    await screenshot(page, 'keyboard-note');
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await moves()).toEqual([]);
    await page.waitForFunction(() => window.__suitcaseSolver!.status().endsWith('still winnable'), null, { timeout: 30_000 });
    // The note offers nothing now: the ring has gone back to the piles.
    expect(await focused(page)).toBe('t0');
    await page.evaluate(() => { window.__suitcase!.settings({ stillWinnable: false }); });
    expect(h.errors).toEqual([]);
  });

  it('a dead end: the arrows reach "dead end · Results", and Space shows the Results', async () => {
    const found = deadEndLine();
    await newGame(page, 'rouge-forty', found.n);
    for (const t of found.moves) expect(await page.evaluate((m) => window.__suitcaseSolver!.play([m]), t)).toBe(true);
    await idle(page);
    await page.waitForFunction(() => window.__suitcaseSolver!.status().includes('dead end · Results'), null, { timeout: 30_000 });
    expect(await announced(page)).toContain(T.noteReach);
    await page.keyboard.press('1');
    await pressUntilFocus(page, 'ArrowLeft', 'note', 40);
    expect(await announced(page)).toBe(`${await status()}: ${T.noteResults}`);
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('table');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.__suitcase!.scene() === 'results', null, { timeout: 30_000 });
    expect((await pageState(page)).lost).toBe(false);
    expect(h.errors).toEqual([]);
  });
});
