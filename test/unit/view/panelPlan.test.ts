/**
 * The one panel layout's plan (src/view/kit/panelPlan.ts), with parts of known sizes: it fits a
 * panel in one column at its roomiest where it can, in columns side by side on a wide short
 * screen, tighter where it must, and in pages where nothing else fits; every row inside the frame
 * and the frame inside the screen, rows apart, parts kept together where a column holds them,
 * the heads on every page.
 */
import { describe, expect, it } from 'vitest';
import { type Rect, contains, overlapArea } from '../../../src/geometry.ts';
import { type PanelPlan, type PanelSpec, type PlanPart, TIGHTEST, planPanel } from '../../../src/view/kit/panelPlan.ts';
import { wrapLines } from '../../../src/view/kit/wrap.ts';

/** `n` rows `h` tall whatever the width, `h - 2 * step` as it tightens. */
const rows = (n: number, h: number, keep = false): PlanPart => ({ keep, measure: (_w, step) => ({ rows: Array.from({ length: n }, () => h - 2 * step), cols: 1, gap: 4 }) });
/** Words of `chars` letters 7 px wide, in lines 20 px tall (18 at the tightest). */
const words = (chars: number): PlanPart => ({ measure: (w, step) => ({ rows: Array.from({ length: Math.ceil((chars * 7) / w) }, () => (step === TIGHTEST ? 18 : 20)), cols: 1, gap: 0 }) });
/** `n` buttons 48 tall, two a row where the column is 300 wide. */
const buttons = (n: number): PlanPart => ({ keep: true, measure: (w) => { const cols = w >= 300 ? 2 : 1; return { rows: Array.from({ length: Math.ceil(n / cols) }, () => 48), cols, gap: 8, cells: n }; } });

const screen = (width: number, height: number) => ({ width, height });

/** Everything wrong with a plan on its screen, in words. */
function faults(plan: PanelPlan, spec: PanelSpec): string[] {
  const out: string[] = [];
  const s: Rect = { x: 0, y: 0, ...spec.screen };
  if (!contains(s, plan.frame)) out.push(`frame ${JSON.stringify(plan.frame)} off the screen`);
  if (!contains(plan.frame, plan.header)) out.push('header outside the frame');
  const pager = plan.pager ? [plan.pager.prev, plan.pager.label, plan.pager.next] : [];
  for (const r of pager) if (!contains(plan.frame, r)) out.push('pager outside the frame');
  plan.pages.forEach((page, k) => {
    page.forEach((r, i) => {
      if (!contains(plan.frame, r.rect)) out.push(`page ${k}: part ${r.part} row ${r.row} outside the frame`);
      if (overlapArea(r.rect, plan.header) > 0) out.push(`page ${k}: part ${r.part} row ${r.row} under the title`);
      for (const p of pager) if (overlapArea(r.rect, p) > 0) out.push(`page ${k}: part ${r.part} row ${r.row} on the pager`);
      for (const o of page.slice(i + 1)) if (overlapArea(r.rect, o.rect) > 0) out.push(`page ${k}: part ${r.part} row ${r.row} on part ${o.part} row ${o.row}`);
      for (const c of r.cells) if (!contains(r.rect, c)) out.push(`page ${k}: a cell outside its row`);
    });
  });
  return out;
}

/** Every row of every part, each once, over the pages (the heads on every page). */
function shownOnce(plan: PanelPlan, spec: PanelSpec): boolean {
  const heads = spec.heads?.length ?? 0;
  const seen = plan.pages.flatMap((p) => p.filter((r) => r.part >= heads).map((r) => `${r.part}:${r.row}`));
  return new Set(seen).size === seen.length;
}

describe('the panel plan', () => {
  it('fits a short panel in one column at its roomiest, centred on the screen', () => {
    const spec: PanelSpec = { screen: screen(1920, 1080), width: 520, parts: [words(200), buttons(4)] };
    const plan = planPanel(spec);
    expect(faults(plan, spec)).toEqual([]);
    expect([plan.step, plan.columns, plan.pages.length, plan.pager]).toEqual([0, 1, 1, null]);
    expect(plan.frame.width).toBe(520);
    expect(Math.abs(plan.frame.x + plan.frame.width / 2 - 960)).toBeLessThanOrEqual(1);
    expect(Math.abs(plan.frame.y + plan.frame.height / 2 - 540)).toBeLessThanOrEqual(1);
  });

  it('puts a tall panel in columns side by side on a wide, short screen before making anything smaller', () => {
    const spec: PanelSpec = { screen: screen(844, 390), width: 420, parts: [words(900), buttons(5)] };
    const plan = planPanel(spec);
    expect(faults(plan, spec)).toEqual([]);
    expect(plan.step).toBe(0);
    expect(plan.columns).toBeGreaterThan(1);
    expect(plan.pages).toHaveLength(1);
  });

  it('keeps a part kept together in one column where a column holds it, and the columns even', () => {
    const spec: PanelSpec = { screen: screen(844, 390), width: 420, parts: [words(300), rows(5, 44, true), buttons(3)] };
    const plan = planPanel(spec);
    expect(faults(plan, spec)).toEqual([]);
    const kept = plan.pages[0]!.filter((r) => r.part === 1);
    expect(new Set(kept.map((r) => r.rect.x)).size).toBe(1);
  });

  it('tightens rather than break a part kept together over two columns of one page', () => {
    const spec: PanelSpec = { screen: screen(844, 390), width: 420, parts: [rows(6, 50, true), words(200)] };
    const plan = planPanel(spec);
    expect(faults(plan, spec)).toEqual([]);
    expect(plan.pages).toHaveLength(1);
    expect(plan.step).toBeGreaterThan(0);
    expect(new Set(plan.pages[0]!.filter((r) => r.part === 0).map((r) => r.rect.x)).size).toBe(1);
  });

  it('tightens where neither one column nor several fit at the roomiest', () => {
    const spec: PanelSpec = { screen: screen(390, 520), width: 520, parts: [words(850), buttons(4)] };
    const plan = planPanel(spec);
    expect(faults(plan, spec)).toEqual([]);
    expect(plan.step).toBeGreaterThan(0);
    expect(plan.pages).toHaveLength(1);
  });

  it('pages what does not fit a tiny screen at the tightest: every row once, the frame one size, the pager at its foot', () => {
    for (const [w, h] of [[240, 320], [255, 500], [1280, 360]] as const) {
      const spec: PanelSpec = { screen: screen(w, h), width: 640, parts: [words(4000), buttons(8)] };
      const plan = planPanel(spec);
      expect(faults(plan, spec), `${w}x${h}`).toEqual([]);
      expect(plan.pages.length, `${w}x${h}`).toBeGreaterThan(1);
      expect(plan.step).toBe(TIGHTEST);
      expect(plan.pager).not.toBeNull();
      expect(shownOnce(plan, spec)).toBe(true);
      expect(plan.pages.every((p) => p.length > 0)).toBe(true);
    }
  });

  it('shows the heads on every page, and lets heads that would crowd a tiny page flow with the parts', () => {
    const tabs: PlanPart = { measure: (w) => ({ rows: w > 400 ? [44] : [44, 44, 44], cols: w > 400 ? 5 : 2, gap: 6, cells: 5 }) };
    const roomy: PanelSpec = { screen: screen(390, 600), width: 520, heads: [tabs], parts: [rows(20, 48, true)] };
    const plan = planPanel(roomy);
    expect(faults(plan, roomy)).toEqual([]);
    expect(plan.pages.length).toBeGreaterThan(1);
    for (const page of plan.pages) expect(page.filter((r) => r.part === 0)).toHaveLength(3);
    const tiny: PanelSpec = { ...roomy, screen: screen(240, 320) };
    const small = planPanel(tiny);
    expect(faults(small, tiny)).toEqual([]);
    expect(small.pages.slice(1).every((p) => p.every((r) => r.part !== 0))).toBe(true);
  });

  it('keeps a tightness, a number of columns and a least height when told (a panel the same size from tab to tab)', () => {
    const spec: PanelSpec = { screen: screen(1024, 768), width: 400, parts: [rows(3, 48)], step: 2, columns: 2, minBody: 300 };
    const plan = planPanel(spec);
    expect([plan.step, plan.columns, plan.body]).toEqual([2, 2, 300]);
    expect(faults(plan, spec)).toEqual([]);
  });

  it('centres a short last row of cells', () => {
    const spec: PanelSpec = { screen: screen(1024, 768), width: 600, parts: [buttons(3)] };
    const [, last] = planPanel(spec).pages[0]!;
    expect(last!.cells).toHaveLength(1);
    const c = last!.cells[0]!;
    expect(Math.abs(c.x + c.width / 2 - (last!.rect.x + last!.rect.width / 2))).toBeLessThan(1);
  });
});

describe('words in lines', () => {
  const width = (s: string) => s.length * 10;
  it('breaks at spaces, keeps the text\'s own breaks and cuts only a word longer than the line', () => {
    expect(wrapLines('one two three four', 90, width)).toEqual(['one two', 'three', 'four']);
    expect(wrapLines('one\n\ntwo', 90, width)).toEqual(['one', '', 'two']);
    expect(wrapLines('abcdefghijkl mn', 50, width)).toEqual(['abcde', 'fghij', 'kl mn']);
    for (const line of wrapLines('a rather long sentence with words of many lengths, unbreakablewordhere', 70, width)) expect(width(line)).toBeLessThanOrEqual(70);
  });
});
