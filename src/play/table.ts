/**
 * The table, without Phaser and without the DOM: the session, the clock and every player action
 * (a tap, a drop, a move, a draw, undo, redo, a hint, the finish, another deal), with the
 * auto-play and finish that follow an action (through the engine's `playWithAuto`), the save and
 * the result. It publishes what happened as typed `TableEvent`s, in order; the scene feeds it
 * time, hands each event to the view, the sound and the live region, and decides nothing.
 */
import { finishMoves, playWithAuto } from '../engine/autoplay.ts';
import { gameDef, type GameId, type Move, type PileId, type Session, type State, actionCount, canRedo, canUndo, cardsHome, current, isLost, isWon, newSession, numberedSession, pileOf, play, redo, restart, toSave, undo } from '../engine/index.ts';
import { T } from '../text/index.ts';
import { type Beat, type ChallengeOnTable, type ResultsData, type SavedTable, type TableData, newPlayId, randomDealNumber, tableTitle } from './deal.ts';
import type { Level } from '../engine/winnable/level.ts';
import { Feed } from './feed.ts';
import { visibleHint } from './hints.ts';
import { canLift, dropMove, placeOfPile, tapMove, targetOf, targetsFrom } from './targets.ts';
import { GameClock } from './clock.ts';
import type { Outcome, TableEvent } from './tableEvent.ts';
import type { HintAnswer, HintSource, HudFigures, PlayMeta, Question, TablePorts } from './tablePorts.ts';

export type { Outcome, TableEvent } from './tableEvent.ts';
export type { GameResult, HintAnswer, HintSource, HudFigures, PlayMeta, Question, TablePorts } from './tablePorts.ts';

export class TableController {
  private sessionNow: Session;
  private readonly clock: GameClock;
  private dealing: boolean;
  private outcome: Outcome | null = null;
  private readonly daily: string | null;
  /** The daily challenge this deal is, kept with its save. */
  private readonly challenge: ChallengeOnTable | null;
  /** The level of difficulty this deal was found at, for its title. */
  private readonly level: Level | null;
  /** Winnable deal N, when the deal is that one, and the result to beat on it from a shared link (TableData's `winnable`, `beat`). */
  readonly winnableNumber: number | null;
  readonly beat: Beat | null;
  /** Moves were played on this deal before a Restart (`PlayMeta`). */
  private restarted: boolean;
  /** The computer plays this game (a winning line watched): never saved, never a win of the player's. */
  private byComputerNow = false;
  /** Lost by rule, and not counted yet: the player may still undo out of it; leaving the table counts it. */
  private lossPending = false;
  /** This game's result is in the statistics already (lost, or counted before a line was watched). */
  private counted: boolean;
  /** Another tab took this game over: this table neither saves nor counts it any more. */
  private elsewhere = false;
  /** This game played's id, by which its end is counted once (`PlayMeta`). */
  private readonly playId: string;
  /** The revision of this game's save this table last read or wrote (`PlayMeta`): 0 before its first save. */
  private revision: number;
  /** Bumped by every change of position: a hint worked out for an older one is dropped. */
  private hintSerial = 0;
  private readonly feed = new Feed<TableEvent>();
  /** No number, deal or save was asked for: "winnable deals only" may choose the number. */
  readonly randomDeal: boolean;

  /** `hints`: where hints come from (the solver's advisor); the visible-information hint by default. */
  constructor(
    data: TableData,
    private readonly ports: TablePorts,
    private readonly hints: HintSource = (state) => ({ move: visibleHint(state), words: null }),
  ) {
    if (!data.session) ports.abandonSaved(data.game);
    this.sessionNow = data.session ?? (data.deal ? newSession(data.deal) : numberedSession(data.game, data.number ?? randomDealNumber()));
    this.randomDeal = !data.session && !data.deal && data.number === undefined;
    this.clock = new GameClock(data.session ? (data.seconds ?? 0) : 0);
    this.daily = data.daily ?? null;
    this.challenge = data.challenge ?? null;
    this.level = data.level ?? null;
    this.winnableNumber = data.deal && data.winnable !== undefined ? data.winnable : null;
    this.beat = data.beat ?? null;
    this.restarted = data.session ? data.restarted === true : false;
    this.playId = data.session && data.playId !== undefined ? data.playId : newPlayId();
    this.revision = data.session ? (data.revision ?? 0) : 0;
    this.counted = data.watch === true;
    // A resumed game goes straight to where it was; a fresh one waits for its deal animation.
    this.dealing = this.sessionNow.position === 0;
  }

  /** Listens to everything the table says, in order; returns the unsubscribe. */
  on(listener: (e: TableEvent) => void): () => void {
    return this.feed.on(listener);
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
    return this.clock.seconds;
  }

  get byComputer(): boolean {
    return this.byComputerNow;
  }

  get title(): string {
    return tableTitle(this.game, { challenge: this.challenge, winnable: this.winnableNumber, daily: this.daily, number: this.sessionNow.number, level: this.level });
  }

  /** What the live region says as the table opens. */
  get opening(): string {
    return T.tableOpened(this.title, this.sessionNow.position > 0);
  }

  figures(): HudFigures {
    return {
      moves: actionCount(this.sessionNow),
      seconds: this.clock.seconds,
      home: cardsHome(this.state),
      total: gameDef(this.game).decks * 52,
      canUndo: canUndo(this.sessionNow) && this.outcome !== 'won',
      canRedo: canRedo(this.sessionNow) && this.outcome === null,
      canFinish: this.outcome === null && finishMoves(this.state).length > 0,
    };
  }

  /**
   * The clock, fed each frame the table runs with its length (ms): only those frames count. It
   * starts with the first move and runs on through a Restart (a fresh attempt at the same game);
   * it stops while dealing, while a question waits for the player, and once over.
   */
  tick(frameMs: number): void {
    const running = !this.dealing && this.outcome === null && (this.sessionNow.position > 0 || this.restarted);
    if (this.clock.tick(frameMs, running)) this.feed.emit({ kind: 'figures', figures: this.figures() });
  }

  /** The deal animation has ended (or there was none): input is taken, and a dead deal is over. */
  dealt(): void {
    this.dealing = false;
    this.feed.emit({ kind: 'dealt', session: this.sessionNow });
    this.checkOver();
  }

  /**
   * Asks the player a yes-or-no question (the scene shows it); the clock stands until the answer.
   * Resolves with the answer; a second answer to the same question is ignored.
   */
  ask(question: Question): Promise<boolean> {
    return this.whileAsking(new Promise((resolve) => {
      let answered = false;
      this.feed.emit({
        kind: 'ask',
        question,
        answer: (yes) => {
          if (answered) return;
          answered = true;
          resolve(yes);
        },
      });
    }));
  }

  /** The clock stands while the player answers `asked` (any dialog of the table's); resolves with its answer. */
  whileAsking<T>(asked: Promise<T>): Promise<T> {
    return this.clock.holdWhile(asked);
  }

  /**
   * The computer takes over to play a winning line: the game counts, once, as played and not won
   * (a player who watches the answer has not won; giving up a game this way cannot dodge a loss),
   * and it is never saved again.
   */
  handOver(): void {
    if (this.byComputerNow) return;
    this.lossPending = false;
    this.record(false);
    this.byComputerNow = true;
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

  /** Whether the top card of `pile` may be picked up: a pile or the waste, with a card on it. */
  canLift(pile: PileId): boolean {
    return canLift(this.state, pile);
  }

  /** The piles the top card of `pile` may legally go to now. */
  targetsFrom(pile: PileId): PileId[] {
    return targetsFrom(this.state, pile);
  }

  /** A tap on a pile: the stock draws; a card goes to its best legal pile, or is refused. */
  tap(pile: PileId): void {
    if (this.outcome !== null || this.dealing || !(pile === 's' || placeOfPile(pile))) return;
    const move = tapMove(this.state, pile);
    if (!move || !this.play([move])) this.feed.emit({ kind: 'refused', pile, reason: null, drop: false });
  }

  /**
   * A card from `from` let go over `onto` (null: over no pile): played when `onto` is one of its
   * legal places, else refused with the engine's reason.
   */
  drop(from: PileId, onto: PileId | null): void {
    if (this.outcome !== null || this.dealing) return;
    const d = dropMove(this.state, from, onto);
    if (d.move && this.play([d.move])) return;
    this.feed.emit({ kind: 'refused', pile: from, reason: d.refusal, drop: true });
  }

  /** The finish: every card home, as one action. False (said) when it cannot be done now. */
  finish(): boolean {
    const moves = this.outcome === null ? finishMoves(this.state) : [];
    if (moves.length > 0 && this.playAction(play(this.sessionNow, moves))) return true;
    this.feed.emit({ kind: 'nothing', what: 'finish' });
    return false;
  }

  private playAction(r: ReturnType<typeof play>): boolean {
    if (!r.ok) return false;
    const before = this.state;
    this.hintSerial++;
    this.sessionNow = r.session;
    this.feed.emit({ kind: 'played', steps: r.steps, moves: r.moves, before, after: this.state });
    this.changed(r.moves);
    return true;
  }

  undo(): void {
    if (!canUndo(this.sessionNow) || this.outcome === 'won') {
      this.feed.emit({ kind: 'nothing', what: 'undo' });
      return;
    }
    this.hintSerial++;
    this.sessionNow = undo(this.sessionNow);
    this.reopen();
    this.feed.emit({ kind: 'shown', why: 'undo' });
    this.changed();
  }

  redo(): void {
    if (!canRedo(this.sessionNow) || this.outcome !== null) {
      this.feed.emit({ kind: 'nothing', what: 'redo' });
      return;
    }
    this.hintSerial++;
    this.sessionNow = redo(this.sessionNow);
    this.feed.emit({ kind: 'shown', why: 'redo' });
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
    this.reopen();
    this.feed.emit({ kind: 'shown', why: 'restart' });
    // The restarted deal replaces the saved game (it has no move yet, so `save` keeps none):
    // a reload must not bring back the moves given up.
    if (!this.byComputerNow && !this.elsewhere) this.write();
    this.changed();
  }

  /** A dead end found by search, given up by the player: the game is lost, and counted at once. */
  concede(): void {
    if (this.outcome === null && !this.dealing) this.end('lost');
  }

  /** A game over by rule is open again (undo, restart): a loss not yet counted never will be. */
  private reopen(): void {
    this.outcome = null;
    this.lossPending = false;
  }

  /**
   * The player leaves the table (another deal, the menu, the page's Results closed): a loss by
   * rule not undone is counted now, and its save dropped.
   */
  leave(): void {
    if (!this.lossPending) return;
    this.lossPending = false;
    this.record(false);
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
      this.feed.emit({ kind: 'start', data });
      return;
    }
    const session = this.sessionNow;
    void this.ask('giveUp').then((yes) => {
      if (yes && session === this.sessionNow) this.feed.emit({ kind: 'start', data });
    });
  }

  /**
   * Another deal of this game by its number, `asked` of the player (null: cancelled): the clock
   * stands while it is asked, and the number given goes on as `newDeal`. The answer is the
   * table's to act on whenever it comes, even before the screen is back from the options.
   */
  dealByNumber(asked: Promise<number | null>): void {
    void this.whileAsking(asked).then((n) => {
      if (n !== null) this.newDeal({ game: this.game, number: n });
    });
  }

  /**
   * The one way to a hint (the H key, the Hint button): asks the hint source, then shows the card
   * and where it goes; when no move helps, says so and offers a new deal.
   */
  requestHint(): void {
    if (this.outcome !== null || this.dealing) return;
    const serial = ++this.hintSerial;
    const session = this.sessionNow;
    const show = (answer: HintAnswer) => {
      // The player moved on while the hint was being worked out.
      if (serial !== this.hintSerial || session !== this.sessionNow || this.outcome !== null) return;
      const move = answer.move;
      if (move) {
        const piles = move.kind === 'draw' ? (['s'] as PileId[]) : [pileOf(move.from), targetOf(move)];
        this.feed.emit({ kind: 'hint', move, piles, words: answer.words, state: this.state });
        return;
      }
      this.feed.emit({ kind: 'noHelp', words: answer.words });
      // The player's yes to "deal a new game?" is the choice: no second question.
      void this.ask('noHelp').then((yes) => {
        if (yes && session === this.sessionNow) this.feed.emit({ kind: 'start', data: { game: this.game } });
      });
    };
    const answer = this.hints(this.state, session);
    if (answer instanceof Promise) void answer.then(show, () => { show({ move: visibleHint(this.state), words: null }); });
    else show(answer);
  }

  /**
   * Another tab of the page wrote this game's save, or dropped it: one save per game, and the newer
   * state wins. A game moved on there resumes here; a game ended there (won, given up, another
   * deal) was counted there, so this table closes without counting it again.
   */
  savedElsewhere(saved: SavedTable | null): void {
    if (this.outcome !== null || this.byComputerNow || this.elsewhere) return;
    const mine = this.sessionNow;
    // A won game is over and was counted where it was won: nothing here goes on with it.
    const goesOn = saved !== null && !isWon(current(saved.session)) ? saved : null;
    if (goesOn ? JSON.stringify(toSave(goesOn.session)) === JSON.stringify(toSave(mine)) : mine.history.length === 0) return;
    this.elsewhere = true;
    this.feed.emit({ kind: 'elsewhere', data: goesOn ? { game: this.game, ...goesOn } : null });
  }

  /**
   * Saves the game in progress with its clock: nothing before a move, and nothing of a game over
   * and counted (a loss by rule not yet counted is kept, so a reload still finds it lost).
   */
  save(): void {
    const counted = this.outcome === 'won' || (this.outcome === 'lost' && !this.lossPending);
    if (counted || this.byComputerNow || this.elsewhere || this.sessionNow.history.length === 0) return;
    this.write();
  }

  /** The save written over the revision this table holds; refused, the store tells `savedElsewhere` what stands. */
  private write(): void {
    this.ports.writeSave(this.sessionNow, this.meta());
    this.revision++;
  }

  private meta(): PlayMeta {
    return { seconds: this.clock.seconds, daily: this.daily, restarted: this.restarted, ...(this.challenge ? { challenge: this.challenge } : {}), ...(this.beat ? { beat: this.beat } : {}), playId: this.playId, revision: this.revision };
  }

  private changed(moves: readonly Move[] | null = null): void {
    this.feed.emit({ kind: 'figures', figures: this.figures() });
    // Over first: a won position is never saved, so no other tab can take it up and count it again.
    this.checkOver();
    this.save();
    this.feed.emit({ kind: 'settled', moves });
  }

  private checkOver(): void {
    if (this.outcome !== null) return;
    const state = this.state;
    if (isWon(state)) this.end('won');
    // Lost by rule: the player may undo out of it, so it counts only when they leave it.
    else if (isLost(state)) this.end('lost', canUndo(this.sessionNow) && !this.byComputerNow && !this.counted);
  }

  private end(how: Outcome, pending = false): void {
    this.outcome = how;
    this.lossPending = pending;
    if (!pending) this.record(how === 'won');
    const { number, deal } = this.sessionNow;
    const results: ResultsData = { game: this.game, number, deal, won: how === 'won', seconds: Math.floor(this.clock.seconds), moves: actionCount(this.sessionNow), daily: this.daily, winnable: this.winnableNumber, byComputer: this.byComputerNow, undoable: pending, beat: this.beat, level: this.level };
    this.feed.emit({ kind: 'over', how, results });
  }

  /** The result into the statistics (a line the computer played was counted when it took over), and no save. */
  private record(won: boolean): void {
    this.ports.clearSave(this.game, this.playId);
    if (!this.byComputerNow && !this.counted) this.ports.recordResult(this.game, { playId: this.playId, won, seconds: Math.floor(this.clock.seconds), moves: actionCount(this.sessionNow), daily: this.daily });
    this.counted = true;
  }
}
