/**
 * The statistics panel's chart of the last games: one bar a game, oldest on the left, green for a
 * win and red for a loss, as tall as the game was long, on a labelled scale (its moves, or its time
 * where the moves are not known); the games' axis says which way they run.
 */
import type Phaser from 'phaser';
import type { RecentGame } from '../../engine/stats.ts';
import type { Rect } from '../../geometry.ts';
import { LEAST_TEXT as MIN_TEXT } from '../kit/panelParts.ts';
import { textStyle } from '../kit/ui.ts';
import { type ChartMeasure, chartScale } from './chartScale.ts';
import { formatTime } from '../../text/time.ts';

export interface ChartWords {
  readonly title: string;
  readonly legend: string;
  readonly empty: string;
  /** The axes' names: what the height counts, and the games' order. */
  readonly axis: Readonly<Record<ChartMeasure | 'games', string>>;
}

const WON = 0x3fbf6f;
const LOST = 0xd9534f;
const AXIS_TEXT = '#c9d6cf';
const ROW = MIN_TEXT + 8;
/** Title, legend, the height axis's name above the bars and the games' axis under them. */
const TEXT_ROWS = 4 * ROW;

/** The chart's height at its smallest (the panel gives it what it can). */
export const CHART_MIN_H = TEXT_ROWS + 40;

/** Draws the chart in `r`. */
export function drawStatsChart(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, games: readonly RecentGame[], words: ChartWords, r: Rect): void {
  const title = scene.add.text(r.x + r.width / 2, r.y, words.title, textStyle(15, '#f2c14e', true)).setOrigin(0.5, 0);
  if (games.length === 0) {
    scene.add.text(r.x + r.width / 2, title.y + title.height + 8, words.empty, textStyle(14, '#e8f3ec')).setOrigin(0.5, 0);
    return;
  }
  const legendBottom = drawLegend(scene, words.legend, r, title.y + title.height + 4);
  const scale = chartScale(games);
  const top = scale.ticks.at(-1)!;
  const figure = (t: number) => (scale.measure === 'time' ? formatTime(t) : String(t));
  const labels = scale.ticks.map((t) => scene.add.text(0, 0, figure(t), textStyle(MIN_TEXT, AXIS_TEXT)).setOrigin(1, 0.5));
  const gutter = Math.max(...labels.map((l) => l.width)) + 8;
  const plot = { x: r.x + gutter, top: legendBottom + ROW, bottom: r.y + r.height - ROW };
  const full = plot.bottom - plot.top;
  scene.add.text(plot.x + 4, plot.top - 4, words.axis[scale.measure], textStyle(MIN_TEXT, AXIS_TEXT)).setOrigin(0, 1);
  scene.add.text(plot.x + (r.x + r.width - plot.x) / 2, plot.bottom + 4, words.axis.games, textStyle(MIN_TEXT, AXIS_TEXT)).setOrigin(0.5, 0);
  // Every figure where they clear each other; on a short chart only the bottom and the top.
  const roomy = full / (scale.ticks.length - 1) >= MIN_TEXT + 4;
  scale.ticks.forEach((t, i) => {
    const y = plot.bottom - (full * t) / top;
    const label = labels[i]!;
    if (!roomy && i > 0 && i < scale.ticks.length - 1) {
      label.destroy();
      return;
    }
    label.setPosition(plot.x - 5, y);
    g.lineStyle(1, 0xffffff, i === 0 ? 0.5 : 0.15);
    g.lineBetween(plot.x, y + 0.5, r.x + r.width, y + 0.5);
  });
  g.lineStyle(1, 0xffffff, 0.5);
  g.lineBetween(plot.x + 0.5, plot.top, plot.x + 0.5, plot.bottom);
  drawBars(g, games, scale.valueOf, { x: plot.x + 2, y: plot.top, width: r.x + r.width - plot.x - 2, height: full }, top);
}

/** "won · lost · taller took longer", centred at `y`, the first two words in their bars' colours; returns its foot. */
function drawLegend(scene: Phaser.Scene, legend: string, r: Rect, y: number): number {
  const parts = legend.split(' · ');
  const colours = ['#6fdc95', '#ff8a85', '#e8f3ec'];
  const texts = parts.map((p, i) => scene.add.text(0, y, i < parts.length - 1 ? `${p} · ` : p, textStyle(13, colours[Math.min(i, 2)], i < 2)));
  const legendW = texts.reduce((w, t) => w + t.width, 0);
  let lx = r.x + (r.width - legendW) / 2;
  for (const t of texts) {
    t.setX(lx);
    lx += t.width;
  }
  return y + (texts[0]?.height ?? 16) + 4;
}

/** The bars in `area`, bottom at its foot, a game worth `top` reaching its top. */
function drawBars(g: Phaser.GameObjects.Graphics, games: readonly RecentGame[], valueOf: (x: RecentGame) => number | null, area: Rect, top: number): void {
  const slot = area.width / Math.max(games.length, 8);
  const barW = Math.min(28, slot * 0.7);
  const x0 = area.x + (area.width - slot * games.length) / 2;
  const bottom = area.y + area.height;
  games.forEach((x, i) => {
    const v = valueOf(x);
    // A game of unknown length, or a very short one, still shows a sliver.
    const h = v === null ? 4 : Math.max(3, (area.height * v) / top);
    const bx = x0 + i * slot + (slot - barW) / 2;
    g.fillStyle(x.won ? WON : LOST, 1);
    g.fillRoundedRect(bx, bottom - h, barW, h, Math.min(4, barW / 3, h / 2));
  });
}
