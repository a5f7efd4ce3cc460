/**
 * The game-feel phases of `npm run bench:page`: frame intervals while a card is dragged (raised,
 * tilted, its shadow under it) and while the win's celebration runs, on the game and on the bare
 * page (bench/pages/bare.ts, which draws the same effects with the game's own drag.ts and
 * celebrate.ts). The caller turns the intervals into figures.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { legalMoves, moveText, numberedSession, parseMove, play, current } from '../src/engine/index.ts';
import { bestTapMove } from '../src/play/targets.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type FramesWindow = { __benchFrames: { start(): void; stop(): number[]; sample(n: number): Promise<number[]> } };

/** Mouse moves in a drag: each costs about a frame in a software renderer. */
export const DRAG_MOVES = 24;
/** Frames sampled while the celebration runs. */
export const CELEBRATION_FRAMES = 24;

/** Holds the card at `at` and drags it to and fro; returns the frame intervals while it moves. */
export async function dragFrames(page: Page, at: Box): Promise<number[]> {
  const a = { x: at.x + at.width / 2, y: at.y + at.height / 2 };
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 12, a.y + 12);
  await page.evaluate(() => { (window as unknown as FramesWindow).__benchFrames.start(); });
  for (let i = 0; i < DRAG_MOVES; i++) {
    const t = (i / DRAG_MOVES) * Math.PI * 4;
    await page.mouse.move(a.x + 160 * Math.sin(t), a.y + 120 + 60 * Math.cos(t));
  }
  const frames = await page.evaluate(() => (window as unknown as FramesWindow).__benchFrames.stop());
  await page.mouse.move(a.x, a.y);
  await page.mouse.up();
  return frames;
}

const fixture = JSON.parse(readFileSync(new URL('../test/fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };

/**
 * Wins the fixture's game by mouse (instant speed until the last move, which plays at normal
 * speed) and samples frames once the celebration has begun.
 */
export async function gameCelebrationFrames(page: Page): Promise<number[]> {
  await page.evaluate(async ([g, n]) => {
    window.__suitcase!.setSpeed('instant');
    await window.__suitcase!.newGame(g, n);
  }, [fixture.game, fixture.deal] as const);
  let session = numberedSession(fixture.game, fixture.deal);
  for (let i = 0; i < fixture.moves.length; i++) {
    const text = fixture.moves[i]!;
    if (i === fixture.moves.length - 1) await page.evaluate(() => { window.__suitcase!.setSpeed('normal'); });
    const [from, to] = text === 'draw' ? ['s', 'w'] : (text.split('>') as [string, string]);
    const state = current(session);
    const tap = text === 'draw' || (() => {
      const m = bestTapMove(state, legalMoves(state), from);
      return m !== null && moveText(m) === text;
    })();
    const [a, b] = await page.evaluate(([p, q]) => [window.__suitcase!.topCardRect(p)!, window.__suitcase!.topCardRect(q)!] as const, [from, to] as const);
    const ca = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
    const cb = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    if (tap) await page.mouse.click(ca.x, ca.y);
    else {
      await page.mouse.move(ca.x, ca.y);
      await page.mouse.down();
      await page.mouse.move((ca.x + cb.x) / 2, (ca.y + cb.y) / 2);
      await page.mouse.move(cb.x, cb.y);
      await page.mouse.up();
    }
    await page.waitForFunction((k) => window.__suitcase!.state().moves.length > k, i, { timeout: 30_000 });
    const r = play(session, [parseMove(text)!]);
    if (!r.ok) throw new Error(`the fixture's move ${text} does not play`);
    session = r.session;
  }
  await page.waitForFunction(() => window.__suitcase!.state().won, null, { timeout: 30_000 });
  // The last card lands, then the cards start to leap.
  await page.waitForTimeout(800);
  return page.evaluate((n) => (window as unknown as FramesWindow).__benchFrames.sample(n), CELEBRATION_FRAMES);
}

/** The bare page's celebration, started after its deal. */
export async function bareCelebrationFrames(page: Page): Promise<number[]> {
  return page.evaluate(async (n) => {
    (window as unknown as { __bare: { celebrate(): void } }).__bare.celebrate();
    await new Promise((done) => setTimeout(done, 800));
    return (window as unknown as FramesWindow).__benchFrames.sample(n);
  }, CELEBRATION_FRAMES);
}
