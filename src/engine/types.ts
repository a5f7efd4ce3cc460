import type { Card } from './cards.ts';

export const GAME_IDS = ['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon'] as const;
export type GameId = (typeof GAME_IDS)[number];

/**
 * A position. Piles list bottom card first, top card last. Every array is shared between
 * positions and never mutated: `apply` copies only what a move changes.
 */
export interface State {
  readonly game: GameId;
  readonly tableau: readonly (readonly Card[])[];
  /** Per tableau pile, how many of its bottom cards lie face down. */
  readonly hidden: readonly number[];
  /** The next card drawn is the LAST element (the deal format lists it first). */
  readonly stock: readonly Card[];
  /** Top card last. */
  readonly waste: readonly Card[];
  /** Per foundation, its top card, or -1 while empty (a foundation holds Ace..top of one suit). */
  readonly foundations: readonly number[];
}

/**
 * Where a card lies or goes. `f` with index -1 is "the first foundation that accepts the card",
 * as in the notation `w>f`.
 */
export type Zone = 't' | 'w' | 's' | 'f';
export interface Place {
  readonly zone: Zone;
  readonly index: number;
}

export type Move = { readonly kind: 'draw' } | { readonly kind: 'move'; readonly from: Place; readonly to: Place };

/** What happened, in order, for the view to animate. Pile ids as in the notation: t3, w, s, f0. */
export type Step =
  | { readonly kind: 'move'; readonly card: Card; readonly from: string; readonly to: string }
  | { readonly kind: 'draw'; readonly card: Card; readonly from: 's'; readonly to: 'w' }
  | { readonly kind: 'flip'; readonly card: Card; readonly pile: string }
  | { readonly kind: 'refill'; readonly card: Card; readonly from: 'w' | 's'; readonly to: string };

export type Applied =
  | { readonly ok: true; readonly state: State; readonly steps: readonly Step[]; readonly move: Move }
  | { readonly ok: false; readonly reason: string };

/** Where a card being placed on the tableau comes from. */
export type Source = 'tableau' | 'waste';

/**
 * A game: data plus a few named rules. Everything else (legal moves, apply, won, lost) is shared
 * code in rules.ts that reads these.
 */
export interface GameDef {
  readonly id: GameId;
  readonly name: string;
  /** One line for the menu. */
  readonly blurb: string;
  readonly difficulty: 'easy' | 'medium' | 'hard' | 'very hard';
  readonly decks: 1 | 2;
  readonly foundations: number;
  /** Cards dealt to each tableau pile. */
  readonly piles: readonly number[];
  /** Cards dealt face down under each pile's top card (Rouge Forty: 3). */
  readonly faceDown: number;
  readonly stock: number;
  readonly hasWaste: boolean;
  /** Cards on the foundations before the deal (Fortune's Favor's Aces), foundation i gets card i. */
  readonly startFoundations: readonly Card[];
  /** What a pile is called in messages: "fan", "column", "pile". */
  readonly pileName: string;
  /**
   * Whether a tableau pile takes `card`: null when it does, else the reason a player reads.
   * `pile` is the target pile, bottom first.
   */
  readonly tableauAccepts: (card: Card, pile: readonly Card[], source: Source) => string | null;
  /** Fortune's Favor: an emptied pile is filled at once from the waste, else the stock. */
  readonly refillsSpaces: boolean;
  /** Rules text for the rules screen: plain sentences, one a line. */
  readonly rules: readonly string[];
}
