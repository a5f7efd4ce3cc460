/**
 * The progress code and file by example (src/engine/progress/codec.ts, file.ts): what a player's
 * code holds, how short it is, and why a damaged one is refused. The properties every progress
 * holds (read back exactly, any one character changed refused) are in codec.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { FULL_DAY, emptyChallengeRecord } from '../../../src/engine/challenges/record.ts';
import { GAME_IDS } from '../../../src/engine/index.ts';
import { badgeDefs, emptyBadgeRecord } from '../../../src/engine/progress/badges.ts';
import { type Progress, dateIndex, dateOf, decodeProgress, encodeProgress } from '../../../src/engine/progress/codec.ts';
import { progressFromJson, progressToJson, readProgress } from '../../../src/engine/progress/file.ts';
import { checksum, writeNumber } from '../../../src/engine/progress/numbers.ts';
import { DEFAULT_SETTINGS } from '../../../src/engine/settings.ts';
import { emptyStats, recordWin } from '../../../src/engine/stats.ts';
import { CATALOGUES, LANGUAGES } from '../../../src/text/index.ts';

/** The player's tomorrow in these tests: every date below is before it. */
const TOMORROW = '2027-01-01';
const day = (i: number) => new Date(Date.UTC(2025, 10, 1 + i)).toISOString().slice(0, 10);

describe('the progress code, by example', () => {
  it('is short: a year of play in all five games in a few hundred characters', () => {
    const year: Progress = {
      stats: Object.fromEntries(GAME_IDS.map((g) => [g, { ...recordWin(recordWin(emptyStats(), { timeMs: 312_456, moves: 187 }), { timeMs: 298_000, moves: 170, daily: '2026-03-01' }), played: 400, won: 250, recent: [] }])),
      badges: { version: 1, earned: Object.fromEntries(badgeDefs().map((b, i) => [b.id, day(i * 9)])) },
      challenges: { version: 1, days: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [day(i), 1 + (i % FULL_DAY)])) },
      settings: DEFAULT_SETTINGS,
    };
    const code = encodeProgress(year);
    expect(code.length).toBeLessThan(700);
    expect(decodeProgress(code, TOMORROW)).toEqual({ ok: true, progress: year });
  });

  it('says why it refuses, in every language', () => {
    const code = encodeProgress({ stats: {}, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS });
    const signed = (numbers: number[]) => {
      const out: string[] = [];
      for (const n of numbers) writeNumber(out, n);
      return `SS.${out.join('')}${checksum(out.join(''))}`;
    };
    const cases: [string, object][] = [
      ['   ', { kind: 'empty' }],
      ['hello', { kind: 'not-progress' }],
      [`${code.slice(0, 5)}*${code.slice(6)}`, { kind: 'character', character: '*' }],
      [code.slice(0, -1), { kind: 'checksum' }],
      ['SS.AB', { kind: 'checksum' }],
      [signed([2]), { kind: 'version', version: 2 }],
      [signed([1, 0, 0, 0, 0, 5]), { kind: 'damaged', part: 'layout' }],
      [signed([1, 0, 0, 0, 1, 99]), { kind: 'damaged', part: 'settings' }],
      [signed([1, 1, 3, 1, 2]), { kind: 'damaged', part: 'stats' }],
      [signed([1, 0, 1, 12345, 700_000]), { kind: 'damaged', part: 'badges' }],
      [signed([1, 0, 0, 1, 8 * dateIndex('2026-03-01')]), { kind: 'damaged', part: 'challenges' }],
      ['{"suitcase-progress": 1, "stats": {"lucky-fan": {"played": -1}}, "settings": {}}', { kind: 'damaged', part: 'stats' }],
      ['{"suitcase-progress": 1, "stats": {}, "settings": {"felt": "plaid"}}', { kind: 'damaged', part: 'settings' }],
      ['{"suitcase-progress": 1, "stats": {}, "settings": {}, "badges": {"version": 1, "earned": {"x": "2026-01-01"}}}', { kind: 'damaged', part: 'badges' }],
      ['{"suitcase-progress": 2}', { kind: 'version', version: 2 }],
      ['{"other": 1}', { kind: 'not-progress' }],
      ['{"suitcase-progress": 1', { kind: 'damaged', part: 'layout' }],
    ];
    for (const [text, refusal] of cases) expect(readProgress(text, TOMORROW), text).toEqual({ ok: false, refusal });
    for (const lang of LANGUAGES) {
      const said = cases.map(([text]) => {
        const r = readProgress(text, TOMORROW);
        return r.ok ? '' : CATALOGUES[lang].progressRefusal(r.refusal);
      });
      for (const s of said) expect(s.length, lang).toBeGreaterThan(20);
    }
  });

  it('dates go to numbers and back', () => {
    for (const d of ['2026-01-01', '2024-02-29', '1999-12-31', '2026-12-31']) expect(dateOf(dateIndex(d))).toBe(d);
    expect(dateOf(dateIndex('2026-02-28') + 1)).toBeNull();
  });
});

describe('the progress file, by example', () => {
  it('a progress file is plain JSON of the same content', () => {
    const p: Progress = { stats: { 'lucky-fan': { ...recordWin(emptyStats(), { timeMs: 1000, moves: 10 }), recent: [] } }, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS };
    const file = progressToJson(p);
    expect(Object.keys(file)).toEqual(['suitcase-progress', 'stats', 'badges', 'challenges', 'settings']);
    expect('recent' in file.stats['lucky-fan']!).toBe(false);
    expect(progressFromJson(JSON.parse(JSON.stringify(file)), TOMORROW)).toEqual({ ok: true, progress: p });
  });
});
