/**
 * Where a panel's parts go on the screen: one plan for every panel and dialog drawn on the canvas
 * (the menu's and the table's panels, the calendar, the trophies, the settings, the rules, the
 * statistics, the Results). Pure: each part says how tall its rows are drawn at a width and a
 * tightness, and the plan measures them against the screen. It takes the roomiest tightness that
 * fits, in one column, or in two or three side by side where the screen is wide; where nothing
 * fits, the tightest, in pages with Previous and Next at the foot. The close cross and the title
 * stay at the top of every page.
 */
import type { Rect } from '../../geometry.ts';
import { TOUCH_TARGET } from './touch.ts';

/** Tightness from the roomiest (0) to the tightest: smaller words, gaps and margins. */
export const TIGHTEST = 3;
export type Step = 0 | 1 | 2 | 3;
export const STEPS: readonly Step[] = [0, 1, 2, 3];

/** The frame's padding, the gap between parts and columns, and the room kept round the frame, by tightness. */
const PAD = [18, 14, 10, 6] as const;
const GAP = [14, 10, 8, 6] as const;
const MARGIN = [8, 8, 6, 4] as const;
/** The title's row: at least a finger's target, the close cross beside it. */
export const HEADER = TOUCH_TARGET;

/** The frame's padding and the room round it at `step`: less on a narrow phone, whose width is worth more to the parts. */
const padOf = (spec: PanelSpec, step: Step): number => Math.min(PAD[step], Math.round(spec.screen.width / 40));
const marginOf = (spec: PanelSpec, step: Step): number => Math.min(MARGIN[step], Math.round(spec.screen.width / 60));

/** A part's rows drawn at some width: their heights, the cells each row holds side by side, and the gap between rows and cells. */
export interface PartRows {
  readonly rows: readonly number[];
  readonly cols: number;
  readonly gap: number;
  /** Cells in all (the last row may hold fewer); rows x cols when not said. */
  readonly cells?: number;
}

export interface PlanPart {
  /** Its rows drawn `width` wide at tightness `step`. */
  readonly measure: (width: number, step: Step) => PartRows;
  /** Kept on one column of one page wherever a column can hold it (a calendar, a chart, a row of choices). */
  readonly keep?: boolean;
}

export interface PanelSpec {
  readonly screen: { readonly width: number; readonly height: number };
  /** The widest the panel is worth in one column. */
  readonly width: number;
  /** The narrowest a column may be. */
  readonly minColumn?: number;
  readonly maxColumns?: number;
  /** The title's row; HEADER unless told. */
  readonly header?: number;
  /** Parts across the whole width under the title, on every page (the settings' tabs). */
  readonly heads?: readonly PlanPart[];
  /** Parts that flow down the columns, then on to the next page. */
  readonly parts: readonly PlanPart[];
  /** The least height of the columns (a panel that keeps its size from tab to tab). */
  readonly minBody?: number;
  /** This tightness, not the roomiest that fits. */
  readonly step?: Step;
  /** This many columns, not the fewest that fit. */
  readonly columns?: number;
}

/** A row of a part where it is drawn: its place and each of its cells'. */
export interface PlacedRow {
  /** The part's index: the heads first, then the parts. */
  readonly part: number;
  readonly row: number;
  readonly rect: Rect;
  readonly cells: readonly Rect[];
}

export interface PanelPlan {
  readonly step: Step;
  readonly frame: Rect;
  /** The title's row, across the frame inside its padding. */
  readonly header: Rect;
  readonly columns: number;
  /** The rows of each page, the heads' first. */
  readonly pages: readonly (readonly PlacedRow[])[];
  /** Previous, the page's number and Next at the foot of the frame, when there are pages. */
  readonly pager: { readonly prev: Rect; readonly label: Rect; readonly next: Rect } | null;
  /** The tallest column's height, heads aside (what a panel keeping its size asks for). */
  readonly body: number;
}

interface Shape {
  readonly step: Step;
  readonly cols: number;
  readonly colW: number;
  readonly frameW: number;
}

/** A part's rows, measured once a width and tightness. */
type Measured = (part: number, width: number, step: Step) => PartRows;

function measurer(spec: PanelSpec): Measured {
  const all = [...(spec.heads ?? []), ...spec.parts];
  const cache = new Map<string, PartRows>();
  return (part, width, step) => {
    const key = `${part}:${Math.round(width)}:${step}`;
    let m = cache.get(key);
    if (!m) {
      m = all[part]!.measure(width, step);
      cache.set(key, m);
    }
    return m;
  };
}

const total = (m: PartRows): number => m.rows.reduce((s, h) => s + h, 0) + Math.max(0, m.rows.length - 1) * m.gap;

/** The shape of `cols` columns at `step`, or null where the screen cannot give each column its least width. */
function shapeOf(spec: PanelSpec, step: Step, cols: number): Shape | null {
  const pad = padOf(spec, step);
  const gap = GAP[step];
  const room = spec.screen.width - 2 * marginOf(spec, step) - 2 * pad;
  const colW = Math.floor(Math.min(spec.width - 2 * pad, (room - (cols - 1) * gap) / cols));
  if (cols > 1 && colW < (spec.minColumn ?? 240)) return null;
  return { step, cols, colW, frameW: cols * colW + (cols - 1) * gap + 2 * pad };
}

interface Flowed {
  /** Each page's rows, placed from a column top of 0 and a column left of 0, by column. */
  readonly pages: { col: number; y: number; part: number; row: number; height: number }[][];
  readonly tallest: number;
}

/**
 * Flows the parts down `shape.cols` columns `room` tall, page after page (`paged`), or on one page
 * only: null when they do not fit it.
 */
function flow(spec: PanelSpec, m: Measured, shape: Shape, room: number, paged: boolean): Flowed | null {
  const heads = spec.heads?.length ?? 0;
  const gap = GAP[shape.step];
  const pages: Flowed['pages'] = [[]];
  let col = 0;
  let y = 0;
  let tallest = 0;
  const nextColumn = (): boolean => {
    col++;
    y = 0;
    if (col < shape.cols) return true;
    if (!paged) return false;
    pages.push([]);
    col = 0;
    return true;
  };
  for (let p = heads; p < heads + spec.parts.length; p++) {
    const rows = m(p, shape.colW, shape.step);
    if (rows.rows.length === 0) continue;
    const whole = total(rows);
    const keep = spec.parts[p - heads]!.keep === true;
    // A part kept together is broken only over pages, and only where a page cannot hold it whole.
    if (keep && whole > room && !paged) return null;
    // It starts a new column where the rest of this one cannot hold it.
    if (keep && y > 0 && y + gap + whole > room && whole <= room && !nextColumn()) return null;
    if (y > 0) y += gap;
    for (const [r, h] of rows.rows.entries()) {
      if (y > 0 && y + h > room) {
        if (!nextColumn()) return null;
      }
      pages.at(-1)!.push({ col, y, part: p, row: r, height: h });
      y += h;
      tallest = Math.max(tallest, y);
      if (r < rows.rows.length - 1) y += rows.gap;
    }
  }
  return { pages, tallest };
}

/** The heads' height across `width` at `step`, their gaps included. */
function headsHeight(spec: PanelSpec, m: Measured, width: number, step: Step): number {
  let h = 0;
  for (let i = 0; i < (spec.heads?.length ?? 0); i++) {
    const rows = m(i, width, step);
    if (rows.rows.length > 0) h += total(rows) + GAP[step];
  }
  return h;
}

/** Room the columns have on the screen at `shape` (a pager's row taken off when paged). */
function columnRoom(spec: PanelSpec, m: Measured, shape: Shape, paged: boolean): number {
  const { step } = shape;
  const header = spec.header ?? HEADER;
  const pad = padOf(spec, step);
  const fixed = 2 * marginOf(spec, step) + 2 * pad + header + GAP[step] + headsHeight(spec, m, shape.frameW - 2 * pad, step);
  return spec.screen.height - fixed - (paged ? TOUCH_TARGET + GAP[step] : 0);
}

/** The least column height that holds every part on one page, or null where none does. */
function snugRoom(spec: PanelSpec, m: Measured, shape: Shape, room: number): { room: number; flowed: Flowed } | null {
  const all = flow(spec, m, shape, room, false);
  if (!all) return null;
  if (shape.cols === 1) return { room: Math.max(all.tallest, spec.minBody ?? 0), flowed: all };
  // Columns as even as the rows allow: the shortest room that still holds them all.
  let [lo, hi] = [0, Math.floor(room)];
  let best = all;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const f = flow(spec, m, shape, mid, false);
    if (f) {
      hi = mid;
      best = f;
    } else lo = mid + 1;
  }
  return { room: Math.max(best.tallest, spec.minBody ?? 0), flowed: best };
}

/** Lays the flowed rows out in a frame of `shape` whose columns are `room` tall. */
function place(spec: PanelSpec, m: Measured, shape: Shape, room: number, flowed: Flowed, paged: boolean): PanelPlan {
  const { step, frameW, colW } = shape;
  const pad = padOf(spec, step);
  const gap = GAP[step];
  const header = spec.header ?? HEADER;
  const inner = frameW - 2 * pad;
  const headsH = headsHeight(spec, m, inner, step);
  const frameH = 2 * pad + header + gap + headsH + room + (paged ? gap + TOUCH_TARGET : 0);
  const frame = { x: Math.round((spec.screen.width - frameW) / 2), y: Math.round(Math.max(marginOf(spec, step), (spec.screen.height - frameH) / 2)), width: frameW, height: frameH };
  const left = frame.x + pad;
  const headerRect = { x: left, y: frame.y + pad, width: inner, height: header };
  const heads: PlacedRow[] = [];
  let y = headerRect.y + header + gap;
  for (let i = 0; i < (spec.heads?.length ?? 0); i++) {
    const rows = m(i, inner, step);
    rows.rows.forEach((h, r) => {
      heads.push(placedRow(i, r, rows, { x: left, y, width: inner, height: h }));
      y += h + (r < rows.rows.length - 1 ? rows.gap : 0);
    });
    if (rows.rows.length > 0) y += gap;
  }
  const top = y;
  const pages = flowed.pages.map((rows) => [
    ...heads,
    ...rows.map((r) => placedRow(r.part, r.row, m(r.part, colW, step), { x: left + r.col * (colW + gap), y: top + r.y, width: colW, height: r.height })),
  ]);
  const pager = paged ? pagerIn({ x: left, y: top + room + gap, width: inner, height: TOUCH_TARGET }, gap) : null;
  return { step, frame, header: headerRect, columns: shape.cols, pages, pager, body: room };
}

/** Previous at the left of `r`, Next at its right, the page's number between. */
export function pagerIn(r: Rect, gap: number): NonNullable<PanelPlan['pager']> {
  const bw = Math.min(170, (r.width - 2 * gap) / 3);
  const prev = { x: r.x, y: r.y, width: bw, height: r.height };
  const next = { x: r.x + r.width - bw, y: r.y, width: bw, height: r.height };
  return { prev, next, label: { x: prev.x + bw + gap, y: r.y, width: r.width - 2 * bw - 2 * gap, height: r.height } };
}

/** A row's cells: side by side, a short last row centred. */
function placedRow(part: number, row: number, m: PartRows, rect: Rect): PlacedRow {
  const cells = m.cells ?? m.rows.length * m.cols;
  const inRow = Math.max(0, Math.min(m.cols, cells - row * m.cols));
  const w = (rect.width - (m.cols - 1) * m.gap) / m.cols;
  const x0 = rect.x + ((m.cols - inRow) * (w + m.gap)) / 2;
  return { part, row, rect, cells: Array.from({ length: inRow }, (_, i) => ({ x: x0 + i * (w + m.gap), y: rect.y, width: w, height: rect.height })) };
}

/**
 * The plan of a panel on its screen: the roomiest tightness at which its parts fit one page, in as
 * few columns as fit; else pages, as many columns a page as the screen gives, at the tightest.
 * Heads that would take more than a third of a page (a tiny screen) flow with the parts.
 */
export function planPanel(spec: PanelSpec): PanelPlan {
  return planOf(crowded(spec) ? { ...spec, heads: [], parts: [...(spec.heads ?? []), ...spec.parts] } : spec);
}

function crowded(spec: PanelSpec): boolean {
  if ((spec.heads?.length ?? 0) === 0) return false;
  const step = TIGHTEST;
  const shape = shapeOf(spec, step, 1)!;
  const pad = padOf(spec, step);
  const page = spec.screen.height - 2 * marginOf(spec, step) - 2 * pad - (spec.header ?? HEADER);
  return headsHeight(spec, measurer(spec), shape.frameW - 2 * pad, step) > page / 3;
}

function planOf(spec: PanelSpec): PanelPlan {
  const m = measurer(spec);
  const steps = spec.step === undefined ? STEPS : [spec.step];
  const counts = spec.columns === undefined ? Array.from({ length: spec.maxColumns ?? 3 }, (_, i) => i + 1) : [spec.columns];
  for (const step of steps) {
    for (const cols of counts) {
      const shape = shapeOf(spec, step, cols);
      if (!shape) break;
      const snug = snugRoom(spec, m, shape, columnRoom(spec, m, shape, false));
      if (snug) return place(spec, m, shape, snug.room, snug.flowed, false);
    }
  }
  const step = steps.at(-1)!;
  let shape = shapeOf(spec, step, 1)!;
  for (const cols of counts) shape = shapeOf(spec, step, cols) ?? shape;
  const room = Math.max(columnRoom(spec, m, shape, true), spec.minBody ?? 0);
  return place(spec, m, shape, room, flow(spec, m, shape, room, true)!, true);
}
