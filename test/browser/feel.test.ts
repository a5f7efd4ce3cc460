/**
 * Game feel, as a player meets it: a card held in a mouse or a finger drag is drawn raised (at
 * least 4% larger) and comes back to its size when let go; a refused drop flies back and shows the
 * engine's reason; the win's celebration shows before the Results and a tap skips it; with reduced
 * motion, turned on while the game runs, a move lands at once and a held card is still raised. With SCREENSHOTS=1, screenshots of a drag in flight and of the
 * celebration go to test-output/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type State, apply, legalMoves, moveText, numberedSession, parseMove, play } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { en } from '../../src/text/en.ts';
import { engineState, idle, newGame, openGame, pageState, pilesOfMove, reusedPages, sceneIs, topCardRect } from './game.ts';
import { type Harness, type OpenOptions, type Point, type Rect, centre, click, mouseDrag, screenshot, startHarness } from './harness.ts';
import { playLineByMouse } from './play.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

// The mouse's tests each deal the fixture's game anew: one page, reduced motion turned on and off in it.
const pages = reusedPages(() => h);
const MOUSE: OpenOptions = { viewport: { width: 1024, height: 768 } };

/** The mouse's page, the fixture's deal on it at the speed players see. */
async function mousePage(): Promise<Page> {
  const page = await pages.get(MOUSE);
  await newGame(page, fixture.game, fixture.deal);
  await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
  return page;
}

const hook = {
  dragged: (page: Page) => page.evaluate(() => window.__suitcase!.dragged()),
  sprite: (page: Page, pile: string) => page.evaluate((p) => window.__suitcase!.spriteRect(p), pile),
};

/** A tableau pile with a card on top, and a pile the engine refuses that card on (with its reason). */
function refusedDrop(state: State): { from: string; to: string; reason: string } {
  for (let i = 0; i < state.tableau.length; i++) {
    if ((state.tableau[i]?.length ?? 0) === 0) continue;
    for (let j = 0; j < state.tableau.length; j++) {
      if (j === i || (state.tableau[j]?.length ?? 0) === 0) continue;
      const r = apply(state, parseMove(`t${i}>t${j}`)!);
      if (!r.ok) return { from: `t${i}`, to: `t${j}`, reason: en.refusal(r.refusal) };
    }
  }
  throw new Error('no refused drop on this deal');
}

/** Waits until the hook reports a held card at least `k` times the width and height of `rest`. */
async function heldRaised(page: Page, rest: Rect, k: number): Promise<Rect> {
  await page.waitForFunction(
    ([w, hh, f]) => {
      const d = window.__suitcase!.dragged();
      return d !== null && d.width >= w * f && d.height >= hh * f;
    },
    [rest.width, rest.height, k] as const,
    { timeout: 10_000 },
  );
  return (await hook.dragged(page))!;
}

/** The top card of `pile` rests at its place at its resting size (within half a pixel). */
async function expectAtRest(page: Page, pile: string): Promise<void> {
  await page.evaluate(() => window.__suitcase!.idle());
  const at = await hook.sprite(page, pile);
  const rest = await topCardRect(page, pile);
  expect(at).not.toBeNull();
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(at![k] - rest[k]), `${pile} ${k}`).toBeLessThan(0.6);
}

describe('a held card, with the mouse at 1024x768', () => {
  it('rises at least 4% while held, tilts with the drag, and is back to its size when let go', async () => {
    const page = await mousePage();
    const { from } = refusedDrop(await engineState(page));
    const rest = await topCardRect(page, from);
    const a = centre(rest);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= 4; i++) await page.mouse.move(a.x + i * 40, a.y + i * 12);
    const held = await heldRaised(page, rest, 1.04);
    expect(held.width).toBeGreaterThanOrEqual(rest.width * 1.04);
    // In flight: still moving, so tilted.
    await page.mouse.move(a.x + 260, a.y + 60);
    await page.mouse.move(a.x + 330, a.y + 70);
    await screenshot(page, 'feel-drag-1024x768');
    // Back home: a drop at home is no refusal.
    await page.mouse.move(a.x, a.y);
    await page.mouse.up();
    expect(await hook.dragged(page)).toBeNull();
    await expectAtRest(page, from);
    expect((await pageState(page)).moves).toEqual([]);
  });

  it('a refused drop flies back home and shows the engine\'s reason', async () => {
    const page = await mousePage();
    const { from, to, reason } = refusedDrop(await engineState(page));
    const words = en.dropRefused(reason);
    await mouseDrag(page, centre(await topCardRect(page, from)), centre(await topCardRect(page, to)), 4);
    await page.waitForFunction((w) => window.__suitcase!.labels().some((l) => l.text === w), words, { timeout: 10_000 });
    expect(await page.evaluate(() => window.__suitcase!.announced())).toBe(words);
    const label = (await page.evaluate(() => window.__suitcase!.labels())).find((l) => l.text === words)!;
    // The tag is on the screen.
    expect(label.rect.x).toBeGreaterThanOrEqual(0);
    expect(label.rect.x + label.rect.width).toBeLessThanOrEqual(1024);
    expect(label.rect.y).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'feel-refused-1024x768');
    await expectAtRest(page, from);
    expect((await pageState(page)).moves).toEqual([]);
    expect(h.errors).toEqual([]);
  });
});

describe('reduced motion, turned on in the system while the game runs', () => {
  it('a move lands at once, and a held card is still drawn raised', async () => {
    const page = await mousePage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const state = await engineState(page);
    const legal = legalMoves(state);
    const pile = state.tableau.map((_, i) => `t${i}`).find((id) => bestTapMove(state, legal, id) !== null)!;
    const move = moveText(bestTapMove(state, legal, pile)!);
    const [, to] = pilesOfMove(move);
    await click(page, centre(await topCardRect(page, pile)));
    // In the very frame the move is seen, the card is already where it goes (a glide would
    // still be at its start: a tween first moves a frame later).
    const seen = await page.evaluate(async (t) => {
      const w = window.__suitcase!;
      while (w.state().moves.length === 0) await new Promise((done) => requestAnimationFrame(done));
      return { moves: w.state().moves, at: w.spriteRect(t), rest: w.topCardRect(t) };
    }, to);
    expect(seen.moves).toEqual([move]);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(seen.at![k] - seen.rest![k]), k).toBeLessThan(0.6);
    const { from } = refusedDrop(await engineState(page));
    const rest = await topCardRect(page, from);
    const a = centre(rest);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 30, a.y + 30);
    await page.mouse.move(a.x + 60, a.y + 40);
    const held = await hook.dragged(page);
    expect(held!.width).toBeGreaterThanOrEqual(rest.width * 1.04);
    await page.mouse.move(a.x, a.y);
    await page.mouse.up();
    await expectAtRest(page, from);
    expect(h.errors).toEqual([]);
    await page.emulateMedia({ reducedMotion: null });
  });
});

describe('the win, with the mouse at 1024x768', () => {
  it('the win celebrates on the table before the Results, and a tap skips it', async () => {
    const page = await mousePage();
    // The game up to its last move at once; the last by mouse at the speed players see.
    const line = fixture.moves.map((m) => parseMove(m)!);
    const last = line.length - 1;
    const before = play(numberedSession(fixture.game, fixture.deal), line.slice(0, last));
    if (!before.ok) throw new Error(en.refusal(before.refusal));
    await page.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
    expect(await page.evaluate((ms) => ms.every((m) => window.__suitcaseSolver!.play([m])), fixture.moves.slice(0, last))).toBe(true);
    await idle(page);
    expect((await pageState(page)).moves).toEqual(fixture.moves.slice(0, last));
    await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
    await playLineByMouse(page, before.session, line.slice(last));
    await page.waitForFunction((n) => window.__suitcase!.state().moves.length === n, line.length, { timeout: 10_000 });
    expect((await pageState(page)).won).toBe(true);
    // The celebration runs on the table, no Results over it: the king on the first foundation
    // leaps off it and away.
    await page.waitForFunction(() => {
      const w = window.__suitcase!;
      const at = w.spriteRect('f0');
      const home = w.topCardRect('f0');
      return at !== null && home !== null && Math.hypot(at.x - home.x, at.y - home.y) > home.height;
    }, null, { timeout: 120_000 });
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('table');
    // A second on, still the table: the celebration is no flash before the Results (they follow
    // a short pause after its end, within 6 s of the winning move: test/browser/celebration.test.ts).
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.__suitcase!.scene())).toBe('table');
    await screenshot(page, 'feel-celebration-1024x768');
    await click(page, { x: 512, y: 300 });
    await sceneIs(page, 'results');
    await screenshot(page, 'feel-celebration-skipped-1024x768');
    expect(h.errors).toEqual([]);
  }, 600_000);
});

describe('a held card, with a finger at 390x844', () => {
  it('rises at least 4% under the finger and comes back to its size', async () => {
    const page = await openGame(h, { viewport: { width: 390, height: 844 }, touch: true });
    await newGame(page, fixture.game, fixture.deal);
    await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
    const { from } = refusedDrop(await engineState(page));
    const rest = await topCardRect(page, from);
    const a = centre(rest);
    const cdp = await page.context().newCDPSession(page);
    const touch = (p: Point) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(a) });
    for (let i = 1; i <= 4; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch({ x: a.x + i * 14, y: a.y + i * 22 }) });
    const held = await heldRaised(page, rest, 1.04);
    expect(held.height).toBeGreaterThanOrEqual(rest.height * 1.04);
    await screenshot(page, 'feel-drag-390x844-touch');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(a) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    expect(await hook.dragged(page)).toBeNull();
    await expectAtRest(page, from);
    await page.context().close();
  });
});
