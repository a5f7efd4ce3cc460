/**
 * `npx tsx bench/short-lines.ts [--games a,b] [--from A] [--to B] [--max-ms N]`: winning lines
 * before and after shortening (src/engine/solver/shorten.ts), per game, on numbered deals A to B
 * (default 1 to 100, 3000 ms a deal). Each deal is solved once without shortening; the line is
 * then shortened, and both are replayed through the engine (a line that does not win is a bug and
 * is shouted). Prints the median, p90 and longest line, before and after, and the time shortening
 * took. Famous Fifty is slow through tsx: bundle it as bench:famous-fifty does for exact timings.
 */
import { GAME_IDS, type GameId, initialState, numberedDeal } from '../src/engine/index.ts';
import { quantile, solve } from '../src/engine/solver/index.ts';
import { shortenLine } from '../src/engine/solver/shorten.ts';
import { replaysToWin } from './lines.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] ?? fallback : fallback;
}
const games = option('--games', GAME_IDS.join(',')).split(',') as GameId[];
const from = Number(option('--from', '1'));
const to = Number(option('--to', '100'));
const maxMs = Number(option('--max-ms', '3000'));
let bad = 0;
for (const game of games) {
  const before: number[] = [];
  const after: number[] = [];
  const ms: number[] = [];
  for (let n = from; n <= to; n++) {
    const start = initialState(numberedDeal(game, n));
    const r = solve(start, { maxMs, maxNodes: 1e9, shorten: false });
    if (r.verdict !== 'win') continue;
    const t0 = performance.now();
    const short = shortenLine(start, r.line);
    ms.push(performance.now() - t0);
    if (!replaysToWin(start, r.line) || !replaysToWin(start, short)) bad++;
    before.push(r.line.length);
    after.push(short.length);
  }
  const q = (xs: number[], p: number) => (xs.length === 0 ? NaN : quantile(xs, p));
  const fig = (xs: number[]) => `median ${q(xs, 0.5)}, p90 ${q(xs, 0.9)}, longest ${xs.length ? Math.max(...xs) : NaN}`;
  console.log(`${game} deals ${from}-${to} at ${maxMs} ms: ${before.length} won; lines before: ${fig(before)}; after: ${fig(after)}; shortening median ${q(ms, 0.5).toFixed(0)} ms, longest ${ms.length ? Math.max(...ms).toFixed(0) : NaN} ms`);
}
if (bad > 0) {
  console.log(`!!! ${bad} line(s) do not replay to a win through the engine: BUG`);
  process.exitCode = 1;
}
