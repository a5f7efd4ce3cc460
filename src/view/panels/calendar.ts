/**
 * The daily challenges' month: a week to a row, Monday first, each day a touch-sized cell with its
 * number and its stars (one per challenge met), today marked, the chosen day outlined. Every day
 * is a keyboard stop that says its date and its stars; pressing one chooses it.
 */
import type Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import { TOUCH_TARGET } from '../kit/touch.ts';
import { type UiButton, textStyle } from '../kit/ui.ts';
import { fillStar } from '../win/star.ts';

export interface CalendarMonth {
  /** YYYY-MM. */
  readonly month: string;
  /** Each day's stars, day 1 first. */
  readonly stars: readonly number[];
  /** Today's day of the month, or 0 when today is not in it. */
  readonly today: number;
  /** The day chosen. */
  readonly chosen: number;
  /** What a screen reader hears of a day. */
  readonly spoken: (day: number) => string;
  readonly choose: (day: number) => void;
}

const GAP = 3;
const GOLD = 0xf2c14e;

/** Weeks the month spans, Monday first. */
function layoutOf(month: string): { first: number; days: number; weeks: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first, days, weeks: Math.ceil((first + days) / 7) };
}

/** The height the month takes drawn `width` wide: cells square, never under a finger's 44 px. */
export function calendarHeight(month: string, width: number): number {
  const cell = Math.max(TOUCH_TARGET, Math.min(64, (width - 6 * GAP) / 7));
  return layoutOf(month).weeks * (cell + GAP);
}

/** Draws the month in `r`; returns each day's button. */
export function drawCalendar(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, c: CalendarMonth, r: Rect): UiButton[] {
  const { first, days } = layoutOf(c.month);
  const cell = Math.max(TOUCH_TARGET, Math.min(64, (r.width - 6 * GAP) / 7));
  const x0 = r.x + (r.width - (7 * cell + 6 * GAP)) / 2;
  const buttons: UiButton[] = [];
  for (let day = 1; day <= days; day++) {
    const k = first + day - 1;
    const rect = { x: x0 + (k % 7) * (cell + GAP), y: r.y + Math.floor(k / 7) * (cell + GAP), width: cell, height: cell };
    const stars = c.stars[day - 1] ?? 0;
    g.fillStyle(day === c.today ? 0x2f6b47 : 0xffffff, day === c.today ? 0.9 : 0.1);
    g.fillRoundedRect(rect.x, rect.y, cell, cell, 8);
    if (day === c.chosen) {
      g.lineStyle(2.5, GOLD, 1);
      g.strokeRoundedRect(rect.x + 1, rect.y + 1, cell - 2, cell - 2, 8);
    }
    scene.add.text(rect.x + cell / 2, rect.y + cell * 0.36, String(day), textStyle(Math.max(12, cell * 0.3), '#ffffff', day === c.today)).setOrigin(0.5);
    drawStars(g, rect, stars);
    buttons.push({ id: `day:${c.month}-${String(day).padStart(2, '0')}`, label: String(day), spoken: c.spoken(day), rect, action: () => { c.choose(day); } });
  }
  return buttons;
}

/** Three small stars along the foot of a day's cell, those earned filled. */
function drawStars(g: Phaser.GameObjects.Graphics, cell: Rect, earned: number): void {
  const r = Math.max(3, cell.width * 0.09);
  const y = cell.y + cell.height * 0.74;
  for (let i = 0; i < 3; i++) {
    const cx = cell.x + cell.width / 2 + (i - 1) * (r * 2.4);
    g.fillStyle(i < earned ? GOLD : 0xffffff, i < earned ? 1 : 0.22);
    fillStar(g, cx, y, r);
  }
}
