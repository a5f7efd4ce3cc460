/**
 * Scans numbered deals of one game for deals the solver proves winnable, printing each winnable
 * number as soon as it is found (so a long scan can be stopped any time and still be useful), then
 * a summary. For shipping winnable deal numbers where they are rare (Waxing Moon):
 *   nice -n 19 npx tsx scripts/scan-winnable.ts waxing-moon 40001 140000 300
 * With `@FILE` for FROM (and anything for TO), the deal numbers listed in FILE instead (to decide
 * the unknowns of an earlier scan with a larger budget).
 */
import { readFileSync } from 'node:fs';
import { initialState, isGameId, numberedDeal } from '../src/engine/index.ts';
import { solve } from '../src/engine/solver/index.ts';

const [game, fromText, toText, msText] = process.argv.slice(2);
if (!game || !isGameId(game) || !fromText || !toText) {
  console.error('usage: scan-winnable.ts GAME FROM TO [MAX_MS]');
  process.exit(4);
}
const listed = fromText.startsWith('@') ? readFileSync(fromText.slice(1), 'utf8').split(/\s+/).filter(Boolean).map(Number) : null;
const from = listed ? 0 : Number(fromText), to = listed ? listed.length - 1 : Number(toText), maxMs = Number(msText ?? 300);
let won = 0, lost = 0, unknown = 0;
const unknowns: number[] = [];
const t0 = performance.now();
for (let i = from; i <= to; i++) {
  const n = listed ? listed[i]! : i;
  const r = solve(initialState(numberedDeal(game, n)), { maxMs, maxNodes: 50_000_000 });
  if (r.verdict === 'win') {
    won++;
    console.log(`WIN ${n} (${r.line.length} moves)`);
  } else if (r.verdict === 'loss') lost++;
  else {
    unknown++;
    unknowns.push(n);
    console.log(`UNKNOWN ${n}`);
  }
  if ((i - from + 1) % 5000 === 0) console.error(`${game}: up to ${n}: won ${won}, lost ${lost}, unknown ${unknown}, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
console.log(`${game} deals ${listed ? `listed in ${fromText.slice(1)}` : `${from} to ${to}`}: won ${won}, lost ${lost}, unknown ${unknown} (at most ${maxMs} ms a deal)`);
if (unknowns.length > 0) console.log(`unknown: ${unknowns.join(' ')}`);
