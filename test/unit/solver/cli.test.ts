import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Io } from '../../../src/cli/command.ts';
import { solveCommand } from '../../../src/cli/solve.ts';
import { winrateCommand } from '../../../src/cli/winrate.ts';
import { dealToJson, initialState, isWon, numberedDeal, parseMove } from '../../../src/engine/index.ts';
import { applyAll } from '../engine/position.ts';

function recorder() {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l), readStdin: () => Promise.resolve('') };
  return { io, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'solver-cli-'));
function dealFile(game: Parameters<typeof numberedDeal>[0], n: number): string {
  const path = join(dir, `${game}-${n}.json`);
  writeFileSync(path, JSON.stringify(dealToJson(numberedDeal(game, n))));
  return path;
}

describe('solve command', () => {
  it('prints WIN N and N moves that win, or LOSS, with nodes and time on stderr', async () => {
    const verdicts = new Set<string>();
    for (let n = 1; n <= 8; n++) {
      const r = recorder();
      expect(await solveCommand.run([dealFile('lucky-fan', n)], r.io)).toBe(0);
      expect(r.err.join('\n')).toMatch(/^nodes \d+, time \d+\.\d{3} s/);
      const head = r.out[0]!;
      verdicts.add(head.split(' ')[0]!);
      if (head === 'LOSS') {
        expect(r.out).toHaveLength(1);
        continue;
      }
      const m = /^WIN (\d+)$/.exec(head);
      expect(m).not.toBeNull();
      const moves = r.out.slice(1).map((t) => parseMove(t)!);
      expect(moves).toHaveLength(Number(m![1]));
      expect(moves.every((mv) => mv.kind === 'draw' || mv.to.zone !== 'f' || mv.to.index >= 0)).toBe(true);
      expect(isWon(applyAll(initialState(numberedDeal('lucky-fan', n)), moves))).toBe(true);
    }
    expect(verdicts).toEqual(new Set(['WIN', 'LOSS']));
  });

  it('answers UNKNOWN past its budget, exit 3 on a bad deal, 4 on bad usage', async () => {
    const r = recorder();
    expect(await solveCommand.run([dealFile('famous-fifty', 1), '--max-nodes', '2000'], r.io)).toBe(0);
    expect(r.out).toEqual(['UNKNOWN']);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"game":"lucky-fan","tableau":[]}');
    expect(await solveCommand.run([bad], recorder().io)).toBe(3);
    expect(await solveCommand.run([], recorder().io)).toBe(4);
    expect(await solveCommand.run([bad, '--max-ms', 'soon'], recorder().io)).toBe(4);
    expect(await solveCommand.run([bad, '--fast', '1'], recorder().io)).toBe(4);
  });
});

describe('winrate command', () => {
  it('counts won, lost and unknown with an interval and times', async () => {
    const r = recorder();
    expect(await winrateCommand.run(['rouge-forty', '--from', '1', '--to', '12'], r.io)).toBe(0);
    const text = r.out.join('\n');
    const m = /won (\d+), lost (\d+), unknown (\d+)/.exec(text);
    expect(m).not.toBeNull();
    expect(Number(m![1]) + Number(m![2]) + Number(m![3])).toBe(12);
    expect(text).toMatch(/95% Wilson interval \d+\.\d%/);
    expect(text).toMatch(/median \d+\.\d{3} s, p90 \d+\.\d{3} s/);
    expect(await winrateCommand.run(['rouge-forty', '--from', '5', '--to', '2'], recorder().io)).toBe(4);
    expect(await winrateCommand.run(['chess', '--from', '1', '--to', '2'], recorder().io)).toBe(4);
  });
});
