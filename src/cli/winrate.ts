import { GAME_IDS, type GameId, initialState, isDealNumber, isGameId, numberedDeal } from '../engine/index.ts';
import { quantile, solve, wilson } from '../engine/solver/index.ts';
import { type Command, EXIT, type Io, usageError } from './command.ts';
import { parseOptions } from './solve.ts';

// Two decimals near 0% and 100%, where one would round a real difference away.
const pct = (x: number) => `${(100 * x).toFixed(x < 0.01 || x > 0.99 ? 2 : 1)}%`;

function report(io: Io, game: GameId, from: number, to: number, maxMs: number): void {
  let won = 0, lost = 0, unknown = 0;
  const unknownDeals: number[] = [];
  const wonDeals: number[] = [];
  const secs: number[] = [];
  for (let n = from; n <= to; n++) {
    const t0 = performance.now();
    const r = solve(initialState(numberedDeal(game, n)), { maxMs, maxNodes: 50_000_000 });
    secs.push((performance.now() - t0) / 1000);
    if (r.verdict === 'win') {
      won++;
      if (wonDeals.length < 50) wonDeals.push(n);
    }
    else if (r.verdict === 'loss') lost++;
    else {
      unknown++;
      unknownDeals.push(n);
    }
  }
  const total = to - from + 1;
  const decided = won + lost;
  io.out(`${game}: deals ${from} to ${to} (${total}), at most ${maxMs} ms a deal`);
  io.out(`  won ${won}, lost ${lost}, unknown ${unknown}`);
  if (decided > 0) {
    const [lo, hi] = wilson(won, decided);
    io.out(`  win rate ${pct(won / decided)} of decided deals (95% Wilson interval ${pct(lo)} to ${pct(hi)})`);
  }
  if (unknown > 0) {
    const lower = wilson(won, total)[0];
    const upper = wilson(won + unknown, total)[1];
    io.out(`  with ${unknown} unknown: the true rate lies between ${pct(won / total)} (unknowns lost) and ${pct((won + unknown) / total)} (unknowns won); 95% bounds ${pct(lower)} to ${pct(upper)}`);
  }
  if (won > 0) io.err(`${game}: won deals ${wonDeals.join(' ')}${won > 50 ? ' ...' : ''}`);
  if (unknown > 0) io.err(`${game}: unknown deals ${unknownDeals.slice(0, 50).join(' ')}${unknown > 50 ? ' ...' : ''}`);
  io.out(`  time per deal: median ${quantile(secs, 0.5).toFixed(3)} s, p90 ${quantile(secs, 0.9).toFixed(3)} s`);
}

/** `winrate GAME --from A --to B [--max-ms N]`: how many numbered deals the solver proves won. */
export const winrateCommand: Command = {
  usage: 'GAME|all --from A --to B [--max-ms N]',
  summary: 'solve numbered deals A to B seeing every card: won, lost, unknown, win rate with its 95% interval, time per deal (default 1000 ms a deal)',
  // eslint-disable-next-line @typescript-eslint/require-await -- the Command interface is async
  async run(args, io) {
    const parsed = parseOptions(args, ['from', 'to', 'max-ms'], io);
    if (!parsed) return EXIT.usage;
    const { options, rest } = parsed;
    if (rest.length !== 1) return usageError(io, `winrate takes one GAME (or all), not ${rest.length} arguments`);
    const name = rest[0]!;
    if (name !== 'all' && !isGameId(name)) return usageError(io, `unknown game ${JSON.stringify(name)}`);
    const from = options.from, to = options.to;
    if (from === undefined || to === undefined) return usageError(io, 'winrate needs --from A and --to B');
    if (!isDealNumber(from) || !isDealNumber(to) || to < from) return usageError(io, `--from ${from} --to ${to} is not a range of deal numbers (1 to 4294967295, A <= B)`);
    const games: readonly GameId[] = name === 'all' ? GAME_IDS : [name];
    for (const g of games) report(io, g, from, to, options['max-ms'] ?? 1000);
    return EXIT.ok;
  },
};
