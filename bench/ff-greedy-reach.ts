/**
 * How far the strongest cut of Famous Fifty's positions known would go, were it sound (not an npm
 * script: `npx vite build --ssr bench/ff-greedy-reach.ts --outDir .bench && node
 * .bench/ff-greedy-reach.js --from A --to B --max-ms N`). Each deal is solved as shipped; on each
 * the solver leaves undecided, the depth-first search that sends every card home as soon as it can
 * go (`greedyHome`, search.ts) runs alone with the same budget. That rule cuts the positions of
 * lost deals by up to thousands of times, but it is unsound: its exhaustion proves nothing. So the
 * deals it wins or exhausts bound what any sound rule of its kind could add; the ones it leaves
 * undecided need another kind of proof. docs/solver.md has the figures.
 */
import { initialState, numberedDeal } from '../src/engine/index.ts';
import { Search, solve } from '../src/engine/solver/index.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const from = arg('--from', 1);
const to = arg('--to', 100);
const maxMs = arg('--max-ms', 10_000);

let decided = 0;
const undecided: number[] = [];
const greedyWins: number[] = [];
const greedyExhausts: number[] = [];
for (let n = from; n <= to; n++) {
  const start = initialState(numberedDeal('famous-fifty', n));
  if (solve(start, { maxMs, maxNodes: 1e9, shorten: false }).verdict !== 'unknown') {
    decided++;
    continue;
  }
  undecided.push(n);
  const g = new Search(start, 'win', { maxMs, maxNodes: 1e9, greedyHome: true, maxEntries: 12_000_000 }).run()!;
  if (g.verdict === 'win') greedyWins.push(n);
  else if (g.stopped === 'incomplete') greedyExhausts.push(n);
  console.log(`deal ${n}: undecided as shipped; greedy ${g.verdict}${g.stopped ? ` (${g.stopped})` : ''}, ${g.nodes} positions, ${g.ms} ms`);
}
const left = undecided.length - greedyWins.length - greedyExhausts.length;
console.log(`deals ${from}-${to} at ${maxMs} ms: ${decided} decided as shipped, ${undecided.length} undecided`);
console.log(`of the undecided, the greedy search wins ${greedyWins.length} (${greedyWins.join(' ')}) and exhausts ${greedyExhausts.length} (${greedyExhausts.join(' ')})`);
console.log(`left undecided even so: ${left}; decided at best: ${decided + greedyWins.length + greedyExhausts.length} of ${to - from + 1}`);
