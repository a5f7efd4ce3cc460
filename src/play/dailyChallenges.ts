/**
 * The daily challenges as the menu's daily place offers them: the day chosen (today unless the
 * player picks another day of the month), whether it is open yet (today and the days before it are;
 * a later day is locked until it comes), its three challenges as the worker makes them (each day
 * made once a visit), and the table a challenge deals. Phaser-free: the menu draws what it says.
 */
import { daysFrom } from '../engine/daily.ts';
import type { ChallengeOffer } from '../engine/solver/index.ts';
import type { TableData } from './deal.ts';
import { Feed } from './feed.ts';
import type { SolverPort } from './solverPort.ts';

/** How long the page waits for a day's challenges before saying they could not be made. */
const WAIT_MS = 20_000;

/** A day's challenges: made, being made, not to be had here, or not yet (a day after today). */
export type DayOffers = readonly ChallengeOffer[] | 'making' | 'unavailable' | 'later';

export class DailyChallenges {
  private chosenDay: string | null = null;
  private readonly made = new Map<string, DayOffers>();
  /** Days the worker answered with nothing, and how often since the player last chose them. */
  private readonly misses = new Map<string, number>();
  private readonly feed = new Feed<{ readonly date: string }>();

  constructor(
    private readonly solver: () => Pick<SolverPort, 'challenges'> | null,
    private readonly today: () => string,
  ) {}

  /** Hears when a day's challenges are ready (or could not be made). */
  on(listener: (e: { readonly date: string }) => void): () => void {
    return this.feed.on(listener);
  }

  /** The day chosen: today, or another day of today's month the player picked. */
  get chosen(): string {
    const today = this.today();
    const c = this.chosenDay;
    return c !== null && c.slice(0, 7) === today.slice(0, 7) ? c : today;
  }

  /**
   * Days until `date` opens: 0 for today and the days before it, else how many days away it is.
   * A later day is shown locked, never dealt: its stars and the month's medals are earned on their day.
   */
  opensIn(date: string): number {
    return Math.max(0, daysFrom(this.today(), date));
  }

  /** Chooses a day to show: a later one shows when it opens, and asks the worker nothing. */
  choose(date: string): void {
    this.chosenDay = date;
    this.misses.delete(date);
    this.offers(date);
  }

  /**
   * A day's challenges: made, being made (asked of the worker now if not yet), or not to be had.
   * A day the worker answered with nothing (a request dropped) is asked again once; twice
   * nothing, and it stays not to be had until the player chooses it again, so a day the worker
   * cannot make is not asked for at every redraw its answer brings. A day after today has none
   * yet (`opensIn`).
   */
  offers(date: string): DayOffers {
    if (this.opensIn(date) > 0) return 'later';
    const known = this.made.get(date);
    if (known !== undefined && (known !== 'unavailable' || (this.misses.get(date) ?? 0) >= 2)) return known;
    const solver = this.solver();
    if (!solver) return 'unavailable';
    this.made.set(date, 'making');
    void solver.challenges(date, WAIT_MS).then((offers) => {
      this.made.set(date, offers ?? 'unavailable');
      if (offers) this.misses.delete(date);
      else this.misses.set(date, (this.misses.get(date) ?? 0) + 1);
      this.feed.emit({ date });
    });
    return 'making';
  }
}

/** The table a challenge deals: its numbered deal, or its built winnable deal, with its goal. */
export function challengeTable(o: ChallengeOffer): TableData {
  const challenge = { date: o.date, slot: o.slot, goal: o.goal };
  return o.built ? { game: o.game, deal: o.deal, winnable: o.number, challenge } : { game: o.game, number: o.number, challenge };
}
