/**
 * Paired runs of solver settings on Famous Fifty (not an npm script: `npx vite build --ssr
 * bench/ff-paired.ts --outDir .bench && node .bench/ff-paired.js --from A --to B --max-ms N
 * --shares 0.333,0.5 --greedy 0.1667,0`): each deal is solved once per setting, back to back, so
 * load hits them alike. A setting is a beam share (`--shares`) with a greedy search's share
 * (`--greedy`): the lists pair up in order, and a list of one value goes with every setting.
 * Prints decided, won and lost per setting, and the deals one setting decided and another did
 * not; verdicts that disagree are shouted.
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
const beams = arg('--shares', '0.3333').split(',').map(Number);
const greedy = arg('--greedy', '0.1667').split(',').map(Number);
if (beams.length !== greedy.length && beams.length !== 1 && greedy.length !== 1) throw new Error('--shares and --greedy pair up: give lists of one length, or one value');
const settings = Array.from({ length: Math.max(beams.length, greedy.length) }, (_, k) => ({ beamShare: beams[beams.length === 1 ? 0 : k]!, greedyShare: greedy[greedy.length === 1 ? 0 : k]! }));
const name = (s: (typeof settings)[number]) => `beams ${s.beamShare}, greedy ${s.greedyShare}`;
const tally = settings.map(() => ({ won: 0, lost: 0 }));
const only: string[] = [];
let clashes = 0;
let bad = 0;
for (let n = from; n <= to; n++) {
  const start = initialState(numberedDeal('famous-fifty', n));
  const verdicts = settings.map((setting, k) => {
    const r = solve(start, { maxMs, maxNodes: 1e9, ...setting, shorten: false });
    if (r.verdict === 'win') {
      tally[k]!.won++;
      if (!replaysToWin(start, r.line)) bad++;
    } else if (r.verdict === 'loss') tally[k]!.lost++;
    return r.verdict;
  });
  const decided = new Set(verdicts.filter((v) => v !== 'unknown'));
  if (decided.size > 1) clashes++;
  if (decided.size > 0 && verdicts.includes('unknown')) only.push(`deal ${n}: ${verdicts.join(' / ')}`);
}
settings.forEach((s, k) => { console.log(`${name(s)}: deals ${from}-${to} at ${maxMs} ms: decided ${tally[k]!.won + tally[k]!.lost} (${tally[k]!.won} won, ${tally[k]!.lost} lost)`); });
if (only.length > 0) console.log(`decided by some settings only (${settings.map(name).join(' / ')}):\n  ${only.join('\n  ')}`);
if (clashes + bad > 0) console.log(`!!! ${clashes} deals with verdicts that disagree, ${bad} lines that do not replay: BUG`);
