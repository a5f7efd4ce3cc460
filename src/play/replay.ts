/**
 * Watching a winning line, without Phaser and without the DOM: the solver's
 * line played move by move through the table controller, so every step is drawn, sounded and said
 * as a player's move is, with play, pause, step forward, step back and speed. The scene feeds it
 * time and whether the cards are still moving; it never decides a move (the line does).
 */
import { type Move, type Session, type State, apply } from '../engine/index.ts';
import type { Outcome } from './table.ts';

/** What a replay needs of the table controller (TableController has all of it). */
export interface ReplayTable {
  readonly session: Session;
  readonly over: Outcome | null;
  handOver(): void;
  restart(): void;
  playLineMove(move: Move): boolean;
  undo(): void;
}

/** The speeds a player steps through, as multiples of the normal pace. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
/** Between two moves at the normal pace: long enough to follow a card with the eye. */
export const REPLAY_STEP_MS = 900;

/**
 * Whether playing `line` from `state` shows something the player could not see: a face-down card
 * turned up, a card drawn from the stock or a space refilled from it (the stock's order). A line
 * that does not replay counts as hidden too: nothing may be promised about it.
 */
export function usesHiddenInfo(state: State, line: readonly Move[]): boolean {
  let s = state;
  for (const m of line) {
    const r = apply(s, m);
    if (!r.ok) return true;
    if (r.steps.some((st) => st.kind === 'flip' || st.kind === 'draw' || (st.kind === 'refill' && st.from === 's'))) return true;
    s = r.state;
  }
  return false;
}

/** What changed, for the scene to show and say. */
export type ReplayChange = 'step' | 'back' | 'play' | 'pause' | 'speed' | 'end' | 'stop';

export class Replay {
  private at = 0;
  private playingNow = false;
  private speedAt = 1;
  /** When the next move is due while playing (ms, the clock `tick` is fed). */
  private due: number | null = null;
  private stopped = false;

  /**
   * The computer takes the game over (the controller counts it, once) and, when `fromStart`, the
   * deal starts again; `line` must win from the position then showing.
   */
  constructor(
    private readonly table: ReplayTable,
    readonly line: readonly Move[],
    fromStart: boolean,
    private readonly changed: (what: ReplayChange) => void = () => {},
  ) {
    table.handOver();
    if (fromStart && table.session.position > 0) table.restart();
  }

  /** Moves of the line played so far. */
  get index(): number {
    return this.at;
  }

  get length(): number {
    return this.line.length;
  }

  get playing(): boolean {
    return this.playingNow;
  }

  get speed(): ReplaySpeed {
    return REPLAY_SPEEDS[this.speedAt]!;
  }

  get active(): boolean {
    return !this.stopped;
  }

  /** The line has been played to its end: the game is won. */
  get done(): boolean {
    return this.at >= this.line.length;
  }

  /** The next move of the line; false at the end (or when the table refuses it). */
  forward(): boolean {
    if (this.stopped || this.done) return false;
    if (!this.table.playLineMove(this.line[this.at]!)) return false;
    this.at++;
    if (this.at >= this.line.length) {
      this.playingNow = false;
      this.changed('end');
    } else this.changed('step');
    return true;
  }

  /** Takes back the last move of the line played; false at its first move (nothing before it is undone). */
  back(): boolean {
    if (this.stopped || this.at === 0 || this.table.over === 'won') return false;
    this.table.undo();
    this.at--;
    this.changed('back');
    return true;
  }

  play(): void {
    if (this.stopped || this.done || this.playingNow) return;
    this.playingNow = true;
    this.due = null;
    this.changed('play');
  }

  pause(): void {
    if (!this.playingNow) return;
    this.playingNow = false;
    this.changed('pause');
  }

  toggle(): void {
    if (this.playingNow) this.pause();
    else this.play();
  }

  /** One speed up or down (`by` +1 or -1), kept within REPLAY_SPEEDS. */
  changeSpeed(by: 1 | -1): void {
    const to = Math.max(0, Math.min(REPLAY_SPEEDS.length - 1, this.speedAt + by));
    if (to === this.speedAt) return;
    this.speedAt = to;
    this.changed('speed');
  }

  /** The next speed, round from the fastest to the slowest (the bar's one speed button). */
  cycleSpeed(): void {
    this.speedAt = (this.speedAt + 1) % REPLAY_SPEEDS.length;
    this.changed('speed');
  }

  /** Watching ends; the table stays where the line has got to. */
  stop(): void {
    if (this.stopped) return;
    this.playingNow = false;
    this.stopped = true;
    this.changed('stop');
  }

  /**
   * Fed the time every frame, with whether the cards are still moving: while playing, the next
   * move goes once the last has landed and its pause at this speed is over.
   */
  tick(nowMs: number, busy: boolean): void {
    if (!this.playingNow || this.stopped) return;
    if (busy) {
      this.due = null;
      return;
    }
    if (this.due === null) this.due = nowMs + (this.at === 0 ? 0 : REPLAY_STEP_MS / this.speed);
    if (nowMs < this.due) return;
    this.due = null;
    if (!this.forward()) this.pause();
  }
}
