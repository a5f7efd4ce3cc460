import { describe, expect, it } from 'vitest';
import { CASCADE_LONGEST_MS, Cascade, type CascadeCard } from '../../../src/view/win/cascade.ts';
import { layout } from '../../../src/view/layout/layout.ts';
import { GAME_IDS } from '../../../src/engine/index.ts';

/** The cascade of a won game of the first registered game at `w` x `h`: every foundation's cards, top first. */
function wonTable(w: number, h: number): { size: { width: number; height: number }; cards: CascadeCard[] } {
  const lay = layout(GAME_IDS[0]!, w, h);
  const cards = lay.foundations.flatMap((f) =>
    Array.from({ length: 13 }, () => ({ x: f.x + lay.card.width / 2, y: f.y + lay.card.height / 2, width: lay.card.width, height: lay.card.height, visible: true })),
  );
  return { size: lay, cards };
}

/** Runs a cascade at `fps` frames a second until it is over: how long it ran (ms) and how many copies it left. */
function runAt(fps: number, w = 1024, h = 768): { ms: number; copies: number; frames: number } {
  const { size, cards } = wonTable(w, h);
  const cascade = new Cascade(size, cards);
  let copies = 0;
  let frames = 0;
  while (!cascade.over && frames < 1_000_000) {
    cascade.advance(1000 / fps, () => copies++);
    frames++;
  }
  return { ms: frames * (1000 / fps), copies, frames };
}

describe('the win cascade', () => {
  it('lasts as long at 3 frames a second as at 60', () => {
    const smooth = runAt(60);
    const slow = runAt(3);
    expect(smooth.ms).toBeGreaterThan(2000);
    // The slow device ends within its one long frame of the smooth one.
    expect(Math.abs(slow.ms - smooth.ms)).toBeLessThanOrEqual(1000 / 3);
    expect(slow.frames).toBeLessThan(smooth.frames / 10);
  });

  it('leaves as long a trail at 3 frames a second as at 60', () => {
    const smooth = runAt(60);
    const slow = runAt(3);
    expect(slow.copies).toBeGreaterThan(smooth.copies * 0.9);
    expect(slow.copies).toBeLessThan(smooth.copies * 1.1);
  });

  it('never runs past its longest, however the frames fall', () => {
    for (const fps of [1, 2, 3, 12, 30, 60, 144]) {
      for (const [w, h] of [[360, 640], [1024, 768], [2560, 1440]] as const) {
        expect(runAt(fps, w, h).ms, `${fps} fps at ${w}x${h}`).toBeLessThanOrEqual(CASCADE_LONGEST_MS + 1000 / fps + 1e-6);
      }
    }
  });

  it('takes a frame of any length, a stall of minutes included, without running past its longest', () => {
    const { size, cards } = wonTable(1024, 768);
    const cascade = new Cascade(size, cards);
    cascade.advance(10 * 60_000, () => undefined);
    expect(cascade.over).toBe(true);
    expect(cascade.elapsed).toBeLessThanOrEqual(CASCADE_LONGEST_MS);
  });
});
