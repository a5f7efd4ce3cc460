/** `cli challenges YYYY-MM-DD` and `cli deal GAME N --winnable --difficulty LEVEL`, in process. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.ts';
import { challengesOn } from '../../../src/engine/challenges/make.ts';
import { dealToJson, parseDeal } from '../../../src/engine/index.ts';
import { winnableAtLevel } from '../../../src/engine/winnable/levels.ts';
import { en } from '../../../src/text/en.ts';
import { goalWords } from '../../../src/text/progress.ts';
import { recorder } from './recorder.ts';

async function cli(argv: string[]) {
  const io = recorder();
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('challenges', () => {
  it("prints the day's challenges as a JSON array: id, game, number, deal in RULES.md's format, goal, its English words", async () => {
    const r = await cli(['challenges', '2026-03-02']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const printed = JSON.parse(r.stdout) as Record<string, unknown>[];
    const made = challengesOn('2026-03-02');
    expect(printed).toHaveLength(3);
    printed.forEach((p, i) => {
      const c = made[i]!;
      expect(Object.keys(p)).toEqual(['id', 'game', 'number', ...(c.built ? ['built'] : []), 'level', 'deal', 'goal', 'text']);
      expect(p).toMatchObject({ id: c.id, game: c.game, number: c.number, level: c.level, goal: c.goal, text: goalWords(c.goal, en) });
      expect(parseDeal(p.deal).ok).toBe(true);
      expect(p.deal).toEqual(dealToJson(c.deal));
    });
    expect(r.stdout.split('\n')).toHaveLength(6);
  }, 120_000);

  it('refuses a date that is not one, with the reason and the usage', async () => {
    for (const [argv, says] of [
      [['challenges', '2026-02-30'], '"2026-02-30" is not a date as YYYY-MM-DD'],
      [['challenges', '14/03/2026'], 'is not a date'],
      [['challenges'], 'challenges takes 1 argument'],
      [['challenges', '2026-03-01', '2026-03-02'], 'challenges takes 1 argument'],
    ] as [string[], string][]) {
      const r = await cli(argv);
      expect(r.code).toBe(4);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(says);
      expect(r.stderr).toContain('usage: npm run -s cli');
    }
  });
});

describe('deal --winnable --difficulty', () => {
  it('prints winnable deal N of that level and says where it comes from', async () => {
    const r = await cli(['deal', 'lucky-fan', '4', '--winnable', '--difficulty', 'hard']);
    const d = winnableAtLevel('lucky-fan', 'hard', 4);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(dealToJson(d.deal));
    expect(r.stderr).toBe(`hard winnable deal 4: deal ${d.dealNumber}, won by the solver in ${d.measure!.nodes} positions with a line of ${d.measure!.moves} moves\n`);
    const ff = await cli(['deal', 'famous-fifty', '4', '--difficulty=easy', '--winnable']);
    expect(JSON.parse(ff.stdout)).toEqual(dealToJson(winnableAtLevel('famous-fifty', 'easy', 4).deal));
    expect(ff.stderr).toMatch(/^easy winnable deal 4: deal \d+, proven winnable and measured easy by the solver ahead of time/);
    const wm = await cli(['deal', 'waxing-moon', '4', '--winnable', '--difficulty', 'medium']);
    expect(wm.stderr).toMatch(/^medium winnable deal 4: winnable deal \d+, built backwards/);
  });

  it('refuses a level that is not one, or a level without --winnable', async () => {
    for (const [argv, says] of [
      [['deal', 'lucky-fan', '4', '--winnable', '--difficulty', 'brutal'], '--difficulty takes one of easy, medium, hard, not "brutal"'],
      [['deal', 'lucky-fan', '4', '--winnable', '--difficulty'], '--difficulty takes one of easy, medium, hard, not ""'],
      [['deal', 'lucky-fan', '4', '--difficulty', 'easy'], '--difficulty goes with --winnable'],
    ] as [string[], string][]) {
      const r = await cli(argv);
      expect(r.code).toBe(4);
      expect(r.stderr).toContain(says);
    }
  });
});
