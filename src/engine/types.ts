import type { Card } from './cards.ts';

/**
 * A game's id, as in deal files and URLs. The registry (games/index.ts) is the one list of ids:
 * `isGameId` checks a string against it and `GAME_IDS` lists it.
 */
export type GameId = string;

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

/** A pile on the table, named as in the notation: the stock s, the waste w, tableau piles t0.., foundations f0... */
export type PileId = 's' | 'w' | `t${number}` | `f${number}`;

export type Move = { readonly kind: 'draw' } | { readonly kind: 'move'; readonly from: Place; readonly to: Place };

/** What happened, in order, for the view to animate. Pile ids as in the notation: t3, w, s, f0. */
export type Step =
  | { readonly kind: 'move'; readonly card: Card; readonly from: PileId; readonly to: PileId }
  | { readonly kind: 'draw'; readonly card: Card; readonly from: 's'; readonly to: 'w' }
  | { readonly kind: 'flip'; readonly card: Card; readonly pile: PileId }
  | { readonly kind: 'refill'; readonly card: Card; readonly from: 'w' | 's'; readonly to: PileId };

export type Applied =
  | { readonly ok: true; readonly state: State; readonly steps: readonly Step[]; readonly move: Move }
  | { readonly ok: false; readonly refusal: Refusal };

/**
 * Why a move is refused, as data (cards, pile ids, the game's name and pile word): the engine names
 * no words; the catalogue's `refusal` says it in the player's language (src/text).
 */
export type Refusal =
  | { readonly kind: 'no-move' }
  | { readonly kind: 'no-stock'; readonly game: string }
  | { readonly kind: 'stock-empty' }
  | { readonly kind: 'no-pile'; readonly game: string; readonly pile: string }
  | { readonly kind: 'no-foundation'; readonly game: string; readonly pile: string }
  | { readonly kind: 'pile-empty'; readonly pileName: string; readonly pile: string }
  | { readonly kind: 'no-waste'; readonly game: string }
  | { readonly kind: 'waste-empty' }
  | { readonly kind: 'from-stock' }
  | { readonly kind: 'from-foundation' }
  | { readonly kind: 'to-waste' }
  | { readonly kind: 'to-stock' }
  | { readonly kind: 'already-there'; readonly card: Card; readonly pile: string }
  | { readonly kind: 'ace-starts-foundation'; readonly card: Card }
  | { readonly kind: 'ace-to-empty-foundation'; readonly card: Card }
  | { readonly kind: 'foundation-next'; readonly card: Card; readonly needs: Card; readonly top: Card }
  | { readonly kind: 'no-foundation-free'; readonly card: Card }
  | { readonly kind: 'no-foundation-yet'; readonly card: Card; readonly needs: Card }
  | { readonly kind: 'foundations-only'; readonly game: string }
  | { readonly kind: 'not-from'; readonly game: string; readonly source: Source; readonly pileName: string }
  | { readonly kind: 'king-fills'; readonly pileName: string }
  | { readonly kind: 'spaces-refill' }
  | { readonly kind: 'no-space'; readonly pileName: string }
  | { readonly kind: 'no-building'; readonly card: Card; readonly pileName: string }
  | { readonly kind: 'king-to-space'; readonly card: Card; readonly pileName: string }
  | { readonly kind: 'end-rank'; readonly card: Card; readonly direction: 'down' | 'up'; readonly pileName: string }
  | { readonly kind: 'by-suit'; readonly card: Card; readonly needs: Card; readonly top: Card }
  | { readonly kind: 'by-colour'; readonly card: Card; readonly needs: Card; readonly top: Card };

/** Where a card being placed on the tableau comes from. */
export type Source = 'tableau' | 'waste';

/**
 * How cards build on the tableau, declared, not coded: `apply`, `legalMoves`, the solver's tables,
 * auto-play's safety and the refusal texts are all read from it (building.ts), so they cannot
 * disagree, and a test checks the rules text against it.
 */
export interface BuildRule {
  /**
   * What a card shares with the pile top it goes on: its suit, or the other colour (red on black);
   * 'none': nothing is ever built on a pile top.
   */
  readonly by: 'suit' | 'alternate-colour' | 'none';
  /** 'down': onto the card one rank higher (6♠ on 7♠); 'up': one rank lower. One card at a time. */
  readonly direction: 'down' | 'up';
  /** What may fill an empty pile: any card, only a King, or nothing. */
  readonly space: 'any' | 'king' | 'none';
  /** Where a card put on a pile (top or space) may come from. */
  readonly from: readonly Source[];
  /** Fortune's Favor: an emptied pile is filled at once from the waste, else the stock. */
  readonly refill: boolean;
}

/** How a tableau pile spreads its cards on screen: not at all, downwards, or to the right. */
export type PileFan = 'none' | 'down' | 'right';

/** What the layout needs to know of a game beyond its piles (view/layout/layout.ts reads it). */
export interface LayoutHints {
  readonly fan: PileFan;
  /** Cards a pile shows at the full step before it starts to compress. */
  readonly showCards: number;
  /** Piles per row to try. */
  readonly cols: readonly number[];
  /** Whether the top band (stock, waste, foundations) may wrap into two rows on narrow screens. */
  readonly bandWraps: boolean;
}

/** How hard the table looks for a winnable deal before it falls back to the shipped list. */
export interface DealSearchBudget {
  /** Milliseconds the solver may spend on one deal (past it the deal counts as not winnable). */
  readonly perDealMs: number;
  readonly perDealNodes: number;
  /** Deals tried at most, and milliseconds in all, before giving up the search. */
  readonly maxTries: number;
  readonly maxTotalMs: number;
}

/**
 * A game: data plus a declared build rule. Everything else (legal moves, apply, won, lost, the
 * solver, auto-play, the layout) is shared code that reads this.
 */
/** A step of the backwards walk: a draw taken back, a card off a foundation, a card off the tableau. */
export type UnplayStep = 'undraw' | 'unhome' | 'unbuild';

/**
 * How the backwards walk chooses its steps: the weight of each kind of step, how many cards past
 * its deal a pile may hold on the way, a weight every place keeps for an unhomed card even once
 * its room is full, how unevenly the suits come off the foundations, and how many deals are
 * walked for one winnable deal (the one that opens with the fewest moves is kept). Changing a
 * number changes every winnable deal of that game.
 */
export interface WinnableShape {
  readonly weights: Readonly<Record<UnplayStep, number>>;
  readonly slack: number;
  readonly anywhere: number;
  readonly focus: number;
  readonly walks: number;
}

export type WinnableRecipe = { readonly method: 'found' } | { readonly method: 'built'; readonly shape: WinnableShape };

/**
 * How a game's winnable deals are sorted into levels of difficulty (winnable/levels.ts): by the
 * solver's positions expanded times the moves of its shortened line, within a node budget.
 * Changing a number changes which deals each level holds.
 */
export interface LevelRecipe {
  /** Positions the solver may expand to measure one deal (a deal not won within them has no level). */
  readonly nodes: number;
  /** The highest score of an easy deal, and of a medium one; above: hard. */
  readonly easy: number;
  readonly medium: number;
  /**
   * Measured ahead of time: one character per deal of the game's shipped winnable numbers (or,
   * where it ships none, per built winnable deal 1, 2, 3...): '0' easy, '1' medium, '2' hard, '-'
   * not won within `nodes`. Absent: deals of a level are searched among the numbered deals.
   */
  readonly table?: string;
  /**
   * The hardest level of deal a daily challenge may use, where proving harder ones on demand (for
   * the challenge's goal) costs seconds; the goal's slack still follows the challenge's level.
   * Absent: every level.
   */
  readonly challengeMost?: 'easy' | 'medium' | 'hard';
}

export interface GameDef {
  readonly id: GameId;
  readonly name: string;
  /** One line for the menu. */
  readonly blurb: string;
  readonly difficulty: 'easy' | 'medium' | 'hard' | 'very hard';
  /** The glyph on the emblem of its first win's badge. */
  readonly emblem: 'heart' | 'club' | 'diamond' | 'spade' | 'moon';
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
  /** What a pile is called in messages: fan, column or pile. */
  readonly pileName: string;
  readonly build: BuildRule;
  readonly layout: LayoutHints;
  /**
   * Deal numbers the solver has proven winnable (WIN with a line that replays through the engine),
   * shipped for "winnable deals only" where a search in the page would rarely find one in time.
   */
  readonly winnableDeals: readonly number[];
  /**
   * How "winnable deal N" is made (src/engine/winnable/): found among the numbered deals where
   * random deals are often winnable; built backwards from the won game, with this shape of walk,
   * where they are rare. Absent: found.
   */
  readonly winnable?: WinnableRecipe;
  /**
   * The page's search for a winnable deal; null where winnable deals are rarer than the tries
   * allowed, so the table goes straight to the shipped numbers.
   */
  readonly dealSearch: DealSearchBudget | null;
  /** Levels of difficulty of its winnable deals; absent: the game has none. */
  readonly levels?: LevelRecipe;
  /** Rules text for the rules screen: plain sentences, one a line. */
  readonly rules: readonly string[];
  /**
   * What a player dealt plain deals should know before dealing (the menu row and the rules page
   * show it while "winnable deals only" is off); absent: nothing.
   */
  readonly note?: string;
}
