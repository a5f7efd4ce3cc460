/**
 * Properties over random numbered deals and random legal playouts of every registered game
 * (property-suite.ts has them).
 */
import { GAME_IDS } from '../../../src/engine/index.ts';
import { applyProperties, playoutProperties, saveProperties } from './property-suite.ts';

for (const game of GAME_IDS) playoutProperties(game);
applyProperties(GAME_IDS);
saveProperties(GAME_IDS);
