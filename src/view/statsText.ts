/** A game's statistics in a few lines, for the menu's game page and the Results screen. */
import { type Stats, dailyStreakOn, winRate } from '../engine/stats.ts';
import { formatTime } from './hud.ts';

export function statsLines(s: Stats, today: string): string[] {
  const pct = Math.round(winRate(s) * 100);
  return [
    `Played ${s.played}   Won ${s.won} (${pct}%)`,
    `Streak ${s.currentStreak}   Best streak ${s.bestStreak}`,
    `Best time ${s.bestTimeMs === null ? '–' : formatTime(s.bestTimeMs / 1000)}   Fewest moves ${s.fewestMoves ?? '–'}`,
    `Daily deals won ${s.daily.won}   Daily streak ${dailyStreakOn(s, today)} (best ${s.daily.bestStreak})`,
  ];
}

/** One short line for the menu row. */
export function statsSummary(s: Stats): string {
  if (s.played === 0) return 'Not played yet';
  return `Won ${s.won} of ${s.played} (${Math.round(winRate(s) * 100)}%) · streak ${s.currentStreak}`;
}
