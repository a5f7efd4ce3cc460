/**
 * A panel's content (view/panels/panels.ts) as the parts of the one panel layout (view/kit/panel.ts):
 * its lines of words or its rules (their pictures over them), the daily place's deals and day over its month of challenges, a chart, its buttons; the settings' tabs
 * over the group's controls, the panel as tall as its tallest group so the tabs stay under the
 * finger; the trophies' cells under the month's progress.
 */
import type Phaser from 'phaser';
import { type DrawnPanel, type PanelDrawing, drawPanel } from '../kit/panel.ts';
import { type NotedButton, type PanelPartView, blockPart, buttonsPart, notedButtonsPart, wordsPart } from '../kit/panelParts.ts';
import { type Step, planPanel } from '../kit/panelPlan.ts';
import type { UiButton } from '../kit/ui.ts';
import { announce } from '../kit/dom.ts';
import { CALENDAR_MIN_W, calendarPart } from './calendar.ts';
import { challengeRoomPart } from './challengeRoom.ts';
import { type Control, controlPart, tabsPart } from './controls.ts';
import { gridPart } from './panelGrid.ts';
import type { PanelContent, PanelItem } from './panels.ts';
import { CHART_MIN_H, drawStatsChart } from './statsChart.ts';
import { type RulesFigures, figuresPart, forgetFigures } from './rulesFigures.ts';

/** What the panel's scene does for its buttons. */
export interface PanelActs {
  readonly close: () => void;
  /** A button of the content's list pressed. */
  readonly press: (item: PanelItem) => void;
  /** A tab or a control acted: the panel draws again and says its new state. */
  readonly used: (id: string) => void;
  readonly turn: PanelDrawing['turn'];
}

const LINES = [17, 15, 13, 12] as const;
const PROSE = [16, 15, 13, 12] as const;
const PROSE_COLOUR = '#e8f3ec';
const PROSE_SPACING = 4;
const CHART_H = [180, 150, 132, CHART_MIN_H] as const;

/** Draws `c` on a screen `width` x `height` at `page`. */
export function drawContent(scene: Phaser.Scene, c: PanelContent, page: number, on: PanelActs, width: number, height: number): DrawnPanel {
  const base = { title: c.title, page, close: on.close, turn: on.turn };
  if (c.controls) return drawControls(scene, c, c.controls, base, on, width, height);
  if (c.grid) {
    const heads = c.lines ? [wordsPart(scene, c.lines.join('\n'), { sizes: [16, 15, 14, 13], colour: '#e8f3ec' })] : [];
    return drawPanel(scene, { ...base, width: 1040, maxColumns: 1, heads, parts: [gridPart(scene, c.grid.cells)] }, width, height);
  }
  forgetFigures(scene);
  if (c.figures) return drawRules(scene, c, c.figures, base, on, width, height);
  const lines = linesPart(scene, c);
  const chart = c.chart;
  const parts: PanelPartView[] = [
    ...(c.daily ? dailyParts(scene, c.daily, on) : []),
    ...(c.calendar ? [calendarPart(scene, c.calendar)] : []),
    ...lines,
    ...(chart ? [blockPart((_w, step: Step) => CHART_H[step], (g, r) => {
      drawStatsChart(scene, g, chart.games, chart.words, r);
      // A keyboard stop of its own: a screen reader hears the games one by one.
      return [{ id: 'chart', label: chart.words.title, spoken: chart.spoken, rect: r, action: () => { announce(chart.spoken); } }];
    })] : []),
    ...(c.items.length > 0 ? [itemsPart(scene, c.items, on)] : []),
  ];
  return drawPanel(scene, { ...base, width: c.prose === true ? 640 : c.calendar ? 560 : 520, minColumn: c.prose === true ? 230 : c.calendar ? CALENDAR_MIN_W : 250, parts }, width, height);
}

function linesPart(scene: Phaser.Scene, c: PanelContent): PanelPartView[] {
  if (!c.lines || c.lines.length === 0) return [];
  return [wordsPart(scene, c.lines.join('\n'), c.prose === true ? { sizes: PROSE, colour: PROSE_COLOUR, spacing: PROSE_SPACING } : { sizes: LINES, colour: PROSE_COLOUR, align: 'center' })];
}

/**
 * The rules: their pictures over their lines and buttons. Where the screen cannot show them all
 * on one page, the move's picture is left out, so the table's stays with the words.
 */
function drawRules(scene: Phaser.Scene, c: PanelContent, figures: RulesFigures, base: Pick<PanelDrawing, 'title' | 'page' | 'close' | 'turn'>, on: PanelActs, width: number, height: number): DrawnPanel {
  // A picture stands well within a page: the screen less the frame, the title and the pager.
  const look = { sizes: PROSE, colour: PROSE_COLOUR, spacing: PROSE_SPACING, tallest: Math.max(48, (height - 180) * 0.7) };
  const spec = (withMove: boolean) => ({
    ...base,
    width: 640,
    minColumn: 230,
    parts: [figuresPart(scene, figures, withMove, look), ...linesPart(scene, c), ...(c.items.length > 0 ? [itemsPart(scene, c.items, on)] : [])],
  });
  const both = spec(true);
  const fits = figures.move !== null && planPanel({ ...both, screen: { width, height } }).pager === null;
  return drawPanel(scene, fits ? both : spec(false), width, height);
}

/** The content's buttons: each with its note beside it where every one has a note (the levels of deal), else a grid. */
function itemsPart(scene: Phaser.Scene, items: readonly PanelItem[], on: PanelActs): PanelPartView {
  const press = (id: string) => { on.press(items.find((i) => i.id === id)!); };
  const noted = items.filter((i): i is PanelItem & NotedButton => i.note !== undefined);
  return noted.length === items.length ? notedButtonsPart(scene, noted, press) : buttonsPart(scene, items, press);
}

/** The daily place's head: today's deals under their heading, then the chosen day's words and the room its challenges are drawn in. */
function dailyParts(scene: Phaser.Scene, d: NonNullable<PanelContent['daily']>, on: PanelActs): PanelPartView[] {
  const press = (items: readonly PanelItem[]) => (id: string) => { on.press(items.find((i) => i.id === id)!); };
  const room = d.room.labels.length > 0 || d.challenges.length > 0 ? [challengeRoomPart(scene, d.room, d.challenges, press(d.challenges), LINES)] : [];
  return [
    wordsPart(scene, d.heading, { sizes: LINES, colour: '#f2e6c4', align: 'center', bold: true }),
    ...(d.deals.length > 0 ? [buttonsPart(scene, d.deals, press(d.deals))] : []),
    wordsPart(scene, d.day.join('\n'), { sizes: LINES, colour: '#e8f3ec', align: 'center' }),
    ...room,
  ];
}

/**
 * The settings: the group tabs across the top, the group's controls under them. Every group is
 * planned at one tightness and in one number of columns, and the panel takes the tallest group's
 * height: the tabs and the close cross stay put from group to group.
 */
function drawControls(scene: Phaser.Scene, c: PanelContent, controls: readonly Control[], base: Pick<PanelDrawing, 'title' | 'page' | 'close' | 'turn'>, on: PanelActs, width: number, height: number): DrawnPanel {
  const heads = c.tabs ? [tabsPart(scene, c.tabs)] : [];
  const spec = (cs: readonly Control[]) => ({ screen: { width, height }, width: 520, maxColumns: 2, minColumn: 300, heads, parts: cs.map((x) => controlPart(scene, x)) });
  const groups = c.everyTab ?? [controls];
  const free = groups.map((cs) => planPanel(spec(cs)));
  const step = Math.max(...free.map((p) => p.step)) as Step;
  const columns = Math.max(...groups.map((cs) => planPanel({ ...spec(cs), step }).columns));
  const tallest = Math.max(...groups.map((cs) => planPanel({ ...spec(cs), step, columns }).frame.height));
  const mine = planPanel({ ...spec(controls), step, columns });
  const minBody = mine.pager ? undefined : mine.body + tallest - mine.frame.height;
  const drawn = drawPanel(scene, { ...base, ...spec(controls), step, columns, ...(minBody === undefined ? {} : { minBody }) }, width, height);
  // A tab or a control acts, then the panel draws again to show (and say) its new state.
  const acting = drawn.buttons.map((b): UiButton => (b.id === 'close' || b.id.startsWith('page:') ? b : { ...b, action: () => { b.action(); on.used(b.id); } }));
  return { ...drawn, buttons: acting };
}
