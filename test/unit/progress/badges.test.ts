/** Achievements: about twenty badges as data, judged from the statistics, the challenges met and the game just played. */
import { describe, expect, it } from 'vitest';
import { emptyChallengeRecord, withMet } from '../../../src/engine/challenges/record.ts';
import { GAME_IDS } from '../../../src/engine/index.ts';
import { type BadgeFacts, type PlayedResult, badgeDefs, badgesOfGame, emptyBadgeRecord, newBadges, parseBadgeRecord, withBadges } from '../../../src/engine/progress/badges.ts';
import { type Stats, emptyStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';

const wins = (n: number, win = { timeMs: 600_000, moves: 200 }): Stats => Array.from({ length: n }).reduce<Stats>((s) => recordWin(s, win), emptyStats());
const facts = (stats: Record<string, Stats>, result?: PlayedResult, challenges = emptyChallengeRecord()): BadgeFacts => ({ stats, challenges, ...(result ? { result } : {}) });
const ids = (f: BadgeFacts, held = emptyBadgeRecord()) => newBadges(held, f).map((b) => b.id);
const result = (over: Partial<PlayedResult> = {}): PlayedResult => ({ game: 'lucky-fan', won: true, seconds: 600, moves: 200, undos: 1, hints: 1, ...over });

describe('badges', () => {
  it('about twenty, with unique ids, one first win per game (a Waxing Moon win among them)', () => {
    const defs = badgeDefs();
    expect(defs.length).toBeGreaterThanOrEqual(18);
    expect(defs.length).toBeLessThanOrEqual(24);
    expect(new Set(defs.map((b) => b.id)).size).toBe(defs.length);
    for (const g of GAME_IDS) expect(defs.some((b) => b.kind === 'first-win' && b.game === g)).toBe(true);
    expect(defs.map((b) => b.id)).toContain('first-waxing-moon');
  });

  it('nothing earned before any game', () => {
    expect(ids(facts({}))).toEqual([]);
  });

  it('a first win earns that game’s badge; every game won earns the full suitcase', () => {
    expect(ids(facts({ 'lucky-fan': wins(1) }))).toEqual(['first-lucky-fan']);
    const all = Object.fromEntries(GAME_IDS.map((g) => [g, wins(1)]));
    expect(ids(facts(all))).toEqual([...GAME_IDS.map((g) => `first-${g}`), 'all-games']);
  });

  it('counts wins across games and streaks within one', () => {
    const f = facts({ 'lucky-fan': wins(6), 'rouge-forty': wins(4) });
    expect(ids(f)).toEqual(['first-lucky-fan', 'first-rouge-forty', 'wins-10', 'streak-3']);
    const broken = recordWin(recordWin(recordLoss(wins(2)), { timeMs: 600_000, moves: 200 }), { timeMs: 600_000, moves: 200 });
    expect(ids(facts({ 'lucky-fan': broken }))).not.toContain('streak-3');
    expect(ids(facts({ 'lucky-fan': wins(10) }))).toContain('streak-10');
    expect(ids(facts({ 'lucky-fan': wins(60), 'rouge-forty': wins(39) }))).not.toContain('wins-100');
    expect(ids(facts({ 'lucky-fan': wins(60), 'rouge-forty': wins(40) }))).toContain('wins-100');
  });

  it('daily wins and a week of them running', () => {
    let s = emptyStats();
    for (let d = 1; d <= 7; d++) s = recordWin(s, { timeMs: 600_000, moves: 200, daily: `2026-03-0${d}` });
    expect(ids(facts({ 'lucky-fan': s }))).toEqual(expect.arrayContaining(['daily-win', 'daily-streak-7']));
    const six = recordWin(emptyStats(), { timeMs: 600_000, moves: 200, daily: '2026-03-01' });
    expect(ids(facts({ 'lucky-fan': six }))).toContain('daily-win');
    expect(ids(facts({ 'lucky-fan': six }))).not.toContain('daily-streak-7');
  });

  it('a win without undo, and without undo or hints, from the game just played only', () => {
    const stats = { 'lucky-fan': wins(1) };
    expect(ids(facts(stats, result()))).not.toContain('no-undo');
    expect(ids(facts(stats, result({ undos: 0 })))).toContain('no-undo');
    expect(ids(facts(stats, result({ undos: 0 })))).not.toContain('no-help');
    expect(ids(facts(stats, result({ undos: 0, hints: 0 })))).toEqual(expect.arrayContaining(['no-undo', 'no-help']));
    expect(ids(facts(stats, result({ undos: 0, hints: 0, won: false })))).not.toContain('no-undo');
    // Hints alone not taken is not help refused: an undo was.
    expect(ids(facts(stats, result({ undos: 1, hints: 0 })))).not.toContain('no-help');
  });

  it('fast and short wins, from the game just played or the best records', () => {
    expect(ids(facts({ 'lucky-fan': wins(1) }, result({ seconds: 299 })))).toContain('fast-300');
    expect(ids(facts({ 'lucky-fan': wins(1) }, result({ seconds: 299 })))).not.toContain('fast-120');
    expect(ids(facts({ 'lucky-fan': wins(1, { timeMs: 100_000, moves: 200 }) }))).toEqual(expect.arrayContaining(['fast-300', 'fast-120']));
    expect(ids(facts({ 'lucky-fan': wins(1) }, result({ moves: 51 })))).toContain('short');
    expect(ids(facts({ 'famous-fifty': wins(1) }, result({ game: 'famous-fifty', moves: 103 })))).toContain('short');
    expect(ids(facts({ 'lucky-fan': wins(1) }, result({ moves: 52 })))).not.toContain('short');
    expect(ids(facts({ 'lucky-fan': wins(1, { timeMs: 600_000, moves: 52 }) }))).not.toContain('short');
    // Within the time: the very second counts, in the game just played and in the best records.
    expect(ids(facts({ 'lucky-fan': wins(1) }, result({ seconds: 300 })))).toContain('fast-300');
    expect(ids(facts({ 'lucky-fan': wins(1, { timeMs: 120_000, moves: 200 }) }))).toContain('fast-120');
    expect(ids(facts({ 'lucky-fan': wins(1, { timeMs: 120_001, moves: 200 }) }))).not.toContain('fast-120');
    expect(ids(facts({ 'waxing-moon': wins(1, { timeMs: 600_000, moves: 90 }) }))).toContain('short');
  });

  it('challenges met: the first, a perfect day, thirty', () => {
    let c = withMet(emptyChallengeRecord(), '2026-03-01', 1);
    expect(ids(facts({}, undefined, c))).toEqual(['challenge-met']);
    c = withMet(withMet(c, '2026-03-01', 0), '2026-03-01', 2);
    expect(ids(facts({}, undefined, c))).toEqual(['challenge-met', 'perfect-day']);
    for (let d = 2; d <= 10; d++) for (const k of [0, 1, 2]) c = withMet(c, `2026-03-${String(d).padStart(2, '0')}`, k);
    expect(ids(facts({}, undefined, c))).toContain('challenges-30');
  });

  it('a badge is earned once: the record keeps its first day, and it is not new again', () => {
    const f = facts({ 'lucky-fan': wins(1) });
    const held = withBadges(emptyBadgeRecord(), newBadges(emptyBadgeRecord(), f), '2026-03-01');
    expect(held.earned).toEqual({ 'first-lucky-fan': '2026-03-01' });
    expect(newBadges(held, f)).toEqual([]);
    expect(withBadges(held, newBadges(emptyBadgeRecord(), f), '2026-03-09').earned['first-lucky-fan']).toBe('2026-03-01');
    expect(() => withBadges(held, [], '2026-3-9')).toThrow(RangeError);
    expect(() => withBadges(held, [], '2026-3-9')).toThrow('not "2026-3-9"');
  });

  it('reads back what it stores; a damaged entry is dropped and said, the rest kept', () => {
    const held = withBadges(emptyBadgeRecord(), badgeDefs().slice(0, 3), '2026-03-01');
    expect(parseBadgeRecord(JSON.parse(JSON.stringify(held)))).toEqual({ record: held, damaged: false });
    const read = parseBadgeRecord({ version: 1, earned: { 'first-lucky-fan': '2026-03-01', 'no-such-badge': '2026-03-01', 'no-undo': '2026-13-01' } });
    expect(read).toEqual({ record: { version: 1, earned: { 'first-lucky-fan': '2026-03-01' } }, damaged: true });
    for (const bad of ['x', 7, [], { version: 9, earned: {} }, { earned: {} }, { version: 1, earned: null }, { version: 1, earned: [] }, { version: 1, earned: 'first-lucky-fan' }, { version: 1, earned: 5 }, { version: 1, earned: true }]) {
      expect(parseBadgeRecord(bad), JSON.stringify(bad)).toEqual({ record: emptyBadgeRecord(), damaged: true });
    }
    // Nothing stored, or null as JSON may keep it: none earned, nothing damaged.
    for (const none of [undefined, null]) expect(parseBadgeRecord(none)).toEqual({ record: emptyBadgeRecord(), damaged: false });
  });

  it("a game's own badges: those earned that its statistics earn alone, not another game's, nor one they cannot tell", () => {
    const fast = wins(3, { timeMs: 100_000, moves: 90 });
    const all = badgeDefs().filter((b) => !b.id.startsWith('first-') || b.id === 'first-fortunes-favor');
    const held = withBadges(emptyBadgeRecord(), all, '2026-03-01');
    expect(badgesOfGame(held, 'fortunes-favor', fast).map((b) => b.id)).toEqual(['first-fortunes-favor', 'streak-3', 'fast-300', 'fast-120']);
    // Lucky Fan's statistics earn its first win, but the record does not hold it: not shown.
    expect(badgesOfGame(held, 'lucky-fan', wins(1)).map((b) => b.id)).toEqual([]);
    // Earned by another game's record (a two-minute win), not by this slow one's.
    expect(badgesOfGame(withBadges(held, badgeDefs(), '2026-03-01'), 'lucky-fan', wins(1)).map((b) => b.id)).toEqual(['first-lucky-fan']);
    expect(badgesOfGame(held, 'waxing-moon', emptyStats())).toEqual([]);
  });

});
