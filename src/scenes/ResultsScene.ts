/**
 * The end of a game, over the table: won or lost, the result to beat (beaten or not) as large as
 * the headline, time and moves, what the game earned (records, the challenge's star, each badge's
 * emblem with its name and what earned it), where the result stands on its daily board, the
 * game's statistics, and where to go next (sharing the deal and posting to the board among them).
 */
import Phaser from 'phaser';
import { todayIso } from '../engine/daily.ts';
import { playerRecords } from '../platform/saves.ts';
import { statsLines as gameStatsLines } from '../view/panels/statsText.ts';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { formatTime } from '../text/time.ts';
import { type UiButton, routeButtons } from '../view/kit/ui.ts';
import { drawPanel } from '../view/kit/panel.ts';
import { announce, hideToast } from '../view/kit/dom.ts';
import { onSceneKey } from '../view/kit/keys.ts';
import { buttonsPart, wordsPart } from '../view/kit/panelParts.ts';
import { SCENES } from '../keys.ts';
import { type ResultsData, type TableData, replayOf, tableTitle } from '../play/deal.ts';
import { resultsShared, shareParams } from '../play/share.ts';
import { shareDeal } from '../view/panels/share.ts';
import type { Earned } from '../play/rewards.ts';
import { resultsShow } from '../play/resultsShow.ts';
import { beatParts, earnedParts } from '../view/win/earnedParts.ts';
import { T } from '../text/index.ts';
import { askWinnable, lineToWatch } from '../play/lostDeal.ts';
import { solverClient } from '../platform/solverClient.ts';
import type { ResultBoard } from '../play/resultBoard.ts';
import { boardButtonLabel, pressBoard, standingLine } from '../view/panels/resultBoard.ts';

/** The Results as the table shows them: the game's end, and a way back when it may be undone. */
export interface ResultsShown extends ResultsData {
  /** Undoes the last move on the table underneath (a loss by rule not yet counted); null: no way back. */
  readonly undo?: (() => void) | null;
  /** The daily board this result may go on (a score server named); null: none. */
  readonly board?: ResultBoard | null;
  /** What the game earned; null when it was not judged (a loss that may still be undone). */
  readonly earned?: Earned | null;
}

export class ResultsScene extends Phaser.Scene {
  private data_!: ResultsShown;
  private buttons: UiButton[] = [];
  /** The page of the Results showing, on a screen too small for them at once. */
  private page = 0;

  constructor() {
    super(SCENES.results);
  }

  init(data: ResultsShown): void {
    if (data !== this.data_) this.page = 0;
    this.data_ = data;
    this.buttons = [];
  }

  create(): void {
    fitCamera(this);
    // The table's last word (a lost game's notice, the badges' names) was the table's: the Results say it now.
    hideToast(true);
    this.draw();
    routeButtons(this, () => this.buttons, () => { this.toMenu(); });
    const undoKey = (e: KeyboardEvent) => {
      const undoing = e.key.toLowerCase() === 'u' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !e.shiftKey);
      if (!undoing || !this.data_.undo) return;
      e.preventDefault();
      this.data_.undo();
    };
    onSceneKey(this, undoKey);
    onViewportChange(this, () => { this.scene.restart(this.data_); });
    this.followBoard();
    // A lost game: was the deal winnable? A line found adds "watch how".
    let gone = false;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { gone = true; });
    const d = this.data_;
    void askWinnable(d, solverClient()).then((found) => { if (found && !gone) this.scene.restart(d); });
  }

  /** The board's standing changes (posted, sent once back online): drawn again, and said. */
  private followBoard(): void {
    const stop = this.data_.board?.on((s) => {
      this.scene.restart(this.data_);
      const line = standingLine(s);
      if (line !== null) announce(line);
    });
    if (stop) this.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  }

  private draw(): void {
    const { width, height } = viewport();
    const d = this.data_;
    const shade = this.add.graphics();
    shade.fillStyle(0x000000, 0.45);
    shade.fillRect(0, 0, width, height);
    const watchable = lineToWatch(d);
    const undo = d.undo ?? null;
    const name = tableTitle(d.game, { challenge: null, winnable: d.winnable ?? null, daily: d.daily ? d.daily : null, number: d.number, level: d.level ?? null });
    const shows = resultsShow(d, d.earned ?? null);
    const board = d.board ?? null;
    const standing = board ? standingLine(board.standing) : null;
    const boardLabel = board ? boardButtonLabel(board) : null;
    const lines = [T.timeAndMoves(formatTime(d.seconds), d.moves), ...(standing === null ? [] : [standing]), ...(d.byComputer === true ? [T.notCountedWin] : []), ...(undo ? [T.lostUndoNote] : [])];
    const stats = gameStatsLines(playerRecords().stats(d.game), todayIso(new Date()), { daily: Boolean(d.daily) });
    const shared = resultsShared(d);
    const link = shareParams(shared);
    const acts: Record<string, () => void> = {
      undo: () => { undo?.(); },
      new: () => { this.deal({ game: d.game }); },
      watch: () => { this.deal({ ...replayOf(d), watch: true }); },
      replay: () => { this.deal(replayOf(d)); },
      board: () => { if (board) pressBoard(board); },
      share: () => { if (link) void shareDeal(link, name, shared.beat ?? null); },
      menu: () => { this.toMenu(); },
    };
    const items = [
      ...(undo ? [{ id: 'undo', label: T.undoLastMove, primary: true }] : []),
      { id: 'new', label: T.newDealButton, primary: !undo },
      ...(boardLabel === null ? [] : [{ id: 'board', label: boardLabel }]),
      ...(watchable ? [{ id: 'watch', label: T.watchHow }] : []),
      { id: 'replay', label: T.replayDeal },
      ...(link ? [{ id: 'share', label: T.share }] : []),
      { id: 'menu', label: T.menu },
    ];
    const titleSizes = [34, 30, 26, 22] as const;
    const drawn = drawPanel(this, {
      title: shows.headline,
      titleSizes,
      header: 52,
      width: 440,
      page: this.page,
      close: null,
      turn: (page) => { this.page = page; this.scene.restart(this.data_); },
      parts: [
        wordsPart(this, name, { sizes: [15, 14, 13, 12], colour: '#cfe8d8', align: 'center' }),
        ...beatParts(this, shows, titleSizes),
        wordsPart(this, lines.join('\n'), { sizes: [15, 14, 13, 12], colour: '#ffffff', align: 'center', spacing: 3 }),
        ...earnedParts(this, shows),
        wordsPart(this, stats.join('\n'), { sizes: [15, 14, 13, 12], colour: '#ffffff', align: 'center', spacing: 3 }),
        buttonsPart(this, items, (id) => { acts[id]?.(); }),
      ],
    }, width, height);
    this.buttons.push(...drawn.buttons);
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
