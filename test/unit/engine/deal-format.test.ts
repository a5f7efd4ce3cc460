import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameDef, type GameId, MAX_DEAL, dealToJson, dealtCards, initialState, numberedDeal, parseCard, parseDeal, parseDealNumber, parseDealText } from '../../../src/engine/index.ts';

const ALL = [...GAME_IDS];
/** The five games RULES.md pins. */
const FIVE: GameId[] = ['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon'];

function reason(input: unknown): string {
  const r = parseDeal(input);
  expect(r.ok, JSON.stringify(input).slice(0, 80)).toBe(false);
  return r.ok ? '' : r.reason;
}

const json = (game: GameId, n = 1) => JSON.parse(JSON.stringify(dealToJson(numberedDeal(game, n)))) as { game: string; tableau: string[][]; stock?: string[] };

describe('numbered deals', () => {
  for (const game of ALL) {
    const def = gameDef(game);
    it(`${game}: the layout of the rules, every dealt card exactly as often as the decks hold it`, () => {
      const deal = numberedDeal(game, 12345);
      expect(deal.tableau.map((p) => p.length)).toEqual(def.piles);
      expect(deal.stock).toHaveLength(def.stock);
      const all = [...deal.tableau.flat(), ...deal.stock].sort((a, b) => a - b);
      expect(all).toEqual(dealtCards(def).sort((a, b) => a - b));
      expect(all).toHaveLength(52 * def.decks - def.startFoundations.length);
    });

    it(`${game}: the same number gives the same deal; different numbers differ`, () => {
      expect(numberedDeal(game, 7)).toEqual(numberedDeal(game, 7));
      expect(numberedDeal(game, 7)).not.toEqual(numberedDeal(game, 8));
    });

    it(`${game}: a deal round-trips through its JSON`, () => {
      const deal = numberedDeal(game, MAX_DEAL);
      const back = parseDealText(JSON.stringify(dealToJson(deal)));
      expect(back).toEqual({ ok: true, value: deal });
    });
  }

  it('the layouts are those of RULES.md', () => {
    expect(gameDef('fortunes-favor').piles).toEqual(Array<number>(12).fill(1));
    expect(gameDef('lucky-fan').piles).toEqual([...Array<number>(16).fill(3), 2, 2]);
    expect(gameDef('rouge-forty').piles).toEqual(Array<number>(10).fill(4));
    expect(gameDef('famous-fifty').piles).toEqual(Array<number>(10).fill(5));
    expect(gameDef('waxing-moon').piles).toEqual(Array<number>(12).fill(4));
    expect(FIVE.map((g) => gameDef(g).stock)).toEqual([36, 0, 12, 54, 56]);
  });

  it('one number gives unrelated deals in different games', () => {
    const a = numberedDeal('rouge-forty', 1).tableau.flat();
    const b = numberedDeal('lucky-fan', 1).tableau.flat().slice(0, 40);
    expect(a).not.toEqual(b);
  });

  it('deal numbers outside 1..4294967295 are refused', () => {
    for (const n of [0, -1, 1.5, MAX_DEAL + 1, NaN]) expect(() => numberedDeal('lucky-fan', n)).toThrow(new RangeError(`deal numbers run from 1 to 4294967295, not ${n}`));
    expect(parseDealNumber('0')).toEqual({ ok: false, reason: '"0" is out of range: deals run from 1 to 4294967295' });
  });

  it('the first position of a deal: its piles as dealt, the stock to draw from its first card, nothing drawn, no card home but those the game starts with', () => {
    for (const game of ALL) {
      const def = gameDef(game);
      const deal = numberedDeal(game, 99);
      const stock = deal.stock.slice();
      const s = initialState(deal);
      expect(s.tableau).toEqual(deal.tableau);
      expect(s.hidden).toEqual(deal.tableau.map((p) => Math.min(def.faceDown, p.length - 1)));
      expect(s.stock.at(-1)).toBe(deal.stock[0]);
      expect(s.stock.slice().reverse()).toEqual(stock);
      expect(deal.stock).toEqual(stock);
      expect(s.waste).toEqual([]);
      expect(s.foundations).toEqual([...def.startFoundations, ...Array<number>(def.foundations - def.startFoundations.length).fill(-1)]);
    }
    expect(initialState(numberedDeal('fortunes-favor', 99)).foundations).toEqual(['AS', 'AH', 'AD', 'AC'].map(parseCard));
    expect(initialState(numberedDeal('rouge-forty', 99)).hidden).toEqual(Array<number>(10).fill(3));
  });

  it('deals cards face down as the game says: of the five, only Rouge Forty', () => {
    for (const game of ALL) {
      const hidden = initialState(numberedDeal(game, 1)).hidden;
      expect(hidden.every((h) => h === gameDef(game).faceDown)).toBe(true);
    }
    expect(FIVE.filter((g) => gameDef(g).faceDown > 0)).toEqual(['rouge-forty']);
    expect(gameDef('rouge-forty').faceDown).toBe(3);
  });

  it('deal JSON of a game without a stock (Lucky Fan) has no stock key; the others list their stock', () => {
    expect('stock' in json('lucky-fan')).toBe(false);
    for (const game of ALL) {
      if (gameDef(game).stock === 0) expect('stock' in json(game)).toBe(false);
      else expect(json(game).stock).toHaveLength(gameDef(game).stock);
    }
  });
});

describe('deal format validation', () => {
  it('accepts a valid deal, with or without an empty stock where there is none', () => {
    expect(parseDeal(json('lucky-fan')).ok).toBe(true);
    expect(parseDeal({ ...json('lucky-fan'), stock: [] }).ok).toBe(true);
  });

  it('refuses something that is not an object', () => {
    for (const x of [null, 3, 'deal', [], true]) expect(reason(x)).toBe('a deal is a JSON object with keys game, tableau and stock');
    expect(parseDealText('{"game": "lucky-fan",')).toMatchObject({ ok: false, reason: expect.stringMatching(/^not JSON: /) as unknown });
    expect(parseDealText('"lucky-fan"')).toEqual({ ok: false, reason: 'a deal is a JSON object with keys game, tableau and stock' });
  });

  it('refuses a key given twice after a value that is itself an object', () => {
    const text = `{"game":{"name":"lucky-fan"},${JSON.stringify(json('lucky-fan')).slice(1)}`;
    expect(parseDealText(text)).toEqual({ ok: false, reason: 'the key "game" is given twice: a deal gives each of game, tableau and stock at most once' });
  });

  it('refuses extra keys, naming them', () => {
    expect(reason({ ...json('rouge-forty'), seed: 1 })).toBe('unknown key "seed": only game, tableau and stock are allowed');
    expect(reason({ ...json('rouge-forty'), a: 1, b: 2 })).toBe('unknown key "a", "b": only game, tableau and stock are allowed');
  });

  it('refuses an unknown game', () => {
    expect(reason({ ...json('rouge-forty'), game: 'klondike' })).toMatch(/^unknown game "klondike": one of fortunes-favor, lucky-fan/);
    expect(reason({ tableau: [] })).toMatch(/^unknown game undefined/);
  });

  it('refuses a wrong number of piles', () => {
    const d = json('rouge-forty');
    expect(reason({ ...d, tableau: d.tableau.slice(1) })).toBe('Rouge Forty has 10 tableau piles, the deal has 9');
    expect(reason({ ...d, tableau: 'x' })).toBe('tableau must be an array of piles');
  });

  it('refuses a pile of the wrong size, naming it', () => {
    const d = json('lucky-fan');
    d.tableau[16]!.push(d.tableau[0]!.pop()!);
    expect(reason(d)).toBe('pile t0 holds 2 cards; Lucky Fan deals 3 there');
    const e = json('lucky-fan');
    e.tableau[0]!.push(e.tableau[17]!.pop()!);
    expect(reason(e)).toBe('pile t0 holds 4 cards; Lucky Fan deals 3 there');
  });

  it('refuses a stock of the wrong size', () => {
    const d = json('famous-fifty');
    d.stock!.pop();
    expect(reason(d)).toBe('the stock holds 53 cards; Famous Fifty deals 54 there');
    expect(reason({ ...json('lucky-fan'), stock: ['AS'] })).toBe('the stock holds 1 cards; Lucky Fan deals 0 there');
    expect(reason({ ...json('famous-fifty'), stock: 'AS' })).toBe('stock must be an array of cards');
  });

  it('refuses a card that is not a card, naming where', () => {
    const d = json('rouge-forty');
    d.tableau[2]![1] = '10H';
    expect(reason(d)).toBe('pile t2, card 1: "10H" is not a card (rank A23456789TJQK then suit SHDC, as "TH")');
    const e = json('rouge-forty');
    e.stock![4] = 'th';
    expect(reason(e)).toMatch(/^stock, card 4: "th" is not a card/);
    const f = json('rouge-forty');
    (f.tableau as unknown[])[3] = 'AS';
    expect(reason(f)).toBe('tableau pile t3 must be an array of cards');
  });

  it('names the missing and the doubled card', () => {
    const d = json('rouge-forty');
    const was = d.tableau[0]![0]!;
    const other = d.tableau[1]![0]!;
    d.tableau[0]![0] = other;
    const problems = [[was, `${was} is missing`], [other, `${other} is doubled`]].sort((a, b) => parseCard(a[0]!)! - parseCard(b[0]!)!);
    expect(reason(d)).toBe(problems.map(([, said]) => said).join('; '));
  });

  it('refuses a card written as anything but its code', () => {
    const d: { tableau: unknown[][] } = json('rouge-forty');
    d.tableau[0]![1] = ['AS'];
    expect(reason(d)).toBe('pile t0, card 1: ["AS"] is not a card (rank A23456789TJQK then suit SHDC, as "TH")');
  });

  it('two-deck games: a card present once or three times is named with its count', () => {
    const d = json('waxing-moon');
    const was = d.tableau[0]![0]!;
    const other = d.tableau[1]![0]!;
    d.tableau[0]![0] = other;
    const msg = reason(d);
    const countOf = (c: string) => [...d.tableau.flat(), ...d.stock!].filter((x) => x === c).length;
    expect(countOf(was)).toBe(1);
    expect(countOf(other)).toBe(3);
    expect(msg).toContain(`${was} is missing 1 time(s)`);
    expect(msg).toContain(`${other} appears 3 times, not 2`);
  });

  it("Fortune's Favor: an Ace in the deal is named as belonging on a foundation", () => {
    const d = json('fortunes-favor');
    const was = d.stock![0]!;
    d.stock![0] = 'AH';
    const msg = reason(d);
    expect(msg).toContain('AH does not belong in the deal (it starts on a foundation)');
    expect(msg).toContain(`${was} is missing`);
  });
});
