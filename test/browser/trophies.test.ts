/**
 * The trophies in real Chromium, for a player with two badges earned and twelve challenges met
 * this month: the menu's Trophies button opens them by a click, a tap and the keyboard; at phone
 * (390x844), tablet (820x1180) and desktop (1280x800) sizes every page of the panel shows its
 * badges with no two labels or buttons overlapping, all on the screen, every button 44x44 or more
 * and no text under 12 px; the two earned badges say the day they were earned, every other one
 * what earns it, and their emblems are in colour where the others are grey, each its own. The
 * keyboard walks the badges (a screen reader hears name, what earns it and whether earned) and
 * turns the pages. The unlock moment draws its emblems and names them in a toast, in under a
 * second and a half, at once with motion off. Screenshots: test-output/trophies-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../src/engine/daily.ts';
import { badgeDefs } from '../../src/engine/progress/badges.ts';
import { en } from '../../src/text/en.ts';
import { badgeWords, dayWords } from '../../src/text/progress.ts';
import { buttonCentre, sceneIs } from './game.ts';
import { type Harness, type OpenOptions, type Pixels, type Rect, centre, click, screenPixels, screenshot, startHarness, tap } from './harness.ts';
import { announced } from './keyboard.ts';

const SIZES: readonly { name: string; options: OpenOptions }[] = [
  { name: '390x844', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, touch: true } },
  { name: '820x1180', options: { viewport: { width: 820, height: 1180 }, touch: true } },
  { name: '1280x800', options: { viewport: { width: 1280, height: 800 } } },
];

const EARNED: Readonly<Record<string, string>> = { 'first-lucky-fan': '2025-03-14', 'streak-3': '2025-04-02' };
const MONTH = todayIso(new Date()).slice(0, 7);

/** Two badges earned; four days of this month with all three challenges met: 12, Bronze earned. */
function storage(): Record<string, unknown> {
  return {
    'suitcase:badges': { version: 1, earned: EARNED },
    'suitcase:challenges': { version: 1, days: Object.fromEntries(['01', '02', '03', '04'].map((d) => [`${MONTH}-${d}`, 7])) },
  };
}

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

type Label = { text: string; rect: Rect; size: number };
type Button = { id: string; rect: Rect };
type Shown = { labels: Label[]; buttons: Button[] };

const shown = (page: Page): Promise<Shown> => page.evaluate(() => ({ labels: window.__suitcase!.labels(), buttons: window.__suitcase!.buttons() }));

/** The menu for the player of `storage()` (written, then the page loaded again). */
async function openMenu(options: OpenOptions, query = '?test=1&speed=instant'): Promise<Page> {
  const page = await h.open(query, options);
  await sceneIs(page, 'menu');
  await page.evaluate((e) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, JSON.stringify(v));
  }, storage());
  await page.reload();
  await sceneIs(page, 'menu');
  return page;
}

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
const within = (a: Rect, b: Rect): boolean => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

/** Everything wrong with a screen, in words: overlaps, anything off the screen, small buttons, small text. */
function faults(s: Shown, width: number, height: number): string[] {
  const out: string[] = [];
  const screen = { x: 0, y: 0, width, height };
  s.buttons.forEach((a, i) => {
    if (!within(a.rect, screen)) out.push(`${a.id} leaves the screen`);
    if (Math.min(a.rect.width, a.rect.height) < 44) out.push(`${a.id} is ${a.rect.width.toFixed(0)}x${a.rect.height.toFixed(0)}`);
    for (const b of s.buttons.slice(i + 1)) if (overlaps(a.rect, b.rect)) out.push(`${a.id} overlaps ${b.id}`);
  });
  s.labels.forEach((a, i) => {
    if (!within(a.rect, screen)) out.push(`"${a.text}" leaves the screen`);
    if (a.size < 12 - 0.01) out.push(`"${a.text}" is drawn at ${a.size.toFixed(1)} px`);
    for (const b of s.labels.slice(i + 1)) if (overlaps(a.rect, b.rect)) out.push(`"${a.text}" overlaps "${b.text}"`);
    for (const b of s.buttons) if (overlaps(a.rect, b.rect) && !within(a.rect, b.rect)) out.push(`"${a.text}" runs into ${b.id}`);
  });
  return out;
}

/** The words drawn inside a button, top down. */
const wordsIn = (s: Shown, b: Button): string[] => s.labels.filter((l) => within(l.rect, b.rect)).sort((x, y) => x.rect.y - y.rect.y).map((l) => l.text.replace(/\s+/g, ' '));

/** How colourful a square of the screen is: the mean spread between its pixels' strongest and weakest channel. */
async function colourIn(page: Page, r: Rect): Promise<{ spread: number; grey: number[] }> {
  const { data, width, height } = await screenPixels(page, r);
  let spread = 0;
  // A 12 x 12 thumbnail of its lightness, to tell one emblem from another.
  const grey = Array.from({ length: 144 }, () => 0);
  const count = Array.from({ length: 144 }, () => 0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [rr, gg, bb] = [data[i]!, data[i + 1]!, data[i + 2]!];
      spread += Math.max(rr, gg, bb) - Math.min(rr, gg, bb);
      const k = Math.floor((y * 12) / height) * 12 + Math.floor((x * 12) / width);
      grey[k]! += 0.3 * rr + 0.59 * gg + 0.11 * bb;
      count[k]!++;
    }
  }
  return { spread: spread / (width * height), grey: grey.map((v, k) => v / Math.max(1, count[k]!)) };
}

/** A cell's emblem: the square at its left. */
const emblemOf = (cell: Rect): Rect => ({ x: cell.x + 6, y: cell.y + 6, width: cell.height - 12, height: cell.height - 12 });
/** The middle of an emblem, inside its shape whatever the shape. */
const middleOf = (r: Rect): Rect => ({ x: r.x + r.width * 0.3, y: r.y + r.height * 0.3, width: r.width * 0.4, height: r.height * 0.4 });

/** The band of the screen (client px) where the test hook plays the unlock moment, at 1280x800. */
const BAND = { x: 16, y: 340, width: 1248, height: 120 };

/** How much each of `rects` (inside BAND) changed between two pictures of BAND: mean difference per channel. */
function changed(before: Pixels, after: Pixels, rects: readonly Rect[]): number[] {
  const k = before.width / BAND.width;
  return rects.map((r) => {
    let d = 0;
    let n = 0;
    for (let y = Math.ceil((r.y - BAND.y) * k); y < Math.floor((r.y + r.height - BAND.y) * k); y++) {
      for (let x = Math.ceil((r.x - BAND.x) * k); x < Math.floor((r.x + r.width - BAND.x) * k); x++) {
        const i = (y * before.width + x) * 4;
        for (let c = 0; c < 3; c++) d += Math.abs(before.data[i + c]! - after.data[i + c]!);
        n += 3;
      }
    }
    return d / Math.max(1, n);
  });
}

const NAMES = new Map(badgeDefs().map((b) => [`badge:${b.id}`, badgeWords(b, en)]));

describe('the trophies', () => {
  for (const size of SIZES) {
    it(`at ${size.name}: opened from the menu, every page lays out clear; the earned badges show their day and colour, the others what earns them, in grey`, async () => {
      const { width, height } = size.options.viewport!;
      const page = await openMenu(size.options);
      const menu = await shown(page);
      expect(faults(menu, width, height)).toEqual([]);
      await (size.options.touch === true ? tap : click)(page, await buttonCentre(page, 'trophies'));
      await sceneIs(page, 'panel');
      const seen = new Map<string, { words: string[]; spread: number; grey: number[] }>();
      for (let p = 0; p < 5; p++) {
        const s = await shown(page);
        expect(faults(s, width, height), `${size.name} page ${p + 1}`).toEqual([]);
        expect(s.labels.map((l) => l.text)).toContain(en.monthProgress(12, 30, en.monthBadges.silver));
        await screenshot(page, `trophies-${size.name}-${p + 1}`, { always: true });
        for (const b of s.buttons.filter((x) => x.id.startsWith('badge:') || x.id.startsWith('month:'))) {
          if (seen.has(b.id)) continue;
          seen.set(b.id, { words: wordsIn(s, b), spread: (await colourIn(page, middleOf(emblemOf(b.rect)))).spread, grey: (await colourIn(page, emblemOf(b.rect))).grey });
        }
        const next = s.buttons.find((b) => b.id === 'page:next');
        if (!next || seen.size === badgeDefs().length + 3) break;
        await (size.options.touch === true ? tap : click)(page, centre(next.rect));
        await page.waitForFunction((n) => window.__suitcase!.buttons().some((b) => b.id.startsWith('badge:') && !n.includes(b.id)), [...seen.keys()]);
      }
      expect([...seen.keys()].sort()).toEqual([...badgeDefs().map((b) => `badge:${b.id}`), 'month:bronze', 'month:gold', 'month:silver'].sort());
      for (const [id, cell] of seen) {
        const words = NAMES.get(id);
        const day = EARNED[id.slice('badge:'.length)];
        if (words) expect(cell.words[0], id).toBe(words.name);
        const earned = day !== undefined || id === 'month:bronze';
        if (day !== undefined) expect(cell.words[1], id).toBe(en.earnedOn(dayWords(day, en)));
        else if (earned) expect(cell.words[1], id).toBe(en.earnedThisMonth);
        else expect(cell.words[1], id).toMatch(/^Not yet: /);
        // Earned: in colour; not yet: in greys (the padlock's grey too).
        if (earned) expect(cell.spread, id).toBeGreaterThan(40);
        else expect(cell.spread, id).toBeLessThan(8);
      }
      // Each emblem its own: no two alike.
      const all = [...seen.entries()];
      for (const [i, [a, x]] of all.entries()) {
        for (const [b, y] of all.slice(i + 1)) {
          const diff = x.grey.reduce((d, v, k) => d + Math.abs(v - y.grey[k]!), 0) / x.grey.length;
          expect(diff, `${a} and ${b} look alike`).toBeGreaterThan(3);
        }
      }
      expect(h.errors).toEqual([]);
    });
  }

  it('by keyboard: Tab reaches Trophies, Enter opens them, each badge is said with what earns it and whether earned, and the pages turn', async () => {
    const page = await openMenu({ viewport: { width: 390, height: 844 } });
    const heard: string[] = [];
    for (let i = 0; i < 6 && heard.at(-1) !== en.buttonSpoken(en.trophies); i++) {
      await page.keyboard.press('Tab');
      heard.push(await announced(page));
    }
    expect(heard.at(-1)).toBe(en.buttonSpoken(en.trophies));
    await page.keyboard.press('Enter');
    await sceneIs(page, 'panel');
    await page.keyboard.press('Tab');
    const lucky = badgeWords(badgeDefs()[0]!, en);
    expect(badgeDefs()[0]!.id).toBe('first-lucky-fan');
    expect(await announced(page)).toBe(en.badgeSpoken(lucky.name, lucky.text, en.earnedOn(dayWords(EARNED['first-lucky-fan']!, en))));
    await page.keyboard.press('Tab');
    const second = badgeWords(badgeDefs()[1]!, en);
    expect(await announced(page)).toBe(en.badgeSpoken(second.name, second.text, en.notEarned));
    // On to Next, and Enter turns the page; the keyboard stays on Next.
    const ids = (await shown(page)).buttons.map((b) => b.id);
    const pages = ids.includes('page:next') ? 3 : 1;
    expect(pages, 'a phone shows the trophies on pages').toBe(3);
    for (let i = 2; i < ids.indexOf('page:next') + 1; i++) await page.keyboard.press('Tab');
    expect(await announced(page)).toBe(`${en.buttonSpoken(en.next)}, ${en.pageOf(1, 3)}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => window.__suitcase!.announced() === s, `${en.buttonSpoken(en.next)}, ${en.pageOf(2, 3)}`);
    const turned = (await shown(page)).buttons.map((b) => b.id);
    expect(turned).not.toContain('badge:first-lucky-fan');
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => window.__suitcase!.announced() === s, `${en.buttonSpoken(en.next)}, ${en.pageOf(3, 3)}`);
    expect((await shown(page)).buttons.map((b) => b.id)).toContain('month:gold');
    await page.keyboard.press('Escape');
    await sceneIs(page, 'menu');
    expect(h.errors).toEqual([]);
  });

  it('the unlock moment: each emblem grows in and a toast names them, within a second and a half; at once with motion off', async () => {
    const ids = ['first-waxing-moon', 'wins-10', 'gold'];
    const names = ['Waxing Moon: first win', '10 wins', 'Gold'];
    const toast = en.badgesEarned(3, new Intl.ListFormat('en', { type: 'conjunction' }).format(names));
    const page = await openMenu({ viewport: { width: 1280, height: 800 } }, '?test=1');
    const before = await screenPixels(page, BAND);
    const moment = page.evaluate((x) => window.__suitcase!.unlock(x), ids);
    await page.waitForTimeout(350);
    await screenshot(page, 'trophies-unlock-growing', { always: true });
    const { rects, ms } = await moment;
    await screenshot(page, 'trophies-unlock-done', { always: true });
    expect(rects).toHaveLength(3);
    for (const r of rects) expect(within(r, BAND)).toBe(true);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(1500);
    // Each emblem drawn where it stands, whole: its middle changed from the menu under it.
    for (const d of changed(before, await screenPixels(page, BAND), rects.map(middleOf))) expect(d).toBeGreaterThan(30);
    expect((await page.evaluate(() => window.__suitcase!.toasts())).at(-1)).toBe(toast);
    expect(await page.locator('#suitcase-toast').getAttribute('role')).toBe('status');

    for (const options of [{ query: '?test=1&speed=instant', reducedMotion: 'no-preference' as const }, { query: '?test=1', reducedMotion: 'reduce' as const }]) {
      const still = await openMenu({ viewport: { width: 1280, height: 800 }, reducedMotion: options.reducedMotion }, options.query);
      const under = await screenPixels(still, BAND);
      const now = await still.evaluate((x) => window.__suitcase!.unlock(x), ['perfect-day']);
      expect(now.ms, options.query).toBe(0);
      const [d] = changed(under, await screenPixels(still, BAND), now.rects.map(middleOf));
      expect(d, options.query).toBeGreaterThan(30);
    }
    expect(h.errors).toEqual([]);
  });
});
