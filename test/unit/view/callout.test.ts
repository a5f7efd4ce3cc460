/** Where the guide's callout stands: on the screen under the bar, off the cards it talks about, over as few others as it can, near them. */
import { describe, expect, it } from 'vitest';
import { type Rect, contains, overlapArea, rectGap } from '../../../src/geometry.ts';
import { placeCallout } from '../../../src/view/layout/callout.ts';
import { GAME_IDS, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { layout, pileRect } from '../../../src/view/layout/layout.ts';

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

  it('with no felt free, covers a foundation before a pile cards are played from', () => {
    // A row of a stock and a waste at the left and two foundations at the right, a full tableau under them.
    const screen = { width: 600, top: 50, bottom: 400 };
    const stock = { x: 10, y: 60, width: 100, height: 140 };
    const waste = { x: 120, y: 60, width: 100, height: 140 };
    const homes = [{ x: 380, y: 60, width: 100, height: 140 }, { x: 490, y: 60, width: 100, height: 140 }];
    const tableau = [0, 1, 2, 3, 4].map((i) => ({ x: 10 + i * 118, y: 210, width: 100, height: 185 }));
    const talked = tableau[2]!;
    const size = { width: 280, height: 150 };
    const p = placeCallout({ talked: [talked], aim: talked, cards: [stock, waste, ...tableau], homes, screen }, size);
    expect(overlapArea(p.rect, stock) + overlapArea(p.rect, waste), 'the stock and the waste covered').toBe(0);
    expect(tableau.reduce((n, c) => n + overlapArea(c, p.rect), 0), 'the tableau covered').toBe(0);
    expect(homes.some((c) => overlapArea(c, p.rect) > 0), 'a foundation covered').toBe(true);
    // The same table with its foundations taken for piles played from: covering one costs as much as the stock.
    const even = placeCallout({ talked: [talked], aim: talked, cards: [stock, waste, ...tableau, ...homes], screen }, size);
    expect(even.cost).toBeGreaterThan(p.cost);
  });

  it('with nothing talked about, stands on the felt with no arrow', () => {
    const screen = SCREENS[2]!;
    const p = placeCallout({ talked: [], aim: null, cards: table(screen), screen }, SIZE);
    expect(p.arrow).toBeNull();
    expect(table(screen).some((c) => overlapArea(c, p.rect) > 0)).toBe(false);
  });
});

describe('the callout on each game dealt at a phone, a portal frame and a desktop', () => {
  const sizes: [number, number][] = [[390, 844], [800, 450], [1920, 1080]];
  /** Whether some place of the callout's size on the screen covers no pile (a scan every 4 px). */
  const freePlaceExists = (cards: readonly Rect[], screen: { width: number; top: number; bottom: number }, size: { width: number; height: number }): boolean => {
    for (let y = screen.top; y + size.height <= screen.bottom; y += 4)
      for (let x = 0; x + size.width <= screen.width; x += 4) if (cards.every((c) => overlapArea(c, { x, y, ...size }) === 0)) return true;
    return false;
  };
  for (const game of GAME_IDS) {
    for (const [w, h] of sizes) {
      it(`${game} at ${w}x${h}: covers no pile where the felt has room for it, talking about any pile`, () => {
        const lay = layout(game, w, h);
        const state = initialState(numberedDeal(game, 1));
        const rects = new Map<string, Rect>();
        lay.tableau.forEach((s, i) => rects.set(s.id, pileRect(lay, s, state.tableau[i]!.length, state.hidden[i])));
        for (const s of [...lay.foundations, lay.stock, lay.waste]) if (s) rects.set(s.id, pileRect(lay, s, 1));
        const cards = [...rects.values()];
        const screen = { width: w, top: lay.hud.bar.height, bottom: h };
        const s = Math.max(1, Math.min(1.4, w / 1100, h / 800));
        for (const width of [Math.min(w - 16, Math.round(380 * s)), Math.round(280 * s)]) {
          const size = { width, height: Math.round(150 * s) };
          const free = freePlaceExists(cards, { ...screen, top: screen.top + 8, bottom: screen.bottom - 8 }, size);
          for (const talked of [...rects.values()]) {
            const p = placeCallout({ talked: [talked], aim: talked, cards, screen }, size);
            expect(overlapArea(p.rect, talked), `${game} over the pile it talks about`).toBe(0);
            if (free) expect(cards.reduce((n, c) => n + overlapArea(c, p.rect), 0), `${game} ${width} px wide: piles covered`).toBe(0);
          }
        }
      });
    }
  }
});
