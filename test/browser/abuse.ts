/**
 * The storm, run by abuse-1.test.ts and abuse-2.test.ts (the five games in two files, which run
 * side by side, each with its Chromium): at least STORM_EVENTS random input events per game: mouse taps and drags
 * (also off the canvas), finger taps, drags and cancels, two fingers at once, keys (also held and
 * with Ctrl), sent through CDP in bursts without waiting for animations; between bursts the screen
 * changes size at device pixel ratio 1 and 2, the page is hidden and shown, the host pauses,
 * resumes, mutes and unmutes the game, and now and then the page reloads and the game is continued.
 * After every burst: no page or console error, every card of the deck(s) is on the table exactly
 * once, and the position shown is the one saved. At the end of each game every top card's sprite
 * rests where the engine puts it. Deterministic: a failure names the seed and burst that replay it.
 */
import type { CDPSession, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Card, GAME_IDS, gameDef, type GameId, type State, current, fullDecks } from '../../src/engine/index.ts';
import { mulberry32Unit } from '../../src/engine/random.ts';
import { hudLayout } from '../../src/view/layout/layout.ts';
import { engineSession } from './game.ts';
import { type Harness, type Viewport, startHarness } from './harness.ts';
import { burstCommands, sendBurst, sent } from './storm.ts';

const SEED = Number(process.env.ABUSE_SEED ?? 0x5eed_ca5e);
/** Events per game, at the least. */
const STORM_EVENTS = Number(process.env.ABUSE_EVENTS ?? 10_000);
const BURST = 250;
// A desktop, a tablet and phones both ways up: the layouts a storm of touches meets. Each frame
// of the storm is drawn and composited on the CPU, so phones' sizes take the larger share.
const SIZES: readonly Viewport[] = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 768, height: 1024 },
  { width: 360, height: 640 },
  { width: 480, height: 800 },
];
// The host page, as a portal's page opened in a new tab. Any navigation of it (a "back" to the
// tab's blank first page too) or of the game's frame fails the burst that did it.
const HOST = '<!doctype html><body style="margin:0;overflow:hidden"><iframe id="game" src="index.html?test=1&speed=instant" style="border:0;display:block;width:100vw;height:100vh"></iframe></body>';

let h: Harness;
let page: Page;
let game: Frame;
let cdp: CDPSession;
let viewport: Viewport = SIZES[0]!;
let total = 0;
/** True while the test itself reloads the page: any other navigation is a failure. */
let reloading = false;
let played = 0;
/** The burst being sent, for a navigation's report. */
let now = '';

/** The game's frame in the host page. */
async function findGame(): Promise<void> {
  const frame = await (await page.waitForSelector('iframe#game')).contentFrame();
  if (!frame) throw new Error('no game frame');
  game = frame;
  await ready();
}

/** The storm through `games`, one test each, in one page of the file's own. */
export function stormThrough(games: readonly GameId[]): void {
  beforeAll(async () => {
    await openHost();
  }, 120_000);
  afterAll(async () => {
    console.log(`abuse: ${total} events in all; ${played} moves on the table at the checks`);
    await h.close();
  });
  describe('abuse', () => {
    for (const gameId of games) stormGame(gameId);
  });
}

/** The host page with the game in its frame, and the watch on its navigations. */
async function openHost(): Promise<void> {
  total = 0;
  played = 0;
  reloading = false;
  held.hidden = false;
  held.paused = false;
  viewport = SIZES[0]!;
  h = await startHarness();
  // The game in a frame of a host page, as a portal shows it, so the host's commands reach it.
  page = await h.open('', { touch: true, viewport, hostPage: { path: 'abuse-host.html', html: HOST } });
  await findGame();
  page.on('framenavigated', (f) => {
    if (reloading) return;
    const after = `in ${now}, after event ${sent.acked}: ${JSON.stringify(sent.commands.slice(Math.max(0, sent.acked - 8), sent.acked + 2))}`;
    if (f === page.mainFrame()) h.errors.push(`the host page went to ${f.url()} ${after}`);
    else if (f === game) h.errors.push(`the game navigated to ${f.url()} ${after}`);
  });
  cdp = await page.context().newCDPSession(page);
}

async function ready(): Promise<void> {
  await game.waitForFunction(() => ['menu', 'table'].includes(window.__suitcase?.scene() ?? ''), null, { timeout: 60_000 });
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

/** In the frame, in one task: the scene, the table's game (if a table is up) and its save. */
function snapshot() {
  const hook = window.__suitcase!;
  const scene = hook.scene();
  let state: ReturnType<typeof hook.state> | null;
  try {
    state = hook.state();
  } catch {
    // No table up: the menu, or a panel over it.
    state = null;
  }
  const raw = state ? localStorage.getItem(`suitcase:save:${state.game}`) : null;
  const save = raw === null ? null : (JSON.parse(raw) as { moves: string[][]; position: number });
  const ids = ['s', 'w', ...Array.from({ length: 20 }, (_, i) => `t${i}`), ...Array.from({ length: 8 }, (_, i) => `f${i}`)];
  const cards = state ? ids.map((id) => hook.topCardRect(id)).filter((r) => r !== null) : [];
  return { scene, state, saved: save ? save.moves.slice(0, save.position).flat() : null, cards, record: raw?.slice(0, 400) ?? null, url: location.href };
}

/** The invariants after a burst; returns the snapshot for the next burst's targets. */
async function check(label: string): Promise<Awaited<ReturnType<typeof snapshot>>> {
  expect(h.errors, `${label}: no page or console error`).toEqual([]);
  expect(sent.refused, `${label}: no event refused by the browser`).toBe(0);
  const snap = await game.evaluate(snapshot).catch(async (e: unknown) => {
    // A page that went away says so a moment later: say that rather than the lost frame.
    await new Promise((r) => setTimeout(r, 500));
    throw new Error(`${label}: ${h.errors.join('; ') || String(e)}`);
  });
  // A pinch the game left to the browser would zoom the host's page, and a zoomed page's edge takes
  // a swipe as "back".
  expect(await page.evaluate(() => visualViewport!.scale), `${label}: the host page unzoomed`).toBe(1);
  if (snap.state) {
    const s = snap.state;
    const st = current(engineSession(s));
    expect(cardsOf(st), `${label}: every card once`).toEqual(fullDecks(gameDef(s.game).decks).sort((a, b) => a - b));
    // A game over (won, or lost by rule or at a dead end found by search) is counted and its save
    // dropped; a game the computer plays (a winning line watched, which the Results offer) is never saved.
    if (s.byComputer) expect(snap.saved, `${label}: nothing saved while the computer plays (${snap.scene}, over ${s.over})`).toBeNull();
    else if (s.over === null && (snap.saved !== null || s.moves.length > 0)) expect(snap.saved, `${label}: the position shown is the one saved (${snap.scene}, won ${s.won}, lost ${s.lost}, deal ${JSON.stringify(s.deal).slice(0, 80)} at ${snap.url}; saved ${snap.record})`).toEqual(s.moves);
  }
  return snap;
}

/** What holds the game still now: a hidden page, a host's pause. */
const held = { hidden: false, paused: false };

/** Shows the page and resumes the game (a player cannot deal in a hidden or paused game). */
async function release(): Promise<void> {
  if (held.hidden) await game.evaluate(setHidden, false);
  if (held.paused) await host('resume');
  held.hidden = false;
  held.paused = false;
}

/** Back to a table of `game`: the storm left it (the menu, a finished game, another game). */
async function backToTable(gameId: GameId, rnd: () => number): Promise<void> {
  await release();
  await game.evaluate(([g, n]) => window.__suitcase!.newGame(g, n), [gameId, 1 + Math.floor(rnd() * 1000)] as const);
}

async function resize(v: Viewport, scale: number): Promise<void> {
  viewport = v;
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: v.width, height: v.height, deviceScaleFactor: scale, mobile: false });
  await game.waitForFunction(([w, hh]) => innerWidth === w && innerHeight === hh, [v.width, v.height] as const);
}

async function host(type: string): Promise<void> {
  await page.evaluate((t) => { document.querySelector('iframe')!.contentWindow!.postMessage({ target: 'suitcase', type: t }, '*'); }, type);
}

/** Reloads the game's page and continues the saved game from the menu with a real click. */
async function reload(gameId: GameId, rnd: () => number): Promise<void> {
  // A mark the reloaded page will not have: the wait cannot pass on the page before the reload.
  reloading = true;
  await game.evaluate(() => {
    (window as unknown as { __abuseOld: boolean }).__abuseOld = true;
    location.reload();
  });
  await game.waitForFunction(() => !('__abuseOld' in window) && ['menu', 'table'].includes(window.__suitcase?.scene() ?? ''), null, { timeout: 60_000 });
  reloading = false;
  await continueSaved(gameId, rnd);
}

/** From the menu of a fresh page: Continue on the saved game by a real click, else a new deal. */
async function continueSaved(gameId: GameId, rnd: () => number): Promise<void> {
  held.hidden = false;
  held.paused = false;
  await game.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
  const button = (await game.evaluate(() => window.__suitcase!.buttons())).find((b) => b.id === `continue:${gameId}`);
  if (!button) return backToTable(gameId, rnd);
  const at = { x: button.rect.x + button.rect.width / 2, y: button.rect.y + button.rect.height / 2 };
  await sendBurst(cdp, [
    { method: 'Input.dispatchMouseEvent', params: { type: 'mousePressed', ...at, button: 'left', buttons: 1, clickCount: 1 } },
    { method: 'Input.dispatchMouseEvent', params: { type: 'mouseReleased', ...at, button: 'left', buttons: 0, clickCount: 1 } },
  ]);
  await game.waitForFunction(() => window.__suitcase!.scene() === 'table', null, { timeout: 30_000 });
}

/** One game's storm: its seed is the game's place among all five, whichever file runs it. */
function stormGame(gameId: GameId): void {
  it(`${gameId} keeps every card and its save through ${STORM_EVENTS} random events`, async () => {
    const seed = (SEED + GAME_IDS.indexOf(gameId)) >>> 0;
    const rnd = mulberry32Unit(seed);
    await game.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
    await backToTable(gameId, rnd);
    let events = 0;
    let snap = await check(`${gameId}: dealt`);
    for (let b = 0; events < STORM_EVENTS; b++) {
      const label = `${gameId}, seed ${seed}, burst ${b}`;
      if (snap.scene !== 'table' || !snap.state || snap.state.game !== gameId || snap.state.over !== null) {
        if (snap.scene === 'panel') await sendBurst(cdp, [{ method: 'Input.dispatchKeyEvent', params: { type: 'rawKeyDown', key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 } }]);
        snap = await game.evaluate(snapshot);
        if (snap.scene !== 'table' || !snap.state || snap.state.game !== gameId || snap.state.over !== null) await backToTable(gameId, rnd);
        snap = await check(`${label}, back on the table`);
      }
      const burstSeed = Math.floor(rnd() * 2 ** 31);
      const commands = burstCommands(burstSeed, BURST, { cards: snap.cards, width: viewport.width, height: viewport.height, hudBottom: hudLayout(viewport.width, {}, viewport.height).bar.height + 2 });
      const before = snap;
      now = `${label} (burst seed ${burstSeed})`;
      if (process.env.ABUSE_STEP === now) {
        // Replays the burst one event at a time, to name the event a failure follows.
        for (const [i, c] of commands.entries()) {
          await sendBurst(cdp, [c]);
          await new Promise((r) => setTimeout(r, 20));
          if (h.errors.length > 0) { console.log(`after event ${i}:`, JSON.stringify(commands.slice(Math.max(0, i - 8), i + 1), null, 0)); break; }
        }
      }
      events += await sendBurst(cdp, commands);
      snap = await check(`${label} (burst seed ${burstSeed})`);
      if (held.hidden || held.paused) {
        const still = `${label}: ${held.paused ? 'paused by the host' : 'hidden'}, nothing changes`;
        expect(snap.scene, still).toBe(before.scene);
        expect(snap.state?.moves, still).toEqual(before.state?.moves);
      }
      // Between bursts, now and then: a resize at ratio 1 or 2, hidden or shown, a host command, a reload.
      const d = rnd();
      if (d < 0.2) await resize(SIZES[Math.floor(rnd() * SIZES.length)]!, rnd() < 0.5 ? 1 : 2);
      else if (d < 0.3) {
        held.hidden = !held.hidden;
        await game.evaluate(setHidden, held.hidden);
      } else if (d < 0.45) {
        const type = held.paused ? 'resume' : (['pause', 'mute', 'unmute'] as const)[Math.floor(rnd() * 3)]!;
        if (type === 'pause' || type === 'resume') held.paused = type === 'pause';
        await host(type);
      } else if (d < 0.5) {
        // A reloaded page starts shown and unpaused.
        held.hidden = false;
        held.paused = false;
        await reload(gameId, rnd);
      }
      if (d < 0.5) snap = await check(`${label}, after the change between bursts`);
    }
    await release();
    await game.evaluate(() => window.__suitcase!.idle());
    snap = await check(`${gameId} after the storm`);
    // Every top card's sprite rests where the engine's position puts it; an empty pile has none.
    if (snap.scene === 'table' && snap.state) {
      const st = current(engineSession(snap.state));
      const filled = new Map<string, boolean>([['s', st.stock.length > 0], ['w', st.waste.length > 0]]);
      st.tableau.forEach((p, i) => filled.set(`t${i}`, p.length > 0));
      st.foundations.forEach((top, i) => filled.set(`f${i}`, top >= 0));
      const rects = await game.evaluate((ids) => ids.map((id) => [id, window.__suitcase!.topCardRect(id), window.__suitcase!.spriteRect(id)] as const), [...filled.keys()]);
      const misplaced = rects.filter(([id, want, got]) => {
        if (!filled.get(id)) return got !== null;
        return !want || !got || Math.abs(want.x - got.x) > 1 || Math.abs(want.y - got.y) > 1;
      }).map(([id, want, got]) => `${id}: at ${JSON.stringify(got)}, its place ${JSON.stringify(want)}`);
      expect(misplaced, `${gameId}: top cards away from their piles`).toEqual([]);
    }
    played += snap.state?.moves.length ?? 0;
    total += events;
    expect(events).toBeGreaterThanOrEqual(STORM_EVENTS);
  }, 300_000);
}
