/**
 * A game's daily deals in its statistics: played, won, and the streak of days in a row won, which
 * survives a device clock that jumps. A win dated more than a day from the streak's last day (a
 * day missed, or the clock set forward or back) starts a streak afresh and sets the one it leaves
 * aside; a later win on the day after the set-aside streak's last day (the clock put right) takes
 * it up again. So a daily deal won "in 2030" neither holds the streak still until 2030 nor ends it.
 */
import { isGameCount, oneMore } from './bounds.ts';
import { dayBefore, isIsoDate } from './daily.ts';

/** Days in a row on which the daily deal was won, up to the last of them. */
export interface StreakRun {
  readonly streak: number;
  readonly lastDate: string;
}

export interface DailyStats {
  readonly played: number;
  readonly won: number;
  /** Calendar days in a row on which the daily deal was won, ending on `lastDate`. */
  readonly streak: number;
  readonly bestStreak: number;
  /** The last day the daily deal was won (YYYY-MM-DD), null before the first daily win. */
  readonly lastDate: string | null;
  /**
   * The streak the clock's last jump set aside: this device's only, so no code or file carries it,
   * and an import's merge keeps none.
   */
  readonly aside?: StreakRun;
}

const runOf = (d: DailyStats): StreakRun | null => (d.lastDate === null ? null : { streak: d.streak, lastDate: d.lastDate });

/**
 * `run` after a daily win on `date`: as it was on its own day or the day before it (a time zone
 * crossed), one day longer on the day after it, else null (a day missed, or the clock jumped).
 */
function goOn(run: StreakRun | null, date: string): StreakRun | null {
  if (run === null) return null;
  if (date === run.lastDate || date === dayBefore(run.lastDate)) return run;
  return run.lastDate === dayBefore(date) ? { streak: oneMore(run.streak), lastDate: date } : null;
}

/** The daily deal of `date` won: counted, and the streak goes on, is taken up again, or starts. */
export function dailyWin(d: DailyStats, date: string): DailyStats {
  const run = runOf(d);
  const on = goOn(run, date);
  const next = on ?? goOn(d.aside ?? null, date) ?? { streak: 1, lastDate: date };
  const aside = on ? d.aside : (run ?? d.aside);
  return { played: oneMore(d.played), won: oneMore(d.won), ...next, bestStreak: Math.max(d.bestStreak, next.streak), ...(aside ? { aside } : {}) };
}

/** The daily streak as it stands on `today`: it lapses once a whole day passes without a win. */
export function dailyStreakOn(d: DailyStats, today: string): number {
  if (!isIsoDate(today)) return 0;
  const standing = [runOf(d), d.aside ?? null].find((r) => r !== null && (r.lastDate === today || r.lastDate === dayBefore(today)));
  return standing?.streak ?? 0;
}

/** A stored streak set aside, or undefined where there is none or it cannot be one of `bestStreak`'s. */
export function readAside(x: unknown, bestStreak: number): StreakRun | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const { streak, lastDate } = x as Record<string, unknown>;
  return isGameCount(streak) && streak >= 1 && streak <= bestStreak && isIsoDate(lastDate) ? { streak, lastDate } : undefined;
}
