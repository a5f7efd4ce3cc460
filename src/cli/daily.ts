import { dailyDealNumber, isIsoDate } from '../engine/daily.ts';
import { dealToJson, numberedDeal } from '../engine/index.ts';
import { type Command, EXIT, usageError } from './command.ts';
import { gameArg } from './deal-number.ts';

/** `daily GAME YYYY-MM-DD`: that day's daily deal of GAME as one line of deal JSON, its number on stderr. */
export const dailyCommand: Command = {
  usage: 'GAME YYYY-MM-DD',
  summary: "print the deal JSON of GAME's daily deal on that day (the same for everyone; its deal number on stderr)",
  run(args, io) {
    if (args.length !== 2) return Promise.resolve(usageError(io, `daily takes 2 arguments (GAME YYYY-MM-DD), not ${args.length}`));
    const game = gameArg(args[0]!);
    if (!game.ok) return Promise.resolve(usageError(io, game.reason));
    const date = args[1]!;
    if (!isIsoDate(date)) return Promise.resolve(usageError(io, `${JSON.stringify(date)} is not a date as YYYY-MM-DD (a real calendar day, such as 2026-03-14)`));
    const number = dailyDealNumber(game.value, date);
    io.out(JSON.stringify(dealToJson(numberedDeal(game.value, number))));
    io.err(`daily deal of ${game.value} on ${date}: deal ${number}`);
    return Promise.resolve(EXIT.ok);
  },
};
