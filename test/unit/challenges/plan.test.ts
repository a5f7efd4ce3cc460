/**
 * The plan of a day's challenges and the goals read off a line (src/engine/challenges/make.ts),
 * with no solver: the games, levels, goal kinds and deal Ns a date gives, and the figures of each
 * kind of goal. The challenges made whole, solved and pinned, are in make.test.ts.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_SLACK, challengeOn, dayNumber, dayPlan, goalFor } from '../../../src/engine/challenges/make.ts';
import { firstKingSuit, lineRecord } from '../../../src/engine/challenges/evaluate.ts';
import { GOAL_KINDS } from '../../../src/engine/challenges/goals.ts';
import { CHALLENGES_PER_DAY } from '../../../src/engine/challenges/record.ts';
import { SUITS, cardsHome, gameDef } from '../../../src/engine/index.ts';
import { MAX_DEAL } from '../../../src/engine/random.ts';
import { type WinnableDeal, winnableDeal } from '../../../src/engine/winnable/build.ts';
import { LEVELS, hasLevels } from '../../../src/engine/winnable/level.ts';
import { winnableAtLevel } from '../../../src/engine/winnable/levels.ts';

const dates = (from: string, count: number): string[] => Array.from({ length: count }, (_, i) => new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10));

describe('a day\'s plan', () => {
  it('counts days from 1970-01-01, leap days too', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('2025-03-01') - dayNumber('2025-02-28')).toBe(1);
    expect(dayNumber('2027-01-01') - dayNumber('2026-01-01')).toBe(365);
  });

  it('three challenges, easy to hard, on three games with levels, each with a deal N; the same on every call, another the next day', () => {
    for (const date of dates('2026-03-01', 40)) {
      const plan = dayPlan(date);
      expect(plan.map((p) => [p.slot, p.level])).toEqual(LEVELS.map((level, slot) => [slot, level]));
      expect(new Set(plan.map((p) => p.game)).size).toBe(CHALLENGES_PER_DAY);
      for (const p of plan) {
        expect(hasLevels(p.game)).toBe(true);
        expect(Number.isInteger(p.n) && p.n >= 1 && p.n <= MAX_DEAL, `${date} ${p.n}`).toBe(true);
      }
      expect(dayPlan(date)).toEqual(plan);
    }
    const ns = dates('2026-03-01', 40).flatMap((d) => dayPlan(d).map((p) => p.n));
    expect(new Set(ns).size).toBe(ns.length);
    const games = dates('2026-03-01', 40).map((d) => dayPlan(d).map((p) => p.game).join());
    expect(new Set(games).size).toBeGreaterThan(5);
  });

  // A clock set back before 1970 counts days below zero: the turns run on through them all the same.
  it.each(['2026-03-01', '1969-12-01'])('goal kinds take turns through the days, the next in turn where one says nothing in the game (60 days from %s)', (first) => {
    // The turns run on from the first day counted, three a day.
    const start = dayNumber(first) * CHALLENGES_PER_DAY;
    const planned = dates(first, 60).flatMap(dayPlan);
    const n = GOAL_KINDS.length;
    const turnOf = (i: number) => GOAL_KINDS[(((start + i) % n) + n) % n]!;
    planned.forEach((p, i) => {
      const [turn, next] = [turnOf(i), turnOf(i + 1)];
      expect(p.kind, `${i} ${p.game}`).toBe(turn === 'moves' && gameDef(p.game).build.by === 'none' ? next : turn);
    });
    expect(planned.some((p) => p.game === 'waxing-moon' && turnOf(planned.indexOf(p)) === 'moves')).toBe(true);
  });

  it('the pinned day (make.test.ts) plans its games and levels, and its N picks its Famous Fifty deal, with no solver', () => {
    const pinned = JSON.parse(readFileSync(new URL('./vectors/2026-03-14.json', import.meta.url), 'utf8')) as { game: string; level: string; number: number }[];
    const plan = dayPlan('2026-03-14');
    expect(plan.map((p) => [p.game, p.level])).toEqual(pinned.map((c) => [c.game, c.level]));
    const fifty = plan.findIndex((p) => p.game === 'famous-fifty');
    expect(winnableAtLevel('famous-fifty', plan[fifty]!.level, plan[fifty]!.n).dealNumber).toBe(pinned[fifty]!.number);
  });

  it('refuses a date that is not one, and a challenge past the day\'s three', () => {
    for (const bad of ['2026-02-30', '2026-3-1', 'today', '']) expect(() => dayPlan(bad)).toThrow(new RangeError(`a day's challenges need a date as YYYY-MM-DD, not ${JSON.stringify(bad)}`));
    for (const slot of [-1, CHALLENGES_PER_DAY]) expect(() => challengeOn('2026-03-01', slot)).toThrow(`a day has challenges 1 to 3, not ${slot + 1}`);
  });
});

describe('a goal read off a winning line', () => {
  let built: WinnableDeal;
  beforeAll(() => {
    built = winnableDeal('waxing-moon', 1);
  }, 120_000);

  it('moves: the line\'s, with the level\'s slack, rounded up', () => {
    for (const level of LEVELS) expect(goalFor('moves', level, built.deal, built.line)).toEqual({ kind: 'moves', moves: Math.ceil(built.line.length * CHALLENGE_SLACK[level].moves) });
  });

  it('home in time: the level\'s share of the cards, in a minute or more, met on the line with room to spare', () => {
    for (const level of LEVELS) {
      const goal = goalFor('home-in-time', level, built.deal, built.line);
      if (goal.kind !== 'home-in-time') throw new Error(goal.kind);
      expect(goal.cards).toBe(Math.ceil(104 * CHALLENGE_SLACK[level].home));
      const played = lineRecord(built.deal, built.line, CHALLENGE_SLACK[level].secondsPerMove);
      const at = played.homeTimes[goal.cards - 1]!;
      expect(cardsHome(played.session.start)).toBeLessThan(goal.cards);
      expect(goal.minutes).toBe(Math.max(1, Math.ceil(at / 60)));
      expect(goal.minutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('a suit first: the suit of the first King home on the line; the other kinds carry nothing more', () => {
    const suit = SUITS[firstKingSuit(lineRecord(built.deal, built.line, 1).session)!];
    expect(goalFor('suit-first', 'hard', built.deal, built.line)).toEqual({ kind: 'suit-first', suit });
    for (const kind of ['win', 'no-undo', 'no-hints', 'clear-row'] as const) expect(goalFor(kind, 'easy', built.deal, built.line)).toEqual({ kind });
  });
});
