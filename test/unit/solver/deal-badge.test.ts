/** Which deal label may show (issue 17, item 7): the solver's verdict only where it reads nothing hidden. */
import { describe, expect, it } from 'vitest';
import { initialState, numberedDeal } from '../../../src/engine/index.ts';
import { dealBadge, showsEveryCard } from '../../../src/engine/solver/advice.ts';
import { badgeText } from '../../../src/text/solver.ts';
import { T } from '../../../src/text/index.ts';

const rouge = initialState(numberedDeal('rouge-forty', 5));
const fan = initialState(numberedDeal('lucky-fan', 3));
const fifty = initialState(numberedDeal('famous-fifty', 1));

describe('the deal badge', () => {
  it('knows which deals show every card: Lucky Fan only (face-down cards or a stock hide the rest)', () => {
    expect(showsEveryCard(fan)).toBe(true);
    expect(showsEveryCard(rouge)).toBe(false);
    expect(showsEveryCard(fifty)).toBe(false);
    // Rouge Forty's stock drawn out and every card turned up but one pile's.
    const oneHidden = { ...rouge, stock: [], waste: [...rouge.stock].reverse(), hidden: rouge.hidden.map((h, i) => (i === 0 ? h : 0)) };
    expect(rouge.hidden[0]).toBeGreaterThan(0);
    expect(showsEveryCard(oneHidden)).toBe(false);
    expect(showsEveryCard({ ...oneHidden, hidden: oneHidden.hidden.map(() => 0) })).toBe(true);
  });

  it('keeps a verdict that reads hidden cards for "still winnable?"', () => {
    const off = { dealtWinnable: false, stillWinnable: false };
    expect(dealBadge(rouge, 'loss', off)).toBeNull();
    expect(dealBadge(fifty, 'win', off)).toBeNull();
    expect(dealBadge(rouge, 'loss', { ...off, stillWinnable: true })).toBe('loss');
    expect(dealBadge(fan, 'loss', off)).toBe('loss');
    expect(dealBadge(fan, 'win', off)).toBe('win');
    expect(dealBadge(fan, 'unknown', off)).toBeNull();
    expect(dealBadge(fan, undefined, off)).toBeNull();
  });

  it('says "winnable deal" for a deal "winnable deals only" dealt, whatever the setting', () => {
    expect(dealBadge(rouge, undefined, { dealtWinnable: true, stillWinnable: false })).toBe('dealt-winnable');
    expect(badgeText('dealt-winnable')).toBe(T.badgeWinnableDeal);
    expect(badgeText('loss')).toBe(T.badgeNotWinnable);
    expect(badgeText(null)).toBe('');
  });
});
