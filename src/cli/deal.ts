import { dealToJson, numberedDeal } from '../engine/index.ts';
import { winnable } from '../engine/winnable/index.ts';
import { type Command, EXIT, usageError } from './command.ts';
import { dealNumberArg, gameArg } from './deal-number.ts';

/** `deal GAME NUMBER [--winnable]`: the numbered deal, or winnable deal NUMBER, as one line of deal JSON. */
export const dealCommand: Command = {
  usage: 'GAME NUMBER [--winnable]',
  summary: 'print the deal JSON of deal NUMBER (1 to 4294967295) of GAME; with --winnable, winnable deal NUMBER (docs/solver.md)',
  run(args, io) {
    const flag = args.filter((a) => a.startsWith('--'));
    const rest = args.filter((a) => !a.startsWith('--'));
    const unknown = flag.find((a) => a !== '--winnable');
    if (unknown !== undefined) return Promise.resolve(usageError(io, `unknown option ${unknown}`));
    if (rest.length !== 2) return Promise.resolve(usageError(io, `deal takes 2 arguments (GAME NUMBER), not ${rest.length}`));
    const game = gameArg(rest[0]!);
    if (!game.ok) return Promise.resolve(usageError(io, game.reason));
    const number = dealNumberArg(rest[1]!);
    if (!number.ok) return Promise.resolve(usageError(io, number.reason));
    if (flag.length === 0) {
      io.out(JSON.stringify(dealToJson(numberedDeal(game.value, number.value))));
      return Promise.resolve(EXIT.ok);
    }
    const w = winnable(game.value, number.value);
    io.out(JSON.stringify(dealToJson(w.deal)));
    io.err(w.dealNumber === null ? `winnable deal ${w.n}: built backwards from the won game` : `winnable deal ${w.n}: deal ${w.dealNumber}, proven winnable by the solver`);
    return Promise.resolve(EXIT.ok);
  },
};
