/**
 * The end of a game, over the table: won or lost, time and moves, whether a friend's result was
 * beaten, the game's statistics, and where to go next (sharing the deal among them).
 */
import Phaser from 'phaser';
import { todayIso } from '../engine/daily.ts';
import { statsOf } from '../platform/saves.ts';
import { statsLines as gameStatsLines } from '../view/panels/statsText.ts';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { formatTime } from '../text/time.ts';
import { type UiButton, drawButton, drawPanelFrame, routeButtons, textStyle } from '../view/kit/ui.ts';
import { TITLE_FONT } from '../view/kit/fonts.ts';
import { SCENES } from '../keys.ts';
import { type ResultsData, type TableData, replayOf } from '../play/deal.ts';
import { beatOutcome, resultsShared, shareParams } from '../play/share.ts';
import { beatFigures, shareDeal } from '../view/panels/share.ts';
import { T } from '../text/index.ts';
import { gameName } from '../text/games.ts';
import { initialState } from '../engine/index.ts';
import { remember, verdictOf } from '../play/verdicts.ts';
import { solverClient } from '../platform/solverClient.ts';

/** The search for a lost deal's winning line, while the Results show. */
const WINNABLE_BUDGET = { maxMs: 6000, maxNodes: 6_000_000 } as const;

/** The Results as the table shows them: the game's end, and a way back when it may be undone. */
export interface ResultsShown extends ResultsData {
  /** Undoes the last move on the table underneath (a loss by rule not yet counted); null: no way back. */
  readonly undo?: (() => void) | null;
}

export class ResultsScene extends Phaser.Scene {
  private data_!: ResultsShown;
  private buttons: UiButton[] = [];

  constructor() {
    super(SCENES.results);
  }

  init(data: ResultsShown): void {
    this.data_ = data;
    this.buttons = [];
  }

  create(): void {
    fitCamera(this);
    this.draw();
    routeButtons(this, () => this.buttons, () => { this.toMenu(); });
    const undoKey = (e: KeyboardEvent) => {
      const undoing = e.key.toLowerCase() === 'u' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !e.shiftKey);
      if (!undoing || !this.data_.undo || !this.scene.isActive()) return;
      e.preventDefault();
      this.data_.undo();
    };
    window.addEventListener('keydown', undoKey);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { window.removeEventListener('keydown', undoKey); });
    onViewportChange(this, () => { this.scene.restart(this.data_); });
    this.askWinnable();
  }

  /** A lost game: was the deal winnable? Asked of the worker once; the answer adds "watch how". */
  private askWinnable(): void {
    const d = this.data_;
    const start = initialState(d.deal);
    const client = solverClient();
    if (d.won || !client || verdictOf(start) !== undefined) return;
    let gone = false;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { gone = true; });
    void client.solve(start, WINNABLE_BUDGET, WINNABLE_BUDGET.maxMs + 4000).then((r) => {
      if (!r) return;
      remember(start, r.verdict, r.line);
      if (!gone && r.verdict === 'win' && r.replayed) this.scene.restart(d);
    });
  }

  private draw(): void {
    const { width, height } = viewport();
    const d = this.data_;
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.45);
    shade.fillRect(0, 0, width, height);
    const pw = Math.min(420, width - 24);
    const watchable = !d.won && verdictOf(initialState(d.deal)) === 'win';
    const undo = d.undo ?? null;
    const count = 3 + (watchable ? 1 : 0) + (undo ? 1 : 0);
    const ph = Math.min(380 + count * 20, height - 24);
    const px = (width - pw) / 2;
    const py = (height - ph) / 2;
    const g = this.add.graphics();
    drawPanelFrame(g, { x: px, y: py, width: pw, height: ph });
    const cx = width / 2;
    this.add.text(cx, py + 40, d.won ? (d.byComputer === true ? T.solvedByComputer : T.youWon) : T.noMovesLeft, textStyle(Math.min(34, pw / 10), '#f2c14e', true, TITLE_FONT)).setOrigin(0.5);
    const name = T.tableTitle(gameName(d.game), d.daily ? d.daily : null, d.number);
    this.add.text(cx, py + 78, name, textStyle(15, '#cfe8d8')).setOrigin(0.5);
    const bw = pw - 48;
    const bh = 48;
    const by = py + ph - count * (bh + 10) - 8;
    const beat = d.won && d.byComputer !== true && d.beat ? [T.beatOutcome(beatOutcome({ moves: d.moves, seconds: d.seconds }, d.beat), beatFigures(d.beat))] : [];
    const lines = [T.timeAndMoves(formatTime(d.seconds), d.moves), ...beat, ...(d.byComputer === true ? [T.notCountedWin] : []), ...(undo ? [T.lostUndoNote] : []), '', ...gameStatsLines(statsOf(d.game), todayIso(new Date()), { daily: Boolean(d.daily) })];
    const figures = this.add.text(cx, py + 100, lines.join('\n'), { ...textStyle(15), align: 'center', lineSpacing: 3, wordWrap: { width: pw - 32 } }).setOrigin(0.5, 0);
    const room = by - 8 - figures.y;
    if (figures.height > room) figures.setScale(Math.max(0.5, room / figures.height));
    if (figures.displayWidth > pw - 16) figures.setScale(Math.min(figures.scale, (pw - 16) / figures.width));
    const row = (i: number) => ({ x: px + 24, y: by + i * (bh + 10), width: bw, height: bh });
    let at = 0;
    if (undo) this.buttons.push(drawButton(this, g, 'undo', row(at++), T.undoLastMove, () => { undo(); }, true));
    this.buttons.push(drawButton(this, g, 'new', row(at++), T.newDealButton, () => { this.deal({ game: d.game }); }, !undo));
    if (watchable) this.buttons.push(drawButton(this, g, 'watch', row(at++), T.watchHow, () => { this.deal({ ...replayOf(d), watch: true }); }));
    this.buttons.push(drawButton(this, g, 'replay', row(at++), T.replayDeal, () => { this.deal(replayOf(d)); }));
    // A deal a link can name shares the row of the menu, half each: the panel keeps its height.
    const shared = resultsShared(d);
    const link = shareParams(shared);
    const last = row(at);
    const half = { ...last, width: (last.width - 10) / 2 };
    if (link) this.buttons.push(drawButton(this, g, 'share', half, T.share, () => { void shareDeal(link, name, shared.beat ?? null); }));
    this.buttons.push(drawButton(this, g, 'menu', link ? { ...half, x: half.x + half.width + 10 } : last, T.menu, () => { this.toMenu(); }));
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
