import { describe, expect, it } from 'vitest';
import { emptyStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';
import { parseParams } from '../../../src/platform/params.ts';
import { statsLines, statsSummary } from '../../../src/view/panels/statsText.ts';

describe('statistics text', () => {
  it('shows the figures of a record', () => {
    let s = recordWin(emptyStats(), { timeMs: 95_000, moves: 80, daily: '2026-11-29' });
    s = recordWin(s, { timeMs: 125_000, moves: 70, daily: '2026-11-30' });
    s = recordLoss(s);
    const lines = statsLines(s, '2026-11-30');
    expect(lines[0]).toBe('Played 3   Won 2 (67%)');
    expect(lines[1]).toBe('Streak 0   Best streak 2');
    expect(lines[2]).toBe('Best time 1:35   Fewest moves 70');
    expect(lines[3]).toBe('Daily deals won 2   Daily streak 2 (best 2)');
    // The daily streak lapses after a whole day without a daily win.
    expect(statsLines(s, '2026-12-02')[3]).toBe('Daily deals won 2   Daily streak 0 (best 2)');
    expect(statsSummary(s)).toBe('Won 2 of 3 (67%) · streak 0');
    expect(statsSummary(emptyStats())).toBe('Not played yet');
    expect(statsLines(emptyStats(), '2026-11-30')[2]).toBe('Best time –   Fewest moves –');
    // Without the daily figures (the Results of a game that was not the daily deal).
    expect(statsLines(s, '2026-11-30', { daily: false })).toEqual(lines.slice(0, 3));
  });
});

describe('links', () => {
  it('opens a named deal, and says what is wrong with a bad link', () => {
    expect(parseParams('?game=lucky-fan&deal=123')).toMatchObject({ game: 'lucky-fan', deal: 123, error: null });
    expect(parseParams('?game=lucky-fan')).toMatchObject({ game: 'lucky-fan', deal: null, error: null });
    expect(parseParams('?game=lucky-fan&deal=12x')).toMatchObject({ game: null, deal: null });
    expect(parseParams('?game=lucky-fan&deal=12x').error).toMatch(/not one of ours/);
    expect(parseParams('?game=lucky-fan&deal=0').error).toMatch(/not one of ours/);
    expect(parseParams('?game=lucky-fan&deal=4294967296').error).toMatch(/not one of ours/);
    expect(parseParams('?game=nope&deal=5').error).toMatch(/game we do not have/);
    expect(parseParams('?deal=5').error).toMatch(/no game/);
    expect(parseParams('?autoplay=all&test=1')).toMatchObject({ autoplay: 'all', test: true, error: null });
    expect(parseParams('?autoplay=sometimes').autoplay).toBeNull();
    expect(parseParams('?draw=every').everyFrame).toBe(true);
    expect(parseParams('?draw=sometimes').everyFrame).toBe(false);
  });
});
