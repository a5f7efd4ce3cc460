/** Where the guide's callout stands: on the screen under the bar, off the cards it talks about, over as few others as it can, near them. */
import { describe, expect, it } from 'vitest';
import { type Rect, contains, overlapArea, rectGap } from '../../../src/geometry.ts';
import { placeCallout } from '../../../src/view/layout/callout.ts';

const SCREENS = [
  { width: 390, top: 60, bottom: 844 },
  { width: 800, top: 50, bottom: 450 },
  { width: 1920, top: 70, bottom: 1080 },
];
const SIZE = { width: 360, height: 150 };

/** A grid of cards over the screen's upper part, leaving felt below. */
function table(screen: (typeof SCREENS)[number]): Rect[] {
  const cards: Rect[] = [];
  for (let y = screen.top + 10; y < screen.top + (screen.bottom - screen.top) * 0.4; y += 90) for (let x = 10; x + 60 < screen.width; x += 70) cards.push({ x, y, width: 60, height: 80 });
  return cards;
}

describe('the callout beside the cards', () => {
  it('stands on the screen under the bar, off the cards it talks about and any other where there is felt, its arrow on the aimed card', () => {
    for (const screen of SCREENS) {
      const cards = table(screen);
      for (const talked of [cards[0]!, cards.at(-1)!, cards[Math.floor(cards.length / 2)]!]) {
        const p = placeCallout({ talked: [talked], aim: talked, cards, screen }, SIZE);
        expect(contains({ x: 0, y: screen.top, width: screen.width, height: screen.bottom - screen.top }, p.rect)).toBe(true);
        expect(overlapArea(p.rect, talked)).toBe(0);
        expect(cards.reduce((n, c) => n + overlapArea(c, p.rect), 0), `${screen.width}`).toBe(0);
        const tip = p.arrow!.tip;
        expect(rectGap(talked, { x: tip.x, y: tip.y, width: 0, height: 0 })).toBeLessThanOrEqual(2);
      }
    }
  });

  it('with no felt free, covers as few cards as it can but never the one it talks about', () => {
    const screen = { width: 390, top: 60, bottom: 844 };
    const cards: Rect[] = [];
    for (let y = 70; y + 80 < 844; y += 90) for (let x = 10; x + 60 < 390; x += 70) cards.push({ x, y, width: 60, height: 80 });
    const talked = cards[12]!;
    const p = placeCallout({ talked: [talked], aim: talked, cards, screen }, SIZE);
    expect(overlapArea(p.rect, talked)).toBe(0);
    expect(p.rect.y + p.rect.height).toBeLessThanOrEqual(844);
  });

  it('with nothing talked about, stands on the felt with no arrow', () => {
    const screen = SCREENS[2]!;
    const p = placeCallout({ talked: [], aim: null, cards: table(screen), screen }, SIZE);
    expect(p.arrow).toBeNull();
    expect(table(screen).some((c) => overlapArea(c, p.rect) > 0)).toBe(false);
  });
});
