/**
 * A 1024×768 tablet with touch and a pixel ratio of 2, playing Famous Fifty: moves by touch drag and
 * by tap in landscape and in portrait, a rotation in the middle of a drag, and the page itself (no
 * scroll, no browser gestures on the canvas, a canvas at full device resolution).
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Move, type State, current, isIdleMove, legalMoves, moveText } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { engineSession, idle, newGame, openGame, pageState, pilesOfMove, topCardRect } from './game.ts';
import { type Harness, type Point, type Rect, type Viewport, centre, resizePage, screenshot, startHarness, tap } from './harness.ts';

const LANDSCAPE: Viewport = { width: 1024, height: 768 };
const PORTRAIT: Viewport = { width: 768, height: 1024 };
/** One game: what a tablet's touch does on the table is the same in every game (table.test.ts plays each by pointer). */
const GAME = 'famous-fifty';


let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { touch: true, deviceScaleFactor: 2, viewport: LANDSCAPE });
});

afterAll(async () => {
  await h.close();
});

/** Turns the tablet: resizes, then waits until the canvas has taken the new size. */
async function turn(v: Viewport): Promise<void> {
  await resizePage(page, v);
}

/** The page's game, and the same position in the engine (one round trip: frames are slow at 2x). */
async function position(): Promise<{ moves: string[]; st: State }> {
  const s = await pageState(page);
  return { moves: s.moves, st: current(engineSession(s)) };
}

async function rects(...piles: string[]): Promise<Rect[]> {
  const out = await page.evaluate((ids) => ids.map((id) => window.__suitcase!.topCardRect(id)), piles);
  return out.map((r, i) => {
    if (!r) throw new Error(`no pile ${piles[i]!}`);
    return r;
  });
}

/** A legal card move (building on the tableau first), tapping the stock until there is one. */
async function cardMove(): Promise<{ move: Move; moves: string[] }> {
  for (let i = 0; i < 60; i++) {
    const { st, moves: played } = await position();
    const moves = legalMoves(st).filter((m) => m.kind === 'move' && !isIdleMove(st, m));
    const m = moves.find((x) => x.kind === 'move' && x.to.zone === 't') ?? moves[0];
    if (m) return { move: m, moves: played };
    const [stock] = await rects('s');
    await tap(page, centre(stock!));
    await idle(page);
  }
  throw new Error('no card move found');
}

/** A finger drag over one CDP session: down, two moves (past the drag threshold), up. */
async function fingerDrag(from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (p: Point) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(to) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function checkPage(label: string): Promise<void> {
  const css = await page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const r = canvas.getBoundingClientRect();
    return {
      touchAction: getComputedStyle(canvas).touchAction,
      frameTouchAction: getComputedStyle(document.getElementById('game')!).touchAction,
      bodyTouchAction: getComputedStyle(document.body).touchAction,
      userSelect: getComputedStyle(document.body).userSelect,
      scrollHeight: document.scrollingElement!.scrollHeight,
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
      canvas: { width: canvas.width, height: canvas.height, cssWidth: r.width, cssHeight: r.height },
      dpr: window.devicePixelRatio,
    };
  });
  expect(css.touchAction, label).toBe('none');
  // The table's frame keeps every gesture; the page around it may be pinched (zoom allowed) but
  // never double-tap zoomed (trust-a11y.test.ts).
  expect(css.frameTouchAction, label).toBe('none');
  expect(css.bodyTouchAction, label).toBe('manipulation');
  expect(css.userSelect, label).toBe('none');
  expect(css.scrollHeight, label).toBeLessThanOrEqual(css.innerHeight);
  expect(css.scrollWidth, label).toBeLessThanOrEqual(css.innerWidth);
  // Crisp: one canvas pixel per device pixel.
  expect(css.dpr).toBe(2);
  expect(css.canvas.width, label).toBe(Math.round(css.canvas.cssWidth * 2));
  expect(css.canvas.height, label).toBe(Math.round(css.canvas.cssHeight * 2));
}

/** One move by touch drag and one by tap, each checked against the engine. */
async function dragAndTap(label: string): Promise<void> {
  const { move: drag, moves: before } = await cardMove();
  const [from, to] = pilesOfMove(moveText(drag));
  const [a, b] = await rects(from, to);
  await fingerDrag(centre(a!), centre(b!));
  await idle(page);
  const { moves: afterDrag, st } = await position();
  expect(afterDrag, `${label}: touch drag ${moveText(drag)}`).toEqual([...before, moveText(drag)]);

  const legal = legalMoves(st);
  const piles = [...st.tableau.map((_, i) => `t${i}`), ...(st.waste.length > 0 ? ['w'] : [])];
  const tapped = piles.map((id) => bestTapMove(st, legal, id)).find((m) => m !== null);
  const expected = tapped ? moveText(tapped) : 'draw';
  expect(expected === 'draw' ? legal.some((m) => m.kind === 'draw') : true, `${label}: a tap has something to do`).toBe(true);
  const [r] = await rects(pilesOfMove(expected)[0]);
  await tap(page, centre(r!));
  await idle(page);
  expect((await pageState(page)).moves, `${label}: tap ${expected}`).toEqual([...afterDrag, expected]);
}

describe('a tablet', () => {
  it(`${GAME} plays by touch drag and by tap in landscape, then in portrait`, async () => {
    await newGame(page, GAME, 5);
    await checkPage('landscape');
    await dragAndTap('landscape');
    await turn(PORTRAIT);
    await idle(page);
    await checkPage('portrait');
    await dragAndTap('portrait');
    await screenshot(page, 'tablet-portrait');
    expect(h.errors).toEqual([]);
  });

  it('a rotation in the middle of a touch drag puts the card back on its pile and plays nothing', async () => {
    // Famous Fifty, from the last test, goes on (portrait); the drag starts there and ends in landscape.
    const { move, moves: played } = await cardMove();
    const [from, to] = pilesOfMove(moveText(move));
    const [a, b] = await rects(from, to);
    const start = centre(a!);
    const target = centre(b!);
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [] });
    await touch('touchStart', start);
    for (let i = 1; i <= 2; i++) await touch('touchMove', { x: start.x + ((target.x - start.x) * i) / 4, y: start.y + ((target.y - start.y) * i) / 4 });
    // The card is lifted and follows the finger.
    const lifted = (await page.evaluate((p) => window.__suitcase!.spriteRect(p), from))!;
    expect(Math.hypot(centre(lifted).x - start.x, centre(lifted).y - start.y)).toBeGreaterThan(20);

    await turn(LANDSCAPE);
    await idle(page);
    const home = await topCardRect(page, from);
    const sprite = (await page.evaluate((p) => window.__suitcase!.spriteRect(p), from))!;
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(sprite[k] - home[k]), k).toBeLessThan(2);

    // The finger goes on to where the target used to be and lifts: nothing is played.
    await touch('touchMove', target);
    await touch('touchEnd');
    await cdp.detach();
    await idle(page);
    expect((await pageState(page)).moves).toEqual(played);
    const back = (await page.evaluate((p) => window.__suitcase!.spriteRect(p), from))!;
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(back[k] - home[k]), k).toBeLessThan(2);

    // And the next touch drag works as usual.
    const { move: again } = await cardMove();
    const [f2, t2] = pilesOfMove(moveText(again));
    const [c, d] = await rects(f2, t2);
    await fingerDrag(centre(c!), centre(d!));
    await idle(page);
    expect((await pageState(page)).moves).toEqual([...played, moveText(again)]);
    expect(h.errors).toEqual([]);
  });
});
