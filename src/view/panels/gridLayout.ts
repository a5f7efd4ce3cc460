/**
 * Where a panel of many like cells (the trophies) puts them: as many columns as cells of a
 * readable width fit, as many rows as the screen's height takes, and where they do not all fit,
 * pages with Previous and Next below them. Pure: the panel scene measures its header and draws.
 */
import type { Rect } from '../../geometry.ts';
import { TOUCH_TARGET } from '../kit/touch.ts';

/** The narrowest cell: an emblem and two short lines of 12 px text beside it. */
export const GRID_MIN_CELL = 250;
export const GRID_GAP = 8;
const MARGIN = 8;
const PAD = 16;
const MOST_COLUMNS = 4;
const WIDEST = 1040;

export interface GridPlan {
  readonly panel: Rect;
  readonly cols: number;
  /** Cells a page holds. */
  readonly perPage: number;
  readonly pages: number;
  /** A full page's cells, row by row. */
  readonly cells: readonly Rect[];
  /** Previous, the page's number and Next in a row under the cells, when there is more than one page. */
  readonly turn: { readonly prev: Rect; readonly label: Rect; readonly next: Rect } | null;
}

/** A cell's height on a screen `width` x `height`: an emblem with room round it. */
export const gridRowHeight = (width: number, height: number): number => Math.round(Math.min(84, Math.max(64, Math.min(width, height) / 11)));

/**
 * Lays out `count` cells on a screen `width` x `height` (CSS px) in a panel whose title and lines
 * take `header` px at its top.
 */
export function gridPlan(width: number, height: number, count: number, header: number): GridPlan {
  const pw = Math.min(width - 2 * MARGIN, WIDEST);
  const inner = pw - 2 * PAD;
  const cols = Math.max(1, Math.min(MOST_COLUMNS, Math.floor((inner + GRID_GAP) / (GRID_MIN_CELL + GRID_GAP))));
  const rowH = gridRowHeight(width, height);
  const rowsIn = (room: number): number => Math.max(1, Math.floor((room + GRID_GAP) / (rowH + GRID_GAP)));
  const room = height - 2 * MARGIN - header - PAD;
  let rows = rowsIn(room);
  let pages = Math.max(1, Math.ceil(count / (rows * cols)));
  const footer = TOUCH_TARGET + 12;
  if (pages > 1) {
    rows = rowsIn(room - footer);
    pages = Math.ceil(count / (rows * cols));
  }
  // One page shrinks to its cells; pages keep one size, so Previous and Next stay put.
  const shown = pages > 1 ? rows : Math.max(1, Math.ceil(count / cols));
  const gridH = shown * rowH + (shown - 1) * GRID_GAP;
  const ph = header + gridH + (pages > 1 ? footer : 0) + PAD;
  const panel = { x: (width - pw) / 2, y: Math.max(MARGIN, (height - ph) / 2), width: pw, height: ph };
  const cellW = (inner - (cols - 1) * GRID_GAP) / cols;
  const top = panel.y + header;
  const cells: Rect[] = [];
  for (let i = 0; i < Math.min(count, rows * cols); i++) {
    cells.push({ x: panel.x + PAD + (i % cols) * (cellW + GRID_GAP), y: top + Math.floor(i / cols) * (rowH + GRID_GAP), width: cellW, height: rowH });
  }
  let turn: GridPlan['turn'] = null;
  if (pages > 1) {
    const y = top + gridH + 12;
    const bw = Math.min(170, (inner - 2 * GRID_GAP) / 3);
    const prev = { x: panel.x + PAD, y, width: bw, height: TOUCH_TARGET };
    const next = { x: panel.x + pw - PAD - bw, y, width: bw, height: TOUCH_TARGET };
    turn = { prev, next, label: { x: prev.x + bw + GRID_GAP, y, width: next.x - prev.x - bw - 2 * GRID_GAP, height: TOUCH_TARGET } };
  }
  return { panel, cols, perPage: rows * cols, pages, cells, turn };
}
