import { challengesOn } from '../engine/challenges/make.ts';
import { isIsoDate } from '../engine/daily.ts';
import { dealToJson } from '../engine/index.ts';
import { en } from '../text/en.ts';
import { goalWords } from '../text/progress.ts';
import { type Command, EXIT, usageError } from './command.ts';

/**
 * `challenges YYYY-MM-DD`: the day's challenges as a JSON array, one challenge a line: id, game,
 * number (for a built deal, `built` is true and it is the winnable deal's number), level, deal
 * (RULES.md's deal format), goal and its English words.
 */
export const challengesCommand: Command = {
  usage: 'YYYY-MM-DD',
  summary: "print the day's challenges as JSON: id, game, number, level, deal, goal and its words (the same for everyone)",
  run(args, io) {
    if (args.length !== 1) return Promise.resolve(usageError(io, `challenges takes 1 argument (a date as YYYY-MM-DD), not ${args.length}`));
    const date = args[0]!;
    if (!isIsoDate(date)) return Promise.resolve(usageError(io, `${JSON.stringify(date)} is not a date as YYYY-MM-DD (a real calendar day, such as 2026-03-14)`));
    const lines = challengesOn(date).map((c) =>
      JSON.stringify({ id: c.id, game: c.game, number: c.number, ...(c.built ? { built: true } : {}), level: c.level, deal: dealToJson(c.deal), goal: c.goal, text: goalWords(c.goal, en) }),
    );
    io.out(`[\n${lines.join(',\n')}\n]`);
    return Promise.resolve(EXIT.ok);
  },
};
