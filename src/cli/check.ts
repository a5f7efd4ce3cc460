import { readFile } from 'node:fs/promises';
import { gameDef, cardsHome, isLost, isWon } from '../engine/index.ts';
import { withoutByteOrderMark } from '../engine/json.ts';
import { type Command, EXIT, type Io, usageError } from './command.ts';
import { loadDeal } from './deal-file.ts';
import { replay, reportIllegal } from './replay.ts';

/**
 * One move a line; blank lines (and a CR before a line end, and a byte order mark at the start)
 * are ignored, every other line is a move.
 */
export function moveLines(text: string): string[] {
  return withoutByteOrderMark(text)
    .split('\n')
    .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
    .filter((line) => line.trim() !== '');
}

async function readMoves(path: string, io: Io): Promise<string | null> {
  if (path === '-') return io.readStdin();
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    usageError(io, `cannot read ${path}: ${(e as Error).message}`);
    return null;
  }
}

/** `check DEAL.json MOVES.txt`: whether the moves win the deal. */
export const checkCommand: Command = {
  usage: 'DEAL.json MOVES.txt',
  summary: 'check a line of moves (one a line, - reads standard input): WIN N moves (exit 0) or NOT WON (exit 2)',
  async run(args, io) {
    if (args.length !== 2) return usageError(io, `check takes 2 arguments (DEAL.json MOVES.txt), not ${args.length}`);
    const deal = await loadDeal(args[0]!, io);
    if (!deal) return EXIT.badDeal;
    const text = await readMoves(args[1]!, io);
    if (text === null) return EXIT.usage;
    const moves = moveLines(text);
    const r = replay(deal, moves);
    if (!r.ok) {
      reportIllegal(io, r);
      return EXIT.illegalMove;
    }
    if (isWon(r.state)) {
      io.out(`WIN ${moves.length} moves`);
      return EXIT.ok;
    }
    const def = gameDef(deal.game);
    const total = def.decks * 52;
    const how = isLost(r.state) ? 'lost: no useful move is left' : 'not lost: moves remain';
    io.out(`NOT WON ${cardsHome(r.state)} of ${total} cards home after ${moves.length} moves, ${how}`);
    return EXIT.notWon;
  },
};
