/**
 * The command line: `npm run -s cli -- COMMAND ...` (bin.ts is the process; this module is its
 * logic, which tests call in process). Scripts depend on its output and exit codes
 * (see command.ts), so keep them exactly so. A new subcommand is one module and one line in COMMANDS.
 */
import { GAME_IDS } from '../engine/index.ts';
import { challengesCommand } from './challenges.ts';
import { checkCommand } from './check.ts';
import { type Command, EXIT, type Io } from './command.ts';
import { dailyCommand } from './daily.ts';
import { dealCommand } from './deal.ts';
import { movesCommand } from './moves.ts';
import { solveCommand } from './solve.ts';
import { winrateCommand } from './winrate.ts';

export const COMMANDS = {
  deal: dealCommand,
  daily: dailyCommand,
  moves: movesCommand,
  check: checkCommand,
  solve: solveCommand,
  winrate: winrateCommand,
  challenges: challengesCommand,
} as const satisfies Record<string, Command>;

type CommandName = keyof typeof COMMANDS;
const isCommandName = (name: string): name is CommandName => Object.prototype.hasOwnProperty.call(COMMANDS, name);

export function usageText(): string {
  const entries: [string, Command][] = Object.entries(COMMANDS);
  return [
    'usage: npm run -s cli -- COMMAND ARGS',
    ...entries.map(([name, c]) => `  ${name} ${c.usage}\n      ${c.summary}`),
    `GAME is one of ${GAME_IDS.join(', ')}.`,
    'Exit codes: 0 done (or WIN), 1 illegal move, 2 not won, 3 bad deal file, 4 bad usage.',
  ].join('\n');
}

/** Runs one command line (arguments after the script name); returns the exit code. */
export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    io.out(usageText());
    return EXIT.ok;
  }
  if (name === undefined || !isCommandName(name)) {
    io.err(name === undefined ? 'error: no command given' : `error: unknown command ${JSON.stringify(name)}`);
    io.err(usageText());
    return EXIT.usage;
  }
  const code = await COMMANDS[name].run(args, io);
  if (code === EXIT.usage) io.err(usageText());
  return code;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const processIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readStdin,
};

/** The process: runs `process.argv` and sets the exit code (bin.ts calls it). */
export async function runProcess(): Promise<void> {
  // A reader that stops early (`| head -1`) is not an error of ours.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
  });
  // exitCode, not exit(): lets piped stdout drain before the process ends.
  process.exitCode = await runCli(process.argv.slice(2), processIo);
}
