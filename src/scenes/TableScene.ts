/**
 * Play: the table controller (play/table.ts) and the services beside it (the solver's advisor,
 * watching a winning line, the first-deal guide, the table's input), composed with the view, the sound and the live
 * region. Every event of theirs comes here once and goes to the view, the sound and the words;
 * the player's gestures and keys go to the input. Nothing is decided here.
 */
import Phaser from 'phaser';
import { cueOf, openingCue, type TableFeedEvent } from '../audio/cues.ts';
import { sounds } from '../audio/sounds.ts';
import { MAX_DEAL, type PileId } from '../engine/index.ts';
import { keyAction, watchControlOf } from '../input/keyboard.ts';
import { type ServiceEvent, type TableIntent, tableStore } from '../input/tableIntent.ts';
import { TableInput } from '../input/tableInput.ts';
import { SCENES } from '../keys.ts';
import { SolverAdvisor } from '../play/advisor.ts';
import { type TableData, dailyDeal, foundFor } from '../play/deal.ts';
import { TableController, type TableEvent } from '../play/table.ts';
import type { TableChange, TableStore } from '../play/tableStore.ts';
import { showingTable } from '../play/showingTable.ts';
import { Rewards } from '../play/rewards.ts';
import { BoardOffers } from '../play/resultBoard.ts';
import { scoreClient } from '../platform/scores.ts';
import { WatchController } from '../play/watch.ts';
import { REWARD_PORTS } from '../platform/progress.ts';
import { type DealHold, dealHold } from '../play/winnableDeal.ts';
import { GUIDE_PORTS, TABLE_PORTS, changeSettings, onSaveElsewhere, onSettings, playerRecords, readSave, settings } from '../platform/saves.ts';
import { solverClient } from '../platform/solverClient.ts';
import { fitCamera, onViewportChange } from '../platform/viewport.ts';
import { T } from '../text/index.ts';
import { gameName } from '../text/games.ts';
import { announce, askNumber, dialogOpen, keyForPage, labelCanvas, toast } from '../view/kit/dom.ts';
import { addFelt } from '../view/kit/felt.ts';
import { tableOptions } from '../view/panels/panels.ts';
import { askQuestion } from '../view/panels/questions.ts';
import { onViewSettings } from '../view/kit/settings.ts';
import { beatLine, tableShare } from '../view/panels/share.ts';
import { TableView, notice } from '../view/table/tableView.ts';
import { showFinding } from '../view/table/finding.ts';
import { onSceneKey } from '../view/kit/keys.ts';
import { openPanel } from './PanelScene.ts';
import type { ResultsShown } from './ResultsScene.ts';

/** How long the lost table shows before Results (a win's celebration keeps its own time). */
const LOST_RESULTS_AFTER_MS = 400;
/** How long the notice that no winnable deal was found stays. */
const NO_WINNABLE_MS = 6000;

export class TableScene extends Phaser.Scene {
  private startData!: TableData;
  table!: TableController;
  advisor!: SolverAdvisor;
  private watch!: WatchController;
  /** The one way in for every player action, and the one feed out (play/tableStore.ts). */
  store!: TableStore<TableIntent, ServiceEvent>;
  private boards!: BoardOffers;
  view!: TableView;
  /** Waiting for the solver to find that winnable deal: nothing is dealt yet. */
  private holding = false;
  private readonly closers: (() => void)[] = [];

  constructor() {
    super(SCENES.table);
  }

  init(data: TableData): void {
    this.startData = data;
    this.holding = false;
  }

  create(): void {
    fitCamera(this);
    addFelt(this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { for (const close of this.closers.splice(0)) close(); });
    const solver = solverClient();
    const table = (this.table = new TableController(this.startData, TABLE_PORTS, (state, session) => this.advisor.hint(state, session)));
    const hold = table.randomDeal ? dealHold(table.game, { level: this.startData.level ?? null, winnableOnly: settings().winnableOnly, start: table.session.number ?? 1 }, solver, Math.random) : null;
    this.holding = hold !== null;
    if (hold) {
      this.holdDeal(hold);
      return;
    }
    const advisor = (this.advisor = new SolverAdvisor(table, solver, { stillWinnable: () => settings().stillWinnable }));
    const watch = (this.watch = new WatchController(table, solver, this.startData.watch === true));
    const rewards = new Rewards(table, REWARD_PORTS, this.startData.challenge ?? null);
    const input = new TableInput(table, { piles: () => this.view.pileSpots() });
    const store = (this.store = tableStore({ table, input, advisor, watch, rewards, guide: { ports: GUIDE_PORTS, firstDeal: table.isDealing && this.startData.watch !== true, asked: this.startData.guide === true } }));
    this.boards = new BoardOffers(table, scoreClient(), rewards);
    this.view = new TableView(this, this.viewPorts());
    this.view.hud.setEnabled('share', tableShare(table) !== null);
    labelCanvas(this.game.canvas);
    store.subscribe((c) => { this.heard(c); });
    // Leaving the table (another deal, the menu) counts a loss by rule the player did not undo.
    this.closers.push(showingTable.show(store), () => {
      store.close();
      table.leave();
      for (const service of [advisor, watch, rewards, this.boards, input, this.view]) service.close();
    });
    this.listenToPage();
    const opening = openingCue(table.opening, beatLine(table.beat), table.isDealing);
    announce(opening.say);
    advisor.publish();
    rewards.publish();
    if (table.isDealing) {
      this.view.board.deal(table.state);
      for (const s of opening.sounds) sounds.play(s);
    } else {
      // A resumed game: straight to where it was, unless another tab moved it on or ended it meanwhile.
      this.view.board.showState(table.state, false);
      store.dispatch({ kind: 'dealt' });
      store.dispatch({ kind: 'savedElsewhere', saved: readSave(table.game, true) });
    }
  }

  override update(): void {
    if (this.holding) return;
    if (this.table.isDealing && !this.view.board.isAnimating()) this.store.dispatch({ kind: 'dealt' });
    // This frame's wall time, not Phaser's smoothed and capped delta (a slow device would run slow).
    this.store.dispatch({ kind: 'frame', ms: this.game.loop.rawDelta, now: performance.now(), busy: this.view.board.isAnimating() });
  }

  /** True while the table waits for its deal to be found: nothing of the table is drawn yet. */
  get finding(): boolean {
    return this.holding;
  }

  /** True while a card animation runs, or before the deal is dealt. */
  isBusy(): boolean {
    return this.holding || this.table.isDealing || this.view.board.isAnimating();
  }

  /** Starts a deal: a numbered one, a given one, or a random number. */
  startDeal(data: TableData): void {
    this.scene.stop(SCENES.results);
    this.scene.restart(data);
  }

  private viewPorts() {
    const table = this.table;
    const store = this.store;
    return {
      game: table.game,
      title: table.title,
      line: () => beatLine(table.beat),
      state: () => table.state,
      openingFigures: () => table.figures(),
      focus: () => store.model.focus,
      lifted: () => (store.model.lift === null ? null : { from: store.model.lift, places: store.model.targets }),
      pressNote: () => { store.dispatch({ kind: 'note' }); },
      watch: (control: Parameters<WatchController['press']>[0]) => { store.dispatch({ kind: 'watch', control }); },
      guide: (action: 'next' | 'skip') => { store.dispatch({ kind: 'guide', action }); },
      enabled: () => !this.scene.isActive(SCENES.results) && !dialogOpen() && !this.watch.active,
      accepting: () => table.over === null && !table.isDealing,
      canLift: (id: PileId) => table.canLift(id),
      targetsFrom: (id: PileId) => table.targetsFrom(id),
      intent: (intent: Parameters<TableInput['intent']>[0]) => { store.dispatch({ kind: 'board', intent }); },
      button: (id: Parameters<TableInput['command']>[0] | 'new' | 'mute' | 'share') => { if (id === 'share') tableShare(table)?.(); else store.dispatch({ kind: 'command', command: id === 'new' ? 'newDeal' : id === 'mute' ? 'sound' : id === 'hint' && this.view.hud.finishShown ? 'finish' : id }); },
    };
  }

  /** The page around the table: keys, settings, visibility, size, and the host's pause. */
  private listenToPage(): void {
    // The clock is kept when the page goes away (saved moves are already kept).
    const onHide = () => { if (document.visibilityState === 'hidden') this.store.dispatch({ kind: 'save' }); };
    document.addEventListener('visibilitychange', onHide);
    this.closers.push(
      onSceneKey(this, (e) => { this.onKey(e); }),
      () => { document.removeEventListener('visibilitychange', onHide); },
      onSaveElsewhere(this.table.game, (saved) => { this.store.dispatch({ kind: 'savedElsewhere', saved }); }),
      onViewSettings((s, before) => {
        if (s.fourColour !== before.fourColour || s.back !== before.back || s.leftHanded !== before.leftHanded) this.relayout();
      }),
      onSettings((s, before) => {
        this.view.hud.setTimerShown(s.showTimer);
        this.view.hud.setMuted(!s.soundOn);
        if (s.language !== before.language) this.view.hud.relabel(this.table.title);
        if (s.stillWinnable !== before.stillWinnable) this.store.dispatch({ kind: 'stillWinnableChanged' });
        this.view.showFigures();
      }),
    );
    onViewportChange(this, () => { this.relayout(); });
  }

  private relayout(): void {
    fitCamera(this);
    this.view.relayout();
    if (this.table.isDealing) this.store.dispatch({ kind: 'dealt' });
  }

  /**
   * One commit of the store: each event drawn, sounded and said in order; the game's end last, so
   * what the game earned (published in the same pass) is on the table when its banner shows.
   */
  private heard(c: TableChange<ServiceEvent>): void {
    for (const e of c.events) if (e.kind !== 'over') this.hear(e);
    for (const e of c.events) if (e.kind === 'over') this.hear(e);
    // From a lost game's Results: the line from the start, once the deal has landed.
    if (this.startData.watch === true && c.events.some((e) => e.kind === 'dealt')) this.store.dispatch({ kind: 'watchLine', fromStart: true });
  }

  /** One event of the table's feed: drawn, sounded and said. */
  private hear(e: TableFeedEvent): void {
    const cue = cueOf(e);
    this.view.show(e, cue.say);
    switch (e.kind) {
      case 'ask':
        void askQuestion(e.question).then(e.answer);
        break;
      case 'shown':
        this.scene.stop(SCENES.results);
        break;
      case 'start':
        this.startDeal(e.data);
        break;
      case 'elsewhere':
        if (cue.say !== null) toast(cue.say);
        if (e.data) this.startDeal(e.data);
        else this.command('menu');
        break;
      case 'command':
        this.command(e.command);
        break;
      case 'over':
        this.gameOver(e);
        return;
    }
    for (const s of cue.sounds) sounds.play(s);
    if (cue.say !== null) announce(cue.say);
  }

  private command(c: 'options' | 'menu' | 'sound'): void {
    if (c === 'sound') changeSettings({ soundOn: !settings().soundOn });
    else if (c === 'options') this.openOptions();
    else {
      this.table.save();
      this.scene.stop(SCENES.results);
      this.scene.start(SCENES.menu);
    }
  }

  /** The table's options: restart, a winning line, deal by number, daily deal, rules, statistics, settings. */
  private openOptions(): void {
    const game = this.table.game;
    const store = this.store;
    const byNumber = () => { store.dispatch({ kind: 'dealByNumber', asked: askNumber(T.dealNumberPrompt(gameName(game)), MAX_DEAL) }); };
    const open = (content: Parameters<typeof openPanel>[1]) => { openPanel(this, content); };
    open(() => tableOptions(open, this.textures, game, { restart: () => { store.dispatch({ kind: 'restart' }); }, watch: () => { store.dispatch({ kind: 'watchLine', fromStart: false }); }, byNumber, daily: () => { store.dispatch({ kind: 'deal', data: dailyDeal(game) }); }, share: tableShare(this.table), showMe: () => { store.dispatch({ kind: 'guide', action: 'start' }); } }, playerRecords(), scoreClient()));
  }

  private onKey(e: KeyboardEvent): void {
    if (this.holding || this.scene.isActive(SCENES.results) || keyForPage(e)) return;
    const control = this.watch.active ? watchControlOf(e) : null;
    const action = this.watch.active ? null : keyAction(e);
    if (control === null && !action) return;
    e.preventDefault();
    this.store.dispatch(control !== null ? { kind: 'watch', control } : { kind: 'key', action: action! });
  }

  /** The game is over: the last cards land, then the celebration or the word, then Results. */
  private gameOver(e: Extract<TableEvent, { kind: 'over' }>): void {
    this.view.gameOver(() => {
      if (this.table.over !== e.how) return;
      const cue = cueOf(e);
      for (const s of cue.sounds) sounds.play(s);
      if (cue.say !== null) announce(cue.say);
      const results = (): void => {
        if (this.table.over !== e.how || this.scene.isActive(SCENES.results)) return;
        this.view.closeBanner();
        const shown: ResultsShown = { ...e.results, earned: this.store.model.earned, undo: e.results.undoable === true ? () => { this.store.dispatch({ kind: 'command', command: 'undo' }); } : null, board: this.boards.offer(e.results) };
        this.scene.launch(SCENES.results, shown);
      };
      // A win's Results come the moment its celebration asks (its own real-time bound), not a frame later.
      if (e.how === 'won') this.view.celebrate(e.results.seconds, e.results.moves, results);
      else {
        toast(T.lostNotice);
        this.time.delayedCall(LOST_RESULTS_AFTER_MS, results);
      }
    });
  }

  /** Holds the deal until it is built, or found while the table's frame and "finding..." show, then deals it. */
  private holdDeal(hold: DealHold): void {
    if (hold.kind === 'built') {
      this.time.delayedCall(0, () => { this.scene.restart(foundFor(this.startData, hold.deal.data)); });
      return;
    }
    let cancelled = false;
    const t = this.table;
    const hide = showFinding(this, { game: t.game, title: gameName(t.game), line: beatLine(t.beat), figures: t.figures() }, hold.finding);
    this.closers.push(() => {
      cancelled = true;
      hide();
      solverClient()?.cancel();
    });
    void hold.find({ random: Math.random, now: () => performance.now(), cancelled: () => cancelled }).then((found) => {
      if (!found || cancelled) return;
      if (found.notice !== null) notice(found.notice, NO_WINNABLE_MS);
      this.scene.restart(foundFor(this.startData, found.data));
    });
  }
}
