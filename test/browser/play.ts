/** Playing by mouse, as a player would: one legal move (the tests of builds and embeddings), or a whole line (the tests of wins). */
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Move, type Session, current, legalMoves, moveText, play } from '../../src/engine/index.ts';
import { bestTapMove } from '../../src/play/targets.ts';
import { engineState, idle, pageState, pilesOfMove, topCardRect } from './game.ts';
import { type Rect, centre, click, mouseDrag } from './harness.ts';

/**
 * Plays `line` from `start` (the position the page shows) by mouse: a move that a tap on its card
 * makes (a draw, most moves home) is a click, any other a drag from the card onto the target
 * pile's top. Before each move the page must have played every move before it. Returns the
 * session the line leads to.
 */
export async function playLineByMouse(page: Page, start: Session, line: readonly Move[]): Promise<Session> {
  let session = start;
  const base = (await pageState(page)).moves.length;
  for (let i = 0; i < line.length; i++) {
    const move = line[i]!;
    const text = moveText(move);
    const [from, to] = pilesOfMove(text);
    const [fromRect, toRect, played] = await page.evaluate(
      ([a, b]) => [window.__suitcase!.topCardRect(a), window.__suitcase!.topCardRect(b), window.__suitcase!.state().moves.length] as const,
      [from, to] as const,
    );
    expect(played, `moves played before move ${i} (${text})`).toBe(base + i);
    const state = current(session);
    const tapped = text === 'draw' ? text : (() => {
      const m = bestTapMove(state, legalMoves(state), from);
      return m ? moveText(m) : null;
    })();
    if (tapped === text) await click(page, centre(fromRect as Rect));
    else await mouseDrag(page, centre(fromRect as Rect), centre(toRect as Rect));
    const r = play(session, [move]);
    expect(r.ok, `move ${i} (${text}) is legal`).toBe(true);
    if (r.ok) session = r.session;
  }
  return session;
}

/**
 * Plays the first legal card move (or a draw) with the mouse and checks the game took it. `page`
 * drives the mouse; `frame` (the page itself, or a frame in it) holds the game.
 */
export async function playOneMove(page: Page, frame: Page | Frame = page): Promise<string> {
  const at = frame as Page;
  const moves = legalMoves(await engineState(at));
  const m = moves.find((x) => x.kind === 'move') ?? moves[0];
  if (!m) throw new Error('no legal move to play');
  const [from, to] = pilesOfMove(moveText(m));
  const before = (await pageState(at)).moves.length;
  const offset = frame === page ? { x: 0, y: 0 } : await frameOffset(frame as Frame);
  const shift = (p: { x: number; y: number }) => ({ x: p.x + offset.x, y: p.y + offset.y });
  const start = shift(centre(await topCardRect(at, from)));
  if (m.kind === 'draw') await page.mouse.click(start.x, start.y);
  else await mouseDrag(page, start, shift(centre(await topCardRect(at, to))));
  await idle(at);
  expect((await pageState(at)).moves.length, `move ${moveText(m)} played`).toBe(before + 1);
  return moveText(m);
}

async function frameOffset(frame: Frame): Promise<{ x: number; y: number }> {
  const box = await (await frame.frameElement()).boundingBox();
  if (!box) throw new Error('the frame is not on screen');
  return { x: box.x, y: box.y };
}
