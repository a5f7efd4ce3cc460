/**
 * Measures winnable deals for the levels of difficulty (src/engine/winnable/levels.ts): for each
 * deal, the positions the solver expands to win it within NODES (a node budget: the same on every
 * machine) and the moves of its shortened line. Prints one line a deal as it goes, then the
 * terciles of the score (positions x moves), which part the levels, and each level's figures.
 *   npx tsx scripts/measure-levels.ts GAME FROM TO [NODES] [--cuts EASY,MEDIUM]
 * Which deals: a game with shipped winnable numbers (Famous Fifty) measures the FROM-th to TO-th of
 * them, a game that builds its winnable deals (Waxing Moon) built deals FROM to TO, any other
 * numbered deals FROM to TO. With a table source it also prints the table: one level digit a deal
 * ('-' not won), by the cuts given or else by the terciles measured.
 */
import { type Deal, type GameId, isGameId, numberedDeal } from '../src/engine/index.ts';
import { gameDef } from '../src/engine/games/index.ts';
import { quantile } from '../src/engine/solver/index.ts';
import { winnableDeal } from '../src/engine/winnable/build.ts';
import { LEVELS, MAX_RAW_LINE, type Measure, measureDeal, score } from '../src/engine/winnable/levels.ts';

const args = process.argv.slice(2);
const cutsAt = args.indexOf('--cuts');
const cutsArg = cutsAt >= 0 ? args.splice(cutsAt, 2)[1] : undefined;
const [game, fromText, toText, nodesText] = args;
if (!isGameId(game) || !fromText || !toText) {
  console.error('usage: measure-levels.ts GAME FROM TO [NODES] [--cuts EASY,MEDIUM]');
  process.exit(4);
}
const from = Number(fromText);
const to = Number(toText);
const nodes = Number(nodesText ?? gameDef(game).levels?.nodes ?? 300_000);
const def = gameDef(game);
const source = def.winnableDeals.length > 0 ? 'shipped' : def.winnable?.method === 'built' ? 'built' : 'numbered';

function dealOf(g: GameId, k: number): { deal: Deal; label: string } {
  if (source === 'shipped') {
    const n = def.winnableDeals[k - 1]!;
    return { deal: numberedDeal(g, n), label: `deal ${n}` };
  }
  if (source === 'built') return { deal: winnableDeal(g, k).deal, label: `built ${k}` };
  return { deal: numberedDeal(g, k), label: `deal ${k}` };
}

// Numbered deals are searched at run time, passing over first lines longer than MAX_RAW_LINE: so here.
const maxRaw = source === 'numbered' ? MAX_RAW_LINE : Infinity;
const measured: (Measure | null)[] = [];
const t0 = performance.now();
for (let k = from; k <= to; k++) {
  const { deal, label } = dealOf(game, k);
  const t = performance.now();
  const m = measureDeal(deal, nodes, maxRaw)?.measure ?? null;
  measured.push(m);
  const ms = (performance.now() - t).toFixed(0);
  console.log(m ? `${k}\t${label}\twin\t${m.nodes}\t${m.moves}\t${score(m)}\t${ms} ms` : `${k}\t${label}\tnot won\t\t\t\t${ms} ms`);
}

const won = measured.filter((m): m is Measure => m !== null);
const scores = won.map(score).sort((a, b) => a - b);
const terciles = [quantile(scores, 1 / 3), quantile(scores, 2 / 3)];
const cuts = cutsArg ? cutsArg.split(',').map(Number) : terciles;
console.log(`${game}: ${measured.length} deals, ${won.length} won within ${nodes} positions, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(`terciles of the score: ${terciles.join(', ')}; levels cut at ${cuts.join(', ')}`);
const levelOf = (m: Measure) => (score(m) <= cuts[0]! ? 0 : score(m) <= cuts[1]! ? 1 : 2);
for (const [i, level] of LEVELS.entries()) {
  const of = won.filter((m) => levelOf(m) === i);
  const q = (xs: number[], p: number) => quantile(xs, p);
  const ns = of.map((m) => m.nodes);
  const ls = of.map((m) => m.moves);
  console.log(`${level}: ${of.length} deals; positions median ${q(ns, 0.5)} (p10 ${q(ns, 0.1)}, p90 ${q(ns, 0.9)}); line median ${q(ls, 0.5)} (p10 ${q(ls, 0.1)}, p90 ${q(ls, 0.9)})`);
}
if (source !== 'numbered') console.log(`table: ${measured.map((m) => (m ? String(levelOf(m)) : '-')).join('')}`);
