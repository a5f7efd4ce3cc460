/**
 * What the Results say a game earned, decided here so the scene only draws it: the headline, the
 * result to beat (met or not, shown as large as the headline), new records, the daily challenge's
 * goal met or missed with the day's stars, and each badge earned with its name and what earned it.
 */
import type { BadgeDef } from '../engine/progress/badges.ts';
import { T } from '../text/index.ts';
import { badgeWords, goalWords } from '../text/progress.ts';
import { formatTime } from '../text/time.ts';
import type { Beat, ResultsData } from './deal.ts';
import type { Earned } from './rewards.ts';
import { beatOutcome } from './share.ts';

/** A badge the game earned: its emblem's badge, its name and what earned it. */
export interface EarnedBadge {
  readonly badge: BadgeDef;
  readonly name: string;
  readonly reason: string;
}

export interface ResultsShow {
  readonly headline: string;
  /** The result to beat and whether this game beat (or tied) it; null where there was none. */
  readonly toBeat: { readonly text: string; readonly met: boolean } | null;
  /** New records this game set ("New best time: 3:12"). */
  readonly records: readonly string[];
  /** The daily challenge played: its goal met or missed, and the day's stars now; null for no challenge. */
  readonly challenge: { readonly text: string; readonly met: boolean; readonly stars: number } | null;
  readonly badges: readonly EarnedBadge[];
}

/** The Results of `d`, with what the game earned (`earned`: null when it was not judged, a loss that may be undone). */
export function resultsShow(d: ResultsData, earned: Earned | null): ResultsShow {
  const byComputer = d.byComputer === true;
  const headline = d.won ? (byComputer ? T.solvedByComputer : T.youWon) : T.noMovesLeft;
  return {
    headline,
    toBeat: toBeatOf(d),
    records: earned ? recordsOf(earned, d) : [],
    challenge: earned?.challenge ? { text: T.challengeOutcome(earned.challenge.met, goalWords(earned.challenge.goal)), met: earned.challenge.met, stars: earned.challenge.stars } : null,
    badges: (earned?.badges ?? []).map((badge) => {
      const w = badgeWords(badge);
      return { badge, name: w.name, reason: w.text };
    }),
  };
}

/** A result to beat in words: "95 moves, 4:12". */
export const beatFigures = (beat: Beat): string => T.beatFigures(beat.moves, formatTime(beat.seconds));

/** The result to beat: beaten or tied by the player's own win, else still to beat. */
function toBeatOf(d: ResultsData): ResultsShow['toBeat'] {
  if (!d.beat) return null;
  const figures = beatFigures(d.beat);
  const outcome = d.won && d.byComputer !== true ? beatOutcome({ moves: d.moves, seconds: d.seconds }, d.beat) : 'missed';
  return { text: T.beatOutcome(outcome, figures), met: outcome !== 'missed' };
}

function recordsOf(e: Earned, d: ResultsData): string[] {
  return [...(e.bestTime ? [T.newBestTime(formatTime(d.seconds))] : []), ...(e.fewestMoves ? [T.newFewestMoves(d.moves)] : [])];
}
