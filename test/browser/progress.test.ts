/**
 * Progress carried to another device, as a player carries it: a game won, Settings › Progress ›
 * Export progress (the code read from the dialog, copied with the Copy button, and saved as a
 * file), the storage cleared and the page reloaded (the other device, a phone), then Import
 * progress by touch with the code pasted: a code with one character changed (Enter) is refused in the
 * dialog with the reason and changes nothing; the real one brings back the statistics, the badge
 * and the challenge stars, says what it added, and the menu shows the record again. The saved file
 * opened in the Import dialog reads too.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, numberedSession, parseMove, play } from '../../src/engine/index.ts';
import { latestDate, todayIso } from '../../src/engine/daily.ts';
import { emptyChallengeRecord, withMet } from '../../src/engine/challenges/record.ts';
import { badgeDefs, emptyBadgeRecord, withBadges } from '../../src/engine/progress/badges.ts';
import { encodeProgress } from '../../src/engine/progress/codec.ts';
import { readProgress } from '../../src/engine/progress/file.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, click, resizePage, screenshot, startHarness, tap } from './harness.ts';
import { playLineByMouse } from './play.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };
/** The last moves of the winning line are played by mouse; the ones before are the setting up. */
const BY_MOUSE = 3;

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: { width: 1024, height: 768 }, touch: true });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(h.url).origin });
});

afterAll(async () => {
  await h.close();
});

const hook = <T>(f: () => T): Promise<T> => page.evaluate(f);
const exported = (): Promise<string> => hook(() => window.__suitcase!.exportProgress());
/** Every record the game keeps in the page's storage. */
const stored = (): Promise<Record<string, string | null>> => hook(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));

/** A badge and two stars of a day's challenges, earned before (the win adds the badges it earns). */
async function seedRewards(): Promise<void> {
  const settings = await hook(() => window.__suitcase!.settings());
  const badge = badgeDefs().at(-1)!;
  const challenges = withMet(withMet(emptyChallengeRecord(), '2026-11-30', 0), '2026-11-30', 2);
  const code = encodeProgress({ stats: {}, badges: withBadges(emptyBadgeRecord(), [badge], '2026-11-30'), challenges, settings });
  expect(await page.evaluate((c) => window.__suitcase!.importProgress(c), code)).toBeNull();
}

/** Fortune's Favor deal 1 won: the line played through the solver probe, its last moves by mouse. */
async function winAGame(): Promise<void> {
  await newGame(page, fixture.game, fixture.deal);
  const head = fixture.moves.slice(0, -BY_MOUSE);
  expect(await page.evaluate((texts) => window.__suitcaseSolver!.play(texts), head)).toBe(true);
  await idle(page);
  const r = play(numberedSession(fixture.game, fixture.deal), head.map((m) => parseMove(m)!));
  if (!r.ok) throw new Error('the fixture\'s line is not legal');
  const session: Session = r.session;
  await playLineByMouse(page, session, fixture.moves.slice(-BY_MOUSE).map((m) => parseMove(m)!));
  expect((await pageState(page)).won).toBe(true);
  await sceneIs(page, 'results');
}

const dialog = (name: string) => page.getByRole('dialog', { name });

describe('progress carried between devices', () => {
  it('exported through the settings, storage cleared, imported by pasting: a damaged code is refused and changes nothing, the real one brings everything back', async () => {
    await seedRewards();
    await winAGame();
    await click(page, await buttonCentre(page, 'menu'));
    await sceneIs(page, 'menu');
    const won = await hook(() => window.__suitcase!.stats('fortunes-favor'));
    expect(won).toMatchObject({ played: 1, won: 1 });

    // Export, by mouse and keys: the code in the dialog is the progress, Copy (focused: Enter) puts
    // it on the clipboard, Save as a file downloads it.
    await click(page, await buttonCentre(page, 'settings'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'group:progress'));
    await click(page, await buttonCentre(page, 'progress:export'));
    const out = dialog(en.progressActions.export);
    await out.waitFor();
    const code = await out.getByRole('textbox').inputValue();
    expect(code).toBe(await exported());
    expect(code).toMatch(/^SS\./);
    await screenshot(page, 'progress-export-1024x768');
    await page.keyboard.press('Enter');
    await out.getByText(en.copied).waitFor();
    expect(await hook(() => navigator.clipboard.readText())).toBe(code);
    const [download] = await Promise.all([page.waitForEvent('download'), out.getByRole('button', { name: en.saveFile }).click()]);
    const file = await downloaded(download);
    expect(download.suggestedFilename()).toBe('suitcase-progress.json');
    const read = readProgress(file, latestDate(todayIso(new Date())));
    expect(read.ok && read.progress.stats[fixture.game]).toMatchObject({ played: 1, won: 1 });
    // The seeded badge and those the win earned (its first win of the game at the least).
    const badges = read.ok ? Object.keys(read.progress.badges.earned).length : 0;
    expect(badges).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await out.waitFor({ state: 'detached' });

    // The other device: nothing kept, a phone.
    await page.evaluate(() => { localStorage.clear(); });
    await page.reload();
    await resizePage(page, { width: 390, height: 844 });
    await sceneIs(page, 'menu');
    expect(await hook(() => window.__suitcase!.stats('fortunes-favor'))).toMatchObject({ played: 0, won: 0 });
    const empty = await stored();

    // Import by touch: a code with one character changed is refused in the dialog.
    await tap(page, await buttonCentre(page, 'settings'));
    await sceneIs(page, 'panel');
    await tap(page, await buttonCentre(page, 'group:progress'));
    await screenshot(page, 'progress-group-390x844');
    await tap(page, await buttonCentre(page, 'progress:import'));
    const into = dialog(en.progressActions.import);
    await into.waitFor();
    const at = 3 + Math.floor((code.length - 3) / 2);
    const damaged = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
    const refusal = readProgress(damaged, latestDate(todayIso(new Date())));
    expect(refusal.ok).toBe(false);
    await page.keyboard.insertText(damaged);
    await page.keyboard.press('Enter');
    await into.getByText(en.progressRefusal((refusal as { refusal: Parameters<typeof en.progressRefusal>[0] }).refusal)).waitFor();
    await screenshot(page, 'progress-import-refused-390x844');
    expect(await stored()).toEqual(empty);
    expect(await into.isVisible()).toBe(true);

    // The real code pasted in its place: merged, said, and everything back.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
    expect(await into.getByRole('textbox').inputValue()).toBe(code);
    await into.getByRole('button', { name: en.progressActions.import }).tap();
    await into.waitFor({ state: 'detached' });
    await page.waitForFunction((said) => window.__suitcase!.toasts().includes(said), en.progressImported(1, 1, badges, 2));
    await screenshot(page, 'progress-imported-390x844');
    expect(await exported()).toBe(code);
    expect(await hook(() => window.__suitcase!.stats('fortunes-favor'))).toMatchObject({ played: won.played, won: won.won, bestTimeMs: won.bestTimeMs, fewestMoves: won.fewestMoves });
    await tap(page, await buttonCentre(page, 'close'));
    await sceneIs(page, 'menu');
    const [before, after] = en.menuRecord(1, 1, 100, '\u0000').split('\u0000') as [string, string];
    await page.waitForFunction(([b, a]) => window.__suitcase!.labels().some((l) => l.text.includes(b!) && l.text.includes(a!)), [before, after]);
    await screenshot(page, 'progress-menu-after-import-390x844');

    // The saved file, opened in the Import dialog: read as the code is, nothing more to add.
    await tap(page, await buttonCentre(page, 'settings'));
    await tap(page, await buttonCentre(page, 'progress:import'));
    await into.waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), into.getByRole('button', { name: en.openFile }).tap()]);
    await chooser.setFiles({ name: 'suitcase-progress.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await into.waitFor({ state: 'detached' });
    await page.waitForFunction((said) => window.__suitcase!.toasts().at(-1) === said, en.progressImported(0, 0, 0, 0));
    expect(await exported()).toBe(code);
    expect(h.errors).toEqual([]);
  }, 60_000);
});

async function downloaded(d: Download): Promise<string> {
  const stream = await d.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
