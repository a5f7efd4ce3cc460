/**
 * Thousands of random pointer and touch events across all five games: taps, drags, drags off the
 * canvas, two fingers at once, taps during animation, with resizes, rotations (also in the middle
 * of a drag) and the page hidden and shown again in between. Deterministic: the events come from a
 * seeded generator. It passes when no error was thrown, the game on the page replays in the
 * engine to a position holding every card of the deck(s) exactly once, the hook agrees with the
 * engine, and every pile's top card sprite rests where the engine puts it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Card, GAME_IDS, gameDef, type GameId, type State, byteOrder, current, fullDecks, isLost, isWon, legalMoves, moveText } from '../../src/engine/index.ts';
import { hudLayout } from '../../src/view/layout.ts';
import { engineSession, idle, newGame, openGame, pageState } from './game.ts';
import { type Harness, type Viewport, resizePage, startHarness } from './harness.ts';
import { mulberry32Unit } from '../../src/engine/random.ts';

const SEED = 0x5eed_ca5e;
/** Rounds per game: a burst of gestures, then one disruption. */
const ROUNDS = 5;
const GESTURES_PER_BURST = 30;
const TAPS_DURING_ANIMATION = 24;
const SIZES: readonly Viewport[] = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 900, height: 600 },
  { width: 600, height: 900 },
  { width: 1280, height: 720 },
  { width: 480, height: 800 },
];

/** mulberry32 (the engine's generator): small, fast and good enough to pick events. */
const prng = mulberry32Unit;

interface BurstOptions {
  seed: number;
  gestures: number;
  /** Presses start below this line (the HUD bar): the abuse is for the table, not its menu button. */
  hudBottom: number;
  /** Chance of letting a frame run between two events of a gesture. */
  frameChance: number;
  /** Leave the last gesture's press down (a drag to be finished by `finishDrag`). */
  leaveDown?: boolean;
  /** Only quick taps, each a frame after the last: taps during animation. */
  tapsOnly?: boolean;
}

/**
 * Runs in the page: random gestures dispatched as DOM mouse and touch events on the canvas, the
 * way the browser delivers them. Returns how many events were dispatched.
 */
async function burst(o: BurstOptions): Promise<number> {
  let s = o.seed >>> 0;
  const rnd = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hook = window.__suitcase!;
  const canvas = document.querySelector('canvas')!;
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => { done(); }));
  const maybeFrame = async () => {
    if (rnd() < o.frameChance) await frame();
  };
  let events = 0;
  const ids = ['s', 'w', ...Array.from({ length: 20 }, (_, i) => `t${i}`), ...Array.from({ length: 8 }, (_, i) => `f${i}`)];
  const piles = () => (hook.scene() === 'table' ? ids.filter((id) => hook.rect(id) !== null) : []);
  type P = { x: number; y: number };
  const c = () => canvas.getBoundingClientRect();
  const onCard = (): P => {
    const list = piles();
    const r = list.length > 0 ? hook.topCardRect(list[Math.floor(rnd() * list.length)]!) : null;
    const b = c();
    if (!r) return { x: b.x + rnd() * b.width, y: b.y + o.hudBottom + rnd() * (b.height - o.hudBottom) };
    return { x: r.x + r.width * (0.1 + 0.8 * rnd()), y: Math.max(b.y + o.hudBottom + 1, r.y + r.height * (0.1 + 0.8 * rnd())) };
  };
  const anywhere = (): P => {
    const b = c();
    return { x: b.x + rnd() * b.width, y: b.y + o.hudBottom + rnd() * (b.height - o.hudBottom) };
  };
  const press = (): P => (rnd() < 0.8 ? onCard() : anywhere());
  const mouse = (type: string, p: P, target: EventTarget = canvas) => {
    events++;
    target.dispatchEvent(new MouseEvent(type, { clientX: p.x, clientY: p.y, button: 0, buttons: type === 'mouseup' ? 0 : 1, bubbles: true, cancelable: true, view: window }));
  };
  const touchEvent = (type: string, changed: Touch[], all: Touch[]) => {
    events++;
    canvas.dispatchEvent(new TouchEvent(type, { touches: all, targetTouches: all, changedTouches: changed, bubbles: true, cancelable: true, view: window }));
  };
  const touch = (id: number, p: P) => new Touch({ identifier: id, target: canvas, clientX: p.x, clientY: p.y, pageX: p.x, pageY: p.y, radiusX: 4, radiusY: 4, force: 1 });
  const path = async (from: P, to: P, steps: number, each: (p: P) => void) => {
    for (let i = 1; i <= steps; i++) {
      each({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
      await maybeFrame();
    }
  };
  let touchId = 100 + Math.floor(rnd() * 1000);

  for (let g = 0; g < o.gestures; g++) {
    if (hook.scene() !== 'table') break;
    const st = hook.state();
    if (st.won || st.lost) break;
    const last = g === o.gestures - 1;
    const kind = last && o.leaveDown ? 'hold' : o.tapsOnly ? 6 : Math.floor(rnd() * 7);
    const from = press();
    if (kind === 'hold') {
      // A touch drag begun and left down: the caller rotates the screen, then lifts the finger.
      const id = touchId++;
      const t = touch(id, from);
      touchEvent('touchstart', [t], [t]);
      const to = onCard();
      await path(from, { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, 3, (p) => {
        const m = touch(id, p);
        touchEvent('touchmove', [m], [m]);
      });
      (window as unknown as { __abuseHeld?: { id: number; to: P } }).__abuseHeld = { id, to };
    } else if (kind === 0 || kind === 1) {
      // A mouse tap or drag, sometimes a frame or two in between.
      mouse('mousedown', from);
      await maybeFrame();
      if (kind === 1) await path(from, press(), 2 + Math.floor(rnd() * 4), (p) => { mouse('mousemove', p); });
      mouse('mouseup', kind === 1 ? press() : from);
    } else if (kind === 2) {
      // A mouse drag off the canvas: it leaves, and the button comes up outside.
      mouse('mousedown', from);
      const b = c();
      const out = rnd() < 0.5 ? { x: b.x + b.width + 40, y: from.y } : { x: from.x, y: b.y - 40 };
      await path(from, { x: (from.x + out.x) / 2, y: (from.y + out.y) / 2 }, 3, (p) => { mouse('mousemove', p); });
      mouse('mouseout', out);
      mouse('mouseup', out, document.body);
    } else if (kind === 3 || kind === 4) {
      // A finger: a tap or a drag.
      const id = touchId++;
      const t = touch(id, from);
      touchEvent('touchstart', [t], [t]);
      let end = from;
      if (kind === 4) {
        end = press();
        await path(from, end, 2 + Math.floor(rnd() * 4), (p) => {
          const m = touch(id, p);
          touchEvent('touchmove', [m], [m]);
        });
      }
      const e = touch(id, end);
      touchEvent(rnd() < 0.1 ? 'touchcancel' : 'touchend', [e], []);
    } else if (kind === 5) {
      // Two fingers at once, both moving, lifted in either order.
      const a = touchId++;
      const b = touchId++;
      const fromB = press();
      const ta = touch(a, from);
      const tb = touch(b, fromB);
      if (rnd() < 0.5) touchEvent('touchstart', [ta, tb], [ta, tb]);
      else {
        touchEvent('touchstart', [ta], [ta]);
        await maybeFrame();
        touchEvent('touchstart', [tb], [ta, tb]);
      }
      const toA = press();
      const toB = press();
      for (let i = 1; i <= 3; i++) {
        const ma = touch(a, { x: from.x + ((toA.x - from.x) * i) / 3, y: from.y + ((toA.y - from.y) * i) / 3 });
        const mb = touch(b, { x: fromB.x + ((toB.x - fromB.x) * i) / 3, y: fromB.y + ((toB.y - fromB.y) * i) / 3 });
        touchEvent('touchmove', [ma, mb], [ma, mb]);
        await maybeFrame();
      }
      const ea = touch(a, toA);
      const eb = touch(b, toB);
      if (rnd() < 0.5) {
        touchEvent('touchend', [eb], [ea]);
        touchEvent('touchend', [ea], []);
      } else {
        touchEvent('touchend', [ea], [eb]);
        touchEvent('touchend', [eb], []);
      }
    } else {
      // Taps in quick succession on cards; at normal speed (tapsOnly) each lands while the last move still flies.
      for (let k = 0; k < 3; k++) {
        const p = onCard();
        if (rnd() < 0.5) {
          mouse('mousedown', p);
          mouse('mouseup', p);
        } else {
          const id = touchId++;
          touchEvent('touchstart', [touch(id, p)], [touch(id, p)]);
          touchEvent('touchend', [touch(id, p)], []);
        }
        if (o.tapsOnly) await frame();
      }
    }
    await maybeFrame();
  }
  return events;
}

/** In the page: lifts the finger left down by the last burst, where the drag was heading. */
function finishDrag(): number {
  const held = (window as unknown as { __abuseHeld?: { id: number; to: { x: number; y: number } } }).__abuseHeld;
  if (!held) return 0;
  const canvas = document.querySelector('canvas')!;
  const t = new Touch({ identifier: held.id, target: canvas, clientX: held.to.x, clientY: held.to.y, pageX: held.to.x, pageY: held.to.y });
  canvas.dispatchEvent(new TouchEvent('touchmove', { touches: [t], targetTouches: [t], changedTouches: [t], bubbles: true, cancelable: true }));
  canvas.dispatchEvent(new TouchEvent('touchend', { touches: [], targetTouches: [], changedTouches: [t], bubbles: true, cancelable: true }));
  delete (window as unknown as { __abuseHeld?: unknown }).__abuseHeld;
  return 2;
}

/** In the page: lets the test say whether the page is hidden, and tells the page it changed. */
function setHidden(hidden: boolean): void {
  const w = window as unknown as { __abuseHidden?: boolean };
  if (w.__abuseHidden === undefined) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (w.__abuseHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.__abuseHidden });
  }
  w.__abuseHidden = hidden;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Every card of a position, each foundation counted from its ace up to its top card. */
function cardsOf(st: State): Card[] {
  const out: Card[] = [...st.tableau.flat(), ...st.stock, ...st.waste];
  for (const top of st.foundations) if (top >= 0) for (let c = top - (top % 13); c <= top; c++) out.push(c);
  return out.sort((a, b) => a - b);
}

let h: Harness;
let page: Page;
let viewport: Viewport = SIZES[0]!;
let events = 0;
/** Moves the storms played (counted at each check): the events did reach the game. */
let played = 0;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { touch: true, viewport });
});

afterAll(async () => {
  console.log(`abuse: ${events} pointer and touch events in all; ${played} moves on the table at the checks`);
  await h.close();
});

async function resize(v: Viewport): Promise<void> {
  viewport = v;
  await resizePage(page, v);
}

async function runBurst(seed: number, gestures: number, frameChance: number, more: Partial<BurstOptions> = {}): Promise<void> {
  const options: BurstOptions = { seed, gestures, hudBottom: hudLayout(viewport.width).bar.height + 2, frameChance, ...more };
  events += await page.evaluate(burst, options);
}

/** Two real fingers through CDP, both pressing top cards and sliding apart. */
async function twoFingers(rnd: () => number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const cards = await page.evaluate(() => {
    const hook = window.__suitcase!;
    const ids = ['s', 'w', ...Array.from({ length: 20 }, (_, i) => `t${i}`)];
    return ids.map((id) => hook.topCardRect(id)).filter((r) => r !== null);
  });
  const p = () => {
    const r = cards[Math.floor(rnd() * cards.length)]!;
    return { x: r.x + r.width * (0.2 + 0.6 * rnd()), y: r.y + r.height * (0.2 + 0.6 * rnd()) };
  };
  const a = p();
  const b = p();
  const pt = (id: number, q: { x: number; y: number }) => ({ x: q.x, y: q.y, id, radiusX: 4, radiusY: 4, force: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pt(1, a), pt(2, b)] });
  for (let i = 1; i <= 3; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [pt(1, { x: a.x + i * 15, y: a.y + i * 12 }), pt(2, { x: b.x - i * 15, y: b.y + i * 9 })] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  events += 5;
}

/**
 * The storm plays on a table: a finished game is dealt again (the storm stops pressing once a game
 * is over, so it never reaches the results screen's buttons). Anything else showing is a failure.
 */
async function onTable(game: GameId, rnd: () => number, label: string): Promise<void> {
  const scene = await page.evaluate(() => window.__suitcase!.scene());
  expect(['table', 'results'], `${label}: the storm stayed on the table`).toContain(scene);
  const st = await pageState(page);
  if (st.won || st.lost) await newGame(page, game, 1 + Math.floor(rnd() * 1000));
}

/** After the storm: the page's game replays in the engine, every card is there once, and every sprite rests where it should. */
async function checkConsistent(game: GameId, label: string): Promise<void> {
  await page.evaluate(setHidden, false);
  await idle(page);
  expect(h.errors, label).toEqual([]);
  const s = await pageState(page);
  const st = current(engineSession(s));
  expect(cardsOf(st), `${label}: every card once`).toEqual(fullDecks(gameDef(s.game).decks).sort((a, b) => a - b));
  expect(s.won, label).toBe(isWon(st));
  expect(s.lost, label).toBe(isLost(st));
  expect(await page.evaluate(() => window.__suitcase!.legal()), label).toEqual(legalMoves(st).map(moveText).sort(byteOrder));
  expect(s.game, label).toBe(game);
  const piles: [string, number][] = [...st.tableau.map((p, i): [string, number] => [`t${i}`, p.length]), ...st.foundations.map((f, i): [string, number] => [`f${i}`, f >= 0 ? 1 : 0])];
  if (gameDef(game).stock > 0) piles.push(['s', st.stock.length]);
  if (gameDef(game).hasWaste) piles.push(['w', st.waste.length]);
  const rects = await page.evaluate(
    (ids) => ids.map((id) => ({ id, sprite: window.__suitcase!.spriteRect(id), top: window.__suitcase!.topCardRect(id) })),
    piles.map(([id]) => id),
  );
  for (const r of rects) {
    const count = piles.find(([id]) => id === r.id)![1];
    if (count === 0) {
      expect(r.sprite, `${label}: ${r.id} is empty`).toBeNull();
      continue;
    }
    expect(r.sprite, `${label}: ${r.id} has a sprite`).not.toBeNull();
    expect(r.top, `${label}: ${r.id} has a place`).not.toBeNull();
    for (const k of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(r.sprite![k] - r.top![k]), `${label}: ${r.id} sprite ${k} (${JSON.stringify(r)})`).toBeLessThanOrEqual(2);
    }
  }
}

describe('abuse', () => {
  GAME_IDS.forEach((game, gi) => {
    it(`${game} survives random pointer and touch storms`, async () => {
      const rnd = prng(SEED + gi);
      await page.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
      await newGame(page, game, 1 + Math.floor(rnd() * 1000));
      for (let round = 0; round < ROUNDS; round++) {
        // A burst at instant speed with frames now and then; redeal when the game ends.
        await onTable(game, rnd, `${game} round ${round}`);
        const disruption = Math.floor(rnd() * 5);
        if (disruption === 0) {
          // A rotation (or resize) while a finger is dragging a card.
          await runBurst(Math.floor(rnd() * 2 ** 31), GESTURES_PER_BURST, 0.05, { leaveDown: true });
          const next = SIZES[Math.floor(rnd() * SIZES.length)]!;
          await resize(next.width === viewport.width ? { width: viewport.height, height: viewport.width } : next);
          events += await page.evaluate(finishDrag);
        } else if (disruption === 1) {
          // Hidden in the middle of it all, then shown again.
          await runBurst(Math.floor(rnd() * 2 ** 31), GESTURES_PER_BURST / 2, 0.05);
          await page.evaluate(setHidden, true);
          expect(await page.evaluate(() => window.__suitcasePortal!.paused()), 'a hidden page pauses the game').toBe(true);
          await runBurst(Math.floor(rnd() * 2 ** 31), GESTURES_PER_BURST / 2, 0.05);
          await page.evaluate(setHidden, false);
        } else if (disruption === 2) {
          await runBurst(Math.floor(rnd() * 2 ** 31), GESTURES_PER_BURST, 0.05);
          await onTable(game, rnd, `${game} round ${round}, before two fingers`);
          await twoFingers(rnd);
        } else {
          await runBurst(Math.floor(rnd() * 2 ** 31), GESTURES_PER_BURST, 0.05);
          await resize(SIZES[Math.floor(rnd() * SIZES.length)]!);
        }
      }
      await checkConsistent(game, `${game} after the storm`);
      played += (await pageState(page)).moves.length;

      // Taps during animation, at normal speed: every tap lands while the last move still flies.
      await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
      await onTable(game, rnd, `${game} before the taps`);
      await runBurst(Math.floor(rnd() * 2 ** 31), TAPS_DURING_ANIMATION / 3, 0.5, { tapsOnly: true });
      await checkConsistent(game, `${game} after taps during animation`);
      played += (await pageState(page)).moves.length;
      await page.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
    });
  });
});
