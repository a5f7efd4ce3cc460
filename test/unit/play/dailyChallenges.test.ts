/**
 * The menu's daily challenges, without a browser: the day chosen (today, or another day of this
 * month), a later day locked until it comes, each day's challenges asked of the worker once and told when ready, a worker that
 * cannot answer said so, and the table a challenge deals: the very deal offered, with its goal.
 */
import { describe, expect, it } from 'vitest';
import { challengesOn } from '../../../src/engine/challenges/make.ts';
import { dealToJson, initialState } from '../../../src/engine/index.ts';
import type { ChallengeOffer } from '../../../src/engine/solver/index.ts';
import { DailyChallenges, challengeTable } from '../../../src/play/dailyChallenges.ts';
import { TableController } from '../../../src/play/table.ts';
import { T } from '../../../src/text/index.ts';
import { gameName } from '../../../src/text/games.ts';
import { FakeSolver, tick } from './fakeSolver.ts';
import { QUIET_PORTS } from './ports.ts';

const DAY = '2026-12-03';
/** The day's challenges as the engine makes them (a few seconds: made once for the file). */
const MADE = challengesOn(DAY);

function service(today = DAY, solver: FakeSolver | null = new FakeSolver()) {
  let now = today;
  const daily = new DailyChallenges(() => solver, () => now);
  const told: string[] = [];
  daily.on((e) => { told.push(e.date); });
  return { daily, solver, told, setToday: (d: string) => { now = d; } };
}

describe('the day chosen', () => {
  it('is today until another day of the month is picked, and today again once the month has turned', () => {
    const { daily, setToday } = service();
    expect(daily.chosen).toBe(DAY);
    daily.choose('2026-12-17');
    expect(daily.chosen).toBe('2026-12-17');
    daily.choose('2026-11-30');
    expect(daily.chosen).toBe(DAY);
    daily.choose('2026-12-01');
    setToday('2027-01-01');
    expect(daily.chosen).toBe('2027-01-01');
  });
});

describe("a day's challenges", () => {
  it('are asked of the worker once, told when ready, and are the day made in the engine', async () => {
    const { daily, solver, told } = service();
    expect(daily.offers(DAY)).toBe('making');
    expect(daily.offers(DAY)).toBe('making');
    expect(solver!.asked).toEqual(['challenges']);
    expect(told).toEqual([]);
    await solver!.settle();
    expect(told).toEqual([DAY]);
    const offers = daily.offers(DAY) as readonly ChallengeOffer[];
    expect(offers.map((o) => o.id)).toEqual(MADE.map((c) => c.id));
    expect(offers.every((o) => !('line' in o))).toBe(true);
    expect(solver!.asked).toEqual(['challenges']);
  }, 60_000);

  it('are not to be had without a worker, and asked again after the worker dropped the request', async () => {
    expect(service(DAY, null).daily.offers(DAY)).toBe('unavailable');
    const { daily, solver, told } = service();
    expect(daily.offers('2026-12-01')).toBe('making');
    solver!.cancel();
    await tick();
    expect(told).toEqual(['2026-12-01']);
    expect(daily.offers('2026-12-01')).toBe('making');
    expect(solver!.asked).toEqual(['challenges', 'challenges']);
    solver!.cancel();
  });

  it('a day the worker answers with nothing twice is not asked for again at each redraw, only when chosen again', async () => {
    const { daily, solver, told } = service();
    expect(daily.offers('2026-12-02')).toBe('making');
    solver!.cancel();
    await tick();
    expect(daily.offers('2026-12-02')).toBe('making');
    solver!.cancel();
    await tick();
    expect(told).toEqual(['2026-12-02', '2026-12-02']);
    for (let i = 0; i < 3; i++) expect(daily.offers('2026-12-02')).toBe('unavailable');
    expect(solver!.asked).toEqual(['challenges', 'challenges']);
    daily.choose('2026-12-02');
    expect(daily.offers('2026-12-02')).toBe('making');
    expect(solver!.asked).toEqual(['challenges', 'challenges', 'challenges']);
    solver!.cancel();
  });

  it('choosing a day asks for its challenges', () => {
    const { daily, solver } = service();
    daily.choose('2026-12-01');
    expect(solver!.asked).toEqual(['challenges']);
    expect(daily.offers('2026-12-01')).toBe('making');
    solver!.cancel();
  });

  it('a day after today is locked: chosen, it says how many days until it opens, asks the worker nothing and offers nothing; today and the days before it are open', () => {
    const { daily, solver, setToday } = service();
    daily.choose('2026-12-20');
    expect(daily.chosen).toBe('2026-12-20');
    expect(daily.offers('2026-12-20')).toBe('later');
    expect(daily.offers('2026-12-04')).toBe('later');
    expect([daily.opensIn('2026-12-04'), daily.opensIn('2026-12-20'), daily.opensIn('2026-12-31')]).toEqual([1, 17, 28]);
    expect(solver!.asked).toEqual([]);
    expect([daily.opensIn(DAY), daily.opensIn('2026-12-01')]).toEqual([0, 0]);
    expect(daily.offers('2026-12-01')).toBe('making');
    solver!.cancel();
    // Midnight passes: the next day is open.
    setToday('2026-12-04');
    expect(daily.opensIn('2026-12-04')).toBe(0);
    expect(daily.offers('2026-12-04')).toBe('making');
    solver!.cancel();
  });
});

describe('the table a challenge deals', () => {
  const offers: ChallengeOffer[] = MADE.map(({ line: _line, ...offer }) => offer);

  it('deals the offered deal, numbered or built, titled as the challenge and carrying its goal', () => {
    const kinds = new Set(offers.map((o) => o.built));
    expect(kinds).toEqual(new Set([true, false]));
    for (const offer of offers) {
      const data = challengeTable(offer);
      expect(data.challenge).toEqual({ date: DAY, slot: offer.slot, goal: offer.goal });
      expect(offer.built ? data.winnable : data.number).toBe(offer.number);
      const table = new TableController(data, QUIET_PORTS);
      expect(dealToJson(table.session.deal), offer.id).toEqual(dealToJson(offer.deal));
      expect(table.state).toEqual(initialState(offer.deal));
      expect(table.title).toBe(T.challengeTitle(gameName(offer.game), offer.slot + 1));
    }
  });
});
