/**
 * Every game by pointer: a move by mouse drag; in Rouge Forty and Lucky Fan (piles fanned down and
 * to the right) also one by tap, one by touch drag, and a drop the rules refuse (the card goes back,
 * nothing is played). With SCREENSHOTS=1 a screenshot of each table goes to test-output/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId, type Move, type State, isIdleMove, legalMoves, moveText } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { engineState, idle, newGame, openGame, pageState, pilesOfMove, topCardRect } from './game.ts';
import { type Harness, centre, mouseDrag, screenshot, startHarness, tap, touchDrag } from './harness.ts';

let h: Harness;
let page: Page;

beforeAll(async () => {
  h = await startHarness();
  page = await openGame(h, { touch: true });
});

afterAll(async () => {
  await h.close();
});

/** A legal card move, tableau building first; draws from the stock (by tapping it) until one exists. */
async function cardMove(): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const st = await engineState(page);
    const moves = legalMoves(st).filter((m) => m.kind === 'move' && !isIdleMove(st, m));
    const building = moves.find((m) => m.kind === 'move' && m.to.zone === 't');
    const m = building ?? moves[0];
    if (m) return moveText(m);
    expect(legalMoves(st).some((x) => x.kind === 'draw'), 'a card move or a draw is left').toBe(true);
    await tap(page, centre(await topCardRect(page, 's')));
    await idle(page);
  }
  throw new Error('no card move found');
}

async function expectPlayed(before: number, text: string): Promise<void> {
  await idle(page);
  const s = await pageState(page);
  expect(s.moves.length).toBe(before + 1);
  expect(s.moves[s.moves.length - 1]).toBe(text);
}

/** A pile whose top card has no legal move at all, and another pile to drop it on. */
function refusedDrop(st: State): [string, string] | null {
  const legal = legalMoves(st);
  const froms = st.tableau.map((p, i) => (p.length > 0 ? `t${i}` : '')).filter(Boolean);
  if (st.waste.length > 0) froms.push('w');
  for (const from of froms) {
    if (legal.some((m: Move) => m.kind === 'move' && pilesOfMove(moveText(m))[0] === from)) continue;
    const to = st.tableau.map((_, i) => `t${i}`).find((t) => t !== from);
    if (to) return [from, to];
  }
  return null;
}

/** A card move by mouse drag, from its pile's top card to the other pile's. */
async function mouseDragMove(): Promise<void> {
  const move = await cardMove();
  const [from, to] = pilesOfMove(move);
  const count = (await pageState(page)).moves.length;
  await mouseDrag(page, centre(await topCardRect(page, from)), centre(await topCardRect(page, to)));
  await expectPlayed(count, move);
}

/**
 * Every gesture for a game of each way of fanning its piles: Rouge Forty's down (cards face down, a
 * stock), Lucky Fan's to the right (every card open, no stock). The other games by mouse drag,
 * which finds the card and the place on their own layouts; what the table does with a tap or a drop
 * is test/unit/input/tableInput.test.ts's.
 */
const EVERY_GESTURE: readonly GameId[] = ['rouge-forty', 'lucky-fan'];

describe('playing by pointer', () => {
  for (const game of GAME_IDS.filter((g) => !EVERY_GESTURE.includes(g))) {
    it(`${game}: mouse drag`, async () => {
      await newGame(page, game, 1);
      await screenshot(page, `table-${game}`);
      await mouseDragMove();
      expect(h.errors).toEqual([]);
    });
  }

  for (const game of EVERY_GESTURE) {
    it(`${game}: mouse drag, tap, touch drag, refused drop`, async () => {
      await newGame(page, game, 1);
      await screenshot(page, `table-${game}`);
      await mouseDragMove();

      // Tap: the card goes where the tap rule (foundation first) sends it; else the stock draws.
      let st = await engineState(page);
      const tapMove = st.tableau
        .map((_, i) => bestTapMove(st, legalMoves(st), `t${i}`))
        .concat(st.waste.length > 0 ? [bestTapMove(st, legalMoves(st), 'w')] : [])
        .find((m) => m !== null);
      const tapped = tapMove ? moveText(tapMove) : 'draw';
      let count = (await pageState(page)).moves.length;
      await tap(page, centre(await topCardRect(page, pilesOfMove(tapped)[0])));
      await expectPlayed(count, tapped);

      // Touch drag.
      const move = await cardMove();
      const [from, to] = pilesOfMove(move);
      count = (await pageState(page)).moves.length;
      await touchDrag(page, centre(await topCardRect(page, from)), centre(await topCardRect(page, to)));
      await expectPlayed(count, move);

      // A drop the rules refuse: the card flies back and nothing is played.
      st = await engineState(page);
      const refused = refusedDrop(st);
      expect(refused, 'a card with no legal move').not.toBeNull();
      const [rFrom, rTo] = refused!;
      const home = await topCardRect(page, rFrom);
      const before = await pageState(page);
      await mouseDrag(page, centre(home), centre(await topCardRect(page, rTo)));
      await idle(page);
      expect((await pageState(page)).moves).toEqual(before.moves);
      expect(await topCardRect(page, rFrom)).toEqual(home);
      // The card itself is drawn back on its pile, not left where it was dropped.
      const sprite = await page.evaluate((p) => window.__suitcase!.spriteRect(p), rFrom);
      expect(sprite).not.toBeNull();
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(sprite![k] - home[k])).toBeLessThan(1);
      expect(h.errors).toEqual([]);
    });
  }
});
