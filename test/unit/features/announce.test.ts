import { describe, expect, it } from 'vitest';
import { T } from '../../../src/text/index.ts';
import { announceAction, describePile, liftSpoken, notAPlaceSpoken, nowhereSpoken, pileSpoken, placeSpoken, putBackSpoken } from '../../../src/text/announce.ts';
import { autoMoves, playWithAuto } from '../../../src/engine/autoplay.ts';
import { type Session, type State, type Step, apply, current, legalMoves, numberedSession } from '../../../src/engine/index.ts';
import { empty, move, position } from '../engine/position.ts';
import { en } from '../../../src/text/en.ts';

/** The first legal move of the session's position whose safe auto-play moves something, played. */
function playWithAutoSafe(session: Session): { before: State; steps: readonly Step[]; after: State } | null {
  const before = current(session);
  for (const m of legalMoves(before)) {
    const r = apply(before, m);
    if (!r.ok || autoMoves(r.state, 'safe').length === 0) continue;
    const played = playWithAuto(session, [m], 'safe');
    if (played.ok) return { before, steps: played.steps, after: current(played.session) };
  }
  return null;
}

/** Plays one move and says what happened. */
function say(state: State, text: string): string {
  const r = apply(state, text === 'draw' ? { kind: 'draw' } : move(text));
  if (!r.ok) throw new Error(en.refusal(r.refusal));
  return announceAction(state, r.steps, r.state);
}

describe('announcements', () => {
  it('a card to the foundation, onto another card, into an empty pile', () => {
    const s = position('rouge-forty', { tableau: ['KC 7S', '6S', '6H', 'AH', '', ...empty(5)], stock: 'QC 2C', foundations: ['6H', '', '', ''] });
    expect(say(s, 't1>t0')).toBe('6 of spades onto 7 of spades');
    expect(say(s, 't2>t4')).toBe('6 of hearts to empty pile 5');
    expect(say(s, 't3>f1')).toBe('ace of hearts to the foundation');
  });

  it('drew a card; stock empty when it runs out', () => {
    const s = position('rouge-forty', { tableau: ['KC', 'KD', 'KH', 'KS', ...empty(6)], stock: 'QC 2C' });
    const once = apply(s, { kind: 'draw' });
    if (!once.ok) throw new Error(en.refusal(once.refusal));
    expect(announceAction(s, once.steps, once.state)).toBe('drew queen of clubs');
    expect(say(once.state, 'draw')).toBe('drew 2 of clubs, stock empty');
  });

  it('turned up a face-down card', () => {
    const s = position('rouge-forty', { tableau: ['9D 3D 5C', '6C', 'KH', ...empty(7)], hidden: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0], stock: 'QC' });
    expect(say(s, 't0>t1')).toBe('5 of clubs onto 6 of clubs, turned up 3 of diamonds');
  });

  it("Fortune's Favor refills: from the waste, from the stock, and the stock running out", () => {
    const piles = ['6S', '7S', 'KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D'];
    const withWaste = position('fortunes-favor', { tableau: piles, waste: '9C', stock: 'KC', foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(say(withWaste, 't0>t1')).toBe('6 of spades onto 7 of spades, refilled pile 1 from the waste with 9 of clubs');
    const noWaste = position('fortunes-favor', { tableau: piles, stock: 'KC', foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(say(noWaste, 't0>t1')).toBe('6 of spades onto 7 of spades, refilled pile 1 from the stock with king of clubs, stock empty');
  });

  it('you won; no moves left: game over', () => {
    const last = position('lucky-fan', { tableau: ['KS', ...empty(17)], foundations: ['QS', 'KH', 'KD', 'KC'] });
    expect(say(last, 't0>f0')).toBe(`king of spades to the foundation, ${T.won}`);
    const stuck = position('lucky-fan', { tableau: ['5H', '2S 3S', '7C', ...empty(15)], foundations: ['AS', '4H', '', ''] });
    expect(say(stuck, 't0>f1')).toBe('5 of hearts to the foundation, no moves left: game over');
  });

  it('a long run of cards home is told as a count', () => {
    const s = position('lucky-fan', { tableau: ['KS QS JS TS', ...empty(17)], foundations: ['9S', 'KH', 'KD', 'KC'] });
    let state = s;
    const steps: Step[] = [];
    for (let i = 0; i < 4; i++) {
      const r = apply(state, move('t0>f0'));
      if (!r.ok) throw new Error(en.refusal(r.refusal));
      steps.push(...r.steps);
      state = r.state;
    }
    expect(announceAction(s, steps, state)).toBe('4 cards to the foundations, you won');
    expect(announceAction(s, steps.slice(0, 3), state)).toContain('10 of spades to the foundation, jack of spades to the foundation, queen of spades');
  });

  it('a whole action with its auto-play, in order', () => {
    const session = numberedSession('lucky-fan', 1);
    const r = playWithAutoSafe(session);
    if (r === null) return expect.fail('no action in Lucky Fan deal 1 triggers auto-play');
    expect(announceAction(r.before, r.steps, r.after).split(', ').length).toBeGreaterThanOrEqual(2);
  });

  it('pile names count from 1 in the game’s own words', () => {
    expect(pileSpoken('lucky-fan', 't17')).toBe('fan 18');
    expect(pileSpoken('famous-fifty', 't0')).toBe('column 1');
    expect([pileSpoken('waxing-moon', 'f7'), pileSpoken('waxing-moon', 'w'), pileSpoken('waxing-moon', 's')]).toEqual(['foundation 8', 'the waste', 'the stock']);
  });

  it('describes the focused pile', () => {
    const s = position('rouge-forty', { tableau: ['9D 3D 5C', '', ...empty(8)], hidden: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0], waste: 'JH', stock: 'QC 2C', foundations: ['3S', '', '', ''] });
    expect(describePile(s, 't0')).toBe('pile 1: 5 of clubs on top, 3 cards, 2 face down');
    expect(describePile(s, 't1')).toBe('pile 2: empty');
    expect(describePile(s, 'w')).toBe('waste: jack of hearts on top, 1 card');
    expect(describePile(s, 's')).toBe('stock: 2 cards');
    expect(describePile(s, 'f0')).toBe('foundation 1: up to 3 of spades');
    expect(describePile(s, 'f1')).toBe('foundation 2: empty');
  });
});

describe('the keyboard\'s lifted card', () => {
  const s = position('famous-fifty', { tableau: ['9C 5H', '6H', 'KS 6H', '', 'QD', ...empty(5)], waste: '2C', foundations: ['4H', '', '', '', '', '', '', ''] });

  it('says what was lifted, from where, how many places and the first', () => {
    expect(liftSpoken(s, 't0', ['f0', 't1', 't3'])).toBe(
      'lifted 5 of hearts from column 1, 3 places: to the foundation. Arrows choose, Enter puts it down, Escape puts it back',
    );
    expect(liftSpoken(s, 'w', ['t3', 't5'])).toMatch(/^lifted 2 of clubs from the waste, 2 places: to empty column 4\./);
  });

  it('says each place as it is aimed at', () => {
    expect(placeSpoken(s, 'f0')).toBe('to the foundation');
    expect(placeSpoken(s, 't2')).toBe('onto 6 of hearts, column 3');
    expect(placeSpoken(s, 't3')).toBe('to empty column 4');
  });

  it('says a put-back card, a pile that does not take it, a card with nowhere to go', () => {
    expect(putBackSpoken(s, 't0')).toBe('5 of hearts put back on column 1');
    expect(notAPlaceSpoken(s, 't0', 't4')).toBe('column 5 does not take 5 of hearts');
    expect(nowhereSpoken(s, 't4')).toBe('queen of diamonds has nowhere to go');
  });
});
