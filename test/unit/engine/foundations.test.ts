import { describe, expect, it } from 'vitest';
import { ACE, GAME_IDS, gameDef, type GameId, apply, card, initialState, legalMoves, numberedDeal, someFoundationTakes } from '../../../src/engine/index.ts';
import { empty, legal, pileCodes, playOk, position, refusal } from './position.ts';
import { en } from '../../../src/text/en.ts';

/** A pile for each game that holds the given cards on its first piles, the rest empty. */
function withPiles(game: GameId, piles: string[], foundations?: string[]) {
  const n = gameDef(game).piles.length;
  return position(game, { tableau: [...piles, ...empty(n - piles.length)], ...(foundations ? { foundations } : {}) });
}

const FREE_ACE_GAMES: GameId[] = ['lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon'];

describe('foundations: any Ace on any empty one', () => {
  for (const game of FREE_ACE_GAMES) {
    it(`${game}: an Ace goes on every empty foundation, concrete or by bare f`, () => {
      const nf = gameDef(game).foundations;
      const s = withPiles(game, ['KS AH']);
      for (let f = 0; f < nf; f++) expect(playOk(s, `t0>f${f}`).state.foundations[f]).toBe(13);
      // Bare f resolves to the first foundation, left to right, that accepts the card.
      expect(playOk(s, 't0>f').move).toEqual({ kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 'f', index: 0 } });
      const busy = withPiles(game, ['AH'], ['AS', 'AD', ...empty(nf - 2)]);
      expect(playOk(busy, 't0>f').state.foundations.slice(0, 3)).toEqual([0, 26, 13]);
      expect(legal(s).filter((m) => m.includes('>f'))).toEqual(Array.from({ length: nf }, (_, f) => `t0>f${f}`).sort());
      expect(legalMoves(s).filter((m) => m.kind === 'move' && m.to.zone === 'f')).toHaveLength(nf);
    });

    it(`${game}: a foundation the game does not have is refused`, () => {
      const nf = gameDef(game).foundations;
      const s = withPiles(game, ['KS AH']);
      expect(refusal(s, `t0>f${nf}`)).toBe(`${gameDef(game).name} has no foundation f${nf}`);
    });

    it(`${game}: only an Ace starts a foundation`, () => {
      const s = withPiles(game, ['AH 2H']);
      expect(refusal(s, 't0>f0')).toBe('only an Ace may start a foundation, not 2♥');
      expect(refusal(s, 't0>f')).toBe('no foundation takes 2♥ yet (it needs A♥)');
      expect(legalMoves(s).some((m) => m.kind === 'move' && m.to.zone === 'f')).toBe(false);
    });
  }

  it('two-deck games have eight foundations, one-deck games four', () => {
    for (const d of GAME_IDS.map(gameDef)) expect(d.foundations, d.id).toBe(4 * d.decks);
    const five: GameId[] = ['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon'];
    expect(five.map(gameDef).map((d) => [d.id, d.foundations])).toEqual([
      ['fortunes-favor', 4],
      ['lucky-fan', 4],
      ['rouge-forty', 4],
      ['famous-fifty', 8],
      ['waxing-moon', 8],
    ]);
  });

  it('both Aces of a suit in a two-deck game start two foundations', () => {
    const s = withPiles('famous-fifty', ['AS', 'AS']);
    const r = playOk(s, 't0>f', 't1>f');
    expect(r.state.foundations.slice(0, 2)).toEqual([0, 0]);
  });

  it('some foundation takes an Ace while one is empty, and the next card of a suit started', () => {
    const s = withPiles('rouge-forty', [], ['AS', '2D', '', 'KH']);
    expect(someFoundationTakes(s, card(ACE, 2))).toBe(true);
    expect(someFoundationTakes(s, card(2, 0))).toBe(true);
    expect(someFoundationTakes(s, card(3, 2))).toBe(true);
    expect(someFoundationTakes(s, card(3, 0))).toBe(false);
    expect(someFoundationTakes(s, card(2, 3))).toBe(false);
    const full = withPiles('rouge-forty', [], ['AS', '2D', '3C', 'KH']);
    expect(someFoundationTakes(full, card(ACE, 1))).toBe(false);
  });

  it('an Ace may not go on a started foundation', () => {
    const s = withPiles('rouge-forty', ['AH'], ['AS', '2D', '3C', 'KH']);
    expect(refusal(s, 't0>f0')).toBe('A♥ starts an empty foundation');
    expect(refusal(s, 't0>f')).toBe('no foundation is free for A♥');
  });
});

describe('foundations: up by suit from Ace to King', () => {
  for (const game of [...GAME_IDS]) {
    const nf = gameDef(game).foundations;
    const tops = ['4H', '4S', '4D', '4C', ...empty(nf - 4)];

    it(`${game}: the next card of the suit goes on, one rank up`, () => {
      const s = withPiles(game, ['5H'], tops);
      expect(playOk(s, 't0>f0').state.foundations[0]).toBe(17);
      expect(playOk(s, 't0>f').move).toMatchObject({ to: { zone: 'f', index: 0 } });
    });

    it(`${game}: wrong suit, a skipped rank or a lower rank is refused with the reason`, () => {
      const s = withPiles(game, ['5H', '6H', '3H'], tops);
      expect(refusal(s, 't0>f1')).toBe('5♥ goes on 4♥ on a foundation, not on 4♠');
      expect(refusal(s, 't1>f0')).toBe('6♥ goes on 5♥ on a foundation, not on 4♥');
      expect(refusal(s, 't2>f0')).toBe('3♥ goes on 2♥ on a foundation, not on 4♥');
      expect(legal(s).filter((m) => m.includes('>f'))).toEqual(['t0>f0']);
    });
  }

  it('the King completes a foundation; a completed foundation takes nothing', () => {
    const s = withPiles('lucky-fan', ['KS', 'AS'], ['QS', 'KH', 'KD', 'KC']);
    const r = playOk(s, 't0>f0');
    expect(r.state.foundations[0]).toBe(12);
    expect(refusal(r.state, 't1>f0')).toBe('A♠ starts an empty foundation');
  });

  it('a completed foundation takes no Ace, not even the Ace of the next suit', () => {
    const s = withPiles('lucky-fan', ['AH', 'AD', 'AC'], ['KS', 'KH', 'KD', '']);
    expect(legal(s)).toEqual(['t0>f3', 't1>f3', 't2>f3']);
    expect(refusal(s, 't0>f0')).toBe('A♥ starts an empty foundation');
    expect(refusal(s, 't1>f1')).toBe('A♦ starts an empty foundation');
  });

  it('a foundation card is played from the waste as from the tableau', () => {
    const s = position('famous-fifty', { tableau: empty(10), waste: '2C AC', foundations: empty(8) });
    const r = playOk(s, 'w>f');
    expect(r.state.waste).toEqual([40]);
    expect(r.state.foundations[0]).toBe(39);
    expect(playOk(r.state, 'w>f').state.foundations[0]).toBe(40);
  });
});

describe('foundations: a card on a foundation never leaves it', () => {
  for (const game of [...GAME_IDS]) {
    it(`${game}: no legal move starts from a foundation, and apply refuses one`, () => {
      const nf = gameDef(game).foundations;
      const s = withPiles(game, ['', ''], ['5S', ...empty(nf - 1)]);
      expect(legalMoves(s).every((m) => m.kind === 'draw' || m.from.zone !== 'f')).toBe(true);
      const r = apply(s, { kind: 'move', from: { zone: 'f', index: 0 }, to: { zone: 't', index: 0 } });
      expect(r.ok ? '' : en.refusal(r.refusal)).toBe('a card on a foundation never leaves it');
      expect(pileCodes(s)[0]).toBe('');
    });
  }
});

describe("Fortune's Favor: the Aces start on f0..f3 in the order S H D C", () => {
  it('every numbered deal starts with A♠ A♥ A♦ A♣ home and no Ace dealt', () => {
    for (const n of [1, 2, 77, 4294967295]) {
      const deal = numberedDeal('fortunes-favor', n);
      expect(initialState(deal).foundations).toEqual([0, 13, 26, 39]);
      const dealt = [...deal.tableau.flat(), ...deal.stock];
      expect(dealt).toHaveLength(48);
      expect(dealt.filter((c) => c % 13 === 0)).toEqual([]);
    }
  });

  it('a 2 goes to the foundation of its suit; bare f finds it', () => {
    const s = position('fortunes-favor', { tableau: ['2D', ...empty(11)], stock: 'KS', foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(playOk(s, 't0>f').move).toMatchObject({ to: { zone: 'f', index: 2 } });
    expect(refusal(s, 't0>f0')).toBe('2♦ goes on A♦ on a foundation, not on A♠');
  });
});
