/**
 * What the daily challenges' panel says: the month's stars in a calendar, the way to the month's
 * next medal, and the chosen day's three challenges, each a button that deals it.
 */
import type { ChallengeRecord } from '../../engine/challenges/record.ts';
import { isMet, monthStars, starsOn } from '../../engine/challenges/record.ts';
import type { ChallengeOffer } from '../../engine/solver/index.ts';
import type { DayOffers } from '../../play/dailyChallenges.ts';
import { T, language } from '../../text/index.ts';
import { dateWords, firstDayOfWeek, monthTitle, weekdayNames } from '../../text/dates.ts';
import { regionalTag } from '../../platform/params.ts';
import { gameName } from '../../text/games.ts';
import { goalWords } from '../../text/progress.ts';
import { monthWords } from '../menu/challengeTile.ts';
import type { PanelContent } from './panels.ts';

export interface ChallengesView {
  /** Today, YYYY-MM-DD: the month shown is today's. */
  readonly today: string;
  /** The day chosen, YYYY-MM-DD, in today's month. */
  readonly chosen: string;
  readonly record: ChallengeRecord;
  /** The chosen day's challenges, while the worker makes them, where it cannot, or a day not yet open. */
  readonly offers: DayOffers;
  readonly choose: (date: string) => void;
  readonly play: (offer: ChallengeOffer) => void;
}

const dayOf = (date: string): number => Number(date.slice(8, 10));

export function challengesContent(v: ChallengesView): PanelContent {
  const month = v.today.slice(0, 7);
  const dateOf = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
  const stars = monthStars(v.record, month);
  const said = { making: T.findingChallenges, unavailable: T.noChallenges, later: T.challengesLater };
  const state = typeof v.offers === 'string' ? [said[v.offers]] : [];
  const offers = Array.isArray(v.offers) ? (v.offers as readonly ChallengeOffer[]) : [];
  // The month as the player's region writes it: 'en-GB' starts its week on a Monday, 'en-US' on a Sunday.
  const tag = regionalTag(language());
  const firstDay = firstDayOfWeek(tag);
  return {
    title: T.dailyChallenges,
    lines: [T.challengeDay(dateWords(v.chosen, tag), starsOn(v.record, v.chosen)), ...state, monthWords(v.record, month)],
    calendar: {
      month,
      title: monthTitle(month, tag),
      firstDay,
      weekdays: { short: weekdayNames(tag, firstDay, 'short'), narrow: weekdayNames(tag, firstDay, 'narrow') },
      stars,
      today: v.today.startsWith(month) ? dayOf(v.today) : 0,
      chosen: dayOf(v.chosen),
      spoken: (day) => T.challengeDay(dateWords(dateOf(day), tag), stars[day - 1] ?? 0),
      choose: (day) => { v.choose(dateOf(day)); },
    },
    items: offers.map((o) => {
      const met = isMet(v.record, o.date, o.slot);
      return { id: `challenge:${o.slot + 1}`, label: T.challengeButton(o.slot + 1, gameName(o.game), goalWords(o.goal), met), primary: !met, action: () => { v.play(o); } };
    }),
  };
}
