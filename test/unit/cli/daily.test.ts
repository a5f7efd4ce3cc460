/** `cli daily GAME YYYY-MM-DD`, in process: the day's daily deal as the game deals it. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.ts';
import { dealToJson, numberedDeal, parseDeal } from '../../../src/engine/index.ts';
import { recorder } from './recorder.ts';

async function cli(argv: string[]) {
  const io = recorder();
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

/** README's rule, written out here apart from the engine: FNV-1a-32 of `daily:GAME:DATE` mod 4294967295, plus 1. */
function readmeDailyNumber(game: string, date: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`daily:${game}:${date}`)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return (h % 4294967295) + 1;
}

describe('daily', () => {
  it("prints the day's daily deal as one line of deal JSON, and its number on stderr", async () => {
    for (const [game, date] of [['lucky-fan', '2026-03-14'], ['famous-fifty', '2024-02-29'], ['fortunes-favor', '2026-12-31']] as const) {
      const r = await cli(['daily', game, date]);
      const number = readmeDailyNumber(game, date);
      expect(r).toEqual({ code: 0, stdout: `${JSON.stringify(dealToJson(numberedDeal(game, number)))}\n`, stderr: `daily deal of ${game} on ${date}: deal ${number}\n` });
      expect(parseDeal(JSON.parse(r.stdout)).ok).toBe(true);
    }
  });

  it('another day, another deal', async () => {
    const a = await cli(['daily', 'rouge-forty', '2026-03-14']);
    const b = await cli(['daily', 'rouge-forty', '2026-03-15']);
    expect(a.stdout).not.toBe(b.stdout);
  });

  it('refuses a bad game or date, with the reason and the usage', async () => {
    for (const [argv, says] of [
      [['daily', 'klondike', '2026-03-14'], 'unknown game "klondike"'],
      [['daily', 'lucky-fan', '2026-02-30'], '"2026-02-30" is not a date as YYYY-MM-DD'],
      [['daily', 'lucky-fan', '14/03/2026'], 'is not a date'],
      [['daily', 'lucky-fan'], 'daily takes 2 arguments'],
      [['daily', 'lucky-fan', '2026-03-14', 'x'], 'daily takes 2 arguments'],
    ] as [string[], string][]) {
      const r = await cli(argv);
      expect(r.code).toBe(4);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(says);
      expect(r.stderr).toContain('usage: npm run -s cli');
    }
  });
});
