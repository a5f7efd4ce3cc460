/**
 * The daily place's tile (today's daily deals and the month of challenges), then every game a row
 * (src/view/menu/menuRow.ts): its table in miniature, difficulty, the player's record and
 * description, Play (a new deal: any, or a winnable one of a level of difficulty) or Continue
 * where a game of it is saved, and More for its page (deal by number, rules, statistics).
 * Trophies and Settings at the top.
 */
import Phaser from 'phaser';
import { todayIso } from '../engine/daily.ts';
import { GAME_IDS, type GameId, MAX_DEAL } from '../engine/index.ts';
import { playerRecords } from '../platform/saves.ts';
import { scoreClient } from '../platform/scores.ts';
import type { PlayerRecords } from '../play/playerRecords.ts';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { askConfirm, askNumber, labelCanvas } from '../view/kit/dom.ts';
import { addFelt } from '../view/kit/felt.ts';
import { statsLines } from '../view/panels/statsText.ts';
import { STACKED_ROW, drawGameRow } from '../view/menu/menuRow.ts';
import { type UiButton, drawButton, routeButtons, textStyle } from '../view/kit/ui.ts';
import { TITLE_FONT } from '../view/kit/fonts.ts';
import { SCENES } from '../keys.ts';
import { T } from '../text/index.ts';
import { gameBlurb, gameName, gameNote } from '../text/games.ts';
import { type PanelContent, openPanel } from './PanelScene.ts';
import { openSettings, rulesContent, statsContent } from '../view/panels/panels.ts';
import { drawTrophiesButton, openTrophies } from '../view/panels/trophies.ts';
import { type TableData, dailyDeal, guidedTable } from '../play/deal.ts';
import { DailyChallenges, challengeTable } from '../play/dailyChallenges.ts';
import { solverClient } from '../platform/solverClient.ts';
import { LEVELS, hasLevels } from '../engine/winnable/level.ts';
import { dailyContent } from '../view/panels/challengesPanel.ts';
import { drawDailyTile } from '../view/menu/challengeTile.ts';
import { todaysDeals } from '../play/dailyDeals.ts';
import { TOUCH_TARGET } from '../view/kit/touch.ts';
import { drawPager, turnsBy } from '../view/kit/panel.ts';
import { pagerIn } from '../view/kit/panelPlan.ts';
import { animDuration } from '../view/kit/settings.ts';

/** How long the menu takes to fade out on the way to the table, ms at the normal speed. */
const LEAVE_MS = 160;

/** The daily challenges of this visit: each day made once, the day chosen kept between menus. */
const challenges = new DailyChallenges(solverClient, () => todayIso(new Date()));
/** The page of games showing on a screen too short for them all. */
let menuPage = 0;
/** The shortest a game's row is drawn: its buttons side by side, a finger's height. */
const LEAST_ROW = TOUCH_TARGET + 10;

export class MenuScene extends Phaser.Scene {
  private buttons: UiButton[] = [];
  /** A deal chosen: the table is on its way, so the panel closing behind it must not draw the menu again. */
  private leaving = false;
  /** Back from a panel: redrawn at the next step, once the panel's button has done what it does (it may leave). */
  private redrawNext = false;
  /** The daily place is the panel over the menu (not another panel opened since). */
  private dailyShown = false;
  /** The player's records: what the rows, the tile and the panels show, and what their buttons change. */
  private readonly records: PlayerRecords = playerRecords();

  constructor() {
    super(SCENES.menu);
  }

  create(): void {
    fitCamera(this);
    addFelt(this);
    labelCanvas(this.game.canvas);
    this.buttons = [];
    this.leaving = false;
    this.redrawNext = false;
    this.dailyShown = false;
    // Listening first: were the drawing ever to fail at some size, the next size draws it again.
    // A restart queued behind the table's start would bring the menu back under the table.
    const redraw = () => { if (!this.leaving) this.scene.restart(); };
    onViewportChange(this, redraw);
    // Back from a panel: the statistics or a save may have changed.
    const resumed = () => {
      this.redrawNext = true;
      this.dailyShown = false;
    };
    this.events.on(Phaser.Scenes.Events.RESUME, resumed);
    // A day's challenges made while their panel shows: the panel says them. Made after it closed,
    // they must not open it over the panel the player went to since (a game's levels).
    const made = challenges.on(() => { if (this.scene.isPaused() && this.dailyShown) this.openDaily(); });
    // Another tab won a game, earned a badge, moved a game on, changed a setting: drawn at once.
    const changed = this.records.on((c) => { if (c.elsewhere) this.redrawNext = true; });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { this.events.off(Phaser.Scenes.Events.RESUME, resumed); made(); changed(); });
    routeButtons(this, () => this.buttons);
    this.draw();
  }

  override update(): void {
    if (!this.redrawNext) return;
    this.redrawNext = false;
    if (!this.leaving) this.scene.restart();
  }

  /** To the table: the menu fades out first (at once when motion is off), taking no more input. */
  private play(data: TableData): void {
    if (this.leaving) return;
    this.leaving = true;
    const fade = animDuration(LEAVE_MS);
    if (fade === 0) {
      this.scene.start(SCENES.table, data);
      return;
    }
    this.input.enabled = false;
    this.tweens.add({ targets: this.cameras.main, alpha: 0, duration: fade, ease: 'Sine.easeIn', onComplete: () => { this.scene.start(SCENES.table, data); } });
  }

  /** Play: any deal, or a winnable deal of a level of difficulty. */
  private chooseDeal(game: GameId): PanelContent {
    const levels = (['any', ...LEVELS] as const).filter((l) => l === 'any' || hasLevels(game));
    // Any deal is a winnable one only while "winnable deals only" is on.
    const any = this.records.settings().winnableOnly ? T.levelNotes.anyWinnable : T.levelNotes.anyShuffled;
    return {
      title: T.newDealOf(gameName(game)),
      items: levels.map((l) => ({
        id: `level:${l}`,
        label: T.levels[l],
        note: l === 'any' ? any : T.levelNotes[l],
        primary: l === 'any',
        action: () => { this.deal(l === 'any' ? { game } : { game, level: l }); },
      })),
    };
  }

  /** The daily place: today's daily deal of every game, the month's calendar and the chosen day's three challenges. */
  private openDaily(): void {
    const content = () => {
      const today = todayIso(new Date());
      return dailyContent({
        today,
        chosen: challenges.chosen,
        record: this.records.challenges(),
        offers: challenges.offers(challenges.chosen),
        opensIn: (date) => challenges.opensIn(date),
        deals: todaysDeals((game) => this.records.stats(game), today),
        choose: (date) => { challenges.choose(date); this.openDaily(); },
        play: (offer) => { this.deal(challengeTable(offer)); },
        deal: (game) => { this.deal(dailyDeal(game)); },
      });
    };
    openPanel(this, content);
    this.dailyShown = true;
  }

  /**
   * The menu is still the screen: running, or paused, as it stays until the next frame after a
   * panel over it closes (an answer given that soon is still the player's).
   */
  private get shown(): boolean {
    return this.scene.isActive() || this.scene.isPaused();
  }

  /**
   * Another deal of a game: when its saved game has moves (giving it up counts as a loss), the
   * player is asked first.
   */
  private deal(data: TableData): void {
    const saved = this.records.savedNow(data.game);
    if (!saved || (saved.session.position === 0 && !saved.restarted)) {
      this.play(data);
      return;
    }
    void askConfirm(T.giveUpTitle, T.giveUpText, T.giveUpYes, T.keepPlaying).then((yes) => {
      if (yes && this.shown) this.play(data);
    });
  }

  /**
   * Continues `game`'s saved game as storage holds it now: another tab may have played it on since
   * the menu was drawn (or ended it: then the menu, drawing again, offers none).
   */
  private resume(game: GameId): void {
    const saved = this.records.savedNow(game);
    if (saved) this.play({ game, ...saved });
    else this.redrawNext = true;
  }

  /** A game's page: continue, new, deal by number, rules, statistics (its daily deal is in the daily place). */
  gamePage(id: GameId): PanelContent {
    const saved = this.records.hasSave(id);
    const stats = this.records.stats(id);
    const today = todayIso(new Date());
    const note = gameNote(id, this.records.settings().winnableOnly);
    return {
      title: gameName(id),
      lines: [gameBlurb(id), ...(note === null ? [] : [note]), '', ...statsLines(stats, today)],
      items: [
        ...(saved ? [{ id: 'continue', label: T.continue, primary: true, action: () => { this.resume(id); } }] : []),
        { id: 'new', label: T.newDealButton, primary: !saved, action: () => { this.deal({ game: id }); } },
        {
          id: 'number',
          label: T.dealByNumber,
          action: () => {
            void askNumber(T.dealNumberPrompt(gameName(id)), MAX_DEAL).then((n) => {
              if (n !== null && this.shown) this.deal({ game: id, number: n });
            });
          },
        },
        { id: 'rules', label: T.rules, keep: true, action: () => { openPanel(this, () => rulesContent(id, this.records, () => { this.play(guidedTable(id, this.records.savedNow(id))); })); } },
        { id: 'stats', label: T.statistics, keep: true, action: () => { openPanel(this, () => statsContent((c) => { openPanel(this, c); }, id, this.records)); } },
      ],
    };
  }

  private draw(): void {
    const { width, height } = viewport();
    // Bigger screens get bigger rows and words, not a small list in a sea of felt.
    const s = Math.max(1, Math.min(1.8, width / 1100, height / 800));
    const sw = Math.min(110 * s, width * 0.24);
    const sh = 44 * s;
    const g = this.add.graphics();
    this.buttons.push(drawButton(this, g, 'settings', { x: width - sw - 8, y: 8, width: sw, height: sh }, T.settings, () => { openSettings((c) => { openPanel(this, c); }, this.textures, this.records, scoreClient()); }));
    // Trophies at the top left: as wide as Settings, or a square with its cup where that is narrow.
    const tw = sw >= 80 ? sw : 44;
    this.buttons.push(drawTrophiesButton(this, g, { x: 8, y: 8, width: tw, height: sh }, () => { openTrophies((c) => { openPanel(this, c); }, this.records); }));
    const titleSize = Math.min(40 * s, width / 11, Math.max(24, height / 16));
    const title = this.add.text(width / 2, 8 + Math.max(sh, titleSize * 1.3) / 2, T.appName, textStyle(titleSize, '#f7f3e3', true, TITLE_FONT)).setOrigin(0.5);
    // Centred unless it would run under a button: then between them, shrunk to fit.
    if (title.width > width - 2 * (Math.max(sw, tw) + 16)) {
      const from = tw + 16;
      const to = width - sw - 16;
      title.setScale(Math.min(1, (to - from) / title.width));
      title.setX((from + to) / 2);
    }
    const gap = Math.round(8 * s);
    const tileY = Math.max(8 + sh, title.y + title.displayHeight / 2) + 6;
    const tileW = Math.min(700 * s, width - 16);
    const tile = { x: (width - tileW) / 2, y: tileY, width: tileW, height: TOUCH_TARGET * s };
    this.buttons.push(drawDailyTile(this, g, tile, this.records.challenges(), todayIso(new Date()), () => { this.openDaily(); }));
    const top = tile.y + tile.height + gap;
    const bottom = 6;
    const all = GAME_IDS.length;
    // One column while its rows keep their two buttons stacked; else two, where they fit side by side.
    const oneColumn = (height - top - bottom - (all - 1) * gap) / all;
    const cols = oneColumn < STACKED_ROW + 12 && width >= 2 * 340 + gap + 16 ? 2 : 1;
    const colW = Math.min((cols === 2 ? 520 : 700) * s, (width - 16 - (cols - 1) * gap) / cols);
    // A screen too short for every row at a finger's height shows them a page at a time.
    const paged = cols === 1 && oneColumn < LEAST_ROW;
    const room = height - top - bottom - (paged ? TOUCH_TARGET + gap : 0);
    const perPage = paged ? Math.max(1, Math.floor((room + gap) / (LEAST_ROW + gap))) : all;
    const pages = Math.ceil(all / perPage);
    menuPage = Math.min(menuPage, pages - 1);
    const ids = GAME_IDS.slice(menuPage * perPage, (menuPage + 1) * perPage);
    const n = ids.length;
    const rows = Math.ceil(perPage / cols);
    const rowH = Math.min(170 * s, (room - (rows - 1) * gap) / rows);
    const x0 = (width - (cols * colW + (cols - 1) * gap)) / 2;
    if (paged) {
      const turn = (to: number) => { menuPage = to; this.scene.restart(); };
      this.buttons.push(...drawPager(this, g, pagerIn({ x: 8, y: height - bottom - TOUCH_TARGET, width: width - 16, height: TOUCH_TARGET }, gap), menuPage, pages, turn));
      turnsBy(this, { x: 0, y: 0, width, height }, menuPage, pages, turn, null);
    }
    const winnableOnly = this.records.settings().winnableOnly;
    ids.forEach((id, i) => {
      const row = Math.floor(i / cols);
      // A short last row sits in the middle.
      const shift = ((cols - Math.min(cols, n - row * cols)) * (colW + gap)) / 2;
      const rect = { x: x0 + shift + (i % cols) * (colW + gap), y: top + row * (rowH + gap), width: colW, height: rowH };
      this.buttons.push(...drawGameRow(this, g, id, rect, s, { stats: this.records.stats(id), badges: this.records.badgesOf(id), winnableOnly }, this.records.hasSave(id), {
        play: () => { openPanel(this, () => this.chooseDeal(id)); },
        resume: () => { this.resume(id); },
        more: () => { openPanel(this, () => this.gamePage(id)); },
      }));
    });
  }
}
