/**
 * The statistics chart's height axis: what the bars count (moves, or the time where the moves are
 * not known) and a scale of round figures from zero to just above the longest game.
 */
import type { RecentGame } from '../../engine/stats.ts';

export type ChartMeasure = 'moves' | 'time';

export interface ChartScale {
  readonly measure: ChartMeasure;
  /** The figures marked on the axis, from 0 up to the top of the scale (seconds for time). */
  readonly ticks: readonly number[];
  /** What a game measures on this scale, or null where it is not known. */
  readonly valueOf: (g: RecentGame) => number | null;
}

/** Round steps: for moves 1, 2, 5 times a power of ten; for time whole seconds, then minutes. */
const MOVE_STEPS = [1, 2, 5].flatMap((m) => [1, 10, 100, 1000, 10_000, 100_000].map((p) => m * p)).sort((a, b) => a - b);
const TIME_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 18_000, 36_000, 86_400];
/** At most this many steps up the axis: a short chart on a phone still reads them. */
const MAX_STEPS = 3;

/** The scale for `games`: moves unless some game's moves are unknown and every time is known. */
export function chartScale(games: readonly RecentGame[]): ChartScale {
  const byTime = games.some((g) => g.moves === null) && games.every((g) => g.timeMs !== null);
  const valueOf = byTime ? (g: RecentGame) => (g.timeMs === null ? null : g.timeMs / 1000) : (g: RecentGame) => g.moves;
  const most = Math.max(0, ...games.map((g) => valueOf(g) ?? 0));
  const steps = byTime ? TIME_STEPS : MOVE_STEPS;
  const step = steps.find((s) => Math.ceil(most / s) <= MAX_STEPS) ?? Math.ceil(most / MAX_STEPS);
  const count = Math.max(1, Math.ceil(most / step));
  return { measure: byTime ? 'time' : 'moves', ticks: Array.from({ length: count + 1 }, (_, i) => i * step), valueOf };
}
