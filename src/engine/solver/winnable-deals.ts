import type { GameId } from '../types.ts';

/**
 * Deal numbers the solver has proven winnable (WIN with a line that replays through the engine),
 * shipped for "winnable deals only" where a search in the page would rarely find one in time.
 * Reproduce: `npx tsx scripts/scan-winnable.ts GAME FROM TO MAX_MS` (README, "Winnable deals"). Games
 * where a few tries find a winnable deal ship none: the page searches for them.
 */
export const WINNABLE_DEALS: Readonly<Record<GameId, readonly number[]>> = {
  'fortunes-favor': [],
  'lucky-fan': [],
  'rouge-forty': [],
  // Deals 1-400 at 500 ms a deal: 33 won, 4 lost, 363 unknown.
  'famous-fifty': [
    7, 19, 25, 27, 29, 43, 52, 58, 72, 93, 127, 136, 149, 157, 158, 191, 201, 217, 228, 229, 247, 250, 269, 287, 304, 306, 309, 318, 324, 326, 387, 393, 399,
  ],
  // None: 998,838 of deals 1 to 1,000,000 proven lost, none won, the rest undecided (README, "Winnable deals").
  'waxing-moon': [],
};
