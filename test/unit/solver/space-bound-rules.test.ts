/**
 * The space bound's rules one at a time (src/engine/solver/space-bound.ts), on small hand-made
 * positions: each turns on one rule, and a plain search of the engine's moves says whether a space
 * can be made there, so the verdict each test expects is the game's, not the bound's. The slow
 * checks against random positions and numbered deals are in space-bound.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type Card, gameDef, type GameId, type State, parseCard } from '../../../src/engine/index.ts';
import { Position } from '../../../src/engine/solver/position.ts';
import { SpaceBound } from '../../../src/engine/solver/space-bound.ts';
import { everyBuildRule, redAndBlack } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';
import { hasSpace, homeNow, plainSearch } from './small-positions.ts';

const cards = (text: string): Card[] => (text.trim() === '' ? [] : text.trim().split(/\s+/).map((t) => parseCard(t) ?? Number.NaN));

interface Layout {
  /** The piles, each bottom card first; a pile written `''` is empty. */
  readonly piles: readonly string[];
  /** Bottom card first. */
  readonly waste?: string;
  /** In the order the cards are drawn. */
  readonly stock?: string;
  /** Each foundation's top card, `''` for an empty one. */
  readonly home: readonly string[];
}

/**
 * A whole position of `game`: the cards the layout names where it puts them, and every other card
 * not home in piles of their own, one suit each, rising from the bottom: a King on top, whose
 * Queen lies under it, never leaves, so such a pile is never emptied (split into runs of two or
 * more, the top of each waits for its successor at the bottom of the next). The piles named come
 * last.
 */
function layout(game: GameId, spec: Layout): State {
  const def = gameDef(game);
  const foundations = spec.home.map((t) => (t === '' ? -1 : cards(t)[0]!));
  const left = new Array<number>(52).fill(def.decks);
  for (const top of foundations) for (let c = top - (top % 13); top >= 0 && c <= top; c++) left[c]!--;
  const tableau = spec.piles.map(cards);
  const stock = cards(spec.stock ?? '').reverse();
  const waste = cards(spec.waste ?? '');
  for (const c of [...tableau.flat(), ...stock, ...waste]) left[c]!--;
  if (left.some((n) => n < 0) || [...tableau.flat(), ...stock, ...waste].some(Number.isNaN)) throw new Error('a card named too often or not a card');
  const fill: Card[][] = [];
  for (let copy = 0; copy < def.decks; copy++) {
    for (let suit = 0; suit < 4; suit++) {
      const run: Card[] = [];
      for (let c = suit * 13; c < suit * 13 + 13; c++) if (left[c]! > copy) run.push(c);
      if (run.length > 0) fill.push(run);
    }
  }
  while (tableau.length + fill.length < def.piles.length) {
    const longest = fill.reduce((a, b) => (b.length > a.length ? b : a));
    if (longest.length < 4) throw new Error('too few cards left to fill the piles');
    fill.splice(fill.indexOf(longest), 1, longest.slice(0, longest.length >> 1), longest.slice(longest.length >> 1));
  }
  tableau.unshift(...fill);
  if (tableau.length !== def.piles.length) throw new Error(`${tableau.length} piles`);
  return { game, tableau, hidden: tableau.map(() => 0), stock, waste, foundations };
}

/**
 * One bound per game for every position the tests ask of it, as a search asks one bound of every
 * position it meets: what it worked out for one position must not leak into the next.
 */
const shared = new Map<GameId, SpaceBound>();
const sharedBound = (pos: Position) => shared.get(pos.t.def.id) ?? shared.set(pos.t.def.id, SpaceBound.of(pos)!).get(pos.t.def.id)!;

/**
 * The bound's verdict, checked against the plain search's: `lost` exactly when no space can ever
 * be made; the same from a bound made for the position and from one used before.
 */
function verdict(s: State): boolean {
  const pos = new Position(s);
  const lost = SpaceBound.of(pos)!.lost(pos);
  expect(lost, 'the bound against a plain search').toBe(!plainSearch(s, hasSpace));
  expect(sharedBound(pos).lost(pos), 'a bound used before').toBe(lost);
  return lost;
}

/** Rouge Forty with the diamonds and clubs from 3 up left: the spades and hearts are the test's. */
const rouge = (spec: Omit<Layout, 'home'> & { readonly spades: string; readonly hearts?: string }) =>
  layout('rouge-forty', { ...spec, home: [spec.spades, spec.hearts ?? 'KH', '2D', '2C'] });

describe('the space bound, rule by rule', () => {
  it('a position with a space is not lost; one whose piles are all capped by Kings is', () => {
    const locked = rouge({ piles: [], spades: '7S', hearts: '5H' });
    expect(verdict(locked)).toBe(true);
    expect(verdict(rouge({ piles: [''], spades: '7S', hearts: '5H' }))).toBe(false);
  });

  it('a pile empties when its cards go home in turn, top first, and not when the lower card lies on top', () => {
    expect(verdict(rouge({ piles: ['9S 8S', 'TS JS QS KS'], spades: '7S' }))).toBe(false);
    expect(verdict(rouge({ piles: ['8S 9S', 'TS JS QS KS'], spades: '7S' }))).toBe(true);
    // An Ace always goes home, to an empty foundation.
    expect(verdict(rouge({ piles: ['2S AS', '3S 4S 5S 6S 7S 8S', '9S TS JS QS KS'], spades: '' }))).toBe(false);
    expect(verdict(rouge({ piles: ['AS 2S', '3S 4S 5S 6S 7S 8S', '9S TS JS QS KS'], spades: '' }))).toBe(true);
    // A foundation holding its Ace alone takes the 2.
    expect(verdict(rouge({ piles: ['3S 2S', '4S 5S 6S 7S 8S', '9S TS JS QS KS'], spades: 'AS' }))).toBe(false);
    expect(verdict(rouge({ piles: ['2S 3S', '4S 5S 6S 7S 8S', '9S TS JS QS KS'], spades: 'AS' }))).toBe(true);
  });

  it('a card goes onto its successor on top of another pile, and from there the pile below it goes home', () => {
    expect(verdict(rouge({ piles: ['8S 9S', 'JS QS KS TS'], spades: '7S' }))).toBe(false);
    // TS leaves for JS, and 8S, which lay under it, goes home as if it never had.
    expect(verdict(rouge({ piles: ['8S TS', '9S QS KS JS'], spades: '7S' }))).toBe(false);
    // The King on top of the successor keeps it.
    expect(verdict(rouge({ piles: ['8S 9S', 'JS QS TS KS'], spades: '7S' }))).toBe(true);
  });

  it('reads a position loaded over a longer one (as a best-first search loads them) as it reads it alone', () => {
    const alone = rouge({ piles: ['9S 8S', 'TS JS QS KS'], spades: '7S' });
    const loaded = new Position(rouge({ piles: ['9S 8S QS KS', 'TS JS'], spades: '7S' }));
    const saved = new Uint8Array(loaded.saveSize);
    new Position(alone).save(saved, 0);
    loaded.load(saved, 0);
    expect(SpaceBound.of(loaded)!.lost(loaded)).toBe(verdict(alone));
  });

  it('stuck: lost, and no card can ever go home', () => {
    const stuck = (s: State) => {
      const pos = new Position(s);
      const said = SpaceBound.of(pos)!.stuck(pos);
      expect(said, 'the bound against a plain search').toBe(!plainSearch(s, hasSpace) && !plainSearch(s, homeNow));
      expect(sharedBound(pos).stuck(pos), 'a bound used before').toBe(said);
      return said;
    };
    expect(stuck(rouge({ piles: ['8S 9S', 'TS JS QS KS'], spades: '7S' }))).toBe(true);
    // KH goes home, and nothing after it.
    expect(stuck(rouge({ piles: ['8S 9S', 'TS JS QS KS KH'], spades: '7S', hearts: 'QH' }))).toBe(false);
    // A space to be made: not stuck, though every card home now stays.
    expect(stuck(rouge({ piles: ['8S 9S', 'JS QS KS TS'], spades: '7S', hearts: 'QH' }))).toBe(false);
    // The second 4S goes home, onto a foundation of its own, and nothing after it.
    expect(stuck(fifty({ piles: ['5S 6S 7S 8S 9S TS JS QS KS 4S', '6S 7S 8S 9S TS JS QS KS'], spades: ['5S', '3S'] }))).toBe(false);
    expect(stuck(fifty({ piles: ['4S 5S 6S 7S 8S 9S TS JS QS KS', '6S 7S 8S 9S TS JS QS KS'], spades: ['5S', '3S'] }))).toBe(true);
  });

  it('a waste card leaves only from the top of the waste', () => {
    // 9S goes home once 8S does, which lies on the waste under KS or over it.
    expect(verdict(rouge({ piles: ['9S', 'TS JS QS'], waste: 'KS 8S', spades: '7S' }))).toBe(false);
    expect(verdict(rouge({ piles: ['9S', 'TS JS QS'], waste: '8S KS', spades: '7S' }))).toBe(true);
    // Dug out: QS leaves for KS on a pile, then 8S goes home.
    expect(verdict(rouge({ piles: ['9S', 'TS JS KS'], waste: '8S QS', spades: '7S' }))).toBe(false);
    // Of a suit with no card in the piles, QH goes home from the top of the waste, and 8S after it.
    expect(verdict(rouge({ piles: ['9S', 'TS JS QS KS'], waste: 'KH 8S QH', spades: '7S', hearts: 'JH' }))).toBe(false);
    expect(verdict(rouge({ piles: ['9S', 'TS JS QS KS'], waste: 'JH KH 8S QH', spades: '7S', hearts: 'TH' }))).toBe(true);
  });

  it('reads the stock in the order it is drawn: a card that can go nowhere yet is buried by the next', () => {
    // 8S goes onto 9S, once 9S is on TS, once JH is home, once TH is drawn and home. 9S drawn
    // before TH has nowhere to go and KD, drawn next, buries it for good.
    const piles = ['8S', 'TS JH', '7S JS QS KS'];
    expect(verdict(rouge({ piles, stock: 'TH KD 9S', spades: '6S', hearts: '9H' }))).toBe(false);
    expect(verdict(rouge({ piles, stock: '9S KD TH', spades: '6S', hearts: '9H' }))).toBe(true);
    // A card drawn onto the waste stays a target only once it has gone onto its own successor.
    expect(verdict(rouge({ piles, stock: 'TH 9S KD', spades: '6S', hearts: '9H' }))).toBe(false);
  });
});

/**
 * Famous Fifty with two foundations of each suit: hearts to J, diamonds to 10, clubs to 9; the
 * spades are the test's. With `suit`, spades and that suit trade places throughout.
 */
function fifty(spec: Omit<Layout, 'home'> & { readonly spades: readonly [string, string]; readonly clubs?: string }, suit = 'S'): State {
  const swap = (text: string) => text.replace(/[SHDC]\b/g, (x) => (x === 'S' ? suit : x === suit ? 'S' : x));
  return layout('famous-fifty', {
    piles: spec.piles.map(swap),
    waste: swap(spec.waste ?? ''),
    stock: swap(spec.stock ?? ''),
    home: [...spec.spades, 'JH', 'JH', 'TD', 'TD', spec.clubs ?? '9C', spec.clubs ?? '9C'].map(swap),
  });
}

describe('the space bound with two copies of each card', () => {
  const highSpades = '6S 7S 8S 9S TS JS QS KS';
  it.each(['S', 'H', 'D', 'C'])('the second copy of a card to leave a pile needs a second foundation, or a target of its own (%s)', (suit) => {
    // Both 4S home: the two 5S go home, one on each.
    expect(verdict(fifty({ piles: ['5S 5S', highSpades, highSpades], spades: ['4S', '4S'] }, suit))).toBe(false);
    // One 4S home, the other buried: the first 5S goes home, the second has nowhere to go...
    expect(verdict(fifty({ piles: ['5S 5S', `4S ${highSpades}`, highSpades], spades: ['4S', '3S'] }, suit))).toBe(true);
    // ...until the other 4S is drawn, or unless a 6S takes it.
    expect(verdict(fifty({ piles: ['5S 5S', highSpades, highSpades], stock: '4S', spades: ['4S', '3S'] }, suit))).toBe(false);
    expect(verdict(fifty({ piles: ['5S 5S', `4S 7S 8S 9S TS JS QS KS 6S`, highSpades], spades: ['4S', '3S'] }, suit))).toBe(false);
    // With no 4S home, both go home when both 4S can, one on each, and one alone when one 4S is buried.
    expect(verdict(fifty({ piles: ['5S 5S', `${highSpades} 4S`, `${highSpades} 4S`], spades: ['3S', '3S'] }, suit))).toBe(false);
    expect(verdict(fifty({ piles: ['5S 5S', `4S ${highSpades}`, `${highSpades} 4S`], spades: ['3S', '3S'] }, suit))).toBe(true);
    // With no foundation, one 6S takes one 5S but not both; two 6S take both, the second one drawn
    // and gone onto a 7S as well.
    expect(verdict(fifty({ piles: ['5S 5S', `4S 7S 8S 9S TS JS QS KS 6S`, `4S ${highSpades}`], spades: ['3S', '3S'] }, suit))).toBe(true);
    expect(verdict(fifty({ piles: ['5S 5S', `4S 7S 8S 9S TS JS QS KS 6S`, `4S 7S 8S 9S TS JS QS KS 6S`], spades: ['3S', '3S'] }, suit))).toBe(false);
    expect(verdict(fifty({ piles: ['5S 5S', '4S 7S 8S 9S TS JS QS KS 6S', '4S 8S 9S TS JS QS KS 7S'], stock: '6S', spades: ['3S', '3S'] }, suit))).toBe(false);
  });

  it('a card whose other copy is home needs a foundation of its own, even when the card under it comes later', () => {
    expect(verdict(fifty({ piles: ['5S', `4S ${highSpades}`, highSpades], spades: ['5S', '3S'] }))).toBe(true);
    expect(verdict(fifty({ piles: ['5S', highSpades, highSpades], stock: '4S', spades: ['5S', '3S'] }))).toBe(false);
  });

  it('the second copy of a card to leave the waste needs a second foundation as well, whatever left between the two', () => {
    // KH goes home once QH does, from under the two 5S: with one 4S home and the other buried,
    // the second 5S stays, and QH with it. The clubs under QH never leave, whatever happens.
    // One 5S alone where the second lay, drawn there or on the waste, goes home: a bound that saw
    // the two just before tells them apart.
    const alone = ['KH', `4S 5S ${highSpades}`, highSpades];
    for (const suit of ['S', 'H', 'D', 'C']) {
      for (const top of ['QH 5S 5S', 'QH 5S JD 5S']) {
        const what = `${suit}: ${top}`;
        const waste = `KC KC QC QC JC JC ${top}`;
        expect(verdict(fifty({ piles: ['KH', `4S ${highSpades}`, highSpades], waste, spades: ['4S', '3S'], clubs: '6C' }, suit)), what).toBe(true);
        // The 5S drawn goes home, then the 6S under it, then QH, then KH.
        expect(verdict(fifty({ piles: ['KH', `4S 5S ${highSpades}`, '7S 8S 9S TS JS QS KS'], waste: 'KC QC QC JC JC QH 6S', stock: '5S', spades: ['4S', '3S'], clubs: '6C' }, suit)), what).toBe(false);
        expect(verdict(fifty({ piles: ['KH', highSpades, highSpades], waste, spades: ['4S', '4S'], clubs: '6C' }, suit)), what).toBe(false);
        expect(verdict(fifty({ piles: ['KH', `4S ${highSpades}`, highSpades], waste, spades: ['4S', '3S'], clubs: '6C' }, suit)), what).toBe(true);
        expect(verdict(fifty({ piles: alone, waste: 'KC KC QC QC JC JC QH 5S', spades: ['4S', '3S'], clubs: '6C' }, suit)), what).toBe(false);
      }
    }
  });

  it.each(['S', 'H', 'D', 'C'])('a successor that lay above a card serves it only if it could go onto a successor of its own (%s)', (suit) => {
    // 6S leaves first: with no 7S to take it, it goes home, on the foundation holding the other
    // 5S, and the 5S under it has nowhere to go.
    expect(verdict(fifty({ piles: ['5S 6S', '4S 7S 8S 9S TS JS QS KS', highSpades], spades: ['5S', '3S'] }, suit))).toBe(true);
    expect(verdict(fifty({ piles: ['5S 6S', '4S 8S 9S TS JS QS KS 7S', highSpades], spades: ['5S', '3S'] }, suit))).toBe(false);
    // The other 6S, on a pile, takes the 5S once the 6S over it has gone home.
    expect(verdict(fifty({ piles: ['5S 6S', '4S 7S 8S 9S TS JS QS KS', '7S 8S 9S TS JS QS KS 6S'], spades: ['5S', '3S'] }, suit))).toBe(false);
    // A 7S drawn later and gone onto an 8S takes the 6S, which takes the 5S.
    expect(verdict(fifty({ piles: ['5S 6S', '4S 6S 7S 9S TS JS QS KS 8S', '8S 9S TS JS QS KS'], stock: '7S', spades: ['5S', '3S'] }, suit))).toBe(false);
  });

  it('a successor that lay above a card and went home serves it once a successor of its own is uncovered later', () => {
    // The 6S goes home, on the foundation holding the other 5S; the 5S under it has neither 4S.
    // Only once the 9S has gone onto the TS is the 7S under it uncovered: the 6S could have gone
    // onto it instead, and the 5S onto the 6S.
    expect(verdict(fifty({ piles: ['5S 6S', 'KS 7S 9S', '8S JS QS TS'], spades: ['5S', '3S'] }))).toBe(false);
    // With no 7S to uncover, the 5S stays.
    expect(verdict(fifty({ piles: ['5S 6S', 'KS 9S', '7S 8S JS QS TS'], spades: ['5S', '3S'] }))).toBe(true);
  });

  // The other 5S goes home, then the 6S over this one, on the foundation with the only 4S home;
  // the 5S under it is left with no foundation, and no 6S (the other is buried).
  const successorHome = () => fifty({ piles: ['5S 6S', '4S 6S 7S 8S 9S TS JS QS KS 5S', '7S 8S 9S TS JS QS KS'], spades: ['4S', '3S'] });
  // The 8S goes onto the 9S, and takes no foundation: the 5S under it goes home on the 4S.
  const higherOntoSuccessor = () => fifty({ piles: ['5S 8S', '4S 6S 7S TS JS QS 9S', 'KS'], spades: ['4S', '3S'] });

  it('the successor above a card, gone home, took the foundation the card needed', () => {
    expect(verdict(successorHome())).toBe(true);
    // ...until the other 4S is drawn and goes home on the other foundation.
    expect(verdict(fifty({ piles: ['5S 6S', '6S 7S 8S 9S TS JS QS KS 5S', '7S 8S 9S TS JS QS KS'], stock: '4S', spades: ['4S', '3S'] }))).toBe(false);
    // Stuck so, it leaves what another pile waits for as it was: the 9S there goes onto the TS
    // drawn once the TS is on a JS.
    expect(verdict(fifty({ piles: ['9S', '5S 6S', '4S 6S 7S 8S 9S TS JS QS KS 5S', '7S 8S QS KS JS'], stock: 'TS', spades: ['4S', '3S'] }))).toBe(false);
  });

  it('a higher card that lay above a card and went onto a successor of its own took no foundation from it', () => {
    expect(verdict(higherOntoSuccessor())).toBe(false);
  });

  it('tells which higher cards went home the same with its module loaded afresh', async () => {
    // Which cards no target can take is read through a table the module makes as it loads: loaded
    // here, the table is made within this test, and the test meets any change to how it is made.
    await freshModules(async () => {
      const fresh = await import('../../../src/engine/solver/space-bound.ts');
      const position = await import('../../../src/engine/solver/position.ts');
      for (const s of [successorHome(), higherOntoSuccessor()]) {
        const pos = new position.Position(s);
        expect(fresh.SpaceBound.of(pos)!.lost(pos)).toBe(verdict(s));
      }
    });
  });

  it('a higher card that lay above a card on the waste and went home took the foundation the card needed', () => {
    // 7S goes home over the other 5S and 6S, on the foundation with the only 4S home: the 5S under
    // it is left with no foundation and no 6S, and QH under it too.
    const piles = ['KH', `4S 8S 9S TS JS QS KS 5S`, highSpades];
    expect(verdict(fifty({ piles, waste: 'QH 5S 7S 6S', spades: ['4S', '3S'] }))).toBe(true);
    // With both 4S home, it has the other.
    expect(verdict(fifty({ piles: ['KH', `8S 9S TS JS QS KS 5S`, highSpades], waste: 'QH 5S 7S 6S', spades: ['4S', '4S'] }))).toBe(false);
  });

  it('two copies of a successor serve two cards at once: one on a pile, one gone from the waste onto a successor of its own', () => {
    const piles = ['5S 5S', '4S 7S 8S 9S TS JS QS KS 6S'];
    expect(verdict(fifty({ piles: [...piles, '4S 8S 9S TS JS QS KS 7S'], waste: '6S', spades: ['3S', '3S'] }))).toBe(false);
    // No 7S for the waste's 6S: it stays there, and one 5S with nowhere to go.
    expect(verdict(fifty({ piles: [...piles, '4S 7S 9S TS JS QS KS 8S'], waste: '6S', spades: ['3S', '3S'] }))).toBe(true);
  });
});

describe('where the space bound applies', () => {
  it('to games that build down by suit (or not at all), with a one-pass stock onto a waste and no refill', async () => {
    await freshModules(async () => {
      const games = await import('../../../src/engine/games/index.ts');
      const bound = await import('../../../src/engine/solver/space-bound.ts');
      const position = await import('../../../src/engine/solver/position.ts');
      const engine = await import('../../../src/engine/index.ts');
      const rules = [
        ...everyBuildRule(),
        { ...redAndBlack, id: 'no-stock-test', stock: 0, build: { ...redAndBlack.build, by: 'suit' } },
        { ...redAndBlack, id: 'no-waste-test', hasWaste: false, build: { ...redAndBlack.build, by: 'suit' } },
      ] as const;
      for (const def of rules) {
        games.registerGame(def);
        const { by, direction, space, refill } = def.build;
        const applies = def.stock > 0 && def.hasWaste && !refill && (by === 'none' ? space !== 'none' : by === 'suit' && direction === 'down');
        const s = engine.initialState(engine.numberedDeal(def.id, 1));
        expect(bound.SpaceBound.of(new position.Position(s)) !== null, `${def.id} ${JSON.stringify(def.build)}`).toBe(applies);
      }
    });
  });
});
