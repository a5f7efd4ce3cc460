/**
 * The menu's and the panels' side of the records, over the page's records store and a storage of
 * the test's: settings changed by patch, a game's statistics and their reset, the badges its row
 * shows, the month's challenges, the save Continue resumes read as storage holds it now, and the
 * progress carried out as a code or a file and back in, refused whole or merged with what it added.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyChallengeRecord, withMet } from '../../../src/engine/challenges/record.ts';
import { current, legalMoves, numberedSession, play } from '../../../src/engine/index.ts';
import { badgeDefs, emptyBadgeRecord, withBadges } from '../../../src/engine/progress/badges.ts';
import { type Progress, encodeProgress } from '../../../src/engine/progress/codec.ts';
import { DEFAULT_SETTINGS } from '../../../src/engine/settings.ts';
import { PlayerRecords, type RecordChange } from '../../../src/play/playerRecords.ts';
import { Records } from '../../../src/platform/records.ts';
import type { StorageLike } from '../../../src/platform/storage.ts';

const GAME = 'lucky-fan';
const TODAY = '2026-03-10';

/** One device's storage, and a store over it for each tab (no tab hears another here). */
function device() {
  const data = new Map<string, string>();
  const backend: StorageLike = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } };
  const tab = () => new Records({ backend });
  const store = tab();
  return { store, records: new PlayerRecords(store), tab };
}

const win = (playId: string) => ({ playId, won: true, seconds: 60, moves: 90, daily: null });

/** A progress of one badge earned on `date`, as another device would carry it. */
const progressWithBadge = (date: string): Progress => ({ stats: {}, badges: withBadges(emptyBadgeRecord(), [badgeDefs()[10]!], date), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS });

beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(new Date(`${TODAY}T12:00:00`)); });
afterEach(() => { vi.useRealTimers(); });

describe("the player's records, as the menu and the panels use them", () => {
  it('changes only the settings patched, and tells whoever listens until they stop', () => {
    const { records } = device();
    const heard: RecordChange[] = [];
    const stop = records.on((c) => { heard.push(c); });
    records.change({ fourColour: true });
    expect(records.settings()).toEqual({ ...DEFAULT_SETTINGS, fourColour: true });
    expect(heard).toEqual([{ record: 'settings', game: null, elsewhere: false }]);
    stop();
    records.change({ soundOn: false });
    expect(records.settings()).toEqual({ ...DEFAULT_SETTINGS, fourColour: true, soundOn: false });
    expect(heard).toHaveLength(1);
  });

  it("reads a game's statistics and resets them to none, that game's alone", () => {
    const { store, records } = device();
    store.recordResult(GAME, win('one'));
    store.recordResult('rouge-forty', win('two'));
    expect(records.stats(GAME)).toMatchObject({ played: 1, won: 1 });
    records.resetStats(GAME);
    expect(records.stats(GAME)).toMatchObject({ played: 0, won: 0 });
    expect(records.stats('rouge-forty')).toMatchObject({ played: 1, won: 1 });
  });

  it("shows on a game's row the badges its own statistics earned, of those earned", () => {
    const { store, records } = device();
    expect(records.badgesOf(GAME)).toEqual([]);
    store.recordResult(GAME, win('one'));
    const firstWin = badgeDefs().find((b) => b.id === `first-${GAME}`)!;
    const challengeMet = badgeDefs().find((b) => b.kind === 'challenge-met')!;
    store.saveBadges(withBadges(emptyBadgeRecord(), [firstWin, challengeMet], TODAY));
    expect(Object.keys(records.badges().earned).sort()).toEqual([challengeMet.id, firstWin.id].sort());
    expect(records.badgesOf(GAME)).toEqual([firstWin]);
    expect(records.badgesOf('rouge-forty')).toEqual([]);
  });

  it("counts the challenges met in this month only, the player's local month", () => {
    const { store, records } = device();
    expect(records.metThisMonth()).toBe(0);
    store.saveChallenges(withMet(withMet(withMet(emptyChallengeRecord(), '2026-03-02', 0), '2026-03-02', 2), '2026-02-27', 1));
    expect(records.challenges().days).toEqual({ '2026-03-02': 0b101, '2026-02-27': 0b10 });
    expect(records.metThisMonth()).toBe(2);
  });

  it('knows the save as last read, and reads it afresh for Continue: a game another tab saved meanwhile', () => {
    const { records, tab } = device();
    expect(records.hasSave(GAME)).toBe(false);
    const r = play(numberedSession(GAME, 5), [legalMoves(current(numberedSession(GAME, 5)))[0]!]);
    if (!r.ok) throw new Error('no legal move');
    tab().writeSave(r.session, { seconds: 30, daily: null, restarted: false, playId: 'elsewhere', revision: 0 });
    // Not heard here: the menu's row waits for the storage event, Continue does not.
    expect(records.hasSave(GAME)).toBe(false);
    expect(records.savedNow(GAME)?.playId).toBe('elsewhere');
    expect(records.hasSave(GAME)).toBe(true);
  });

  it('carries the progress out as a code and as a file, each read back in whole on another device', () => {
    const { store, records } = device();
    store.recordResult(GAME, win('one'));
    store.saveBadges(progressWithBadge(TODAY).badges);
    const code = records.exportCode();
    expect(code).toMatch(/^SS\./);
    const file = records.exportFile();
    // A file a person may open: indented, ending its last line.
    expect(file).toMatch(/^\{\n "suitcase-progress": /);
    expect(file.endsWith('}\n')).toBe(true);
    for (const text of [code, file]) {
      const other = device().records;
      expect(other.checkImport(text)).toBeNull();
      expect(other.importProgress(text)).toEqual({ ok: true, gains: { games: 1, wins: 1, badges: 1, stars: 0 } });
      expect(other.stats(GAME)).toMatchObject({ played: 1, won: 1 });
    }
  });

  it("refuses an import whole, changing nothing, when it is no progress or dates a badge after the player's tomorrow", () => {
    const { records } = device();
    expect(records.checkImport('hello')).toEqual({ kind: 'not-progress' });
    expect(records.importProgress('hello')).toEqual({ ok: false, refusal: { kind: 'not-progress' } });
    const later = encodeProgress(progressWithBadge('2026-03-12'));
    expect(records.checkImport(later)).toMatchObject({ kind: 'damaged' });
    expect(records.importProgress(later)).toMatchObject({ ok: false });
    expect(records.badges().earned).toEqual({});
    // Tomorrow is a day a clock a little ahead may give: it is taken.
    const tomorrow = encodeProgress(progressWithBadge('2026-03-11'));
    expect(records.checkImport(tomorrow)).toBeNull();
    expect(records.importProgress(tomorrow)).toEqual({ ok: true, gains: { games: 0, wins: 0, badges: 1, stars: 0 } });
  });
});
