import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef, type GameId, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { HUD_BUTTONS, type Layout, type Rect, TOUCH_TARGET, contains, fanOffsets, layout, overlapArea, pileRect, topCardRect } from '../../../src/view/layout.ts';

const SIZES: [number, number][] = [
  [360, 640],
  [640, 360],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [1440, 2560],
  [2560, 1440],
];

/** Each pile's area at the deal of numbered deal 1, by id. */
function dealtAreas(game: GameId, lay: Layout): Map<string, Rect> {
  const state = initialState(numberedDeal(game, 1));
  const out = new Map<string, Rect>();
  lay.tableau.forEach((spot, i) => out.set(spot.id, pileRect(lay, spot, state.tableau[i]!.length, state.hidden[i])));
  for (const spot of [...lay.foundations, lay.stock, lay.waste]) if (spot) out.set(spot.id, pileRect(lay, spot, 1));
  return out;
}

/** The area a pile may ever reach: its first card plus its whole room. */
function reach(lay: Layout, id: string): Rect {
  const s = lay.piles[id]!;
  return {
    x: s.x,
    y: s.y,
    width: lay.card.width + (s.fan === 'right' ? s.room : 0),
    height: lay.card.height + (s.fan === 'down' ? s.room : 0),
  };
}

describe('layout', () => {
  for (const game of GAME_IDS) {
    describe(game, () => {
      it('has a spot for every pile the game has', () => {
        const def = gameDef(game);
        const lay = layout(game, 1024, 768);
        expect(lay.tableau.map((s) => s.id)).toEqual(def.piles.map((_, i) => `t${i}`));
        expect(lay.foundations).toHaveLength(def.foundations);
        expect(lay.stock !== null).toBe(def.stock > 0);
        expect(lay.waste !== null).toBe(def.hasWaste);
      });

      for (const [w, h] of SIZES) {
        for (const leftHanded of [false, true]) {
          it(`fits ${w}x${h}${leftHanded ? ' left-handed' : ''} without overlaps`, () => {
            const lay = layout(game, w, h, { leftHanded });
            const table: Rect = { x: 0, y: lay.hud.bar.height, width: w, height: h - lay.hud.bar.height };
            const ids = Object.keys(lay.piles);
            for (const id of ids) expect(contains(table, reach(lay, id)), `${id} reach inside the table`).toBe(true);
            for (const [id, area] of dealtAreas(game, lay)) expect(contains(table, area), `${id} inside`).toBe(true);
            for (let i = 0; i < ids.length; i++) {
              for (let j = i + 1; j < ids.length; j++) {
                expect(overlapArea(reach(lay, ids[i]!), reach(lay, ids[j]!)), `${ids[i]!} and ${ids[j]!} apart`).toBe(0);
              }
            }
            for (const b of HUD_BUTTONS) expect(contains({ x: 0, y: 0, width: w, height: h }, lay.hud.buttons[b])).toBe(true);
            // Legible: even the smallest layout keeps cards wide enough to read a corner index.
            expect(lay.card.width).toBeGreaterThanOrEqual(30);
          });
        }
      }

      it('gives every top card and control at least a 44x44 CSS px target on a 1024x768 tablet', () => {
        for (const [w, h] of [
          [1024, 768],
          [768, 1024],
        ] as const) {
          const lay = layout(game, w, h);
          const state = initialState(numberedDeal(game, 1));
          for (const spot of Object.values(lay.piles)) {
            const i = spot.id.startsWith('t') ? Number(spot.id.slice(1)) : -1;
            const r = topCardRect(lay, spot, i >= 0 ? state.tableau[i]!.length : 1, i >= 0 ? state.hidden[i] : 0);
            expect(r.width, `${spot.id} width at ${w}x${h}`).toBeGreaterThanOrEqual(TOUCH_TARGET);
            expect(r.height, `${spot.id} height at ${w}x${h}`).toBeGreaterThanOrEqual(TOUCH_TARGET);
          }
          for (const b of HUD_BUTTONS) {
            expect(lay.hud.buttons[b].width).toBeGreaterThanOrEqual(TOUCH_TARGET);
            expect(lay.hud.buttons[b].height).toBeGreaterThanOrEqual(TOUCH_TARGET);
          }
        }
      });
    });
  }

  it('puts the stock on the other side for left-handed players', () => {
    const right = layout('famous-fifty', 1280, 720);
    const left = layout('famous-fifty', 1280, 720, { leftHanded: true });
    expect(right.stock!.x).toBeLessThan(right.foundations[0]!.x);
    expect(left.stock!.x).toBeGreaterThan(left.foundations[0]!.x);
    expect(left.foundations.map((f) => f.x)).toEqual([...left.foundations.map((f) => f.x)].sort((a, b) => a - b));
  });

  it('uses bigger cards on a bigger screen, up to a cap', () => {
    const small = layout('rouge-forty', 800, 600).card.width;
    const big = layout('rouge-forty', 1600, 1200).card.width;
    expect(big).toBeGreaterThan(small);
    expect(layout('fortunes-favor', 2560, 1440).card.width).toBeLessThanOrEqual(200);
  });
});

describe('fanOffsets', () => {
  const lay = layout('famous-fifty', 1024, 768);
  const spot = lay.tableau[0]!;

  it('steps by the full step while the pile is short', () => {
    expect(fanOffsets(spot, 3)).toEqual([0, spot.step, 2 * spot.step]);
  });

  it('compresses a long column so it stays within its room', () => {
    const long = fanOffsets(spot, 30);
    expect(long[29]!).toBeLessThanOrEqual(spot.room);
    expect(long[29]!).toBeGreaterThan(spot.room - 2);
    for (let i = 1; i < long.length; i++) expect(long[i]!).toBeGreaterThanOrEqual(long[i - 1]!);
  });

  it('uses the short step over face-down cards', () => {
    const rouge = layout('rouge-forty', 1024, 768).tableau[0]!;
    const off = fanOffsets(rouge, 4, 3);
    expect(off[1]! - off[0]!).toBe(rouge.hiddenStep);
    expect(rouge.hiddenStep).toBeLessThan(rouge.step);
  });

  it('does not fan a stacked pile', () => {
    expect(fanOffsets(lay.foundations[0]!, 5)).toEqual([0, 0, 0, 0, 0]);
  });
});
