/**
 * A challenge's line judged here by replaying it through the engine, apart from evaluate.ts, which
 * judged it when the challenge was made.
 */
import type { Challenge } from '../../../src/engine/challenges/make.ts';
import { CHALLENGE_SLACK } from '../../../src/engine/challenges/make.ts';
import { SUITS, apply, cardsHome, initialState, isWon, type Deal, type Move, type State } from '../../../src/engine/index.ts';

/** The positions of a line from the start of its deal, replayed through the engine on its own. */
export function positionsOf(deal: Deal, line: readonly Move[]): State[] {
  const out = [initialState(deal)];
  for (const m of line) {
    const a = apply(out[out.length - 1]!, m);
    if (!a.ok) throw new Error('illegal move in the line');
    out.push(a.state);
  }
  return out;
}

/** Whether the line meets the goal, judged from its positions at the level's pace. */
export function lineMeets(c: Challenge): boolean {
  const states = positionsOf(c.deal, c.line);
  const g = c.goal;
  switch (g.kind) {
    case 'win': case 'no-undo': case 'no-hints': return isWon(states[states.length - 1]!);
    case 'moves': return isWon(states[states.length - 1]!) && c.line.length <= g.moves;
    case 'home-in-time': {
      const k = states.findIndex((s) => cardsHome(s) >= g.cards);
      return k >= 0 && k * CHALLENGE_SLACK[c.level].secondsPerMove <= g.minutes * 60;
    }
    case 'suit-first': {
      const first = states.find((s) => s.foundations.some((t) => t >= 0 && t % 13 === 12))!;
      return first.foundations.some((t) => t >= 0 && t % 13 === 12 && SUITS[Math.floor(t / 13)] === g.suit);
    }
    case 'clear-row': {
      const bottoms = states[0]!.tableau.map((p) => p[0]);
      return bottoms.every((b, i) => states.some((s) => s.tableau[i]!.length === 0 || s.tableau[i]![0] !== b));
    }
  }
}
