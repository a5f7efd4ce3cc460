import { initialState, moveText } from '../engine/index.ts';
import { solve } from '../engine/solver/index.ts';
import { type Command, EXIT, type Io, usageError } from './command.ts';
import { loadDeal } from './deal-file.ts';

/** Reads `--name N` options (positive integers) into a record; the leftovers are the positionals. */
export function parseOptions(args: readonly string[], names: readonly string[], io: Io): { options: Record<string, number>; rest: string[] } | null {
  const options: Record<string, number> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) {
      rest.push(a);
      continue;
    }
    const name = a.slice(2);
    if (!names.includes(name)) {
      usageError(io, `unknown option ${a}`);
      return null;
    }
    const v = args[++i];
    if (v === undefined || !/^[1-9]\d*$/.test(v)) {
      usageError(io, `${a} needs a positive whole number${v === undefined ? '' : `, not ${JSON.stringify(v)}`}`);
      return null;
    }
    options[name] = Number(v);
  }
  return { options, rest };
}

/** Default node budget of `solve`: about ten seconds, with a table of at most 16M entries. */
const MAX_NODES = 10_000_000;

/** `solve DEAL.json [--max-ms N] [--max-nodes N]`: the solver's verdict, with the line on a win. */
export const solveCommand: Command = {
  usage: 'DEAL.json [--max-ms N] [--max-nodes N]',
  summary: 'solve a deal seeing every card: WIN N and the N moves one a line, or LOSS, or UNKNOWN past the budget (exit 0)',
  async run(args, io) {
    const parsed = parseOptions(args, ['max-ms', 'max-nodes'], io);
    if (!parsed) return EXIT.usage;
    if (parsed.rest.length !== 1) return usageError(io, `solve takes 1 deal file, not ${parsed.rest.length} arguments`);
    const deal = await loadDeal(parsed.rest[0]!, io);
    if (!deal) return EXIT.badDeal;
    const maxMs = parsed.options['max-ms'];
    const r = solve(initialState(deal), { maxNodes: parsed.options['max-nodes'] ?? MAX_NODES, ...(maxMs === undefined ? {} : { maxMs }) });
    if (r.verdict === 'win') {
      io.out(`WIN ${r.line.length}`);
      for (const m of r.line) io.out(moveText(m));
    } else io.out(r.verdict === 'loss' ? 'LOSS' : 'UNKNOWN');
    io.err(`nodes ${r.nodes}, time ${(r.ms / 1000).toFixed(3)} s${r.stopped ? `, stopped by the ${r.stopped} budget` : ''}`);
    return EXIT.ok;
  },
};
