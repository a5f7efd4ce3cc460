/**
 * A desktop window twice as wide as it is tall (1280x640), between the supported sizes' shapes
 * (layout-suite.ts): every game's piles, as far as each may ever reach, inside the table under the
 * bar and apart, with either hand, the cards still legible.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/engine/index.ts';
import { type Rect, contains, overlapArea } from '../../../src/geometry.ts';
import { type Layout, layout } from '../../../src/view/layout/layout.ts';

/** The area a pile may ever reach: its first card plus its whole room. */
function reach(lay: Layout, id: string): Rect {
  const s = lay.piles[id]!;
  return { x: s.x, y: s.y, width: lay.card.width + (s.fan === 'right' ? s.room : 0), height: lay.card.height + (s.fan === 'down' ? s.room : 0) };
}

describe('the layout of a 1280x640 window', () => {
  for (const game of GAME_IDS) {
    it(`${game}: every pile inside the table and apart, either hand`, () => {
      for (const leftHanded of [false, true]) {
        const lay = layout(game, 1280, 640, { leftHanded });
        const table: Rect = { x: 0, y: lay.hud.bar.height, width: 1280, height: 640 - lay.hud.bar.height };
        const ids = Object.keys(lay.piles);
        for (const id of ids) expect(contains(table, reach(lay, id)), `${id} inside the table`).toBe(true);
        ids.forEach((a, i) => {
          for (const b of ids.slice(i + 1)) expect(overlapArea(reach(lay, a), reach(lay, b)), `${a} and ${b} apart`).toBe(0);
        });
        expect(lay.card.width).toBeGreaterThanOrEqual(30);
      }
    });
  }
});
