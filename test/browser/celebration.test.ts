/**
 * A win worth remembering, as a player meets it: the last card home by a real tap or click, the
 * celebration on the table (a king leaps off its foundation), and the Results within 6 s of that
 * tap on the wall clock, at the speed players see, also with the CPU four times slower; a tap
 * skips the celebration at once. The Results then show what the game earned: a new best time and
 * fewest moves, and each badge as its emblem with its name and what earned it beside it (every
 * page turned to), at a portal's, a phone's and a desktop's size; a result to beat, beaten, as
 * large as the headline. Screenshots (SCREENSHOTS=1): test-output/celebration-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeDefs } from '../../src/engine/progress/badges.ts';
import { en } from '../../src/text/en.ts';
import { badgeWords } from '../../src/text/progress.ts';
import { formatTime } from '../../src/text/time.ts';
import { WIN_MOST_MS } from '../../src/view/win/winClock.ts';
import { idle, newGame, openGame, pageState, sceneIs, topCardRect } from './game.ts';
import { type Harness, type Rect, centre, screenPixels, screenshot, startHarness, within } from './harness.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };
const WIN_MOVES = fixture.moves.length;
/** What the fixture's line earns on a fresh page, won within two minutes (test/browser/trophies.test.ts). */
const EARNED = ['first-fortunes-favor', 'no-undo', 'no-help', 'fast-300', 'fast-120'];
const BOUND_MS = 6000;
/**
 * The Results' bound where frames come slower than a player's device draws them (a machine
 * loaded by other work draws 1920x1080 in software at a frame a second): the win asks for them
 * within its own bound on the wall clock, and they take a few frames (at the cascade's pace) to come.
 */
const boundOf = (won: Won): number => Math.max(BOUND_MS, WIN_MOST_MS + 6 * won.frame);

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

interface Size { readonly width: number; readonly height: number; readonly touch: boolean }
const PORTAL: Size = { width: 800, height: 450, touch: false };
const PHONE: Size = { width: 390, height: 844, touch: true };
const DESKTOP: Size = { width: 1920, height: 1080, touch: false };
const nameOf = (s: Size): string => `${s.width}x${s.height}`;

/** A press where a player of `size` presses: a finger's tap or a mouse's click. */
async function press(page: Page, size: Size, r: Rect): Promise<void> {
  const at = centre(r);
  if (size.touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** The fixture's deal on the table with every move but the last made, at the speed players see. */
async function allButLast(page: Page): Promise<void> {
  await newGame(page, fixture.game, fixture.deal);
  expect(await page.evaluate((ms) => ms.every((m) => window.__suitcaseSolver!.play([m])), fixture.moves.slice(0, -1))).toBe(true);
  await idle(page);
  await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
}

interface Won {
  /** Page wall-clock ms from the press of the last card to the Results. */
  readonly ms: number;
  /** Whether a king was seen off its foundation before the Results: the celebration ran. */
  readonly leapt: boolean;
  /** The page's median frame from the press to the Results, ms. */
  readonly frame: number;
}

/**
 * The last card home by a press (the tap rule sends it to its foundation), and the Results
 * awaited; times on the page's wall clock, so a slow round trip to the test does not count.
 */
async function lastCardHome(page: Page, size: Size): Promise<Won> {
  const last = fixture.moves.at(-1)!.split('>')[0]!;
  const card = await topCardRect(page, last);
  await page.evaluate((banner) => {
    const w = window as unknown as { pressedAt?: number; won?: Promise<{ at: number; leapt: boolean; frame: number }> };
    w.pressedAt = undefined;
    window.addEventListener('pointerdown', () => { w.pressedAt ??= Date.now(); }, { capture: true, once: true });
    const frames: number[] = [];
    let over = false;
    let frameAt = 0;
    const frame = (t: number): void => {
      if (w.pressedAt !== undefined && frameAt > 0) frames.push(t - frameAt);
      frameAt = t;
      if (!over) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    w.won = new Promise((done) => {
      let leapt = false;
      const look = (): void => {
        const s = window.__suitcase!;
        if (s.scene() === 'results') {
          over = true;
          frames.sort((a, b) => a - b);
          done({ at: Date.now(), leapt, frame: Math.round(frames[frames.length >> 1] ?? 0) });
          return;
        }
        // Once the win's banner shows (the last card's own flight home is no leap).
        const at = s.spriteRect('f0');
        const home = s.topCardRect('f0');
        if (at && home && Math.hypot(at.x - home.x, at.y - home.y) > home.height && s.labels().some((l) => l.text === banner)) leapt = true;
        setTimeout(look, 10);
      };
      look();
    });
  }, en.youWon);
  await press(page, size, card);
  const end = await page.evaluate(async () => {
    const w = window as unknown as { pressedAt?: number; won: Promise<{ at: number; leapt: boolean; frame: number }> };
    const won = await w.won;
    return { ms: won.at - w.pressedAt!, leapt: won.leapt, frame: won.frame };
  });
  console.log(`celebration: ${nameOf(size)}, ${end.ms} ms from the last card to the Results (frames of ${end.frame} ms)`);
  expect((await pageState(page)).won).toBe(true);
  return end;
}

interface ResultsPage {
  readonly labels: { text: string; rect: Rect; size: number }[];
  readonly emblems: { id: string; rect: Rect }[];
}

const flat = (t: string): string => t.replace(/\s+/g, ' ');

/** Every page of the Results, turned with Next as a player would: `visit` reads each while it shows (1-based). */
async function everyPage(page: Page, size: Size, visit: (p: ResultsPage, k: number) => Promise<void>): Promise<void> {
  const read = (): Promise<ResultsPage> => page.evaluate(() => ({ labels: window.__suitcase!.labels(), emblems: window.__suitcase!.earnedShown() }));
  const first = await read();
  const said = new RegExp(`^${en.pageOf(1111, 2222).replace('1111', '(\\d+)').replace('2222', '(\\d+)')}$`);
  const count = first.labels.map((l) => said.exec(l.text)).find((m) => m !== null);
  const pages = count ? Number(count[2]) : 1;
  await visit(first, 1);
  for (let k = 2; k <= pages; k++) {
    const next = (await page.evaluate(() => window.__suitcase!.buttons())).find((b) => b.id === 'page:next')!;
    await press(page, size, next.rect);
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text === t), en.pageOf(k, pages));
    await visit(await read(), k);
  }
}

/** The share of the screen's pixels in `r` that differ from the panel's colour (read just right of `r`): a drawn emblem covers much of its square. */
async function drawnIn(page: Page, r: Rect): Promise<number> {
  const panel = (await screenPixels(page, { x: r.x + r.width + 3, y: r.y + r.height / 2, width: 2, height: 2 })).data;
  const { data } = await screenPixels(page, r);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - panel[0]!) + Math.abs(data[i + 1]! - panel[1]!) + Math.abs(data[i + 2]! - panel[2]!) > 60) n++;
  return n / (data.length / 4);
}

/** The Results show the records and every badge earned: its emblem drawn, its name and what earned it beside it. */
async function earnedShown(page: Page, size: Size): Promise<void> {
  const name = nameOf(size);
  const screen = { x: 0, y: 0, width: size.width, height: size.height };
  const best = (await page.evaluate((g) => window.__suitcase!.stats(g), fixture.game)).bestTimeMs!;
  const seen: string[] = [];
  const texts: string[] = [];
  await everyPage(page, size, async (p, k) => {
    await screenshot(page, `celebration-results-${name}-${k}`);
    texts.push(...p.labels.flatMap((l) => l.text.split('\n')));
    for (const e of p.emblems) {
      seen.push(e.id);
      const words = badgeWords(badgeDefs().find((b) => b.id === e.id)!, en);
      expect(within(screen, e.rect), `${name}: ${e.id}'s emblem on the screen`).toBe(true);
      expect(e.rect.width, `${name}: ${e.id}'s emblem`).toBeGreaterThanOrEqual(40);
      // Beside the emblem, its name over what earned it.
      const beside = (text: string) => p.labels.find((l) => flat(l.text) === text && l.rect.x >= e.rect.x + e.rect.width && l.rect.y < e.rect.y + e.rect.height && l.rect.y + l.rect.height > e.rect.y);
      const said = beside(words.name);
      const why = beside(words.text);
      expect(said, `${name}: "${words.name}" beside its emblem`).toBeDefined();
      expect(why, `${name}: "${words.text}" beside its emblem`).toBeDefined();
      expect(why!.rect.y, `${name}: what earned ${e.id} under its name`).toBeGreaterThan(said!.rect.y);
      expect(why!.size, `${name}: "${words.text}"`).toBeGreaterThanOrEqual(12 - 0.01);
      // The emblem is drawn over the panel.
      expect(await drawnIn(page, e.rect), `${name}: ${e.id}'s emblem drawn`).toBeGreaterThan(0.3);
    }
  });
  expect(seen, name).toEqual(EARNED);
  expect(texts, name).toContain(en.newBestTime(formatTime(best / 1000)));
  expect(texts, name).toContain(en.newFewestMoves(WIN_MOVES));
  expect(await page.evaluate(() => window.__suitcase!.toast()), `${name}: no toast over the Results`).toBeNull();
}

describe('the win', () => {
  for (const size of [PORTAL, PHONE, DESKTOP]) {
    it(`at ${nameOf(size)}: the celebration, the Results within 6 s of the last card, and what the game earned on them`, async () => {
      const page = await openGame(h, { viewport: { width: size.width, height: size.height }, touch: size.touch });
      await allButLast(page);
      const won = await lastCardHome(page, size);
      expect(won.leapt, 'a king leapt off its foundation before the Results').toBe(true);
      expect(won.ms, `ms from the last card to the Results (frames of ${won.frame} ms)`).toBeLessThanOrEqual(boundOf(won));
      await earnedShown(page, size);
      expect(h.errors).toEqual([]);
      await page.close();
    }, 180_000);
  }

  it('with the CPU four times slower, the Results still come within 6 s of the last card', async () => {
    const page = await openGame(h, { viewport: { width: PORTAL.width, height: PORTAL.height } });
    await allButLast(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      const won = await lastCardHome(page, PORTAL);
      expect(won.leapt, 'a king leapt off its foundation before the Results').toBe(true);
      expect(won.ms, `ms from the last card to the Results, the CPU 4x slower (frames of ${won.frame} ms)`).toBeLessThanOrEqual(boundOf(won));
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    expect(h.errors).toEqual([]);
    await page.close();
  }, 180_000);

  for (const dpr of [1, 2]) {
    it(`at device pixel ratio ${dpr}: each card leaves its trail where it passed, on the empty table`, async () => {
      const page = await openGame(h, { viewport: { width: PORTAL.width, height: PORTAL.height }, deviceScaleFactor: dpr });
      await allButLast(page);
      // The leaping cards' ways down the table, as the page draws them, frame by frame once the
      // win's banner shows (before it, the last card's own flight home from its pile). A place is
      // read at its centre, which the card's last copy still covers: a copy is left every few
      // hundredths of a second of its flight, less than half a card apart. In the frame one of
      // them on the piles' part of the table (every pile is empty there: all 52 cards are home)
      // has nothing drawn over its centre, the game's loop is held, that frame left on the
      // screen: the Results, asked for on the wall clock, cannot come over it before it is read.
      await page.evaluate(([banner, width, height]) => {
        type Place = { x: number; y: number; width: number; height: number };
        const w = window as unknown as { path: Place[]; passed: Place[] | null };
        w.path = [];
        w.passed = null;
        const centre = (r: Place): Place => ({ x: r.x + r.width / 2 - 2, y: r.y + r.height / 2 - 2, width: 4, height: 4 });
        const over = (a: Place, b: Place): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        const look = (): void => {
          const s = window.__suitcase!;
          if (s.scene() !== 'table') return;
          if (s.labels().some((l) => l.text === banner)) {
            // Nothing drawn over the centre but the trails: no card, and no words (the banner).
            const drawn = [...s.cards().map((c) => c.rect), ...s.labels().map((l) => l.rect)];
            const away = w.path.filter((r) => r.y > height * 0.35 && r.x >= 0 && r.x + r.width <= width && r.y + r.height <= height && !drawn.some((d) => over(d, centre(r))));
            if (away.length > 0) {
              s.loop(false);
              w.passed = [away[0]!, away.at(-1)!].map(centre);
              return;
            }
            for (const f of ['f0', 'f1', 'f2', 'f3']) {
              const at = s.spriteRect(f);
              if (at) w.path.push(at);
            }
          }
          requestAnimationFrame(look);
        };
        look();
      }, [en.youWon, PORTAL.width, PORTAL.height] as const);
      await press(page, PORTAL, await topCardRect(page, fixture.moves.at(-1)!.split('>')[0]!));
      const passed = await page.waitForFunction(() => (window as unknown as { passed: unknown }).passed, null, { timeout: 30_000, polling: 50 })
        .then((r) => r.jsonValue() as Promise<Rect[]>);
      // Each still shows a card (a copy left there), not the felt.
      for (const r of passed) {
        const { data } = await screenPixels(page, r);
        let red = 0;
        let green = 0;
        for (let i = 0; i < data.length; i += 4) { red += data[i]!; green += data[i + 1]!; }
        expect(green - red, `the felt at (${Math.round(r.x)}, ${Math.round(r.y)}), not a card's trail`).toBeLessThan(30 * (data.length / 4));
      }
      await page.evaluate(() => { window.__suitcase!.loop(true); });
      expect(h.errors).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('a tap skips the celebration at once', async () => {
    const page = await openGame(h, { viewport: { width: PHONE.width, height: PHONE.height }, touch: true });
    await allButLast(page);
    const last = await topCardRect(page, fixture.moves.at(-1)!.split('>')[0]!);
    await press(page, PHONE, last);
    // The celebration runs (its banner shows, the last card's flight is over) and a king has leapt.
    await page.waitForFunction((banner) => {
      const w = window.__suitcase!;
      const at = w.spriteRect('f0');
      const home = w.topCardRect('f0');
      return w.scene() === 'table' && w.labels().some((l) => l.text === banner) && at !== null && home !== null && Math.hypot(at.x - home.x, at.y - home.y) > home.height;
    }, en.youWon, { timeout: 10_000 });
    await page.evaluate(() => {
      const w = window as unknown as { tapAt?: number };
      window.addEventListener('pointerdown', () => { w.tapAt ??= Date.now(); }, { capture: true, once: true });
    });
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height * 0.7);
    const shown = await page.waitForFunction(() => (window.__suitcase!.scene() === 'results' ? Date.now() : null), null, { timeout: 10_000, polling: 10 });
    const skipped = (await shown.jsonValue())! - (await page.evaluate(() => (window as unknown as { tapAt: number }).tapAt));
    // Well inside the celebration's own time: the tap ended it.
    expect(skipped, 'ms from the tap to the Results').toBeLessThan(1500);
    expect(h.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a result to beat, beaten: said on the Results as large as the headline', async () => {
    const page = await openGame(h, { viewport: { width: PHONE.width, height: PHONE.height }, touch: true }, `&autoplay=off&game=${fixture.game}&deal=${fixture.deal}&beat=${WIN_MOVES + 1}.0`);
    await sceneIs(page, 'table');
    await idle(page);
    expect(await page.evaluate((ms) => ms.every((m) => window.__suitcaseSolver!.play([m])), fixture.moves)).toBe(true);
    await sceneIs(page, 'results');
    const beaten = en.beatOutcome('beaten', en.beatFigures(WIN_MOVES + 1, '0:00'));
    await page.waitForFunction((t) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ') === t), beaten, { timeout: 10_000 });
    const labels = await page.evaluate(() => window.__suitcase!.labels());
    const headline = labels.find((l) => l.text === en.youWon)!;
    const beat = labels.find((l) => flat(l.text) === beaten)!;
    const lines = beat.text.split('\n').length;
    expect(beat.size, 'the result to beat, px').toBeGreaterThanOrEqual(headline.size - 0.01);
    expect(beat.rect.height / lines, 'a line of the result to beat against the headline, px').toBeGreaterThanOrEqual(headline.rect.height * 0.9);
    await screenshot(page, 'celebration-beaten-390x844');
    expect(h.errors).toEqual([]);
    await page.close();
  }, 120_000);
});
