/**
 * Cards by name (src/engine/cards.ts): the notation of deal files and the command line, the label a
 * player reads and the name a screen reader says, for every card of one deck and two.
 */
import { describe, expect, it } from 'vitest';
import { ACE, KING, card, cardCode, cardLabel, cardSpoken, fullDecks, parseCard, rankOf, suitOf } from '../../../src/engine/cards.ts';

const deck = fullDecks(1);

describe('cards', () => {
  it('a deck is 52 cards, suit by suit, Ace to King; two decks are two such', () => {
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(deck.slice(0, 13).map(rankOf)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(deck.map(suitOf)).toEqual([0, 1, 2, 3].flatMap((s) => Array<number>(13).fill(s)));
    expect(fullDecks(2)).toEqual([...deck, ...deck]);
    expect(fullDecks(0)).toEqual([]);
  });

  it('names a card as the notation writes it, as a player reads it and as a screen reader says it', () => {
    const some = [card(ACE, 0), card(10, 1), card(7, 1), card(12, 2), card(KING, 3)];
    expect(some.map(cardCode)).toEqual(['AS', 'TH', '7H', 'QD', 'KC']);
    expect(some.map(cardLabel)).toEqual(['A♠', '10♥', '7♥', 'Q♦', 'K♣']);
    expect(some.map(cardSpoken)).toEqual(['ace of spades', '10 of hearts', '7 of hearts', 'queen of diamonds', 'king of clubs']);
    expect(some.map((c) => [rankOf(c), suitOf(c)])).toEqual([[1, 0], [10, 1], [7, 1], [12, 2], [13, 3]]);
  });

  it('every card has its own code, label and spoken name, and its code reads back as the card', () => {
    for (const name of [cardCode, cardLabel, cardSpoken]) expect(new Set(deck.map(name)).size).toBe(52);
    for (const c of deck) expect(parseCard(cardCode(c))).toBe(c);
  });

  it('reads a rank and a suit in capitals and nothing else', () => {
    for (const text of ['', 'A', 'S', 'as', 'AS ', ' AS', '1S', '10S', 'AX', 'ASS', 'XAS', 'A♠']) expect(parseCard(text), text).toBeNull();
  });
});
