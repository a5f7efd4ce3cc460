/**
 * Winnable deals built backwards from the won game (build.ts), on the games quickest to build:
 * the won position, the opening moves a deal is judged by, and built deals that are whole deals of
 * their game, won by their line, the same for everyone (the vectors every player shares).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fan, onePile } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';
import { luckyFan } from '../../../src/engine/games/lucky-fan.ts';
import { rougeForty } from '../../../src/engine/games/rouge-forty.ts';
import { GAME_IDS, type Deal, type GameDef, type GameId, KING, type WinnableShape, card, dealToJson, fullDecks, gameDef, isWon, parseDeal } from '../../../src/engine/index.ts';
import { type WinnableDeal, openingMoves, winnableDeal, wonState } from '../../../src/engine/winnable/build.ts';
import { replaysToWin } from '../../../src/engine/winnable/replay.ts';
import { shapeOf } from '../../../src/engine/winnable/shapes.ts';

const vector = (game: GameId, n: number): unknown => JSON.parse(readFileSync(new URL(`./vectors/${game}-${n}.json`, import.meta.url), 'utf8'));

/** A deal of `game` with its cards in the order given, pile by pile, the rest the stock. */
function dealOf(game: GameId, cards: readonly number[]): Deal {
  let at = 0;
  const tableau = gameDef(game).piles.map((n) => cards.slice(at, (at += n)));
  return { game, tableau, stock: cards.slice(at) };
}

describe('the won position', () => {
  it('every foundation up to the King of its suit, every pile, the stock and the waste empty', () => {
    for (const game of GAME_IDS) {
      const def = gameDef(game);
      const s = wonState(game);
      expect(s.game).toBe(game);
      expect(isWon(s), game).toBe(true);
      expect(s.foundations).toEqual(Array.from({ length: def.foundations }, (_, f) => card(KING, (f % 4) as 0 | 1 | 2 | 3)));
      expect(s.tableau).toEqual(def.piles.map(() => []));
      expect(s.hidden).toEqual(def.piles.map(() => 0));
      expect([s.stock, s.waste]).toEqual([[], []]);
    }
  });
});

describe('opening moves', () => {
  it('counts the moves open at the deal, a draw aside', () => {
    // Waxing Moon builds on no pile: its only opening moves take an Ace on top home, to any of
    // the eight empty foundations.
    const ordered = dealOf('waxing-moon', fullDecks(2));
    const acesOnTop = ordered.tableau.filter((p) => p.at(-1)! % 13 === 0).length;
    expect(acesOnTop).toBeGreaterThan(0);
    expect(openingMoves(ordered)).toBe(8 * acesOnTop);
    const noAce = dealOf('waxing-moon', fullDecks(2).slice(1).concat(0));
    expect(noAce.tableau.some((p) => p.at(-1)! % 13 === 0)).toBe(false);
    expect(openingMoves(noAce)).toBe(0);
  });

  it('counts every build and every move home in Lucky Fan', () => {
    // Spades, hearts, diamonds, clubs, Ace to King, three to a fan, with 4S and 6S swapped: the
    // tops are 3S, 4S, 9S, QS, 2H... Only the 3S builds (on the 4S), and the one Ace on top, the AD,
    // goes to any of the four foundations.
    const cards = fullDecks(1);
    [cards[3], cards[5]] = [cards[5]!, cards[3]!];
    expect(openingMoves(dealOf('lucky-fan', cards))).toBe(1 + 4);
  });
});

describe('winnable deal N, built', () => {
  it('the deals every player shares: Waxing Moon’s and Famous Fifty’s, pinned by their vectors', () => {
    for (const game of ['waxing-moon', 'famous-fifty'] as const) {
      const w = winnableDeal(game, 4294967295);
      expect(dealToJson(w.deal)).toEqual(vector(game, 4294967295));
      expect(replaysToWin(w.deal, w.line)).toBe(true);
      expect(w.walks).toBeGreaterThanOrEqual(shapeOf(game).walks);
    }
  });

  it('a whole deal of the game, every card dealt its number of times, won by its line, the same each time', () => {
    for (const game of ['lucky-fan', 'rouge-forty'] as const) {
      const deals = [1, 2, 3].map((n) => winnableDeal(game, n));
      for (const w of deals) {
        const json = dealToJson(w.deal);
        expect(parseDeal(json)).toEqual({ ok: true, value: w.deal });
        expect(replaysToWin(w.deal, w.line)).toBe(true);
        expect(w.walks).toBeGreaterThanOrEqual(1);
      }
      expect(new Set(deals.map((w) => JSON.stringify(dealToJson(w.deal)))).size).toBe(3);
      expect(dealToJson(winnableDeal(game, 2).deal)).toEqual(dealToJson(deals[1]!.deal));
    }
  });

  it('refuses N outside 1 to 4294967295', () => {
    for (const n of [0, -1, 1.5, 4294967296, Number.NaN]) expect(() => winnableDeal('lucky-fan', n)).toThrow(/1 to 4294967295/);
  });
});

/** `def` with its winnable deals built, by an even walk but for what `shape` says. */
function built(def: GameDef, shape: Partial<WinnableShape>): GameDef {
  const even: WinnableShape = { weights: { undraw: 1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 0, walks: 1 };
  return { ...def, winnable: { method: 'built', shape: { ...even, ...shape } } };
}

interface Modules {
  readonly engine: typeof import('../../../src/engine/index.ts');
  readonly build: typeof import('../../../src/engine/winnable/build.ts');
  readonly replay: typeof import('../../../src/engine/winnable/replay.ts');
  readonly line: typeof import('../challenges/line.ts');
}

/**
 * Winnable deals `ns` of each game, each registered afresh (so one id can be walked with two
 * shapes), with the engine modules that know it, for `check` to read.
 */
async function walked(
  defs: readonly GameDef[],
  ns: readonly number[],
  check: (deals: WinnableDeal[][], m: Modules) => void,
): Promise<void> {
  const deals: WinnableDeal[][] = [];
  for (const def of defs) {
    await freshModules(async () => {
      const { registerGame } = await import('../../../src/engine/games/index.ts');
      const build = await import('../../../src/engine/winnable/build.ts');
      registerGame(def);
      deals.push(ns.map((n) => build.winnableDeal(def.id, n)));
    });
  }
  await freshModules(async () => {
    const engine = await import('../../../src/engine/index.ts');
    for (const def of new Map(defs.map((d) => [d.id, d])).values()) engine.registerGame(def);
    const [build, replay, line] = await Promise.all([import('../../../src/engine/winnable/build.ts'), import('../../../src/engine/winnable/replay.ts'), import('../challenges/line.ts')]);
    check(deals, { engine, build, replay, line });
  });
}

describe('the walk, by its shape (games registered afresh)', () => {
  // One pile of the whole deck: a card can only come off a foundation onto that pile, so no walk
  // is ever stuck, and the last card off is an Ace, on top of every deal: each walk opens alike.
  const onePileBuilt = (shape: Partial<WinnableShape>) => built({ ...onePile, id: 'test-one-pile-built' }, shape);

  it('walks as many deals as the shape says, and of deals opening alike keeps the first walked', async () => {
    await walked([onePileBuilt({ walks: 1 }), onePileBuilt({ walks: 3 })], [1, 2], ([once, thrice], { engine, build, replay }) => {
      for (const [i, w] of once!.entries()) {
        const w3 = thrice![i]!;
        expect([w.walks, w3.walks]).toEqual([1, 3]);
        expect(build.openingMoves(w.deal)).toBe(4);
        expect(engine.dealToJson(w3.deal)).toEqual(engine.dealToJson(w.deal));
        expect(w3.line).toEqual(w.line);
        expect(replay.replaysToWin(w.deal, w.line)).toBe(true);
      }
    });
  });

  it('a focus brings the suits down one after another, where none brings them down evenly', async () => {
    // Odd, so a pace that lost its sign would show: the one pile changes suit card after card
    // in an even walk, in long runs of one suit with a focus.
    const changes = (p: readonly number[]): number => p.slice(1).filter((c, i) => Math.floor(c / 13) !== Math.floor(p[i]! / 13)).length;
    const ns = [1, 2, 3, 4, 5];
    await walked([onePileBuilt({ focus: 0 }), onePileBuilt({ focus: 5 })], ns, ([even, focused]) => {
      const total = (ws: WinnableDeal[]) => ws.reduce((a, w) => a + changes(w.deal.tableau[0]!), 0);
      expect(total(focused!) * 2).toBeLessThan(total(even!));
      // Even: about three changes in four cards, as in a shuffled pile.
      expect(total(even!)).toBeGreaterThan(ns.length * 51 * 0.6);
    });
  });

  it('no weight on any kind of step chooses among them evenly, as equal weights do', async () => {
    const zero = built({ ...luckyFan, id: 'test-lucky-weights' }, { weights: { undraw: 0, unhome: 0, unbuild: 0 } });
    const equal = built({ ...luckyFan, id: 'test-lucky-weights' }, { weights: { undraw: 1, unhome: 1, unbuild: 1 } });
    await walked([zero, equal], [1, 2], ([a, b], { engine, replay }) => {
      for (const [i, w] of a!.entries()) {
        expect(engine.dealToJson(w.deal)).toEqual(engine.dealToJson(b![i]!.deal));
        expect(w.line).toEqual(b![i]!.line);
        expect(replay.replaysToWin(w.deal, w.line)).toBe(true);
        // Both kinds came up: cards built on piles as well as sent home.
        expect(w.line.some((m) => m.kind === 'move' && m.to.zone === 't')).toBe(true);
      }
    });
  });

  it('a pile past its deal by at most the slack, and only by cards each on the next higher card of its suit', async () => {
    // Rouge Forty's piles, walked mostly by builds, filled past their room, suits coming down unevenly.
    const slack = 1;
    const game = built({ ...rougeForty, id: 'test-rouge-slack' }, { slack, anywhere: 3, focus: 4, weights: { undraw: 0.3, unhome: 1, unbuild: 30 } });
    await walked([game], [1, 2, 3, 4], ([deals], m) => {
      let most = 0;
      for (const w of deals!) {
        expect(m.engine.parseDeal(m.engine.dealToJson(w.deal))).toEqual({ ok: true, value: w.deal });
        expect(m.replay.replaysToWin(w.deal, w.line)).toBe(true);
        for (const s of m.line.positionsOf(w.deal, w.line)) {
          s.tableau.forEach((p, i) => {
            const dealt = game.piles[i]!;
            most = Math.max(most, p.length - dealt);
            for (let k = dealt; k < p.length; k++) expect([p[k]! % 13 < KING - 1, p[k - 1]], `pile ${i} of a deal`).toEqual([true, p[k]! + 1]);
          });
        }
      }
      // The slack is room the walk uses.
      expect(most).toBe(slack);
    });
  });

  it('a layout no walk can fill: refused after its walks, naming the game and the deal', async () => {
    // A stock and no waste to draw it to: a card off the won foundations has nowhere to go.
    const game = built({ ...fan, id: 'test-stock-only', piles: [], stock: 52 }, {});
    await freshModules(async () => {
      const { registerGame } = await import('../../../src/engine/games/index.ts');
      const build = await import('../../../src/engine/winnable/build.ts');
      registerGame(game);
      expect(() => build.winnableDeal(game.id, 2)).toThrow(/^winnable deal 2 of test-stock-only: no walk reached a deal in \d+$/);
    });
  });
});
