/**
 * What the game takes in stays within sane bounds, as a player or a host meets it: an import with
 * counts no player reaches is refused in the Import dialog, a code of megabytes at once, and one at
 * the bounds is taken and stays whole through the next win.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GAMES } from '../../src/engine/bounds.ts';
import { emptyChallengeRecord } from '../../src/engine/challenges/record.ts';
import { numberedSession, parseMove, play } from '../../src/engine/index.ts';
import { emptyBadgeRecord } from '../../src/engine/progress/badges.ts';
import { type Progress, encodeProgress } from '../../src/engine/progress/codec.ts';
import { DEFAULT_SETTINGS } from '../../src/engine/settings.ts';
import { STATS_NOTICE, type Stats, emptyStats } from '../../src/engine/stats.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, click, startHarness } from './harness.ts';
import { playLineByMouse } from './play.ts';

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
    expect(await page.evaluate(() => window.__suitcase!.toasts())).not.toContain(STATS_NOTICE);
    expect(h.errors).toEqual([]);
  });
});
