import { describe, expect, it } from 'vitest';
import { apply, gameDef, type GameId } from '../../../src/engine/index.ts';
import { code, empty, legal, move, pileCodes, playOk, position, refusal } from './position.ts';

const BUILDING_GAMES: GameId[] = ['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty'];

function layout(game: GameId, piles: string[], extra: { waste?: string; stock?: string } = {}) {
  const def = gameDef(game);
  // Fortune's Favor refills its spaces: fill every pile so none is empty.
  const filler = game === 'fortunes-favor' ? ['KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '2D'] : empty(def.piles.length);
  const tableau = [...piles, ...filler.slice(piles.length)];
  const foundations = game === 'fortunes-favor' ? ['AS', 'AH', 'AD', 'AC'] : undefined;
  return position(game, { tableau, ...extra, ...(foundations ? { foundations } : {}) });
}

describe('tableau: down by suit, one card at a time', () => {
  for (const game of BUILDING_GAMES) {
    it(`${game}: a card goes on the card of its suit one rank higher`, () => {
      const s = layout(game, ['7S', 'KH 6S', '9C 5S']);
      const r = playOk(s, 't1>t0');
      expect(pileCodes(r.state).slice(0, 3)).toEqual(['7S 6S', 'KH', '9C 5S']);
      expect(playOk(r.state, 't2>t0').state.tableau[0]).toHaveLength(3);
      expect(legal(s)).toContain('t1>t0');
    });

    it(`${game}: wrong suit, wrong rank, or a higher card is refused with the reason`, () => {
      const s = layout(game, ['7S', '6H', '5S', '8S', 'QS 6S']);
      expect(refusal(s, 't1>t0')).toBe('6♥ goes on 7♥, not on 7♠');
      expect(refusal(s, 't2>t0')).toBe('5♠ goes on 6♠, not on 7♠');
      expect(refusal(s, 't3>t0')).toBe('8♠ goes on 9♠, not on 7♠');
      expect(legal(s).filter((m) => /^t[0-3]>t0$/.test(m))).toEqual([]);
      expect(legal(s)).toContain('t4>t0');
    });

    it(`${game}: only the top card moves, never a sequence`, () => {
      // 6♠ 5♠ on t1: moving t1 onto 7♠ takes the 5♠ only, which does not fit.
      const s = layout(game, ['7S', 'KC 6S 5S', '6C 6S']);
      expect(refusal(s, 't1>t0')).toBe('5♠ goes on 6♠, not on 7♠');
      const r = playOk(s, 't2>t0');
      expect(pileCodes(r.state).slice(0, 3)).toEqual(['7S 6S', 'KC 6S 5S', '6C']);
    });

    it(`${game}: a King cannot be built on any card`, () => {
      const s = layout(game, ['QS', 'KS']);
      const why = refusal(s, 't1>t0');
      expect(legal(s)).not.toContain('t1>t0');
      expect(why).toMatch(/^K♠ goes only on an empty fan$|^nothing ranks above K♠: it cannot be built on a (pile|column)$/);
    });

    it(`${game}: a card does not move onto its own pile`, () => {
      const s = layout(game, ['7S 6S']);
      expect(refusal(s, 't0>t0')).toBe('6♠ is already on t0');
    });

    it(`${game}: a pile that does not exist is refused`, () => {
      const s = layout(game, ['7S 6S']);
      expect(refusal(s, 't0>t99')).toBe(`${gameDef(game).name} has no pile t99`);
      expect(refusal(s, 't99>t0')).toBe(`${gameDef(game).name} has no pile t99`);
    });

    it(`${game}: a card goes onto the one card of its suit a rank higher, from a pile or the waste, and onto no other`, () => {
      const def = gameDef(game);
      for (const from of def.hasWaste ? ['t1', 'w'] : ['t1']) {
        for (let c = 0; c < 52; c++) {
          const taken: number[] = [];
          for (let top = 0; top < 52; top++) {
            const s = position(game, {
              tableau: [code(top), ...Array<string>(def.piles.length - 1).fill('KD')].map((p, i) => (i === 1 && from === 't1' ? `KD ${code(c)}` : p)),
              ...(from === 'w' ? { waste: code(c) } : {}),
            });
            if (apply(s, move(`${from}>t0`)).ok) taken.push(top);
          }
          expect(taken, `${from} ${code(c)}`).toEqual(c % 13 === 12 ? [] : [c + 1]);
        }
      }
    });

    it(`${game}: a card cannot be taken from an empty ${gameDef(game).pileName}`, () => {
      const s = position(game, { tableau: ['7S', '', ...Array<string>(gameDef(game).piles.length - 2).fill('KD')] });
      expect(refusal(s, 't1>t0')).toBe(`${gameDef(game).pileName} t1 is empty`);
      expect(refusal(s, 't1>f')).toBe(`${gameDef(game).pileName} t1 is empty`);
    });
  }

  for (const game of ['fortunes-favor', 'rouge-forty', 'famous-fifty'] as GameId[]) {
    it(`${game}: the waste top builds on the tableau like a pile top; only the top waste card plays`, () => {
      const s = layout(game, ['7H', 'TC'], { waste: '6H 9D', stock: 'KS' });
      expect(refusal(s, 'w>t0')).toBe('9♦ goes on 10♦, not on 7♥');
      expect(legal(s)).not.toContain('w>t0');
      const q = layout(game, ['7H', 'TC'], { waste: '9D 6H', stock: 'KS' });
      const r = playOk(q, 'w>t0');
      expect(pileCodes(r.state)[0]).toBe('7H 6H');
      expect(r.state.waste).toHaveLength(1);
      expect(legal(q)).toContain('w>t0');
    });
  }

  for (const game of ['famous-fifty', 'waxing-moon'] as GameId[]) {
    it(`${game}: the two copies of a card are interchangeable`, () => {
      const s = position(game, { tableau: ['7S', '7S', '6S', 'AS', 'AS', ...empty(gameDef(game).piles.length - 5)], foundations: empty(8) });
      const moves = legal(s);
      expect(moves.filter((m) => m.startsWith('t3>f') || m.startsWith('t4>f'))).toEqual([...Array.from({ length: 8 }, (_, f) => `t3>f${f}`), ...Array.from({ length: 8 }, (_, f) => `t4>f${f}`)]);
      // 6♠ goes on either 7♠ (t5.. are spaces, which any card may fill).
      if (game === 'famous-fifty') expect(moves.filter((m) => /^t2>t[0-4]$/.test(m))).toEqual(['t2>t0', 't2>t1']);
      else expect(moves.some((m) => m.startsWith('t2>t'))).toBe(false);
    });
  }

  it('Lucky Fan has no waste to play from', () => {
    const s = layout('lucky-fan', ['7S']);
    expect(refusal(s, 'w>t0')).toBe('Lucky Fan has no waste');
  });
});

describe('Waxing Moon: nothing ever moves onto the tableau', () => {
  const s = position('waxing-moon', { tableau: ['7S', '6S', 'KH', ...empty(9)], waste: '6S', stock: '5S', foundations: empty(8) });

  it('a card that would fit down by suit is refused, from a pile or the waste, onto a pile or a space', () => {
    const why = 'in Waxing Moon cards go only to the foundations';
    expect(refusal(s, 't1>t0')).toBe(why);
    expect(refusal(s, 'w>t0')).toBe(why);
    expect(refusal(s, 't2>t5')).toBe(why);
    expect(refusal(s, 'w>t5')).toBe(why);
  });

  it('the only legal moves are to the foundations and draw', () => {
    const withAce = position('waxing-moon', { tableau: ['AS', '7S', ...empty(10)], waste: 'AH', stock: '5S', foundations: empty(8) });
    expect(legal(withAce).filter((m) => !/>f\d$/.test(m))).toEqual(['draw']);
    expect(legal(s)).toEqual(['draw']);
  });

  it('an emptied pile stays empty', () => {
    const one = position('waxing-moon', { tableau: ['AS', ...empty(11)], waste: 'KD', stock: '5S', foundations: empty(8) });
    const r = playOk(one, 't0>f', 'draw');
    expect(r.state.tableau[0]).toEqual([]);
    expect(r.state.waste.length).toBe(2);
  });
});

