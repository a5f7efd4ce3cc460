/**
 * How "winnable deals only" and a level chosen on Play find their deal in the worker: what the
 * worker is asked, what its answers leave known for the rest of the visit, and what is dealt when
 * it proves nothing, gives no answer, or the player leaves first.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, MAX_DEAL, type State, apply, gameDef, initialState, numberedDeal } from '../../../src/engine/index.ts';
import { stateKey } from '../../../src/engine/solver/advice.ts';
import type { LevelOffer, Verdict } from '../../../src/engine/solver/index.ts';
import type { Level } from '../../../src/engine/winnable/level.ts';
import { winnableAtLevel } from '../../../src/engine/winnable/levels.ts';
import { winnableDeal } from '../../../src/engine/winnable/build.ts';
import type { SolveAnswer, SolveBudget } from '../../../src/play/solverPort.ts';
import { dealtWinnable, verdictOf } from '../../../src/play/verdicts.ts';
import { builtDeal, levelDeal, searchedWinnableDeal } from '../../../src/play/winnableDeal.ts';
import { noWinnableNotice } from '../../../src/text/solver.ts';
import { FakeSolver } from './fakeSolver.ts';

const dealOf = (game: GameId, n: number): State => initialState(numberedDeal(game, n));

/** A worker that answers at once, as scripted, and keeps what it was asked. */
class ScriptedWorker extends FakeSolver {
  readonly solves: { readonly state: State; readonly budget: SolveBudget; readonly waitMs: number | undefined }[] = [];
  readonly levelAsks: { readonly game: GameId; readonly level: Level; readonly n: number }[] = [];
  /** Each numbered deal's verdict (null: no answer in time); `offer` answers a level deal. */
  constructor(private readonly verdict: (s: State) => Verdict | null, private readonly offer: (game: GameId, level: Level, n: number) => LevelOffer | null = () => null) {
    super();
  }

  override solve(state: State, budget: SolveBudget = {}, waitMs?: number): Promise<SolveAnswer | null> {
    this.solves.push({ state, budget, waitMs });
    const v = this.verdict(state);
    return Promise.resolve(v === null ? null : { verdict: v, line: [], replayed: true, nodes: 1, ms: 0 });
  }

  override levelDeal(game: GameId, level: Level, n: number): Promise<LevelOffer | null> {
    this.levelAsks.push({ game, level, n });
    return Promise.resolve(this.offer(game, level, n));
  }
}

/** Verdicts for some numbered deals of `game`, a loss for any other. */
const verdicts = (game: GameId, known: Record<number, Verdict>) => {
  const byKey = new Map(Object.entries(known).map(([n, v]) => [stateKey(dealOf(game, Number(n))), v]));
  return (s: State): Verdict => byKey.get(stateKey(s)) ?? 'loss';
};

/** Chance with a fixed draw `r` and a clock that never moves; `leaves` turns true once the player has left. */
const chanceOf = (r: number, leaves: () => boolean = () => false) => ({ random: () => r, now: () => 0, cancelled: leaves });

/** Where a draw r in [0, 1) lands among the deal numbers 1 to MAX_DEAL. */
const near = (r: number) => (n: number | undefined) => n !== undefined && Math.abs(n - 1 - r * MAX_DEAL) < 1;

describe('searchedWinnableDeal', () => {
  it('deals the first number from the start the worker proves winnable, each solved on the game\'s short budget with a longer wait', async () => {
    const worker = new ScriptedWorker(verdicts('rouge-forty', { 101: 'unknown', 102: 'loss', 103: 'win' }));
    const found = await searchedWinnableDeal('rouge-forty', 101, worker, chanceOf(0.5));
    expect(found).toEqual({ data: { game: 'rouge-forty', number: 103 }, notice: null });
    expect(worker.solves.map((s) => stateKey(s.state))).toEqual([101, 102, 103].map((n) => stateKey(dealOf('rouge-forty', n))));
    const budget = gameDef('rouge-forty').dealSearch!;
    for (const asked of worker.solves) {
      expect(asked.budget).toEqual({ maxMs: budget.perDealMs, maxNodes: budget.perDealNodes });
      // A worker that answers late is given up on, but not before its own budget has run out.
      expect(asked.waitMs).toBeGreaterThan(budget.perDealMs);
    }
    expect(dealtWinnable(dealOf('rouge-forty', 103))).toBe(true);
    expect(dealtWinnable(dealOf('rouge-forty', 102))).toBe(false);
  });

  it('keeps the verdicts the worker gave for the visit, but not an unknown: searching again asks only about that deal', async () => {
    const first = new ScriptedWorker(verdicts('rouge-forty', { 201: 'unknown', 202: 'loss', 203: 'win' }));
    await searchedWinnableDeal('rouge-forty', 201, first, chanceOf(0.5));
    expect([201, 202, 203].map((n) => verdictOf(dealOf('rouge-forty', n)))).toEqual([undefined, 'loss', 'win']);
    const again = new ScriptedWorker(verdicts('rouge-forty', { 201: 'unknown' }));
    const found = await searchedWinnableDeal('rouge-forty', 201, again, chanceOf(0.5));
    expect(found?.data).toEqual({ game: 'rouge-forty', number: 203 });
    expect(again.solves.map((s) => stateKey(s.state))).toEqual([stateKey(dealOf('rouge-forty', 201))]);
  });

  it('with a worker that never answers in time, deals the start with a notice where no number is shipped, and a shipped one picked at random where some are', async () => {
    const silent = () => new ScriptedWorker(() => null);
    const unproven = await searchedWinnableDeal('rouge-forty', 301, silent(), chanceOf(0.5));
    expect(unproven).toEqual({ data: { game: 'rouge-forty', number: 301 }, notice: noWinnableNotice('rouge-forty') });
    expect(dealtWinnable(dealOf('rouge-forty', 301))).toBe(false);
    // Any shipped number can come up, from the first to the last, as the draw goes.
    const shipped = gameDef('famous-fifty').winnableDeals;
    const dealt: (number | undefined)[] = [];
    for (const r of [0, 0.5, 1 - 2 ** -40]) {
      const found = await searchedWinnableDeal('famous-fifty', 900_001, silent(), chanceOf(r));
      expect(found?.notice).toBeNull();
      dealt.push(found?.data.number);
    }
    expect(dealt).toEqual([shipped[0], shipped[Math.floor(shipped.length / 2)], shipped.at(-1)]);
  }, 60_000);

  it('finds nothing without a worker, or once the player has left', async () => {
    expect(await searchedWinnableDeal('rouge-forty', 401, null, chanceOf(0.5))).toBeNull();
    const worker = new ScriptedWorker(() => 'win');
    expect(await searchedWinnableDeal('rouge-forty', 401, worker, chanceOf(0.5, () => worker.solves.length > 0))).toBeNull();
    expect(dealtWinnable(dealOf('rouge-forty', 401))).toBe(false);
  });
});

describe('levelDeal', () => {
  it('asks the worker for a deal of the level at random, and deals a numbered one by its number', async () => {
    const worker = new ScriptedWorker(() => 'loss', (game, level, n) => winnableAtLevel(game, level, n));
    const found = await levelDeal('famous-fifty', 'hard', worker, chanceOf(0.75));
    expect(worker.levelAsks).toHaveLength(1);
    const asked = worker.levelAsks[0]!;
    expect(asked).toMatchObject({ game: 'famous-fifty', level: 'hard' });
    expect(asked.n, 'deal N of the level, N at random').toSatisfy(near(0.75));
    const offer = winnableAtLevel('famous-fifty', 'hard', asked.n);
    expect(found).toEqual({ data: { game: 'famous-fifty', number: offer.dealNumber, level: 'hard' }, notice: null });
    expect(dealtWinnable(dealOf('famous-fifty', offer.dealNumber!))).toBe(true);
  });

  it('deals a built one as its cards, titled with its built number', async () => {
    const worker = new ScriptedWorker(() => 'loss', (game, level, n) => winnableAtLevel(game, level, n));
    const found = await levelDeal('waxing-moon', 'easy', worker, chanceOf(0.25));
    const offer = winnableAtLevel('waxing-moon', 'easy', worker.levelAsks[0]!.n);
    expect(offer.builtNumber).not.toBe(worker.levelAsks[0]!.n);
    expect(found).toEqual({ data: { game: 'waxing-moon', deal: offer.deal, winnable: offer.builtNumber, level: 'easy' }, notice: null });
    expect(dealtWinnable(initialState(offer.deal))).toBe(true);
  }, 60_000);

  it('without a worker, or with no answer in time, deals a random numbered deal with a notice', async () => {
    for (const worker of [null, new ScriptedWorker(() => 'loss')]) {
      for (const r of [0, 0.5, 1 - 2 ** -40]) {
        const found = await levelDeal('lucky-fan', 'medium', worker, chanceOf(r));
        expect(found?.notice).toBe(noWinnableNotice('lucky-fan'));
        expect(found?.data.number).toSatisfy(near(r));
        expect(found?.data).toEqual({ game: 'lucky-fan', number: found?.data.number });
      }
    }
  });

  it('deals nothing once the player has left', async () => {
    const worker = new ScriptedWorker(() => 'loss', (game, level, n) => winnableAtLevel(game, level, n));
    expect(await levelDeal('famous-fifty', 'easy', worker, chanceOf(0.5, () => worker.levelAsks.length > 0))).toBeNull();
    expect(await levelDeal('famous-fifty', 'easy', null, chanceOf(0.5, () => true))).toBeNull();
  });
});

describe('builtDeal', () => {
  it('leaves every position along the built deal\'s winning line known winnable, with no search', () => {
    const data = builtDeal('waxing-moon', 1);
    expect(data).toMatchObject({ game: 'waxing-moon', winnable: 1 });
    let s = initialState(data.deal!);
    expect(dealtWinnable(s)).toBe(true);
    for (const m of winnableDeal('waxing-moon', 1).line.slice(0, 5)) {
      const r = apply(s, m);
      if (!r.ok) throw new Error('the built line does not replay');
      s = r.state;
      expect(verdictOf(s)).toBe('win');
    }
  }, 60_000);
});
