/**
 * What the Results say a game earned: the result to beat met or not (only the player's own win
 * meets it), records, the challenge's goal with its star, each badge with its name and what
 * earned it; nothing earned said for a game not judged.
 */
import { describe, expect, it } from 'vitest';
import { numberedSession } from '../../../src/engine/index.ts';
import { badgeDefs } from '../../../src/engine/progress/badges.ts';
import type { ResultsData } from '../../../src/play/deal.ts';
import { resultsShow } from '../../../src/play/resultsShow.ts';
import type { Earned } from '../../../src/play/rewards.ts';
import { en } from '../../../src/text/en.ts';

const won: ResultsData = { game: 'fortunes-favor', number: 1, deal: numberedSession('fortunes-favor', 1).deal, won: true, seconds: 130, moves: 90 };
const nothing: Earned = { won: true, bestTime: false, fewestMoves: false, challenge: null, badges: [] };
const badge = (id: string) => badgeDefs().find((b) => b.id === id)!;

describe('the Results of a game', () => {
  it('a win that beats the result to beat says so, with the friend\'s figures', () => {
    const s = resultsShow({ ...won, beat: { moves: 95, seconds: 252 } }, nothing);
    expect(s.headline).toBe(en.youWon);
    expect(s.toBeat).toEqual({ text: en.beatOutcome('beaten', en.beatFigures(95, '4:12')), met: true });
  });

  it('a tie meets it; more moves, a loss or the computer\'s win do not', () => {
    expect(resultsShow({ ...won, beat: { moves: 90, seconds: 130 } }, nothing).toBeat).toEqual({ text: en.beatOutcome('tied', en.beatFigures(90, '2:10')), met: true });
    const missed = { text: en.beatOutcome('missed', en.beatFigures(80, '2:10')), met: false };
    expect(resultsShow({ ...won, beat: { moves: 80, seconds: 130 } }, nothing).toBeat).toEqual(missed);
    expect(resultsShow({ ...won, won: false, beat: { moves: 80, seconds: 130 } }, null).toBeat).toEqual(missed);
    const computer = resultsShow({ ...won, byComputer: true, beat: { moves: 200, seconds: 999 } }, nothing);
    expect(computer.toBeat?.met).toBe(false);
    expect(computer.headline).toBe(en.solvedByComputer);
  });

  it('no result to beat, none shown', () => {
    expect(resultsShow(won, nothing).toBeat).toBeNull();
  });

  it('only the records this game set: none, the best time alone, or the fewest moves alone', () => {
    expect(resultsShow(won, nothing).records).toEqual([]);
    expect(resultsShow(won, { ...nothing, bestTime: true }).records).toEqual([en.newBestTime('2:10')]);
    expect(resultsShow(won, { ...nothing, fewestMoves: true }).records).toEqual([en.newFewestMoves(90)]);
  });

  it('new records, the challenge met with its goal and stars, and each badge with what earned it', () => {
    const earned: Earned = { won: true, bestTime: true, fewestMoves: true, challenge: { goal: { kind: 'no-undo' }, met: true, stars: 2 }, badges: [badge('first-fortunes-favor'), badge('no-undo')] };
    const s = resultsShow(won, earned);
    expect(s.records).toEqual([en.newBestTime('2:10'), en.newFewestMoves(90)]);
    expect(s.challenge).toEqual({ text: en.challengeOutcome(true, en.goalNoUndo), met: true, stars: 2 });
    expect(s.badges.map((b) => [b.badge.id, b.name, b.reason])).toEqual([
      ['first-fortunes-favor', en.badges.firstWin.name("Fortune's Favor"), en.badges.firstWin.text("Fortune's Favor")],
      ['no-undo', en.badges.noUndo.name, en.goalNoUndo],
    ]);
  });

  it('a challenge missed is said missed; a loss not yet judged says nothing earned', () => {
    const missed = resultsShow({ ...won, won: false }, { ...nothing, won: false, challenge: { goal: { kind: 'moves', moves: 80 }, met: false, stars: 0 } });
    expect(missed.headline).toBe(en.noMovesLeft);
    expect(missed.challenge).toEqual({ text: en.challengeOutcome(false, en.goalMoves(80)), met: false, stars: 0 });
    expect(resultsShow({ ...won, won: false, undoable: true }, null)).toMatchObject({ records: [], challenge: null, badges: [] });
  });
});
