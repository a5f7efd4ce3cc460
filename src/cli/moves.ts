import { byteOrder, legalMoves, moveText } from '../engine/index.ts';
import { type Command, EXIT, usageError } from './command.ts';
import { loadDeal } from './deal-file.ts';
import { replay, reportIllegal } from './replay.ts';

/** `moves DEAL.json [MOVE ...]`: every legal move after the given ones, byte order, one a line. */
export const movesCommand: Command = {
  usage: 'DEAL.json [MOVE ...]',
  summary: 'replay the moves, then print every legal move of the position reached, one a line',
  async run(args, io) {
    if (args.length < 1) return usageError(io, 'moves needs a deal file');
    const deal = await loadDeal(args[0]!, io);
    if (!deal) return EXIT.badDeal;
    const r = replay(deal, args.slice(1));
    if (!r.ok) {
      reportIllegal(io, r);
      return EXIT.illegalMove;
    }
    const lines = legalMoves(r.state).map(moveText).sort(byteOrder);
    if (lines.length > 0) io.out(lines.join('\n'));
    return EXIT.ok;
  },
};
