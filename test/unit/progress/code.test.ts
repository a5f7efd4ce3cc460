/**
 * The progress code and file by example (src/engine/progress/codec.ts, file.ts): what a player's
 * code holds, how short it is, and why a damaged one is refused. The properties every progress
 * holds (read back exactly, any one character changed refused) are in codec.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { FULL_DAY, emptyChallengeRecord } from '../../../src/engine/challenges/record.ts';
import { GAME_IDS } from '../../../src/engine/index.ts';
import { badgeDefs, emptyBadgeRecord } from '../../../src/engine/progress/badges.ts';
import { MAX_CODE_CHARS, MAX_FILE_CHARS, PROGRESS_VERSION, type Progress, dateIndex, dateOf, decodeProgress, encodeProgress } from '../../../src/engine/progress/codec.ts';
import { FILE_KEY, progressFromJson, progressToJson, readProgress } from '../../../src/engine/progress/file.ts';
import { checksum, writeNumber } from '../../../src/engine/progress/numbers.ts';
import { DEFAULT_SETTINGS, FELT_THEMES, LANGUAGE_SETTINGS } from '../../../src/engine/settings.ts';
import { emptyStats, recordLoss, recordWin } from '../../../src/engine/stats.ts';
import { fnv1a32 } from '../../../src/engine/random.ts';
import { CATALOGUES, LANGUAGES } from '../../../src/text/index.ts';

/** The player's tomorrow in these tests: every date below is before it. */
const TOMORROW = '2027-01-01';
const day = (i: number) => new Date(Date.UTC(2025, 10, 1 + i)).toISOString().slice(0, 10);

/** A code of these numbers, its checksum right: what a code damaged before it was signed would be. */
const signed = (numbers: number[]): string => {
  const out: string[] = [];
  for (const n of numbers) writeNumber(out, n);
  return `SS.${out.join('')}${checksum(out.join(''))}`;
};
/** A game's or badge's tag in the code. */
const tag = (id: string): number => fnv1a32(id) % 32768;
/** Every setting at the first of its values. */
const FIRST_SETTINGS = Array<number>(Object.keys(DEFAULT_SETTINGS).length).fill(0);
/** A code of no game, no badge and no star, and `settings`. */
const bare = (settings: number[] = FIRST_SETTINGS): number[] => [1, 0, 0, 0, settings.length, ...settings];
const refused = (text: string) => {
  const r = decodeProgress(text, TOMORROW);
  return r.ok ? null : r.refusal;
};

describe('the progress code, by example', () => {
  it('reads back a game never won, a daily deal never won, and every setting away from its first value', () => {
    const settings = { ...DEFAULT_SETTINGS, soundOn: !DEFAULT_SETTINGS.soundOn, felt: 'dark', autoPlay: 'all', language: LANGUAGE_SETTINGS.at(-1)! } as const;
    const p: Progress = {
      stats: { 'rouge-forty': { ...recordLoss(recordLoss(emptyStats())), recent: [] }, 'lucky-fan': { ...recordWin(emptyStats(), { timeMs: 0, moves: 1 }), recent: [] } },
      badges: emptyBadgeRecord(),
      challenges: emptyChallengeRecord(),
      settings,
    };
    expect(decodeProgress(encodeProgress(p), TOMORROW)).toEqual({ ok: true, progress: p });
  });

  it('writes the same progress as the same code, whatever order its lists are in, and reads a code written before', () => {
    const won = { ...recordWin(emptyStats(), { timeMs: 61_000, moves: 90, daily: '2026-03-02' }), recent: [] };
    const lost = { ...recordLoss(emptyStats()), recent: [] };
    const p: Progress = {
      stats: { 'rouge-forty': won, 'famous-fifty': lost },
      badges: { version: 1, earned: { 'no-undo': '2026-03-02', 'first-rouge-forty': '2026-03-02', 'first-famous-fifty': '2026-03-01' } },
      challenges: { version: 1, days: { '2026-03-05': 2, '2026-03-01': 5 } },
      settings: DEFAULT_SETTINGS,
    };
    const reordered: Progress = {
      ...p,
      stats: { 'famous-fifty': lost, 'rouge-forty': won },
      badges: { version: 1, earned: { 'first-famous-fifty': '2026-03-01', 'first-rouge-forty': '2026-03-02', 'no-undo': '2026-03-02' } },
      challenges: { version: 1, days: { '2026-03-01': 5, '2026-03-05': 2 } },
    };
    // Written by this version: a code a player copied then must read the same in every later one.
    const before = 'SS.BC7qdBAAAAAAAAAAgraBBBBpy7B7CBBBBoigXD6gImigX_tBB38GAC1xg4FiBMBCAAAAABBBAAz3xsZC';
    expect(encodeProgress(p)).toBe(encodeProgress(reordered));
    expect(decodeProgress(before, TOMORROW)).toEqual({ ok: true, progress: p });
    expect(encodeProgress(p)).toBe(before);
  });

  it('refuses a code longer than any honest progress before reading it; whitespace in it is no part of it', () => {
    const code = encodeProgress({ stats: {}, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS });
    const padded = (n: number) => `${code.slice(0, 5)}\n${' '.repeat(n - code.length - 1)}${code.slice(5)}`;
    expect(decodeProgress(padded(MAX_CODE_CHARS), TOMORROW).ok).toBe(true);
    expect(refused(padded(MAX_CODE_CHARS + 1))).toEqual({ kind: 'too-large' });
  });

  it('refuses a code with nothing but its checksum, and one whose version is cut short', () => {
    expect(refused(`SS.${checksum('')}`)).toEqual({ kind: 'checksum' });
    // 'g' is a number's first five bits with more to come, and nothing comes.
    expect(refused(`SS.g${checksum('g')}`)).toEqual({ kind: 'version', version: -1 });
  });

  it('refuses a code cut short in each part, naming the part', () => {
    expect(refused(signed([1]))).toEqual({ kind: 'damaged', part: 'layout' });
    expect(refused(signed([1, 1, tag('rouge-forty'), 3]))).toEqual({ kind: 'damaged', part: 'stats' });
    expect(refused(signed([1, 0, 1, tag('no-undo')]))).toEqual({ kind: 'damaged', part: 'badges' });
    expect(refused(signed([1, 0]))).toEqual({ kind: 'damaged', part: 'badges' });
    expect(refused(signed([1, 0, 0]))).toEqual({ kind: 'damaged', part: 'challenges' });
    expect(refused(signed([1, 0, 0, 1]))).toEqual({ kind: 'damaged', part: 'challenges' });
    expect(refused(signed([1, 0, 0, 0]))).toEqual({ kind: 'damaged', part: 'settings' });
    expect(refused(signed([1, 0, 0, 0, 2, 0]))).toEqual({ kind: 'damaged', part: 'settings' });
  });

  it('refuses a game it does not know, a game given twice, a last daily day that is no day, and figures no play gives', () => {
    const game = (id: string, figures: number[]) => [tag(id), ...figures];
    const once = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(decodeProgress(signed([1, 1, ...game('rouge-forty', once), ...bare().slice(2)]), TOMORROW).ok).toBe(true);
    expect(refused(signed([1, 1, ...game('no-such-game', once), ...bare().slice(2)]))).toEqual({ kind: 'damaged', part: 'stats' });
    expect(refused(signed([1, 2, ...game('rouge-forty', once), ...game('rouge-forty', once), ...bare().slice(2)]))).toEqual({ kind: 'damaged', part: 'stats' });
    const dailyWon = (day: number) => signed([1, 1, ...game('rouge-forty', [1, 1, 1, 1, 6, 6, 1, 1, 1, 1, day + 1]), ...bare().slice(2)]);
    expect(decodeProgress(dailyWon(dateIndex('2026-02-28')), TOMORROW).ok).toBe(true);
    expect(refused(dailyWon(dateIndex('2026-02-28') + 1))).toEqual({ kind: 'damaged', part: 'stats' });
    const dailyLost = signed([1, 1, ...game('rouge-forty', [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, dateIndex('2026-02-28') + 2]), ...bare().slice(2)]);
    expect(refused(dailyLost)).toEqual({ kind: 'damaged', part: 'stats' });
    // Won twice in one game played.
    expect(refused(signed([1, 1, ...game('rouge-forty', [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]), ...bare().slice(2)]))).toEqual({ kind: 'damaged', part: 'stats' });
  });

  it('refuses a badge it does not know, a badge given twice, a day given twice, a date that is no day', () => {
    const start = dateIndex('2026-03-01');
    const tail = [0, FIRST_SETTINGS.length, ...FIRST_SETTINGS];
    expect(decodeProgress(signed([1, 0, 1, tag('no-undo'), start, ...tail]), TOMORROW).ok).toBe(true);
    expect(refused(signed([1, 0, 1, tag('no-such-badge'), start, ...tail]))).toEqual({ kind: 'damaged', part: 'badges' });
    expect(refused(signed([1, 0, 2, tag('no-undo'), start, tag('no-undo'), 0, ...tail]))).toEqual({ kind: 'damaged', part: 'badges' });
    expect(refused(signed([1, 0, 1, tag('no-undo'), dateIndex('2026-02-28') + 1, ...tail]))).toEqual({ kind: 'damaged', part: 'badges' });
    const settings = [FIRST_SETTINGS.length, ...FIRST_SETTINGS];
    expect(decodeProgress(signed([1, 0, 0, 1, start * 8 + 1, ...settings]), TOMORROW).ok).toBe(true);
    expect(refused(signed([1, 0, 0, 2, start * 8 + 1, 2, ...settings]))).toEqual({ kind: 'damaged', part: 'challenges' });
    expect(refused(signed([1, 0, 0, 1, (dateIndex('2026-02-28') + 1) * 8 + 1, ...settings]))).toEqual({ kind: 'damaged', part: 'challenges' });
  });

  it('reads a code from a later version with a setting this one does not know, and refuses a value past the end of a list', () => {
    const known = decodeProgress(signed(bare()), TOMORROW);
    expect(known.ok).toBe(true);
    expect(decodeProgress(signed(bare([...FIRST_SETTINGS, 4])), TOMORROW)).toEqual(known);
    expect(refused(signed(bare([2, ...FIRST_SETTINGS.slice(1)])))).toEqual({ kind: 'damaged', part: 'settings' });
    expect(refused(signed(bare([0, 0, 0, 0, 0, FELT_THEMES.length, ...FIRST_SETTINGS.slice(6)])))).toEqual({ kind: 'damaged', part: 'settings' });
  });

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
  const won = { ...recordWin(emptyStats(), { timeMs: 1000, moves: 10 }), recent: [] };
  /** A file's text: no game, no badge, no star and the first settings, its parts replaced by `parts`. */
  const fileOf = (parts: Record<string, unknown>): string => JSON.stringify({ [FILE_KEY]: PROGRESS_VERSION, stats: {}, settings: {}, ...parts });
  const read = (text: string) => readProgress(text, TOMORROW);
  const damaged = (part: string) => ({ ok: false, refusal: { kind: 'damaged', part } });
  /** What a file carries of one game's statistics. */
  const wonInFile = progressToJson({ stats: { 'lucky-fan': won }, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS }).stats['lucky-fan']!;

  it('a progress file is plain JSON of the same content', () => {
    const p: Progress = { stats: { 'lucky-fan': won }, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS };
    const file = progressToJson(p);
    expect(Object.keys(file)).toEqual(['suitcase-progress', 'stats', 'badges', 'challenges', 'settings']);
    expect('recent' in file.stats['lucky-fan']!).toBe(false);
    expect(progressFromJson(JSON.parse(JSON.stringify(file)), TOMORROW)).toEqual({ ok: true, progress: p });
  });

  it('carries badges earned, challenge stars and settings away from their first values, read back as written', () => {
    const p: Progress = {
      stats: { 'rouge-forty': won, 'famous-fifty': { ...recordLoss(emptyStats()), recent: [] } },
      badges: { version: 1, earned: { 'no-undo': '2026-03-02', 'first-rouge-forty': '2026-03-02' } },
      challenges: { version: 1, days: { '2026-03-05': 2, '2026-03-01': FULL_DAY } },
      settings: { ...DEFAULT_SETTINGS, felt: 'dark', soundOn: !DEFAULT_SETTINGS.soundOn },
    };
    expect(read(JSON.stringify(progressToJson(p), null, 2))).toEqual({ ok: true, progress: p });
  });

  it('reads a file with no badges or challenges as none earned, and one with whitespace before it', () => {
    const none: Progress = { stats: {}, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS };
    expect(read(fileOf({}))).toEqual({ ok: true, progress: none });
    expect(read(`\n  ${fileOf({})}`)).toEqual({ ok: true, progress: none });
  });

  it('reads a file exactly as long as the limit, and refuses one a character longer', () => {
    const text = fileOf({});
    expect(read(text.padEnd(MAX_FILE_CHARS, ' ')).ok).toBe(true);
    expect(read(text.padEnd(MAX_FILE_CHARS + 1, ' '))).toEqual({ ok: false, refusal: { kind: 'too-large' } });
  });

  it('leaves out this device\'s last games and a daily streak set aside, and refuses a file that carries either', () => {
    const s = [3, 4, 1].reduce((st, d) => recordWin(st, { timeMs: 60_000, moves: 100, daily: `2026-03-0${d}` }), emptyStats());
    expect(s.daily.aside).toBeDefined();
    const inFile = progressToJson({ stats: { 'lucky-fan': { ...s, recent: [] } }, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS }).stats['lucky-fan']!;
    const { aside: _aside, ...daily } = s.daily;
    expect(inFile.daily).toEqual(daily);
    expect(read(fileOf({ stats: { 'lucky-fan': inFile } }))).toEqual({ ok: true, progress: { stats: { 'lucky-fan': { ...s, daily, recent: [] } }, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS } });
    expect(read(fileOf({ stats: { 'lucky-fan': { ...inFile, recent: [] } } }))).toEqual(damaged('stats'));
    expect(read(fileOf({ stats: { 'lucky-fan': { ...inFile, daily: s.daily } } }))).toEqual(damaged('stats'));
  });

  it('refuses stats or settings that are no object, naming the part, and stats first', () => {
    for (const bad of [null, [], 3, 'stats']) {
      expect(read(fileOf({ stats: bad })), JSON.stringify(bad)).toEqual(damaged('stats'));
      expect(read(fileOf({ settings: bad })), JSON.stringify(bad)).toEqual(damaged('settings'));
      expect(read(fileOf({ stats: bad, settings: bad })), JSON.stringify(bad)).toEqual(damaged('stats'));
    }
    expect(read(fileOf({ stats: undefined }))).toEqual(damaged('stats'));
  });

  it('refuses a game it does not know, a game whose record is no object or has no daily part', () => {
    expect(read(fileOf({ stats: { 'lucky-fan': wonInFile } })).ok).toBe(true);
    expect(read(fileOf({ stats: { klondike: wonInFile } }))).toEqual(damaged('stats'));
    for (const bad of [null, [], 7]) expect(read(fileOf({ stats: { 'lucky-fan': bad } })), JSON.stringify(bad)).toEqual(damaged('stats'));
    const { daily: _daily, ...noDaily } = wonInFile;
    expect(read(fileOf({ stats: { 'lucky-fan': noDaily } }))).toEqual(damaged('stats'));
  });

  it('refuses a damaged challenge record, and a damaged part in a file otherwise whole', () => {
    expect(read(fileOf({ challenges: { version: 1, days: { '2026-03-01': FULL_DAY + 1 } } }))).toEqual(damaged('challenges'));
    expect(read(fileOf({ challenges: [] }))).toEqual(damaged('challenges'));
    expect(read(fileOf({ stats: { 'lucky-fan': wonInFile }, badges: { version: 1, earned: { 'no-undo': 'never' } } }))).toEqual(damaged('badges'));
  });

  it('reads a file from a later version with a setting this one does not know, as its code, and refuses a known setting with a value it cannot take', () => {
    const felt = { ...DEFAULT_SETTINGS, felt: 'dark' };
    expect(read(fileOf({ settings: { felt: 'dark', handedness: 'left' } }))).toEqual({ ok: true, progress: { stats: {}, badges: emptyBadgeRecord(), challenges: emptyChallengeRecord(), settings: felt } });
    expect(read(fileOf({ settings: { felt: 'plaid', handedness: 'left' } }))).toEqual(damaged('settings'));
    expect(read(fileOf({ settings: { soundOn: 'yes' } }))).toEqual(damaged('settings'));
  });

  it('reads a value that is no object, or an object without its key, as no progress; a version that is no number as version -1', () => {
    for (const value of [null, 'suitcase-progress', 1, [FILE_KEY], { other: 1 }]) expect(progressFromJson(value, TOMORROW), JSON.stringify(value)).toEqual({ ok: false, refusal: { kind: 'not-progress' } });
    expect(read(fileOf({ [FILE_KEY]: '1' }))).toEqual({ ok: false, refusal: { kind: 'version', version: -1 } });
    expect(read(fileOf({ [FILE_KEY]: PROGRESS_VERSION + 1 }))).toEqual({ ok: false, refusal: { kind: 'version', version: PROGRESS_VERSION + 1 } });
  });
});
