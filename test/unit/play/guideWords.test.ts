/**
 * A first-deal guide step's words (play/guideWords.ts), in English: the rule it teaches, read
 * from the values the step carries, then the move it shows now.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accepts } from '../../../src/engine/building.ts';
import { type Card, card, cardLabel } from '../../../src/engine/cards.ts';
import type { BuildRule } from '../../../src/engine/types.ts';
import type { GuideShown } from '../../../src/play/guide.ts';
import type { GuideStep } from '../../../src/play/guideSteps.ts';
import { guideWords } from '../../../src/play/guideWords.ts';
import { setLanguage } from '../../../src/text/index.ts';

const S = 0, H = 1;
const shown = (teaches: GuideStep, move: GuideShown['move'] = null): GuideShown => ({ game: 'rouge-forty', step: 1, of: 4, teaches, piles: [], move });
const BY_LABEL = new Map(Array.from({ length: 52 }, (_, c) => [cardLabel(c), c]));

beforeEach(() => { setLanguage('en'); });
afterEach(() => { setLanguage('en'); });

describe('a guide step’s words', () => {
  it('says whether the Aces start on the foundations', () => {
    expect(guideWords(shown({ kind: 'foundation', aces: true }))).toMatch(/^The Aces start on the foundations\./);
    expect(guideWords(shown({ kind: 'foundation', aces: false }))).toMatch(/^Aces start the foundations\./);
  });

  it.each([
    ['suit', 'down', 'down by suit'],
    ['suit', 'up', 'up by suit'],
    ['alternate-colour', 'down', 'down in alternating colours'],
    ['alternate-colour', 'up', 'up in alternating colours'],
  ] as const)('builds %s %s: says so, with an example the rule accepts', (by, direction, says) => {
    const words = guideWords(shown({ kind: 'build', by, direction }));
    expect(words).toContain(`Build the piles ${says}`);
    const [, goes, under] = /\((\S+) on (\S+)\)\.$/.exec(words)!;
    const rule: BuildRule = { by, direction, space: 'any', from: ['tableau'], refill: false };
    expect(under).toBe('7♠');
    expect(accepts(rule, BY_LABEL.get(goes!)!, card(7, S), 'tableau'), words).toBe(true);
  });

  it('says what fills a space, how the stock plays and how the game is won', () => {
    expect(guideWords(shown({ kind: 'space', fill: 'any' }))).toBe('Any card may fill an empty space.');
    expect(guideWords(shown({ kind: 'space', fill: 'king' }))).toBe('Only a King may fill an empty space.');
    expect(guideWords(shown({ kind: 'space', fill: 'refill' }))).toMatch(/^An emptied pile fills itself/);
    expect(guideWords(shown({ kind: 'stock' }))).toMatch(/^Tap the stock/);
    expect(guideWords(shown({ kind: 'win', cards: 104 }))).toBe('Win by moving all 104 cards to the foundations.');
  });

  it('follows the rule with the move it shows now, in the words of the step', () => {
    const move = (c: Card, onto: Card | null) => ({ card: c, onto });
    expect(guideWords(shown({ kind: 'foundation', aces: false }, move(card(1, H), null)))).toMatch(/\. Move the A♥ to a foundation\.$/);
    expect(guideWords(shown({ kind: 'stock' }, move(card(5, S), null)))).toMatch(/\. Try it now\.$/);
    expect(guideWords(shown({ kind: 'build', by: 'suit', direction: 'down' }, move(card(6, S), card(7, S))))).toMatch(/\)\. Move the 6♠ onto the 7♠\.$/);
    expect(guideWords(shown({ kind: 'space', fill: 'any' }, move(card(13, S), null)))).toBe('Any card may fill an empty space. Move the K♠ into the space.');
  });
});
