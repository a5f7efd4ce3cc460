/**
 * The daily challenges and the levels of difficulty, as a player meets them, on one page through
 * the file: the menu's daily place's tile at phone, tablet and desktop sizes (on the screen, apart from
 * every other button, words of 12 px or more, a 44 px target; the month it opens likewise, with
 * the longest challenge of the month's first days inside its button); a day
 * of the month chosen in the calendar, one of its challenges dealt, played along its line and met:
 * "You won!" with the challenge met at once over the celebration, a tap skipping to the Results,
 * which say it met with the day's star filled, the star stored, and shown in the calendar back from the Results; and Play's "Easy" dealing a winnable deal of
 * that level, titled so.
 * Screenshots (SCREENSHOTS=1): test-output/challenges-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesOn } from '../../src/engine/challenges/make.ts';
import { isMet, parseChallengeRecord } from '../../src/engine/challenges/record.ts';
import { todayIso } from '../../src/engine/daily.ts';
import { dealToJson, gameDef, moveText } from '../../src/engine/index.ts';
import { tableEntries } from '../../src/engine/winnable/levels.ts';
import { en } from '../../src/text/en.ts';
import { goalWords } from '../../src/text/progress.ts';
import { buttonCentre, idle, pageState, reusedPages, sceneIs } from './game.ts';
import { type Harness, type Rect, overlap, resizePage, screenPixels, screenshot, startHarness, tap, within } from './harness.ts';

const PHONE = { width: 390, height: 844 };
const SIZES = [PHONE, { width: 820, height: 1180 }, { width: 1280, height: 800 }] as const;
const OPTIONS = { viewport: PHONE, touch: true } as const;

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });
const pages = reusedPages(() => h);

const screen = (page: Page) => page.evaluate(() => ({ labels: window.__suitcase!.labels(), buttons: window.__suitcase!.buttons() }));

/** Taps button `id` of the screen showing, once it is there. */
async function press(page: Page, id: string): Promise<void> {
  const at = await buttonCentre(page, id);
  await tap(page, at);
}

/** Pixels of the challenges' gold (stars, the tile's rim) inside `r`. */
async function goldIn(page: Page, r: Rect): Promise<number> {
  const { data } = await screenPixels(page, { x: Math.floor(r.x), y: Math.floor(r.y), width: Math.ceil(r.width), height: Math.ceil(r.height) });
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! > 150 && data[i + 1]! < 225 && data[i + 2]! < 130) n++;
  return n;
}

/** The lower part of a calendar day's cell, where its three stars are drawn. */
const starsOfCell = (r: Rect): Rect => ({ x: r.x + 4, y: r.y + r.height * 0.6, width: r.width - 8, height: r.height * 0.3 });

/** A day of this month up to today (a later day's are not open yet) with a long challenge to say (the longest of the first days to have one). */
function longestChallenge(): { day: string; slot: number; words: string } {
  const today = todayIso(new Date());
  const month = today.slice(0, 8);
  const last = Number(today.slice(8));
  let best = { day: `${month}01`, slot: 0, words: '' };
  for (let d = 1; d <= Math.min(28, last) && best.words.length < 64; d++) {
    const day = `${month}${String(d).padStart(2, '0')}`;
    for (const c of challengesOn(day)) {
      const words = en.challengeButton(c.slot + 1, gameDef(c.game).name, goalWords(c.goal, en), false);
      if (words.length > best.words.length) best = { day, slot: c.slot, words };
    }
  }
  return best;
}

describe('daily challenges', () => {
  it("the menu's daily place's tile at phone, tablet and desktop sizes: on the screen, apart, legible, a 44 px target", async () => {
    const page = await pages.fresh(OPTIONS);
    const longest = longestChallenge();
    await sceneIs(page, 'menu');
    for (const size of SIZES) {
      await resizePage(page, size);
      await page.waitForFunction((w) => {
        const b = window.__suitcase!.buttons().find((x) => x.id === 'settings');
        return b !== undefined && Math.abs(b.rect.x + b.rect.width + 8 - w) < 1;
      }, size.width);
      const name = `${size.width}x${size.height}`;
      await screenshot(page, `challenges-menu-${name}`);
      const { labels, buttons } = await screen(page);
      const tile = buttons.find((b) => b.id === 'daily');
      expect(tile, name).toBeDefined();
      const r = tile!.rect;
      expect(within({ x: 0, y: 0, ...size }, r), `${name}: the tile on the screen`).toBe(true);
      expect(Math.min(r.width, r.height), `${name}: the tile's target`).toBeGreaterThanOrEqual(44);
      for (const b of buttons) if (b !== tile) expect(overlap(r, b.rect), `${name}: the tile overlaps ${b.id}`).toBe(false);
      const words = labels.filter((l) => overlap(l.rect, r));
      expect(words.map((l) => l.text), name).toContain(en.dailyPlace);
      for (const l of words) {
        expect(within(r, l.rect), `${name}: "${l.text}" inside the tile`).toBe(true);
        expect(l.size, `${name}: "${l.text}"`).toBeGreaterThanOrEqual(12 - 0.01);
      }
      // The month it opens, showing the day with the month's longest challenge: every day and button on the screen and apart.
      await tap(page, { x: r.x + r.width / 2, y: r.y + r.height / 2 });
      await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'challenge:3'), null, { timeout: 30_000 });
      await press(page, `day:${longest.day}`);
      await page.waitForFunction((w) => window.__suitcase!.labels().some((l) => l.text === w), longest.words, { timeout: 30_000 });
      await screenshot(page, `challenges-panel-${name}`);
      const panel = await screen(page);
      const button = panel.buttons.find((b) => b.id === `challenge:${longest.slot + 1}`)!;
      const long = panel.labels.find((l) => l.text === longest.words)!;
      expect(within(button.rect, long.rect), `${name}: "${longest.words}" inside its button`).toBe(true);
      panel.buttons.forEach((b, i) => {
        expect(within({ x: 0, y: 0, ...size }, b.rect), `${name}: ${b.id} on the screen`).toBe(true);
        expect(Math.min(b.rect.width, b.rect.height), `${name}: ${b.id}`).toBeGreaterThanOrEqual(44);
        for (const c of panel.buttons.slice(i + 1)) expect(overlap(b.rect, c.rect), `${name}: ${b.id} overlaps ${c.id}`).toBe(false);
      });
      for (const l of panel.labels) expect(l.size, `${name}: "${l.text}"`).toBeGreaterThanOrEqual(12 - 0.01);
      await page.keyboard.press('Escape');
      await sceneIs(page, 'menu');
    }
    await resizePage(page, PHONE);
    expect(h.errors).toEqual([]);
  });

  it("a day's challenge chosen in the calendar, played and met: the banner says it at once, a tap to the Results, which show the star met, the star kept and shown in the calendar", async () => {
    const page = await pages.get(OPTIONS);
    await sceneIs(page, 'menu');
    const today = todayIso(new Date());
    // A day of the month before today where there is one (a later day is locked), else today.
    const day = today.endsWith('-01') ? today : `${today.slice(0, 8)}01`;
    // The day's challenges as the engine makes them here too: the one with the shortest line is played.
    const made = challengesOn(day);
    const chosen = made.reduce((a, b) => (b.line.length < a.line.length ? b : a));
    const k = chosen.slot + 1;
    const game = gameDef(chosen.game).name;

    await press(page, 'daily');
    await sceneIs(page, 'panel');
    await press(page, `day:${day}`);
    await page.waitForFunction((id) => window.__suitcase!.buttons().some((b) => b.id === id), `challenge:${k}`, { timeout: 30_000 });
    // The day's list is drawn once its challenges are made (the worker's answer may come later).
    const words = en.challengeButton(k, game, goalWords(chosen.goal, en), false);
    await page.waitForFunction((w) => window.__suitcase!.labels().some((l) => l.text === w), words, { timeout: 30_000 }).catch(() => undefined);
    const offered = (await screen(page)).labels.map((l) => l.text);
    expect(offered).toContain(words);
    await screenshot(page, 'challenges-calendar-390x844');
    await press(page, `challenge:${k}`);
    await sceneIs(page, 'table');
    await idle(page);
    const dealt = await pageState(page);
    expect(dealt.deal).toEqual(dealToJson(chosen.deal));
    const onTable = (await screen(page)).labels.map((l) => l.text);
    expect(onTable.some((t) => t.includes(en.challengeTitle(game, k))), onTable.join(' | ')).toBe(true);
    expect(onTable.some((t) => t.startsWith(en.goalLine(goalWords(chosen.goal, en)))), onTable.join(' | ')).toBe(true);

    // The line up to its last move at once; the last at the normal speed, so the celebration runs.
    const line = chosen.line.map(moveText);
    expect(await page.evaluate((ms) => ms.every((m) => window.__suitcaseSolver!.play([m])), line.slice(0, -1))).toBe(true);
    await idle(page);
    await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
    const lastMove = await page.evaluate((m) => (window.__suitcaseSolver!.play([m]) ? performance.now() : null), line.at(-1)!);
    expect(lastMove).not.toBeNull();
    // Times on the page's own clock: the test's round trips to a busy browser do not count.
    const seen = await page.waitForFunction((w) => (window.__suitcase!.labels().some((l) => l.text === w) ? performance.now() : null), en.youWon, { timeout: 5_000 });
    const bannerAt = (await seen.jsonValue())!;
    expect(bannerAt - lastMove!).toBeLessThan(2_000);
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('table');
    const banner = (await screen(page)).labels;
    expect(banner.map((l) => l.text), 'the banner says the challenge is met').toContain(en.goalMet);
    // Still the table: the celebration lasts a few seconds (its bound: test/browser/celebration.test.ts).
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('table');

    // A tap while the celebration runs (once a king has leapt off its foundation) skips it: the Results at once.
    await page.waitForFunction(() => {
      const w = window.__suitcase!;
      const at = w.spriteRect('f0');
      const home = w.topCardRect('f0');
      return w.scene() === 'table' && at !== null && home !== null && Math.hypot(at.x - home.x, at.y - home.y) > home.height;
    }, null, { timeout: 5_000 });
    await screenshot(page, 'challenges-won-390x844');
    await page.evaluate(() => {
      const w = window as unknown as { tapAt?: number };
      window.addEventListener('pointerdown', () => { w.tapAt ??= performance.now(); }, { capture: true, once: true });
    });
    await tap(page, { x: PHONE.width / 2, y: PHONE.height * 0.7 });
    const shown = await page.waitForFunction(() => (window.__suitcase!.scene() === 'results' ? performance.now() : null), null, { timeout: 10_000 });
    const resultsAt = (await shown.jsonValue())!;
    const tapAt = await page.evaluate(() => (window as unknown as { tapAt?: number }).tapAt ?? null);
    expect(tapAt).not.toBeNull();
    expect(resultsAt - tapAt!, 'the Results after the tap').toBeLessThan(2_000);
    // The Results say the challenge was met, its goal, and show the day's star filled.
    const met = en.challengeOutcome(true, goalWords(chosen.goal, en));
    const said = (await screen(page)).labels.find((l) => l.text.replace(/\s+/g, ' ') === met);
    expect(said, `the Results say "${met}"`).toBeDefined();
    // Under it the day's three stars: the first, earned now, filled gold; the third not.
    const cx = said!.rect.x + said!.rect.width / 2;
    const row = (dx: number): Rect => ({ x: cx + dx - 14, y: said!.rect.y + said!.rect.height, width: 28, height: 34 });
    expect(await goldIn(page, row(-36)), "gold of the day's first star").toBeGreaterThan(100);
    expect(await goldIn(page, row(36)), "gold of the day's third star").toBeLessThan(10);
    await screenshot(page, 'challenges-results-390x844');

    const stored = await page.evaluate(() => localStorage.getItem('suitcase:challenges'));
    expect(isMet(parseChallengeRecord(JSON.parse(stored ?? 'null')).record, day, chosen.slot)).toBe(true);

    // Back to the menu from the Results, and the calendar shows the star (reading the stored record
    // back on a new visit: test/unit/platform/progress-visits.test.ts).
    await page.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
    await press(page, 'menu');
    await sceneIs(page, 'menu');
    await press(page, 'daily');
    await sceneIs(page, 'panel');
    const { labels, buttons } = await screen(page);
    expect(labels.map((l) => l.text).some((t) => t.includes(en.monthMet(1))), labels.map((l) => l.text).join(' | ')).toBe(true);
    const cell = buttons.find((b) => b.id === `day:${day}`)!;
    const other = buttons.find((b) => b.id.startsWith('day:') && b.id !== `day:${day}` && b.id !== `day:${today}`)!;
    // Read until the calendar's frame is on the screen: gold under the day met, more than under another.
    const gold = async () => (await goldIn(page, starsOfCell(cell.rect))) - (await goldIn(page, starsOfCell(other.rect)));
    await expect.poll(gold, { message: `gold under ${day} against under ${other.id}`, timeout: 10_000 }).toBeGreaterThan(10);
    await screenshot(page, 'challenges-calendar-starred-390x844');
    expect(h.errors).toEqual([]);
  }, 60_000);

  it('a level chosen on Play deals a winnable deal of that level, and the table says so', async () => {
    const page = await pages.get(OPTIONS);
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    const id = 'famous-fifty';
    // The calendar gone and the menu's rows taking taps again, before the tap on Play.
    await page.waitForFunction((play) => {
      const ids = window.__suitcase!.buttons().map((b) => b.id);
      return ids.includes(play) && !ids.some((b) => b.startsWith('day:'));
    }, `play:${id}`);
    await press(page, `play:${id}`);
    await sceneIs(page, 'panel');
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id.startsWith('level:')));
    expect((await screen(page)).buttons.map((b) => b.id)).toEqual(['level:any', 'level:easy', 'level:medium', 'level:hard', 'close']);
    await press(page, 'level:easy');
    await page.waitForFunction(() => {
      const s = window.__suitcaseSolver!.table()?.currentSession;
      return window.__suitcase!.scene() === 'table' && s?.number !== null && s?.number !== undefined && !window.__suitcaseSolver!.table()!.isBusy();
    }, null, { timeout: 30_000 });
    const n = await page.evaluate(() => window.__suitcaseSolver!.table()!.currentSession.number!);
    // Famous Fifty's levels are measured ahead of time over its shipped winnable deals.
    const shipped = gameDef(id).winnableDeals.indexOf(n);
    expect(tableEntries(id, 'easy'), `deal ${n}`).toContain(shipped);
    const labels = (await screen(page)).labels.map((l) => l.text);
    await screenshot(page, 'challenges-level-easy-390x844');
    expect(labels.some((t) => t.includes(en.levelTitle(gameDef(id).name, en.levels.easy, n))), labels.join(' | ')).toBe(true);
    expect(h.errors).toEqual([]);
  });
});
