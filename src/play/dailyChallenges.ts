/**
 * The daily challenges as the menu offers them: the day chosen (today unless the player picks
 * another day of the month), its three challenges as the worker makes them (each day made once a
 * visit), and the table a challenge deals. Phaser-free: the menu draws what it says.
 */
import type { ChallengeOffer } from '../engine/solver/index.ts';
import type { TableData } from './deal.ts';
import { Feed } from './feed.ts';
import type { SolverPort } from './solverPort.ts';

/** How long the page waits for a day's challenges before saying they could not be made. */
const WAIT_MS = 20_000;

export type DayOffers = readonly ChallengeOffer[] | 'making' | 'unavailable';

export class DailyChallenges {
  private chosenDay: string | null = null;
  private readonly made = new Map<string, DayOffers>();
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

  choose(date: string): void {
    this.chosenDay = date;
    this.offers(date);
  }

  /** A day's challenges: made, being made (asked of the worker now if not yet), or not to be had. */
  offers(date: string): DayOffers {
    const known = this.made.get(date);
    if (known !== undefined && known !== 'unavailable') return known;
    const solver = this.solver();
    if (!solver) return 'unavailable';
    this.made.set(date, 'making');
    void solver.challenges(date, WAIT_MS).then((offers) => {
      this.made.set(date, offers ?? 'unavailable');
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
