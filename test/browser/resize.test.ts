/**
 * The table lays itself out again on resize and rotation: after each change every pile of Famous
 * Fifty and of Lucky Fan lies inside the canvas. With SCREENSHOTS=1, portrait screenshots of each
 * table go to test-output/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameId, gameDef } from '../../src/engine/index.ts';
import { newGame, openGame } from './game.ts';
import { type Harness, type Rect, screenshot, startHarness } from './harness.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h);
});

afterAll(async () => {
  await h.close();
});

/** Resizes, then waits until the canvas has taken the new size. */
async function resize(width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(
    ([w, hh]) => {
      const c = document.querySelector('canvas')?.getBoundingClientRect();
      return c !== undefined && Math.round(c.width) === w && Math.round(c.height) === hh;
    },
    [width, height] as const,
  );
}

async function pilesInside(game: GameId, label: string): Promise<void> {
  const def = gameDef(game);
  const ids = [...def.piles.map((_, i) => `t${i}`), ...Array.from({ length: def.foundations }, (_, i) => `f${i}`)];
  if (def.stock > 0) ids.push('s');
  if (def.hasWaste) ids.push('w');
  const { canvas, rects } = await page.evaluate((list) => {
    const c = document.querySelector('canvas')!.getBoundingClientRect();
    return { canvas: { x: c.x, y: c.y, width: c.width, height: c.height }, rects: list.map((id) => [id, window.__suitcase!.rect(id)] as const) };
  }, ids);
  for (const [id, r] of rects) {
    expect(r, `${game} ${id} at ${label}`).not.toBeNull();
    const rect = r as Rect;
    expect(rect.x, `${game} ${id} left at ${label}`).toBeGreaterThanOrEqual(canvas.x - 0.5);
    expect(rect.y, `${game} ${id} top at ${label}`).toBeGreaterThanOrEqual(canvas.y - 0.5);
    expect(rect.x + rect.width, `${game} ${id} right at ${label}`).toBeLessThanOrEqual(canvas.x + canvas.width + 0.5);
    expect(rect.y + rect.height, `${game} ${id} bottom at ${label}`).toBeLessThanOrEqual(canvas.y + canvas.height + 0.5);
  }
}

/**
 * A game of each way of fanning its piles (Famous Fifty's down, Lucky Fan's to the right): that a
 * resize and a rotation reach the table, which lays itself out anew. That every game fits every
 * size is test/unit/view/layout-suite.ts's ("fits WxH without overlaps") and, for a window twice
 * as wide as tall, test/unit/view/layout-wide.test.ts's.
 */
const GAMES = ['famous-fifty', 'lucky-fan'] as const;

describe('resize and rotation', () => {
  it(`${GAMES.join(' and ')} keep every pile inside the canvas through a resize and a phone's rotation`, async () => {
    for (const game of GAMES) {
      await resize(1024, 768);
      await newGame(page, game, 2);
      await pilesInside(game, '1024x768');
      // A phone rotated: the viewport swaps width and height.
      await resize(360, 640);
      await pilesInside(game, '360x640');
      await screenshot(page, `portrait-${game}`);
      await resize(640, 360);
      await pilesInside(game, '640x360 (rotated)');
    }
    expect(h.errors).toEqual([]);
  });
});
