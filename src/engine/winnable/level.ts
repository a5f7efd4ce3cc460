/** The levels of difficulty of winnable deals, by name, and which games have them (levels.ts sorts deals into them). */
import { gameDef } from '../games/index.ts';
import type { GameId } from '../types.ts';

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export const isLevel = (x: unknown): x is Level => typeof x === 'string' && (LEVELS as readonly string[]).includes(x);

export const hasLevels = (game: GameId): boolean => gameDef(game).levels !== undefined;
