/**
 * The table's motion as a player sees it at phone and tablet sizes, filmed step by step through
 * the test hook (`film`) while a real click plays a move of Rouge Forty whose auto-play turns over
 * the cards it uncovers and sends them home: a card turns as a card turns (never thinner than its
 * edge, rising and shaded at mid-turn, the other side from the midpoint); a card in flight is
 * drawn above every card at rest or turning in place; the bar's Moves and Home change as the cards
 * land, not before; a deal being found shows the table's frame and the search at once; leaving the
 * menu fades it out, and goes at once with animations off. With SCREENSHOTS=1, a card mid-turn at 390x844.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilmFrame } from '../../src/app/testHook.ts';
import { EDGE } from '../../src/view/cards/turn.ts';
import { en } from '../../src/text/en.ts';
import { buttonCentre, newGame, pageState, pileRect, reusedPages, sceneIs, topCardRect } from './game.ts';
import { type Harness, type OpenOptions, type Rect, centre, click, overlap, screenshot, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

// Every test deals its own game or goes to the menu for it, and sets its own speed: one page.
const pages = reusedPages(() => h);
const PHONE: OpenOptions = { viewport: { width: 390, height: 844 }, touch: true };

/** The menu, from the table the test before left. */
async function toMenu(page: Page): Promise<void> {
  if ((await page.evaluate(() => window.__suitcase!.scene())) !== 'menu') await click(page, await buttonCentre(page, 'hud:menu'));
  await sceneIs(page, 'menu');
}

/** Rouge Forty deal 27: a tap on pile 3's top card builds it on pile 5, and safe auto-play then turns over and sends home five cards. */
const CASCADE = { game: 'rouge-forty', deal: 27, pile: 't2', move: 't2>t4' } as const;

type Card = FilmFrame['cards'][number];

/** Whether two rects have their centres within `px`. */
function near(a: Rect, b: Rect, px = 1): boolean {
  const p = centre(a);
  const q = centre(b);
  return Math.abs(p.x - q.x) <= px && Math.abs(p.y - q.y) <= px;
}
/**
 * The pace the cascade is filmed at. A busy machine's steps come far apart, and Phaser's tweens
 * run on the wall clock between two steps up to half a second apart (its lag smoothing): at this
 * pace no step takes a card's turn more than half way on, so a turn is seen in several steps.
 */
const FILM_PACE = 0.2;
/** How long the bar's figures may lag a card seen at rest, in the animation's own time: less than a player can see. */
const LAG_MS = 50;
/** That lag on the film's wall clock. */
const FILMED_LAG_MS = LAG_MS / FILM_PACE;

/** A card away from its resting place, by any amount: in flight, or waiting to take off (a card turning in place is not). */
const moving = (c: Card): boolean => !near(c.rect, c.rest, 0.01);

/** The bar's Moves and Home, read off the figures' text (English). */
function figures(f: FilmFrame): { moves: number; home: number } {
  const text = f.texts.find((t) => /^Moves \d+/.test(t));
  if (!text) throw new Error(`no figures in ${JSON.stringify(f.texts)}`);
  return { moves: Number(/^Moves (\d+)/.exec(text)![1]), home: Number(/Home (\d+)\//.exec(text)![1]) };
}

interface Film {
  readonly frames: FilmFrame[];
  /** The card the click played, and where it rested before. */
  readonly played: number;
  readonly from: Rect;
  /** The foundations' places. */
  readonly foundations: Rect[];
}

/** Plays the cascade by a click on the card, at the slow speed and the film's pace, filming every step of it. */
async function filmCascade(page: Page): Promise<Film> {
  await newGame(page, CASCADE.game, CASCADE.deal);
  await page.evaluate((pace) => { window.__suitcase!.autoPlay('safe'); window.__suitcase!.setSpeed('slow'); window.__suitcase!.pace(pace); }, FILM_PACE);
  const top = await topCardRect(page, CASCADE.pile);
  const foundations = await Promise.all(['f0', 'f1', 'f2', 'f3'].map((f) => pileRect(page, f)));
  const before = await page.evaluate(() => window.__suitcase!.cards());
  const played = before.filter((c) => near(c.rect, top)).sort((a, b) => b.order - a.order)[0]!;
  const filming = page.evaluate(() => window.__suitcase!.film(10_000));
  await click(page, centre(top));
  const frames = await filming;
  await page.evaluate(() => { window.__suitcase!.pace(1); });
  expect((await pageState(page)).moves[0]).toBe(CASCADE.move);
  return { frames, played: played.card, from: played.rest, foundations };
}

/** Each card's frames, from the film. */
function byCard(frames: readonly FilmFrame[]): Map<number, Card[]> {
  const out = new Map<number, Card[]>();
  for (const f of frames) for (const c of f.cards) out.set(c.card, [...(out.get(c.card) ?? []), c]);
  return out;
}

describe('a move with auto-play, filmed at 390x844', () => {
  let film: Film;
  let frames: FilmFrame[];
  beforeAll(async () => {
    const page = await pages.get(PHONE);
    film = await filmCascade(page);
    frames = film.frames;
  });

  it('turns each uncovered card as a card turns: never thinner than its edge, risen and shaded at mid-turn, the face from the midpoint', () => {
    const turned = [...byCard(frames)].filter(([, seen]) => !seen[0]!.face && seen[seen.length - 1]!.face);
    expect(turned.length).toBeGreaterThanOrEqual(4);
    for (const [card, seen] of turned) {
      const rest = seen[0]!.rest;
      const swap = seen.findIndex((c) => c.face);
      const turning = seen.filter((c) => Math.abs(c.rect.width - rest.width) > 0.5 || c.light < 1);
      expect(turning.length, `card ${card} is seen turning`).toBeGreaterThan(1);
      // Never gone: its edge at the least, in every step, the steps either side of the swap too.
      for (const c of seen) expect(c.rect.width, `card ${card} width`).toBeGreaterThanOrEqual(rest.width * EDGE * 0.95);
      // The side changes when the card is edge-on, not face-on: the last step of its back or the
      // first of its face is as narrow as any (steps either side of the middle may all show its
      // edge, a hair wider or narrower as the card rises).
      const narrowest = Math.min(...seen.map((c) => c.rect.width));
      const atSwap = seen.slice(swap - 1, swap + 1).map((c) => c.rect.width);
      expect(Math.min(...atSwap), `card ${card}: the side changes at its narrowest, among ${seen.filter((c) => c.rect.width < rest.width - 0.5).map((c) => `${c.face ? 'face' : 'back'} ${c.rect.width.toFixed(1)}`).join(', ')}`).toBeCloseTo(narrowest, 1);
      // Depth: it rises toward the player and its side turning away darkens.
      expect(Math.max(...turning.map((c) => c.rect.height)), `card ${card} rises`).toBeGreaterThan(rest.height * 1.03);
      expect(Math.min(...turning.map((c) => c.light)), `card ${card} is shaded`).toBeLessThan(0.85);
      // And comes to rest as it was: full width, unshaded.
      const last = seen[seen.length - 1]!;
      expect(last.light).toBe(1);
      expect(Math.abs(last.rect.width - rest.width)).toBeLessThan(0.6);
    }
  });

  it('draws every card in flight above every card at rest or turning in place', () => {
    let checked = 0;
    frames.forEach((f, i) => {
      // At rest in this step and the one before: a card just landed may take a step to leave the flying depth.
      const before = new Map((frames[i - 1]?.cards ?? []).map((c) => [c.card, c]));
      const still = f.cards.filter((c) => !moving(c) && before.has(c.card) && !moving(before.get(c.card)!));
      for (const fly of f.cards.filter(moving)) {
        // Only a card it crosses can hide it: one a hair from the end of a longer flight elsewhere
        // looks at rest and may rightly be drawn above.
        const crossed = still.filter((c) => overlap(c.rect, fly.rect));
        const under = crossed.filter((c) => c.order > fly.order);
        expect(under.map((c) => JSON.stringify(c)), `${f.at.toFixed(0)} ms: card ${JSON.stringify(fly)} in flight drawn under`).toEqual([]);
        checked += crossed.length;
      }
    });
    expect(checked).toBeGreaterThan(20);
  });

  it('changes Moves when the played card lands and Home as each card lands home, never before', () => {
    const { frames, played, from, foundations } = film;
    const end = frames[frames.length - 1]!;
    expect(figures(frames[0]!)).toEqual({ moves: 0, home: 0 });
    expect(figures(end)).toEqual({ moves: 1, home: 5 });
    const landedAt = frames.findIndex((f) => {
      const c = f.cards.find((x) => x.card === played)!;
      return !moving(c) && !near(c.rect, from);
    });
    expect(landedAt).toBeGreaterThan(0);
    const homeAtRest = (f: FilmFrame): number => f.cards.filter((c) => !moving(c) && foundations.some((r) => near(r, c.rest))).length;
    frames.forEach((f, i) => {
      const shown = figures(f);
      const when = `${f.at.toFixed(0)} ms`;
      if (i < landedAt) expect(shown.moves, when).toBe(0);
      // Never ahead of the cards, and behind them by no more than two steps or the lag allowed,
      // whichever is longer: an eased flight ends a hundredth of a pixel from its place a few quick
      // steps before it ends.
      expect(shown.home, when).toBeLessThanOrEqual(homeAtRest(f));
      let earlier = i - 2;
      while (earlier >= 0 && f.at - frames[earlier]!.at < FILMED_LAG_MS) earlier--;
      if (earlier >= 0) expect(shown.home, when).toBeGreaterThanOrEqual(homeAtRest(frames[earlier]!));
      // Moves keeps the same allowance after the landing as Home does.
      if (i >= landedAt + 2 && f.at - frames[landedAt]!.at >= FILMED_LAG_MS) expect(shown.moves, when).toBe(1);
    });
  });
});

describe('a card mid-turn on the screen', () => {
  it('is drawn as its edge or more, risen, at 390x844', async () => {
    const page = await pages.get(PHONE);
    // Dealt at once, as a page opened at the tests' speed deals it (the films before leave it slow).
    await page.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
    await newGame(page, CASCADE.game, CASCADE.deal);
    // A tenth of the pace: the test's software renderer draws few frames a second.
    await page.evaluate(() => { window.__suitcase!.autoPlay('safe'); window.__suitcase!.setSpeed('slow'); window.__suitcase!.pace(0.1); });
    const at = centre(await topCardRect(page, CASCADE.pile));
    // Stop the loop on the first step that shows a card well into its turn (watching before the click).
    await page.evaluate(() => {
      const w = window.__suitcase!;
      const t0 = performance.now();
      (window as unknown as { midTurn: Promise<Card | null> }).midTurn = new Promise((done) => {
        const look = (): void => {
          const c = w.cards().find((x) => x.rect.width < x.rest.width * 0.5);
          if (c) w.loop(false);
          if (c || performance.now() - t0 > 30_000) done(c ?? null);
          else requestAnimationFrame(look);
        };
        look();
      });
    });
    await click(page, at);
    const mid = await page.evaluate(() => (window as unknown as { midTurn: Promise<Card | null> }).midTurn);
    expect(mid).not.toBeNull();
    if (!mid) return;
    await screenshot(page, 'motion-mid-turn-390x844');
    await page.evaluate(() => { window.__suitcase!.loop(true); window.__suitcase!.pace(1); });
    expect(mid.rect.width).toBeGreaterThanOrEqual(mid.rest.width * EDGE * 0.95);
    expect(h.errors).toEqual([]);
  });
});

describe('a Famous Fifty new deal with winnable deals only, at 390x844', () => {
  it('shows the table\'s frame and the search at once, from the first step of the table', async () => {
    const page = await pages.get(PHONE);
    await toMenu(page);
    // At the tests' speed: the menu goes at once, and the table's first steps are the ones filmed.
    await page.evaluate(() => { window.__suitcase!.settings({ winnableOnly: true }); window.__suitcase!.setSpeed('instant'); });
    await click(page, await buttonCentre(page, 'play:famous-fifty'));
    const any = await buttonCentre(page, 'level:any');
    const filming = page.evaluate(() => window.__suitcase!.film(1500));
    await click(page, any);
    const frames = await filming;
    // The steps of the table while the deal is found: no card on it yet.
    const held = frames.filter((f) => f.scene === 'table' && f.cards.length === 0);
    expect(held.length).toBeGreaterThan(0);
    for (const f of held) {
      const when = `${f.at.toFixed(0)} ms: ${JSON.stringify(f.texts)}`;
      expect(f.texts.some((t) => /^Moves 0\b.*Home 0\/104$/.test(t)), when).toBe(true);
      expect(f.texts, when).toContain(en.hud.menu);
      expect(f.texts, when).toContain(en.findingWinnable);
    }
    await sceneIs(page, 'table');
    await page.waitForFunction(() => window.__suitcase!.cards().length === 104, null, { timeout: 60_000 });
    expect(h.errors).toEqual([]);
  });
});

describe('leaving the menu for the table, at 390x844', () => {
  it('fades the menu out before the table comes, and goes at once with animations off', async () => {
    const page = await pages.get(PHONE);
    await toMenu(page);
    await page.evaluate(() => { window.__suitcase!.settings({ winnableOnly: false }); window.__suitcase!.setSpeed('normal'); });
    const leave = async (ms: number): Promise<FilmFrame[]> => {
      await click(page, await buttonCentre(page, 'play:fortunes-favor'));
      const any = await buttonCentre(page, 'level:any');
      // A tenth of the pace: the menu draws few frames a second in the test's software renderer.
      await page.evaluate(() => { window.__suitcase!.pace(0.1); });
      const filming = page.evaluate((t) => window.__suitcase!.film(t), ms);
      await click(page, any);
      const frames = await filming;
      await page.evaluate(() => { window.__suitcase!.pace(1); });
      return frames;
    };
    const frames = await leave(3000);
    const fading = frames.filter((f) => f.scene === 'menu' && f.alpha > 0 && f.alpha < 1);
    expect(fading.length, JSON.stringify(frames.map((f) => [f.scene, f.alpha]))).toBeGreaterThan(0);
    // Fading out, never back: and then the table (which a loaded machine may start after the film ends).
    for (let i = 1; i < fading.length; i++) expect(fading[i]!.alpha).toBeLessThanOrEqual(fading[i - 1]!.alpha);
    expect(frames.slice(frames.indexOf(fading[0]!)).filter((f) => f.scene === 'menu' && f.alpha === 1)).toEqual([]);
    await sceneIs(page, 'table');
    // With animations off (the tests' speed), the table at once.
    await click(page, await buttonCentre(page, 'hud:menu'));
    await sceneIs(page, 'menu');
    await page.evaluate(() => { window.__suitcase!.setSpeed('instant'); });
    const instant = await leave(800);
    expect(instant.filter((f) => f.scene === 'menu' && f.alpha < 1)).toEqual([]);
    await sceneIs(page, 'table');
    expect(h.errors).toEqual([]);
  });
});
