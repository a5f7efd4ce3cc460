/**
 * Paired runs of solver settings on Famous Fifty (not an npm script: `npx vite build --ssr
 * bench/ff-paired.ts --outDir .bench && node .bench/ff-paired.js --from A --to B --max-ms N
 * --shares 0.333,0.5`): each deal is solved once per beam share, back to back, so load hits both
 * alike. Prints decided, won and lost per share; verdicts that disagree are shouted.
 */
import { initialState, numberedDeal } from '../src/engine/index.ts';
import { solve } from '../src/engine/solver/index.ts';
import { replaysToWin } from './lines.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] ?? fallback : fallback;
};
const from = Number(arg('--from', '1'));
const to = Number(arg('--to', '100'));
const maxMs = Number(arg('--max-ms', '1000'));
const shares = arg('--shares', '0.3333,0.5').split(',').map(Number);
const tally = shares.map(() => ({ won: 0, lost: 0 }));
let clashes = 0;
let bad = 0;
for (let n = from; n <= to; n++) {
  const start = initialState(numberedDeal('famous-fifty', n));
  const verdicts = new Set<string>();
  shares.forEach((beamShare, k) => {
    const r = solve(start, { maxMs, maxNodes: 1e9, beamShare, shorten: false });
    if (r.verdict === 'win') {
      tally[k]!.won++;
      if (!replaysToWin(start, r.line)) bad++;
    } else if (r.verdict === 'loss') tally[k]!.lost++;
    if (r.verdict !== 'unknown') verdicts.add(r.verdict);
  });
  if (verdicts.size > 1) clashes++;
}
shares.forEach((s, k) => { console.log(`beam share ${s}: deals ${from}-${to} at ${maxMs} ms: decided ${tally[k]!.won + tally[k]!.lost} (${tally[k]!.won} won, ${tally[k]!.lost} lost)`); });
if (clashes + bad > 0) console.log(`!!! ${clashes} deals with verdicts that disagree, ${bad} lines that do not replay: BUG`);
