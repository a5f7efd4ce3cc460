/**
 * Engine speed: legal-move generation and apply+undo per second for each game, on positions
 * reached by random legal playouts from numbered deals. Figures only, no assertions.
 *
 *   npm run bench:engine            (about 2 s a game)
 *   npm run bench:engine -- 0.5     (seconds per measurement)
 *
 * Undo is the session's way: keep the previous state and go back to it, so apply+undo costs one
 * apply. The solver aims at >= 1,000,000 apply+undo per second on Lucky Fan, one core.
 */
import { GAME_IDS, type GameId, type Move, type State, apply, current, legalMoves, numberedSession, play } from '../src/engine/index.ts';
import { mulberry32 } from '../src/engine/random.ts';
import { en } from '../src/text/en.ts';

const SECONDS = Number(process.argv[2] ?? 1);
const DEALS = 200;

interface Sample {
  state: State;
  moves: Move[];
}

/** Positions at random depths of random legal playouts, the same on every run. */
function samples(game: GameId): Sample[] {
  const next = mulberry32(0x5eed);
  const out: Sample[] = [];
  for (let n = 1; n <= DEALS; n++) {
    let s = numberedSession(game, n);
    const depth = next() % 80;
    for (let i = 0; i < depth; i++) {
      const moves = legalMoves(current(s));
      if (moves.length === 0) break;
      const r = play(s, [moves[next() % moves.length]!]);
      if (!r.ok) throw new Error(en.refusal(r.refusal));
      s = r.session;
    }
    const state = current(s);
    const moves = legalMoves(state);
    if (moves.length > 0) out.push({ state, moves });
  }
  return out;
}

/** Runs `round` (which does `per` operations) until `SECONDS` pass; operations per second. */
function rate(round: () => number): number {
  let ops = 0;
  for (let i = 0; i < 3; i++) ops += round(); // warm-up
  ops = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < SECONDS) {
    ops += round();
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  return ops / elapsed;
}

let sink = 0;

function measure(game: GameId) {
  const list = samples(game);
  const legalRate = rate(() => {
    for (const s of list) sink += legalMoves(s.state).length;
    return list.length;
  });
  const applyRate = rate(() => {
    let ops = 0;
    for (const s of list) {
      const before = s.state;
      for (const m of s.moves) {
        const r = apply(before, m);
        if (r.ok) sink += r.steps.length;
        // Undo: the previous state is still `before`.
        ops++;
      }
    }
    return ops;
  });
  const avgMoves = list.reduce((a, s) => a + s.moves.length, 0) / list.length;
  return { game, positions: list.length, avgMoves, legalRate, applyRate };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const rows = GAME_IDS.map(measure);
const header = ['game', 'positions', 'moves/pos', 'legalMoves/s', 'apply+undo/s'];
const table = [header, ...rows.map((r) => [r.game, String(r.positions), r.avgMoves.toFixed(1), fmt(r.legalRate), fmt(r.applyRate)])];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
for (const row of table) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
console.log(`(node ${process.version}, ${SECONDS} s a measurement; sink ${sink % 10})`);
