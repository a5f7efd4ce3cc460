/**
 * Challenges made whole (src/engine/challenges/make.ts), on days chosen for what they hold and
 * cheap to solve: one day with a built Waxing Moon deal, a searched numbered deal and Famous Fifty
 * at hard, where the game caps its deals at medium, and Famous Fifty at easy. Many days, and the
 * pinned one, are in make.test.ts, which solves 27 challenges first.
 */
import { describe, expect, it } from 'vitest';
import { type Challenge, CHALLENGE_SLACK, challengeOn, challengesOn, dayPlan, goalFor } from '../../../src/engine/challenges/make.ts';
import { cardsHome, dealToJson, gameDef, numberedDeal } from '../../../src/engine/index.ts';
import { winnable } from '../../../src/engine/winnable/index.ts';
import { LEVELS, winnableAtLevel } from '../../../src/engine/winnable/levels.ts';
import { replaysToWin } from '../../../src/engine/winnable/replay.ts';
import { lineMeets, positionsOf } from './line.ts';

const DAY = '2026-03-12';
/**
 * Made by the first test that needs them, not in a `beforeAll`: a hook that throws skips the
 * tests rather than failing them, and a mutation run counts a skipped test as passed.
 */
const made: { day?: Challenge[]; easyFifty?: Challenge } = {};
const day = (): Challenge[] => (made.day ??= challengesOn(DAY));
const easyFifty = (): Challenge => (made.easyFifty ??= challengeOn('2026-03-04', 0));

describe('a day\'s challenges made whole', () => {
  it('holds what it was chosen for: a built deal, a numbered deal, Famous Fifty at hard', () => {
    expect(day().some((c) => c.built)).toBe(true);
    expect(day().some((c) => !c.built)).toBe(true);
    expect(day().some((c) => c.game === 'famous-fifty' && c.level === 'hard')).toBe(true);
    expect([easyFifty().game, easyFifty().level]).toEqual(['famous-fifty', 'easy']);
  });

  it('is the day\'s plan: ids by day and place, each game, level and kind of goal as planned', () => {
    expect(day().map((c) => [c.id, c.date, c.slot, c.game, c.level, c.goal.kind])).toEqual(dayPlan(DAY).map((p) => [`${DAY}.${p.slot + 1}`, DAY, p.slot, p.game, p.level, p.kind]));
    expect(easyFifty().id).toBe('2026-03-04.1');
  });

  it('each deal is the one it names, the built winnable deal of a game with no random wins or the numbered deal, won by the line, its goal met on it', () => {
    for (const c of [...day(), easyFifty()]) {
      const def = gameDef(c.game);
      expect(c.built, c.id).toBe(def.winnableDeals.length === 0 && def.winnable?.method === 'built');
      expect(dealToJson(c.deal), c.id).toEqual(dealToJson(c.built ? winnable(c.game, c.number).deal : numberedDeal(c.game, c.number)));
      expect(replaysToWin(c.deal, c.line), c.id).toBe(true);
      expect(lineMeets(c), `${c.id} ${JSON.stringify(c.goal)}`).toBe(true);
    }
  });

  it('a challenge made alone is the same as made with its day', () => {
    for (const c of day()) expect(challengeOn(DAY, c.slot)).toEqual(c);
  });

  it('Famous Fifty deals no deal harder than medium: a hard challenge gets the medium deal of its N, an easy one the easy deal', () => {
    const plan = dayPlan(DAY);
    const hard = day().find((c) => c.game === 'famous-fifty')!;
    expect(hard.number).toBe(winnableAtLevel('famous-fifty', 'medium', plan[hard.slot]!.n).dealNumber);
    expect(hard.number).not.toBe(winnableAtLevel('famous-fifty', 'hard', plan[hard.slot]!.n).dealNumber);
    expect(easyFifty().number).toBe(winnableAtLevel('famous-fifty', 'easy', dayPlan('2026-03-04')[0]!.n).dealNumber);
    for (const c of day().filter((d) => d.game !== 'famous-fifty' && !d.built)) {
      expect(c.number, c.id).toBe(winnableAtLevel(c.game, c.level, plan[c.slot]!.n).dealNumber);
    }
  });

  it('a goal of cards home in time asks for the least whole minutes, one at least, the line takes at the level\'s pace', () => {
    for (const c of [...day(), easyFifty()]) {
      const states = positionsOf(c.deal, c.line);
      for (const level of LEVELS) {
        const goal = goalFor('home-in-time', level, c.deal, c.line);
        if (goal.kind !== 'home-in-time') throw new Error(goal.kind);
        const at = states.findIndex((s) => cardsHome(s) >= goal.cards);
        const seconds = at * CHALLENGE_SLACK[level].secondsPerMove;
        expect(goal.minutes * 60, `${c.id} ${level}: time enough`).toBeGreaterThanOrEqual(seconds);
        if (goal.minutes > 1) expect((goal.minutes - 1) * 60, `${c.id} ${level}: a minute less falls short`).toBeLessThan(seconds);
      }
    }
  });
});
