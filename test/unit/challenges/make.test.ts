/**
 * The daily challenges: three a day on three games, the same on every call and every machine
 * (pinned by a vector), each deal valid and won by the solver's line, and each goal met on that
 * line, checked here by replaying the line, apart from the judge that checked it when made.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Challenge, CHALLENGE_SLACK, challengesOn, dayPlan } from '../../../src/engine/challenges/make.ts';
import { GOAL_KINDS, type GoalKind } from '../../../src/engine/challenges/goals.ts';
import { daysIn } from '../../../src/engine/challenges/record.ts';
import { dealToJson, gameDef, numberedDeal, parseDeal } from '../../../src/engine/index.ts';
import { LEVELS } from '../../../src/engine/winnable/levels.ts';
import { replaysToWin, winnable } from '../../../src/engine/winnable/index.ts';
import { lineMeets } from './line.ts';

const DAYS = Array.from({ length: 9 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
let madeDays: Map<string, Challenge[]> | undefined;

/** Made by the first test that needs them, not in a `beforeAll`, whose error would skip the tests, not fail them. */
function made(): Map<string, Challenge[]> {
  madeDays ??= new Map(DAYS.map((d) => [d, challengesOn(d)]));
  return madeDays;
}

describe('the daily challenges', () => {
  it('three a day, easy, medium, hard, on three games, with ids by day and place', () => {
    for (const [date, day] of made()) {
      expect(day.map((c) => c.id)).toEqual([1, 2, 3].map((k) => `${date}.${k}`));
      expect(day.map((c) => c.level)).toEqual([...LEVELS]);
      expect(new Set(day.map((c) => c.game)).size).toBe(3);
    }
  });

  it('each deal is a valid deal of its game: the numbered deal it names, or the built winnable deal', () => {
    for (const c of [...made().values()].flat()) {
      expect(parseDeal(dealToJson(c.deal)).ok).toBe(true);
      const expected = c.built ? winnable(c.game, c.number).deal : numberedDeal(c.game, c.number);
      expect(dealToJson(c.deal)).toEqual(dealToJson(expected));
      expect(c.built).toBe(gameDef(c.game).winnableDeals.length === 0 && gameDef(c.game).winnable?.method === 'built');
    }
  });

  it('each goal is met on the solver’s line, which wins the deal; a move goal allows at least the line', () => {
    const seen = new Set<GoalKind>();
    for (const c of [...made().values()].flat()) {
      expect(replaysToWin(c.deal, c.line), c.id).toBe(true);
      expect(lineMeets(c), `${c.id} ${JSON.stringify(c.goal)}`).toBe(true);
      if (c.goal.kind === 'moves') expect(c.goal.moves).toBe(Math.ceil(c.line.length * CHALLENGE_SLACK[c.level].moves));
      seen.add(c.goal.kind);
    }
    expect([...seen].sort()).toEqual([...GOAL_KINDS].sort());
  });

  it('the same on every call, and pinned: a change to the solver or the levels that changes a day shows here', () => {
    const day = challengesOn('2026-03-14');
    expect(challengesOn('2026-03-14')).toEqual(day);
    const vector: unknown = JSON.parse(readFileSync(new URL('./vectors/2026-03-14.json', import.meta.url), 'utf8'));
    expect(day.map((c) => ({ id: c.id, game: c.game, number: c.number, built: c.built, level: c.level, goal: c.goal, moves: c.line.length }))).toEqual(vector);
  }, 120_000);

  it('the plan is what the day makes, and every month offers at least four goal kinds', () => {
    for (const [date, day] of made()) expect(dayPlan(date).map((p) => [p.game, p.level, p.kind])).toEqual(day.map((c) => [c.game, c.level, c.goal.kind]));
    for (let m = 1; m <= 12; m++) {
      const month = `2026-${String(m).padStart(2, '0')}`;
      const kinds = new Set(Array.from({ length: daysIn(month) }, (_, d) => dayPlan(`${month}-${String(d + 1).padStart(2, '0')}`).map((p) => p.kind)).flat());
      expect(kinds.size, month).toBeGreaterThanOrEqual(4);
    }
  });

  it('a Waxing Moon challenge never asks for fewer moves: every win there takes the same', () => {
    for (let d = 1; d <= 365; d++) {
      const date = new Date(Date.UTC(2026, 0, d)).toISOString().slice(0, 10);
      for (const p of dayPlan(date)) if (p.game === 'waxing-moon') expect(p.kind).not.toBe('moves');
    }
  });

  it('refuses a date that is not one', () => {
    for (const bad of ['2026-02-30', '2026-3-1', 'today', '']) expect(() => challengesOn(bad)).toThrow(RangeError);
  });
});
