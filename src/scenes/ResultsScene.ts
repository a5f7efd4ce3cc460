/**
 * The end of a game, over the table: won or lost, time and moves, the game's statistics, and
 * where to go next.
 */
import Phaser from 'phaser';
import { gameDef } from '../engine/index.ts';
import { todayIso } from '../engine/daily.ts';
import { statsOf } from '../platform/saves.ts';
import { statsLines as gameStatsLines } from '../view/statsText.ts';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { formatTime } from '../view/hud.ts';
import { type UiButton, drawButton, routeButtons, textStyle } from '../view/ui.ts';
import { TITLE_FONT } from '../view/fonts.ts';
import { SCENES } from '../keys.ts';
import { type ResultsData, type TableData, replayOf } from '../play/deal.ts';
import { T } from '../text/index.ts';

export class ResultsScene extends Phaser.Scene {
  private data_!: ResultsData;
  private buttons: UiButton[] = [];

  constructor() {
    super(SCENES.results);
  }

  init(data: ResultsData): void {
    this.data_ = data;
    this.buttons = [];
  }

  create(): void {
    fitCamera(this);
    this.draw();
    routeButtons(this, () => this.buttons, () => { this.toMenu(); });
    onViewportChange(this, () => { this.scene.restart(this.data_); });
  }

  private draw(): void {
    const { width, height } = viewport();
    const d = this.data_;
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.45);
    shade.fillRect(0, 0, width, height);
    const pw = Math.min(420, width - 24);
    const ph = Math.min(440, height - 24);
    const px = (width - pw) / 2;
    const py = (height - ph) / 2;
    const g = this.add.graphics();
    g.fillStyle(0x0b3d22, 0.97);
    g.fillRoundedRect(px, py, pw, ph, 16);
    g.lineStyle(2, 0xf2c14e, 0.8);
    g.strokeRoundedRect(px, py, pw, ph, 16);
    const cx = width / 2;
    this.add.text(cx, py + 40, d.won ? T.youWon : T.noMovesLeft, textStyle(Math.min(34, pw / 10), '#f2c14e', true, TITLE_FONT)).setOrigin(0.5);
    const name = T.tableTitle(gameDef(d.game).name, d.daily ? d.daily : null, d.number);
    this.add.text(cx, py + 78, name, textStyle(15, '#cfe8d8')).setOrigin(0.5);
    const bw = pw - 48;
    const bh = 48;
    const by = py + ph - 3 * (bh + 10) - 8;
    const lines = [T.timeAndMoves(formatTime(d.seconds), d.moves), '', ...gameStatsLines(statsOf(d.game), todayIso(new Date()))];
    const figures = this.add.text(cx, py + 100, lines.join('\n'), { ...textStyle(15), align: 'center', lineSpacing: 3 }).setOrigin(0.5, 0);
    const room = by - 8 - figures.y;
    if (figures.height > room) figures.setScale(Math.max(0.5, room / figures.height));
    if (figures.displayWidth > pw - 16) figures.setScale(Math.min(figures.scale, (pw - 16) / figures.width));
    this.buttons.push(
      drawButton(this, g, 'new', { x: px + 24, y: by, width: bw, height: bh }, T.newDealButton, () => { this.deal({ game: d.game }); }, true),
      drawButton(this, g, 'replay', { x: px + 24, y: by + bh + 10, width: bw, height: bh }, T.replayDeal, () => { this.deal(replayOf(d)); }),
      drawButton(this, g, 'menu', { x: px + 24, y: by + 2 * (bh + 10), width: bw, height: bh }, T.menu, () => { this.toMenu(); }),
    );
  }

  /** Closes the Results and deals again on the table underneath. */
  private deal(data: TableData): void {
    this.scene.stop();
    this.scene.get(SCENES.table).scene.restart(data);
  }

  private toMenu(): void {
    this.scene.stop(SCENES.table);
    this.scene.start(SCENES.menu);
  }
}
