/**
 * The trophies' grid (view/panels/gridLayout.ts): at every size, the panel on the screen, its cells inside
 * it and apart, touch-sized, wide enough for their words, the page turners below them; every cell
 * on some page; all on one page where a tablet or a desktop has the room, pages on a phone.
 */
import { describe, expect, it } from 'vitest';
import { badgeDefs } from '../../../src/engine/progress/badges.ts';
import { MONTH_BADGES } from '../../../src/engine/challenges/record.ts';
import { type Rect, contains, overlapArea } from '../../../src/geometry.ts';
import { GRID_MIN_CELL, type GridPlan, gridPlan } from '../../../src/view/panels/gridLayout.ts';

/** Every badge and the three month's medals. */
const COUNT = badgeDefs().length + MONTH_BADGES.length;
/** A title row and a line of text above the cells. */
const HEADER = 90;

/** Everything wrong with a plan, in words. */
function faults(plan: GridPlan, width: number, height: number, count: number): string[] {
  const out: string[] = [];
  const screen = { x: 0, y: 0, width, height };
  const inner = { x: plan.panel.x + 16, y: plan.panel.y + HEADER, width: plan.panel.width - 32, height: plan.panel.height - HEADER - 16 };
  if (!contains(screen, plan.panel)) out.push('the panel leaves the screen');
  const rects: [string, Rect][] = plan.cells.map((r, i) => [`cell ${i}`, r]);
  if (plan.turn) rects.push(['prev', plan.turn.prev], ['next', plan.turn.next], ['page', plan.turn.label]);
  rects.forEach(([name, r], i) => {
    if (!contains(inner, r)) out.push(`${name} leaves the panel's body`);
    if (name !== 'page' && (r.width < 44 || r.height < 44)) out.push(`${name} is ${r.width}x${r.height}`);
    for (const [other, s] of rects.slice(i + 1)) if (overlapArea(r, s) > 0) out.push(`${name} overlaps ${other}`);
  });
  const cellW = plan.cells[0]?.width ?? 0;
  if (cellW < Math.min(GRID_MIN_CELL, inner.width)) out.push(`cells ${cellW} wide`);
  if (plan.pages * plan.perPage < count) out.push(`${plan.pages} pages of ${plan.perPage} hold fewer than ${count}`);
  if ((plan.pages - 1) * plan.perPage >= count) out.push(`page ${plan.pages} is empty`);
  if ((plan.pages > 1) !== (plan.turn !== null)) out.push('page turners without pages, or pages without them');
  if (plan.cells.length !== Math.min(count, plan.perPage)) out.push(`${plan.cells.length} cells laid out for pages of ${plan.perPage}`);
  return out;
}

describe('the grid of a panel of many cells', () => {
  it('lays out phone, tablet and desktop clear; the tablet and the desktop on one page, the phone on pages', () => {
    const phone = gridPlan(390, 844, COUNT, HEADER);
    const tablet = gridPlan(820, 1180, COUNT, HEADER);
    const desktop = gridPlan(1280, 800, COUNT, HEADER);
    expect(faults(phone, 390, 844, COUNT)).toEqual([]);
    expect(faults(tablet, 820, 1180, COUNT)).toEqual([]);
    expect(faults(desktop, 1280, 800, COUNT)).toEqual([]);
    expect([tablet.pages, desktop.pages]).toEqual([1, 1]);
    expect(phone.cols).toBe(1);
    expect(phone.pages).toBeGreaterThan(1);
    expect(desktop.cols).toBeGreaterThanOrEqual(3);
  });

  it('keeps every rule at every size from a 240 px phone to a 2560 px desktop, and for a handful of cells', () => {
    for (let width = 240; width <= 2560; width += 40) {
      for (const height of [400, 568, 640, 768, 844, 1080, 1440]) {
        for (const count of [1, 5, COUNT]) expect(faults(gridPlan(width, height, count, HEADER), width, height, count), `${width}x${height}, ${count}`).toEqual([]);
      }
    }
  });

  it('shrinks one page to its cells and keeps pages one size', () => {
    const few = gridPlan(1280, 800, 3, HEADER);
    const many = gridPlan(1280, 800, COUNT, HEADER);
    expect(few.panel.height).toBeLessThan(many.panel.height);
    const phone = gridPlan(390, 844, COUNT, HEADER);
    expect(phone.panel.height).toBe(gridPlan(390, 844, COUNT + 1, HEADER).panel.height);
  });
});
