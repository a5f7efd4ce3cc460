/**
 * What the game takes in stays within sane bounds, as a player or a host meets it: an import with
 * counts no player reaches is refused in the Import dialog, a code of megabytes at once, and one at
 * the bounds is taken and stays whole through the next win; dates stay real whatever the device's
 * clock says; keys obey the host's pause on every screen; the game clock counts only the time the
 * table is in play; and a friend's result to beat stays with its game.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GAMES } from '../../src/engine/bounds.ts';
import { emptyChallengeRecord } from '../../src/engine/challenges/record.ts';
import { dailyDealNumber } from '../../src/engine/daily.ts';
import { gameDef, numberedSession, parseMove, play, toSave } from '../../src/engine/index.ts';
import { emptyBadgeRecord } from '../../src/engine/progress/badges.ts';
import { type Progress, encodeProgress } from '../../src/engine/progress/codec.ts';
import { DEFAULT_SETTINGS } from '../../src/engine/settings.ts';
import { type Stats, emptyStats } from '../../src/engine/stats.ts';
import type { ChallengeOnTable } from '../../src/play/deal.ts';
import { dateWords } from '../../src/text/dates.ts';
import { en } from '../../src/text/en.ts';
import { SHORT_LOSS } from './adapters.ts';
import { buttonCentre, hostCommand, hostedGame, idle, newGame, openDailyPlace, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, click, startHarness } from './harness.ts';
import { playLineByMouse, playOneMove } from './play.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

/** Fortune's Favor deal 1 one move from its end (through the solver probe), the last move by mouse. */
async function winTheFixture(page: Page): Promise<void> {
  await newGame(page, fixture.game, fixture.deal);
  expect(await page.evaluate((m) => window.__suitcaseSolver!.play(m), fixture.moves.slice(0, -1))).toBe(true);
  await idle(page);
  const r = play(numberedSession(fixture.game, fixture.deal), fixture.moves.slice(0, -1).map((m) => parseMove(m)!));
  if (!r.ok) throw new Error('the fixture does not replay');
  await playLineByMouse(page, r.session, [parseMove(fixture.moves.at(-1)!)!]);
  await sceneIs(page, 'results');
}

/** Statistics with every count `n`. */
function counted(n: number): Stats {
  return { ...emptyStats(), played: n, won: n, currentStreak: n, bestStreak: n, bestTimeMs: 100_000, fewestMoves: 150, daily: { played: n, won: n, streak: n, bestStreak: n, lastDate: '2026-03-01' } };
}

const codeOf = (stats: Record<string, Stats>): string => encodeProgress({ stats, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS } satisfies Progress);

/** Settings › Progress › Import progress from the menu, `text` pasted from the clipboard and given. */
async function pasteImport(page: Page, text: string): Promise<ReturnType<Page['getByRole']>> {
  if ((await page.evaluate(() => window.__suitcase!.scene())) !== 'panel') {
    await click(page, await buttonCentre(page, 'settings'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'group:progress'));
  }
  await click(page, await buttonCentre(page, 'progress:import'));
  const dialog = page.getByRole('dialog', { name: en.progressActions.import });
  await dialog.waitFor();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
  await dialog.getByRole('button', { name: en.progressActions.import }).click();
  return dialog;
}

describe('an import within bounds', () => {
  it('refuses counts of 2^53 - 1 and a 3.3 MB code in the dialog, and takes counts at the bound, which the next win keeps', async () => {
    const page = await openGame(h);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(h.url).origin });
    const stored = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
    const before = await stored();

    let dialog = await pasteImport(page, codeOf({ [fixture.game]: counted(Number.MAX_SAFE_INTEGER) }));
    await dialog.getByText(en.progressRefusal({ kind: 'damaged', part: 'stats' })).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Every day from year 1000 to 9999 with a challenge met: refused before it is read.
    const days = 9000 * 372;
    const huge = `SS.${'P'.repeat(days)}`;
    dialog = await pasteImport(page, huge);
    await dialog.getByText(en.progressRefusal({ kind: 'too-large' })).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await stored()).toBe(before);

    // At the bound: taken, and the win after it counts without resetting anything.
    dialog = await pasteImport(page, codeOf({ [fixture.game]: counted(MAX_GAMES) }));
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate((g) => window.__suitcase!.stats(g), fixture.game)).toMatchObject({ played: MAX_GAMES, won: MAX_GAMES });
    await winTheFixture(page);
    const after = await page.evaluate((g) => window.__suitcase!.stats(g), fixture.game);
    expect(after).toMatchObject({ played: MAX_GAMES, won: MAX_GAMES, currentStreak: MAX_GAMES, bestStreak: MAX_GAMES });
    expect(after.fewestMoves).toBeLessThan(150);
    expect((await pageState(page)).won).toBe(true);
    expect(await page.evaluate(() => window.__suitcase!.toasts())).not.toContain(en.notices['stats-reset']);
    expect(h.errors).toEqual([]);
  });
});

/** The game's page with its clock fixed at local `time` (the timers run on). */
async function pageAt(time: string): Promise<Page> {
  const page = await h.open('');
  await page.clock.setFixedTime(new Date(time));
  await page.goto(`${h.url}?test=1&speed=instant`);
  await sceneIs(page, 'menu');
  return page;
}

/** Games returned to so far: each is a game played of its own (its id). */
let played = 0;

/**
 * The fixture one move from its end saved as the daily deal of `daily` (as if dealt that day), or
 * as the daily challenge `challenge` is, continued and won.
 */
async function returnToDaily(page: Page, daily: string | null, challenge?: ChallengeOnTable): Promise<void> {
  const r = play(numberedSession(fixture.game, fixture.deal), fixture.moves.slice(0, -1).map((m) => parseMove(m)!));
  if (!r.ok) throw new Error('the fixture does not replay');
  await page.evaluate(([game, save, meta]) => {
    localStorage.setItem(`suitcase:save:${game}`, JSON.stringify(save));
    localStorage.setItem(`suitcase:play:${game}`, JSON.stringify(meta));
  }, [fixture.game, { ...toSave(r.session), playId: `returned-${(played += 1)}`, revision: 1 }, { seconds: 60, daily, restarted: false, ...(challenge ? { challenge } : {}) }] as const);
  await page.reload();
  await sceneIs(page, 'menu');
  await click(page, await buttonCentre(page, `continue:${fixture.game}`));
  await sceneIs(page, 'table');
  await idle(page);
  await playLineByMouse(page, r.session, [parseMove(fixture.moves.at(-1)!)!]);
  await sceneIs(page, 'results');
}

describe('dates, whatever the clock says', () => {
  it('a daily deal won "in 2030" does not hold the streak still: back in 2026, the next daily win goes on from the streak as it was', async () => {
    const page = await pageAt('2026-03-08T12:00:00');
    for (const day of ['2026-03-08', '2026-03-09', '2030-06-01', '2026-03-10']) {
      await page.clock.setFixedTime(new Date(`${day}T12:00:00`));
      await returnToDaily(page, day);
    }
    expect((await page.evaluate((g) => window.__suitcase!.stats(g), fixture.game)).daily).toMatchObject({ played: 4, won: 4, streak: 3, bestStreak: 3, lastDate: '2026-03-10' });
    // The Results say it.
    await page.waitForFunction((line) => window.__suitcase!.labels().some((l) => l.text.includes(line)), en.statsDaily(4, 3, 3));
    expect(h.errors).toEqual([]);
  });

  it('a daily deal and a daily challenge of a day after tomorrow (dealt under a clock since set back), continued and won, count as wins of no day: no daily, no star', async () => {
    const page = await pageAt('2026-03-20T12:00:00');
    // The clock set back ten days: the games dealt on the 20th are continued on the 10th.
    await page.clock.setFixedTime(new Date('2026-03-10T12:00:00'));
    await returnToDaily(page, '2026-03-20');
    await returnToDaily(page, null, { date: '2026-03-20', slot: 0, goal: { kind: 'win' } });
    const stats = await page.evaluate((g) => window.__suitcase!.stats(g), fixture.game);
    expect(stats).toMatchObject({ played: 2, won: 2 });
    expect(stats.daily).toMatchObject({ played: 0, won: 0, streak: 0, lastDate: null });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('suitcase:challenges') ?? '{"days":{}}') as unknown)).toMatchObject({ days: {} });
    // Tomorrow's are recorded: a player east of another may have dated a game so.
    await returnToDaily(page, '2026-03-11');
    expect((await page.evaluate((g) => window.__suitcase!.stats(g), fixture.game)).daily).toMatchObject({ played: 1, won: 1, lastDate: '2026-03-11' });
    expect(h.errors).toEqual([]);
  });

  it('an import whose daily date is 9999-12-31 is refused in the dialog, and changes nothing', async () => {
    const page = await pageAt('2026-03-10T12:00:00');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(h.url).origin });
    const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
    const dialog = await pasteImport(page, codeOf({ [fixture.game]: { ...counted(3), daily: { played: 1, won: 1, streak: 1, bestStreak: 1, lastDate: '9999-12-31' } } }));
    await dialog.getByText(en.progressRefusal({ kind: 'damaged', part: 'stats' })).waitFor();
    expect(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))).toBe(before);
    expect(h.errors).toEqual([]);
  });

  it("a daily challenge of a later day is not played, tomorrow's neither: its day says when it opens; yesterday's are there", async () => {
    const page = await pageAt('2026-03-10T12:00:00');
    await openDailyPlace(page);
    const tag = await page.evaluate(() => navigator.languages.find((t) => t.toLowerCase().split(/[-_]/)[0] === 'en') ?? 'en');
    const offered = () => page.evaluate(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('challenge:')).length);
    for (const [day, days] of [['2026-03-20', 10], ['2026-03-11', 1]] as const) {
      await click(page, await buttonCentre(page, `day:${day}`));
      await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').includes(t)), en.dayOpens(dateWords(day, tag), days));
      expect(await offered(), day).toBe(0);
    }
    await click(page, await buttonCentre(page, 'day:2026-03-09'));
    await page.waitForFunction(() => window.__suitcase!.buttons().filter((b) => b.id.startsWith('challenge:')).length === 3, null, { timeout: 30_000 });
    expect(h.errors).toEqual([]);
  });

  for (const [name, time, day] of [['year 10000', '+010000-03-01T12:00:00', '9999-12-31'], ['a negative year', '-000005-03-01T12:00:00', '1000-01-01']] as const) {
    it(`the menu appears with the clock set to ${name}, and its daily challenges and daily deal open`, async () => {
      const page = await pageAt(time);
      await openDailyPlace(page);
      await click(page, await buttonCentre(page, 'daily:lucky-fan'));
      await sceneIs(page, 'table');
      await page.waitForFunction((title) => window.__suitcase!.labels().some((l) => l.text === title), en.tableTitle(gameDef('lucky-fan').name, day, dailyDealNumber('lucky-fan', day)));
      expect(h.errors).toEqual([]);
    });
  }
});

describe('keys obey the host', () => {
  it("U and Ctrl+Z on a lost game's Results undo nothing while the host pauses the game, and undo once it resumes", async () => {
    const { page, game } = await hostedGame(h);
    const at = game as unknown as Page;
    await newGame(at, SHORT_LOSS.game, SHORT_LOSS.deal);
    await idle(at);
    while (!(await pageState(at)).lost) await playOneMove(page, game);
    await sceneIs(at, 'results');
    const moves = (await pageState(at)).moves.length;
    await game.focus('canvas');
    await hostCommand(page, game, 'pause');
    expect(await game.evaluate(() => window.__suitcasePortal!.paused())).toBe(true);
    for (const key of ['u', 'U', 'Control+z']) await page.keyboard.press(key);
    await page.waitForTimeout(300);
    expect(await game.evaluate(() => window.__suitcase!.scene())).toBe('results');
    expect((await pageState(at)).moves).toHaveLength(moves);
    await hostCommand(page, game, 'resume');
    await page.keyboard.press('u');
    await sceneIs(at, 'table');
    expect((await pageState(at)).moves).toHaveLength(moves - 1);
    expect(h.errors).toEqual([]);
  });
});

/** Counts, in the page, the wall time the table is not the scene showing (a panel over it). */
async function countTimeAway(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { away: number };
    w.away = 0;
    let last = performance.now();
    const look = (now: number): void => {
      if (window.__suitcase!.scene() !== 'table') w.away += now - last;
      last = now;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** The game's clock, the page's wall clock and the time counted away from the table, read together. */
function clockAndWall(page: Page): Promise<{ seconds: number; at: number; away: number }> {
  return page.evaluate(() => ({ seconds: window.__suitcase!.seconds(), at: performance.now(), away: (window as unknown as { away: number }).away }));
}

describe('the clock counts only play', () => {
  it('a visit to More, Settings or Rules adds nothing to the game clock', async () => {
    const page = await openGame(h);
    await newGame(page, fixture.game, fixture.deal);
    await page.keyboard.press('d');
    await idle(page);
    await countTimeAway(page);
    for (const inside of [null, 'settings', 'rules']) {
      const before = await clockAndWall(page);
      await click(page, await buttonCentre(page, 'hud:options'));
      await sceneIs(page, 'panel');
      if (inside) await click(page, await buttonCentre(page, inside));
      // Longer than the longest frame the clock counts (a second): a visit counted would add that second.
      await page.waitForTimeout(1500);
      await click(page, await buttonCentre(page, 'close'));
      await sceneIs(page, 'table');
      const after = await clockAndWall(page);
      // The table's own frames count: those before the panel opened and after it closed, however
      // long a busy machine makes them; a frame or so more at each change of scene, far less than a second.
      const inPlay = (after.at - before.at - (after.away - before.away)) / 1000;
      expect(after.seconds - before.seconds, `the visit to ${inside ?? 'More'}, the table in play ${inPlay.toFixed(2)} s`).toBeLessThan(inPlay + 0.5);
    }
    expect(h.errors).toEqual([]);
  });
});

describe("a friend's result to beat", () => {
  it('stays with the game: Continue from the menu, and after a reload, deal it on with the result to beat, and the win is judged on it', async () => {
    const page = await openGame(h, {}, `&game=${fixture.game}&deal=${fixture.deal}&beat=95.252`);
    await sceneIs(page, 'table');
    await idle(page);
    const toBeat = en.toBeat(en.beatFigures(95, '4:12'));
    const shown = () => page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text === t), toBeat, { timeout: 10_000 });
    await shown();
    const start = numberedSession(fixture.game, fixture.deal);
    const first = await playLineByMouse(page, start, [parseMove(fixture.moves[0]!)!]);
    // Continue from the menu.
    await click(page, await buttonCentre(page, 'hud:menu'));
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, `continue:${fixture.game}`));
    await sceneIs(page, 'table');
    await shown();
    // Continue after a reload of the plain page (no link).
    await page.goto(`${h.url}?test=1&speed=instant`);
    await sceneIs(page, 'menu');
    await click(page, await buttonCentre(page, `continue:${fixture.game}`));
    await sceneIs(page, 'table');
    await idle(page);
    await shown();
    expect((await pageState(page)).moves).toHaveLength(1);
    // Won in the fixture's moves: fewer than 95, so beaten.
    const rest = fixture.moves.slice(1, -1);
    expect(await page.evaluate((m) => window.__suitcaseSolver!.play(m), rest)).toBe(true);
    await idle(page);
    const r = play(first, rest.map((m) => parseMove(m)!));
    if (!r.ok) throw new Error('the fixture does not replay');
    await playLineByMouse(page, r.session, [parseMove(fixture.moves.at(-1)!)!]);
    await sceneIs(page, 'results');
    // The words as read, however the Results broke them into lines.
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ') === t), en.beatOutcome('beaten', en.beatFigures(95, '4:12')), { timeout: 10_000 });
    expect(h.errors).toEqual([]);
  });
});
