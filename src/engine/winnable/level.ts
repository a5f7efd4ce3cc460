/** The levels of difficulty of winnable deals, by name, and which games have them (levels.ts sorts deals into them). */
import { gameDef } from '../games/index.ts';
import type { GameId } from '../types.ts';

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** `includes` compares without converting: nothing but one of the strings is in the list. */
export const isLevel = (x: unknown): x is Level => (LEVELS as readonly unknown[]).includes(x);

export const hasLevels = (game: GameId): boolean => gameDef(game).levels !== undefined;
