/**
 * A desktop window twice as wide as it is tall (1280x640), between the supported sizes' shapes
 * (layout-suite.ts): every game's piles, as far as each may ever reach, inside the table under the
 * bar and apart, with either hand, the cards still legible.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef } from '../../../src/engine/index.ts';
import { type Rect, contains, overlapArea } from '../../../src/geometry.ts';
import { type Layout, layout } from '../../../src/view/layout/layout.ts';

/** The area a pile may ever reach: its first card plus its whole room. */
function reach(lay: Layout, id: string): Rect {
  const s = lay.piles[id]!;
  return { x: s.x, y: s.y, width: lay.card.width + (s.fan === 'right' ? s.room : 0), height: lay.card.height + (s.fan === 'down' ? s.room : 0) };
}

describe('the layout of a 1280x640 window, a 1180x820 tablet held sideways and the smallest screens', () => {
  for (const game of GAME_IDS) {
    for (const [w, h] of [[1280, 640], [1180, 820], [240, 320], [255, 500]] as const)
    it(`${game} at ${w}x${h}: every pile inside the table and apart, either hand`, () => {
      for (const leftHanded of [false, true]) {
        const lay = layout(game, w, h, { leftHanded });
        const table: Rect = { x: 0, y: lay.hud.bar.height, width: w, height: h - lay.hud.bar.height };
        const ids = Object.keys(lay.piles);
        for (const id of ids) expect(contains(table, reach(lay, id)), `${id} inside the table`).toBe(true);
        ids.forEach((a, i) => {
          for (const b of ids.slice(i + 1)) expect(overlapArea(reach(lay, a), reach(lay, b)), `${a} and ${b} apart`).toBe(0);
        });
        // Legible cards where the screen is not a postage stamp (the smallest ones are checked for fit only).
        expect(lay.card.width).toBeGreaterThanOrEqual(w >= 320 ? 30 : 20);
      }
    });
  }
});

describe('a screen whose height a row of fans down leaves over', () => {
  /** The bottom of a pile of the game's `showCards` cards (its dealt face-down ones first), at the deal's steps. */
  const fanBottom = (lay: Layout, hidden: number, cards: number): number => {
    const t = lay.tableau[0]!;
    return t.y + lay.card.height + hidden * t.hiddenStep + (cards - 1 - hidden) * t.step;
  };
  for (const game of ['rouge-forty', 'famous-fifty'] as const) {
    for (const [w, h] of [[1920, 1080], [1180, 820], [1024, 768]] as const) {
      it(`${game} at ${w}x${h}: a pile of the cards it shows at the full step reaches down into the room below, and stays inside it`, () => {
        const def = gameDef(game);
        const lay = layout(game, w, h);
        const t = lay.tableau[0]!;
        const bottom = fanBottom(lay, def.faceDown, def.layout.showCards);
        // The steps grew past the least that shows a card's index (a quarter of a card, as on a phone)...
        expect(t.step / lay.card.height).toBeGreaterThan(0.3);
        // ...as far as the pile keeps inside its room, whose foot it nears.
        expect(bottom).toBeLessThanOrEqual(t.y + lay.card.height + t.room + 1);
        expect(bottom, 'the lowest third of the table not left empty').toBeGreaterThan(h - (h - lay.hud.bar.height) / 3);
      });
    }
  }
  it('keeps the least steps on a screen the piles fill already (a phone upright, two rows)', () => {
    const lay = layout('famous-fifty', 390, 844);
    expect(lay.tableau[0]!.step / lay.card.height).toBeLessThan(0.27);
  });
});

describe('ten piles in a row on a landscape screen, bound by its width', () => {
  // The width holds ten cards and eleven gaps: with the gaps at a seventh of a card (as where the
  // height bounds the cards) they would be 1180 / 11.54 = 102 px; tightened to 7%, 109 px.
  for (const game of ['rouge-forty', 'famous-fifty'] as const) {
    for (const [w, h, least] of [[1180, 820, 108], [1920, 1080, 176], [1024, 768, 94]] as const) {
      it(`${game} at ${w}x${h}: cards at least ${least} px wide, the piles still apart`, () => {
        const lay = layout(game, w, h);
        expect(lay.card.width).toBeGreaterThanOrEqual(least);
        const row = lay.tableau.slice(0, 10);
        expect(new Set(row.map((t) => t.y)).size, 'one row').toBe(1);
        for (let i = 1; i < row.length; i++) expect(row[i]!.x - row[i - 1]!.x - lay.card.width).toBeGreaterThanOrEqual(4);
      });
    }
  }
  it('keeps the wide gaps where the height, not the width, bounds the cards (a phone held sideways)', () => {
    const lay = layout('rouge-forty', 844, 390);
    const t = lay.tableau;
    // The ten piles would fit with wider cards were the gaps tight: the height bounds them, so the gaps stay.
    expect(t[1]!.x - t[0]!.x - lay.card.width).toBeGreaterThanOrEqual(Math.floor(lay.card.width * 0.14) - 1);
  });
});
