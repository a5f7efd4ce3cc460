/**
 * The parts most panels are made of, each able to say how tall it is drawn at a width and a
 * tightness (view/kit/panelPlan.ts) and to draw the rows of it a page shows: words, and a grid of
 * touch-sized buttons. Words are broken into lines here (view/kit/wrap.ts), so what was measured
 * is what is drawn.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import type { PlacedRow, PlanPart, Step } from './panelPlan.ts';
import { UI_FONT } from './fonts.ts';
import { type UiButton, drawButton, spokenOf, textStyle } from './ui.ts';
import { wrapLines } from './wrap.ts';

/** A part of a panel that draws the rows of it a page shows, in `g` (shapes) and texts over it. */
export interface PanelPartView extends PlanPart {
  readonly draw: (g: Phaser.GameObjects.Graphics, rows: readonly PlacedRow[], step: Step) => UiButton[];
}

/** The least size words are drawn at, CSS px: the panels' floor. */
export const LEAST_TEXT = 12;

let context: CanvasRenderingContext2D | null = null;

/** How wide `s` is drawn at `size` px. */
export function textWidth(s: string, size: number, bold = false, family = UI_FONT): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return s.length * size * 0.6;
  context.font = `${bold ? 'bold' : 'normal'} ${size}px ${family}`;
  return context.measureText(s).width;
}

const heights = new Map<string, number>();

/** The height of one line of text at `size` px as Phaser draws it (its font's ascent and descent). */
export function lineHeight(scene: Phaser.Scene, size: number, bold = false, family = UI_FONT): number {
  const key = `${size}:${bold}:${family}`;
  let h = heights.get(key);
  if (h === undefined) {
    const t = scene.add.text(0, 0, '|MÉqgy', textStyle(size, '#fff', bold, family));
    h = t.height;
    t.destroy();
    heights.set(key, h);
  }
  return h;
}

export interface WordsLook {
  /** The size at each tightness, roomiest first. */
  readonly sizes: readonly [number, number, number, number];
  readonly colour: string;
  readonly align?: 'left' | 'center';
  readonly bold?: boolean;
  /** Extra room between lines, px. */
  readonly spacing?: number;
  /** The typeface; the panels' own unless told. */
  readonly family?: string;
}

/** Words (`\n` between lines, a blank line between paragraphs) in lines that fit the column. */
export function wordsPart(scene: Phaser.Scene, text: string, look: WordsLook): PanelPartView {
  const spacing = look.spacing ?? 2;
  const bold = look.bold === true;
  const family = look.family ?? UI_FONT;
  const cache = new Map<string, string[]>();
  const linesAt = (width: number, step: Step): string[] => {
    const size = look.sizes[step];
    const key = `${Math.round(width)}:${size}`;
    let lines = cache.get(key);
    if (!lines) {
      lines = wrapLines(text, width - 2, (s) => textWidth(s, size, bold, family));
      cache.set(key, lines);
    }
    return lines;
  };
  return {
    measure: (width, step) => {
      const lines = text === '' ? [] : linesAt(width, step);
      const h = lineHeight(scene, look.sizes[step], bold, family) + spacing;
      return { rows: lines.map(() => h), cols: 1, gap: 0 };
    },
    draw: (_g, rows, step) => {
      const size = look.sizes[step];
      // The rows a column shows one after the other are one text.
      for (const run of runs(rows)) {
        const lines = linesAt(run[0]!.rect.width, step).slice(run[0]!.row, run.at(-1)!.row + 1);
        const r = run[0]!.rect;
        const centre = look.align === 'center';
        scene.add.text(centre ? r.x + r.width / 2 : r.x, r.y, lines.join('\n'), { ...textStyle(size, look.colour, bold, family), align: look.align ?? 'left', lineSpacing: spacing }).setOrigin(centre ? 0.5 : 0, 0);
      }
      return [];
    },
  };
}

/** Rows in runs of one column's consecutive rows. */
function runs(rows: readonly PlacedRow[]): PlacedRow[][] {
  const out: PlacedRow[][] = [];
  for (const r of rows) {
    const last = out.at(-1)?.at(-1);
    if (last && last.row === r.row - 1 && last.rect.x === r.rect.x) out.at(-1)!.push(r);
    else out.push([r]);
  }
  return out;
}

export interface PanelButton {
  /** Stable name for tests and the keyboard. */
  readonly id: string;
  readonly label: string;
  readonly primary?: boolean;
  readonly spoken?: string;
}

const BUTTON_H = [48, 46, 44, 44] as const;
const BUTTON_GAP = [10, 8, 6, 4] as const;
/** The narrowest button worth a column of its own, by tightness: at the roomiest, buttons take the column's width. */
const BUTTON_MIN_W = [Infinity, 170, 150, 130] as const;
/** Words on a button wrap at this size before they shrink further. */
const BUTTON_WORDS = 14;

/**
 * Buttons in a grid: one to a row at the roomiest, more side by side as it tightens, a button as
 * tall as its words need on two lines or more. `press(id)` when one is pressed.
 */
export function buttonsPart(scene: Phaser.Scene, items: readonly PanelButton[], press: (id: string) => void): PanelPartView {
  const grid = (width: number, step: Step) => {
    const gap = BUTTON_GAP[step];
    const cols = Math.max(1, Math.min(items.length, 3, Math.floor((width + gap) / (BUTTON_MIN_W[step] + gap))));
    return { cols, gap, cellW: (width - (cols - 1) * gap) / cols };
  };
  const tallOf = (label: string, w: number, step: Step) => {
    const lines = wrapLines(label, w - 12, (s) => textWidth(s, BUTTON_WORDS, true)).length;
    return Math.max(BUTTON_H[step], lines * lineHeight(scene, BUTTON_WORDS, true) + 8);
  };
  return {
    keep: true,
    measure: (width, step) => {
      const { cols, gap, cellW } = grid(width, step);
      const rows: number[] = [];
      for (let i = 0; i < items.length; i += cols) rows.push(Math.max(...items.slice(i, i + cols).map((b) => tallOf(b.label, cellW, step))));
      return { rows, cols, gap, cells: items.length };
    },
    draw: (g, rows, step) => {
      // One size of words for the lot: the size the longest words fit their button at.
      const most = Math.min(...rows.flatMap((r) => r.cells.map((cell, i) => wordsFit(scene, items[r.row * grid(r.rect.width, step).cols + i]!.label, cell))));
      return rows.flatMap((r) => r.cells.map((cell, i) => {
        const item = items[r.row * grid(r.rect.width, step).cols + i]!;
        const b = drawButton(scene, g, item.id, cell, item.label, () => { press(item.id); }, item.primary === true, most);
        return item.spoken === undefined ? b : { ...b, spoken: item.spoken };
      }));
    },
  };
}

export interface NotedButton extends PanelButton {
  /** What choosing it gives, in a line or two of its own. */
  readonly note: string;
}

const NOTE_SIZES = [16, 14, 13, LEAST_TEXT] as const;
const NOTE_COLOUR = '#e8f3ec';
/** The narrowest column that holds a button with its note beside it; narrower, the note goes under. */
const BESIDE_MIN_W = 400;

/**
 * Choices one to a row, each a button with what it gives in words beside it, or under it in a
 * narrow column. `press(id)` when one is pressed.
 */
export function notedButtonsPart(scene: Phaser.Scene, items: readonly NotedButton[], press: (id: string) => void): PanelPartView {
  const shapeOf = (width: number, step: Step) => {
    const beside = width >= BESIDE_MIN_W;
    const gap = BUTTON_GAP[step] + 4;
    const buttonW = beside ? Math.round(Math.min(200, Math.max(140, width * 0.3))) : width;
    const noteW = beside ? width - buttonW - gap : width;
    return { beside, gap, buttonW, noteW, size: NOTE_SIZES[step] };
  };
  const noteLines = (note: string, width: number, size: number) => wrapLines(note, width - 2, (s) => textWidth(s, size));
  const layOut = (item: NotedButton, width: number, step: Step) => {
    const sh = shapeOf(width, step);
    const lines = noteLines(item.note, sh.noteW, sh.size);
    const noteH = lines.length * (lineHeight(scene, sh.size) + 2);
    const buttonH = Math.max(BUTTON_H[step], wrapLines(item.label, sh.buttonW - 12, (s) => textWidth(s, BUTTON_WORDS, true)).length * lineHeight(scene, BUTTON_WORDS, true) + 8);
    const height = sh.beside ? Math.max(buttonH, noteH) : buttonH + 4 + noteH;
    return { ...sh, lines, noteH, buttonH, height };
  };
  return {
    keep: true,
    // Notes under their buttons get more room between choices, so each reads as its button's.
    measure: (width, step) => ({ rows: items.map((b) => layOut(b, width, step).height), cols: 1, gap: BUTTON_GAP[step] + (shapeOf(width, step).beside ? 2 : 8) }),
    draw: (g, rows, step) => {
      const placed = rows.map((r) => {
        const item = items[r.row]!;
        const l = layOut(item, r.rect.width, step);
        const button = l.beside
          ? { x: r.rect.x, y: r.rect.y + (l.height - l.buttonH) / 2, width: l.buttonW, height: l.buttonH }
          : { x: r.rect.x, y: r.rect.y, width: l.buttonW, height: l.buttonH };
        const note = l.beside
          ? { x: r.rect.x + l.buttonW + l.gap, y: r.rect.y + (l.height - l.noteH) / 2 }
          : { x: r.rect.x + r.rect.width / 2, y: r.rect.y + l.buttonH + 4 };
        scene.add.text(note.x, note.y, l.lines.join('\n'), { ...textStyle(l.size, NOTE_COLOUR), align: l.beside ? 'left' : 'center', lineSpacing: 2 }).setOrigin(l.beside ? 0 : 0.5, 0);
        return { item, button };
      });
      // One size of words for the lot: the size the longest words fit their button at.
      const most = Math.min(...placed.map((p) => wordsFit(scene, p.item.label, p.button)));
      return placed.map(({ item, button }) => {
        const b = drawButton(scene, g, item.id, button, item.label, () => { press(item.id); }, item.primary === true, most);
        // A screen reader hears what the choice gives after the button's own words.
        return { ...b, spoken: `${item.spoken ?? spokenOf(b)}. ${item.note}` };
      });
    },
  };
}

/** The largest size, 18 px down to 12, at which `label` fits `cell` on one line or broken between its words. */
function wordsFit(scene: Phaser.Scene, label: string, cell: Rect): number {
  for (let size = 18; size > LEAST_TEXT; size--) {
    const lines = wrapLines(label, cell.width - 12, (s) => textWidth(s, size, true));
    const whole = lines.join(' ') === label.split(/\s+/).join(' ');
    if (whole && lines.length * lineHeight(scene, size, true) <= cell.height - 4) return size;
  }
  return LEAST_TEXT;
}

/** A part drawn whole at a height it picks by tightness (a chart): `draw` gets its rect. */
export function blockPart(heightAt: (width: number, step: Step) => number, draw: (g: Phaser.GameObjects.Graphics, r: Rect, step: Step) => UiButton[]): PanelPartView {
  return {
    keep: true,
    measure: (width, step) => ({ rows: [heightAt(width, step)], cols: 1, gap: 0 }),
    draw: (g, rows, step) => rows.flatMap((r) => draw(g, r.rect, step)),
  };
}
