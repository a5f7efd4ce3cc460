/**
 * `npx tsx bench/fan-lengths.ts GAME [--deals N]`: how long a game's piles grow in play, the
 * figure behind its layout's `showCards` (every index of a pile that long stays in sight). For
 * each deal, the longest pile reached along the solver's winning line (when it finds one within a
 * small budget) and along five seeded random games; prints how many games reached each length.
 */
import { apply, initialState, isGameId, legalMoves, numberedDeal } from '../src/engine/index.ts';
import { mulberry32Unit } from '../src/engine/random.ts';
import { solve } from '../src/engine/solver/index.ts';
import type { Move, State } from '../src/engine/types.ts';

const game = process.argv[2] ?? '';
if (!isGameId(game)) throw new Error(`usage: bench/fan-lengths.ts GAME [--deals N], GAME one of the registered games, not ${JSON.stringify(game)}`);
const at = process.argv.indexOf('--deals');
const deals = at >= 0 ? Number(process.argv[at + 1]) : 300;

const longest = (s: State): number => Math.max(...s.tableau.map((p) => p.length));

function longestAlong(start: State, next: (s: State) => Move | null): number {
  let s = start;
  let most = longest(s);
  for (let m = next(s); m; m = next(s)) {
    const a = apply(s, m);
    if (!a.ok) throw new Error(`a refused move along the line: ${JSON.stringify(m)}`);
    s = a.state;
    most = Math.max(most, longest(s));
  }
  return most;
}

function tally(counts: Map<number, number>, n: number): void {
  counts.set(n, (counts.get(n) ?? 0) + 1);
}

const lines = new Map<number, number>();
const random = new Map<number, number>();
for (let d = 1; d <= deals; d++) {
  const start = initialState(numberedDeal(game, d));
  const r = solve(start, { maxNodes: 200_000 });
  if (r.verdict === 'win') {
    const line = [...r.line];
    tally(lines, longestAlong(start, () => line.shift() ?? null));
  }
  for (let g = 0; g < 5; g++) {
    const rnd = mulberry32Unit(d * 8 + g);
    let left = 300;
    tally(random, longestAlong(start, (s) => {
      const moves = legalMoves(s);
      return left-- > 0 && moves.length > 0 ? moves[Math.floor(rnd() * moves.length)]! : null;
    }));
  }
}
const show = (label: string, counts: Map<number, number>): void => {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  let upTo = 0;
  const rows = [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([n, c]) => `${n}: ${c} (${Math.round((100 * (upTo += c)) / total)}% at most)`);
  console.log(`${label}, ${total} games, longest pile: ${rows.join(', ')}`);
};
show(`${game} deals 1-${deals}, solver's winning lines`, lines);
show(`${game} deals 1-${deals}, random play`, random);
