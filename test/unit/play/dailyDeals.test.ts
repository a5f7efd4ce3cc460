/** The daily place's deals of today: every game's, in the menu's order, with its streak and whether today's is won. */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../../../src/engine/index.ts';
import { type Stats, emptyStats, recordWin } from '../../../src/engine/stats.ts';
import { todaysDeals } from '../../../src/play/dailyDeals.ts';

describe("today's daily deals", () => {
  it("are every game's, each with the streak its daily deal runs and whether today's is won", () => {
    const won = (days: readonly string[]): Stats => days.reduce((s, daily) => recordWin(s, { timeMs: 60_000, moves: 90, daily }), emptyStats());
    const stats: Partial<Record<GameId, Stats>> = { 'lucky-fan': won(['2026-12-03', '2026-12-04', '2026-12-05']), 'rouge-forty': won(['2026-12-03', '2026-12-04']), 'famous-fifty': won(['2026-12-01']) };
    const deals = todaysDeals((g) => stats[g] ?? emptyStats(), '2026-12-05');
    expect(deals.map((d) => d.game)).toEqual([...GAME_IDS]);
    const of = (g: GameId) => deals.find((d) => d.game === g);
    expect(of('lucky-fan')).toEqual({ game: 'lucky-fan', streak: 3, won: true });
    expect(of('rouge-forty')).toEqual({ game: 'rouge-forty', streak: 2, won: false });
    expect(of('famous-fifty')).toEqual({ game: 'famous-fifty', streak: 0, won: false });
    expect(of('fortunes-favor')).toEqual({ game: 'fortunes-favor', streak: 0, won: false });
  });
});
