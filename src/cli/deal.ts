import { dealToJson, numberedDeal } from '../engine/index.ts';
import { type Command, EXIT, usageError } from './command.ts';
import { dealNumberArg, gameArg } from './deal-number.ts';

/** `deal GAME NUMBER`: the numbered deal as one line of deal JSON. */
export const dealCommand: Command = {
  usage: 'GAME NUMBER',
  summary: 'print the deal JSON of deal NUMBER (1 to 4294967295) of GAME',
  run(args, io) {
    if (args.length !== 2) return Promise.resolve(usageError(io, `deal takes 2 arguments (GAME NUMBER), not ${args.length}`));
    const game = gameArg(args[0]!);
    if (!game.ok) return Promise.resolve(usageError(io, game.reason));
    const number = dealNumberArg(args[1]!);
    if (!number.ok) return Promise.resolve(usageError(io, number.reason));
    io.out(JSON.stringify(dealToJson(numberedDeal(game.value, number.value))));
    return Promise.resolve(EXIT.ok);
  },
};
