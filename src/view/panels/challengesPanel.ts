/**
 * What the daily place says: today's daily deal of every game, each a button that deals it; the
 * month's stars in a calendar, its later days locked; the way to the month's next medal; and the
 * chosen day's three challenges, each a button that deals it, or, for a later day, when it opens.
 */
import type { ChallengeRecord } from '../../engine/challenges/record.ts';
import { isMet, monthStars, starsOn } from '../../engine/challenges/record.ts';
import { GAME_IDS, type GameId } from '../../engine/index.ts';
import { SUITS } from '../../engine/cards.ts';
import type { Goal } from '../../engine/challenges/goals.ts';
import type { ChallengeOffer } from '../../engine/solver/index.ts';
import type { DayOffers } from '../../play/dailyChallenges.ts';
import type { TodaysDeal } from '../../play/dailyDeals.ts';
import { T, language } from '../../text/index.ts';
import { dateWords, firstDayOfWeek, monthTitle, weekdayNames } from '../../text/dates.ts';
import { regionalTag } from '../../platform/params.ts';
import { gameName } from '../../text/games.ts';
import { goalWords } from '../../text/progress.ts';
import { monthWords } from '../menu/challengeTile.ts';
import type { PanelContent } from './panels.ts';

export interface DailyView {
  /** Today, YYYY-MM-DD: the month shown is today's. */
  readonly today: string;
  /** The day chosen, YYYY-MM-DD, in today's month. */
  readonly chosen: string;
  readonly record: ChallengeRecord;
  /** The chosen day's challenges, while the worker makes them, where it cannot, or a day not yet open. */
  readonly offers: DayOffers;
  /** Days until a day opens: 0 for today and the days before it. */
  readonly opensIn: (date: string) => number;
  /** Today's daily deal of every game. */
  readonly deals: readonly TodaysDeal[];
  readonly choose: (date: string) => void;
  readonly play: (offer: ChallengeOffer) => void;
  readonly deal: (game: GameId) => void;
}

const dayOf = (date: string): number => Number(date.slice(8, 10));

export function dailyContent(v: DailyView): PanelContent {
  const month = v.today.slice(0, 7);
  const dateOf = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
  const stars = monthStars(v.record, month);
  // The month as the player's region writes it: 'en-GB' starts its week on a Monday, 'en-US' on a Sunday.
  const tag = regionalTag(language());
  const firstDay = firstDayOfWeek(tag);
  /** What a day says: when it opens, for a later day; else its stars. */
  const dayLine = (date: string, starsMet: number) => {
    const wait = v.opensIn(date);
    return wait > 0 ? T.dayOpens(dateWords(date, tag), wait) : T.challengeDay(dateWords(date, tag), starsMet);
  };
  // A day open has a room for its challenges from the start, saying why it is empty until they come.
  const said = { making: T.findingChallenges, unavailable: T.noChallenges, later: null };
  const words = typeof v.offers === 'string' ? said[v.offers] : null;
  const room = { labels: v.offers === 'later' ? [] : longestChallenges(), words };
  const offers = Array.isArray(v.offers) ? (v.offers as readonly ChallengeOffer[]) : [];
  return {
    title: T.dailyPlace,
    daily: {
      heading: T.todaysDeals,
      deals: v.deals.map((d) => ({ id: `daily:${d.game}`, label: T.dailyDealOf(gameName(d.game), d.streak, d.won), spoken: T.buttonSpoken(T.dailyDealSpoken(gameName(d.game), d.streak, d.won)), action: () => { v.deal(d.game); } })),
      day: [dayLine(v.chosen, starsOn(v.record, v.chosen))],
      room,
      challenges: offers.map((o) => {
        const met = isMet(v.record, o.date, o.slot);
        return { id: `challenge:${o.slot + 1}`, label: T.challengeButton(o.slot + 1, gameName(o.game), goalWords(o.goal), met), primary: !met, action: () => { v.play(o); } };
      }),
    },
    lines: [monthWords(v.record, month)],
    calendar: {
      month,
      title: monthTitle(month, tag),
      firstDay,
      weekdays: { short: weekdayNames(tag, firstDay, 'short'), narrow: weekdayNames(tag, firstDay, 'narrow') },
      stars,
      today: v.today.startsWith(month) ? dayOf(v.today) : 0,
      chosen: dayOf(v.chosen),
      locked: (day) => v.opensIn(dateOf(day)) > 0,
      spoken: (day) => dayLine(dateOf(day), stars[day - 1] ?? 0),
      choose: (day) => { v.choose(dateOf(day)); },
    },
    items: [],
  };
}

/** The goals at their longest numbers: every word a challenge's button may carry. */
const LONGEST_GOALS: readonly Goal[] = [
  { kind: 'win' },
  { kind: 'moves', moves: 999 },
  { kind: 'no-undo' },
  { kind: 'no-hints' },
  { kind: 'home-in-time', cards: 104, minutes: 99 },
  ...SUITS.map((suit) => ({ kind: 'suit-first' as const, suit })),
  { kind: 'clear-row' },
];

/** A challenge's button's words for each goal with the longest game's name: what its room must hold. */
function longestChallenges(): string[] {
  const name = GAME_IDS.map(gameName).reduce((a, b) => (b.length > a.length ? b : a));
  return LONGEST_GOALS.map((goal) => T.challengeButton(3, name, goalWords(goal), false));
}
