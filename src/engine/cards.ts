/**
 * A card is a small integer, suit * 13 + (rank - 1): cheap to copy, compare and hash, which the
 * solver needs. The two copies of a card in two-deck games are the same number: they are
 * interchangeable by rule.
 */
export type Card = number;
export type Suit = 0 | 1 | 2 | 3;

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
export const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
export const RANK_SHOWN = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const ACE = 1;
export const KING = 13;

export const card = (rank: number, suit: Suit): Card => suit * 13 + rank - 1;
export const rankOf = (c: Card): number => (c % 13) + 1;
export const suitOf = (c: Card): Suit => ((c / 13) | 0) as Suit;

/** `AS`, `TH`: the RULES.md notation. */
export function cardCode(c: Card): string {
  return RANKS[rankOf(c) - 1]! + SUITS[suitOf(c)];
}

/** `5♥`: what a player reads in a message. */
export function cardLabel(c: Card): string {
  return RANK_SHOWN[rankOf(c) - 1]! + SUIT_SYMBOLS[suitOf(c)];
}

/** `7 of hearts`: what a screen reader says. */
export function cardSpoken(c: Card): string {
  return `${RANK_NAMES[rankOf(c) - 1]!} of ${SUIT_NAMES[suitOf(c)]}`;
}

const CODE = /^([A2-9TJQK])([SHDC])$/;

/** Parses `AS`..`KC`; returns null for anything else. */
export function parseCard(text: string): Card | null {
  const m = CODE.exec(text);
  if (!m) return null;
  return card(RANKS.indexOf(m[1] as (typeof RANKS)[number]) + 1, SUITS.indexOf(m[2] as (typeof SUITS)[number]) as Suit);
}

/** One or two full decks in a fixed order: suits S, H, D, C, each Ace to King. */
export function fullDecks(decks: number): Card[] {
  const out: Card[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) out.push(c);
  return out;
}
