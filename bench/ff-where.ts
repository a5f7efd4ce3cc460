/**
 * `npm run bench:ff-where`: where the depth-first search spends its positions on Famous Fifty
 * deals, for whoever looks for the next lever on the deals the solver leaves undecided. For each
 * new position the search enters (one its table had not seen), it counts how many stock cards
 * are left, how long the waste is, how many spaces there are, and which kind of move made it.
 * Options: --deals 3,5,8 (default: the first six deals undecided at 10 s a deal, see
 * docs/solver.md), --nodes N (positions played per deal, default 2,000,000). Bundled first, as
 * bench:famous-fifty is, so the search runs as fast as in the game.
 */
import { initialState, numberedDeal } from '../src/engine/index.ts';
import { Search } from '../src/engine/solver/index.ts';
import { DRAW, FOUNDATION, RANK0, STRIDE, WASTE } from '../src/engine/solver/codes.ts';
import type { PositionView } from '../src/engine/solver/position-view.ts';
import { WatchedKeySet } from '../src/engine/solver/table.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? '') : fallback;
}
const deals = option('--deals', '3,5,6,8,9,11').split(',').map(Number);
const nodes = Number(option('--nodes', '2000000'));
if (deals.some((d) => !Number.isInteger(d) || d < 1) || !Number.isInteger(nodes) || nodes < 1) {
  throw new Error('--deals takes deal numbers separated by commas, --nodes a whole number');
}

/**
 * The kind of move `code` is, read before it is played: a card off its own successor (the next
 * card up of its suit) or off another card, or alone in its pile, onto a successor or into a space.
 */
function kindOf(pos: PositionView, code: number): string {
  if (code === DRAW) return 'draw';
  const from = code & 63;
  const to = code >> 6;
  if (to >= FOUNDATION) return 'home';
  const onto = pos.len[to] === 0 ? 'space' : 'successor';
  if (from === WASTE) return `waste to ${onto}`;
  const n = pos.len[from]!;
  const c = pos.cards[from * STRIDE + n - 1]!;
  const below = n >= 2 ? pos.cards[from * STRIDE + n - 2]! : -1;
  const off = n === 1 ? 'alone' : below === c + 1 && RANK0[c]! < 12 ? 'off its successor' : 'off another card';
  return `${off} to ${onto}`;
}

type Tally = Map<string, number>;
const bump = (t: Tally, k: string) => t.set(k, (t.get(k) ?? 0) + 1);
const shares = (t: Tally, total: number) =>
  [...t].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)}%`).join(', ');
const bucket = (v: number, edges: readonly number[]) => {
  const i = edges.findIndex((e) => v < e);
  if (i === 0) return edges[0] === 1 ? 'none' : `under ${edges[0]}`;
  return i < 0 ? `${edges.at(-1)}+` : `${edges[i - 1]}-${edges[i]! - 1}`;
};

interface Where {
  readonly stock: Tally;
  readonly waste: Tally;
  readonly spaces: Tally;
  readonly made: Tally;
  n: number;
}
const where = (): Where => ({ stock: new Map(), waste: new Map(), spaces: new Map(), made: new Map(), n: 0 });
const all = where();
for (const deal of deals) {
  const start = initialState(numberedDeal('famous-fifty', deal));
  const here = where();
  // A move's kind reads the position before it, so each move is classified as it is played (the
  // search's own moves and the safe moves after them alike), by its place in the history.
  const kinds: string[] = [];
  let search: Search | null = null;
  const seen = new WatchedKeySet(nodes + 1024, () => {
    if (!search) return;
    const pos = search.position;
    let spaces = 0;
    for (let i = 0; i < pos.piles; i++) if (pos.len[i] === 0) spaces++;
    // The search's move is the last entry of the history with its code: the safe moves after it
    // are moves home, and one with the same code is a move home too.
    const code = search.lastMove;
    let at = pos.histLen - 1;
    while (at >= 0 && pos.hist[at] !== code) at--;
    for (const t of [here, all]) {
      t.n++;
      bump(t.stock, bucket(pos.stockLen, [1, 5, 20]));
      bump(t.waste, bucket(pos.wasteLen, [10, 20, 30, 40]));
      bump(t.spaces, spaces >= 2 ? '2+' : String(spaces));
      bump(t.made, at >= 0 ? kinds[at]! : 'the deal');
    }
  });
  search = new Search(start, 'win', { maxNodes: nodes }, seen);
  const pos = search.position;
  const play = pos.play.bind(pos);
  pos.play = (code: number) => {
    kinds[pos.histLen] = kindOf(pos, code);
    play(code);
  };
  const r = search.run()!;
  console.log(`deal ${deal} (${r.verdict} after ${r.nodes} positions played), ${here.n} entered:`);
  report(here);
}
console.log(`all ${deals.length} deals, ${all.n} positions entered:`);
report(all);

function report(t: Where): void {
  console.log(`  stock cards left: ${shares(t.stock, t.n)}`);
  console.log(`  waste length: ${shares(t.waste, t.n)}`);
  console.log(`  spaces: ${shares(t.spaces, t.n)}`);
  console.log(`  made by: ${shares(t.made, t.n)}`);
}
