/**
 * Two tabs of the game open at once, as a player keeps them: two pages of one browser, which share
 * one storage and hear each other's writes as `storage` events. What one tab earns or chooses the
 * other keeps: badges won in tab A are neither lost nor announced again by a win in tab B, and B's
 * menu shows them at once; a challenge's star met in A survives one met in B, and B's open calendar
 * shows it at once; an import in B keeps A's badges; four-colour suits and a card back chosen in A
 * survive B's sound switch, and B draws them. A game that both tabs show ends counted once. Continue
 * in a tab whose menu was drawn before the other tab played on resumes the game as it stands, and
 * the move played there loses none of the other tab's.
 * Both tabs are driven as a player drives them (clicks and keys); the test hook sets up the long
 * stretches of a winning line and reads what each tab holds.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesOn } from '../../src/engine/challenges/make.ts';
import { isMet, parseChallengeRecord } from '../../src/engine/challenges/record.ts';
import { todayIso } from '../../src/engine/daily.ts';
import { type Deal, type Move, type Session, moveText, newSession, numberedSession, parseMove, play } from '../../src/engine/index.ts';
import { badgeDefs, emptyBadgeRecord, parseBadgeRecord, withBadges } from '../../src/engine/progress/badges.ts';
import { encodeProgress } from '../../src/engine/progress/codec.ts';
import type { Settings } from '../../src/engine/settings.ts';
import { dateWords } from '../../src/text/dates.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, click, startHarness } from './harness.ts';
import { playLineByMouse, playOneMove } from './play.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };
const GAME = fixture.game;
/** The last moves of the winning line are played by mouse; those before are the setting up. */
const BY_MOUSE = 3;

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

/** Tab A, the game opened afresh (nothing stored), on its menu. */
const firstTab = (): Promise<Page> => openGame(h);

/** A second tab of the same game in A's browser, on its menu; its page errors count with the file's. */
async function secondTab(a: Page): Promise<Page> {
  const b = await a.context().newPage();
  b.on('pageerror', (e) => h.errors.push(`pageerror (tab B): ${e.stack ?? e.message}`));
  b.on('console', (m) => { if (m.type() === 'error') h.errors.push(`console (tab B): ${m.text()}`); });
  await b.goto(a.url());
  await sceneIs(b, 'menu');
  return b;
}

/** The session `moves` (in the notation) lead to from `start`. */
function after(start: Session, moves: readonly string[]): Session {
  const r = play(start, moves.map((m) => parseMove(m)!));
  if (!r.ok) throw new Error('the line is not legal');
  return r.session;
}

const fixtureStart = (): Session => numberedSession(GAME, fixture.deal);

/** Plays `moves` in tab `page`, each its own action as a player's, through the solver probe (the setting up). */
async function playByHook(page: Page, moves: readonly string[]): Promise<void> {
  expect(await page.evaluate((line) => line.every((m) => window.__suitcaseSolver!.play([m])), [...moves])).toBe(true);
  await idle(page);
}

/** Tab A begins Fortune's Favor deal 1 with a move by mouse; tab B continues it from its menu. */
async function bothOnOneGame(): Promise<{ a: Page; b: Page }> {
  const a = await firstTab();
  await newGame(a, GAME, fixture.deal);
  await playLineByMouse(a, fixtureStart(), [parseMove(fixture.moves[0]!)!]);
  const b = await secondTab(a);
  await press(b, `continue:${GAME}`);
  await sceneIs(b, 'table');
  expect((await pageState(b)).moves).toEqual(fixture.moves.slice(0, 1));
  return { a, b };
}

/**
 * Fortune's Favor deal 1 won in `page`: the line up to its last moves at once, the last ones by
 * mouse. `undo`: one of them taken back with the U key and played again (no badge for a win without undo).
 */
async function winFortunesFavor(page: Page, undo = false): Promise<void> {
  await newGame(page, GAME, fixture.deal);
  const head = fixture.moves.slice(0, -BY_MOUSE);
  expect(await page.evaluate((texts) => window.__suitcaseSolver!.play(texts), head)).toBe(true);
  await idle(page);
  const tail = fixture.moves.slice(-BY_MOUSE);
  const start = after(fixtureStart(), head);
  if (undo) {
    await playLineByMouse(page, start, [parseMove(tail[0]!)!]);
    await page.keyboard.press('u');
    await page.waitForFunction((n) => window.__suitcase!.state().moves.length === n, head.length);
    await idle(page);
  }
  await playLineByMouse(page, start, tail.map((m) => parseMove(m)!));
  expect((await pageState(page)).won).toBe(true);
  await sceneIs(page, 'results');
}

/** Waits up to `ms` for `fn(arg)` to hold in `page`; whether it did. */
async function holdsSoon<A extends string | null>(page: Page, fn: (arg: A) => boolean, arg: A, ms = 10_000): Promise<boolean> {
  return page.waitForFunction(fn as (arg: unknown) => boolean, arg, { timeout: ms }).then(() => true, () => false);
}

const storedJson = (page: Page, key: string): Promise<unknown> => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);
const storedBadges = async (page: Page): Promise<string[]> => Object.keys(parseBadgeRecord(await storedJson(page, 'suitcase:badges')).record.earned).sort();

/** The badges the last unlock on `page` showed (none: no unlock on this page). */
const unlockedIds = (page: Page): Promise<string[]> => page.evaluate(() => window.__suitcase!.unlocked()?.ids ?? []);

/** A click on button `id` of the screen showing in `page`. */
async function press(page: Page, id: string): Promise<void> {
  await click(page, await buttonCentre(page, id));
}

describe('two tabs of the game', () => {
  it("badges won in tab A are kept, and neither announced again nor dropped by a win in tab B, whose menu shows A's at once", async () => {
    const a = await firstTab();
    const b = await secondTab(a);
    await winFortunesFavor(a);
    const earnedInA = await unlockedIds(a);
    expect(earnedInA).toEqual(expect.arrayContaining(['first-fortunes-favor', 'no-undo', 'no-help']));
    expect(await storedBadges(a)).toEqual([...earnedInA].sort());
    // B's menu, drawn before A's win, shows them on the game's row without being touched.
    const shownInB = await holdsSoon(b, (id) => window.__suitcase!.marks().some((m) => m.game === 'fortunes-favor' && m.ids.includes(id)), 'first-fortunes-favor');
    expect.soft(shownInB, "tab B's menu shows the badges won in tab A").toBe(true);

    // B wins the same deal, with an undo: it earns no badge A holds, and A's are all kept.
    await winFortunesFavor(b, true);
    expect.soft((await unlockedIds(b)).filter((id) => earnedInA.includes(id)), 'badges of A announced as new in B').toEqual([]);
    expect(await storedBadges(b)).toEqual(expect.arrayContaining(earnedInA));
    expect(await b.evaluate(() => window.__suitcase!.stats('fortunes-favor'))).toMatchObject({ played: 2, won: 2 });
    expect(h.errors).toEqual([]);
  });

  it("a challenge's star met in tab A survives one met in tab B, and B's open calendar shows A's at once", async () => {
    const a = await firstTab();
    const b = await secondTab(a);
    const today = todayIso(new Date());
    // A day of the month before today where there is one (a later day is locked), else today.
    const day = today.endsWith('-01') ? today : `${today.slice(0, 8)}01`;
    // The day's two challenges with the shortest lines, one for each tab.
    const [forA, forB] = [...challengesOn(day)].sort((x, y) => x.line.length - y.line.length);
    // The day as the tab's region writes it (the browser's English tag), on a line the panel may have broken.
    const dayWords = async (page: Page): Promise<string> => dateWords(day, await page.evaluate(() => navigator.languages.find((t) => t.toLowerCase().split(/[-_]/)[0] === 'en') ?? 'en'));
    const chosen = (page: Page, said: string, ms?: number): Promise<boolean> => holdsSoon(page, (s) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').startsWith(s)), said, ms);
    const openDay = async (page: Page, slot: number): Promise<void> => {
      await press(page, 'daily');
      await sceneIs(page, 'panel');
      // The calendar opens on today, whose challenges may already be drawn: the day's are only
      // those shown under its heading. A tap lost while the calendar draws itself again is made again.
      const said = `${await dayWords(page)}:`;
      for (let tries = 0; tries < 3 && !(await chosen(page, said, 100)); tries++) {
        await press(page, `day:${day}`);
        await chosen(page, said);
      }
      expect(await chosen(page, said), `the calendar shows ${day}`).toBe(true);
      await page.waitForFunction((id) => window.__suitcase!.buttons().some((x) => x.id === id), `challenge:${slot + 1}`, { timeout: 30_000 });
    };
    const meet = async (page: Page, c: { slot: number; deal: Deal; line: readonly Move[] }): Promise<void> => {
      await press(page, `challenge:${c.slot + 1}`);
      await sceneIs(page, 'table');
      await idle(page);
      const line = c.line.map(moveText);
      await playByHook(page, line.slice(0, -1));
      await playLineByMouse(page, after(newSession(c.deal), line.slice(0, -1)), [c.line.at(-1)!]);
      await page.waitForFunction(([d, s]) => {
        const days = (JSON.parse(localStorage.getItem('suitcase:challenges') ?? 'null') as { days?: Record<string, number> } | null)?.days ?? {};
        return ((days[d] ?? 0) & (1 << s)) !== 0;
      }, [day, c.slot] as const);
    };
    // B's calendar is open on the day before A meets its challenge.
    await openDay(b, forB!.slot);
    await openDay(a, forA!.slot);
    await meet(a, forA!);
    const starInB = await holdsSoon(b, (said) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').includes(said)), en.challengeDay(await dayWords(b), 1));
    expect.soft(starInB, "tab B's open calendar shows the star met in tab A").toBe(true);

    await meet(b, forB!);
    const record = parseChallengeRecord(await storedJson(b, 'suitcase:challenges')).record;
    expect(isMet(record, day, forA!.slot), "A's star").toBe(true);
    expect(isMet(record, day, forB!.slot), "B's star").toBe(true);
    expect(h.errors).toEqual([]);
  }, 90_000);

  it("an import in tab B keeps the badges tab A won, and says what it added to them", async () => {
    const a = await firstTab();
    const b = await secondTab(a);
    await winFortunesFavor(a);
    const earnedInA = await storedBadges(a);
    expect(earnedInA.length).toBeGreaterThan(0);

    // B imports a code that brings one badge more, through its settings, by mouse and keys.
    const settings = await b.evaluate(() => window.__suitcase!.settings());
    const brought = badgeDefs().at(-1)!;
    const code = encodeProgress({ stats: {}, badges: withBadges(emptyBadgeRecord(), [brought], '2026-11-30'), challenges: { version: 1, days: {} }, settings });
    await press(b, 'settings');
    await sceneIs(b, 'panel');
    await press(b, 'group:progress');
    await press(b, 'progress:import');
    const dialog = b.getByRole('dialog', { name: en.progressActions.import });
    await dialog.waitFor();
    await b.keyboard.insertText(code);
    await b.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await b.waitForFunction((said) => window.__suitcase!.toasts().includes(said), en.progressImported(0, 0, 1, 0));
    expect(await storedBadges(b)).toEqual([...earnedInA, brought.id].sort());
    expect(h.errors).toEqual([]);
  });

  it("four-colour suits and a card back chosen in tab A survive tab B's sound switch, and B draws them", async () => {
    const a = await firstTab();
    const b = await secondTab(a);
    // B on a table, its settings read before A changes any.
    await newGame(b, GAME, fixture.deal);
    await press(a, 'settings');
    await sceneIs(a, 'panel');
    await press(a, 'group:cards');
    await press(a, 'setting:fourColour');
    await a.waitForFunction(() => window.__suitcase!.settings().fourColour);
    await press(a, 'setting:cardBack=3');
    await a.waitForFunction(() => window.__suitcase!.settings().cardBack === 3);
    const followed = await holdsSoon(b, () => window.__suitcase!.settings().fourColour && window.__suitcase!.settings().cardBack === 3, null);
    expect.soft(followed, 'tab B follows the settings chosen in tab A').toBe(true);

    // B turns the sound off with the table's button.
    await press(b, 'hud:mute');
    await b.waitForFunction(() => !window.__suitcase!.settings().soundOn);
    expect(await storedJson(b, 'suitcase:settings')).toMatchObject({ fourColour: true, cardBack: 3, soundOn: false } satisfies Partial<Settings>);
    const soundFollowed = await holdsSoon(a, () => !window.__suitcase!.settings().soundOn, null);
    expect.soft(soundFollowed, 'tab A follows the sound switched off in tab B').toBe(true);
    expect(await a.evaluate(() => window.__suitcase!.settings())).toMatchObject({ fourColour: true, cardBack: 3 });
    expect(h.errors).toEqual([]);
  });

  it('a game won in tab A while tab B shows it is counted once: B goes back to its menu, saying so', async () => {
    const { a, b } = await bothOnOneGame();

    // A plays on to the win; B follows it there.
    const head = fixture.moves.slice(1, -BY_MOUSE);
    expect(await a.evaluate((texts) => window.__suitcaseSolver!.play(texts), head)).toBe(true);
    await idle(a);
    await b.waitForFunction((n) => window.__suitcase!.scene() === 'table' && window.__suitcase!.state().moves.length === n, fixture.moves.length - BY_MOUSE, { timeout: 10_000 });
    await playLineByMouse(a, after(fixtureStart(), fixture.moves.slice(0, -BY_MOUSE)), fixture.moves.slice(-BY_MOUSE).map((m) => parseMove(m)!));
    await sceneIs(a, 'results');
    // B starts its table again at each of A's moves it hears, a scene start each: seconds apiece on a loaded machine.
    await b.waitForFunction(() => ['menu', 'results'].includes(window.__suitcase!.scene()), null, { timeout: 90_000 });
    await sceneIs(b, await b.evaluate(() => window.__suitcase!.scene()));
    expect(await storedJson(b, `suitcase:stats:${GAME}`)).toMatchObject({ played: 1, won: 1 });
    expect(await b.evaluate(() => window.__suitcase!.scene())).toBe('menu');
    expect((await b.evaluate(() => window.__suitcase!.toasts())).join(' ')).toContain(en.endedElsewhere);
    expect(await b.evaluate(() => localStorage.getItem('suitcase:save:fortunes-favor'))).toBeNull();
    expect(h.errors).toEqual([]);
  });

  it("a game tab A moves on and wins while tab B is still opening A's last move is counted once: B goes back to its menu, saying so", async () => {
    const { a, b } = await bothOnOneGame();
    const last = fixture.moves.length - 1;
    await playByHook(a, fixture.moves.slice(1, last - 1));
    await b.waitForFunction((n) => window.__suitcase!.scene() === 'table' && window.__suitcase!.state().moves.length === n, last - 1, { timeout: 30_000 });
    await idle(b);

    // B's game stands still, as a slow device's does: A's next move reaches B while B's table
    // starts again at it, and A's winning move (its save dropped) before B's table is open.
    await b.evaluate(() => { window.__suitcase!.loop(false); });
    await playByHook(a, [fixture.moves[last - 1]!]);
    await b.waitForFunction(() => localStorage.getItem('suitcase:save:fortunes-favor') !== null && (JSON.parse(localStorage.getItem('suitcase:save:fortunes-favor')!) as { moves: string[][] }).moves.flat().length > 0);
    await playByHook(a, [fixture.moves[last]!]);
    await sceneIs(a, 'results');
    expect(await b.evaluate(() => localStorage.getItem('suitcase:save:fortunes-favor'))).toBeNull();
    await b.evaluate(() => { window.__suitcase!.loop(true); });

    await b.waitForFunction(() => window.__suitcase!.scene() === 'menu', null, { timeout: 30_000 }).catch(() => undefined);
    expect(await b.evaluate(() => window.__suitcase!.scene()), "tab B, once its table is open").toBe('menu');
    expect((await b.evaluate(() => window.__suitcase!.toasts())).join(' ')).toContain(en.endedElsewhere);
    expect(await storedJson(b, `suitcase:stats:${GAME}`)).toMatchObject({ played: 1, won: 1 });
    expect(h.errors).toEqual([]);
  });

  it("Continue in tab B, whose menu was drawn at move 1, resumes the game tab A played on to move 20, and B's move loses none of A's", async () => {
    const a = await firstTab();
    await newGame(a, GAME, fixture.deal);
    await playLineByMouse(a, fixtureStart(), [parseMove(fixture.moves[0]!)!]);
    const b = await secondTab(a);
    expect((await b.evaluate(() => window.__suitcase!.buttons())).map((x) => x.id)).toContain(`continue:${GAME}`);

    await playByHook(a, fixture.moves.slice(1, 20));
    expect((await pageState(a)).moves).toEqual(fixture.moves.slice(0, 20));
    await press(b, `continue:${GAME}`);
    await sceneIs(b, 'table');
    await idle(b);
    expect.soft((await pageState(b)).moves, 'the game B resumes').toEqual(fixture.moves.slice(0, 20));
    // B's move, a player's, from where its table stands.
    const moved = await playOneMove(b);
    const saved = (): Promise<string[] | undefined> => b.evaluate(() => (JSON.parse(localStorage.getItem('suitcase:save:fortunes-favor') ?? 'null') as { moves: string[][] } | null)?.moves.flat());
    expect(await saved(), "the save keeps A's 20 moves and B's").toEqual([...fixture.moves.slice(0, 20), moved]);
    await a.waitForFunction((n) => window.__suitcase!.scene() === 'table' && window.__suitcase!.state().moves.length === n, 21, { timeout: 10_000 });
    expect((await pageState(a)).moves).toEqual([...fixture.moves.slice(0, 20), moved]);
    expect(h.errors).toEqual([]);
  });
});
