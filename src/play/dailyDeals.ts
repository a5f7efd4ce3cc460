/**
 * Today's daily deal of every game as the menu's daily place offers it, beside the day's
 * challenges: the game, the streak of days its daily deal was won in a row, and whether today's
 * is won already. Phaser-free: the daily place draws what it says.
 */
import { GAME_IDS, type GameId } from '../engine/index.ts';
import { type Stats, dailyStreakOn } from '../engine/stats.ts';

export interface TodaysDeal {
  readonly game: GameId;
  /** Days in a row its daily deal was won, up to today or yesterday. */
  readonly streak: number;
  /** Today's daily deal of it won. */
  readonly won: boolean;
}

/** Every game's daily deal on `today` (YYYY-MM-DD), in the menu's order of the games. */
export function todaysDeals(stats: (game: GameId) => Stats, today: string): TodaysDeal[] {
  return GAME_IDS.map((game) => {
    const s = stats(game);
    return { game, streak: dailyStreakOn(s, today), won: s.daily.lastDate === today };
  });
}
