/**
 * The solver's window for the browser tests (`window.__suitcaseSolver`, only with ?test=1): what
 * the glue has shown and said, and a way to play and ask for hints as the table does.
 */
import type Phaser from 'phaser';
import type { NoteOffer } from '../input/tableInput.ts';
import { type GameId, type Move, type Session, type State, initialState, numberedDeal, parseMove } from '../engine/index.ts';
import type { Hint, Verdict } from '../engine/solver/index.ts';
import type { TableController } from '../play/table.ts';
import { verdictOf } from '../play/verdicts.ts';
import { pageParams } from '../platform/params.ts';
import { type SolverClient, solverClient } from '../platform/solverClient.ts';
import { toast } from '../view/dom.ts';

/** The table as the glue sees it (the table scene gives it). */
export interface SolverTable {
  readonly scene: Phaser.Scene;
  readonly table: TableController;
  readonly currentSession: Session;
  isBusy(): boolean;
  /** The note beside the game's name offers an action now (null: nothing). */
  offerNote(note: NoteOffer | null): void;
}

export interface SolverProbe {
  readonly client: SolverClient | null;
  status(): string;
  /** Does what a click on the status line does (undo to the last winnable position, Results). */
  pressStatus(): boolean;
  /** Every message the solver glue has shown, oldest first. */
  notices(): string[];
  /** Milliseconds each built winnable deal took to build on this page, oldest first. */
  buildMs(): number[];
  lastHint(): { text: string | null; move: string | null; hint: Hint | null } | null;
  verdict(game: GameId, n: number): Verdict | null;
  stateOf(game: GameId, n: number): State;
  /** A random deal of `game` as "new deal" makes it (winnable deals only applies). */
  newRandomDeal(game: GameId): void;
  play(moves: string[]): boolean;
  hint(): void;
  readonly table: () => SolverTable | null;
}

declare global {
  interface Window {
    __suitcaseSolver?: SolverProbe;
  }
}

/** What the glue shows now, for the probe. */
export const probe = {
  table: null as SolverTable | null,
  hint: null as { text: string | null; move: string | null; hint: Hint | null } | null,
  status: '',
  action: null as (() => void) | null,
  notices: [] as string[],
  buildMs: [] as number[],
};

/** A quiet message at the foot of the screen (kept for the test probe too). */
export function say(text: string, ms: number): void {
  probe.notices.push(text);
  toast(text, ms);
}

export function installProbe(): void {
  if (!pageParams().test || window.__suitcaseSolver) return;
  window.__suitcaseSolver = {
    client: solverClient(),
    table: () => probe.table,
    status: () => probe.status,
    lastHint: () => probe.hint,
    notices: () => [...probe.notices],
    buildMs: () => [...probe.buildMs],
    pressStatus: () => {
      if (!probe.action) return false;
      probe.action();
      return true;
    },
    verdict: (game, n) => verdictOf(initialState(numberedDeal(game, n))) ?? null,
    stateOf: (game, n) => initialState(numberedDeal(game, n)),
    newRandomDeal: (game) => {
      const t = probe.table;
      if (!t) throw new Error('no table is showing');
      t.scene.scene.restart({ game });
    },
    play: (texts) => {
      const t = probe.table;
      const moves = texts.map(parseMove);
      if (!t || moves.some((m) => m === null)) return false;
      return t.table.play(moves as Move[]);
    },
    hint: () => {
      probe.table?.table.requestHint();
    },
  };
}
