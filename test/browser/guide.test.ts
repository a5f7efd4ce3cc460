/**
 * The first-deal guide, driven as a new player meets it: the first deal of each game shows step 1
 * of its guide on the table; making the move a step shows (by mouse, or by finger) goes on to the
 * next; Esc skips it on one game, the Skip button (a tap on a phone) on another; a second deal of
 * the same game, and a deal after a reload, show none; "Show me how" in the game's Rules shows it
 * again. With SCREENSHOTS=1 each game's guide goes to test-output/ at a phone's and a desktop's size.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef } from '../../src/engine/index.ts';
import { guidePoint } from '../../src/play/guide.ts';
import { guideSteps } from '../../src/play/guideSteps.ts';
import { overlapArea } from '../../src/geometry.ts';
import { buttonCentre, engineState, idle, newGame, newPlayer, pageState, pileRect, sceneIs, topCardRect } from './game.ts';
import { type Harness, type Point, centre, click, mouseDrag, screenshot, startHarness, tap, touchDrag } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

type Shown = { game: string; step: number; of: number; text: string } | null;
const guide = (page: Page): Promise<Shown> => page.evaluate(() => window.__suitcase!.guide());

/** Makes the move the guide's step shows, as the page's position gives it: a click or tap on the stock, else a drag of the card onto its place. */
async function makeShownMove(page: Page, by: 'mouse' | 'finger'): Promise<string | null> {
  const shown = (await guide(page))!;
  const step = guideSteps(gameDef(shown.game))[shown.step - 1]!;
  const point = guidePoint(step, await engineState(page));
  if (!point.move) return null;
  const [from, to] = point.piles;
  const start = centre(await topCardRect(page, from!));
  const before = (await pageState(page)).moves.length;
  if (step.kind === 'stock') await (by === 'mouse' ? click(page, start) : tap(page, start));
  else {
    const end: Point = centre(await topCardRect(page, to!));
    await (by === 'mouse' ? mouseDrag(page, start, end) : touchDrag(page, start, end));
  }
  await idle(page);
  const after = await pageState(page);
  expect(after.moves.length, `the move ${from}>${to} was played`).toBe(before + 1);
  return after.moves.at(-1)!;
}

describe('the first-deal guide', () => {
  it('on a phone: each game first dealt shows step 1; the shown move by finger goes on; Skip by tap ends it; a second deal shows none', async () => {
    const page = await newPlayer(h, { viewport: { width: 390, height: 844 }, touch: true });
    for (const game of GAME_IDS) {
      await newGame(page, game, 1);
      await page.evaluate(() => window.__suitcase!.step());
      const shown = await guide(page);
      expect(shown, game).toMatchObject({ game, step: 1, of: guideSteps(gameDef(game)).length });
      expect(shown!.text.length).toBeGreaterThan(20);
      const skip = (await page.evaluate(() => window.__suitcase!.buttons())).find((b) => b.id === 'guide-skip');
      expect(skip?.rect.height, 'the Skip button is a finger wide').toBeGreaterThanOrEqual(44);
      expect(skip!.rect.x).toBeGreaterThanOrEqual(0);
      expect(skip!.rect.x + skip!.rect.width).toBeLessThanOrEqual(390);
      expect(skip!.rect.y + skip!.rect.height).toBeLessThanOrEqual(844);
      await screenshot(page, `guide-${game}-390x844`);
    }
    await newGame(page, 'lucky-fan', 2);
    expect(await guide(page), 'a second deal of a game').toBeNull();
    // A new player's Lucky Fan: "Next" by tap up to the first step that shows a move, the move made
    // by finger goes on to the next step, and Skip by tap ends the guide.
    const fresh = await newPlayer(h, { viewport: { width: 390, height: 844 }, touch: true });
    await newGame(fresh, 'lucky-fan', 1);
    let played: string | null = null;
    for (let step = 1; played === null; step++) {
      expect((await guide(fresh))!.step).toBe(step);
      played = await makeShownMove(fresh, 'finger');
      if (played === null) await tap(fresh, await buttonCentre(fresh, 'guide-next'));
      else expect((await guide(fresh))!.step, `after ${played}`).toBe(step + 1);
      await fresh.evaluate(() => window.__suitcase!.step());
    }
    await tap(fresh, await buttonCentre(fresh, 'guide-skip'));
    await fresh.evaluate(() => window.__suitcase!.step());
    expect(await guide(fresh)).toBeNull();
    await newGame(fresh, 'lucky-fan', 3);
    expect(await guide(fresh)).toBeNull();
  });

  it('on a desktop: the shown moves by mouse and Next walk a guide to its end; Esc skips another; none after a reload; "Show me how" shows it again', async () => {
    const page = await newPlayer(h, { viewport: { width: 1920, height: 1080 } });
    for (const game of GAME_IDS) {
      await newGame(page, game, 1);
      expect(await guide(page), game).toMatchObject({ game, step: 1 });
      await screenshot(page, `guide-${game}-1920x1080`);
      // Fortune's Favor's felt has room beside its cards on a desktop: the callout (its words and its Skip) covers no pile there.
      if (game !== 'fortunes-favor') continue;
      const shown = (await guide(page))!;
      const skip = (await page.evaluate(() => window.__suitcase!.buttons())).find((b) => b.id === 'guide-skip')!;
      const words = (await page.evaluate(() => window.__suitcase!.labels())).filter((l) => shown.text.startsWith(l.text.split('\n')[0]!.slice(0, 12)));
      expect(words.length, `${game}: the guide's words`).toBeGreaterThan(0);
      const st = await engineState(page);
      for (const pile of [...st.tableau.map((_, i) => `t${i}`), ...st.foundations.map((_, i) => `f${i}`)]) {
        const at = await pileRect(page, pile);
        for (const r of [skip.rect, ...words.map((w) => w.rect)]) expect(overlapArea(r, at), `${game}: the callout over ${pile}`).toBe(0);
      }
    }
    // Rouge Forty's guide, walked to its end: each shown move made by mouse, "Next" where none is shown.
    await newGame(page, 'rouge-forty', 2);
    expect(await guide(page)).toBeNull();
    const walk = await newPlayer(h, { viewport: { width: 1920, height: 1080 } });
    await newGame(walk, 'rouge-forty', 1);
    const of = (await guide(walk))!.of;
    const moves: string[] = [];
    for (let step = 1; step <= of; step++) {
      expect((await guide(walk))!.step).toBe(step);
      await screenshot(walk, `guide-rouge-forty-step${step}-1920x1080`);
      const played = await makeShownMove(walk, 'mouse');
      if (played === null) {
        await click(walk, await buttonCentre(walk, 'guide-next'));
        await walk.evaluate(() => window.__suitcase!.step());
      } else moves.push(played);
    }
    expect(await guide(walk)).toBeNull();
    expect(moves.length, 'at least one step was gone on by its move').toBeGreaterThan(0);
    // Esc skips Famous Fifty's.
    await newGame(walk, 'famous-fifty', 1);
    expect((await guide(walk))!.step).toBe(1);
    await walk.keyboard.press('Escape');
    await walk.evaluate(() => window.__suitcase!.step());
    expect(await guide(walk)).toBeNull();
    expect(await walk.evaluate(() => window.__suitcase!.scene())).toBe('table');
    // After a reload the games shown stay shown.
    await walk.reload();
    await walk.waitForFunction(() => window.__suitcase?.scene() === 'menu' || window.__suitcase?.scene() === 'table');
    for (const game of ['famous-fifty', 'rouge-forty']) {
      await newGame(walk, game, 4);
      expect(await guide(walk), game).toBeNull();
    }
    // "Show me how" in the Rules shows it again on this table.
    await click(walk, await buttonCentre(walk, 'hud:options'));
    await sceneIs(walk, 'panel');
    await click(walk, await buttonCentre(walk, 'rules'));
    await click(walk, await buttonCentre(walk, 'show-me'));
    await sceneIs(walk, 'table');
    expect(await guide(walk)).toMatchObject({ game: 'rouge-forty', step: 1 });
  });

  it('at 800x450 its words are 12 px or more and its buttons a finger high', async () => {
    const page = await newPlayer(h, { viewport: { width: 800, height: 450 } });
    for (const game of GAME_IDS) {
      await newGame(page, game, 1);
      const shown = (await guide(page))!;
      const labels = await page.evaluate(() => window.__suitcase!.labels());
      const words = labels.filter((l) => shown.text.startsWith(l.text.split('\n')[0]!.slice(0, 12)) || l.text === `${shown.step} of ${shown.of}`);
      expect(words.length, game).toBeGreaterThan(0);
      for (const l of words) expect(l.size, `${game}: ${l.text}`).toBeGreaterThanOrEqual(12);
      for (const b of (await page.evaluate(() => window.__suitcase!.buttons())).filter((x) => x.id.startsWith('guide-'))) {
        expect(b.rect.height).toBeGreaterThanOrEqual(44);
        expect(b.rect.y + b.rect.height).toBeLessThanOrEqual(450);
      }
      await screenshot(page, `guide-${game}-800x450`);
    }
  });
});
