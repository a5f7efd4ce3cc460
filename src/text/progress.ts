/** The words of progress: a daily challenge's goal, a badge, a month's badge. */
import { dateWords } from './dates.ts';
import { SUITS } from '../engine/cards.ts';
import type { Goal } from '../engine/challenges/goals.ts';
import { MONTH_BADGES, type MonthBadge, nextMonthBadge } from '../engine/challenges/record.ts';
import { gameDef } from '../engine/games/index.ts';
import type { BadgeDef } from '../engine/progress/badges.ts';
import { type Catalogue, T } from './index.ts';

/** "Win in 95 moves or fewer". */
export function goalWords(goal: Goal, c: Catalogue = T): string {
  switch (goal.kind) {
    case 'win': return c.goalWin;
    case 'moves': return c.goalMoves(goal.moves);
    case 'no-undo': return c.goalNoUndo;
    case 'no-hints': return c.goalNoHints;
    case 'home-in-time': return c.goalHome(goal.cards, goal.minutes);
    case 'suit-first': return c.goalSuitFirst(SUITS.indexOf(goal.suit));
    case 'clear-row': return c.goalClearRow;
  }
}

export interface BadgeWords {
  readonly name: string;
  readonly text: string;
}

/** A badge's name and what earns it. */
export function badgeWords(b: BadgeDef, c: Catalogue = T): BadgeWords {
  const w = c.badges;
  const counted = (x: { name: (n: number) => string; text: (n: number) => string }, n: number): BadgeWords => ({ name: x.name(n), text: x.text(n) });
  switch (b.kind) {
    case 'first-win': {
      const english = gameDef(b.game).name;
      const game = c.texts[english] ?? english;
      return { name: w.firstWin.name(game), text: w.firstWin.text(game) };
    }
    case 'all-games': return w.allGames;
    case 'wins': return counted(w.wins, b.count);
    case 'streak': return counted(w.streak, b.count);
    case 'daily-win': return w.dailyWin;
    case 'daily-streak': return counted(w.dailyStreak, b.count);
    case 'no-undo': return { name: w.noUndo.name, text: c.goalNoUndo };
    case 'no-help': return w.noHelp;
    case 'fast': return counted(w.fast, Math.round(b.seconds / 60));
    case 'short': return w.short;
    case 'challenge-met': return w.challengeMet;
    case 'perfect-day': return w.perfectDay;
    case 'challenges': return counted(w.challenges, b.count);
  }
}

/** "Gold: 60 challenges met in a month". */
export function monthBadgeWords(badge: MonthBadge, met: number, c: Catalogue = T): BadgeWords {
  return { name: c.monthBadges[badge], text: c.monthBadgeGoal(c.monthBadges[badge], met) };
}

/** A day (YYYY-MM-DD) as the language writes it: "3 May 2025". */
export function dayWords(date: string, c: Catalogue = T): string {
  return dateWords(date, c.locale);
}

export interface TrophyWords {
  readonly name: string;
  /** The line under the name: the day it was earned, or what earns it. */
  readonly note: string;
  /** Its name, what earns it and whether it is earned, for a screen reader. */
  readonly spoken: string;
}

/** A badge as the trophy panel shows it; `earned`: the day it was earned (or its words), else null. */
export function trophyWords(w: BadgeWords, earned: string | null, c: Catalogue = T): TrophyWords {
  const state = earned === null ? c.notEarned : earned;
  return { name: w.name, note: earned ?? c.notYet(w.text), spoken: c.badgeSpoken(w.name, w.text, state) };
}

/** This month's way to its badges: "This month: 12 of 30 challenges for Silver". */
export function monthProgressWords(met: number, c: Catalogue = T): string {
  const next = nextMonthBadge(met);
  if (next === null) return c.monthAllEarned(met, c.monthBadges[MONTH_BADGES[MONTH_BADGES.length - 1]!.badge]);
  return c.monthProgress(met, met + next.needs, c.monthBadges[next.badge]);
}
