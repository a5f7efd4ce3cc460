/**
 * The command line as scripts run it: a real child process per case, so keep these few (each
 * spawn costs about half a second). commands.test.ts covers every path in process.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { dealToJson, numberedDeal } from '../../../src/engine/index.ts';
import { runCli } from '../../../src/cli/main.ts';
import { CHILD_TEST_TIMEOUT, SPAWN_TIMEOUT, easyLuckyFan, scratch } from './fixtures.ts';
import { recorder } from './recorder.ts';

const files = scratch();

/** From source through tsx: the entry point `npm run -s cli` runs bundled (bundle.test.ts). */
function cli(args: string[], input = ''): SpawnSyncReturns<string> {
  return spawnSync('node', ['--import', 'tsx', 'src/cli/bin.ts', ...args], { input, encoding: 'utf8', timeout: SPAWN_TIMEOUT });
}

describe('the command line, in a child process', () => {
  it('npm run -s cli -- deal GAME NUMBER prints the deal JSON, one line, exit 0', { timeout: CHILD_TEST_TIMEOUT }, () => {
    const r = spawnSync('npm', ['run', '-s', 'cli', '--', 'deal', 'famous-fifty', '4294967295'], { encoding: 'utf8', timeout: SPAWN_TIMEOUT });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${JSON.stringify(dealToJson(numberedDeal('famous-fifty', 4294967295)))}\n`);
  });

  it('moves: replays, lists the legal moves, exit 0; an illegal move exits 1', { timeout: CHILD_TEST_TIMEOUT }, async () => {
    const ok = cli(['moves', files.path('easy.json'), 't0>f', 't1>f']);
    expect(ok.status).toBe(0);
    const inProcess = recorder();
    await runCli(['moves', files.path('easy.json'), 't0>f', 't1>f'], inProcess);
    expect(ok.stdout).toBe(inProcess.stdout);
    expect(ok.stdout.split('\n')).toContain('t2>f0');
    const bad = cli(['moves', files.path('easy.json'), 't0>f', 't5>f']);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('illegal move 1 "t5>f": no foundation takes 6♠ yet (it needs 5♠)\n');
  });

  it('check from standard input: WIN exit 0; from a file: NOT WON exit 2', { timeout: CHILD_TEST_TIMEOUT }, () => {
    const win = cli(['check', files.path('easy.json'), '-'], easyLuckyFan().winningLine.join('\n'));
    expect([win.status, win.stdout, win.stderr]).toEqual([0, 'WIN 52 moves\n', '']);
    const wrongDeal = cli(['check', files.path('lf.json'), files.path('win.txt')]);
    expect([wrongDeal.status, wrongDeal.stdout]).toEqual([1, '']);
    expect(wrongDeal.stderr).toMatch(/^illegal move 0 "t0>f": /);
    const short = cli(['check', files.path('easy.json'), '-'], 't0>f\n');
    expect([short.status, short.stdout]).toEqual([2, 'NOT WON 1 of 52 cards home after 1 moves, not lost: moves remain\n']);
  });

  it('a malformed deal exits 3; bad usage exits 4 with the usage on stderr', { timeout: CHILD_TEST_TIMEOUT }, () => {
    const deal = cli(['moves', files.path('bad.json')]);
    expect([deal.status, deal.stdout]).toEqual([3, '']);
    expect(deal.stderr).toContain('Lucky Fan has 18 tableau piles, the deal has 0');
    const usage = cli(['deal', 'lucky-fan', 'abc']);
    expect([usage.status, usage.stdout]).toEqual([4, '']);
    expect(usage.stderr).toContain('deal number "abc"');
    expect(usage.stderr).toContain('usage: npm run -s cli -- COMMAND ARGS');
  });
});
