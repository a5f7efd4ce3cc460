/**
 * Storage as a player meets it. Two tabs of one game: the newer state wins in both, and the game
 * ends counted once. Damaged records (issue 17, item 9): a saved game whose play record says
 * `seconds: 1e308` and `daily: "2020-02-30"` resumes with its clock from 0 and as an ordinary deal,
 * says so, and winning it counts the win with a real best time, the earlier statistics kept; an
 * illegal save is dropped with its play record, and a huge one with a short sentence; damaged
 * settings are reset, what could be read kept, with a notice in the player's language.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, current, legalMoves, moveText, numberedSession, parseMove, play, toSave } from '../../src/engine/index.ts';
import { emptyStats, recordWin } from '../../src/engine/stats.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { buttonCentre, newGame, openGame, pageState, pilesOfMove, sceneIs, topCardRect } from './game.ts';
import { confirmGiveUp } from './keyboard.ts';
import { playOneMove } from './play.ts';
import { type Harness, centre, click, mouseDrag, startHarness } from './harness.ts';
import { de } from '../../src/text/de.ts';
import { en } from '../../src/text/en.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h);
});

afterAll(async () => {
  await h.close();
});

/** Writes `entries` into the page's storage and loads the page again, as a returning player. */
async function returnWith(entries: Record<string, unknown>): Promise<void> {
  await page.evaluate((e) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, JSON.stringify(v));
  }, entries);
  await page.reload();
  await sceneIs(page, 'menu');
}

describe('damaged records in storage', () => {
  // First, while the page is as the file opened it: a new context, nothing stored yet.
  it('two tabs on one game: the newer state wins in both, a hidden tab writes nothing older, and the game ends counted once', async () => {
    await newGame(page, 'lucky-fan', 5);
    const first = await playOneMove(page);
    // A second tab of the same page continues the game and plays on.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await sceneIs(other, 'menu');
    await click(other, await buttonCentre(other, 'continue:lucky-fan'));
    await sceneIs(other, 'table');
    expect((await pageState(other)).moves).toEqual([first]);
    const second = await playOneMove(other);
    // The first tab takes the newer game up, and says so.
    await page.waitForFunction((n) => window.__suitcase!.scene() === 'table' && window.__suitcase!.state().moves.length === n, 2, { timeout: 10_000 });
    expect((await pageState(page)).moves).toEqual([first, second]);
    expect((await page.evaluate(() => window.__suitcase!.toasts())).join(' ')).toContain(en.movedOnElsewhere);
    // Hidden now, it keeps its game: and what it keeps is the newer one.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const saved = await other.evaluate(() => (JSON.parse(localStorage.getItem('suitcase:save:lucky-fan') ?? 'null') as { moves: string[][] } | null)?.moves.flat());
    expect(saved).toEqual([first, second]);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // The second tab gives the game up: counted there, once; the first goes back to its menu.
    const before = await other.evaluate(() => window.__suitcase!.stats('lucky-fan'));
    await other.keyboard.press('n');
    await confirmGiveUp(other);
    await sceneIs(page, 'menu');
    expect((await page.evaluate(() => window.__suitcase!.toasts())).join(' ')).toContain(en.endedElsewhere);
    expect(await page.evaluate(() => window.__suitcase!.stats('lucky-fan'))).toMatchObject({ played: before.played + 1, won: before.won });
    await other.close();
    expect(h.errors).toEqual([]);
  });

  it('a damaged clock and daily date are repaired with a notice, and the win is recorded', async () => {
    let session: Session = numberedSession(fixture.game, fixture.deal);
    for (const text of fixture.moves.slice(0, -1)) {
      const r = play(session, [parseMove(text)!]);
      if (!r.ok) throw new Error(en.refusal(r.refusal));
      session = r.session;
    }
    const earlier = recordWin(emptyStats(), { timeMs: 600_000, moves: 150 });
    await returnWith({
      'suitcase:save:fortunes-favor': toSave(session),
      'suitcase:play:fortunes-favor': { seconds: 1e308, daily: '2020-02-30', restarted: false },
      'suitcase:stats:fortunes-favor': earlier,
    });
    await click(page, await buttonCentre(page, 'continue:fortunes-favor'));
    await sceneIs(page, 'table');
    expect((await pageState(page)).moves).toEqual(fixture.moves.slice(0, -1));
    const toasts = await page.evaluate(() => window.__suitcase!.toasts());
    expect(toasts).toContain(`${en.notices['clock-reset']} ${en.notices['daily-dropped']}`);
    expect(await page.evaluate(() => window.__suitcase!.seconds())).toBeLessThan(60);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('suitcase:play:fortunes-favor') ?? 'null') as unknown);
    expect(stored).toMatchObject({ daily: null });
    expect((stored as { seconds: number }).seconds).toBeLessThan(60);

    // The last move, as the player makes it.
    const last = fixture.moves.at(-1)!;
    const [from, to] = pilesOfMove(last);
    const state = current(session);
    const tap = bestTapMove(state, legalMoves(state), from);
    if (tap && moveText(tap) === last) await click(page, centre(await topCardRect(page, from)));
    else await mouseDrag(page, centre(await topCardRect(page, from)), centre(await topCardRect(page, to)));
    await sceneIs(page, 'results');
    const stats = await page.evaluate(() => window.__suitcase!.stats('fortunes-favor'));
    expect(stats).toMatchObject({ played: 2, won: 2, currentStreak: 2 });
    expect(stats.fewestMoves!).toBeLessThan(150);
    expect(stats.bestTimeMs).not.toBeNull();
    expect(stats.bestTimeMs!).toBeLessThan(600_000);
    expect((await page.evaluate(() => window.__suitcase!.toasts())).join(' ')).not.toMatch(/statistics .* reset/);
    expect(h.errors).toEqual([]);
  });

  it("damaged saves are dropped with one short sentence each, never quoting them, and damaged settings reset, in the player's language", async () => {
    await returnWith({
      // An illegal save, with its play record.
      'suitcase:save:lucky-fan': { ...toSave(numberedSession('lucky-fan', 3)), moves: [['t0>t5']] },
      'suitcase:play:lucky-fan': { seconds: 40, daily: null, restarted: false },
      // A huge damaged one.
      'suitcase:save:famous-fifty': { ...toSave(numberedSession('famous-fifty', 3)), moves: [['x'.repeat(500_000)]] },
      'suitcase:settings': { language: 'de', soundOn: 'loud', fourColour: true },
    });
    const ids = (await page.evaluate(() => window.__suitcase!.buttons())).map((b) => b.id);
    expect(ids).not.toContain('continue:lucky-fan');
    expect(ids).not.toContain('continue:famous-fifty');
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':lucky-fan') || k.endsWith(':famous-fifty')));
    expect(left).toEqual([]);
    const toasts = await page.evaluate(() => window.__suitcase!.toasts());
    expect(toasts.filter((t) => t === de.notices['save-dropped'])).toHaveLength(2);
    for (const t of toasts) expect(t.length, t.slice(0, 80)).toBeLessThan(120);
    // Said once a visit: the repaired settings are stored, so the next visit has nothing to say.
    expect(toasts.filter((t) => t === de.notices['settings-reset'])).toHaveLength(1);
    // What could be read is kept.
    const kept = { language: 'de', fourColour: true, soundOn: true };
    expect(await page.evaluate(() => window.__suitcase!.settings())).toMatchObject(kept);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('suitcase:settings') ?? 'null') as unknown)).toMatchObject(kept);
    expect(h.errors).toEqual([]);
  });
});
