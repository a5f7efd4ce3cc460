/**
 * Winnable deals by level (winnable/levels.ts), on the deals quickest to measure: the score and
 * its cuts, a deal measured, where each game's deals of a level come from, and the Nth deal of a
 * level from a search, a shipped table or the built deals.
 */
import { describe, expect, it } from 'vitest';
import { fan, onePile } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';
import { famousFifty } from '../../../src/engine/games/famous-fifty.ts';
import { waxingMoon } from '../../../src/engine/games/waxing-moon.ts';
import { GAME_IDS, MAX_DEAL, dealToJson, gameDef, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { winnableDeal } from '../../../src/engine/winnable/build.ts';
import { replaysToWin } from '../../../src/engine/winnable/replay.ts';
import { LEVELS, type Level, levelCandidates, levelOf, levelRecipe, levelSource, measureDeal, score, tableEntries, winnableAtLevel } from '../../../src/engine/winnable/levels.ts';

/** The first `k` numbers of a sequence. */
const first = (xs: Generator<number>, k: number): number[] => Array.from({ length: k }, () => xs.next().value as number);

describe('the score and its levels', () => {
  it('the score is the positions expanded times the moves of the line', () => {
    expect(score({ nodes: 120, moves: 7 })).toBe(840);
    expect(score({ nodes: 0, moves: 90 })).toBe(0);
  });

  it('a level holds its top score; one more is the next level', () => {
    for (const game of GAME_IDS) {
      const r = levelRecipe(game);
      expect(r).toBe(gameDef(game).levels);
      const at = (s: number): Level => levelOf(game, { nodes: s, moves: 1 });
      expect([at(0), at(r.easy), at(r.easy + 1), at(r.medium), at(r.medium + 1), at(r.medium * 10)], game).toEqual(['easy', 'easy', 'medium', 'medium', 'hard', 'hard']);
      // The score, not the positions alone.
      expect(levelOf(game, { nodes: r.easy, moves: 2 }), game).not.toBe('easy');
    }
  });
});

describe('a deal measured', () => {
  // Fortune's Favor's deals are won in a few dozen positions.
  const deal = numberedDeal('fortunes-favor', 2636823615);
  const raw = solve(initialState(deal), { maxNodes: 300_000, shorten: false });

  it('the positions of the search that won it and the moves of its line, shortened, which wins it', () => {
    expect(raw.verdict).toBe('win');
    const m = measureDeal(deal, 300_000)!;
    expect(m.measure).toEqual({ nodes: raw.nodes, moves: m.line.length });
    expect(replaysToWin(deal, m.line)).toBe(true);
    expect(m.line.length).toBeLessThanOrEqual(raw.line.length);
  });

  it('nothing for a deal not won, or whose first line is longer than asked', () => {
    // A Lucky Fan deal the solver proves lost.
    const lost = numberedDeal('lucky-fan', 2833649365);
    expect(solve(initialState(lost), { maxNodes: 300_000 }).verdict).toBe('loss');
    expect(measureDeal(lost, 300_000)).toBeNull();
    expect(measureDeal(deal, 300_000, raw.line.length - 1)).toBeNull();
    expect(measureDeal(deal, 300_000, raw.line.length)).not.toBeNull();
  });

  it('the first line is judged as the search found it, though shortened it would be short enough', () => {
    // Fortune's Favor's deal 4: its first line shortens by a few moves.
    const other = numberedDeal('fortunes-favor', 4);
    const found = solve(initialState(other), { maxNodes: 300_000, shorten: false });
    const m = measureDeal(other, 300_000)!;
    expect(m.line.length).toBeLessThan(found.line.length - 1);
    expect(measureDeal(other, 300_000, found.line.length - 1)).toBeNull();
    expect(measureDeal(other, 300_000, found.line.length)).toEqual(m);
  });
});

describe('where a game’s deals of a level come from', () => {
  it('searched where the game ships no table, else its shipped numbers’ table, else built deals’', () => {
    expect(['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon'].map(levelSource)).toEqual(['search', 'search', 'search', 'shipped', 'built']);
  });

  it('a table’s entries of a level: every place its digit stands, in order; a searched game has none', () => {
    for (const game of ['famous-fifty', 'waxing-moon']) {
      const table = gameDef(game).levels!.table!;
      const all = LEVELS.flatMap((level) => {
        const entries = tableEntries(game, level);
        expect(entries.length).toBeGreaterThan(0);
        expect(entries.every((i, k) => table[i] === String(LEVELS.indexOf(level)) && (k === 0 || i > entries[k - 1]!))).toBe(true);
        return entries;
      });
      expect(all.length).toBe(table.replaceAll('-', '').length);
    }
    expect(tableEntries('lucky-fan', 'easy')).toEqual([]);
  });
});

describe('winnable deal N of a level', () => {
  it('searched: the first numbered deal of the level’s sequence measured at that level', () => {
    // Medium deal 4 and hard deal 2 of Fortune's Favor are each the second of their sequence.
    for (const [level, n] of [['medium', 4], ['hard', 2]] as const) {
      const d = winnableAtLevel('fortunes-favor', level, n);
      expect(d).toMatchObject({ game: 'fortunes-favor', level, n, builtNumber: null });
      const tried = first(levelCandidates('fortunes-favor', level, n), 2);
      expect(d.dealNumber).toBe(tried[1]);
      const passed = measureDeal(numberedDeal('fortunes-favor', tried[0]!), 300_000);
      expect(passed && levelOf('fortunes-favor', passed.measure)).not.toBe(level);
      expect(dealToJson(d.deal)).toEqual(dealToJson(numberedDeal('fortunes-favor', d.dealNumber!)));
      expect(levelOf('fortunes-favor', d.measure!)).toBe(level);
      expect(measureDeal(d.deal, 300_000)).toEqual({ measure: d.measure, line: d.line });
    }
  });

  it('shipped: the Nth of the level’s shipped deals, round the table, with no line unless asked', () => {
    const shipped = gameDef('famous-fifty').winnableDeals;
    for (const level of LEVELS) {
      const entries = tableEntries('famous-fifty', level);
      for (const n of [1, 2, entries.length, entries.length + 1]) {
        const d = winnableAtLevel('famous-fifty', level, n);
        const i = entries[(n - 1) % entries.length]!;
        expect(d).toEqual({ game: 'famous-fifty', level, n, deal: numberedDeal('famous-fifty', shipped[i]!), dealNumber: shipped[i], builtNumber: null, line: null, measure: null });
      }
    }
  });

  it('shipped, asked for a line: measured again, at its level, with its line', () => {
    // Easy deal 7 of Famous Fifty is among its quickest to measure.
    const d = winnableAtLevel('famous-fifty', 'easy', 7, { line: true });
    expect(d.dealNumber).toBe(winnableAtLevel('famous-fifty', 'easy', 7).dealNumber);
    expect(levelOf('famous-fifty', d.measure!)).toBe('easy');
    expect(d.measure!.moves).toBe(d.line!.length);
    expect(replaysToWin(d.deal, d.line!)).toBe(true);
  });

  it('built: the Nth of the level’s built deals, round the table, with the line it was built by', () => {
    const entries = tableEntries('waxing-moon', 'hard');
    const d = winnableAtLevel('waxing-moon', 'hard', 1);
    const built = winnableDeal('waxing-moon', entries[0]! + 1);
    expect(d).toEqual({ game: 'waxing-moon', level: 'hard', n: 1, deal: built.deal, dealNumber: null, builtNumber: entries[0]! + 1, line: built.line, measure: null });
    expect(winnableAtLevel('waxing-moon', 'hard', entries.length + 1).builtNumber).toBe(entries[0]! + 1);
  });

  it('refuses N outside 1 to 4294967295', () => {
    for (const game of ['fortunes-favor', 'famous-fifty']) {
      for (const n of [0, 1.5, MAX_DEAL + 1]) expect(() => winnableAtLevel(game, 'easy', n)).toThrow(new RangeError(`winnable deal numbers run from 1 to ${MAX_DEAL}, not ${n}`));
    }
  });

  it('a game registered afresh: without levels, without a deal of a level, with deals no longer won, with none won', async () => {
    await freshModules(async () => {
      const { registerGame } = await import('../../../src/engine/games/index.ts');
      const fresh = await import('../../../src/engine/winnable/levels.ts');
      const noHard = { ...waxingMoon, id: 'test-no-hard', levels: { ...waxingMoon.levels!, table: waxingMoon.levels!.table!.replaceAll('2', '-') } };
      // Famous Fifty's shipped deals measured on a budget too small to win any.
      const tight = { ...famousFifty, id: 'test-tight', levels: { ...famousFifty.levels!, nodes: 1 } };
      for (const def of [fan, noHard, tight, onePile]) registerGame(def);
      expect(() => fresh.levelRecipe(fan.id)).toThrow(new Error('test-fan has no levels of difficulty'));
      expect(() => fresh.winnableAtLevel(fan.id, 'easy', 1)).toThrow(new Error('test-fan has no levels of difficulty'));
      expect(fresh.winnableAtLevel(noHard.id, 'easy', 1).builtNumber).toBe(winnableAtLevel('waxing-moon', 'easy', 1).builtNumber);
      expect(() => fresh.winnableAtLevel(noHard.id, 'hard', 1)).toThrow(new Error('test-no-hard ships no hard deal'));
      const shipped = fresh.winnableAtLevel(tight.id, 'easy', 1);
      expect(shipped.line).toBeNull();
      expect(() => fresh.winnableAtLevel(tight.id, 'easy', 1, { line: true })).toThrow(new Error(`test-tight deal ${shipped.dealNumber}: the solver no longer wins it within 1 positions`));
      expect(() => fresh.winnableAtLevel(onePile.id, 'medium', 2)).toThrow(/^medium winnable deal 2 of test-one-pile: none of \d+ numbered deals was one$/);
    });
  });
});
