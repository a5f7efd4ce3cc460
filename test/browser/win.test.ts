/**
 * A whole game won through pointer input alone: Fortune's Favor deal 1 along the winning line in
 * test/fixtures/ (checked against the engine in test/unit/view/fixtures.test.ts). Draws and moves
 * to a foundation are taps (the tap rule sends a card to a foundation first); the rest are drags.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberedSession, parseMove } from '../../src/engine/index.ts';
import { newGame, openGame, pageState } from './game.ts';
import { type Harness, screenshot, startHarness } from './harness.ts';
import { playLineByMouse } from './play.ts';

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
    await playLineByMouse(page, numberedSession(fixture.game, fixture.deal), fixture.moves.map((m) => parseMove(m)!));
    const end = await pageState(page);
    expect(end.moves).toEqual(fixture.moves);
    expect(end.won).toBe(true);
    await page.waitForFunction(() => window.__suitcase!.scene() === 'results', null, { timeout: 30_000 });
    await screenshot(page, 'won-fortunes-favor');
    expect(h.errors).toEqual([]);
  });
});
