/**
 * The bounds of an imported progress (src/engine/bounds.ts, codec.ts): counts no player reaches
 * are refused, as are records outside their bounds; a record at its bounds is taken, and neither a
 * merge nor the games after it can turn it into one that the next read resets; and a code or file
 * longer than any honest progress is refused before it is read. Dates (daily.ts): none after the
 * player's tomorrow is taken from an import, while storage keeps every date whatever the clock
 * says now (the daily streak's jumps: test/unit/features/daily-streak.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_GAMES, MAX_MOVES, MAX_TIME_MS } from '../../../src/engine/bounds.ts';
import { emptyChallengeRecord, parseChallengeRecord, withMet } from '../../../src/engine/challenges/record.ts';
import { latestDate } from '../../../src/engine/daily.ts';
import { GAME_IDS } from '../../../src/engine/index.ts';
import { badgeDefs, emptyBadgeRecord, parseBadgeRecord, withBadges } from '../../../src/engine/progress/badges.ts';
import { MAX_CODE_CHARS, MAX_FILE_CHARS, type Progress, encodeProgress } from '../../../src/engine/progress/codec.ts';
import { progressToJson, readProgress } from '../../../src/engine/progress/file.ts';
import { mergeProgress } from '../../../src/engine/progress/merge.ts';
import { DEFAULT_SETTINGS } from '../../../src/engine/settings.ts';
import { type Stats, emptyStats, parseStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';
import { parsePlayMeta } from '../../../src/platform/storage.ts';

/** The player's tomorrow in these tests: every date below is before it. */
const TOMORROW = '2026-03-02';
const day = (i: number) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);

/** Statistics with every count `n` and the given records. */
function counted(n: number, records: { bestTimeMs?: number; fewestMoves?: number } = {}): Stats {
  return { ...emptyStats(), played: n, won: n, currentStreak: n, bestStreak: n, bestTimeMs: records.bestTimeMs ?? 1000, fewestMoves: records.fewestMoves ?? 50, daily: { played: n, won: n, streak: n, bestStreak: n, lastDate: '2026-03-01' } };
}

const progressOf = (stats: Record<string, Stats>): Progress => ({ stats, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS });

/** Both forms of `p`: the code and the file's text. */
const forms = (p: Progress): string[] => [encodeProgress(p), JSON.stringify(progressToJson(p))];

/** Any statistics within the bounds, the bounds themselves often. */
const within = (max: number, min = 0) => fc.oneof(fc.constant(max), fc.constant(min), fc.integer({ min, max }));
const boundedStats: fc.Arbitrary<Stats> = within(MAX_GAMES).chain((played) =>
  within(played).chain((won) =>
    fc.record({
      bestStreak: within(won),
      daily: within(played).chain((dp) => within(Math.min(dp, won)).chain((dw) => within(dw, Math.min(1, dw)).chain((db) => fc.record({ played: fc.constant(dp), won: fc.constant(dw), bestStreak: fc.constant(db), streak: within(db, Math.min(1, dw)), lastDate: fc.constant(dw > 0 ? '2026-03-01' : null) })))),
      bestTimeMs: won > 0 ? fc.option(within(MAX_TIME_MS)) : fc.constant(null),
      fewestMoves: won > 0 ? fc.option(within(MAX_MOVES, 1)) : fc.constant(null),
    }).chain((r) => within(r.bestStreak).map((currentStreak): Stats => ({ ...emptyStats(), played, won, currentStreak, ...r }))),
  ),
);

describe('the bounds of an imported progress', () => {
  it('refuses counts no player reaches (2^53 - 1), and records out of their bounds, in the code and the file alike', () => {
    const refused = [
      counted(Number.MAX_SAFE_INTEGER),
      counted(MAX_GAMES + 1),
      counted(5, { bestTimeMs: MAX_TIME_MS + 1 }),
      counted(5, { fewestMoves: MAX_MOVES + 1 }),
      counted(5, { fewestMoves: 0 }),
    ];
    for (const s of refused) for (const text of forms(progressOf({ 'lucky-fan': s }))) expect(readProgress(text, TOMORROW), JSON.stringify(s)).toEqual({ ok: false, refusal: { kind: 'damaged', part: 'stats' } });
    for (const text of forms(progressOf({ 'lucky-fan': counted(MAX_GAMES, { bestTimeMs: MAX_TIME_MS, fewestMoves: MAX_MOVES }) }))) expect(readProgress(text, TOMORROW).ok).toBe(true);
  });

  it('a record at its bounds, merged, stays valid through every game after: nothing the import brought is reset', () => {
    const full = counted(MAX_GAMES, { bestTimeMs: MAX_TIME_MS, fewestMoves: MAX_MOVES });
    const read = readProgress(encodeProgress(progressOf({ 'lucky-fan': full })), TOMORROW);
    if (!read.ok) throw new Error('refused');
    let s = mergeProgress(progressOf({ 'lucky-fan': recordWin(emptyStats(), { timeMs: 5000, moves: 90 }) }), read.progress).stats['lucky-fan']!;
    for (const won of [true, true, false, true]) {
      s = won ? recordWin(s, { timeMs: 4000, moves: 80, daily: '2026-03-02' }) : recordLoss(s, { daily: '2026-03-03' });
      const again = parseStats(JSON.parse(JSON.stringify(s)));
      expect(again.notice).toBeUndefined();
      expect(again.stats).toEqual(s);
    }
    expect(s).toMatchObject({ played: MAX_GAMES, won: MAX_GAMES, bestStreak: MAX_GAMES, bestTimeMs: 4000, fewestMoves: 80 });
  });

  it('any two progresses within the bounds merge into one that reads back, and the next win or loss keeps it valid', () => {
    fc.assert(
      fc.property(boundedStats, boundedStats, fc.boolean(), (a, b, won) => {
        for (const s of [a, b]) expect(parseStats(s).notice).toBeUndefined();
        const merged = mergeProgress(progressOf({ 'rouge-forty': a }), progressOf({ 'rouge-forty': b }));
        expect(readProgress(encodeProgress(merged), TOMORROW)).toEqual({ ok: true, progress: merged });
        const m = merged.stats['rouge-forty']!;
        const next = won ? recordWin(m, { timeMs: 1234, moves: 77, daily: '2026-03-02' }) : recordLoss(m, { timeMs: 1234, moves: 77, daily: '2026-03-02' });
        expect(parseStats(JSON.parse(JSON.stringify(next))).notice).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('takes the largest honest progress, and refuses a longer text before reading it', () => {
    // Every game at its bounds, every badge, and ten years of every challenge met.
    const honest: Progress = {
      stats: Object.fromEntries(GAME_IDS.map((g) => [g, counted(MAX_GAMES, { bestTimeMs: MAX_TIME_MS, fewestMoves: MAX_MOVES })])),
      badges: { version: 1, earned: Object.fromEntries(badgeDefs().map((b, i) => [b.id, day(-i * 97)])) },
      challenges: { version: 1, days: Object.fromEntries(Array.from({ length: 3653 }, (_, i) => [day(i - 3652), 7])) },
      settings: DEFAULT_SETTINGS,
    };
    const [code, file] = [encodeProgress(honest), `${JSON.stringify(progressToJson(honest), null, 1)}\n`];
    // Room to spare: the limits are three times the largest honest progress and more.
    expect(code.length * 3).toBeLessThan(MAX_CODE_CHARS);
    expect(file.length * 3).toBeLessThan(MAX_FILE_CHARS);
    for (const text of [code, file]) expect(readProgress(text, TOMORROW)).toEqual({ ok: true, progress: honest });
    const tooLarge = { ok: false, refusal: { kind: 'too-large' } };
    // Longer than the limit by one character of padding, and the 3.3 MB code of every day from year 1000 to 9999.
    expect(readProgress(code.padEnd(MAX_CODE_CHARS + 1, ' '), TOMORROW)).toEqual(tooLarge);
    expect(readProgress(file.padEnd(MAX_FILE_CHARS + 1, ' '), TOMORROW)).toEqual(tooLarge);
    expect(readProgress(`SS.${'P'.repeat(3_300_000)}`, TOMORROW)).toEqual(tooLarge);
  });
});

describe('dates never after tomorrow in an import', () => {
  const win = (s: Stats, daily: string) => recordWin(s, { timeMs: 60_000, moves: 100, daily });

  it('an import dated after tomorrow is refused, a daily date of 9999-12-31 as much as a badge or a challenge star', () => {
    const today = '2026-03-01';
    const latest = latestDate(today);
    const dated = (date: string): Progress[] => [
      progressOf({ 'lucky-fan': { ...win(emptyStats(), date), recent: [] } }),
      { ...progressOf({}), badges: withBadges(emptyBadgeRecord(), badgeDefs().slice(0, 1), date) },
      { ...progressOf({}), challenges: withMet(emptyChallengeRecord(), date, 0) },
    ];
    const parts = ['stats', 'badges', 'challenges'];
    for (const late of ['9999-12-31', '2026-03-03']) {
      dated(late).forEach((p, i) => {
        for (const text of forms(p)) expect(readProgress(text, latest), `${late} ${parts[i]}`).toEqual({ ok: false, refusal: { kind: 'damaged', part: parts[i] } });
      });
    }
    for (const p of dated(latest)) for (const text of forms(p)) expect(readProgress(text, latest)).toEqual({ ok: true, progress: p });
  });

  it('a file carries no streak set aside, and one that does is refused; a clock set back drops nothing from storage', () => {
    const s = win(win(win(emptyStats(), '2026-03-08'), '2026-03-09'), '2026-01-01');
    expect(s.daily.aside).toEqual({ streak: 2, lastDate: '2026-03-09' });
    const p = progressOf({ 'lucky-fan': { ...s, recent: [] } });
    const file = progressToJson(p);
    expect('aside' in file.stats['lucky-fan']!.daily).toBe(false);
    const { aside: _aside, ...daily } = s.daily;
    for (const text of forms(p)) expect(readProgress(text, TOMORROW)).toEqual({ ok: true, progress: progressOf({ 'lucky-fan': { ...s, daily, recent: [] } }) });
    const carried = { ...file, stats: { 'lucky-fan': { ...file.stats['lucky-fan']!, daily: s.daily } } };
    expect(readProgress(JSON.stringify(carried), TOMORROW)).toEqual({ ok: false, refusal: { kind: 'damaged', part: 'stats' } });
    // Storage is read whatever today is: the later days a clock now set back finds are all kept.
    const later = win(win(emptyStats(), '2030-05-31'), '2030-06-01');
    expect(parseStats(JSON.parse(JSON.stringify(later)))).toEqual({ stats: later });
    expect(parseBadgeRecord({ version: 1, earned: { 'daily-win': '2030-01-01' } })).toEqual({ record: { version: 1, earned: { 'daily-win': '2030-01-01' } }, damaged: false });
    expect(parseChallengeRecord({ version: 1, days: { '2030-01-01': 7 } })).toEqual({ record: { version: 1, days: { '2030-01-01': 7 } }, damaged: false });
    expect(parsePlayMeta({ seconds: 30, daily: '2030-01-01', restarted: false })).toEqual({ meta: { seconds: 30, daily: '2030-01-01', restarted: false }, notices: [] });
  });
});
