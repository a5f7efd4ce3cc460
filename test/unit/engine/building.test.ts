/**
 * Every shape of build rule a game may have (src/engine/building.ts), one rule at a time: which card
 * goes where, the tables the move lists and the solver read, and the refusal a player reads. The
 * five games build down by suit; the other shapes are those a new game may take.
 */
import { describe, expect, it } from 'vitest';
import { accepts, buildTables, tableauRefusal } from '../../../src/engine/building.ts';
import { type BuildRule, type Card, type GameDef, type Source, gameDef, parseCard } from '../../../src/engine/index.ts';
import { en } from '../../../src/text/en.ts';

const c = (code: string): Card => parseCard(code)!;
const rule = (r: Partial<BuildRule>): BuildRule => ({ by: 'suit', direction: 'down', space: 'any', from: ['tableau', 'waste'], refill: false, ...r });
const game = (r: Partial<BuildRule>): GameDef => ({ ...gameDef('rouge-forty'), build: rule(r) });

/** What a player reads when `card` from `source` is put on a pile of `pile` (codes, bottom first); 'taken' when it goes. */
function told(r: Partial<BuildRule>, card: string, pile: string, source: Source = 'tableau'): string {
  const why = tableauRefusal(game(r), c(card), pile === '' ? [] : pile.split(' ').map(c), source);
  return why === null ? 'taken' : en.refusal(why);
}

describe('which card a pile takes', () => {
  it('down by suit: the card of its suit one rank lower, nothing else', () => {
    const r = rule({});
    expect(accepts(r, c('6S'), c('7S'), 'tableau')).toBe(true);
    expect(accepts(r, c('6S'), c('7H'), 'tableau')).toBe(false);
    expect(accepts(r, c('6S'), c('8S'), 'tableau')).toBe(false);
    expect(accepts(r, c('7S'), c('6S'), 'tableau')).toBe(false);
  });

  it('up by suit: the card of its suit one rank higher', () => {
    const r = rule({ direction: 'up' });
    expect(accepts(r, c('7S'), c('6S'), 'tableau')).toBe(true);
    expect(accepts(r, c('6S'), c('7S'), 'tableau')).toBe(false);
    expect(accepts(r, c('7H'), c('6S'), 'tableau')).toBe(false);
  });

  it('in alternate colours: a red card on a black one a rank higher and the other way, never one colour on itself', () => {
    const r = rule({ by: 'alternate-colour' });
    for (const [card, top] of [['6H', '7S'], ['6D', '7C'], ['6S', '7H'], ['6C', '7D']]) expect(accepts(r, c(card!), c(top!), 'tableau'), `${card} on ${top}`).toBe(true);
    for (const [card, top] of [['6S', '7C'], ['6H', '7D'], ['6D', '7H'], ['6C', '7S'], ['6H', '8S'], ['7H', '6S']]) expect(accepts(r, c(card!), c(top!), 'tableau'), `${card} on ${top}`).toBe(false);
  });

  it('a rule that builds nothing takes no card on a top', () => {
    const r = rule({ by: 'none' });
    const taken: [Card, Card][] = [];
    for (let top = 0; top < 52; top++) for (let card = 0; card < 52; card++) if (accepts(r, card, top, 'tableau')) taken.push([card, top]);
    expect(taken).toEqual([]);
  });

  it('a space takes any card, only a King, or none, as the rule says', () => {
    expect(accepts(rule({ space: 'any' }), c('5H'), undefined, 'tableau')).toBe(true);
    expect(accepts(rule({ space: 'king' }), c('KH'), undefined, 'tableau')).toBe(true);
    expect(accepts(rule({ space: 'king' }), c('QH'), undefined, 'tableau')).toBe(false);
    expect(accepts(rule({ space: 'none' }), c('KH'), undefined, 'tableau')).toBe(false);
  });

  it('a card from a source the rule leaves out goes on no pile and into no space', () => {
    const r = rule({ from: ['tableau'] });
    expect(accepts(r, c('6S'), c('7S'), 'waste')).toBe(false);
    expect(accepts(r, c('6S'), undefined, 'waste')).toBe(false);
    expect(accepts(r, c('6S'), c('7S'), 'tableau')).toBe(true);
  });
});

describe('the tables read by the move lists and the solver', () => {
  const shapes: BuildRule[] = [
    rule({}),
    rule({ direction: 'up', space: 'king' }),
    rule({ by: 'alternate-colour', space: 'none', from: ['tableau'] }),
    rule({ by: 'alternate-colour', direction: 'up' }),
    rule({ by: 'none', from: ['waste'] }),
  ];

  it('say what the rule says, for every card, top and source', () => {
    for (const r of shapes) {
      const t = buildTables(r);
      const wrong: string[] = [];
      (['tableau', 'waste'] as const).forEach((source, s) => {
        for (let card = 0; card < 52; card++) {
          if ((t.ontoEmpty[s * 52 + card] === 1) !== accepts(r, card, undefined, source)) wrong.push(`${source} ${card} into a space`);
          for (let top = 0; top < 52; top++) if ((t.onto[s * 2704 + card * 52 + top] === 1) !== accepts(r, card, top, source)) wrong.push(`${source} ${card} on ${top}`);
        }
      });
      expect(wrong).toEqual([]);
    }
  });

  it('list, for each card, every card that may ever go on it, each once', () => {
    for (const r of shapes) {
      const t = buildTables(r);
      for (let top = 0; top < 52; top++) {
        const any = Array.from({ length: 52 }, (_, card) => card).filter((card) => accepts(r, card, top, 'tableau') || accepts(r, card, top, 'waste'));
        expect([...t.builders[top]!].sort((a, b) => a - b)).toEqual(any);
      }
    }
    expect(buildTables(rule({})).builders[c('7S')]).toEqual([c('6S')]);
    expect(buildTables(rule({ by: 'alternate-colour' })).builders[c('7S')]).toEqual([c('6H'), c('6D')]);
  });

  it('are made once for a rule', () => {
    const r = rule({ direction: 'up' });
    expect(buildTables(r)).toBe(buildTables(r));
  });
});

describe('why a pile refuses a card', () => {
  it('says nothing when the card goes', () => {
    expect(told({}, '6S', '7S')).toBe('taken');
    expect(told({ space: 'king' }, 'KS', '')).toBe('taken');
  });

  it('a game whose piles take nothing says cards go only home', () => {
    expect(told({ by: 'none', space: 'none' }, '6S', '7S')).toBe('in Rouge Forty cards go only to the foundations');
    expect(told({ by: 'none', space: 'none' }, '6S', '')).toBe('in Rouge Forty cards go only to the foundations');
  });

  it('a card from a source the rule leaves out', () => {
    expect(told({ from: ['tableau'] }, '6S', '7S', 'waste')).toBe('in Rouge Forty no card from the waste goes onto a pile');
    expect(told({ from: ['waste'] }, '6S', '7S', 'tableau')).toBe('in Rouge Forty no card from the tableau goes onto a pile');
  });

  it('a space: only a King, filled by itself, or filled by no card', () => {
    expect(told({ space: 'king' }, 'QS', '')).toBe('only a King may fill an empty pile');
    expect(told({ space: 'none', refill: true }, 'QS', '')).toBe('spaces fill by themselves from the waste or the stock');
    expect(told({ space: 'none' }, 'QS', '')).toBe('no card may be moved into an empty pile');
  });

  it('a pile that takes only into spaces', () => {
    expect(told({ by: 'none' }, '6S', '7S')).toBe('nothing is built on a pile: 6♠ may go only into an empty one');
  });

  it('the card no pile takes: a King building down, an Ace building up; a King that goes only into a space', () => {
    expect(told({}, 'KS', 'AH')).toBe('nothing ranks above K♠: it cannot be built on a pile');
    expect(told({ direction: 'up' }, 'AS', 'KH')).toBe('nothing ranks below A♠: it cannot be built on a pile');
    expect(told({ direction: 'up', space: 'king' }, 'AS', 'KH')).toBe('nothing ranks below A♠: it cannot be built on a pile');
    expect(told({ space: 'king' }, 'KS', 'AH')).toBe('K♠ goes only on an empty pile');
    expect(told({ direction: 'up', space: 'king' }, 'KS', 'QH')).toBe('K♠ goes on Q♠, not on Q♥');
  });

  it('the card it needs, by suit or by colour, a rank above or below', () => {
    expect(told({}, '6S', '7H')).toBe('6♠ goes on 7♠, not on 7♥');
    expect(told({ direction: 'up' }, '6S', '7H')).toBe('6♠ goes on 5♠, not on 7♥');
    expect(told({ by: 'alternate-colour' }, '6S', '7S')).toBe('6♠ goes on a red 7, not on 7♠');
    expect(told({ by: 'alternate-colour' }, '6H', '8S')).toBe('6♥ goes on a black 7, not on 8♠');
  });
});
