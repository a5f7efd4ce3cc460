/**
 * The table, without Phaser and without the DOM: the session, the clock and every player action,
 * with the auto-play and finish that follow an action (through the engine's `playWithAuto`), the
 * save and the result. It says what happened as `TableEvent`s, in order, for the scene to draw,
 * sound and say; the scene feeds it time and decides nothing.
 */
import { SOUND, type SoundKey } from '../audio/keys.ts';
import { finishMoves, playWithAuto } from '../engine/autoplay.ts';
import {
  gameDef,
  type GameId,
  type Move,
  type Session,
  type State,
  type Step,
  actionCount,
  canRedo,
  canUndo,
  cardsHome,
  current,
  isLost,
  isWon,
  newSession,
  numberedSession,
  placeName,
  play,
  redo,
  restart,
  undo,
} from '../engine/index.ts';
import { T } from '../text/index.ts';
import { gameName } from '../text/games.ts';
import { announceAction, moveSpoken } from '../text/announce.ts';
import { type ResultsData, type TableData, randomDealNumber } from './deal.ts';
import { visibleHint } from './hints.ts';

import type { HintAnswer, HintSource, HudFigures, PlayMeta, TablePorts } from './tablePorts.ts';
export type { GameResult, HintAnswer, HintSource, HudFigures, PlayMeta, TablePorts } from './tablePorts.ts';

export type Outcome = 'won' | 'lost';

export type TableEvent =
  /** A player action was played: animate `steps` to the state now, play `sounds`, say `say`. */
  | { readonly kind: 'played'; readonly steps: readonly Step[]; readonly moves: readonly Move[]; readonly sounds: readonly SoundKey[]; readonly say: string }
  /** Undo, redo or restart: glide to the position now (and close Results if they show). */
  | { readonly kind: 'shown'; readonly say: string }
  /** Something to tell the player and nothing to draw. */
  | { readonly kind: 'say'; readonly text: string }
  /** A hint: outline `piles` and say it. */
  | { readonly kind: 'hint'; readonly move: Move; readonly piles: readonly string[]; readonly say: string }
  /** No move helps: offer a new deal (`accept` deals it if the game is still the same). */
  | { readonly kind: 'noHelp'; readonly say: string; readonly accept: () => void }
  /** The deal animation is over: the table takes input. */
  | { readonly kind: 'dealt' }
  /** The figures on the HUD changed (moves, clock, undo, redo, finish). */
  | { readonly kind: 'figures' }
  /** The game is over: the result is recorded; the scene celebrates or tells, then shows Results. */
  | { readonly kind: 'over'; readonly how: Outcome; readonly results: ResultsData; readonly notice: string | null; readonly say: string | null }
  /**
   * The bookkeeping after an action is done (saved, figures, game over): `moves` for a played
   * action, null for undo, redo or restart.
   */
  | { readonly kind: 'settled'; readonly moves: readonly Move[] | null }
  /** Another deal would give up the game in progress (a loss): ask; `accept` deals it if nothing changed meanwhile. */
  | { readonly kind: 'giveUp'; readonly accept: () => void }
  /** The player asks for another deal: the scene starts a table on `data`. */
  | { readonly kind: 'start'; readonly data: TableData };

/** The longest step of the clock at once: a longer gap is a pause (a panel, a hidden tab). */
const MAX_TICK_MS = 1000;

export class TableController {
  private sessionNow: Session;
  private seconds: number;
  private dealing: boolean;
  private outcome: Outcome | null = null;
  private readonly daily: string | null;
  /** Winnable deal N, when the deal is that one (TableData's `winnable`). */
  readonly winnableNumber: number | null;
  /** Moves were played on this deal before a Restart (saves.ts, `PlayMeta`). */
  private restarted: boolean;
  private lastTick: number | null = null;
  /** The computer plays this game (a winning line watched): never saved, never a win of the player's. */
  private byComputerNow = false;
  /** This game's result is in the statistics already (lost, or counted before a line was watched). */
  private counted: boolean;
  /** Bumped by every change of position: a hint worked out for an older one is dropped. */
  private hintSerial = 0;
  private readonly listeners = new Set<(e: TableEvent) => void>();
  /** No number, deal or save was asked for: "winnable deals only" may choose the number. */
  readonly randomDeal: boolean;
  /** Where hints come from: the visible-information hint until the solver replaces it. */
  hintSource: HintSource = (state) => visibleHint(state);

  constructor(
    data: TableData,
    private readonly ports: TablePorts,
  ) {
    if (!data.session) ports.abandonSaved(data.game);
    this.sessionNow = data.session ?? (data.deal ? newSession(data.deal) : numberedSession(data.game, data.number ?? randomDealNumber()));
    this.randomDeal = !data.session && !data.deal && data.number === undefined;
    this.seconds = data.session ? (data.seconds ?? 0) : 0;
    this.daily = data.daily ?? null;
    this.winnableNumber = data.deal && data.winnable !== undefined ? data.winnable : null;
    this.restarted = data.session ? data.restarted === true : false;
    this.counted = data.watch === true;
    // A resumed game goes straight to where it was; a fresh one waits for its deal animation.
    this.dealing = this.sessionNow.position === 0;
  }

  /** Listens to everything the table says, in order; returns the unsubscribe. */
  on(listener: (e: TableEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(e: TableEvent): void {
    for (const l of [...this.listeners]) l(e);
  }

  get session(): Session {
    return this.sessionNow;
  }

  get state(): State {
    return current(this.sessionNow);
  }

  get game(): GameId {
    return this.sessionNow.deal.game;
  }

  get isDealing(): boolean {
    return this.dealing;
  }

  get over(): Outcome | null {
    return this.outcome;
  }

  get elapsedSeconds(): number {
    return this.seconds;
  }

  get title(): string {
    if (this.winnableNumber !== null) return T.winnableTitle(gameName(this.game), this.winnableNumber);
    return T.tableTitle(gameName(this.game), this.daily, this.sessionNow.number);
  }

  /** What the live region says as the table opens. */
  get opening(): string {
    return T.tableOpened(this.title, this.sessionNow.position > 0);
  }

  figures(): HudFigures {
    return {
      moves: actionCount(this.sessionNow),
      seconds: this.seconds,
      home: cardsHome(this.state),
      total: gameDef(this.game).decks * 52,
      canUndo: canUndo(this.sessionNow),
      canRedo: canRedo(this.sessionNow),
      canFinish: this.outcome === null && finishMoves(this.state).length > 0,
    };
  }

  /**
   * The clock, fed the time (ms, any origin) every frame. It starts with the first move and runs
   * on through a Restart (a fresh attempt at the same game); it stops while dealing and once over.
   */
  tick(nowMs: number): void {
    const gap = this.lastTick === null ? 0 : Math.min(MAX_TICK_MS, Math.max(0, nowMs - this.lastTick));
    this.lastTick = nowMs;
    if (this.dealing || this.outcome !== null || (this.sessionNow.position === 0 && !this.restarted)) return;
    const before = Math.floor(this.seconds);
    this.seconds += gap / 1000;
    if (Math.floor(this.seconds) !== before) this.emit({ kind: 'figures' });
  }

  /** The game was paused (the loop stood still): the next tick starts the clock afresh, counting nothing for the pause. */
  restartClock(): void {
    this.lastTick = null;
  }

  /** The deal animation has ended (or there was none): input is taken, and a dead deal is over. */
  dealt(): void {
    this.dealing = false;
    this.emit({ kind: 'dealt' });
    this.checkOver();
  }

  get byComputer(): boolean {
    return this.byComputerNow;
  }

  /**
   * The computer takes over to play a winning line: the game counts, once, as played and not won
   * (a player who watches the answer has not won; giving up a game this way cannot dodge a loss),
   * and it is never saved again.
   */
  handOver(): void {
    if (this.byComputerNow) return;
    this.byComputerNow = true;
    if (!this.counted) this.ports.recordResult(this.game, { won: false, seconds: Math.floor(this.seconds), moves: actionCount(this.sessionNow), daily: this.daily });
    this.counted = true;
    this.ports.clearSave(this.game);
  }

  /** One move of a watched line, exactly as given (no auto-play), as one undo entry. */
  playLineMove(move: Move): boolean {
    return this.outcome === null && this.byComputerNow && this.playAction(play(this.sessionNow, [move]));
  }

  /**
   * A player action (the moves must be legal), with the auto-play and finish that follow it by
   * the setting, as one undo entry. False, changing nothing, when the engine refuses.
   */
  play(moves: readonly Move[]): boolean {
    if (this.outcome !== null || moves.length === 0) return false;
    return this.playAction(playWithAuto(this.sessionNow, moves, this.ports.autoPlayMode(), { finish: true }));
  }

  /** The finish: every card home, as one action. False when it cannot be done now. */
  finish(): boolean {
    if (this.outcome !== null) return false;
    const moves = finishMoves(this.state);
    return moves.length > 0 && this.playAction(play(this.sessionNow, moves));
  }

  private playAction(r: ReturnType<typeof play>): boolean {
    if (!r.ok) return false;
    const before = this.state;
    this.hintSerial++;
    this.sessionNow = r.session;
    const drawOnly = r.moves.length === 1 && r.moves[0]!.kind === 'draw';
    // A card the player sends home chimes; auto-play's cards going up after a move chime too.
    const home = r.steps.some((s) => s.kind === 'move' && s.to.startsWith('f'));
    const first = r.moves[0];
    const sounds: SoundKey[] = [drawOnly ? SOUND.flip : first?.kind === 'move' && first.to.zone === 'f' ? SOUND.foundation : SOUND.place];
    if (home && sounds[0] !== SOUND.foundation) sounds.push(SOUND.foundation);
    if (r.steps.some((s) => s.kind === 'flip')) sounds.push(SOUND.flip);
    this.emit({ kind: 'played', steps: r.steps, moves: r.moves, sounds, say: announceAction(before, r.steps, this.state) });
    this.changed(r.moves);
    return true;
  }

  undo(): void {
    if (!canUndo(this.sessionNow) || this.outcome === 'won') {
      this.emit({ kind: 'say', text: T.nothingToUndo });
      return;
    }
    this.hintSerial++;
    this.sessionNow = undo(this.sessionNow);
    this.outcome = null;
    this.emit({ kind: 'shown', say: T.undone });
    this.changed();
  }

  redo(): void {
    if (!canRedo(this.sessionNow) || this.outcome !== null) {
      this.emit({ kind: 'say', text: T.nothingToRedo });
      return;
    }
    this.hintSerial++;
    this.sessionNow = redo(this.sessionNow);
    this.emit({ kind: 'shown', say: T.redone });
    this.changed();
  }

  /** Undo, action by action, back to position `to` (the last winnable one). */
  undoTo(to: number): void {
    let guard = this.sessionNow.position;
    while (this.sessionNow.position > to && guard-- > 0) this.undo();
  }

  /** Restart this deal: the first position again (the clock runs on). */
  restart(): void {
    if (this.dealing) return;
    this.hintSerial++;
    if (this.sessionNow.position > 0) this.restarted = true;
    this.sessionNow = restart(this.sessionNow);
    this.outcome = null;
    this.emit({ kind: 'shown', say: T.restarted });
    // The restarted deal replaces the saved game (it has no move yet, so `save` keeps none):
    // a reload must not bring back the moves given up.
    if (!this.byComputerNow) this.ports.writeSave(this.sessionNow, this.meta());
    this.changed();
  }

  /** A dead end found by search: the game is lost. */
  concede(): void {
    if (this.outcome === null && !this.dealing) this.end('lost');
  }

  /** Moves were played on this deal, it is not over and not counted: another deal would count it as lost. */
  get inProgress(): boolean {
    return this.outcome === null && !this.byComputerNow && (this.sessionNow.position > 0 || this.restarted);
  }

  /**
   * Another deal: a new random one of this game unless `data` says which. Giving up a game in
   * progress is a choice: the player is asked first.
   */
  newDeal(data: TableData = { game: this.game }): void {
    if (!this.inProgress) {
      this.emit({ kind: 'start', data });
      return;
    }
    const session = this.sessionNow;
    this.emit({ kind: 'giveUp', accept: () => { if (session === this.sessionNow) this.emit({ kind: 'start', data }); } });
  }

  /**
   * The one way to a hint (the H key, the Hint button): asks `hintSource`, then shows the card
   * and where it goes; when no move helps, says so and offers a new deal.
   */
  requestHint(): void {
    if (this.outcome !== null || this.dealing) return;
    const serial = ++this.hintSerial;
    const session = this.sessionNow;
    const show = (move: HintAnswer) => {
      // The player moved on while the hint was being worked out.
      if (serial !== this.hintSerial || session !== this.sessionNow || this.outcome !== null) return;
      if (!move) {
        // The player's yes to "deal a new game?" is the choice: no second question.
        this.emit({ kind: 'noHelp', say: T.noMoveHelps, accept: () => { if (session === this.sessionNow) this.emit({ kind: 'start', data: { game: this.game } }); } });
        return;
      }
      const piles = move.kind === 'draw' ? ['s'] : [placeName(move.from), placeName(move.to)];
      this.emit({ kind: 'hint', move, piles, say: T.hintSpoken(moveSpoken(this.state, move)) });
    };
    const answer = this.hintSource(this.state, session);
    if (answer instanceof Promise) void answer.then(show, () => { show(visibleHint(this.state)); });
    else show(answer);
  }

  /** Saves the game in progress with its clock (nothing once it is over or before a move). */
  save(): void {
    if (this.outcome !== null || this.byComputerNow || this.sessionNow.history.length === 0) return;
    this.ports.writeSave(this.sessionNow, this.meta());
  }

  private meta(): PlayMeta {
    return { seconds: this.seconds, daily: this.daily, restarted: this.restarted };
  }

  private changed(moves: readonly Move[] | null = null): void {
    this.save();
    this.emit({ kind: 'figures' });
    this.checkOver();
    this.emit({ kind: 'settled', moves });
  }

  private checkOver(): void {
    if (this.outcome !== null) return;
    const state = this.state;
    if (isWon(state)) this.end('won');
    else if (isLost(state)) this.end('lost');
  }

  private end(how: Outcome): void {
    this.outcome = how;
    const game = this.game;
    const seconds = Math.floor(this.seconds);
    const moves = actionCount(this.sessionNow);
    this.ports.clearSave(game);
    // A line the computer played was counted when it took over.
    if (!this.byComputerNow) this.ports.recordResult(game, { won: how === 'won', seconds, moves, daily: this.daily });
    this.counted = true;
    const results: ResultsData = { game, number: this.sessionNow.number, deal: this.sessionNow.deal, won: how === 'won', seconds, moves, daily: this.daily, winnable: this.winnableNumber, byComputer: this.byComputerNow };
    this.emit({ kind: 'over', how, results, notice: how === 'lost' ? T.lostNotice : null, say: how === 'lost' ? T.lost : null });
  }
}
