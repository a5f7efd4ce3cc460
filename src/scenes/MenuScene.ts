/**
 * The five games, each with its one-line description, difficulty and a line of statistics;
 * "Continue" where a game of it is saved, and "More" for its page (daily deal, deal by number,
 * rules, statistics). Picking a game deals a new random deal. Settings at the top.
 */
import Phaser from 'phaser';
import { todayIso } from '../engine/daily.ts';
import { gameDef, GAME_IDS, type GameId, MAX_DEAL } from '../engine/index.ts';
import { dailyStreakOn } from '../engine/stats.ts';
import { readSave, statsOf } from '../platform/saves.ts';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { askConfirm, askNumber, labelCanvas } from '../view/dom.ts';
import { addFelt } from '../view/felt.ts';
import { statsLines, statsSummary } from '../view/statsText.ts';
import { type UiButton, drawButton, routeButtons, textStyle } from '../view/ui.ts';
import { TITLE_FONT } from '../view/fonts.ts';
import { SCENES } from '../keys.ts';
import { T } from '../text/index.ts';
import { difficultyWord, gameBlurb, gameName, gameNote } from '../text/games.ts';
import { type PanelContent, openPanel } from './PanelScene.ts';
import { rulesContent, settingsContent, statsContent } from './panels.ts';
import { type TableData, dailyDeal } from '../play/deal.ts';

const DIFFICULTY_COLOURS = { easy: '#9be7a8', medium: '#ffe08a', hard: '#ffb27a', 'very hard': '#ff8a8a' } as const;

export class MenuScene extends Phaser.Scene {
  private buttons: UiButton[] = [];

  constructor() {
    super(SCENES.menu);
  }

  create(): void {
    fitCamera(this);
    addFelt(this);
    labelCanvas(this.game.canvas);
    this.buttons = [];
    this.draw();
    routeButtons(this, () => this.buttons);
    const redraw = () => this.scene.restart();
    onViewportChange(this, redraw);
    // Back from a panel: the statistics or a save may have changed.
    this.events.on(Phaser.Scenes.Events.RESUME, redraw);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { this.events.off(Phaser.Scenes.Events.RESUME, redraw); });
  }

  private play(data: TableData): void {
    this.scene.start(SCENES.table, data);
  }

  /**
   * Another deal of a game: when its saved game has moves (giving it up counts as a loss), the
   * player is asked first.
   */
  private deal(data: TableData): void {
    const saved = readSave(data.game);
    if (!saved || (saved.session.position === 0 && !saved.restarted)) {
      this.play(data);
      return;
    }
    void askConfirm(T.giveUpTitle, T.giveUpText, T.giveUpYes, T.keepPlaying).then((yes) => {
      if (yes && this.scene.isActive()) this.play(data);
    });
  }

  /** A game's page: continue, new, daily deal, deal by number, rules, statistics. */
  gamePage(id: GameId): PanelContent {
    const saved = readSave(id);
    const stats = statsOf(id);
    const today = todayIso(new Date());
    const streak = dailyStreakOn(stats, today);
    return {
      title: gameName(id),
      lines: [gameBlurb(id), ...(gameNote(id) === null ? [] : [gameNote(id)!]), '', ...statsLines(stats, today)],
      items: [
        ...(saved ? [{ id: 'continue', label: T.continue, primary: true, action: () => { this.play({ game: id, ...saved }); } }] : []),
        { id: 'new', label: T.newDealButton, primary: !saved, action: () => { this.deal({ game: id }); } },
        { id: 'daily', label: T.dailyDeal(streak), action: () => { this.deal(dailyDeal(id)); } },
        {
          id: 'number',
          label: T.dealByNumber,
          action: () => {
            void askNumber(T.dealNumberPrompt(gameName(id)), MAX_DEAL).then((n) => {
              if (n !== null && this.scene.isActive()) this.deal({ game: id, number: n });
            });
          },
        },
        { id: 'rules', label: T.rules, keep: true, action: () => { openPanel(this, () => rulesContent(id)); } },
        { id: 'stats', label: T.statistics, keep: true, action: () => { openPanel(this, () => statsContent(this, id)); } },
      ],
    };
  }

  private draw(): void {
    const { width, height } = viewport();
    const titleSize = Math.min(40, width / 11);
    const sw = Math.min(110, width * 0.24);
    const title = this.add.text(width / 2, 16 + titleSize * 0.6, T.appName, textStyle(titleSize, '#f7f3e3', true, TITLE_FONT)).setOrigin(0.5);
    // Centred unless it would run under the Settings button: then left of it, shrunk to fit.
    if (title.width > width - 2 * (sw + 16)) {
      title.setScale(Math.min(1, (width - sw - 28) / title.width));
      title.setX(12 + title.displayWidth / 2);
    }
    const top = 24 + titleSize * 1.4;
    const g = this.add.graphics();
    this.buttons.push(drawButton(this, g, 'settings', { x: width - sw - 8, y: 8, width: sw, height: 44 }, T.settings, () => { openPanel(this, () => settingsContent(this)); }));
    const cols = width >= 900 && height < 900 ? 2 : 1;
    const gap = 10;
    const colW = Math.min(cols === 2 ? 460 : 640, (width - 24 - (cols - 1) * gap) / cols);
    const rows = Math.ceil(GAME_IDS.length / cols);
    const rowH = Math.min(124, (height - top - 12 - (rows - 1) * gap) / rows);
    const x0 = (width - (cols * colW + (cols - 1) * gap)) / 2;
    GAME_IDS.forEach((id, i) => {
      const c = cols === 2 ? i % 2 : 0;
      const r = cols === 2 ? Math.floor(i / 2) : i;
      this.drawGame(g, id, { x: x0 + c * (colW + gap), y: top + r * (rowH + gap), width: colW, height: rowH });
    });
  }

  private drawGame(g: Phaser.GameObjects.Graphics, id: GameId, r: { x: number; y: number; width: number; height: number }): void {
    const def = gameDef(id);
    g.fillStyle(0x000000, 0.22);
    g.fillRoundedRect(r.x, r.y, r.width, r.height, 12);
    g.lineStyle(1.5, 0xffffff, 0.25);
    g.strokeRoundedRect(r.x, r.y, r.width, r.height, 12);
    const saved = readSave(id);
    const pad = 12;
    const sideW = Math.min(120, r.width * 0.28);
    const textW = r.width - 2 * pad - sideW - 8;
    const nameSize = Math.min(20, r.height * 0.2);
    const name = this.add.text(r.x + pad, r.y + pad * 0.8, gameName(id), textStyle(nameSize, '#ffffff', true));
    if (name.width > textW) name.setScale(textW / name.width);
    const diff = this.add.text(name.x + name.displayWidth + 10, name.y + nameSize * 0.15, difficultyWord(id), textStyle(nameSize * 0.7, DIFFICULTY_COLOURS[def.difficulty], true));
    if (diff.x + diff.width > r.x + pad + textW) diff.setVisible(false);
    const smallSize = Math.max(11, Math.min(15, r.height * 0.13));
    const summary = this.add.text(r.x + pad, r.y + r.height - pad * 0.6, statsSummary(statsOf(id)), textStyle(smallSize * 0.92, '#f2d98a')).setOrigin(0, 1);
    if (summary.width > textW) summary.setScale(textW / summary.width);
    const blurb = this.add.text(r.x + pad, name.y + nameSize * 1.35, '', {
      ...textStyle(smallSize, '#d6eadc'),
      wordWrap: { width: textW, useAdvancedWrap: true },
    });
    const room = summary.y - summary.displayHeight - 2 - blurb.y;
    // The blurb with the game's note; where both do not fit, the note alone: a player must not miss it.
    const note = gameNote(id);
    // Each wording with the smallest scale it may take: the two together only where they stay legible.
    const tries: [string, number][] = note === null ? [[gameBlurb(id), 0.6]] : [[`${gameBlurb(id)} ${note}`, 0.8], [note, 0.6]];
    for (const [words, least] of tries) {
      blurb.setScale(1).setText(words);
      if (blurb.height > room) blurb.setScale(Math.max(least, room / blurb.height));
      if (blurb.displayHeight <= room) break;
    }
    if (blurb.displayHeight > room) blurb.setVisible(false);
    // The whole row deals a new game; Continue (when saved) resumes; More opens the game's page.
    const bx = r.x + r.width - pad - sideW;
    // Continue above More when the row is tall enough, side by side when it is not.
    const stacked = saved !== null && r.height >= 2 * 44 + 6 + 8;
    const bw = saved !== null && !stacked ? (sideW - 6) / 2 : sideW;
    const bh = stacked ? Math.min(48, (r.height - 14) / 2) : Math.max(44, Math.min(48, r.height - 2 * pad));
    const by = stacked ? r.y + (r.height - 2 * bh - 6) / 2 : r.y + (r.height - bh) / 2;
    if (saved) {
      this.buttons.push(
        {
          ...drawButton(this, g, `continue:${id}`, { x: bx, y: by, width: bw, height: bh }, T.continue, () => {
            this.play({ game: id, ...saved });
          }, true),
          label: T.continueGame(gameName(id)),
        },
      );
    }
    const more = saved === null ? { x: bx, y: by } : stacked ? { x: bx, y: by + bh + 6 } : { x: bx + bw + 6, y: by };
    this.buttons.push({ ...drawButton(this, g, `more:${id}`, { ...more, width: bw, height: bh }, T.more, () => { openPanel(this, () => this.gamePage(id)); }), label: T.moreAbout(gameName(id)) });
    // The row of a saved game resumes it; a new deal of it is on its page (More), and asks first.
    const row = { x: r.x, y: r.y, width: r.width - sideW - pad, height: r.height };
    if (saved) this.buttons.push({ id: `play:${id}`, label: T.continueGame(gameName(id)), rect: row, action: () => { this.play({ game: id, ...saved }); } });
    else this.buttons.push({ id: `play:${id}`, label: T.playNewDeal(gameName(id)), rect: row, action: () => { this.play({ game: id }); } });
  }
}
