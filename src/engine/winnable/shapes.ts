import type { GameId } from '../types.ts';
import type { StepKind } from './unplay.ts';

/**
 * How the backwards walk (build.ts) chooses its steps, per game: the weight of each kind of step
 * (a draw taken back, a card taken off a foundation, a card lifted off the tableau to where it came
 * from), how many cards past its deal a pile may hold on the way, and a weight every place keeps
 * for an unhomed card even once its room is full. Changing a number changes every winnable deal
 * of that game: see build.ts.
 */
export interface Shape {
  readonly weights: Readonly<Record<StepKind, number>>;
  readonly slack: number;
  readonly anywhere: number;
  /** How unevenly the suits come off the foundations (build.ts, `paces`). */
  readonly focus: number;
  /** Deals walked for one winnable deal; the one that opens with the fewest moves is kept (build.ts). */
  readonly walks: number;
}

export const SHAPES: Readonly<Record<GameId, Shape>> = {
  'fortunes-favor': { weights: { undraw: 1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 0, walks: 1 },
  'lucky-fan': { weights: { undraw: 1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 0, walks: 1 },
  'rouge-forty': { weights: { undraw: 1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 0, walks: 1 },
  'famous-fifty': { weights: { undraw: 0.3, unhome: 1, unbuild: 30 }, slack: 6, anywhere: 3, focus: 4, walks: 3 },
  'waxing-moon': { weights: { undraw: 0.1, unhome: 1, unbuild: 1 }, slack: 0, anywhere: 0, focus: 4, walks: 2 },
};
