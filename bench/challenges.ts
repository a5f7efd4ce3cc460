/**
 * `npx tsx bench/challenges.ts [YYYY-MM] [MONTHS]`: what making the daily challenges costs. For
 * every day of MONTHS months from YYYY-MM (default 2026-03, 1), the processor time `challengesOn`
 * takes (this process's, so other jobs on the machine count little; wall time beside it), in one
 * process, so after the first day the code is warm, as in the page's worker; then the median,
 * p90 and slowest day, and how many of each goal kind the days offered.
 */
import { challengesOn } from '../src/engine/challenges/make.ts';
import { daysIn } from '../src/engine/challenges/record.ts';
import { quantile } from '../src/engine/solver/index.ts';

const [startArg, monthsArg] = process.argv.slice(2);
const [y0, m0] = (startArg ?? '2026-03').split('-').map(Number);
const months = Number(monthsArg ?? 1);

const dayMs: number[] = [];
const wallMs: number[] = [];
const kinds = new Map<string, number>();
let slowest = { date: '', ms: 0 };
for (let k = 0; k < months; k++) {
  const y = y0! + Math.floor((m0! - 1 + k) / 12);
  const m = ((m0! - 1 + k) % 12) + 1;
  const month = `${y}-${String(m).padStart(2, '0')}`;
  for (let d = 1; d <= daysIn(month); d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const day = challengesOn(date);
    const cpu = process.cpuUsage(cpu0);
    const ms = (cpu.user + cpu.system) / 1000;
    const wall = performance.now() - t0;
    dayMs.push(ms);
    wallMs.push(wall);
    if (ms > slowest.ms) slowest = { date, ms };
    for (const c of day) kinds.set(c.goal.kind, (kinds.get(c.goal.kind) ?? 0) + 1);
    console.log(`${date}\t${ms.toFixed(0)} ms (wall ${wall.toFixed(0)} ms)\t${day.map((c) => `${c.game} ${c.level} ${c.goal.kind} (line ${c.line.length})`).join('; ')}`);
  }
}
const f = (p: number) => quantile(dayMs, p).toFixed(0);
console.log(`${dayMs.length} days, processor time: median ${f(0.5)} ms, p90 ${f(0.9)} ms, slowest ${slowest.ms.toFixed(0)} ms (${slowest.date}), total ${(dayMs.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s; wall time median ${quantile(wallMs, 0.5).toFixed(0)} ms`);
console.log(`goal kinds: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
