/**
 * What the daily challenges' panel says: the month's stars in a calendar, the way to the month's
 * next medal, and the chosen day's three challenges, each a button that deals it.
 */
import type { ChallengeRecord } from '../../engine/challenges/record.ts';
import { isMet, monthStars, starsOn } from '../../engine/challenges/record.ts';
import type { ChallengeOffer } from '../../engine/solver/index.ts';
import { T } from '../../text/index.ts';
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
  /** The chosen day's challenges, while the worker makes them, or where it cannot. */
  readonly offers: readonly ChallengeOffer[] | 'making' | 'unavailable';
  readonly choose: (date: string) => void;
  readonly play: (offer: ChallengeOffer) => void;
}

const dayOf = (date: string): number => Number(date.slice(8, 10));

export function challengesContent(v: ChallengesView): PanelContent {
  const month = v.today.slice(0, 7);
  const dateOf = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
  const stars = monthStars(v.record, month);
  const state = v.offers === 'making' ? [T.findingChallenges] : v.offers === 'unavailable' ? [T.noChallenges] : [];
  const offers = Array.isArray(v.offers) ? (v.offers as readonly ChallengeOffer[]) : [];
  return {
    title: T.dailyChallenges,
    lines: [monthWords(v.record, month), T.challengeDay(v.chosen, starsOn(v.record, v.chosen)), ...state],
    calendar: {
      month,
      stars,
      today: v.today.startsWith(month) ? dayOf(v.today) : 0,
      chosen: dayOf(v.chosen),
      spoken: (day) => T.challengeDay(dateOf(day), stars[day - 1] ?? 0),
      choose: (day) => { v.choose(dateOf(day)); },
    },
    items: offers.map((o) => {
      const met = isMet(v.record, o.date, o.slot);
      return { id: `challenge:${o.slot + 1}`, label: T.challengeButton(o.slot + 1, gameName(o.game), goalWords(o.goal), met), primary: !met, action: () => { v.play(o); } };
    }),
  };
}
