/**
 * Play, as the player sees it: the board, the HUD, the pointer and the keys, and the sound,
 * around the table controller (play/table.ts), which owns the game. Input is forwarded to the
 * controller through the table's input (input/tableInput.ts); what the controller says happened
 * is drawn, sounded and said here. Nothing is decided here.
 */
import Phaser from 'phaser';
import { SOUND, sounds } from '../audio/sounds.ts';
import { MAX_DEAL, type State, current } from '../engine/index.ts';
import { keyAction } from '../input/keys.ts';
import { PointerInput } from '../input/pointer.ts';
import { TableInput } from '../input/tableInput.ts';
import { placeOfPile } from '../input/targets.ts';
import { SCENES, TABLE_EVENTS } from '../keys.ts';
import { type TableData, dailyDeal } from '../play/deal.ts';
import { TableController } from '../play/table.ts';
import { abandonSaved, autoPlayMode, clearSave, onSettings, recordResult, settings, writeSave } from '../platform/saves.ts';
import type { TableProbe } from '../platform/testHook.ts';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { T } from '../text/index.ts';
import { gameName } from '../text/games.ts';
import { atlasCardPx, ensureAtlas } from '../view/atlas.ts';
import { Board } from '../view/board.ts';
import { announce, askNumber, dialogOpen, keyForPage, labelCanvas } from '../view/dom.ts';
import { addFelt } from '../view/felt.ts';
import { Hud } from '../view/hud.ts';
import { HUD_BUTTONS, type HudButton, type Layout, type Rect, layout } from '../view/layout.ts';
import { onViewSettings, viewSettings } from '../view/settings.ts';
import { inputHeld } from '../view/ui.ts';
import { openPanel } from './PanelScene.ts';
import { tableOptions } from './panels.ts';
import { attachSolver, holdForWinnableDeal } from './solverGlue.ts';
import { type ShownTable, showFigures, showTableEvent } from './tableShow.ts';
import { WatchGlue } from './watchGlue.ts';

/** The platform's half of the table: the saves, the statistics and the auto-play setting. */
const PORTS = { autoPlayMode, writeSave, clearSave, abandonSaved, recordResult } as const;

export class TableScene extends Phaser.Scene implements TableProbe {
  private start_!: TableData;
  private table!: TableController;
  private board!: Board;
  private hud!: Hud;
  private pointer!: PointerInput;
  private keys!: TableInput;
  private lay!: Layout;
  /** "Show a winning line": while one plays, the table's own input waits. */
  private watch!: WatchGlue;
  /** What the watch bar takes at the foot of the screen while it shows: the cards stay above it. */
  private footer = 0;
  /** Waiting for the solver to find that winnable deal: nothing is dealt yet. */
  private holding = false;
  private unsubscribe: (() => void)[] = [];

  constructor() {
    super(SCENES.table);
  }

  init(data: TableData): void {
    this.start_ = data;
    this.holding = false;
  }

  create(): void {
    fitCamera(this);
    addFelt(this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const u of this.unsubscribe) u();
      this.unsubscribe = [];
    });
    this.table = new TableController(this.start_, PORTS);
    // Winnable deals only: the table restarts on a winnable number found by the solver.
    this.holding = this.table.randomDeal && holdForWinnableDeal(this, this.table.game, this.table.session.number ?? 1);
    if (this.holding) return;
    this.lay = this.computeLayout();
    ensureAtlas(this.textures, this.atlasSpec());
    this.board = new Board(this, this.state, this.lay);
    this.hud = new Hud(this, this.lay.hud, this.table.title, viewport().dpr);
    this.hud.setTimerShown(settings().showTimer);
    labelCanvas(this.game.canvas);
    this.keys = new TableInput({
      board: () => this.board,
      table: () => this.table,
      piles: () => Object.values(this.lay.piles),
      cardWidth: () => this.lay.card.width,
      say: announce,
      sound: (key) => { sounds.play(key); },
      openOptions: () => { this.openOptions(); },
      toMenu: () => { this.command('menu'); },
    });
    this.listen(window, 'keydown', (e) => { this.onKey(e as KeyboardEvent); });
    // Before the pointer's own handler: a press puts back a card the keyboard holds.
    const putBackOnPress = () => { this.keys.putBack(false); };
    this.input.on(Phaser.Input.Events.POINTER_DOWN, putBackOnPress);
    this.unsubscribe.push(() => { this.input.off(Phaser.Input.Events.POINTER_DOWN, putBackOnPress); });
    this.pointer = new PointerInput(this, () => this.board, () => this.hud, {
      enabled: () => !this.scene.isActive(SCENES.results) && !dialogOpen() && !this.watch.active,
      accepting: () => this.table.over === null,
      canLift: (id) => placeOfPile(id) !== null && this.board.count(id) > 0,
      tap: (id) => { this.keys.activatePile(id); },
      drop: (from, rect) => { this.keys.dropCard(from, rect); },
      button: (id) => { this.command(id); },
      lifted: () => { sounds.play(SOUND.pickUp); },
    });
    this.hud.setMuted(sounds.isMuted());
    this.unsubscribe.push(
      this.table.on((e) => { showTableEvent(this.shown(), e); }),
      sounds.onMuteChange((m) => { this.hud.setMuted(m); }),
      onViewSettings((s, before) => {
        if (s.fourColour !== before.fourColour || s.back !== before.back || s.leftHanded !== before.leftHanded) this.relayout();
      }),
      onSettings((s, before) => {
        this.hud.setTimerShown(s.showTimer);
        if (s.language !== before.language) this.hud.relabel(this.table.title);
        this.refreshHud();
      }),
    );
    // The clock is kept when the page goes away (saved moves are already kept).
    this.listen(document, 'visibilitychange', () => { if (document.visibilityState === 'hidden') this.table.save(); });
    onViewportChange(this, () => { this.relayout(); });
    // A pause (the host's, a hidden page) stops the loop: the clock does not count it.
    const resumed = () => { this.table.restartClock(); };
    this.game.events.on(Phaser.Core.Events.RESUME, resumed);
    this.unsubscribe.push(() => { this.game.events.off(Phaser.Core.Events.RESUME, resumed); });
    const table = this.table;
    attachSolver({ scene: this, table, get currentSession() { return table.session; }, isBusy: () => this.isBusy(), offerNote: (note) => { this.keys.offerNote(note); } }, this.lay.hud);
    this.watch = new WatchGlue(this, table, () => this.board.isAnimating(), (footer) => {
      this.footer = footer;
      this.relayout();
    }, this.start_.watch === true);
    // From a lost game's Results: the line from the start, once the deal has landed.
    if (this.start_.watch === true) this.events.once(TABLE_EVENTS.dealt, () => { void this.watch.request(true); });
    this.refreshHud();
    announce(this.table.opening);
    if (this.table.isDealing) {
      this.board.deal(this.state);
      sounds.play(SOUND.deal);
    } else {
      // A resumed game: straight to where it was.
      this.board.showState(this.state, false);
      this.table.dealt();
    }
  }

  override update(): void {
    if (this.holding) return;
    if (this.table.isDealing && !this.board.isAnimating()) this.table.dealt();
    // The wall clock: Phaser's frame delta is smoothed and capped, so a slow device would run slow.
    this.table.tick(performance.now());
    this.watch.update(performance.now());
  }

  /** Adds a page listener for as long as this table shows. */
  private listen(target: EventTarget, event: string, fn: (e: Event) => void): void {
    target.addEventListener(event, fn);
    this.unsubscribe.push(() => { target.removeEventListener(event, fn); });
  }

  // ---- what other parts of the game (and the test hook) may ask of the table ----

  get state(): State {
    return current(this.table.session);
  }

  get controller(): TableController {
    return this.table;
  }

  get winnableNumber(): number | null {
    return this.table.winnableNumber;
  }

  get currentSession(): TableController['session'] {
    return this.table.session;
  }

  get elapsedSeconds(): number {
    return this.table.elapsedSeconds;
  }

  /** True while a card animation runs. */
  isBusy(): boolean {
    return this.holding || this.table.isDealing || this.board.isAnimating();
  }

  /** The table's controls and where they are (CSS px), for the test hook. */
  hudButtons(): { id: string; rect: Rect }[] {
    return [...HUD_BUTTONS.map((id) => ({ id: `hud:${id}`, rect: this.hud.buttonRect(id) })), ...this.watch.buttons()];
  }

  get view(): Board {
    return this.board;
  }

  /** The pile whose card the keyboard has lifted, or null. */
  get liftedFrom(): string | null {
    return this.keys.liftedFrom;
  }

  /** What the controller's events are drawn on. */
  private shown(): ShownTable {
    return { scene: this, board: this.board, hud: this.hud, pointer: this.pointer, keys: this.keys, table: this.table, startDeal: (data) => { this.startDeal(data); } };
  }

  /** Starts a deal: a numbered one, a given one, or a random number. */
  startDeal(data: TableData): void {
    this.scene.stop(SCENES.results);
    this.scene.restart(data);
  }

  /** The table's options: restart, deal by number, daily deal, rules, statistics, settings. */
  private openOptions(): void {
    const game = this.table.game;
    const byNumber = () => {
      void askNumber(T.dealNumberPrompt(gameName(game)), MAX_DEAL).then((n) => {
        if (n !== null && this.scene.isActive()) this.table.newDeal({ game, number: n });
      });
    };
    openPanel(this, () => tableOptions(this, game, { restart: () => { this.table.restart(); }, watch: () => { void this.watch.request(); }, byNumber, daily: () => { this.table.newDeal(dailyDeal(game)); } }));
  }

  /** A table control: menu, options, new deal, hint (or finish), undo, redo, mute. */
  private command(id: HudButton): void {
    switch (id) {
      case 'menu':
        this.table.save();
        this.scene.stop(SCENES.results);
        this.scene.start(SCENES.menu);
        break;
      case 'options':
        this.openOptions();
        break;
      case 'new':
        this.table.newDeal();
        break;
      case 'hint':
        if (this.hud.finishShown) this.table.finish();
        else this.table.requestHint();
        break;
      case 'undo':
        this.table.undo();
        break;
      case 'redo':
        this.table.redo();
        break;
      case 'mute':
        sounds.toggleMute();
        break;
    }
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.sys.isActive() || inputHeld(this) || this.scene.isActive(SCENES.results) || keyForPage(e)) return;
    if (this.watch.active) {
      if (this.watch.key(e)) e.preventDefault();
      return;
    }
    const action = keyAction(e);
    if (!action) return;
    e.preventDefault();
    this.keys.keyCommand(action);
  }

  private refreshHud(): void {
    showFigures(this.hud, this.table.figures());
  }

  private computeLayout(): Layout {
    const v = viewport();
    return layout(this.table.game, v.width, v.height, { leftHanded: viewSettings().leftHanded, footer: this.footer });
  }

  private atlasSpec() {
    return { cardPx: atlasCardPx(this.lay.card.width, viewport().dpr), fourColour: viewSettings().fourColour };
  }

  /** After a resize, a rotation or a setting change: a fresh layout, and sharper cards if needed. */
  private relayout(): void {
    this.pointer.cancel();
    fitCamera(this);
    this.lay = this.computeLayout();
    if (ensureAtlas(this.textures, this.atlasSpec())) this.board.refreshTextures();
    this.board.relayout(this.lay);
    if (this.keys.liftedFrom !== null) this.board.showLift(this.keys.liftedFrom, this.keys.liftedPlaces);
    this.hud.relayout(this.lay.hud);
    this.watch.relayout();
    this.refreshHud();
    this.events.emit(TABLE_EVENTS.relayout, this.lay);
    if (this.table.isDealing) this.table.dealt();
  }
}
