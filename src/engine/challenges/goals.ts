/**
 * What a daily challenge asks of the player, as data (the words are in the catalogues:
 * src/text/challenges.ts). A goal is either about the win (won at all, won within N moves, won
 * without undo, won without hints) or about the way there, met whether or not the game is won
 * (K cards home within T minutes, one suit to its King before any other, the first row cleared).
 */
import { SUITS } from '../cards.ts';

export const GOAL_KINDS = ['win', 'moves', 'no-undo', 'no-hints', 'home-in-time', 'suit-first', 'clear-row'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export type SuitLetter = (typeof SUITS)[number];

export type Goal =
  | { readonly kind: 'win' }
  /** Won in at most `moves` moves, counted as the HUD and Results count them (player actions). */
  | { readonly kind: 'moves'; readonly moves: number }
  | { readonly kind: 'no-undo' }
  | { readonly kind: 'no-hints' }
  /** At least `cards` cards home, as the HUD counts them, by `minutes` on the game's clock. */
  | { readonly kind: 'home-in-time'; readonly cards: number; readonly minutes: number }
  /** The first foundation to reach its King is of this suit. */
  | { readonly kind: 'suit-first'; readonly suit: SuitLetter }
  /** The first row dealt (the first card dealt to each pile, at the bottom of it) all moved away. */
  | { readonly kind: 'clear-row' };

/** Goals that only a won game meets. */
export const needsWin = (g: Goal): boolean => g.kind === 'win' || g.kind === 'moves' || g.kind === 'no-undo' || g.kind === 'no-hints';

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0 && x < 100_000;

/** A goal read back from storage, or null when it is not one (a damaged record). */
export function parseGoal(input: unknown): Goal | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const o = input as Record<string, unknown>;
  switch (o.kind) {
    case 'win':
    case 'no-undo':
    case 'no-hints':
    case 'clear-row':
      return { kind: o.kind };
    case 'moves':
      return isCount(o.moves) ? { kind: 'moves', moves: o.moves } : null;
    case 'home-in-time':
      return isCount(o.cards) && isCount(o.minutes) ? { kind: 'home-in-time', cards: o.cards, minutes: o.minutes } : null;
    case 'suit-first':
      return (SUITS as readonly unknown[]).includes(o.suit) ? { kind: 'suit-first', suit: o.suit as SuitLetter } : null;
    default:
      return null;
  }
}
