/**
 * The five games, each with its one-line description and difficulty; "Continue" where a game of
 * it is saved. Picking a game deals a new random deal.
 */
import Phaser from 'phaser';
import { GAMES, GAME_IDS, type GameId } from '../engine/index.ts';
import { readSave } from '../platform/saves.ts';
import { fitCamera, viewport } from '../platform/viewport.ts';
import { addFelt } from '../view/felt.ts';
import { type UiButton, TITLE_FONT, drawButton, routeButtons, textStyle } from '../view/ui.ts';
import { GAME_EVENTS, SCENES } from './keys.ts';
import type { TableData } from './TableScene.ts';

const DIFFICULTY_COLOURS = { easy: '#9be7a8', medium: '#ffe08a', hard: '#ffb27a', 'very hard': '#ff8a8a' } as const;

export class MenuScene extends Phaser.Scene {
  private buttons: UiButton[] = [];

  constructor() {
    super(SCENES.menu);
  }

  create(): void {
    fitCamera(this);
    addFelt(this);
    this.buttons = [];
    this.draw();
    routeButtons(this, () => this.buttons);
    const redraw = () => this.scene.restart();
    this.game.events.on(GAME_EVENTS.viewport, redraw);
    this.events.once('shutdown', () => this.game.events.off(GAME_EVENTS.viewport, redraw));
  }

  private play(data: TableData): void {
    this.scene.start(SCENES.table, data);
  }

  private draw(): void {
    const { width, height } = viewport();
    const titleSize = Math.min(40, width / 11);
    this.add.text(width / 2, 16 + titleSize * 0.6, 'Suitcase Solitaire', textStyle(titleSize, '#f7f3e3', true, TITLE_FONT)).setOrigin(0.5);
    const top = 24 + titleSize * 1.4;
    const cols = width >= 900 && height < 900 ? 2 : 1;
    const gap = 10;
    const colW = Math.min(cols === 2 ? 460 : 640, (width - 24 - (cols - 1) * gap) / cols);
    const rows = Math.ceil(GAME_IDS.length / cols);
    const rowH = Math.min(124, (height - top - 12 - (rows - 1) * gap) / rows);
    const x0 = (width - (cols * colW + (cols - 1) * gap)) / 2;
    const g = this.add.graphics();
    GAME_IDS.forEach((id, i) => {
      const c = cols === 2 ? i % 2 : 0;
      const r = cols === 2 ? Math.floor(i / 2) : i;
      this.drawGame(g, id, { x: x0 + c * (colW + gap), y: top + r * (rowH + gap), width: colW, height: rowH });
    });
  }

  private drawGame(g: Phaser.GameObjects.Graphics, id: GameId, r: { x: number; y: number; width: number; height: number }): void {
    const def = GAMES[id];
    g.fillStyle(0x000000, 0.22);
    g.fillRoundedRect(r.x, r.y, r.width, r.height, 12);
    g.lineStyle(1.5, 0xffffff, 0.25);
    g.strokeRoundedRect(r.x, r.y, r.width, r.height, 12);
    const saved = readSave(id);
    const pad = 12;
    const contW = saved ? Math.min(120, r.width * 0.3) : 0;
    const textW = r.width - 2 * pad - (saved ? contW + 8 : 0);
    const nameSize = Math.min(20, r.height * 0.2);
    const name = this.add.text(r.x + pad, r.y + pad * 0.8, def.name, textStyle(nameSize, '#ffffff', true));
    const diff = this.add.text(name.x + name.width + 10, name.y + nameSize * 0.15, def.difficulty, textStyle(nameSize * 0.7, DIFFICULTY_COLOURS[def.difficulty], true));
    if (diff.x + diff.width > r.x + pad + textW) diff.setVisible(false);
    const blurbSize = Math.max(11, Math.min(15, r.height * 0.13));
    const blurb = this.add.text(r.x + pad, name.y + nameSize * 1.35, def.blurb, {
      ...textStyle(blurbSize, '#d6eadc'),
      wordWrap: { width: textW, useAdvancedWrap: true },
    });
    const room = r.y + r.height - pad * 0.6 - blurb.y;
    if (blurb.height > room) blurb.setScale(Math.max(0.7, room / blurb.height));
    // The whole row deals a new game; Continue (when saved) resumes.
    this.buttons.push({ id: `play:${id}`, rect: { x: r.x, y: r.y, width: r.width - (saved ? contW + pad : 0), height: r.height }, action: () => { this.play({ game: id }); } });
    if (saved) {
      const bh = Math.min(48, r.height - 2 * pad);
      const rect = { x: r.x + r.width - pad - contW, y: r.y + (r.height - bh) / 2, width: contW, height: Math.max(44, bh) };
      this.buttons.unshift(drawButton(this, g, `continue:${id}`, rect, 'Continue', () => { this.play({ game: id, session: saved }); }, true));
    }
  }
}
