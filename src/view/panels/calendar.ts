/**
 * The daily challenges' month as a calendar in the player's language: the month's name, the days of
 * the week from the day the player's region starts its week on, then a week to a row, each day a
 * cell with its number and its stars (one per challenge met), today marked, the chosen day
 * outlined, a day not yet open dimmed with a padlock in place of its stars. Where seven cells a row are each a finger's width, every day is a touch target and a
 * keyboard stop that says its date and its stars; on a screen narrower than that the month is drawn
 * small and the day is chosen with the previous and next day's buttons under it.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import { type Weekday, monthGrid } from '../../text/dates.ts';
import { T } from '../../text/index.ts';
import { TOUCH_TARGET } from '../kit/touch.ts';
import { type PanelPartView, LEAST_TEXT, lineHeight, textWidth } from '../kit/panelParts.ts';
import type { PlacedRow, Step } from '../kit/panelPlan.ts';
import { type UiButton, drawButton, textStyle } from '../kit/ui.ts';
import { fillStar } from '../win/star.ts';

export interface CalendarMonth {
  /** YYYY-MM. */
  readonly month: string;
  /** "December 2026", in the player's language. */
  readonly title: string;
  /** The day the week starts on, and the days' short and narrow names from it. */
  readonly firstDay: Weekday;
  readonly weekdays: { readonly short: readonly string[]; readonly narrow: readonly string[] };
  /** Each day's stars, day 1 first. */
  readonly stars: readonly number[];
  /** Today's day of the month, or 0 when today is not in it. */
  readonly today: number;
  /** The day chosen. */
  readonly chosen: number;
  /** A day not open yet: drawn locked (chosen, it says when it opens, and deals nothing). */
  readonly locked: (day: number) => boolean;
  /** What a screen reader hears of a day. */
  readonly spoken: (day: number) => string;
  readonly choose: (day: number) => void;
}

const GAP = 3;
const GOLD = 0xf2c14e;
const TITLE_SIZE = [18, 17, 16, 15] as const;
const HEADING_SIZE = 12;
/** The tallest a day's cell is drawn, by tightness. */
const TALLEST = [60, 54, 48, 44] as const;

/** The narrowest the month is drawn with every day a finger's width. */
export const CALENDAR_MIN_W = 7 * TOUCH_TARGET + 6 * GAP;

/** A day's cell's width at `width`: a finger's, or the small month's narrower one. */
const cellWidth = (width: number): number => Math.min(64, (width - 6 * GAP) / 7);

/** The month as a part of its panel: its name, the days' names, the weeks, and on a narrow screen the day's buttons. */
export function calendarPart(scene: Phaser.Scene, c: CalendarMonth): PanelPartView {
  const grid = monthGrid(c.month, c.firstDay);
  const shape = (width: number, step: Step) => {
    const w = cellWidth(width);
    const touch = w >= TOUCH_TARGET;
    return { w, h: touch ? Math.max(TOUCH_TARGET, Math.min(TALLEST[step], w)) : Math.max(LEAST_TEXT + 12, w), touch };
  };
  return {
    keep: true,
    measure: (width, step) => {
      const { h, touch } = shape(width, step);
      const title = lineHeight(scene, TITLE_SIZE[step], true) + 4;
      const heading = lineHeight(scene, HEADING_SIZE) + 2;
      const weeks = Array.from({ length: grid.weeks }, () => h);
      return { rows: [title, heading, ...weeks, ...(touch ? [] : [TOUCH_TARGET])], cols: 1, gap: GAP };
    },
    draw: (g, rows, step) => rows.flatMap((r) => drawRow(scene, g, c, grid, r, step, shape(r.rect.width, step))),
  };
}

function drawRow(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, c: CalendarMonth, grid: ReturnType<typeof monthGrid>, r: PlacedRow, step: Step, shape: { w: number; touch: boolean }): UiButton[] {
  const { rect } = r;
  const x0 = rect.x + (rect.width - (7 * shape.w + 6 * GAP)) / 2;
  if (r.row === 0) {
    const t = scene.add.text(rect.x + rect.width / 2, rect.y, c.title, textStyle(TITLE_SIZE[step], '#f2e6c4', true)).setOrigin(0.5, 0);
    if (t.width > rect.width) t.setScale(Math.max(LEAST_TEXT / TITLE_SIZE[step], rect.width / t.width));
    return [];
  }
  if (r.row === 1) {
    // The short names where each fits its column, else the narrow ones.
    const names = c.weekdays.short.every((n) => textWidth(n, HEADING_SIZE) <= shape.w - 2) ? c.weekdays.short : c.weekdays.narrow;
    names.forEach((n, i) => { scene.add.text(x0 + i * (shape.w + GAP) + shape.w / 2, rect.y, n, textStyle(HEADING_SIZE, '#c9d6cf')).setOrigin(0.5, 0); });
    return [];
  }
  const week = r.row - 2;
  if (week >= grid.weeks) return dayButtons(scene, g, c, grid.days, rect);
  const out: UiButton[] = [];
  for (let col = 0; col < 7; col++) {
    const day = week * 7 + col - grid.offset + 1;
    if (day < 1 || day > grid.days) continue;
    const cell = { x: x0 + col * (shape.w + GAP), y: rect.y, width: shape.w, height: rect.height };
    drawDay(scene, g, c, day, cell);
    if (shape.touch) out.push({ id: `day:${c.month}-${String(day).padStart(2, '0')}`, label: String(day), spoken: c.spoken(day), rect: cell, action: () => { c.choose(day); } });
  }
  return out;
}

function drawDay(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, c: CalendarMonth, day: number, cell: Rect): void {
  const today = day === c.today;
  const locked = c.locked(day);
  g.fillStyle(today ? 0x2f6b47 : 0xffffff, today ? 0.9 : locked ? 0.04 : 0.1);
  g.fillRoundedRect(cell.x, cell.y, cell.width, cell.height, Math.min(8, cell.width / 4));
  if (day === c.chosen) {
    g.lineStyle(2.5, GOLD, 1);
    g.strokeRoundedRect(cell.x + 1, cell.y + 1, cell.width - 2, cell.height - 2, Math.min(8, cell.width / 4));
  }
  const size = Math.max(LEAST_TEXT, Math.min(18, Math.min(cell.width, cell.height) * 0.3));
  scene.add.text(cell.x + cell.width / 2, cell.y + cell.height * 0.36, String(day), textStyle(size, locked ? '#93a89d' : '#ffffff', today)).setOrigin(0.5);
  if (locked) drawLock(g, cell);
  else drawStars(g, cell, c.stars[day - 1] ?? 0);
}

/** A small padlock where a day's stars go: the day is not open yet. */
function drawLock(g: Phaser.GameObjects.Graphics, cell: Rect): void {
  const w = Math.max(7, Math.min(cell.width, cell.height) * 0.22);
  const h = w * 0.75;
  const cx = cell.x + cell.width / 2;
  const top = cell.y + cell.height * 0.76 - h / 2 + w * 0.15;
  g.lineStyle(Math.max(1.5, w * 0.16), 0x93a89d, 1);
  g.beginPath();
  g.arc(cx, top, w * 0.3, Math.PI, 0);
  g.strokePath();
  g.fillStyle(0x93a89d, 1);
  g.fillRoundedRect(cx - w / 2, top, w, h, Math.min(2, w / 5));
}

/** The small month's way to choose a day: the day before and the day after, beside the day chosen. */
function dayButtons(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, c: CalendarMonth, days: number, rect: Rect): UiButton[] {
  const prev = { x: rect.x, y: rect.y, width: TOUCH_TARGET, height: TOUCH_TARGET };
  const next = { x: rect.x + rect.width - TOUCH_TARGET, y: rect.y, width: TOUCH_TARGET, height: TOUCH_TARGET };
  const to = (day: number) => () => { c.choose(Math.max(1, Math.min(days, day))); };
  return [
    { ...drawButton(scene, g, 'day:prev', prev, '‹', to(c.chosen - 1)), label: T.previousDay, spoken: T.buttonSpoken(T.previousDay) },
    { ...drawButton(scene, g, 'day:next', next, '›', to(c.chosen + 1)), label: T.nextDay, spoken: T.buttonSpoken(T.nextDay) },
  ];
}

/** Three small stars along the foot of a day's cell, those earned filled. */
function drawStars(g: Phaser.GameObjects.Graphics, cell: Rect, earned: number): void {
  const r = Math.max(2.5, Math.min(cell.width, cell.height) * 0.09);
  const y = cell.y + cell.height * 0.76;
  for (let i = 0; i < 3; i++) {
    const cx = cell.x + cell.width / 2 + (i - 1) * (r * 2.4);
    g.fillStyle(i < earned ? GOLD : 0xffffff, i < earned ? 1 : 0.22);
    fillStar(g, cx, y, r);
  }
}
