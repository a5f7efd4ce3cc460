/**
 * `npm run bench:solver`: the solver on ../shared/bench/lucky-fan-1000.tsv (1,000 Lucky Fan deals
 * with Freecell Solver's proven verdicts and times). Prints the share decided, agreement with the
 * verdicts (a contradiction is a bug and is shouted), and time per deal next to Freecell Solver's.
 *
 * Freecell Solver side by side: with `--fcs PATH` (or FCS_BIN=PATH) naming an fc-solve built for 18
 * piles (README, "Solver benchmark"), it runs on every deal in the same run, with the flags of the
 * file's header, and the ratio of the measured times is printed. Without it, the comparison is with
 * the times recorded in the file, and the output says so.
 *
 * Times are wall clock (the aim), with process CPU time beside them, which other load on a shared
 * machine disturbs less. Options: --max-ms N (per deal, default 1000), --limit N (first N deals).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialState, parseDeal } from '../src/engine/index.ts';
import { solve } from '../src/engine/solver/index.ts';
import { quantile } from '../src/engine/solver/stats.ts';
import { replaysToWin } from './lines.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const path = resolve(root, '../shared/bench/lucky-fan-1000.tsv');

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (Number.isNaN(v) || v <= 0) throw new Error(`${name} needs a positive number`);
  return v;
}
const maxMs = option('--max-ms', 1000);
const limit = option('--limit', Infinity);
const fcsFlag = process.argv.indexOf('--fcs');
const fcsBin = fcsFlag >= 0 ? process.argv[fcsFlag + 1] : process.env.FCS_BIN;
if (fcsBin !== undefined && !existsSync(fcsBin)) throw new Error(`no fc-solve at ${fcsBin}`);
const fcsDir = mkdtempSync(resolve(tmpdir(), 'fcs-'));

/** Runs fc-solve on one deal as the file's header did; wall seconds incl. process start, and its verdict. */
function runFcs(bin: string, deal: { tableau: string[][] }): { seconds: number; verdict: 'win' | 'loss' | 'unknown' } {
  const board = resolve(fcsDir, 'board.txt');
  writeFileSync(board, `Foundations: H-0 C-0 D-0 S-0\n${deal.tableau.map((p) => p.join(' ')).join('\n')}\n`);
  const t0 = performance.now();
  const r = spawnSync(bin, ['--game', 'fan', '-to', '0AB', '-sp', 'r:tf', '-sel', '-mi', '10000000', board], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const seconds = (performance.now() - t0) / 1000;
  const out = r.stdout;
  return { seconds, verdict: out.includes('This game is solveable') ? 'win' : out.includes('I could not solve') ? 'loss' : 'unknown' };
}

interface Row {
  index: number;
  verdict: 'win' | 'loss';
  fcsSeconds: number;
  deal: unknown;
}
const rows: Row[] = [];
for (const line of readFileSync(path, 'utf8').split('\n')) {
  if (line === '' || line.startsWith('#') || line.startsWith('index\t')) continue;
  const [index, verdict, secs, , deal] = line.split('\t');
  if (verdict !== 'win' && verdict !== 'loss') throw new Error(`bad verdict in row ${index ?? '?'}`);
  rows.push({ index: Number(index), verdict, fcsSeconds: Number(secs), deal: JSON.parse(deal!) });
}

const times: number[] = [];
const cpu: number[] = [];
const slow: [number, number, number][] = []; // seconds, deal index, nodes
const fcs: number[] = [];
let won = 0, lost = 0, unknown = 0, agree = 0, badLines = 0, fcsDisagree = 0;
const contradictions: string[] = [];
const undecided: number[] = [];
const started = Date.now();
for (const row of rows.slice(0, limit)) {
  const deal = parseDeal(row.deal);
  if (!deal.ok) throw new Error(`deal ${row.index}: ${deal.reason}`);
  const state = initialState(deal.value);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const r = solve(state, { maxMs, maxNodes: 50_000_000 });
  times.push((performance.now() - t0) / 1000);
  const c1 = process.cpuUsage(c0);
  cpu.push((c1.user + c1.system) / 1e6);
  slow.push([times[times.length - 1]!, row.index, r.nodes]);
  if (fcsBin !== undefined) {
    const f = runFcs(fcsBin, row.deal as { tableau: string[][] });
    fcs.push(f.seconds);
    if (f.verdict !== row.verdict) fcsDisagree++;
  } else fcs.push(row.fcsSeconds);
  if (r.verdict === 'unknown') {
    unknown++;
    undecided.push(row.index);
    continue;
  }
  if (r.verdict === 'win') {
    won++;
    if (!replaysToWin(state, r.line)) badLines++;
  } else lost++;
  if (r.verdict === row.verdict) agree++;
  else contradictions.push(`deal ${row.index}: solver says ${r.verdict}, Freecell Solver proved ${row.verdict}`);
}

const n = times.length;
const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
const s = (x: number) => `${x.toFixed(4)} s`;
console.log(`Lucky Fan, ${n} deals of ${path} (budget ${maxMs} ms a deal, total ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`decided   ${n - unknown} (${pct(n - unknown)}): ${won} won, ${lost} lost; unknown ${unknown}${unknown ? ` (deals ${undecided.slice(0, 20).join(', ')})` : ''}`);
console.log(`agreement ${agree} of ${n - unknown} decided deals agree with Freecell Solver's proven verdicts`);
console.log(`time/deal solver:          median ${s(quantile(times, 0.5))}  p90 ${s(quantile(times, 0.9))}  max ${s(Math.max(...times))}`);
console.log(`cpu/deal solver:           median ${s(quantile(cpu, 0.5))}  p90 ${s(quantile(cpu, 0.9))}  max ${s(Math.max(...cpu))} (process CPU time: less sensitive to other load on the machine)`);
console.log(`time/deal Freecell Solver: median ${s(quantile(fcs, 0.5))}  p90 ${s(quantile(fcs, 0.9))}  max ${s(Math.max(...fcs))}`);
if (fcsBin !== undefined) {
  console.log(`median ratio solver/FCS ${(quantile(times, 0.5) / quantile(fcs, 0.5)).toFixed(3)}, p90 ratio ${(quantile(times, 0.9) / quantile(fcs, 0.9)).toFixed(3)}: Freecell Solver (${fcsBin}) run on the same deals in this run, wall time incl. process start`);
  if (fcsDisagree > 0) console.log(`note: Freecell Solver's own verdict differed from the file's on ${fcsDisagree} deal(s) in this run`);
} else {
  console.log(`median ratio solver/FCS ${(quantile(times, 0.5) / quantile(fcs, 0.5)).toFixed(3)}; FCS figures are the times recorded in the file (incl. process start), not run here (pass --fcs PATH to run it side by side)`);
}
slow.sort((a, b) => b[0] - a[0]);
console.log(`slowest: ${slow.slice(0, 5).map(([t, i, nodes]) => `deal ${i} ${t.toFixed(3)} s ${nodes} nodes`).join('; ')}`);
if (badLines > 0) console.log(`!!! ${badLines} WIN line(s) do not replay to a win through the engine: BUG`);
if (contradictions.length > 0) {
  console.log(`!!! ${contradictions.length} CONTRADICTION(S) WITH PROVEN VERDICTS: THE SOLVER HAS A BUG`);
  for (const c of contradictions) console.log(`!!! ${c}`);
  process.exitCode = 1;
}
