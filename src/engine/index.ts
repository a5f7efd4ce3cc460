// The engine's public face: scenes, the CLI and the solver import from here.
export * from './cards.ts';
export * from './types.ts';
export * from './rules.ts';
export * from './notation.ts';
export * from './deals.ts';
export * from './session.ts';
export { GAME_IDS, gameDef, isGameId, registerGame } from './games/index.ts';
export { MAX_DEAL, isDealNumber } from './random.ts';
