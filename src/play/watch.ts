/**
 * "Show a winning line", as a service beside the table controller: the solver's worker finds the
 * line (from the position showing when it is still winnable, else from the start of the deal), the
 * player is asked first when the line uses what they cannot see or when the game would count, and
 * the replay (replay.ts) plays it through the controller, every step said for screen readers. The
 * search is awaited: the table takes input all the while, and a move made meanwhile drops the answer.
 */
import { type Move, type State, current } from '../engine/index.ts';
import { announceAction } from '../text/announce.ts';
import { T } from '../text/index.ts';
import { Feed } from './feed.ts';
import { Replay, type ReplayChange, type ReplaySpeed, usesHiddenInfo } from './replay.ts';
import type { SolverPort } from './solverPort.ts';
import type { TableController, TableEvent } from './table.ts';
import { remember, verdictOf } from './verdicts.ts';

/** The solve for a line to show: longer than the badge's, as the player asked and waits for it. */
const LINE_BUDGET = { maxMs: 8000, maxNodes: 8_000_000 } as const;
const LINE_WAIT_MS = 12_000;
/** How long the watch's quiet messages stay. */
const NOTICE_MS = { looking: 3000, fromStart: 5000, failed: 6000, noSolver: 5000 } as const;

/** The controls of the bar, and of the keys while a line is watched. */
export const WATCH_CONTROLS = ['back', 'toggle', 'forward', 'speed', 'stop'] as const;
export type WatchControl = (typeof WATCH_CONTROLS)[number] | 'faster' | 'slower';

/** What the bar shows while a line is watched. */
export interface WatchProgress {
  readonly index: number;
  readonly length: number;
  readonly playing: boolean;
  readonly speed: ReplaySpeed;
}

export type WatchEvent =
  /** The bar: its state while a line is watched, null once it is gone. */
  | { readonly kind: 'bar'; readonly progress: WatchProgress | null }
  /** A quiet message at the foot of the screen (`spoken`: said to screen readers at once too). */
  | { readonly kind: 'watchNotice'; readonly text: string; readonly ms: number; readonly spoken: boolean }
  /** Words for screen readers only. */
  | { readonly kind: 'watchSpoken'; readonly text: string }
  /** The line started playing: the toast showing may give way to the bar. */
  | { readonly kind: 'watchStarted'; readonly keepNotice: boolean };

export class WatchController {
  private readonly feed = new Feed<WatchEvent>();
  private replay: Replay | null = null;
  private looking = false;
  /** The table has shut down (another deal, the menu): answers for it are dropped. */
  private closed = false;
  /** The words of the last move the table played, for the step's announcement. */
  private lastMoveWords = '';

  /** `counted`: the table was opened to watch a game whose result is already counted (a lost game's Results). */
  constructor(
    private readonly table: TableController,
    private readonly solver: SolverPort | null,
    private readonly counted = false,
  ) {}

  /** One event of the table controller, in the store's order (play/tableStore.ts). */
  hear(e: TableEvent): void {
    if (e.kind === 'played') this.lastMoveWords = announceAction(e.before, e.steps, e.after);
  }

  on(listener: (e: WatchEvent) => void): () => void {
    return this.feed.on(listener);
  }

  /** A line is being watched: the table's own input waits. */
  get active(): boolean {
    return this.replay !== null;
  }

  close(): void {
    this.closed = true;
    this.end();
  }

  private emit(e: WatchEvent): void {
    if (!this.closed) this.feed.emit(e);
  }

  private notice(text: string, ms: number, spoken = false): void {
    this.emit({ kind: 'watchNotice', text, ms, spoken });
  }

  /** "Show a winning line": find it in the worker, ask when needed, then play it. */
  async request(fromStart = false): Promise<void> {
    const t = this.table;
    if (this.replay || this.looking || t.isDealing || t.over === 'won' || this.closed) return;
    const solver = this.solver;
    if (!solver) {
      this.notice(T.noSolver, NOTICE_MS.noSolver);
      return;
    }
    this.looking = true;
    try {
      const found = await this.find(solver, fromStart);
      if (!found) return;
      const from = found.fromStart ? t.session.start : t.state;
      const hidden = usesHiddenInfo(from, found.line);
      const session = t.session;
      const stale = () => session !== t.session || this.closed;
      if (hidden || !this.counted) {
        const yes = await t.ask(hidden ? 'watchHidden' : 'watchPlain');
        if (!yes || stale()) return;
      }
      const fromStartNotice = found.fromStart && t.session.position > 0 && !fromStart;
      this.start(found.line, found.fromStart);
      // Toasts move above the bar while it shows; only a word worth reading stays there.
      this.emit({ kind: 'watchStarted', keepNotice: fromStartNotice });
      if (fromStartNotice) this.notice(T.watchFromStart, NOTICE_MS.fromStart);
    } finally {
      this.looking = false;
    }
  }

  /** The line to show, or null (said why); null too when the player moved meanwhile. */
  private async find(solver: SolverPort, fromStart: boolean): Promise<{ line: readonly Move[]; fromStart: boolean } | null> {
    const t = this.table;
    const session = t.session;
    const stale = () => session !== t.session || this.closed;
    this.notice(T.watchLooking, NOTICE_MS.looking, true);
    const here = current(session);
    if (!fromStart && t.over === null && session.position > 0 && verdictOf(here) !== 'loss') {
      const line = await lineFrom(solver, here, stale);
      if (stale()) return null;
      if (line) return { line, fromStart: false };
    }
    const line = await lineFrom(solver, session.start, stale);
    if (stale()) return null;
    if (line) return { line, fromStart: true };
    this.notice(verdictOf(session.start) === 'loss' ? T.watchCannot : T.watchNoLine, NOTICE_MS.failed, true);
    return null;
  }

  private start(line: readonly Move[], fromStart: boolean): void {
    this.replay = new Replay(this.table, line, fromStart, (c) => { this.changed(c); });
    this.showBar();
    this.emit({ kind: 'watchSpoken', text: T.watchStarted(line.length) });
    this.replay.play();
  }

  /** A control of the bar or its key, while a line is watched. */
  press(control: WatchControl): void {
    const r = this.replay;
    if (!r) return;
    switch (control) {
      case 'back':
        r.pause();
        r.back();
        return;
      case 'toggle':
        r.toggle();
        return;
      case 'forward':
        r.pause();
        r.forward();
        return;
      case 'speed':
        r.cycleSpeed();
        return;
      case 'faster':
        r.changeSpeed(1);
        return;
      case 'slower':
        r.changeSpeed(-1);
        return;
      case 'stop':
        r.stop();
        return;
    }
  }

  /** Fed every frame with whether the cards still move: the replay plays on once they have landed. */
  tick(nowMs: number, busy: boolean): void {
    this.replay?.tick(nowMs, busy);
  }

  private changed(c: ReplayChange): void {
    const r = this.replay;
    if (!r) return;
    this.showBar();
    const spoken = (text: string) => { this.emit({ kind: 'watchSpoken', text }); };
    switch (c) {
      case 'step':
      case 'end':
        // The move's own words with where the line has got to.
        spoken(T.watchStepSpoken(r.index, r.length, this.lastMoveWords));
        if (c === 'end') this.end();
        return;
      case 'back':
        spoken(T.watchStatus(r.index, r.length));
        return;
      case 'play':
        spoken(T.watchPlaying);
        return;
      case 'pause':
        spoken(T.watchPaused(r.index, r.length));
        return;
      case 'speed':
        spoken(T.watchSpeed(r.speed));
        return;
      case 'stop':
        spoken(T.watchStopped);
        this.end();
        return;
    }
  }

  private showBar(): void {
    const r = this.replay;
    if (r) this.emit({ kind: 'bar', progress: { index: r.index, length: r.length, playing: r.playing, speed: r.speed } });
  }

  private end(): void {
    if (!this.replay) return;
    this.replay = null;
    this.emit({ kind: 'bar', progress: null });
  }
}

/** A winning line from `state` that the worker replayed to a win, or null; asked twice when another request superseded it. */
async function lineFrom(solver: SolverPort, state: State, stale: () => boolean): Promise<readonly Move[] | null> {
  for (let tries = 0; tries < 2 && !stale(); tries++) {
    const r = await solver.solve(state, LINE_BUDGET, LINE_WAIT_MS);
    if (!r) continue;
    remember(state, r.verdict, r.line);
    return r.verdict === 'win' && r.replayed ? r.line : null;
  }
  return null;
}
