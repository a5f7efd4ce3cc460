/**
 * The day's challenges: the same for every player on a date, made from nothing but the date.
 * Three a day, easy, medium and hard, each on another game, each a winnable deal of its level
 * (winnable/levels.ts: a numbered deal the solver has won, or a built deal in Waxing Moon, where
 * random deals are never won; a game may cap the level where proving harder deals on demand costs
 * seconds, `challengeMost`) and a goal. Goal kinds take turns through the days, three new ones
 * a day, so every kind comes round within three days. A goal's figures come from the solver's
 * shortened winning line, with slack by level, and the goal is judged met on that line
 * (evaluate.ts) before it is offered. Solver budgets are positions, never time: every machine
 * makes the same challenges. Changing anything here changes every day's challenges.
 */
import { SUITS } from '../cards.ts';
import { isIsoDate } from '../daily.ts';
import type { Deal } from '../deals.ts';
import { GAME_IDS, gameDef } from '../games/index.ts';
import { MAX_DEAL, fnv1a32, mulberry32 } from '../random.ts';
import type { GameId, Move } from '../types.ts';
import { LEVELS, type Level, hasLevels, levelRecipe, winnableAtLevel } from '../winnable/levels.ts';
import { firstKingSuit, goalStatus, lineRecord } from './evaluate.ts';
import { GOAL_KINDS, type Goal, type GoalKind } from './goals.ts';
import { CHALLENGES_PER_DAY } from './record.ts';

export interface Challenge {
  /** `YYYY-MM-DD.K`, K from 1: the day and the challenge's place in it. */
  readonly id: string;
  readonly date: string;
  /** 0 to CHALLENGES_PER_DAY - 1: easy, medium, hard. */
  readonly slot: number;
  /** The challenge's level: its goal's slack, and its deal's level unless the game caps it (`challengeMost`). */
  readonly level: Level;
  readonly game: GameId;
  /** The numbered deal; for a built deal, its winnable deal number. */
  readonly number: number;
  /** A built winnable deal (winnable deal `number`), not numbered deal `number`. */
  readonly built: boolean;
  readonly deal: Deal;
  readonly goal: Goal;
  /** The solver's winning line, shortened and replayed: the goal is met on it. */
  readonly line: readonly Move[];
}

/** How much room each level leaves over the solver's line. */
export interface Slack {
  /** Moves allowed per move of the line. */
  readonly moves: number;
  /** Share of the game's cards to have home, and seconds allowed per move of the line to get there. */
  readonly home: number;
  readonly secondsPerMove: number;
}
export const CHALLENGE_SLACK: Readonly<Record<Level, Slack>> = {
  easy: { moves: 1.5, home: 0.25, secondsPerMove: 8 },
  medium: { moves: 1.3, home: 0.5, secondsPerMove: 6 },
  hard: { moves: 1.15, home: 0.75, secondsPerMove: 4 },
};

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d) / 86_400_000);
}

/** Whether a goal kind says anything in a game: in Waxing Moon every win takes the same moves. */
function fits(game: GameId, kind: GoalKind): boolean {
  return !(kind === 'moves' && gameDef(game).build.by === 'none');
}

/** The goal kind of a day's challenge: the next in turn that fits the game. */
function kindFor(game: GameId, day: number, slot: number): GoalKind {
  const n = GOAL_KINDS.length;
  for (let k = 0; k < n; k++) {
    // Days before 1970 count below zero, and `%` keeps the sign: brought back into the list.
    const kind = GOAL_KINDS[(((day * CHALLENGES_PER_DAY + slot + k) % n) + n) % n]!;
    if (fits(game, kind)) return kind;
  }
  // Not reached while a plain win fits every game; kept so a kind that fits no game cannot hang the menu.
  return 'win';
}

/** A goal of `kind` for `deal` at `level`, its figures read off the winning line. */
export function goalFor(kind: GoalKind, level: Level, deal: Deal, line: readonly Move[]): Goal {
  const slack = CHALLENGE_SLACK[level];
  switch (kind) {
    case 'moves':
      return { kind, moves: Math.ceil(line.length * slack.moves) };
    case 'home-in-time': {
      const cards = Math.ceil(gameDef(deal.game).decks * 52 * slack.home);
      const moved = lineRecord(deal, line, 1).homeTimes[cards - 1]!;
      return { kind, cards, minutes: Math.max(1, Math.ceil((moved * slack.secondsPerMove) / 60)) };
    }
    case 'suit-first':
      return { kind, suit: SUITS[firstKingSuit(lineRecord(deal, line, 1).session)!]! };
    default:
      return { kind };
  }
}

/** The three games of a day, in order: a fixed draw from the date among the games with levels. */
function gamesOf(random: () => number): GameId[] {
  const games = GAME_IDS.filter(hasLevels);
  for (let i = games.length - 1; i > 0; i--) {
    const j = random() % (i + 1);
    [games[i], games[j]] = [games[j]!, games[i]!];
  }
  return games.slice(0, CHALLENGES_PER_DAY);
}

/** What a day's challenge will be before any deal is solved: its game, level, goal kind and the N of its deal. */
export interface PlannedChallenge {
  readonly slot: number;
  readonly game: GameId;
  readonly level: Level;
  readonly kind: GoalKind;
  /** The N of `winnableAtLevel`. */
  readonly n: number;
}

/** The plan of a day's challenges (YYYY-MM-DD, a real calendar date): cheap, no solver. */
export function dayPlan(date: string): PlannedChallenge[] {
  if (!isIsoDate(date)) throw new RangeError(`a day's challenges need a date as YYYY-MM-DD, not ${JSON.stringify(date)}`);
  const random = mulberry32(fnv1a32(`challenges ${date}`));
  const games = gamesOf(random);
  const ns = games.map(() => random() || MAX_DEAL);
  const day = dayNumber(date);
  return games.map((game, slot) => ({ slot, game, level: LEVELS[slot]!, kind: kindFor(game, day, slot), n: ns[slot]! }));
}

/** The day's challenges (YYYY-MM-DD, a real calendar date). */
export function challengesOn(date: string): Challenge[] {
  return dayPlan(date).map((p) => challengeOf(date, p));
}

/** Challenge `slot` (0-based) of a day alone, made without the day's others. */
export function challengeOn(date: string, slot: number): Challenge {
  const plan = dayPlan(date)[slot];
  if (!plan) throw new RangeError(`a day has challenges 1 to ${CHALLENGES_PER_DAY}, not ${slot + 1}`);
  return challengeOf(date, plan);
}

/** The level of deal a challenge of `level` uses in `game`: its own, or the game's cap (GameDef `levels.challengeMost`). */
function dealLevel(game: GameId, level: Level): Level {
  const most = levelRecipe(game).challengeMost;
  return most !== undefined && LEVELS.indexOf(most) < LEVELS.indexOf(level) ? most : level;
}

function challengeOf(date: string, p: PlannedChallenge): Challenge {
  const { slot, game, level } = p;
  const w = winnableAtLevel(game, dealLevel(game, level), p.n, { line: true });
  const line = w.line!;
  const goal = goalFor(p.kind, level, w.deal, line);
  if (goalStatus(goal, lineRecord(w.deal, line, CHALLENGE_SLACK[level].secondsPerMove)) !== 'met') {
    throw new Error(`challenge ${date}.${slot + 1}: the solver's line does not meet its goal`);
  }
  const built = w.dealNumber === null;
  return { id: `${date}.${slot + 1}`, date, slot, level, game, number: built ? w.builtNumber! : w.dealNumber, built, deal: w.deal, goal, line };
}
