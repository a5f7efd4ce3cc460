import { dealToJson, numberedDeal } from '../engine/index.ts';
import { winnable } from '../engine/winnable/index.ts';
import { LEVELS, type Level, type LevelDeal, hasLevels, isLevel, winnableAtLevel } from '../engine/winnable/levels.ts';
import { type Command, EXIT, type Io, usageError } from './command.ts';
import { dealNumberArg, gameArg } from './deal-number.ts';

interface DealArgs {
  readonly rest: readonly string[];
  readonly winnable: boolean;
  readonly level: Level | null;
}

/** The options of `deal`: `--winnable`, `--difficulty LEVEL` (or `--difficulty=LEVEL`); the rest positional. */
function parseDealArgs(args: readonly string[]): { ok: true; value: DealArgs } | { ok: false; reason: string } {
  const rest: string[] = [];
  let winnableFlag = false;
  let level: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--winnable') winnableFlag = true;
    else if (a === '--difficulty') level = args[++i] ?? '';
    else if (a.startsWith('--difficulty=')) level = a.slice('--difficulty='.length);
    else if (a.startsWith('--')) return { ok: false, reason: `unknown option ${a}` };
    else rest.push(a);
  }
  if (level !== null && !isLevel(level)) return { ok: false, reason: `--difficulty takes one of ${LEVELS.join(', ')}, not ${JSON.stringify(level)}` };
  if (level !== null && !winnableFlag) return { ok: false, reason: '--difficulty goes with --winnable' };
  return { ok: true, value: { rest, winnable: winnableFlag, level } };
}

function saySource(io: Io, d: LevelDeal): void {
  const what = `${d.level} winnable deal ${d.n}`;
  if (d.builtNumber !== null) io.err(`${what}: winnable deal ${d.builtNumber}, built backwards from the won game, measured ${d.level} by the solver`);
  else if (d.measure === null) io.err(`${what}: deal ${d.dealNumber}, proven winnable and measured ${d.level} by the solver ahead of time`);
  else io.err(`${what}: deal ${d.dealNumber}, won by the solver in ${d.measure.nodes} positions with a line of ${d.measure.moves} moves`);
}

/** `deal GAME NUMBER [--winnable [--difficulty LEVEL]]`: the numbered deal, or winnable deal NUMBER, as one line of deal JSON. */
export const dealCommand: Command = {
  usage: 'GAME NUMBER [--winnable [--difficulty easy|medium|hard]]',
  summary: 'print the deal JSON of deal NUMBER (1 to 4294967295) of GAME; with --winnable, winnable deal NUMBER, of a level of difficulty with --difficulty (docs/solver.md)',
  run(args, io) {
    const parsed = parseDealArgs(args);
    if (!parsed.ok) return Promise.resolve(usageError(io, parsed.reason));
    const { rest, level } = parsed.value;
    if (rest.length !== 2) return Promise.resolve(usageError(io, `deal takes 2 arguments (GAME NUMBER), not ${rest.length}`));
    const game = gameArg(rest[0]!);
    if (!game.ok) return Promise.resolve(usageError(io, game.reason));
    const number = dealNumberArg(rest[1]!);
    if (!number.ok) return Promise.resolve(usageError(io, number.reason));
    if (!parsed.value.winnable) {
      io.out(JSON.stringify(dealToJson(numberedDeal(game.value, number.value))));
      return Promise.resolve(EXIT.ok);
    }
    if (level !== null) {
      if (!hasLevels(game.value)) return Promise.resolve(usageError(io, `${game.value} has no levels of difficulty`));
      const d = winnableAtLevel(game.value, level, number.value);
      io.out(JSON.stringify(dealToJson(d.deal)));
      saySource(io, d);
      return Promise.resolve(EXIT.ok);
    }
    const w = winnable(game.value, number.value);
    io.out(JSON.stringify(dealToJson(w.deal)));
    io.err(w.dealNumber === null ? `winnable deal ${w.n}: built backwards from the won game` : `winnable deal ${w.n}: deal ${w.dealNumber}, proven winnable by the solver`);
    return Promise.resolve(EXIT.ok);
  },
};
