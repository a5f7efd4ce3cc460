/**
 * The table says which game and which deal it shows at every size a player holds it (issue 16,
 * item 5): at 390x844, 844x390, 800x450, 768x1024, 1024x768 and 1920x1080, every game's table shows
 * "<game> · deal N" on the screen, no text below 12 CSS px and none overlapping another, every
 * button on the screen and apart from the others (44 px targets on a touch screen); and the
 * rows of piles of Fortune's Favor and Rouge Forty in portrait sit no further apart than their
 * fans need. Screenshots (SCREENSHOTS=1): test-output/table-<game>-<w>x<h>.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef } from '../../src/engine/index.ts';
import { en } from '../../src/text/en.ts';
import { CARD_RATIO, WIDEST_INDEX } from '../../src/view/cards/cardArt.ts';
import { newGame, pileRect, reusedPages } from './game.ts';
import { type Harness, type Rect, screenshot, startHarness } from './harness.ts';

// The touch screens, then the others: one page each, turned from size to size (each deal lays itself out at the size).
const SIZES = [
  { width: 390, height: 844, touch: true },
  { width: 844, height: 390, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 800, height: 450, touch: false },
  { width: 1024, height: 768, touch: false },
  { width: 1920, height: 1080, touch: false },
] as const;
const DEAL = 7;

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });
// Each size's page serves its rows test too, and the next size's: they deal every game they look at.
const pages = reusedPages(() => h);
const optionsOf = (size: (typeof SIZES)[number]) => ({ viewport: { width: size.width, height: size.height }, touch: size.touch });

function overlap(a: Rect, b: Rect): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const hh = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 1 && hh > 1;
}

describe('the table names its game and deal', () => {
  for (const size of SIZES) {
    const name = `${size.width}x${size.height}`;
    it(`${name}: every game's name and deal number on the screen, text 12 px or more, labels and buttons apart`, async () => {
      const page = await pages.sized(optionsOf(size));
      for (const game of GAME_IDS) {
        await newGame(page, game, DEAL);
        await screenshot(page, `table-${game}-${name}`);
        const labels = await page.evaluate(() => window.__suitcase!.labels());
        const title = labels.find((l) => l.text === en.tableTitle(gameDef(game).name, null, DEAL));
        expect(title, `${game} at ${name}: ${labels.map((l) => l.text).join(' | ')}`).toBeDefined();
        const r = title!.rect;
        expect(r.x >= 0 && r.y >= 0 && r.x + r.width <= size.width && r.y + r.height <= size.height, `${game} title on the screen`).toBe(true);
        for (const l of labels) expect(l.size, `"${l.text}" (${game} at ${name})`).toBeGreaterThanOrEqual(12 - 0.01);
        labels.forEach((l, i) => {
          for (const m of labels.slice(i + 1)) expect(overlap(l.rect, m.rect), `"${l.text}" overlaps "${m.text}" (${game} at ${name})`).toBe(false);
        });
        // The buttons: on the screen, apart, 44 px targets on a touch screen; a label on a button
        // is its own words, inside it.
        const buttons = await page.evaluate(() => window.__suitcase!.buttons());
        const where = `${game} at ${name}`;
        for (const b of buttons) {
          const r = b.rect;
          expect(r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= size.width + 0.5 && r.y + r.height <= size.height + 0.5, `${b.id} on the screen (${where})`).toBe(true);
          if (size.touch) expect(Math.min(r.width, r.height), `${b.id} a 44 px target (${where})`).toBeGreaterThanOrEqual(44);
          for (const l of labels) {
            const inside = l.rect.x >= r.x - 1 && l.rect.y >= r.y - 1 && l.rect.x + l.rect.width <= r.x + r.width + 1 && l.rect.y + l.rect.height <= r.y + r.height + 1;
            if (overlap(l.rect, r)) expect(inside, `"${l.text}" runs over ${b.id} (${where})`).toBe(true);
          }
        }
        buttons.forEach((b, i) => {
          for (const c of buttons.slice(i + 1)) expect(overlap(b.rect, c.rect), `${b.id} overlaps ${c.id} (${where})`).toBe(false);
        });
      }
      expect(h.errors).toEqual([]);
    });

    if (size !== SIZES[0] && size !== SIZES[2]) continue;
    it(`${size.width}x${size.height}: Fortune's Favor's rows touch but for the gap, Rouge Forty's leave only its fans' room`, async () => {
      const page = await pages.sized(optionsOf(size));
      // Fortune's Favor's piles never fan: each row lies one gap below the one above.
      await newGame(page, 'fortunes-favor', DEAL);
      const ff = await Promise.all(gameDef('fortunes-favor').piles.map((_, i) => pileRect(page, `t${i}`)));
      const ys = [...new Set(ff.map((r) => Math.round(r.y)))].sort((a, b) => a - b);
      const card = ff[0]!.height;
      expect(ys.length).toBeGreaterThan(1);
      for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]! - card, `gap under row ${i}`).toBeLessThan(card * 0.25);
      // Rouge Forty's top row: room for its fans to show eight cards at the full step, no more.
      await newGame(page, 'rouge-forty', DEAL);
      const rf = await Promise.all(gameDef('rouge-forty').piles.map((_, i) => pileRect(page, `t${i}`)));
      const rows = [...new Set(rf.map((r) => Math.round(r.y)))].sort((a, b) => a - b);
      const ch = (await page.evaluate(() => window.__suitcase!.topCardRect('s')))!.height;
      // A fanned card shows its corner index at its tallest, and a sliver of margin (whole pixels, rounded up).
      const step = Math.ceil(ch * (WIDEST_INDEX.height / CARD_RATIO + 0.01));
      if (rows.length > 1) expect(rows[1]! - rows[0]!, 'row pitch').toBeLessThanOrEqual(ch + step * 4 + ch * 0.1 * 3 + ch * 0.15);
      expect(h.errors).toEqual([]);
    });
  }
});
