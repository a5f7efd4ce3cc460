/** Where the guide's callout stands: beside the cards it talks about, on the screen, under the bar. */
import { describe, expect, it } from 'vitest';
import { contains, overlapArea } from '../../../src/geometry.ts';
import { around, placeCallout } from '../../../src/view/layout/callout.ts';

const SCREENS = [
  { width: 390, top: 60, bottom: 844 },
  { width: 800, top: 50, bottom: 450 },
  { width: 1920, top: 70, bottom: 1080 },
];

describe('the callout beside the cards', () => {
  it('stands on the screen under the bar, clear of the cards where there is room, its arrow on their edge', () => {
    for (const screen of SCREENS) {
      for (const cards of [{ x: 10, y: screen.top + 10, width: 60, height: 80 }, { x: screen.width - 80, y: screen.bottom - 100, width: 60, height: 80 }, { x: screen.width / 2, y: (screen.top + screen.bottom) / 2 - 40, width: 60, height: 80 }]) {
        const size = { width: 360, height: 160 };
        const p = placeCallout(cards, size, screen);
        expect(contains({ x: 0, y: screen.top, width: screen.width, height: screen.bottom - screen.top }, p.rect)).toBe(true);
        expect(overlapArea(p.rect, cards)).toBe(0);
        expect(p.tip).not.toBeNull();
        const tip = p.tip!;
        expect(Math.abs(tip.y - cards.y) <= 2 || Math.abs(tip.y - (cards.y + cards.height)) <= 2 || Math.abs(tip.x - cards.x) <= 2 || Math.abs(tip.x - (cards.x + cards.width)) <= 2).toBe(true);
      }
    }
  });

  it('on a screen with no room beside the cards, stands at its foot over them, arrowless', () => {
    const screen = { width: 390, top: 60, bottom: 844 };
    const p = placeCallout({ x: 0, y: 60, width: 390, height: 784 }, { width: 360, height: 200 }, screen);
    expect(p.tip).toBeNull();
    expect(p.rect.y + p.rect.height).toBeLessThanOrEqual(844);
  });

  it('takes in every pile it talks about', () => {
    expect(around([{ x: 10, y: 20, width: 5, height: 5 }, { x: 100, y: 0, width: 10, height: 10 }])).toEqual({ x: 10, y: 0, width: 100, height: 25 });
    expect(around([])).toBeNull();
  });
});
