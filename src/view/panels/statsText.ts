/** A game's statistics in a few lines, for the menu's game page and the Results screen. */
import { type Stats, dailyStreakOn, winRate } from '../../engine/stats.ts';
import { T } from '../../text/index.ts';
import { formatTime } from '../../text/time.ts';

/** `daily`: with the daily deals' figures (the game's page and statistics; the Results of a daily deal only). */
export function statsLines(s: Stats, today: string, o: { readonly daily: boolean } = { daily: true }): string[] {
  const pct = Math.round(winRate(s) * 100);
  return [
    T.statsPlayed(s.played, s.won, pct),
    T.statsStreaks(s.currentStreak, s.bestStreak),
    T.statsBest(s.bestTimeMs === null ? null : formatTime(s.bestTimeMs / 1000), s.fewestMoves),
    ...(o.daily ? [T.statsDaily(s.daily.won, dailyStreakOn(s, today), s.daily.bestStreak)] : []),
  ];
}

/** One short line for the menu row. */
export function statsSummary(s: Stats): string {
  if (s.played === 0) return T.notPlayed;
  return T.statsSummary(s.won, s.played, Math.round(winRate(s) * 100), s.currentStreak);
}
