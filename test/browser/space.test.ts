/**
 * The table uses the room it has: each game dealt at a landscape tablet, a desktop, a laptop, a
 * portal frame and a phone both ways up draws its cards at the size the layout gives (layout.ts, its
 * unit tests pin how large) with every pile inside the screen. Prints each table's card width and
 * how far down its dealt cards reach; with SCREENSHOTS=1 writes test-output/space-<game>-<w>x<h>.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';
import { layout } from '../../src/view/layout/layout.ts';
import { idle, newGame, pileRect, reusedPages, topCardRect } from './game.ts';
import { type Harness, screenshot, startHarness, within } from './harness.ts';

const SIZES: readonly [number, number][] = [[1180, 820], [1920, 1080], [1024, 768], [800, 450], [844, 390], [390, 844]];

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });
const pages = reusedPages(() => h);

describe('the dealt table at each size', () => {
  for (const [w, hh] of SIZES) {
    it(`${w}x${hh}: every game's cards as large as its layout, every pile on the screen`, async () => {
      const page = await pages.sized({ viewport: { width: w, height: hh }, touch: w < hh || hh < 500 });
      const figures: string[] = [];
      for (const game of GAME_IDS) {
        await newGame(page, game, 1);
        await idle(page);
        const card = await topCardRect(page, 't0');
        // The bar may carry a line of words (the result to beat): the cards are one layout's or the other's.
        const widths = [false, true].map((line) => layout(game, w, hh, { line }).card.width);
        expect(widths.some((cw) => Math.abs(card.width - cw) <= 1), `${game}: drawn ${card.width} px, laid out ${widths.join(' or ')}`).toBe(true);
        const screen = { x: 0, y: 0, width: w, height: hh };
        let lowest = 0;
        for (const pile of Object.keys(layout(game, w, hh).piles)) {
          const r = await pileRect(page, pile);
          expect(within(screen, r), `${game} ${pile} on the screen`).toBe(true);
          lowest = Math.max(lowest, r.y + r.height);
        }
        figures.push(`${game} ${Math.round(card.width)} px, ${Math.round((100 * lowest) / hh)}%`);
        await screenshot(page, `space-${game}-${w}x${hh}`);
      }
      console.log(`${w}x${hh}: ${figures.join('; ')}`);
    });
  }
});
