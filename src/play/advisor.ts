/**
 * What the solver tells the table, as a service beside the table controller: the deal's badge, the
 * opt-in "still winnable?" note with its way back to the last winnable position, dead ends found
 * by search, and the solver's hints. It listens to the controller's events, asks the worker through
 * a port, and publishes what the note says and what to tell the player. Whatever the player does
 * next makes the work in progress stale: its answer is dropped.
 */
import { type Session, type State, current, isWon, moveText } from '../engine/index.ts';
import { HINT_OPTIONS, type StillWinnable, dealBadge, showsEveryCard, stateKey, stillWinnable } from '../engine/solver/advice.ts';
import type { Hint } from '../engine/solver/index.ts';
import { T } from '../text/index.ts';
import { badgeText, hintWords, moveWords, stillWinnableWords } from '../text/solver.ts';
import { Feed } from './feed.ts';
import { visibleHint } from './hints.ts';
import type { SolverPort } from './solverPort.ts';
import type { TableController, TableEvent } from './table.ts';
import type { HintAnswer } from './tablePorts.ts';
import { dealtWinnable, remember, verdictOf } from './verdicts.ts';

/** How long a hint may take before the visible hint stands in. */
export const HINT_WAIT_MS = 4000;
/** The badge's and the note's solves. */
const SOLVE_BUDGET = { maxMs: 3000, maxNodes: 3_000_000 } as const;
/** How long the advisor's quiet messages stay. */
const NOTICE_MS = { deadEnd: 6000 } as const;

/** What pressing the note does (the player's action, played through the controller). */
export type NoteAction = { readonly kind: 'undoTo'; readonly position: number } | { readonly kind: 'concede' };

export type AdvisorEvent =
  /** The note beside the game's name: `action` when it offers one (it shows warm then). */
  | { readonly kind: 'note'; readonly text: string; readonly action: NoteAction | null }
  /** A quiet message at the foot of the screen. */
  | { readonly kind: 'notice'; readonly text: string; readonly ms: number }
  /** Words for screen readers only. */
  | { readonly kind: 'spoken'; readonly text: string };

/** What the advisor reads of the settings. */
export interface AdvisorSettings {
  /** "Still winnable?": the setting that allows knowledge of hidden cards. */
  stillWinnable(): boolean;
}

/** The hint the solver gave last, for the test probe. */
export interface LastHint {
  readonly text: string | null;
  readonly move: string | null;
  readonly hint: Hint | null;
}

export class SolverAdvisor {
  private readonly feed = new Feed<AdvisorEvent>();
  /** Which position the current work is for: anything newer makes it stale. */
  private serial = 0;
  private deadHere = false;
  private lastKind: StillWinnable['kind'] | null = null;
  private over = false;
  private closed = false;
  /** Positions whose dead end has been said. */
  private readonly toldDead = new Set<string>();
  /** The note as last published. */
  note: Extract<AdvisorEvent, { kind: 'note' }> = { kind: 'note', text: '', action: null };
  lastHint: LastHint | null = null;

  constructor(
    private readonly table: TableController,
    private readonly solver: SolverPort | null,
    private readonly settings: AdvisorSettings,
  ) {}

  on(listener: (e: AdvisorEvent) => void): () => void {
    return this.feed.on(listener);
  }

  /** The table is gone: late answers are dropped and the worker's work stops. */
  close(): void {
    this.closed = true;
    this.serial++;
    this.solver?.cancel();
  }

  /** The "still winnable?" setting changed. */
  settingsChanged(): void {
    this.check();
  }

  /** Publishes the note as it stands (call once the scene listens). */
  publish(): void {
    this.show();
  }

  /** One event of the table controller, in the store's order (play/tableStore.ts). */
  hear(e: TableEvent): void {
    switch (e.kind) {
      case 'dealt':
        this.check();
        return;
      case 'settled':
        if (e.moves) {
          // A move from a dead end leads to a dead end again (no move of it put a card home): it was said.
          if (this.deadHere) this.toldDead.add(stateKey(this.table.state));
        } else this.over = false;
        this.check();
        return;
      case 'hint':
      case 'noHelp':
        // The hint took the worker: the checks it interrupted start again for the position showing.
        this.check();
        return;
      case 'over':
        this.over = true;
        this.serial++;
        this.solver?.cancel();
        this.show();
        return;
      default:
        return;
    }
  }

  private emit(e: AdvisorEvent): void {
    if (!this.closed) this.feed.emit(e);
  }

  private show(): void {
    const session = this.table.session;
    const parts: string[] = [];
    const start = session.start;
    const still = this.settings.stillWinnable();
    // A built deal's title says "winnable deal N" already: a badge would say it again.
    const badge = this.table.winnableNumber === null ? badgeText(dealBadge(start, verdictOf(start), { dealtWinnable: dealtWinnable(start), stillWinnable: still })) : '';
    if (badge) parts.push(badge);
    let status: StillWinnable | null = null;
    if (still && !this.over) {
      status = stillWinnable(session, verdictOf);
      parts.push(stillWinnableWords(status));
      // Said once, when it turns: a screen reader does not see the note change colour.
      if (status.kind === 'lost' && this.lastKind !== 'lost') this.emit({ kind: 'spoken', text: status.undoTo === null ? stillWinnableWords(status) : `${stillWinnableWords(status)}; ${T.noteReach}` });
    }
    this.lastKind = status?.kind ?? null;
    let action: NoteAction | null = null;
    if (this.deadHere && !this.over) {
      parts.push(T.deadEndNote);
      action = { kind: 'concede' };
    } else if (status?.kind === 'lost' && status.undoTo !== null) action = { kind: 'undoTo', position: status.undoTo };
    this.note = { kind: 'note', text: parts.join(T.noteJoin), action };
    this.emit(this.note);
  }

  /** Starts the checks for the position showing: the deal's verdict, still winnable?, dead end. */
  private check(): void {
    if (!this.closed) void this.refresh();
  }

  private async refresh(): Promise<void> {
    const mine = ++this.serial;
    this.deadHere = false;
    this.show();
    const solver = this.solver;
    if (!solver || this.over || this.table.isDealing) return;
    const session = this.table.session;
    const state = current(session);
    const stale = () => mine !== this.serial || session !== this.table.session;
    const still = this.settings.stillWinnable();
    // The deal's own verdict, for the badge: searched only when the badge may show it.
    if (!verdictOf(session.start) && (still || showsEveryCard(session.start))) {
      if (!(await this.solved(solver, session.start, stale))) return;
    }
    if (still && !verdictOf(state) && !isWon(state)) {
      if (!(await this.solved(solver, state, stale))) return;
    }
    if (verdictOf(state) === 'win' || isWon(state)) return;
    const reach = await solver.deadEnd(state);
    if (stale()) return;
    if (reach === 'no') this.foundDeadEnd(state);
    this.show();
  }

  /** Solves `state` and keeps the verdict; false when the work went stale meanwhile. */
  private async solved(solver: SolverPort, state: State, stale: () => boolean): Promise<boolean> {
    const r = await solver.solve(state, SOLVE_BUDGET);
    if (stale()) return false;
    if (r) remember(state, r.verdict, r.line);
    this.show();
    return true;
  }

  private foundDeadEnd(state: State): void {
    this.deadHere = true;
    // Said once per position: not again after a hint, an undo back here, or a move on in the same lost game.
    const key = stateKey(state);
    if (this.toldDead.has(key)) return;
    this.toldDead.add(key);
    this.emit({ kind: 'notice', text: T.deadEnd, ms: NOTICE_MS.deadEnd });
    this.emit({ kind: 'spoken', text: T.deadEndSpoken(T.deadEnd, T.noteReach) });
  }

  /**
   * The table's hint source: the solver's sampled hint, or the visible-information hint when the
   * solver is missing, late, or finds no winning move.
   */
  readonly hint = async (state: State, session: Session): Promise<HintAnswer> => {
    // The checks in progress are for this position too: the hint takes the worker first.
    this.serial++;
    const solver = this.solver;
    if (!solver) return this.fallback(state, T.noSolver, false);
    const h = await solver.hint(state, HINT_OPTIONS, HINT_WAIT_MS);
    // The player moved on: the answer is for a position gone (the table drops it too).
    if (session !== this.table.session) return { move: null, words: null };
    if (!h) return this.fallback(state, T.solverLate, true);
    const words = hintWords(state, h);
    if (!words || !h.move) return this.fallback(state, h.exact ? T.noWinningLineFromHere : T.hintUnlikely, true);
    this.lastHint = { text: words, move: moveText(h.move), hint: h };
    return { move: h.move, words };
  };

  /** The visible-information hint, with why the solver's is not given (shown only where a solver exists). */
  private fallback(state: State, why: string, shown: boolean): HintAnswer {
    const m = visibleHint(state);
    const words = m ? T.hintLine(moveWords(state, m), why) : null;
    this.lastHint = { text: words ?? why, move: m ? moveText(m) : null, hint: null };
    return { move: m, words: shown ? words : null };
  }
}
