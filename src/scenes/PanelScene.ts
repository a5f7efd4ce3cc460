/**
 * One overlay for every small screen: the table's options, a game's page in the menu (statistics,
 * daily deal, deal by number), the rules, the settings. A title, some lines of text and a column
 * (or two) of touch-sized buttons; the scene underneath is paused while it shows.
 */
import Phaser from 'phaser';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { type UiButton, drawButton, forgetFocus, routeButtons, textStyle } from '../view/ui.ts';
import { TITLE_FONT } from '../view/fonts.ts';
import { SCENES, type SceneKey } from '../keys.ts';
import { T } from '../text/index.ts';
import { theme } from '../view/theme.ts';

export interface PanelItem {
  /** Stable name for tests and the keyboard ('restart', 'rules', 'setting:autoPlay'...). */
  readonly id: string;
  readonly label: string;
  readonly action: () => void;
  readonly primary?: boolean;
  /**
   * Stay open and redraw after the action (a setting toggled, or another panel opened in its
   * place with `openPanel`), instead of closing first.
   */
  readonly keep?: boolean;
}

export interface PanelContent {
  readonly title: string;
  readonly lines?: readonly string[];
  readonly items: readonly PanelItem[];
  /** Smaller, left-aligned text (the rules). */
  readonly prose?: boolean;
}

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
    routeButtons(this, () => this.buttons, () => { this.close(); });
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

  private draw(): void {
    const { width, height } = viewport();
    const c = this.data_.content();
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.5);
    shade.fillRect(0, 0, width, height);
    const items = [...c.items, { id: 'close', label: T.close, action: () => undefined }];
    let bh = 46;
    let gap = 8;
    let pw = Math.min(c.prose ? 620 : 520, width - 16);
    let cols = items.length > 4 && (height < 620 || c.prose) && pw >= 420 ? 2 : 1;
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
    g.fillStyle(theme().panel, 0.97);
    g.lineStyle(2, 0xf2c14e, 0.8);
    const title = this.add.text(width / 2, 0, c.title, textStyle(titleSize, '#f2c14e', true, TITLE_FONT)).setOrigin(0.5, 0);
    if (title.width > pw - 24) title.setScale((pw - 24) / title.width);
    // When the buttons had to close up there is no room left for a readable help line.
    const lines = gap < 8 ? [] : (c.lines ?? []);
    const textRoom = ph - 24 - title.displayHeight - 16 - buttonsH - 16;
    let text: Phaser.GameObjects.Text | null = null;
    if (lines.length > 0) {
      // The largest size that fits the room (the rules are long on a phone).
      for (let size = c.prose ? 16 : 17; size >= 10; size--) {
        text?.destroy();
        text = this.add.text(0, 0, lines.join('\n'), {
          ...textStyle(size, '#e8f3ec'),
          align: c.prose ? 'left' : 'center',
          wordWrap: { width: pw - 32, useAdvancedWrap: true },
          lineSpacing: c.prose ? 4 : 2,
        });
        if (text.height <= textRoom) break;
      }
      if (text && text.height > textRoom) text.setScale(Math.max(0.5, textRoom / text.height));
    }
    const textH = text ? text.displayHeight + 16 : 0;
    const boxH = Math.min(ph, 20 + title.displayHeight + 14 + textH + buttonsH + 20);
    const py = (height - boxH) / 2;
    g.fillRoundedRect(px, py, pw, boxH, 16);
    g.strokeRoundedRect(px, py, pw, boxH, 16);
    title.setY(py + 20);
    let y = py + 20 + title.displayHeight + 14;
    if (text) {
      text.setOrigin(c.prose ? 0 : 0.5, 0).setPosition(c.prose ? px + 16 : width / 2, y);
      y += textH;
    }
    const bw = (pw - 32 - (cols - 1) * gap) / cols;
    items.forEach((item, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const rect = { x: px + 16 + col * (bw + gap), y: y + row * (bh + gap), width: bw, height: bh };
      this.buttons.push(drawButton(this, g, item.id, rect, item.label, () => { this.press(item); }, item.primary === true));
    });
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
