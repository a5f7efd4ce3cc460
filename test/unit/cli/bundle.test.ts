/**
 * `npm run -s cli` runs the command line bundled by esbuild (scripts/cli-bundle.js): the same
 * bytes out and the same exit codes as the source run in process, a bundle made again when it is
 * missing or older than a source, and never half a bundle. How fast it starts is `npm run bench:cli`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.ts';
import { BUNDLE, bundleIsFresh } from '../../../scripts/cli-bundle.js';
import { CHILD_TEST_TIMEOUT, SPAWN_TIMEOUT, easyLuckyFan, scratch } from './fixtures.ts';
import { recorder } from './recorder.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const files = scratch();

function npmCli(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  return spawnSync('npm', ['run', '-s', 'cli', '--', ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: SPAWN_TIMEOUT });
}

/** The bundle run by plain node, as `npm run -s cli` runs it once it is fresh. */
function bundled(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  return spawnSync('node', [BUNDLE, ...args], { cwd: ROOT, input, encoding: 'utf8', timeout: SPAWN_TIMEOUT });
}

async function inProcess(args: string[], input = ''): Promise<{ status: number; stdout: string; stderr: string }> {
  const io = recorder(input);
  const status = await runCli(args, io);
  return { status, stdout: io.stdout, stderr: io.stderr };
}

describe('the bundled command line', () => {
  it('is made on the first call when missing, and runs from the bundle after', { timeout: CHILD_TEST_TIMEOUT }, async () => {
    rmSync(join(ROOT, '.cli'), { recursive: true, force: true });
    const first = npmCli(['deal', 'lucky-fan', '7']);
    expect(first).toMatchObject(await inProcess(['deal', 'lucky-fan', '7']));
    expect(existsSync(BUNDLE)).toBe(true);
    expect(bundleIsFresh()).toBe(true);
    // Plain node runs it: no TypeScript loader in the process.
    expect(bundled(['deal', 'lucky-fan', '7']).stdout).toBe(first.stdout);
    expect(readFileSync(BUNDLE, 'utf8')).not.toMatch(/from ["']\.\.?\/.*\.ts["']/);
  });

  it('is made again when a source is newer than it', { timeout: CHILD_TEST_TIMEOUT }, () => {
    npmCli(['help']);
    const source = statSync(join(ROOT, 'src/cli/moves.ts')).mtime;
    const earlier = new Date(source.getTime() - 60_000);
    utimesSync(BUNDLE, earlier, earlier);
    expect(bundleIsFresh()).toBe(false);
    npmCli(['help']);
    expect(statSync(BUNDLE).mtimeMs).toBeGreaterThan(earlier.getTime());
    expect(bundleIsFresh()).toBe(true);
  });

  it('prints the same bytes and exits with the same codes as the source', { timeout: CHILD_TEST_TIMEOUT }, async () => {
    const easy = files.path('easy.json');
    const cases: [string[], string][] = [
      [['help'], ''],
      [['deal', 'famous-fifty', '4294967295'], ''],
      [['deal', 'waxing-moon', 'abc'], ''],
      [['moves', easy, 't0>f', 't1>f'], ''],
      [['moves', easy, 't0>f', 't5>f'], ''],
      [['moves', files.path('bad.json')], ''],
      [['check', easy, '-'], easyLuckyFan().winningLine.join('\n')],
      [['check', easy, '-'], 't0>f\n'],
      [['bogus'], ''],
    ];
    // npm passes a failing exit code and stderr through as they are; plain node runs the rest.
    expect(npmCli(['bogus'])).toMatchObject(await inProcess(['bogus']));
    expect(bundleIsFresh()).toBe(true);
    for (const [args, input] of cases) {
      expect(bundled(args, input), args.join(' ')).toMatchObject(await inProcess(args, input));
    }
  });
});
