/**
 * Winnable deal N (winnable/index.ts) on the deals quickest to find: a found deal is the first of
 * its sequence of numbered deals that the solver wins within its budget; a built game's is its
 * built deal; both the same for everyone (the vectors every player shares).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onePile } from '../games/extra-games.ts';
import { freshModules } from '../games/fresh.ts';
import { type GameId, MAX_DEAL, dealToJson, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { fnv1a32, mulberry32 } from '../../../src/engine/random.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { winnableDeal } from '../../../src/engine/winnable/build.ts';
import { FOUND_NODES, candidates, dealSequence, replaysToWin, winnable, winnableMethod } from '../../../src/engine/winnable/index.ts';

const vector = (game: GameId, n: number): unknown => JSON.parse(readFileSync(new URL(`./vectors/${game}-${n}.json`, import.meta.url), 'utf8'));

/** The first `k` numbers of a sequence. */
const first = (xs: Generator<number>, k: number): number[] => Array.from({ length: k }, () => xs.next().value as number);

describe('winnable deal N', () => {
  it('found: the first numbered deal of its sequence the solver wins within its budget, with a line that wins it', () => {
    const w = winnable('lucky-fan', 6);
    expect(w).toMatchObject({ game: 'lucky-fan', n: 6, method: 'found' });
    const tried = first(candidates('lucky-fan', 6), 10);
    const at = tried.indexOf(w.dealNumber!);
    // Winnable deal 6 is not the first of its sequence: the deals before it are lost.
    expect(at).toBeGreaterThan(0);
    for (const number of tried.slice(0, at)) expect(solve(initialState(numberedDeal('lucky-fan', number)), { maxNodes: FOUND_NODES }).verdict).not.toBe('win');
    expect(dealToJson(w.deal)).toEqual(dealToJson(numberedDeal('lucky-fan', w.dealNumber!)));
    expect(replaysToWin(w.deal, w.line)).toBe(true);
  });

  it('the found deals every player shares, pinned by their vectors', () => {
    for (const game of ['fortunes-favor', 'lucky-fan'] as const) {
      const w = winnable(game, 1);
      expect(dealToJson(w.deal)).toEqual(vector(game, 1));
      expect(replaysToWin(w.deal, w.line)).toBe(true);
    }
  });

  it('built: the built winnable deal of that number, with its line, and no numbered deal', () => {
    const w = winnable('waxing-moon', 6);
    const built = winnableDeal('waxing-moon', 6);
    expect(w).toEqual({ game: 'waxing-moon', n: 6, method: 'built', deal: built.deal, dealNumber: null, line: built.line });
  });

  it('how each game’s are made: built where its definition says so, else found', () => {
    expect(['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon'].map(winnableMethod)).toEqual(['found', 'found', 'found', 'built', 'built']);
  });

  it('refuses N outside 1 to 4294967295, whichever way the game’s are made', () => {
    for (const game of ['lucky-fan', 'waxing-moon']) {
      for (const n of [0, -1, 1.5, MAX_DEAL + 1, Number.NaN]) expect(() => winnable(game, n)).toThrow(new RangeError(`winnable deal numbers run from 1 to ${MAX_DEAL}, not ${n}`));
    }
  });

  it('a sequence of numbered deals: the same for the same seed and N, another for another seed or N', () => {
    const a = first(dealSequence('x', 5), 20);
    expect(first(dealSequence('x', 5), 20)).toEqual(a);
    expect(a.every((d) => Number.isInteger(d) && d >= 1 && d <= MAX_DEAL)).toBe(true);
    expect(new Set(a).size).toBe(20);
    for (const other of [first(dealSequence('y', 5), 20), first(dealSequence('x', 6), 20)]) expect(other.filter((d) => a.includes(d))).toEqual([]);
  });

  it('a sequence never holds 0, no deal number: where the generator draws 0 it holds the last deal', () => {
    // The generator's state 0 is the one that draws 0; this seed steps to it first.
    const seed = (0 - 0x6d2b79f5) >>> 0;
    expect(mulberry32(seed)()).toBe(0);
    const n = (seed ^ fnv1a32('x')) >>> 0;
    const [head, ...rest] = first(dealSequence('x', n), 5);
    expect(head).toBe(MAX_DEAL);
    expect(rest.every((d) => d >= 1 && d < MAX_DEAL)).toBe(true);
  });

  it('a game none of whose deals is won: gives up after its tries, naming the game and the deal asked', async () => {
    await freshModules(async () => {
      const { registerGame } = await import('../../../src/engine/games/index.ts');
      const fresh = await import('../../../src/engine/winnable/index.ts');
      registerGame(onePile);
      expect(() => fresh.winnable(onePile.id, 3)).toThrow(/^winnable deal 3 of test-one-pile: none of \d+ numbered deals was proven winnable$/);
    });
  });
});
