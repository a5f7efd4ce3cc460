/**
 * A whole game won through pointer input alone: Fortune's Favor deal 1 along the winning line in
 * test/fixtures/ (checked against the engine in test/unit/view/fixtures.test.ts). Draws and moves
 * to a foundation are taps (the tap rule sends a card to a foundation first); the rest are drags.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, current, legalMoves, moveText, numberedSession, parseMove, play } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/input/targets.ts';
import { newGame, openGame, pageState, pilesOfMove } from './game.ts';
import { type Harness, type Rect, centre, click, mouseDrag, screenshot, startHarness } from './harness.ts';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: 'fortunes-favor'; deal: number; moves: string[] };

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { viewport: { width: 800, height: 600 } });
});

afterAll(async () => {
  await h.close();
});

describe('a whole game by pointer', () => {
  it(`wins ${fixture.game} deal ${fixture.deal} along the fixture's line`, async () => {
    await newGame(page, fixture.game, fixture.deal);
    let session: Session = numberedSession(fixture.game, fixture.deal);
    for (let i = 0; i < fixture.moves.length; i++) {
      const text = fixture.moves[i]!;
      const [from, to] = pilesOfMove(text);
      const [fromRect, toRect, played] = await page.evaluate(
        ([a, b]) => [window.__suitcase!.topCardRect(a), window.__suitcase!.topCardRect(b), window.__suitcase!.state().moves.length] as const,
        [from, to] as const,
      );
      expect(played, `moves played before move ${i} (${text})`).toBe(i);
      const state = current(session);
      const tapped = text === 'draw' ? text : (() => {
        const m = bestTapMove(state, legalMoves(state), from);
        return m ? moveText(m) : null;
      })();
      if (tapped === text) await click(page, centre(fromRect as Rect));
      else await mouseDrag(page, centre(fromRect as Rect), centre(toRect as Rect));
      const r = play(session, [parseMove(text)!]);
      expect(r.ok).toBe(true);
      if (r.ok) session = r.session;
    }
    const end = await pageState(page);
    expect(end.moves).toEqual(fixture.moves);
    expect(end.won).toBe(true);
    await page.waitForFunction(() => window.__suitcase!.scene() === 'results', null, { timeout: 30_000 });
    await screenshot(page, 'won-fortunes-favor');
    expect(h.errors).toEqual([]);
  });
});
