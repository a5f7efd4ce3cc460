import type { Io } from '../../../src/cli/command.ts';

/** An Io that records what a command writes, for in-process tests of the command line. */
export function recorder(stdin = ''): Io & { stdout: string; stderr: string } {
  const r = {
    stdout: '',
    stderr: '',
    out(line: string) {
      r.stdout += `${line}\n`;
    },
    err(line: string) {
      r.stderr += `${line}\n`;
    },
    readStdin: () => Promise.resolve(stdin),
  };
  return r;
}
