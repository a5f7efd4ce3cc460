import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS, legalMoves, numberedSession, play, toSave, current } from '../../../src/engine/index.ts';
import type { RecordNotice } from '../../../src/platform/records.ts';
import type { StorageLike } from '../../../src/platform/storage.ts';
import { de } from '../../../src/text/de.ts';
import { en } from '../../../src/text/en.ts';

type Saves = typeof import('../../../src/platform/saves.ts');

/** Web Storage that counts how often each key is read. */
class CountingStorage implements StorageLike {
  readonly data = new Map<string, string>();
  readonly reads = new Map<string, number>();
  getItem(key: string): string | null {
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

const game = GAME_IDS[0]!;
const SAVE_KEY = `suitcase:save:${game}`;
const META = { seconds: 12.7, daily: null, restarted: false, playId: 'game-one', revision: 0 } as const;
const RESULT = { playId: null, won: true, seconds: 60, moves: 50, daily: null } as const;

/** A session of `game` with one action played. */
function playedOnce() {
  const s = numberedSession(game, 1);
  const r = play(s, [legalMoves(current(s))[0]!]);
  if (!r.ok) throw new Error('the first legal move was refused');
  return r.session;
}

/** saves.ts afresh (nothing read yet), on `backend`, with a save of one action stored by an earlier visit unless `asIs`. */
async function freshSaves(backend: CountingStorage, asIs = false): Promise<Saves> {
  vi.resetModules();
  if (!asIs && !backend.data.has(SAVE_KEY)) backend.data.set(SAVE_KEY, JSON.stringify(toSave(playedOnce())));
  const saves = await import('../../../src/platform/saves.ts');
  saves.useStorageBackend(backend);
  return saves;
}

/** The notices a visit gives: saves.ts afresh on `backend`, its settings read. */
async function noticesOfVisit(backend: CountingStorage): Promise<{ notices: (readonly RecordNotice[])[]; saves: Saves }> {
  const saves = await freshSaves(backend);
  const notices: (readonly RecordNotice[])[] = [];
  saves.onStorageNotice((n) => notices.push(n));
  saves.settings();
  return { notices, saves };
}

let listeners: ((e: unknown) => void)[] = [];

beforeEach(() => {
  listeners = [];
  vi.stubGlobal('addEventListener', (type: string, fn: (e: unknown) => void) => {
    if (type === 'storage') listeners.push(fn);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saved games', () => {
  it('are loaded from storage once, however often the menu asks', async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend);
    for (let i = 0; i < 5; i++) expect(saves.readSave(game)?.session.position).toBe(1);
    expect(backend.reads.get(SAVE_KEY)).toBe(1);
  });

  it('read back as last written or cleared, without loading again: storage is read at each write, never at each ask', async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend);
    const first = saves.readSave(game)!;
    const two = play(playedOnce(), [legalMoves(current(playedOnce()))[0]!]);
    if (!two.ok) throw new Error('refused');
    saves.writeSave(two.session, { ...META, playId: first.playId });
    for (let i = 0; i < 3; i++) expect(saves.readSave(game)).toEqual({ session: two.session, seconds: 12, daily: null, restarted: false, playId: first.playId, revision: 1 });
    saves.clearSave(game);
    for (let i = 0; i < 3; i++) expect(saves.readSave(game)).toBeNull();
    expect(backend.reads.get(SAVE_KEY)).toBe(2);
  });

  it('from before the games\' ids are revision 0 of an id made from the save itself: every tab reads the same, and reading writes nothing', async () => {
    const backend = new CountingStorage();
    const first = (await freshSaves(backend)).readSave(game)!;
    expect(first).toMatchObject({ playId: expect.stringMatching(/^saved-[0-9a-z]+$/) as unknown, revision: 0 });
    const written = [...backend.data];
    expect((await freshSaves(backend)).readSave(game)?.playId).toBe(first.playId);
    expect([...backend.data]).toEqual(written);
  });

  it("keep a daily challenge's day and goal, read back from this page and after a reload", async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend, true);
    const challenge = { date: '2026-12-03', slot: 1, goal: { kind: 'no-undo' } } as const;
    saves.writeSave(playedOnce(), { ...META, challenge });
    expect(saves.readSave(game)?.challenge).toEqual(challenge);
    const reloaded = await freshSaves(backend);
    expect(reloaded.readSave(game)?.challenge).toEqual(challenge);
  });

  it('are loaded again once another tab has written to storage', async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend);
    expect(saves.readSave(game)?.session.position).toBe(1);
    // The other tab clears the save: this tab hears a storage event.
    backend.data.delete(SAVE_KEY);
    for (const l of listeners) l({ key: SAVE_KEY });
    expect(saves.readSave(game)).toBeNull();
    expect(backend.reads.get(SAVE_KEY)).toBe(2);
  });
});

describe('statistics', () => {
  it("count a result in the game's record: a win with its time and moves, a daily win among the daily figures, a loss ending the streak", async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend);
    expect(saves.recordResult(game, { ...RESULT, seconds: 95.4, moves: 80 })).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestTimeMs: 95_400, fewestMoves: 80 });
    saves.recordResult(game, { ...RESULT, seconds: 120, moves: 70, daily: '2026-12-01' });
    expect(saves.statsOf(game)).toMatchObject({ played: 2, won: 2, currentStreak: 2, bestTimeMs: 95_400, fewestMoves: 70, daily: { played: 1, won: 1, streak: 1 } });
    saves.recordResult(game, { ...RESULT, won: false, seconds: 30, moves: 9 });
    const after = saves.statsOf(game);
    expect(after).toMatchObject({ played: 3, won: 2, currentStreak: 0, bestStreak: 2 });
    // Kept in storage: the next visit reads the same record.
    expect((await freshSaves(backend)).statsOf(game)).toEqual(after);
  });
});

describe('a saved game given up for a new deal', () => {
  it('counts as played and lost once a move was played, or once restarted after moves; a deal not begun counts nothing; the save goes either way', async () => {
    const backend = new CountingStorage();
    const saves = await freshSaves(backend, true);
    saves.recordResult(game, RESULT);
    const won = saves.statsOf(game);
    const dealt = numberedSession(game, 1);

    saves.writeSave(dealt, META);
    saves.abandonSaved(game);
    expect(saves.statsOf(game)).toEqual(won);
    expect(saves.readSave(game)).toBeNull();

    saves.writeSave(playedOnce(), { ...META, playId: 'game-two', daily: '2026-12-01' });
    saves.abandonSaved(game);
    expect(saves.statsOf(game)).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestStreak: 1, daily: { played: 1, won: 0 } });
    expect(saves.statsOf(game).recent.at(-1)).toEqual({ won: false, timeMs: 12_000, moves: 1 });
    expect(saves.readSave(game)).toBeNull();

    // Restarted: nothing on the table now, but the moves given up by the Restart were played.
    saves.writeSave(dealt, { ...META, playId: 'game-three', restarted: true });
    saves.abandonSaved(game);
    expect(saves.statsOf(game)).toMatchObject({ played: 3, won: 1 });

    // Nothing saved: nothing to count; and none of it is offered on the next visit.
    saves.abandonSaved(game);
    expect(saves.statsOf(game).played).toBe(3);
    expect(backend.data.has(SAVE_KEY)).toBe(false);
    const next = await freshSaves(backend, true);
    expect(next.readSave(game)).toBeNull();
    expect(next.statsOf(game).played).toBe(3);
  });
});

describe('damaged settings', () => {
  const SETTINGS_KEY = 'suitcase:settings';

  it('are reset with a notice, once: the repaired settings are stored', async () => {
    for (const damaged of ['{"soundOn":"loud","fourColour":true}', 'not JSON at all', '[1,2]', 'null', '"dark"', '{"language":"klingon"}']) {
      const backend = new CountingStorage();
      backend.data.set(SETTINGS_KEY, damaged);
      const first = await noticesOfVisit(backend);
      expect(first.notices, damaged).toEqual([['settings-reset']]);
      expect(first.saves.noticeWords(['settings-reset'])).toBe(en.notices['settings-reset']);
      // What could be read is kept: the four-colour suits of the first record.
      if (damaged.includes('fourColour')) expect(first.saves.settings().fourColour).toBe(true);
      const again = await noticesOfVisit(backend);
      expect(again.notices, `${damaged}, the next visit`).toEqual([]);
    }
  });

  it("are told in the player's language, where the notice is shown", async () => {
    const backend = new CountingStorage();
    backend.data.set(SETTINGS_KEY, 'not JSON at all');
    const { notices, saves } = await noticesOfVisit(backend);
    // The page's language module, as freshly loaded as saves.ts: the player reads German.
    const text = await import('../../../src/text/index.ts');
    text.setLanguage('de');
    expect(notices.map((n) => saves.noticeWords(n))).toEqual([de.notices['settings-reset']]);
    expect(de.notices['settings-reset']).not.toBe(en.notices['settings-reset']);
  });

  it("of one record are told together, in the player's language: a save's damaged clock and daily date", async () => {
    const backend = new CountingStorage();
    backend.data.set(`suitcase:play:${game}`, JSON.stringify({ seconds: 1e308, daily: '2020-02-30', restarted: false }));
    const { notices, saves } = await noticesOfVisit(backend);
    const text = await import('../../../src/text/index.ts');
    text.setLanguage('de');
    expect(saves.readSave(game)?.seconds).toBe(0);
    expect(notices).toEqual([['clock-reset', 'daily-dropped']]);
    expect(saves.noticeWords(notices[0]!)).toBe(`${de.notices['clock-reset']} ${de.notices['daily-dropped']}`);
  });

  it('are not what older or newer settings are: a field missing, or one unknown', async () => {
    for (const stored of ['{"soundOn":false}', '{"soundOn":false,"someday":"a setting of a newer version"}']) {
      const backend = new CountingStorage();
      backend.data.set(SETTINGS_KEY, stored);
      expect((await noticesOfVisit(backend)).notices, stored).toEqual([]);
    }
  });
});
