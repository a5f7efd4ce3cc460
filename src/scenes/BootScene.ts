/**
 * First screen: a progress bar while the card atlas is drawn (a few cards a frame), then the menu,
 * or straight to a deal when the URL names one (`?game=lucky-fan&deal=123`).
 */
import Phaser from 'phaser';
import { pageParams } from '../platform/params.ts';
import { labelCanvas, toast } from '../view/dom.ts';
import { fitCamera, viewport } from '../platform/viewport.ts';
import { atlasCardPx, buildAtlas } from '../view/atlas.ts';
import { layout } from '../view/layout.ts';
import { viewSettings } from '../view/settings.ts';
import { GAME_EVENTS, SCENES } from '../keys.ts';
import { wireSettings } from './wiring.ts';
import type { TableData } from '../play/deal.ts';

export class BootScene extends Phaser.Scene {
  private work: Generator<number, void> | null = null;
  private bar!: Phaser.GameObjects.Graphics;

  constructor() {
    super(SCENES.boot);
  }

  create(): void {
    fitCamera(this);
    this.cameras.main.setBackgroundColor('#0e5a32');
    this.bar = this.add.graphics();
    // Stored settings first: the atlas below is drawn in their colours, at their layout.
    wireSettings();
    labelCanvas(this.game.canvas);
    const params = pageParams();
    const v = viewport();
    // Draw the atlas for the card size the first table will use (the table redraws it if needed).
    const card = layout(params.game ?? 'famous-fifty', v.width, v.height, { leftHanded: viewSettings().leftHanded }).card.width;
    this.work = buildAtlas(this.textures, { cardPx: atlasCardPx(card, v.dpr), fourColour: viewSettings().fourColour }, 6);
    this.progress(0);
  }

  override update(): void {
    if (!this.work) return;
    const step = this.work.next();
    if (!step.done) {
      this.progress(step.value);
      return;
    }
    this.work = null;
    const params = pageParams();
    if (params.error !== null) toast(params.error, 7000);
    if (params.game) {
      const data: TableData = { game: params.game, ...(params.deal !== null ? { number: params.deal } : {}) };
      this.scene.start(SCENES.table, data);
    } else this.scene.start(SCENES.menu);
  }

  private progress(f: number): void {
    this.game.events.emit(GAME_EVENTS.loading, f);
    const { width, height } = viewport();
    const w = Math.min(320, width * 0.7);
    const x = (width - w) / 2;
    const y = height / 2;
    const g = this.bar;
    g.clear();
    g.fillStyle(0x000000, 0.3);
    g.fillRoundedRect(x, y - 6, w, 12, 6);
    g.fillStyle(0xf2c14e, 1);
    g.fillRoundedRect(x, y - 6, Math.max(12, w * f), 12, 6);
  }
}
