/**
 * The statistics panel's chart of the last games: one bar a game, oldest on the left, green for a
 * win and red for a loss, as tall as the game was long (its time, or its moves where the time is
 * not known); the moves written under each bar where there is room.
 */
import type Phaser from 'phaser';
import type { RecentGame } from '../engine/stats.ts';
import type { Rect } from './layout.ts';
import { MIN_TEXT } from './controls.ts';
import { textStyle } from './ui.ts';

export interface ChartWords {
  readonly title: string;
  readonly legend: string;
  readonly empty: string;
}

const WON = 0x3fbf6f;
const LOST = 0xd9534f;
/** Title, legend and the moves line under the bars. */
const TEXT_ROWS = 3 * (MIN_TEXT + 8);

/** The chart's height at its smallest (the panel gives it what it can). */
export const CHART_MIN_H = TEXT_ROWS + 40;

/** Draws the chart in `r`. */
export function drawStatsChart(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, games: readonly RecentGame[], words: ChartWords, r: Rect): void {
  const title = scene.add.text(r.x + r.width / 2, r.y, words.title, textStyle(15, '#f2c14e', true)).setOrigin(0.5, 0);
  if (games.length === 0) {
    scene.add.text(r.x + r.width / 2, title.y + title.height + 8, words.empty, textStyle(14, '#e8f3ec')).setOrigin(0.5, 0);
    return;
  }
  const legendY = title.y + title.height + 4;
  // "won · lost · taller took longer": the first two words in their bars' colours.
  const parts = words.legend.split(' · ');
  const colours = ['#6fdc95', '#ff8a85', '#e8f3ec'];
  const texts = parts.map((p, i) => scene.add.text(0, legendY, i < parts.length - 1 ? `${p} · ` : p, textStyle(13, colours[Math.min(i, 2)], i < 2)));
  const legendW = texts.reduce((w, t) => w + t.width, 0);
  let lx = r.x + (r.width - legendW) / 2;
  for (const t of texts) {
    t.setX(lx);
    lx += t.width;
  }
  const barsTop = legendY + (texts[0]?.height ?? 16) + 8;
  const barsBottom = r.y + r.height - (MIN_TEXT + 8);
  const slot = r.width / Math.max(games.length, 8);
  const barW = Math.min(28, slot * 0.7);
  const x0 = r.x + (r.width - slot * games.length) / 2;
  const size = (x: RecentGame) => x.timeMs ?? (x.moves === null ? null : x.moves * 1000);
  const most = Math.max(0, ...games.map((x) => size(x) ?? 0));
  const full = barsBottom - barsTop;
  // The shortest game still shows a bar; with nothing to compare (all instant), every bar is full.
  const heightOf = (v: number | null) => (v === null ? 6 : most === 0 ? full : 10 + ((full - 10) * v) / most);
  g.lineStyle(1, 0xffffff, 0.35);
  g.lineBetween(r.x, barsBottom + 0.5, r.x + r.width, barsBottom + 0.5);
  const showMoves = slot >= 26;
  games.forEach((x, i) => {
    const v = size(x);
    const h = heightOf(v);
    const bx = x0 + i * slot + (slot - barW) / 2;
    g.fillStyle(x.won ? WON : LOST, 1);
    g.fillRoundedRect(bx, barsBottom - h, barW, h, Math.min(4, barW / 3));
    if (showMoves && x.moves !== null) scene.add.text(bx + barW / 2, barsBottom + 3, String(x.moves), textStyle(MIN_TEXT, '#c9d6cf')).setOrigin(0.5, 0);
  });
}
