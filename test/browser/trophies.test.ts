/**
 * Badges in real Chromium, on one page a player uses throughout. A game of Fortune's Favor won
 * (the fixture's line, its last move a real tap) earns its badges: their emblems grow in under the
 * win's banner within a second and a half, and a toast, a status region a screen reader hears,
 * names them. They are kept in the page's storage, and the menu's Trophies button opens the trophy
 * panel, where they show earned today. At phone (390x844), tablet (820x1180) and desktop
 * (1280x800) sizes every page of the panel shows its badges with no two labels or buttons
 * overlapping, all on the screen, every button 44x44 or more and no text under 12 px; earned
 * badges in colour saying the day, the others grey saying what earns them, each emblem its own.
 * The won game's row on the menu shows the emblems of the badges its record earned, at each size
 * clear of every word and button. The keyboard walks the badges (name, what earns it, whether
 * earned) and turns the pages.
 * Screenshots: test-output/trophies-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_BADGES } from '../../src/engine/challenges/record.ts';
import { todayIso } from '../../src/engine/daily.ts';
import { badgeDefs, parseBadgeRecord } from '../../src/engine/progress/badges.ts';
import { GAME_IDS } from '../../src/engine/index.ts';
import { en } from '../../src/text/en.ts';
import { badgeWords, dayWords, monthProgressWords } from '../../src/text/progress.ts';
import { buttonCentre, idle, newGame, openGame, pageState, sceneIs } from './game.ts';
import { type Harness, type Point, type Rect, centre, click, markFaults, menuMarks, overlap, resizePage, screenshot, startHarness, tap, within } from './harness.ts';
import { announced } from './keyboard.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };

/** What a first win of Fortune's Favor, without undo or hint and in under two minutes (in 94 moves: not a short one), earns. */
const EARNED_BY_WIN = ['first-fortunes-favor', 'no-undo', 'no-help', 'fast-300', 'fast-120'];
/** Those its record shows, on its row of the menu: a win without undo or help is no game's own. */
const ROW_MARKS = ['first-fortunes-favor', 'fast-300', 'fast-120'];
const NO_MARKS = Object.fromEntries(GAME_IDS.map((g) => [g, [] as string[]]));

const SIZES = [
  { name: '1280x800', width: 1280, height: 800, touch: false },
  { name: '820x1180', width: 820, height: 1180, touch: true },
  { name: '390x844', width: 390, height: 844, touch: true },
] as const;

const PHONE = { width: 390, height: 844 };

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  // A phone: the win's celebration costs least to draw there.
  page = await openGame(h, { viewport: PHONE, touch: true });
});

afterAll(async () => {
  await h.close();
});

type Label = { text: string; rect: Rect; size: number };
type Button = { id: string; rect: Rect };
type Shown = { labels: Label[]; buttons: Button[] };

const shown = (): Promise<Shown> => page.evaluate(() => ({ labels: window.__suitcase!.labels(), buttons: window.__suitcase!.buttons() }));


/** Everything wrong with a screen, in words: overlaps, anything off the screen, small buttons, small text. */
function faults(s: Shown, width: number, height: number): string[] {
  const out: string[] = [];
  const screen = { x: 0, y: 0, width, height };
  s.buttons.forEach((a, i) => {
    if (!within(screen, a.rect)) out.push(`${a.id} leaves the screen`);
    if (Math.min(a.rect.width, a.rect.height) < 44) out.push(`${a.id} is ${a.rect.width.toFixed(0)}x${a.rect.height.toFixed(0)}`);
    for (const b of s.buttons.slice(i + 1)) if (overlap(a.rect, b.rect)) out.push(`${a.id} overlaps ${b.id}`);
  });
  s.labels.forEach((a, i) => {
    if (!within(screen, a.rect)) out.push(`"${a.text}" leaves the screen`);
    if (a.size < 12 - 0.01) out.push(`"${a.text}" is drawn at ${a.size.toFixed(1)} px`);
    for (const b of s.labels.slice(i + 1)) if (overlap(a.rect, b.rect)) out.push(`"${a.text}" overlaps "${b.text}"`);
    for (const b of s.buttons) if (overlap(a.rect, b.rect) && !within(b.rect, a.rect)) out.push(`"${a.text}" runs into ${b.id}`);
  });
  return out;
}

/** The words drawn inside a button, top down. */
const wordsIn = (s: Shown, b: Button): string[] => s.labels.filter((l) => within(b.rect, l.rect)).sort((x, y) => x.rect.y - y.rect.y).map((l) => l.text.replace(/\s+/g, ' '));

/** A cell's emblem: the square at its left. */
const emblemOf = (cell: Rect): Rect => ({ x: cell.x + 6, y: cell.y + 6, width: cell.height - 12, height: cell.height - 12 });

type Look = { vivid: number; grey: number[] };

/**
 * How each of `rects` (client px) looks in one picture of the screen (`png`, else one taken now):
 * how much of it is in strong colour (the share of its pixels whose strongest and weakest channels
 * are more than 80 apart: a gold rim, a red heart; not the panel's dark green nor any grey), and a
 * 12 x 12 thumbnail of it in colour (red, green, blue of each cell), to tell one emblem from another.
 */
async function looks(rects: readonly Rect[], png?: Buffer): Promise<Look[]> {
  png ??= await page.screenshot();
  return page.evaluate(async ([b64, rs]) => {
    const bmp = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const c = document.createElement('canvas');
    c.width = bmp.width;
    c.height = bmp.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const k = bmp.width / window.innerWidth;
    const pixels = (r: { x: number; y: number; width: number; height: number }) => {
      const w = Math.max(1, Math.floor(r.width * k));
      const hh = Math.max(1, Math.floor(r.height * k));
      return { w, h: hh, data: ctx.getImageData(Math.round(r.x * k), Math.round(r.y * k), w, hh).data };
    };
    return rs.map((r) => {
      const all = pixels(r);
      let vivid = 0;
      const grey = Array.from({ length: 432 }, () => 0);
      const count = Array.from({ length: 144 }, () => 0);
      for (let y = 0; y < all.h; y++) {
        for (let x = 0; x < all.w; x++) {
          const i = (y * all.w + x) * 4;
          const [red, green, blue] = [all.data[i]!, all.data[i + 1]!, all.data[i + 2]!];
          if (Math.max(red, green, blue) - Math.min(red, green, blue) > 80) vivid++;
          const cell = Math.floor((y * 12) / all.h) * 12 + Math.floor((x * 12) / all.w);
          grey[3 * cell]! += red;
          grey[3 * cell + 1]! += green;
          grey[3 * cell + 2]! += blue;
          count[cell]!++;
        }
      }
      return { vivid: vivid / (all.w * all.h), grey: grey.map((v, j) => v / Math.max(1, count[Math.floor(j / 3)]!)) };
    });
  }, [png.toString('base64'), rects] as const);
}

const press = (at: Point, touch: boolean): Promise<void> => (touch ? tap : click)(page, at);

/** From the menu, the Trophies button pressed: the trophy panel at its first page. */
async function openTrophies(touch: boolean): Promise<void> {
  await press(await buttonCentre(page, 'trophies'), touch);
  await sceneIs(page, 'panel');
}

const isCell = (b: Button): boolean => b.id.startsWith('badge:') || b.id.startsWith('month:');
const CELLS = badgeDefs().length + MONTH_BADGES.length;

/** Visits every page of the trophies from the first, turning with Next: `visit` reads each page (1-based). */
async function everyPage(touch: boolean, visit: (s: Shown, page: number) => Promise<void>): Promise<void> {
  const seen = new Set<string>();
  for (let p = 1; p <= CELLS; p++) {
    const s = await shown();
    await visit(s, p);
    for (const b of s.buttons.filter(isCell)) seen.add(b.id);
    const next = s.buttons.find((b) => b.id === 'page:next');
    if (!next || seen.size === CELLS) return;
    await press(centre(next.rect), touch);
    await page.waitForFunction((n) => window.__suitcase!.buttons().some((b) => b.id.startsWith('badge:') && !n.includes(b.id)), [...seen]);
  }
}

const NAMES = new Map(badgeDefs().map((b) => [`badge:${b.id}`, badgeWords(b, en)]));
const TODAY = en.earnedOn(dayWords(todayIso(new Date()), en));

describe('badges', () => {
  it("a won game's badges grow in with a toast a screen reader hears; the trophies show them earned", async () => {
    await newGame(page, fixture.game, fixture.deal);
    // Every move but the last, each its own action as a player's.
    const allButLast = fixture.moves.slice(0, -1);
    expect(await page.evaluate((line) => line.every((m) => window.__suitcaseSolver!.play([m])), allButLast)).toBe(true);
    await idle(page);
    // At the fast speed: still an animation, and a celebration short enough to draw in a test.
    await page.evaluate(() => { window.__suitcase!.setSpeed('fast'); });
    const table = await page.screenshot();
    // The last card home by a tap (the tap rule sends a card to a foundation first).
    const last = fixture.moves.at(-1)!;
    await tap(page, centre((await page.evaluate((p) => window.__suitcase!.topCardRect(p), last.split('>')[0]!))!));
    await page.waitForFunction(() => window.__suitcase!.unlocked() !== null, null, { timeout: 30_000, polling: 100 });
    const moment = (await page.evaluate(() => window.__suitcase!.unlocked()))!;
    expect((await pageState(page)).won).toBe(true);
    expect(moment.ids).toEqual(EARNED_BY_WIN);
    expect(moment.ms).toBeGreaterThan(0);
    expect(moment.ms).toBeLessThan(1500);
    const names = EARNED_BY_WIN.map((id) => NAMES.get(`badge:${id}`)!.name);
    const toast = page.locator('#suitcase-toast');
    expect(await toast.textContent()).toBe(en.badgesEarned(names.length, new Intl.ListFormat('en', { type: 'conjunction' }).format(names)));
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await toast.isVisible()).toBe(true);
    // Each emblem whole, on the screen, drawn over the table where it stands once all are in.
    await page.waitForTimeout(moment.ms);
    for (const r of moment.rects) expect(within({ x: 0, y: 0, ...PHONE }, r)).toBe(true);
    const [under, over] = [await looks(moment.rects, table), await looks(moment.rects)];
    for (const [i, id] of moment.ids.entries()) {
      const diff = over[i]!.grey.reduce((d, v, k) => d + Math.abs(v - under[i]!.grey[k]!), 0) / under[i]!.grey.length;
      expect(diff, id).toBeGreaterThan(20);
    }
    await screenshot(page, 'trophies-unlock');

    // A tap skips the celebration; Results, then the menu, then the trophies.
    await tap(page, { x: PHONE.width / 2, y: PHONE.height / 2 });
    await sceneIs(page, 'results');
    await tap(page, await buttonCentre(page, 'menu'));
    await sceneIs(page, 'menu');
    // Kept in the page's storage, where a new visit reads them back (test/unit/platform/progress-visits.test.ts).
    const stored = parseBadgeRecord(JSON.parse((await page.evaluate(() => localStorage.getItem('suitcase:badges'))) ?? 'null'));
    expect(Object.keys(stored.record.earned).sort()).toEqual([...EARNED_BY_WIN].sort());
    await openTrophies(true);
    const words = new Map<string, string[]>();
    await everyPage(true, async (s, p) => {
      for (const b of s.buttons.filter(isCell)) words.set(b.id, wordsIn(s, b));
      await screenshot(page, `trophies-earned-${p}`);
    });
    for (const id of EARNED_BY_WIN) expect(words.get(`badge:${id}`), id).toEqual([NAMES.get(`badge:${id}`)!.name, TODAY]);
    expect(h.errors).toEqual([]);
  });

  it('the trophies lay out clear at phone, tablet and desktop sizes: earned in colour with their day, the others grey with what earns them, each emblem its own', async () => {
    for (const size of SIZES) {
      await page.keyboard.press('Escape');
      await sceneIs(page, 'menu');
      await resizePage(page, { width: size.width, height: size.height });
      const menu = await shown();
      expect(faults(menu, size.width, size.height), `${size.name} menu`).toEqual([]);
      // The won game's row shows its badges, each emblem whole, in colour, clear of every word and button.
      const { marks, ids } = await menuMarks(page);
      expect(ids, size.name).toEqual({ ...NO_MARKS, [fixture.game]: ROW_MARKS });
      expect(markFaults(size, marks, menu, 16), `${size.name} menu`).toEqual([]);
      for (const [i, look] of (await looks(marks.map((m) => m.rect))).entries()) expect(look.vivid, marks[i]!.id).toBeGreaterThan(0.1);
      await screenshot(page, `trophies-menu-${size.name}`);
      await openTrophies(size.touch);
      const seen = new Map<string, { words: string[] } & Look>();
      await everyPage(size.touch, async (s, p) => {
        expect(faults(s, size.width, size.height), `${size.name} page ${p}`).toEqual([]);
        expect(s.labels.map((l) => l.text)).toContain(monthProgressWords(0, en));
        await screenshot(page, `trophies-${size.name}-${p}`);
        const cells = s.buttons.filter((x) => isCell(x) && !seen.has(x.id));
        const cellLooks = await looks(cells.map((c) => emblemOf(c.rect)));
        cells.forEach((c, i) => seen.set(c.id, { words: wordsIn(s, c), ...cellLooks[i]! }));
      });
      expect([...seen.keys()].sort(), size.name).toEqual([...badgeDefs().map((b) => `badge:${b.id}`), ...MONTH_BADGES.map((m) => `month:${m.badge}`)].sort());
      for (const [id, cell] of seen) {
        const words = NAMES.get(id);
        const earned = EARNED_BY_WIN.includes(id.slice('badge:'.length));
        if (words) expect(cell.words[0], id).toBe(words.name);
        if (earned) expect(cell.words[1], id).toBe(TODAY);
        else expect(cell.words[1], id).toMatch(/^Not yet: /);
        // Earned: in colour; not yet: in greys (the padlock's grey too).
        if (earned) expect(cell.vivid, `${size.name} ${id}`).toBeGreaterThan(0.1);
        else expect(cell.vivid, `${size.name} ${id}`).toBeLessThan(0.005);
      }
      const all = [...seen.entries()];
      for (const [i, [a, x]] of all.entries()) {
        for (const [b, y] of all.slice(i + 1)) {
          const diff = x.grey.reduce((d, v, k) => d + Math.abs(v - y.grey[k]!), 0) / x.grey.length;
          expect(diff, `${size.name}: ${a} and ${b} look alike`).toBeGreaterThan(3);
        }
      }
    }
    expect(h.errors).toEqual([]);
  });

  it('by keyboard on a phone: Tab reaches Trophies, Enter opens them, each badge is said with what earns it and whether earned, and the pages turn', async () => {
    await resizePage(page, PHONE);
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    const heard: string[] = [];
    for (let i = 0; i < 6 && heard.at(-1) !== en.buttonSpoken(en.trophies); i++) {
      await page.keyboard.press('Tab');
      heard.push(await announced(page));
    }
    expect(heard.at(-1)).toBe(en.buttonSpoken(en.trophies));
    await page.keyboard.press('Enter');
    await sceneIs(page, 'panel');
    // The first two badges, each said whole: its name, what earns it, and the day or not yet.
    for (const b of badgeDefs().slice(0, 2)) {
      const w = badgeWords(b, en);
      await page.keyboard.press('Tab');
      expect(await announced(page)).toBe(en.badgeSpoken(w.name, w.text, EARNED_BY_WIN.includes(b.id) ? TODAY : en.notEarned));
    }
    // On to Next, and Enter turns the page; the keyboard stays on Next.
    const ids = (await shown()).buttons.map((b) => b.id);
    expect(ids, 'a phone shows the trophies on pages').toContain('page:next');
    for (let i = 2; i < ids.indexOf('page:next') + 1; i++) await page.keyboard.press('Tab');
    expect(await announced(page)).toBe(`${en.buttonSpoken(en.next)}, ${en.pageOf(1, 3)}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => window.__suitcase!.announced() === s, `${en.buttonSpoken(en.next)}, ${en.pageOf(2, 3)}`);
    expect((await shown()).buttons.map((b) => b.id)).not.toContain(`badge:${badgeDefs()[0]!.id}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => window.__suitcase!.announced() === s, `${en.buttonSpoken(en.next)}, ${en.pageOf(3, 3)}`);
    expect((await shown()).buttons.map((b) => b.id)).toContain('month:gold');
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    expect(h.errors).toEqual([]);
  });
});
