/**
 * `npx tsx bench/winnable.ts GAME [K] [M] [MAX_NODES]`: how winnable deals 1-K of GAME
 * (src/engine/winnable/) compare with random deals proven winnable (numbered deals 1-M; for Famous
 * Fifty the first M shipped winnable numbers, as few random deals are decided quickly). Per set:
 * opening moves (non-draw, idle aside) and how many cards can go home at once, the correlation of
 * rank with depth in the piles (0 at the top) and with draw order in the stock (a random deal: 0;
 * a deal that deals its low cards first: positive), and, on the deals the solver wins within
 * MAX_NODES positions (default 3,000,000), the median positions it expanded and the median
 * line (shortened). Also every winnable deal's own line is replayed.
 */
import { type Deal, type GameId, initialState, isGameId, isIdleMove, legalMoves, numberedDeal } from '../src/engine/index.ts';
import { quantile, solve } from '../src/engine/solver/index.ts';
import { WINNABLE_DEALS } from '../src/engine/solver/winnable-deals.ts';
import { replaysToWin, winnable } from '../src/engine/winnable/index.ts';

const [gameArg, kArg, mArg, nodesArg] = process.argv.slice(2);
if (!isGameId(gameArg)) throw new Error('usage: bench/winnable.ts GAME [K] [M] [MAX_NODES]');
const game: GameId = gameArg;
const K = Number(kArg ?? 30);
const M = Number(mArg ?? 0);
const maxNodes = Number(nodesArg ?? 3_000_000);

function correlation(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx * syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

interface Figures { opening: number; home: number; depth: number; draw: number; won: boolean; nodes: number; line: number }

function figures(deal: Deal): Figures {
  const s = initialState(deal);
  const open = legalMoves(s).filter((m) => m.kind !== 'draw' && !isIdleMove(s, m));
  const home = new Set(open.flatMap((m) => (m.kind === 'move' && m.to.zone === 'f' ? [`${m.from.zone}${m.from.index}`] : []))).size;
  const ranks: number[] = [], depths: number[] = [];
  deal.tableau.forEach((p) => { p.forEach((c, i) => { ranks.push(c % 13); depths.push(p.length - 1 - i); }); });
  const r = solve(s, { maxNodes });
  return {
    opening: open.length, home,
    depth: correlation(ranks, depths),
    draw: deal.stock.length > 0 ? correlation(deal.stock.map((c) => c % 13), deal.stock.map((_, i) => i)) : 0,
    won: r.verdict === 'win', nodes: r.nodes, line: r.line.length,
  };
}

function report(label: string, fs: Figures[]): void {
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(2);
  const won = fs.filter((f) => f.won);
  console.log(`${label.padEnd(32)} ${String(fs.length).padStart(4)} deals, solver won ${won.length}; opening moves ${mean(fs.map((f) => f.opening))}, cards home at once ${mean(fs.map((f) => f.home))}; rank~depth ${mean(fs.map((f) => f.depth))}, rank~draw ${mean(fs.map((f) => f.draw))}; positions median ${quantile(won.map((f) => f.nodes), 0.5)}, p90 ${quantile(won.map((f) => f.nodes), 0.9)}; line median ${quantile(won.map((f) => f.line), 0.5)}`);
}

const built: Figures[] = [];
let bad = 0;
for (let n = 1; n <= K; n++) {
  const w = winnable(game, n);
  if (!replaysToWin(w.deal, w.line)) bad++;
  built.push(figures(w.deal));
}
report(`${game} winnable 1-${K}`, built);
if (M > 0) {
  const numbers = game === 'famous-fifty' ? WINNABLE_DEALS[game].slice(0, M) : Array.from({ length: M }, (_, i) => i + 1);
  const random = numbers.map((n) => figures(numberedDeal(game, n)));
  report(`${game} random ${game === 'famous-fifty' ? 'shipped winnable' : `1-${M}`}`, random);
  report(`${game} random, solver won`, random.filter((f) => f.won));
}
if (bad > 0) {
  console.log(`!!! ${bad} winnable deal line(s) do not replay to a win: BUG`);
  process.exitCode = 1;
}
