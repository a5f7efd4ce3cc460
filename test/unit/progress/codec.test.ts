/**
 * Progress carried between devices: the short code and the file read back exactly, any damaged
 * code refused with its reason, and the merge's laws (fast-check): commutative but for the
 * settings, associative, idempotent, and never losing a win of either side.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_PLAY_MODES } from '../../../src/engine/autoplay.ts';
import { FULL_DAY } from '../../../src/engine/challenges/record.ts';
import { GAME_IDS } from '../../../src/engine/index.ts';
import { badgeDefs } from '../../../src/engine/progress/badges.ts';
import { type Progress, decodeProgress, encodeProgress } from '../../../src/engine/progress/codec.ts';
import { progressToJson, readProgress } from '../../../src/engine/progress/file.ts';
import { mergeProgress, progressGains } from '../../../src/engine/progress/merge.ts';
import { ANIMATION_SPEEDS, CARD_BACKS, FACE_STYLES, FELT_THEMES, LANGUAGE_SETTINGS, type Settings } from '../../../src/engine/settings.ts';
import { type Stats, emptyStats, parseStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';

/** The player's tomorrow in these tests: every date below is before it. */
const TOMORROW = '2027-01-01';
const day = (i: number) => new Date(Date.UTC(2025, 10, 1 + i)).toISOString().slice(0, 10);
const dates = fc.integer({ min: 0, max: 400 }).map(day);

const stats: fc.Arbitrary<Stats> = fc
  .array(fc.oneof(fc.record({ won: fc.constant(true), timeMs: fc.integer({ min: 0, max: 10_000_000 }), moves: fc.integer({ min: 0, max: 5000 }), daily: fc.option(dates, { nil: undefined }) }), fc.record({ won: fc.constant(false), daily: fc.option(dates, { nil: undefined }) })), { minLength: 1, maxLength: 40 })
  .map((games) => games.reduce<Stats>((s, g) => (g.won ? recordWin(s, { timeMs: g.timeMs, moves: g.moves, ...(g.daily ? { daily: g.daily } : {}) }) : recordLoss(s, g.daily ? { daily: g.daily } : {})), emptyStats()))
  // As a code or a file carries them: without this device's last games or a daily streak set aside.
  .map(({ daily: { aside: _aside, ...daily }, ...s }) => ({ ...s, daily, recent: [] }));

const settings: fc.Arbitrary<Settings> = fc.record({
  soundOn: fc.boolean(), animationSpeed: fc.constantFrom(...ANIMATION_SPEEDS), fourColour: fc.boolean(), cardBack: fc.constantFrom(...CARD_BACKS),
  faceStyle: fc.constantFrom(...FACE_STYLES), felt: fc.constantFrom(...FELT_THEMES), leftHanded: fc.boolean(), autoPlay: fc.constantFrom(...AUTO_PLAY_MODES),
  showTimer: fc.boolean(), winnableOnly: fc.boolean(), stillWinnable: fc.boolean(), language: fc.constantFrom(...LANGUAGE_SETTINGS),
});

const progress: fc.Arbitrary<Progress> = fc.record({
  stats: fc.dictionary(fc.constantFrom(...GAME_IDS), stats, { maxKeys: GAME_IDS.length }),
  badges: fc.dictionary(fc.constantFrom(...badgeDefs().map((b) => b.id)), dates).map((earned) => ({ version: 1 as const, earned })),
  challenges: fc.dictionary(dates, fc.integer({ min: 1, max: FULL_DAY })).map((days) => ({ version: 1 as const, days })),
  settings,
});

/** The content that should survive a merge in either order: all but the settings. */
const content = (p: Progress) => ({ stats: p.stats, badges: p.badges, challenges: p.challenges });

describe('the progress code', () => {
  it('reads back exactly what it wrote, and the file too', () => {
    fc.assert(
      fc.property(progress, (p) => {
        const code = encodeProgress(p);
        expect(code).toMatch(/^SS\.[A-Za-z0-9_-]+$/);
        expect(decodeProgress(code, TOMORROW)).toEqual({ ok: true, progress: p });
        expect(readProgress(`  ${code.slice(0, 9)}\n${code.slice(9)}  `, TOMORROW)).toEqual({ ok: true, progress: p });
        expect(readProgress(JSON.stringify(progressToJson(p), null, 2), TOMORROW)).toEqual({ ok: true, progress: p });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses any code with one character changed, lost or added', () => {
    fc.assert(
      fc.property(progress, fc.nat(), fc.constantFrom('change', 'lose', 'add'), (p, at, how) => {
        const code = encodeProgress(p);
        const i = 3 + (at % (code.length - 3));
        const c = code[i] === 'A' ? 'B' : 'A';
        const damaged = how === 'change' ? code.slice(0, i) + c + code.slice(i + 1) : how === 'lose' ? code.slice(0, i) + code.slice(i + 1) : code.slice(0, i) + c + code.slice(i);
        const r = decodeProgress(damaged, TOMORROW);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('merging an imported progress', () => {
  it('is commutative but for the settings, which are the imported ones', () => {
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        expect(content(mergeProgress(a, b))).toEqual(content(mergeProgress(b, a)));
        expect(mergeProgress(a, b).settings).toEqual(b.settings);
      }),
    );
  });

  it('is associative and idempotent', () => {
    fc.assert(
      fc.property(progress, progress, progress, (a, b, c) => {
        expect(mergeProgress(mergeProgress(a, b), c)).toEqual(mergeProgress(a, mergeProgress(b, c)));
        expect(mergeProgress(a, a)).toEqual(a);
        expect(mergeProgress(mergeProgress(a, b), b)).toEqual(mergeProgress(a, b));
      }),
    );
  });

  it('never loses a win, a record, a badge or a star of either side, and stays a valid record', () => {
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        const m = mergeProgress(a, b);
        for (const g of GAME_IDS) {
          const [x, y, z] = [a.stats[g] ?? emptyStats(), b.stats[g] ?? emptyStats(), m.stats[g] ?? emptyStats()];
          expect(z.won).toBeGreaterThanOrEqual(Math.max(x.won, y.won));
          expect(z.played).toBeGreaterThanOrEqual(Math.max(x.played, y.played));
          expect(z.bestStreak).toBeGreaterThanOrEqual(Math.max(x.bestStreak, y.bestStreak));
          expect(z.daily.won).toBeGreaterThanOrEqual(Math.max(x.daily.won, y.daily.won));
          expect(z.daily.bestStreak).toBeGreaterThanOrEqual(Math.max(x.daily.bestStreak, y.daily.bestStreak));
          for (const best of [x.bestTimeMs, y.bestTimeMs]) if (best !== null) expect(z.bestTimeMs).toBeLessThanOrEqual(best);
          for (const few of [x.fewestMoves, y.fewestMoves]) if (few !== null) expect(z.fewestMoves).toBeLessThanOrEqual(few);
          expect(parseStats(JSON.parse(JSON.stringify(z))).notice).toBeUndefined();
        }
        for (const side of [a, b]) {
          for (const id of Object.keys(side.badges.earned)) expect(m.badges.earned[id]! <= side.badges.earned[id]!).toBe(true);
          for (const [d, mask] of Object.entries(side.challenges.days)) expect(m.challenges.days[d]! & mask).toBe(mask);
        }
        expect(decodeProgress(encodeProgress(m), TOMORROW)).toEqual({ ok: true, progress: m });
      }),
    );
  });

  it('counts no gain below none, and none for a progress merged with itself', () => {
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        const g = progressGains(a, mergeProgress(a, b));
        for (const n of Object.values(g)) expect(n).toBeGreaterThanOrEqual(0);
        expect(Object.values(progressGains(a, mergeProgress(a, a)))).toEqual([0, 0, 0, 0]);
      }),
    );
  });
});
