/**
 * Play. Holds the engine session, and turns what the player does into engine moves: only moves
 * `legalMoves` lists are ever offered to `play`, and what comes back (the Steps) is animated.
 */
import Phaser from 'phaser';
import { SOUND, sounds } from '../audio/sounds.ts';
import {
  type Deal,
  GAMES,
  type GameId,
  type Move,
  type Session,
  type State,
  actionCount,
  canRedo,
  canUndo,
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
  undo,
} from '../engine/index.ts';
import { chooseDrop, movesFrom, placeOfPile, targetOf, bestTapMove } from '../input/targets.ts';
import { PointerInput } from '../input/pointer.ts';
import { clearSave, writeSave } from '../platform/saves.ts';
import { fitCamera, viewport } from '../platform/viewport.ts';
import { atlasCardPx, ensureAtlas } from '../view/atlas.ts';
import { Board } from '../view/board.ts';
import { Hud } from '../view/hud.ts';
import { HUD_BUTTONS, type HudButton, type Layout, type Rect, layout } from '../view/layout.ts';
import { onViewSettings, viewSettings } from '../view/settings.ts';
import { addFelt } from '../view/felt.ts';
import { GAME_EVENTS, SCENES, TABLE_EVENTS } from './keys.ts';
import type { ResultsData } from './ResultsScene.ts';

export interface TableData {
  readonly game: GameId;
  /** A numbered deal; a random number when neither this nor `deal` nor `session` is given. */
  readonly number?: number;
  /** An unnumbered deal (a deal file, "replay this deal"). */
  readonly deal?: Deal;
  /** A game to resume. */
  readonly session?: Session;
}

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
  /**
   * Moves that follow a player's move in the same action (auto-play plugs in here): returns the
   * extra moves for the position after the player's move.
   */
  followUps: (state: State) => Move[] = () => [];

  constructor() {
    super(SCENES.table);
  }

  init(data: TableData): void {
    this.session = data.session ?? (data.deal ? newSession(data.deal) : numberedSession(data.game, data.number ?? randomDealNumber()));
    this.seconds = 0;
    this.over = null;
    this.dealing = false;
  }

  create(): void {
    fitCamera(this);
    addFelt(this);
    this.lay = this.computeLayout();
    ensureAtlas(this.textures, this.atlasSpec());
    this.board = new Board(this, this.state, this.lay);
    const title = GAMES[this.session.deal.game].name + (this.session.number !== null ? ` · deal ${this.session.number}` : '');
    this.hud = new Hud(this, this.lay.hud, title, viewport().dpr);
    this.pointer = new PointerInput(
      this,
      () => this.board,
      () => this.hud,
      {
        enabled: () => !this.scene.isActive(SCENES.results),
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
    );
    const onViewport = () => { this.relayout(); };
    this.game.events.on(GAME_EVENTS.viewport, onViewport);
    this.events.once('shutdown', () => {
      this.game.events.off(GAME_EVENTS.viewport, onViewport);
      for (const u of this.unsubscribe) u();
      this.unsubscribe = [];
    });
    this.refreshHud();
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

  override update(_time: number, delta: number): void {
    if (this.dealing && !this.board.isAnimating()) this.afterDeal();
    if (!this.dealing && this.over === null && this.session.position > 0) {
      const before = Math.floor(this.seconds);
      this.seconds += delta / 1000;
      if (Math.floor(this.seconds) !== before) this.refreshHud();
    }
  }

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
    return this.dealing || this.board.isAnimating();
  }

  /** The table's controls and where they are (CSS px), for the test hook. */
  hudButtons(): { id: string; rect: Rect }[] {
    return HUD_BUTTONS.map((id) => ({ id: `hud:${id}`, rect: this.hud.buttonRect(id) }));
  }

  get view(): Board {
    return this.board;
  }

  /**
   * Plays one player action (the moves must be legal), with any follow-up moves in the same undo
   * entry. Returns false, changing nothing, when the engine refuses.
   */
  playMoves(moves: readonly Move[]): boolean {
    if (this.over !== null || moves.length === 0) return false;
    const first = play(this.session, moves);
    if (!first.ok) return false;
    const extra = this.followUps(current(first.session));
    const r = extra.length > 0 ? play(this.session, [...moves, ...extra]) : first;
    const result = r.ok ? r : first;
    this.board.clearHighlight();
    this.session = result.session;
    this.board.playSteps(result.steps, this.state);
    const flips = result.steps.some((s) => s.kind === 'flip');
    sounds.play(result.moves.some((m) => m.kind === 'draw') && result.moves.length === 1 ? SOUND.flip : SOUND.place);
    if (flips) sounds.play(SOUND.flip);
    this.changed();
    this.events.emit(TABLE_EVENTS.played, this.session, result.moves);
    return true;
  }

  undo(): void {
    if (!canUndo(this.session) || this.over === 'won') return;
    this.pointer.cancel();
    this.session = undo(this.session);
    this.over = null;
    this.board.showState(this.state, true);
    this.changed();
    this.events.emit(TABLE_EVENTS.changed, this.session);
  }

  redo(): void {
    if (!canRedo(this.session) || this.over !== null) return;
    this.pointer.cancel();
    this.session = redo(this.session);
    this.board.showState(this.state, true);
    this.changed();
    this.events.emit(TABLE_EVENTS.changed, this.session);
  }

  /** Starts a deal: a numbered one, a given one, or a random number. */
  startDeal(data: TableData): void {
    this.scene.stop(SCENES.results);
    this.scene.restart(data);
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

  /** A table control: menu, new deal, undo, redo, mute. */
  command(id: HudButton): void {
    switch (id) {
      case 'menu':
        this.scene.stop(SCENES.results);
        this.scene.start(SCENES.menu);
        break;
      case 'new':
        this.abandonAndDeal({ game: this.session.deal.game });
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

  private abandonAndDeal(data: TableData): void {
    clearSave(this.session.deal.game);
    this.startDeal(data);
  }

  // ---- bookkeeping ----

  private afterDeal(): void {
    this.dealing = false;
    this.events.emit(TABLE_EVENTS.dealt, this.session);
    this.game.events.emit(TABLE_EVENTS.dealt, this.session);
    this.checkOver();
  }

  private changed(): void {
    writeSave(this.session);
    this.refreshHud();
    this.checkOver();
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
    clearSave(this.session.deal.game);
    if (how === 'won') {
      sounds.play(SOUND.win);
      this.board.celebrate();
    }
    this.events.emit(TABLE_EVENTS.over, how);
    this.game.events.emit(TABLE_EVENTS.over, how);
    const data: ResultsData = {
      game: this.session.deal.game,
      number: this.session.number,
      deal: this.session.deal,
      won: how === 'won',
      seconds: Math.floor(this.seconds),
      moves: actionCount(this.session),
    };
    this.time.delayedCall(how === 'won' ? 900 : 400, () => {
      if (this.over === how) this.scene.launch(SCENES.results, data);
    });
  }

  private refreshHud(): void {
    this.hud.setStats({
      moves: actionCount(this.session),
      seconds: this.seconds,
      home: cardsHome(this.state),
      total: GAMES[this.session.deal.game].decks * 52,
    });
    this.hud.setEnabled('undo', canUndo(this.session));
    this.hud.setEnabled('redo', canRedo(this.session));
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
    this.hud.relayout(this.lay.hud);
    this.refreshHud();
    this.events.emit(TABLE_EVENTS.relayout, this.lay);
    if (this.dealing) this.afterDeal();
  }
}

/** Cards in play for a game (52 or 104). */
export const cardCount = (game: GameId): number => dealtCards(GAMES[game]).length + GAMES[game].startFoundations.length;
