/**
 * Lucky Fan's fans keep every card's index in sight: a fan grown by play (dragged with the mouse)
 * to six cards, on a phone both ways up and on a desktop, shows each buried card at least as far
 * as its corner index reaches. Screenshots of each size go to test-output/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMove } from '../../src/engine/index.ts';
import { WIDEST_INDEX } from '../../src/view/cards/cardArt.ts';
import { engineSession, engineState, idle, newGame, openGame, pageState, pileRect } from './game.ts';
import { type Harness, type Rect, resizePage, screenshot, startHarness } from './harness.ts';
import { playLineByMouse } from './play.ts';
import { growingFanLine } from './positions.ts';

/**
 * A phone both ways up and a desktop, of the supported sizes (test/unit/view/layout-suite.ts): the
 * fans as drawn after real play. That the layout gives a grown fan room at every supported size is
 * test/unit/view/layout.test.ts's ("keeps every index of a grown fan in sight").
 */
const SIZES: readonly [number, number][] = [[360, 640], [640, 360], [1280, 800]];

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h);
});

afterAll(async () => {
  await h.close();
});

/** Where the top card of `pile` is drawn, in client px. */
async function spriteRect(pile: string): Promise<Rect> {
  const r = await page.evaluate((p) => window.__suitcase!.spriteRect(p), pile);
  if (!r) throw new Error(`pile ${pile} is empty`);
  return r;
}

describe('Lucky Fan fans', () => {
  it('show every buried card as far as its index reaches, on a phone both ways up and on a desktop', async () => {
    const { n, moves, fan } = growingFanLine(6);
    await page.evaluate(() => { window.__suitcase!.autoPlay('off'); });
    await newGame(page, 'lucky-fan', n);
    const start = engineSession(await pageState(page));
    await playLineByMouse(page, start, moves.map((t) => parseMove(t)!));
    await idle(page);
    expect((await pageState(page)).moves).toEqual(moves);
    const counts = new Map((await engineState(page)).tableau.map((p, i) => [`t${i}`, p.length]));
    expect(counts.get(fan)).toBe(6);

    for (const [width, height] of SIZES) {
      await resizePage(page, { width, height });
      await idle(page);
      await screenshot(page, `fans-lucky-fan-${width}x${height}`);
      for (const [id, count] of counts) {
        if (count < 2) continue;
        const top = await spriteRect(id);
        const pile = await pileRect(page, id);
        // Every card under the top one shows an equal strip: the top card's left edge over the count.
        const strip = (top.x - pile.x) / (count - 1);
        const index = WIDEST_INDEX.width * top.width;
        expect(strip, `${id} of ${count} cards at ${width}x${height}: ${strip.toFixed(1)} px strips for ${index.toFixed(1)} px indices`).toBeGreaterThanOrEqual(index - 0.5);
      }
    }
  });
});
