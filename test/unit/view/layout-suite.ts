/**
 * The layout's checks for one game: a spot for every pile, and at every supported size (both
 * hands) everything inside the table with no overlaps, cards legible, touch targets big enough.
 * layout.test.ts runs them on every registered game; games/sixth-game.test.ts on games built at
 * test time.
 */
import { describe, expect, it } from 'vitest';
import { gameDef, type GameId, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { WIDEST_INDEX } from '../../../src/view/cards/cardArt.ts';
import { type Rect, contains, overlapArea } from '../../../src/geometry.ts';
import { TOUCH_TARGET } from '../../../src/view/kit/touch.ts';
import { HUD_BUTTONS, type Layout, fanOffsets, layout, pileRect, topCardRect } from '../../../src/view/layout/layout.ts';

/** Every supported canvas size (CSS px): phones, tablets, desktops and portal frames, both ways up. */
export const SIZES: [number, number][] = [
  [360, 640],
  [640, 360],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [800, 450],
  [800, 600],
  [1280, 720],
  [1280, 800],
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

/**
 * The visible strip of each buried face-up card of a pile of `count` cards (the rest of the pile
 * covers the others), in px along the pile's fan.
 */
function buriedStrips(spot: Layout['tableau'][number], count: number, hidden: number): number[] {
  const off = fanOffsets(spot, count, hidden);
  const strips: number[] = [];
  for (let i = hidden; i < count - 1; i++) strips.push(off[i + 1]! - off[i]!);
  return strips;
}

/** The layout checks of `game`, as a describe block. */
export function layoutSuite(game: GameId): void {
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

    for (const [w, h] of SIZES) {
      it(`keeps every buried card's index in sight at ${w}x${h}`, () => {
        const def = gameDef(game);
        const lay = layout(game, w, h);
        const state = initialState(numberedDeal(game, 1));
        lay.tableau.forEach((spot, i) => {
          if (spot.fan === 'none') return;
          // The index reaches this far into a card along the fan, at the face style that reaches furthest.
          const need = lay.card.width * (spot.fan === 'right' ? WIDEST_INDEX.width : WIDEST_INDEX.height);
          // The pile as dealt, and the longest pile the game promises to show in full.
          const piles: [number, number][] = [
            [state.tableau[i]!.length, state.hidden[i]!],
            [def.layout.showCards, Math.min(def.faceDown, def.layout.showCards - 1)],
          ];
          for (const [count, hidden] of piles) {
            for (const strip of buriedStrips(spot, count, hidden)) {
              expect(strip, `${spot.id} of ${count} cards: a ${strip} px strip for a ${need.toFixed(1)} px index`).toBeGreaterThanOrEqual(need);
            }
          }
        });
      });
    }

    it('keeps every pile above a footer (the watch bar) at phone, tablet and desktop sizes', () => {
      const footer = 94;
      for (const [w, h] of [[390, 844], [820, 1100], [1280, 720], [1920, 1080]] as const) {
        const lay = layout(game, w, h, { footer });
        const table: Rect = { x: 0, y: lay.hud.bar.height, width: w, height: h - footer - lay.hud.bar.height };
        for (const id of Object.keys(lay.piles)) expect(contains(table, reach(lay, id)), `${id} above the footer at ${w}x${h}`).toBe(true);
        expect(lay.card.width).toBeGreaterThanOrEqual(30);
      }
    });

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
