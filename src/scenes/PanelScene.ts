/**
 * One overlay for every small screen: the table's options, a game's page in the menu (statistics,
 * daily deal, deal by number), the rules, the settings. A title, some lines of text and a column
 * (or two) of touch-sized buttons; the scene underneath is paused while it shows.
 */
import Phaser from 'phaser';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { type UiButton, drawButton, drawClose, drawPanelFrame, forgetFocus, refocus, routeButtons, spokenOf, textStyle, wrapWidth } from '../view/kit/ui.ts';
import { drawGridPanel } from '../view/panels/panelGrid.ts';
import { type Control, controlsHeight, drawControls, drawTabs, tabRows, tabsHeight } from '../view/panels/controls.ts';
import { PREVIEW_CARD_W } from '../view/panels/previews.ts';
import { CHART_MIN_H, drawStatsChart } from '../view/panels/statsChart.ts';
import { calendarHeight, drawCalendar } from '../view/panels/calendar.ts';
import { announce, dialogOpen } from '../view/kit/dom.ts';
import { TITLE_FONT } from '../view/kit/fonts.ts';
import { SCENES, type SceneKey } from '../keys.ts';
import { T } from '../text/index.ts';
import type { PanelContent, PanelItem } from '../view/panels/panels.ts';

export type { PanelContent, PanelItem } from '../view/panels/panels.ts';

export interface PanelData {
  /** The scene paused underneath, resumed when the panel closes. */
  readonly under: SceneKey;
  /** Read afresh at every redraw (so a toggled setting shows its new value). */
  readonly content: () => PanelContent;
}

/** Opens a panel over `from` (pausing it), or replaces the panel showing. */
export function openPanel(from: Phaser.Scene, content: () => PanelContent): void {
  const plugin = from.scene;
  const panel = plugin.get<PanelScene>(SCENES.panel);
  if (plugin.isActive(SCENES.panel) || plugin.isPaused(SCENES.panel)) {
    forgetFocus(panel);
    panel.replace(content);
    return;
  }
  const under = from.scene.key as SceneKey;
  forgetFocus(panel);
  plugin.pause(under);
  plugin.launch(SCENES.panel, { under, content } satisfies PanelData);
  plugin.bringToTop(SCENES.panel);
}

export class PanelScene extends Phaser.Scene {
  private data_!: PanelData;
  private buttons: UiButton[] = [];
  /** The control just used: its new state is said once the panel has redrawn. */
  private sayAfter: string | null = null;

  constructor() {
    super(SCENES.panel);
  }

  init(data: PanelData): void {
    this.data_ = data;
    this.buttons = [];
  }

  create(): void {
    fitCamera(this);
    this.draw();
    // The keyboard stays on the button just used, wherever the redraw put it.
    const usedAt = this.buttons.findIndex((b) => b.id === this.sayAfter);
    refocus(this, usedAt);
    routeButtons(this, () => this.buttons, () => { this.close(); });
    const used = this.buttons[usedAt];
    this.sayAfter = null;
    if (used) announce(spokenOf(used));
    onViewportChange(this, () => { this.scene.restart(this.data_); });
  }

  /** Shows other content in the same panel (the scene underneath stays paused). */
  replace(content: () => PanelContent): void {
    this.data_ = { under: this.data_.under, content };
    this.scene.restart(this.data_);
  }

  close(): void {
    const under = this.data_.under;
    this.scene.stop();
    if (this.scene.isPaused(under)) this.scene.resume(under);
  }

  // eslint-disable-next-line complexity -- one pass over the panel's parts, each drawn as it comes
  private draw(): void {
    const { width, height } = viewport();
    const c = this.data_.content();
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.5);
    shade.fillRect(0, 0, width, height);
    if (c.controls) {
      this.drawControlsPanel(c, c.controls, width, height);
      return;
    }
    if (c.grid) {
      this.buttons.push(...drawGridPanel(this, c, c.grid, width, height, { close: () => { this.close(); }, turned: (id) => { this.redrawAfter(id); } }));
      return;
    }
    const items = [...c.items, { id: 'close', label: T.close, action: () => undefined }];
    let bh = 46;
    let gap = 8;
    // Statistics beside their chart where the screen is wide enough; above it where not.
    const beside = c.chart !== undefined && width - 16 >= 700;
    // The rules on a short screen take the width: lines of 12 px text or more must fit.
    let pw = Math.min(c.prose ? (height < 620 ? 900 : 620) : beside ? 760 : 520, width - 16);
    let cols = (items.length > 4 && (height < 620 || c.prose)) || c.chart !== undefined ? (pw >= 420 ? 2 : 1) : 1;
    const titleSize = Math.min(28, pw / 14);
    const ph = height - 16;
    // Many settings on a short screen: the buttons close up, never under a finger's 44 px, and the help line goes.
    const buttonRoom = ph - 40 - titleSize * 1.2 - 14 - 20;
    const fits = (n: number): boolean => Math.ceil(items.length / n) * 44 + (Math.ceil(items.length / n) - 1) * 4 <= buttonRoom;
    // Still too many for a phone held sideways: a wider panel with a third column.
    if (!c.prose && !fits(cols) && width - 16 >= 660) {
      pw = Math.min(840, width - 16);
      cols = 3;
    }
    const rows = Math.ceil(items.length / cols);
    if (rows * bh + (rows - 1) * gap > buttonRoom) {
      gap = 4;
      bh = Math.max(44, Math.floor((buttonRoom - (rows - 1) * gap) / rows));
    }
    const buttonsH = rows * bh + (rows - 1) * gap;
    const px = (width - pw) / 2;
    const g = this.add.graphics();
    const title = this.add.text(width / 2, 0, c.title, textStyle(titleSize, '#f2c14e', true, TITLE_FONT)).setOrigin(0.5, 0);
    if (title.width > pw - 24) title.setScale((pw - 24) / title.width);
    // When the buttons had to close up there is no room left for a readable help line.
    const lines = gap < 8 ? [] : (c.lines ?? []);
    const stackedChart = c.chart !== undefined && !beside ? Math.max(CHART_MIN_H, Math.min(170, (ph - 24 - title.displayHeight - 16 - buttonsH - 16) * 0.5)) : c.calendar ? calendarHeight(c.calendar.month, pw - 32) + 8 : 0;
    const textRoom = ph - 24 - title.displayHeight - 16 - buttonsH - 16 - stackedChart;
    const textW = beside ? pw / 2 - 24 : pw - 32;
    let text: Phaser.GameObjects.Text | null = null;
    if (lines.length > 0) {
      // The largest size that fits the room (the rules are long on a phone).
      for (let size = c.prose ? 16 : 17; size >= 12; size--) {
        text?.destroy();
        text = this.add.text(0, 0, lines.join('\n'), {
          ...textStyle(size, '#e8f3ec'),
          align: c.prose ? 'left' : 'center',
          wordWrap: { width: wrapWidth(textW, size), useAdvancedWrap: true },
          lineSpacing: c.prose ? 4 : 2,
        });
        if (text.height <= textRoom) break;
      }
      if (text && text.height > textRoom) text.setScale(Math.max(0.5, textRoom / text.height));
    }
    // Beside the figures the chart takes the height the screen gives, within reason.
    const besideChart = beside ? Math.max(CHART_MIN_H + 40, Math.min(220, ph - 24 - title.displayHeight - 16 - buttonsH - 16)) : 0;
    const textH = Math.max(text ? text.displayHeight + 16 : 0, besideChart) + stackedChart;
    const boxH = Math.min(ph, 20 + title.displayHeight + 14 + textH + buttonsH + 20);
    const py = (height - boxH) / 2;
    drawPanelFrame(g, { x: px, y: py, width: pw, height: boxH });
    title.setY(py + 20);
    let y = py + 20 + title.displayHeight + 14;
    if (text) text.setOrigin(c.prose ? 0 : 0.5, 0).setPosition(c.prose ? px + 16 : beside ? px + pw / 4 + 4 : width / 2, y);
    if (c.calendar) this.buttons.push(...drawCalendar(this, g, c.calendar, { x: px + 16, y: y + textH - stackedChart, width: pw - 32, height: stackedChart }));
    if (c.chart) {
      const area = beside ? { x: px + pw / 2, y, width: pw / 2 - 16, height: textH - 16 } : { x: px + 16, y: y + textH - stackedChart - 8, width: pw - 32, height: stackedChart };
      drawStatsChart(this, g, c.chart.games, c.chart.words, area);
      // A keyboard stop of its own: a screen reader hears the games one by one.
      this.buttons.push({ id: 'chart', label: c.chart.words.title, spoken: c.chart.spoken, rect: area, action: () => { announce(c.chart!.spoken); } });
    }
    y += textH;
    const bw = (pw - 32 - (cols - 1) * gap) / cols;
    items.forEach((item, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const rect = { x: px + 16 + col * (bw + gap), y: y + row * (bh + gap), width: bw, height: bh };
      this.buttons.push(drawButton(this, g, item.id, rect, item.label, () => { this.press(item); }, item.primary === true));
    });
  }

  /** Settings: the title with a close cross, the group tabs, the group's controls in one or two columns. */
  private drawControlsPanel(c: PanelContent, controls: readonly Control[], width: number, height: number): void {
    const pw = Math.min(width >= 700 ? 760 : 520, width - 16);
    const px = (width - pw) / 2;
    const inner = pw - 32;
    // Two columns where wide, unless one control (the languages) would leave the second empty.
    const colsOf = (cs: readonly Control[]): number => (inner >= 600 && cs.length > 1 ? 2 : 1);
    const cols = colsOf(controls);
    const titleSize = Math.min(26, pw / 14);
    const header = 14 + Math.max(44, titleSize * 1.3) + 10;
    // The group tabs in one row, or two where their names would not fit (a phone held upright).
    const tabLines = c.tabs ? tabRows(c.tabs.map((t) => t.label), inner) : 0;
    const tabsH = c.tabs ? tabsHeight(tabLines) + 14 : 0;
    const room = height - 16 - header - tabsH - 18;
    // Previews shrink (never under a finger's 44 px) until the group fits.
    const previewFor = (cs: readonly Control[]): number => {
      let w = PREVIEW_CARD_W;
      while (w > 44 && controlsHeight(cs, inner, colsOf(cs), w) > room) w -= 4;
      return w;
    };
    const previewW = previewFor(controls);
    const bodyH = controlsHeight(controls, inner, cols, previewW);
    // As tall as the tallest tab's group, whichever shows: the panel neither grows nor moves under the finger.
    const tallest = Math.max(bodyH, ...(c.everyTab ?? []).map((cs) => controlsHeight(cs, inner, colsOf(cs), previewFor(cs))));
    const boxH = Math.min(height - 16, header + tabsH + tallest + 18);
    const py = (height - boxH) / 2;
    const g = this.add.graphics();
    drawPanelFrame(g, { x: px, y: py, width: pw, height: boxH });
    const title = this.add.text(px + 16, py + 14 + Math.max(44, titleSize * 1.3) / 2, c.title, textStyle(titleSize, '#f2c14e', true, TITLE_FONT)).setOrigin(0, 0.5);
    if (title.width > inner - 56) title.setScale((inner - 56) / title.width);
    const closeButton = drawClose(g, px + pw - 12 - 44, py + 12, () => { this.close(); });
    const tabs = c.tabs ? drawTabs(this, g, c.tabs, { x: px + 16, y: py + header, width: inner, height: tabsH - 14 }, tabLines) : [];
    const body = drawControls(this, g, controls, { x: px + 16, y: py + header + tabsH, width: inner, height: bodyH }, cols, previewW);
    // A control acts, then the panel redraws to show (and say) its new state; one that opened a
    // dialog leaves the words to the dialog.
    const acting = [...tabs, ...body].map((b): UiButton => ({
      ...b,
      action: () => {
        b.action();
        this.redrawAfter(b.id);
      },
    }));
    this.buttons.push(...acting, closeButton);
  }

  /** Draws the panel again after the button `id` acted, and says that button's new state. */
  private redrawAfter(id: string): void {
    this.sayAfter = dialogOpen() ? null : id;
    if (this.scene.isActive()) this.scene.restart(this.data_);
  }

  private press(item: PanelItem): void {
    if (item.id === 'close') {
      this.close();
      return;
    }
    if (item.keep === true) {
      item.action();
      if (this.scene.isActive()) this.scene.restart(this.data_);
      return;
    }
    this.close();
    item.action();
  }
}
