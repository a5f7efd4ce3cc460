/**
 * Winnable deals in three levels: each deal of a level measured at that level, the levels really
 * apart (the solver's positions and line grow from easy to hard), Famous Fifty's from its proven
 * random deals, Waxing Moon's built, and every answer the same for everyone (pinned).
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, dealToJson, gameDef, numberedDeal } from '../../../src/engine/index.ts';
import { fnv1a32 } from '../../../src/engine/random.ts';
import { quantile } from '../../../src/engine/solver/index.ts';
import { replaysToWin, winnable } from '../../../src/engine/winnable/index.ts';
import { LEVELS, type Level, levelCandidates, levelOf, levelSource, measureDeal, tableEntries, winnableAtLevel } from '../../../src/engine/winnable/levels.ts';

const SEARCHED = GAME_IDS.filter((g) => levelSource(g) === 'search');

describe('levels of difficulty', () => {
  it('every game has them; the searched games are the three where random deals are often won', () => {
    expect(SEARCHED).toEqual(['fortunes-favor', 'lucky-fan', 'rouge-forty']);
    expect(levelSource('famous-fifty')).toBe('shipped');
    expect(levelSource('waxing-moon')).toBe('built');
  });

  it('a searched deal of a level is a numbered deal the solver wins, measured at that level, with its line', () => {
    for (const game of SEARCHED) {
      for (const level of LEVELS) {
        const d = winnableAtLevel(game, level, 3);
        expect(dealToJson(d.deal)).toEqual(dealToJson(numberedDeal(game, d.dealNumber!)));
        expect(levelOf(game, d.measure!)).toBe(level);
        expect(replaysToWin(d.deal, d.line!)).toBe(true);
        expect(measureDeal(d.deal, gameDef(game).levels!.nodes)!.measure).toEqual(d.measure);
      }
    }
  });

  it('the levels really differ: the solver’s positions grow from easy to hard, and so do the lines where lines vary', () => {
    const medians = (game: string) => {
      const measures = LEVELS.map((level) => Array.from({ length: 5 }, (_, n) => winnableAtLevel(game, level, n + 1).measure!));
      return { nodes: measures.map((ms) => quantile(ms.map((m) => m.nodes), 0.5)), moves: measures.map((ms) => quantile(ms.map((m) => m.moves), 0.5)) };
    };
    const rising = (xs: number[]) => xs[0]! < xs[1]! && xs[1]! < xs[2]!;
    const [ff, lf, rf] = [medians('fortunes-favor'), medians('lucky-fan'), medians('rouge-forty')];
    expect(lf.nodes, 'lucky-fan').toSatisfy(rising);
    expect(rf.nodes, 'rouge-forty').toSatisfy(rising);
    expect(rf.moves, 'rouge-forty').toSatisfy(rising);
    // Fortune's Favor: the solver walks straight to every win, so its line tells the levels apart.
    expect(ff.moves, 'fortunes-favor').toSatisfy(rising);
  });

  it('Famous Fifty’s come from its shipped deals the solver proved won, a third at each level', () => {
    const shipped = gameDef('famous-fifty').winnableDeals;
    // The 636 numbers of deals 1-3000 the scans proved won, shipped as steps: read back exactly.
    expect(shipped.length).toBe(636);
    expect([shipped[0], shipped[635], fnv1a32(shipped.join(','))]).toEqual([4, 3000, 3760790270]);
    expect(shipped.every((n, i) => i === 0 || n > shipped[i - 1]!)).toBe(true);
    const table = gameDef('famous-fifty').levels!.table!;
    expect(table).toMatch(/^[012]+$/);
    expect(table.length).toBe(shipped.length);
    for (const level of LEVELS) expect(Math.abs(tableEntries('famous-fifty', level).length - shipped.length / 3)).toBeLessThanOrEqual(1);
    const d = winnableAtLevel('famous-fifty', 'hard', 5);
    expect(shipped).toContain(d.dealNumber);
    expect(d.line).toBeNull();
    expect(winnableAtLevel('famous-fifty', 'hard', 5 + tableEntries('famous-fifty', 'hard').length).dealNumber).toBe(d.dealNumber);
  });

  it('a Famous Fifty deal measured again lands at the level its table gives (and its line wins)', () => {
    for (const [level, n] of [['easy', 1], ['easy', 2], ['medium', 1]] as [Level, number][]) {
      const d = winnableAtLevel('famous-fifty', level, n, { line: true });
      expect(levelOf('famous-fifty', d.measure!)).toBe(level);
      expect(replaysToWin(d.deal, d.line!)).toBe(true);
    }
  });

  it('Waxing Moon’s are built winnable deals, with the line they were built by', () => {
    expect(gameDef('waxing-moon').levels!.table).toMatch(/^[012]{300}$/);
    for (const level of LEVELS) {
      const d = winnableAtLevel('waxing-moon', level, 2);
      expect(d.dealNumber).toBeNull();
      expect(dealToJson(d.deal)).toEqual(dealToJson(winnable('waxing-moon', d.builtNumber!).deal));
      expect(gameDef('waxing-moon').levels!.table![d.builtNumber! - 1]).toBe(String(LEVELS.indexOf(level)));
      expect(replaysToWin(d.deal, d.line!)).toBe(true);
    }
  });

  it('the same for everyone: pinned deals of every game and level', () => {
    const pinned = Object.fromEntries(GAME_IDS.map((g) => [g, LEVELS.map((l) => winnableAtLevel(g, l, 1)).map((d) => d.dealNumber ?? `built ${d.builtNumber}`)]));
    // Easy, medium and hard deal 1 of each game: a numbered deal, or a built winnable deal.
    expect(pinned).toEqual({
      'fortunes-favor': [2636823615, 1929099570, 1602959949],
      'lucky-fan': [474120710, 2205117132, 3665793316],
      'rouge-forty': [4063845037, 1030362949, 2246446500],
      'famous-fifty': [7, 4, 23],
      'waxing-moon': ['built 1', 'built 2', 'built 3'],
    });
    const [a, b] = [levelCandidates('lucky-fan', 'hard', 9), levelCandidates('lucky-fan', 'hard', 9)];
    expect([a.next().value, a.next().value]).toEqual([b.next().value, b.next().value]);
  });

  it('refuses N outside 1 to 4294967295', () => {
    for (const n of [0, 1.5, 4294967296]) expect(() => winnableAtLevel('lucky-fan', 'easy', n)).toThrow(RangeError);
  });
});
