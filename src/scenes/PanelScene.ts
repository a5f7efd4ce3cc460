/**
 * One overlay for every small screen: the table's options, a game's page in the menu (statistics,
 * deal by number), the rules, the settings, the trophies, the daily place. Its
 * content is laid out by the one panel layout (view/panels/panelView.ts), a page at a time where
 * the screen is too small for it; the scene underneath is paused while it shows.
 */
import Phaser from 'phaser';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { playerRecords } from '../platform/saves.ts';
import { PanelFlow } from '../play/panelFlow.ts';
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
  /** What a press does, what is said after it, and when another tab's change draws the panel again. */
  private readonly flow = new PanelFlow();

  constructor() {
    super(SCENES.panel);
  }

  init(data: PanelData): void {
    this.data_ = data;
    this.buttons = [];
    this.flow.drawn();
  }

  create(): void {
    fitCamera(this);
    this.draw();
    // The keyboard stays on the button just used, wherever the redraw put it.
    const said = this.flow.takeSaid();
    const usedAt = this.buttons.findIndex((b) => b.id === said);
    refocus(this, usedAt);
    routeButtons(this, () => this.buttons, () => { this.close(); });
    const used = this.buttons[usedAt];
    if (used) announce(spokenOf(used));
    onViewportChange(this, () => { this.scene.restart(this.data_); });
    const changed = playerRecords().on((c) => { this.flow.heard(c); });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, changed);
  }

  override update(): void {
    if (this.flow.takeRedraw()) this.scene.restart(this.data_);
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
    this.flow.controlUsed(id, dialogOpen());
    if (this.scene.isActive()) this.scene.restart(this.data_);
  }

  private press(item: PanelItem): void {
    const step = this.flow.press(item);
    if (step !== 'act-then-redraw') this.close();
    if (step === 'close') return;
    item.action();
    if (step === 'act-then-redraw' && this.scene.isActive()) this.scene.restart(this.data_);
  }
}
