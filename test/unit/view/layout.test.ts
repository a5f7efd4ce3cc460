import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/engine/index.ts';
import { WIDEST_INDEX } from '../../../src/view/cards/cardArt.ts';
import { overlapArea } from '../../../src/geometry.ts';
import { TOUCH_TARGET } from '../../../src/view/kit/touch.ts';
import { HUD_BUTTONS, fanOffsets, layout } from '../../../src/view/layout/layout.ts';
import { SIZES, layoutSuite } from './layout-suite.ts';

describe('layout', () => {
  for (const game of GAME_IDS) layoutSuite(game);

  it('puts the stock on the other side for left-handed players', () => {
    const right = layout('famous-fifty', 1280, 720);
    const left = layout('famous-fifty', 1280, 720, { leftHanded: true });
    expect(right.stock!.x).toBeLessThan(right.foundations[0]!.x);
    expect(left.stock!.x).toBeGreaterThan(left.foundations[0]!.x);
    expect(left.foundations.map((f) => f.x)).toEqual([...left.foundations.map((f) => f.x)].sort((a, b) => a - b));
  });

  it("keeps every index of a grown fan in sight: Lucky Fan's fans of five and six, at every size", () => {
    // Fans are dealt three cards and grow in play (bench/fan-lengths.ts): a fan of five at
    // 1024x768 once showed a seventh of a card of each buried card, a 10 read as a 1.
    for (const [w, h] of SIZES) {
      const lay = layout('lucky-fan', w, h);
      for (const spot of lay.tableau) {
        for (const count of [5, 6]) {
          const off = fanOffsets(spot, count);
          for (let i = 1; i < count; i++) expect(off[i]! - off[i - 1]!, `${spot.id} of ${count} at ${w}x${h}`).toBeGreaterThanOrEqual(lay.card.width * WIDEST_INDEX.width);
        }
      }
    }
  });

  it('gives every button of the bar, Share among them, a 44 px target apart from the others and from the figures, at every size', () => {
    for (const [w, h] of SIZES) {
      for (const line of [false, true]) {
        const hud = layout('lucky-fan', w, h, { line }).hud;
        const rects = HUD_BUTTONS.map((id) => ({ id, r: hud.buttons[id] }));
        expect(rects.map((b) => b.id)).toContain('share');
        rects.forEach(({ id, r }, i) => {
          expect(Math.min(r.width, r.height), `${id} at ${w}x${h}`).toBeGreaterThanOrEqual(TOUCH_TARGET);
          expect(r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= hud.bar.height, `${id} on the bar at ${w}x${h}`).toBe(true);
          expect(overlapArea(r, hud.stats), `${id} clear of the figures at ${w}x${h}`).toBe(0);
          for (const other of rects.slice(i + 1)) expect(overlapArea(r, other.r), `${id} and ${other.id} at ${w}x${h}`).toBe(0);
        });
      }
    }
  });

  it('gives the bar a line of words under its figures and buttons when asked (the result to beat), and the cards keep below it', () => {
    for (const [w, h] of [[390, 844], [1024, 768]] as const) {
      const plain = layout('lucky-fan', w, h);
      const lined = layout('lucky-fan', w, h, { line: true });
      const line = lined.hud.line!;
      expect(plain.hud.line).toBeNull();
      expect(lined.hud.bar.height - plain.hud.bar.height).toBe(line.height);
      expect(line.height).toBeGreaterThanOrEqual(16);
      for (const r of [lined.hud.stats, ...Object.values(lined.hud.buttons)]) expect(r.y + r.height, `${w}x${h}`).toBeLessThanOrEqual(line.y);
      expect(line.y + line.height).toBeLessThanOrEqual(lined.hud.bar.height);
      expect(line.x >= 0 && line.x + line.width <= w).toBe(true);
      for (const p of Object.values(lined.piles)) expect(p.y, `${p.id} at ${w}x${h}`).toBeGreaterThanOrEqual(lined.hud.bar.height);
    }
  });

  it("gives the bar two rows of buttons on the narrowest phones, each a finger's 44 px, apart, on the bar", () => {
    for (const [w, h] of [[240, 320], [255, 500], [359, 640]] as const) {
      const hud = layout('famous-fifty', w, h).hud;
      const rects = HUD_BUTTONS.map((id) => hud.buttons[id]);
      expect(new Set(rects.map((r) => r.y)).size, `${w}x${h}`).toBe(2);
      rects.forEach((r, i) => {
        expect(Math.min(r.width, r.height), `${w}x${h}`).toBeGreaterThanOrEqual(TOUCH_TARGET);
        expect(r.x >= 0 && r.x + r.width <= w && r.y + r.height <= hud.bar.height, `${w}x${h}`).toBe(true);
        for (const o of rects.slice(i + 1)) expect(overlapArea(r, o), `${w}x${h}`).toBe(0);
      });
    }
    expect(new Set(HUD_BUTTONS.map((id) => layout('famous-fifty', 360, 640).hud.buttons[id].y)).size).toBe(1);
  });

  it("gives a challenge's goal a line of its own under the figures (two on a phone held upright), the cards below it", () => {
    for (const [w, h, lines] of [[390, 844, 2], [255, 500, 2], [844, 390, 1], [1920, 1080, 1]] as const) {
      const plain = layout('lucky-fan', w, h);
      const goaled = layout('lucky-fan', w, h, { goal: true });
      const goal = goaled.hud.goal!;
      expect(plain.hud.goal).toBeNull();
      expect(goal.height, `${w}x${h}`).toBeGreaterThanOrEqual(lines * 16);
      expect(goaled.hud.bar.height - plain.hud.bar.height).toBe(goal.height);
      for (const r of [goaled.hud.stats, ...Object.values(goaled.hud.buttons)]) expect(r.y + r.height, `${w}x${h}`).toBeLessThanOrEqual(goal.y);
      for (const p of Object.values(goaled.piles)) expect(p.y, `${p.id} at ${w}x${h}`).toBeGreaterThanOrEqual(goaled.hud.bar.height);
    }
    const both = layout('lucky-fan', 1024, 768, { goal: true, line: true }).hud;
    expect(both.goal!.y).toBeGreaterThanOrEqual(both.line!.y + both.line!.height);
  });

  it('draws the bar bigger on a big screen, up to 1.4 times', () => {
    const laptop = layout('rouge-forty', 1024, 768).hud;
    const desktop = layout('rouge-forty', 1920, 1080).hud;
    expect(laptop.scale).toBe(1);
    expect(desktop.scale).toBeGreaterThan(1.3);
    expect(layout('rouge-forty', 3840, 2160).hud.scale).toBe(1.4);
    expect(desktop.buttons.menu.height).toBeGreaterThan(laptop.buttons.menu.height);
  });

  it('stands a table of piles that never reach down in the middle of its height; fans that grow down keep the room below', () => {
    for (const [w, h] of [[1080, 607], [1920, 1080], [390, 844]] as const) {
      for (const game of ['lucky-fan', 'waxing-moon'] as const) {
        const lay = layout(game, w, h);
        const topGap = Math.min(...Object.values(lay.piles).map((p) => p.y)) - lay.hud.bar.height;
        const bottomGap = h - Math.max(...Object.values(lay.piles).map((p) => p.y + lay.card.height));
        expect(Math.abs(topGap - bottomGap), `${game} at ${w}x${h}: ${topGap} above, ${bottomGap} below`).toBeLessThanOrEqual(lay.card.width * 0.3 + 2);
      }
      const down = layout('famous-fifty', w, h);
      expect(Math.min(...Object.values(down.piles).map((p) => p.y)) - down.hud.bar.height).toBeLessThanOrEqual(down.card.width * 0.15 + 1);
    }
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
