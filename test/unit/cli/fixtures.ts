import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dealToJson, numberedDeal } from '../../../src/engine/index.ts';

// Hang guards only, for the tests that start the command line as a child process: beside the
// browser tests at the lowest priority a spawn can wait its turn for many seconds, and a spawn
// killed by its timeout would read as a wrong answer.
export const SPAWN_TIMEOUT = 120_000;
export const CHILD_TEST_TIMEOUT = 300_000;

/**
 * A Lucky Fan deal whose tops, read fan by fan and then layer by layer, run A♠..K♠, A♥..K♥, ...
 * so that `t0>f t1>f ... t17>f t0>f ...` (52 moves) wins it.
 */
export function easyLuckyFan(): { deal: object; winningLine: string[] } {
  const ranks = 'A23456789TJQK'.split('');
  const order = 'SHDC'.split('').flatMap((s) => ranks.map((r) => r + s));
  const sizes = [...Array<number>(16).fill(3), 2, 2];
  const piles: string[][] = sizes.map(() => []);
  const line: string[] = [];
  let next = 0;
  for (let layer = 0; layer < 3; layer++) {
    for (let p = 0; p < 18; p++) {
      if (layer >= sizes[p]!) continue;
      piles[p]!.unshift(order[next++]!);
      line.push(`t${p}>f`);
    }
  }
  return { deal: { game: 'lucky-fan', tableau: piles }, winningLine: line };
}

/** A scratch folder holding deal files: `lf.json` (Lucky Fan deal 1), `easy.json`, `win.txt`, `bad.json`. */
export function scratch(): { dir: string; path: (name: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'cli-test-'));
  const path = (name: string) => join(dir, name);
  writeFileSync(path('lf.json'), JSON.stringify(dealToJson(numberedDeal('lucky-fan', 1))));
  const easy = easyLuckyFan();
  writeFileSync(path('easy.json'), JSON.stringify(easy.deal));
  writeFileSync(path('win.txt'), `${easy.winningLine.join('\n')}\n`);
  writeFileSync(path('bad.json'), '{"game":"lucky-fan","tableau":[]}');
  return { dir, path };
}
