/**
 * Play. Holds the engine session, and turns what the player does into engine moves: only moves
 * `legalMoves` lists are ever offered to `play`, and what comes back (the Steps) is animated.
 */
import Phaser from 'phaser';
import { SOUND, sounds } from '../audio/sounds.ts';
import { PHRASES, announceAction, describePile, liftSpoken, moveSpoken, notAPlaceSpoken, nowhereSpoken, placeSpoken, putBackSpoken } from '../engine/announce.ts';
import { autoMoves } from '../engine/autoplay.ts';
import { dailyDealNumber, todayIso } from '../engine/daily.ts';
import { finishMoves } from '../engine/finish.ts';
import {
  type Deal,
  gameDef,
  type GameId,
  MAX_DEAL,
  type Move,
  type Session,
  type State,
  actionCount,
  apply,
  canRedo,
  canUndo,
  placeName,
  cardsHome,
  current,
  dealtCards,
  isLost,
  isWon,
  legalMoves,
  newSession,
  numberedSession,
  play,
  redo,
  restart,
  undo,
} from '../engine/index.ts';
import { FOCUS_STOPS, KEY_ACTIONS, type KeyAction, directionOf, keyAction, nextFocus } from '../input/keys.ts';
import { type Lifted, liftFrom, liftKey, placesFor } from '../input/lift.ts';
import { chooseDrop, movesFrom, placeOfPile, targetOf, bestTapMove } from '../input/targets.ts';
import { PointerInput } from '../input/pointer.ts';
import { type PlayMeta, abandonSaved, autoPlayMode, clearSave, onSettings, recordResult, settings, writeSave } from '../platform/saves.ts';
import { announce, askConfirm, askNumber, dialogOpen, keyForPage, labelCanvas, toast } from '../view/dom.ts';
import { visibleHint } from './hints.ts';
import { attachSolver, holdForWinnableDeal } from './solverGlue.ts';
import { openPanel } from './PanelScene.ts';
import { rulesContent, settingsContent, statsContent } from './panels.ts';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { atlasCardPx, ensureAtlas } from '../view/atlas.ts';
import { Board } from '../view/board.ts';
import { Hud } from '../view/hud.ts';
import { HUD_BUTTONS, type HudButton, type Layout, type Rect, layout } from '../view/layout.ts';
import { onViewSettings, viewSettings } from '../view/settings.ts';
import { addFelt } from '../view/felt.ts';
import { SCENES, TABLE_EVENTS } from './keys.ts';
import type { ResultsData } from './ResultsScene.ts';

export interface TableData {
  readonly game: GameId;
  /** A numbered deal; a random number when neither this nor `deal` nor `session` is given. */
  readonly number?: number;
  /** An unnumbered deal (a deal file, "replay this deal"). */
  readonly deal?: Deal;
  /** A game to resume. */
  readonly session?: Session;
  /** The clock of a resumed game, in seconds. */
  readonly seconds?: number;
  /** The day (YYYY-MM-DD) when this is that day's daily deal. */
  readonly daily?: string | null;
  /** A resumed game was restarted after moves were played (saves.ts, `PlayMeta`). */
  readonly restarted?: boolean;
}

/** Today's daily deal of `game`. */
export function dailyDeal(game: GameId, now = new Date()): TableData {
  const daily = todayIso(now);
  return { game, number: dailyDealNumber(game, daily), daily };
}

/**
 * The note beside the game's name while it offers an action (solverGlue: undo to the last
 * winnable position, or Results): a keyboard stop, read out and pressed with Enter like a pile.
 */
export interface NoteOffer {
  /** What the note says. */
  readonly words: string;
  /** What Enter does there, as said to a screen reader. */
  readonly does: string;
  /** Where it is drawn (CSS px), for the focus ring. */
  readonly rect: () => Rect;
  readonly press: () => void;
}

/** What a hint source answers: a move to suggest, or null when no move helps. */
export type HintAnswer = Move | null;

/** Random deal numbers for "new deal": any of the first million, like most solitaire programs. */
export function randomDealNumber(): number {
  return 1 + Math.floor(Math.random() * 1_000_000);
}

export class TableScene extends Phaser.Scene {
  private session!: Session;
  private board!: Board;
  private hud!: Hud;
  private pointer!: PointerInput;
  private lay!: Layout;
  private seconds = 0;
  private dealing = false;
  private over: 'won' | 'lost' | null = null;
  private unsubscribe: (() => void)[] = [];
  private daily: string | null = null;
  /** Moves were played on this deal before a Restart (saves.ts, `PlayMeta`). */
  private restarted = false;
  /** No number, deal or save was asked for: "winnable deals only" may choose the number. */
  private randomDeal = false;
  /** Waiting for the solver to find that winnable deal: nothing is dealt yet. */
  private holding = false;
  /** The card the keyboard has lifted and is aiming (Enter on a card with several places). */
  private lifted: Lifted | null = null;
  private note: NoteOffer | null = null;
  /**
   * Moves that follow a player's move in the same undo entry: auto-play (by the setting), and the
   * finish when auto-play is on and nothing is left to decide. Given the position after the
   * player's moves, and those moves.
   */
  followUps: (after: State, playerMoves: readonly Move[]) => Move[] = (after, playerMoves) => {
    const mode = autoPlayMode();
    if (mode === 'off') return [];
    const last = playerMoves[playerMoves.length - 1];
    // The card the player has just put on a pile stays there.
    const hold = last?.kind === 'move' && last.to.zone === 't' ? last.to.index : -1;
    const auto = autoMoves(after, mode, { hold });
    let s = after;
    for (const m of auto) {
      const r = apply(s, m);
      if (!r.ok) return auto;
      s = r.state;
    }
    return [...auto, ...finishMoves(s)];
  };

  /**
   * Where hints come from: the simple visible-information hint for now; the solver replaces this
   * (it may answer later, with a promise). Only `requestHint` calls it.
   */
  hintSource: (state: State, session: Session) => HintAnswer | Promise<HintAnswer> = (state) => visibleHint(state);

  constructor() {
    super(SCENES.table);
  }

  init(data: TableData): void {
    // A new deal replaces the game's saved one: given up after a move, it counts as a loss.
    if (!data.session) abandonSaved(data.game);
    this.session = data.session ?? (data.deal ? newSession(data.deal) : numberedSession(data.game, data.number ?? randomDealNumber()));
    this.randomDeal = !data.session && !data.deal && data.number === undefined;
    this.holding = false;
    this.seconds = data.session ? (data.seconds ?? 0) : 0;
    this.daily = data.daily ?? null;
    this.restarted = data.session ? data.restarted === true : false;
    this.over = null;
    this.dealing = false;
    this.lifted = null;
    this.note = null;
  }

  create(): void {
    fitCamera(this);
    addFelt(this);
    // Winnable deals only: the table restarts on a winnable number found by the solver.
    this.holding = this.randomDeal && holdForWinnableDeal(this, this.session.deal.game, this.session.number ?? 1);
    if (this.holding) return;
    this.lay = this.computeLayout();
    ensureAtlas(this.textures, this.atlasSpec());
    this.board = new Board(this, this.state, this.lay);
    const title = gameDef(this.session.deal.game).name + (this.daily !== null ? ` · daily deal ${this.daily}` : this.session.number !== null ? ` · deal ${this.session.number}` : '');
    this.hud = new Hud(this, this.lay.hud, title, viewport().dpr);
    this.hud.setTimerShown(settings().showTimer);
    labelCanvas(this.game.canvas);
    this.listenToKeys();
    // Before the pointer's own handler: a press puts back a card the keyboard holds.
    const putBackOnPress = () => { this.putBack(false); };
    this.input.on(Phaser.Input.Events.POINTER_DOWN, putBackOnPress);
    this.unsubscribe.push(() => { this.input.off(Phaser.Input.Events.POINTER_DOWN, putBackOnPress); });
    this.pointer = new PointerInput(
      this,
      () => this.board,
      () => this.hud,
      {
        enabled: () => !this.scene.isActive(SCENES.results) && !dialogOpen(),
        accepting: () => this.over === null,
        canLift: (id) => placeOfPile(id) !== null && this.board.count(id) > 0,
        tap: (id) => { this.activatePile(id); },
        drop: (from, rect) => { this.dropCard(from, rect); },
        button: (id) => { this.command(id); },
      },
    );
    this.hud.setMuted(sounds.isMuted());
    this.unsubscribe.push(sounds.onMuteChange((m) => { this.hud.setMuted(m); }));
    this.unsubscribe.push(
      onViewSettings((s, before) => {
        if (s.fourColour !== before.fourColour || s.back !== before.back || s.leftHanded !== before.leftHanded) this.relayout();
      }),
      onSettings((s) => {
        this.hud.setTimerShown(s.showTimer);
        this.refreshHud();
      }),
    );
    // The clock is kept when the page goes away (saved moves are already kept).
    const onHide = () => {
      if (document.visibilityState === 'hidden') this.save();
    };
    document.addEventListener('visibilitychange', onHide);
    this.unsubscribe.push(() => { document.removeEventListener('visibilitychange', onHide); });
    onViewportChange(this, () => { this.relayout(); });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const u of this.unsubscribe) u();
      this.unsubscribe = [];
    });
    attachSolver(this, this.lay.hud);
    this.refreshHud();
    announce(`${title}. ${this.session.position > 0 ? 'Game resumed.' : 'New deal.'}`);
    if (this.session.position > 0) {
      // A resumed game: straight to where it was.
      this.board.showState(this.state, false);
      this.afterDeal();
    } else {
      this.dealing = true;
      this.board.deal(this.state);
      sounds.play(SOUND.deal);
    }
  }

  override update(): void {
    // The clock follows the wall clock (Phaser's frame delta is smoothed and capped, so a slow
    // device would run it slow); a gap of over a second is a pause (a panel, a hidden tab).
    const now = performance.now();
    const gap = Math.min(1000, Math.max(0, now - this.lastTick));
    this.lastTick = now;
    if (this.holding) return;
    if (this.dealing && !this.board.isAnimating()) this.afterDeal();
    // It starts with the first move, and runs on through a Restart (a fresh attempt at the same game).
    if (!this.dealing && this.over === null && (this.session.position > 0 || this.restarted)) {
      const before = Math.floor(this.seconds);
      this.seconds += gap / 1000;
      if (Math.floor(this.seconds) !== before) this.refreshHud();
    }
  }

  private lastTick = performance.now();

  // ---- what other parts of the game (and the test hook) may ask of the table ----

  get state(): State {
    return current(this.session);
  }

  get currentSession(): Session {
    return this.session;
  }

  get isDealing(): boolean {
    return this.dealing;
  }

  get elapsedSeconds(): number {
    return this.seconds;
  }

  /** True while a card animation runs. */
  isBusy(): boolean {
    return this.holding || this.dealing || this.board.isAnimating();
  }

  /** The table's controls and where they are (CSS px), for the test hook. */
  hudButtons(): { id: string; rect: Rect }[] {
    return HUD_BUTTONS.map((id) => ({ id: `hud:${id}`, rect: this.hud.buttonRect(id) }));
  }

  get view(): Board {
    return this.board;
  }

  /** The pile whose card the keyboard has lifted, or null. */
  get liftedFrom(): string | null {
    return this.lifted?.from ?? null;
  }

  /**
   * The note's offer changed (null: it offers nothing now). The keyboard can reach it only while it
   * offers something; the ring, if on it, follows it or goes back to the piles.
   */
  offerNote(note: NoteOffer | null): void {
    this.note = note;
    if (this.board.focus !== FOCUS_STOPS.note) return;
    if (note) this.board.setFocus(FOCUS_STOPS.note, note.rect);
    else this.board.setFocus(this.lay.piles.t0 ? 't0' : null);
  }

  /**
   * Plays one player action (the moves must be legal), with any follow-up moves in the same undo
   * entry. Returns false, changing nothing, when the engine refuses.
   */
  playMoves(moves: readonly Move[]): boolean {
    return this.playAction(moves, true);
  }

  /** The finish: every card home, animated, as one action. False when it cannot be done now. */
  finishGame(): boolean {
    const moves = finishMoves(this.state);
    return moves.length > 0 && this.playAction(moves, false);
  }

  private playAction(moves: readonly Move[], withFollowUps: boolean): boolean {
    if (this.over !== null || moves.length === 0) return false;
    const first = play(this.session, moves);
    if (!first.ok) return false;
    this.dropLift();
    const before = this.state;
    const extra = withFollowUps ? this.followUps(current(first.session), moves) : [];
    const r = extra.length > 0 ? play(this.session, [...moves, ...extra]) : first;
    const result = r.ok ? r : first;
    this.board.clearHighlight();
    this.hintSerial++;
    this.session = result.session;
    this.board.playSteps(result.steps, this.state);
    const flips = result.steps.some((s) => s.kind === 'flip');
    sounds.play(result.moves.some((m) => m.kind === 'draw') && result.moves.length === 1 ? SOUND.flip : SOUND.place);
    if (flips) sounds.play(SOUND.flip);
    announce(announceAction(before, result.steps, this.state));
    this.changed();
    this.events.emit(TABLE_EVENTS.played, this.session, result.moves);
    return true;
  }

  private hintSerial = 0;

  /**
   * The one way to a hint (the H key, the Hint button): asks `hintSource`, then outlines the card
   * and where it goes; when no move helps, says so and offers a new deal.
   */
  requestHint(): void {
    if (this.over !== null || this.dealing) return;
    const serial = ++this.hintSerial;
    const session = this.session;
    const show = (move: HintAnswer) => {
      // The player moved on while the hint was being worked out.
      if (serial !== this.hintSerial || session !== this.session || this.over !== null) return;
      if (!move) {
        announce('No move helps here.');
        void askConfirm('No move helps', 'Nothing you can see now leads anywhere. Deal a new game?', 'New deal', 'Keep playing').then((yes) => {
          if (yes && session === this.session) this.newDeal();
        });
        return;
      }
      const from = move.kind === 'draw' ? 's' : placeName(move.from);
      const to = targetOf(move);
      this.showHint(move.kind === 'draw' ? ['s'] : [from, to]);
      announce(`Hint: ${moveSpoken(this.state, move)}`);
      this.events.emit(TABLE_EVENTS.hint, move);
    };
    const answer = this.hintSource(this.state, session);
    if (answer instanceof Promise) void answer.then(show, () => { show(visibleHint(this.state)); });
    else show(answer);
  }

  undo(): void {
    if (!canUndo(this.session) || this.over === 'won') {
      announce(PHRASES.nothingToUndo);
      return;
    }
    this.pointer.cancel();
    this.dropLift();
    this.hintSerial++;
    this.session = undo(this.session);
    if (this.over === 'lost') this.scene.stop(SCENES.results);
    this.over = null;
    this.board.clearHighlight();
    this.board.showState(this.state, true);
    announce(PHRASES.undone);
    this.changed();
    this.events.emit(TABLE_EVENTS.changed, this.session);
  }

  redo(): void {
    if (!canRedo(this.session) || this.over !== null) {
      announce(PHRASES.nothingToRedo);
      return;
    }
    this.pointer.cancel();
    this.dropLift();
    this.hintSerial++;
    this.session = redo(this.session);
    this.board.clearHighlight();
    this.board.showState(this.state, true);
    announce(PHRASES.redone);
    this.changed();
    this.events.emit(TABLE_EVENTS.changed, this.session);
  }

  /** Starts a deal: a numbered one, a given one, or a random number. */
  startDeal(data: TableData): void {
    this.scene.stop(SCENES.results);
    this.scene.restart(data);
  }

  /** Restart this deal: the first position again (the clock runs on). */
  restartDeal(): void {
    if (this.dealing) return;
    this.pointer.cancel();
    this.dropLift();
    this.hintSerial++;
    if (this.session.position > 0) this.restarted = true;
    this.session = restart(this.session);
    this.over = null;
    this.scene.stop(SCENES.results);
    this.board.clearHighlight();
    this.board.showState(this.state, true);
    announce('deal restarted');
    // The restarted deal replaces the saved game (it has no move yet, so changed() keeps none):
    // a reload must not bring back the moves given up.
    writeSave(this.session, this.playMeta());
    this.changed();
    this.events.emit(TABLE_EVENTS.changed, this.session);
  }

  /** A dead end found by search (solverGlue): the game is lost, on to Results. */
  concede(): void {
    if (this.over === null && !this.dealing) this.finish('lost');
  }

  /** A new random deal of this game (the one in progress counts as given up). */
  newDeal(): void {
    this.startDeal({ game: this.session.deal.game });
  }

  /** Asks for a deal number, then deals it. */
  pickDealNumber(): void {
    const game = this.session.deal.game;
    void askNumber(`${gameDef(game).name}: deal number`, MAX_DEAL).then((n) => {
      if (n !== null && this.scene.isActive()) this.startDeal({ game, number: n });
    });
  }

  /** The table's options: restart, deal by number, daily deal, rules, statistics, settings. */
  openOptions(): void {
    const game = this.session.deal.game;
    openPanel(this, () => ({
      title: gameDef(game).name,
      items: [
        { id: 'restart', label: 'Restart this deal', action: () => { this.restartDeal(); } },
        { id: 'number', label: 'Deal by number…', action: () => { this.pickDealNumber(); } },
        { id: 'daily', label: "Today's daily deal", action: () => { this.startDeal(dailyDeal(game)); } },
        { id: 'rules', label: 'Rules', keep: true, action: () => { openPanel(this, () => rulesContent(game)); } },
        { id: 'stats', label: 'Statistics', keep: true, action: () => { openPanel(this, () => statsContent(this, game)); } },
        { id: 'settings', label: 'Settings', keep: true, action: () => { openPanel(this, settingsContent); } },
      ],
    }));
  }

  /** The hint highlight hook: outlines the given piles until the next action. */
  showHint(pileIds: readonly string[]): void {
    this.board.highlight(pileIds);
  }

  // ---- input (pointer here; the keyboard can call the same) ----

  /** What a tap on a pile does: the stock draws, a card goes to its best legal pile or shakes. */
  activatePile(id: string): void {
    if (this.over !== null) return;
    if (id === 's') {
      if (!this.playMoves([{ kind: 'draw' }])) {
        sounds.play(SOUND.refused);
        this.board.shake(id);
      }
      return;
    }
    if (!placeOfPile(id)) return;
    const move = bestTapMove(this.state, legalMoves(this.state), id);
    if (move) this.playMoves([move]);
    else {
      sounds.play(SOUND.refused);
      this.board.shake(id);
    }
  }

  private dropCard(from: string, rect: { x: number; y: number; width: number; height: number }): void {
    const moves = movesFrom(legalMoves(this.state), from);
    const targets = moves.map((m) => ({ id: targetOf(m), rect: this.board.pileRect(targetOf(m))! }));
    const to = chooseDrop(rect, targets, this.lay.card.width * 0.5);
    const move = to ? moves.find((m) => targetOf(m) === to) : undefined;
    if (move && this.playMoves([move])) return;
    // Refused only when the card was put down somewhere else than home.
    const home = this.board.pileRect(from);
    if (home && chooseDrop(rect, [{ id: from, rect: home }], 0) === null) sounds.play(SOUND.refused);
    this.board.settle();
  }

  /** A table control: menu, options, new deal, hint (or finish), undo, redo, mute. */
  command(id: HudButton): void {
    switch (id) {
      case 'menu':
        this.save();
        this.scene.stop(SCENES.results);
        this.scene.start(SCENES.menu);
        break;
      case 'options':
        this.openOptions();
        break;
      case 'new':
        this.newDeal();
        break;
      case 'hint':
        if (this.hud.finishShown) this.finishGame();
        else this.requestHint();
        break;
      case 'undo':
        this.undo();
        break;
      case 'redo':
        this.redo();
        break;
      case 'mute':
        sounds.toggleMute();
        break;
    }
  }

  // ---- the keyboard ----

  private listenToKeys(): void {
    const onKey = (e: KeyboardEvent) => {
      if (!this.sys.isActive() || this.scene.isActive(SCENES.results) || keyForPage(e)) return;
      const action = keyAction(e);
      if (!action) return;
      e.preventDefault();
      this.keyCommand(action);
    };
    window.addEventListener('keydown', onKey);
    this.unsubscribe.push(() => { window.removeEventListener('keydown', onKey); });
  }

  /**
   * The keyboard stops as the player sees them: rows top to bottom, each left to right; the note,
   * while it offers an action, a row of its own above the piles.
   */
  private focusRows(): string[][] {
    const rows = new Map<number, { id: string; x: number }[]>();
    for (const spot of Object.values(this.lay.piles)) {
      const y = Math.round(spot.y);
      const row = rows.get(y) ?? [];
      row.push({ id: spot.id, x: spot.x });
      rows.set(y, row);
    }
    const piles = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r.sort((a, b) => a.x - b.x).map((p) => p.id));
    return this.note ? [[FOCUS_STOPS.note], ...piles] : piles;
  }

  /** What a key does on the table (input/keys.ts maps the keys). */
  keyCommand(a: KeyAction): void {
    if (this.lifted) {
      this.liftedKey(this.lifted, a);
      return;
    }
    switch (a.action) {
      case KEY_ACTIONS.undo:
        this.undo();
        return;
      case KEY_ACTIONS.redo:
        this.redo();
        return;
      case KEY_ACTIONS.hint:
        this.requestHint();
        return;
      case KEY_ACTIONS.finish:
        if (!this.finishGame()) announce('nothing to finish yet');
        return;
      case KEY_ACTIONS.options:
        this.openOptions();
        return;
      case KEY_ACTIONS.draw:
        if (this.lay.piles.s) this.activatePile('s');
        else announce('this game has no stock');
        return;
      case KEY_ACTIONS.newDeal:
        this.newDeal();
        return;
      case KEY_ACTIONS.menu:
        this.command('menu');
        return;
      case KEY_ACTIONS.focusPile:
        this.focusPile(this.lay.piles[`t${a.pile}`] ? `t${a.pile}` : null);
        return;
      case KEY_ACTIONS.activate: {
        const id = this.board.focus;
        if (id === null) this.focusPile('t0');
        else if (id === FOCUS_STOPS.note) this.note?.press();
        else if (id.startsWith('f')) announce(describePile(this.state, id));
        else this.pressPile(id);
        return;
      }
      default: {
        const dir = directionOf(a.action);
        if (dir) this.focusPile(nextFocus(this.focusRows(), this.board.focus, dir, 't0'));
      }
    }
  }

  private focusPile(id: string | null): void {
    if (id === null) return;
    if (id === FOCUS_STOPS.note) {
      const note = this.note;
      if (!note) return;
      this.board.setFocus(id, note.rect);
      announce(`${note.words}: ${note.does}`);
      return;
    }
    this.board.setFocus(id);
    announce(describePile(this.state, id));
  }

  /**
   * Enter on a pile: the stock draws; a card with one place goes there at once (as a tap); a card
   * with more is lifted, aimed at the place a tap would choose, for the keys to choose another.
   */
  private pressPile(id: string): void {
    if (this.over !== null || !placeOfPile(id)) {
      this.activatePile(id);
      return;
    }
    const state = this.state;
    const legal = legalMoves(state);
    const lifted = liftFrom(state, legal, id);
    if (!lifted) {
      if (placesFor(state, legal, id).length === 0 && this.board.count(id) > 0) announce(nowhereSpoken(state, id));
      this.activatePile(id);
      return;
    }
    this.lifted = lifted;
    const places = lifted.places.map((p) => p.target);
    this.board.showLift(id, places);
    this.board.setFocus(lifted.aim);
    announce(liftSpoken(state, id, places));
  }

  /** A key while a card is lifted (input/lift.ts says what it does). */
  private liftedKey(lifted: Lifted, a: KeyAction): void {
    const step = liftKey(lifted, this.focusRows(), a);
    switch (step.kind) {
      case 'aim':
        this.lifted = { ...lifted, aim: step.at };
        this.board.setFocus(step.at);
        announce(placeSpoken(this.state, step.at));
        return;
      case 'refuse':
        announce(notAPlaceSpoken(this.state, lifted.from, step.pile));
        return;
      case 'drop':
        // The ring goes back to the pile the card left, as after a quick move.
        this.board.setFocus(lifted.from);
        if (!this.playMoves([step.move])) this.putBack(true);
        return;
      case 'putBack':
        this.putBack(true);
        return;
      case 'putBackThen':
        this.putBack(false);
        this.keyCommand(a);
        return;
    }
  }

  /** The lifted card goes back on its pile, the ring with it; said when `say`. */
  private putBack(say: boolean): void {
    const lifted = this.lifted;
    if (!lifted) return;
    this.dropLift();
    this.board.setFocus(lifted.from);
    if (say) announce(putBackSpoken(this.state, lifted.from));
  }

  /** Forgets the lifted card (a move, undo, redo, restart or the end of the game). */
  private dropLift(): void {
    if (!this.lifted) return;
    this.lifted = null;
    this.board.showLift(null);
  }

  // ---- bookkeeping ----

  private afterDeal(): void {
    this.dealing = false;
    this.events.emit(TABLE_EVENTS.dealt, this.session);
    this.game.events.emit(TABLE_EVENTS.dealt, this.session);
    this.checkOver();
  }

  private changed(): void {
    this.save();
    this.refreshHud();
    this.checkOver();
  }

  /** What is saved beside the session (saves.ts). */
  private playMeta(): PlayMeta {
    return { seconds: this.seconds, daily: this.daily, restarted: this.restarted };
  }

  /** Saves the game in progress with its clock (nothing once it is over or before a move). */
  private save(): void {
    if (this.over !== null || this.session.history.length === 0) return;
    writeSave(this.session, this.playMeta());
  }

  private checkOver(): void {
    if (this.over !== null) return;
    const state = this.state;
    if (isWon(state)) this.finish('won');
    else if (isLost(state)) this.finish('lost');
  }

  private finish(how: 'won' | 'lost'): void {
    this.over = how;
    this.pointer.cancel();
    this.dropLift();
    this.hud.setFinish(false);
    const game = this.session.deal.game;
    clearSave(game);
    recordResult(game, { won: how === 'won', seconds: Math.floor(this.seconds), moves: actionCount(this.session), daily: this.daily });
    this.events.emit(TABLE_EVENTS.over, how);
    this.game.events.emit(TABLE_EVENTS.over, how);
    const data: ResultsData = {
      game,
      number: this.session.number,
      deal: this.session.deal,
      won: how === 'won',
      seconds: Math.floor(this.seconds),
      moves: actionCount(this.session),
      daily: this.daily,
    };
    // The last cards land (a finish may still be flying) before the celebration and Results.
    this.whenIdle(() => {
      if (this.over !== how) return;
      if (how === 'won') {
        sounds.play(SOUND.win);
        this.board.celebrate();
      } else {
        toast('No moves left: this game is lost.');
        announce(PHRASES.lost);
      }
      this.time.delayedCall(how === 'won' ? 900 : 400, () => {
        if (this.over === how) this.scene.launch(SCENES.results, data);
      });
    });
  }

  /** Calls `fn` once no card animation runs. */
  private whenIdle(fn: () => void): void {
    if (!this.board.isAnimating()) {
      fn();
      return;
    }
    this.time.delayedCall(50, () => { this.whenIdle(fn); });
  }

  private refreshHud(): void {
    this.hud.setStats({
      moves: actionCount(this.session),
      seconds: this.seconds,
      home: cardsHome(this.state),
      total: gameDef(this.session.deal.game).decks * 52,
    });
    this.hud.setEnabled('undo', canUndo(this.session));
    this.hud.setEnabled('redo', canRedo(this.session));
    this.hud.setFinish(this.over === null && finishMoves(this.state).length > 0);
  }

  private computeLayout(): Layout {
    const v = viewport();
    return layout(this.session.deal.game, v.width, v.height, { leftHanded: viewSettings().leftHanded });
  }

  private atlasSpec() {
    return { cardPx: atlasCardPx(this.lay.card.width, viewport().dpr), fourColour: viewSettings().fourColour };
  }

  /** After a resize, a rotation or a setting change: a fresh layout, and sharper cards if needed. */
  private relayout(): void {
    this.pointer.cancel();
    fitCamera(this);
    this.lay = this.computeLayout();
    const rebuilt = ensureAtlas(this.textures, this.atlasSpec());
    if (rebuilt) this.board.refreshTextures();
    this.board.relayout(this.lay);
    if (this.lifted) this.board.showLift(this.lifted.from, this.lifted.places.map((p) => p.target));
    this.hud.relayout(this.lay.hud);
    this.refreshHud();
    this.events.emit(TABLE_EVENTS.relayout, this.lay);
    if (this.dealing) this.afterDeal();
  }
}

/** Cards in play for a game (52 or 104). */
export const cardCount = (game: GameId): number => dealtCards(gameDef(game)).length + gameDef(game).startFoundations.length;
