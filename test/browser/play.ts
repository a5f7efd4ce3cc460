/** Playing one legal move by mouse, as a player would: the tests of builds and embeddings share it. */
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { legalMoves, moveText } from '../../src/engine/index.ts';
import { engineState, idle, pageState, pilesOfMove, topCardRect } from './game.ts';
import { centre, mouseDrag } from './harness.ts';

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
