/** What the table controller publishes, in order (play/table.ts): the one event stream of play. */
import type { Move, PileId, Refusal, Session, State, Step } from '../engine/index.ts';
import type { ResultsData, TableData } from './deal.ts';
import type { HudFigures, Question } from './tablePorts.ts';

export type Outcome = 'won' | 'lost';

export type TableEvent =
  /** A player action was played: animate `steps` from `before` to `after`. */
  | { readonly kind: 'played'; readonly steps: readonly Step[]; readonly moves: readonly Move[]; readonly before: State; readonly after: State }
  /** Undo, redo or restart: glide to the position now (and close Results if they show). */
  | { readonly kind: 'shown'; readonly why: 'undo' | 'redo' | 'restart' }
  /** A tap or a drop the rules refuse: the card shakes or flies back; `reason` when the engine gave one. */
  | { readonly kind: 'refused'; readonly pile: PileId; readonly reason: Refusal | null; readonly drop: boolean }
  /** The player asked for what cannot be done now: nothing to undo, redo or finish. */
  | { readonly kind: 'nothing'; readonly what: 'undo' | 'redo' | 'finish' }
  /** A hint for the position `state`: outline `piles`; `words` is the hint's line to show, when it has one. */
  | { readonly kind: 'hint'; readonly move: Move; readonly piles: readonly PileId[]; readonly words: string | null; readonly state: State }
  /** No move helps (a new deal is offered next); `words` says why, when known. */
  | { readonly kind: 'noHelp'; readonly words: string | null }
  /** A yes-or-no question for the player; `answer` takes the reply (once). The clock stands meanwhile. */
  | { readonly kind: 'ask'; readonly question: Question; readonly answer: (yes: boolean) => void }
  /** The deal animation is over: the table takes input. */
  | { readonly kind: 'dealt'; readonly session: Session }
  /** The figures on the HUD changed (moves, clock, undo, redo, finish): the figures now. */
  | { readonly kind: 'figures'; readonly figures: HudFigures }
  /** The game is over: the result is recorded; the scene celebrates or tells, then shows Results. */
  | { readonly kind: 'over'; readonly how: Outcome; readonly results: ResultsData }
  /**
   * The bookkeeping after an action is done (saved, figures, game over): `moves` for a played
   * action, null for undo, redo or restart.
   */
  | { readonly kind: 'settled'; readonly moves: readonly Move[] | null }
  /** Another deal: the scene starts a table on `data`. */
  | { readonly kind: 'start'; readonly data: TableData }
  /**
   * Another tab moved this game on (`data` resumes it here) or ended it (null: it was counted
   * there, so this table closes uncounted).
   */
  | { readonly kind: 'elsewhere'; readonly data: TableData | null };
