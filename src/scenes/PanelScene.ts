/**
 * One overlay for every small screen: the table's options, a game's page in the menu (statistics,
 * daily deal, deal by number), the rules, the settings, the trophies, the daily challenges. Its
 * content is laid out by the one panel layout (view/panels/panelView.ts), a page at a time where
 * the screen is too small for it; the scene underneath is paused while it shows.
 */
import Phaser from 'phaser';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { playerRecords } from '../platform/saves.ts';
import { type UiButton, forgetFocus, refocus, routeButtons, spokenOf } from '../view/kit/ui.ts';
import { drawContent } from '../view/panels/panelView.ts';
import { announce, dialogOpen } from '../view/kit/dom.ts';
import { SCENES, type SceneKey } from '../keys.ts';
import type { PanelContent, PanelItem } from '../view/panels/panels.ts';

export type { PanelContent, PanelItem } from '../view/panels/panels.ts';

export interface PanelData {
  /** The scene paused underneath, resumed when the panel closes. */
  readonly under: SceneKey;
  /** Read afresh at every redraw (so a toggled setting shows its new value). */
  readonly content: () => PanelContent;
  /** The page showing, where the panel has pages (the first when not said). */
  readonly page?: number;
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
  /** Another tab changed a record the panel may show: drawn again at the next step. */
  private redrawNext = false;

  constructor() {
    super(SCENES.panel);
  }

  init(data: PanelData): void {
    this.data_ = data;
    this.buttons = [];
    this.redrawNext = false;
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
    const changed = playerRecords().on((c) => { if (c.elsewhere) this.redrawNext = true; });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, changed);
  }

  override update(): void {
    if (!this.redrawNext) return;
    this.redrawNext = false;
    this.scene.restart(this.data_);
  }

  /**
   * Shows other content in the same panel (the scene underneath stays paused): another panel at its
   * first page, the same one told again (the day's challenges made, a day chosen) at the page it was on.
   */
  replace(content: () => PanelContent): void {
    const same = content().title === this.data_.content().title;
    this.data_ = { under: this.data_.under, content, page: same ? (this.data_.page ?? 0) : 0 };
    this.scene.restart(this.data_);
  }

  close(): void {
    const under = this.data_.under;
    this.scene.stop();
    if (this.scene.isPaused(under)) this.scene.resume(under);
  }

  private draw(): void {
    const { width, height } = viewport();
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.5);
    shade.fillRect(0, 0, width, height);
    const drawn = drawContent(this, this.data_.content(), this.data_.page ?? 0, {
      close: () => { this.close(); },
      press: (item) => { this.press(item); },
      used: (id) => { this.redrawAfter(id); },
      turn: (page, by) => { this.turn(page, by); },
    }, width, height);
    this.buttons.push(...drawn.buttons);
  }

  /** Shows page `page`; the keyboard stays on the page button `by` that turned it. */
  private turn(page: number, by: string | null): void {
    this.data_ = { ...this.data_, page };
    if (by === null) forgetFocus(this);
    this.redrawAfter(by ?? '');
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
