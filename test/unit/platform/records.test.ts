/**
 * The records store as two tabs of the page meet it: two stores over one storage, each hearing the
 * other's writes as `storage` events, delivered when the test says (a browser delivers them a
 * little later, as tasks: until then a tab has not heard). Every write reads storage as the truth
 * and merges into it, so nothing one tab earned or chose is lost to the other's write, whether or
 * not it has heard yet; each game's end counts once by its id; a save is written only over the
 * revision its table holds; and what a tab hears is told at once to whoever listens.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { emptyChallengeRecord, isMet, withMet } from '../../../src/engine/challenges/record.ts';
import { current, legalMoves, numberedSession, play, type Session } from '../../../src/engine/index.ts';
import { badgeDefs, emptyBadgeRecord, newBadges, withBadges } from '../../../src/engine/progress/badges.ts';
import { encodeProgress } from '../../../src/engine/progress/codec.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/engine/settings.ts';
import { PlayerRecords, type RecordChange } from '../../../src/play/playerRecords.ts';
import { Records } from '../../../src/platform/records.ts';
import type { StorageLike } from '../../../src/platform/storage.ts';

/** One browser's storage, shared by its tabs: each write is heard by every other tab, when delivered. */
class Browser {
  readonly data = new Map<string, string>();
  private readonly tabs: { queue: (string | null)[]; heard: ((key: string | null) => void) | null }[] = [];
  private readonly made: Records[] = [];

  /** A tab of the page: its own store, over this browser's storage. */
  tab(visit: ConstructorParameters<typeof Records>[0] = {}): Records {
    const me = { queue: [] as (string | null)[], heard: null as ((key: string | null) => void) | null };
    this.tabs.push(me);
    const written = (key: string | null): void => { for (const t of this.tabs) if (t !== me) t.queue.push(key); };
    const backend: StorageLike & { clear(): void } = {
      getItem: (k) => this.data.get(k) ?? null,
      setItem: (k, v) => { this.data.set(k, v); written(k); },
      removeItem: (k) => { this.data.delete(k); written(k); },
      clear: () => { this.data.clear(); written(null); },
    };
    const store = new Records({ ...visit, backend, otherTabs: (heard) => { me.heard = heard; return () => { me.heard = null; }; } });
    this.made.push(store);
    return store;
  }

  /** The storage events every tab has not heard yet, delivered. */
  deliver(): void {
    for (const t of this.tabs) for (const key of t.queue.splice(0)) t.heard?.(key);
  }

  close(): void {
    for (const s of this.made) s.close();
  }
}

let browser: Browser;
afterEach(() => { browser.close(); });

const TODAY = '2026-03-02';
const BADGES = badgeDefs();
const stored = (key: string): unknown => JSON.parse(browser.data.get(`suitcase:${key}`) ?? 'null');

/** `session` with its first legal action played `n` times over. */
function played(session: Session, n: number): Session {
  let s = session;
  for (let i = 0; i < n; i++) {
    const r = play(s, [legalMoves(current(s))[0]!]);
    if (!r.ok) throw new Error('no legal move');
    s = r.session;
  }
  return s;
}

const GAME = 'rouge-forty';
const meta = (playId: string, revision: number) => ({ seconds: 30, daily: null, restarted: false, playId, revision });

describe('two tabs, one storage: a write merges into what storage holds', () => {
  it("badges earned in one tab are kept through the other's write, heard or not, and are not new to it", () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    expect(b.badges()).toEqual(emptyBadgeRecord());
    a.saveBadges(withBadges(emptyBadgeRecord(), BADGES.slice(0, 6), TODAY));
    // B has not heard A yet: its win's badges are judged against storage as it is, not a copy.
    const facts = { stats: {}, challenges: emptyChallengeRecord() };
    expect(newBadges(b.badges(), facts).map((x) => x.id)).toEqual([]);
    b.saveBadges(withBadges(b.badges(), [BADGES[7]!], '2026-03-03'));
    expect(Object.keys((stored('badges') as { earned: object }).earned).sort()).toEqual([...BADGES.slice(0, 6), BADGES[7]!].map((x) => x.id).sort());
    // A copy written whole by an older page (a record without A's) adds, never takes away; the earlier day stays.
    b.saveBadges(withBadges(emptyBadgeRecord(), [BADGES[0]!], '2026-04-01'));
    expect(a.badges().earned[BADGES[0]!.id]).toBe(TODAY);
    expect(Object.keys(a.badges().earned)).toHaveLength(7);
  });

  it("a challenge's star met in one tab survives one met in the other", () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    const before = b.challenges();
    a.saveChallenges(withMet(a.challenges(), TODAY, 0));
    b.saveChallenges(withMet(before, TODAY, 2));
    expect(isMet(a.challenges(), TODAY, 0) && isMet(a.challenges(), TODAY, 2)).toBe(true);
    expect(stored('challenges')).toEqual({ version: 1, days: { [TODAY]: 0b101 } });
  });

  it("an import in one tab merges with the badges and statistics the other earned, and says what it added to them", () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    const desk = new PlayerRecords(b);
    // B's page has read its progress before A earns anything.
    expect(desk.exportCode()).toMatch(/^SS\./);
    a.saveBadges(withBadges(emptyBadgeRecord(), BADGES.slice(0, 3), TODAY));
    a.recordResult(GAME, { playId: 'game-one', won: true, seconds: 90, moves: 120, daily: null });
    const code = encodeProgress({ stats: {}, badges: withBadges(emptyBadgeRecord(), [BADGES[10]!], TODAY), challenges: emptyChallengeRecord(), settings: DEFAULT_SETTINGS });
    expect(desk.importProgress(code)).toEqual({ ok: true, gains: { games: 0, wins: 0, badges: 1, stars: 0 } });
    expect(Object.keys(a.badges().earned).sort()).toEqual([...BADGES.slice(0, 3), BADGES[10]!].map((x) => x.id).sort());
    expect(a.stats(GAME)).toMatchObject({ played: 1, won: 1 });
  });

  it("settings chosen in one tab survive the other's change of another setting, and the other follows them once it hears", () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    expect(b.settings()).toEqual(DEFAULT_SETTINGS);
    const heard: [Partial<Settings>, Partial<Settings>][] = [];
    b.onSettings((now, before) => { heard.push([{ fourColour: now.fourColour, cardBack: now.cardBack }, { fourColour: before.fourColour, cardBack: before.cardBack }]); });
    a.changeSettings({ fourColour: true });
    a.changeSettings({ cardBack: 3 });
    // B turns the sound off before it has heard A: a patch on what storage holds now.
    b.changeSettings({ soundOn: false });
    expect(stored('settings')).toMatchObject({ fourColour: true, cardBack: 3, soundOn: false });
    expect(b.settings()).toMatchObject({ fourColour: true, cardBack: 3, soundOn: false });
    expect(heard).toEqual([[{ fourColour: true, cardBack: 3 }, { fourColour: false, cardBack: 0 }]]);
    browser.deliver();
    expect(a.settings()).toMatchObject({ fourColour: true, cardBack: 3, soundOn: false });
    expect(heard).toHaveLength(1);
  });
});

describe("two tabs, one game's end", () => {
  it('is counted once, by its id, whichever tabs record it; another game is counted', () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    const win = { playId: 'game-one', won: true, seconds: 90, moves: 120, daily: null } as const;
    a.recordResult(GAME, win);
    expect(b.recordResult(GAME, win)).toMatchObject({ played: 1, won: 1 });
    b.recordResult(GAME, { ...win, playId: 'game-two' });
    expect(a.stats(GAME)).toMatchObject({ played: 2, won: 2 });
    // A game given up in both tabs (each abandons the save it reads): one loss.
    const session = played(numberedSession(GAME, 5), 2);
    a.writeSave(session, meta('game-three', 0));
    a.abandonSaved(GAME);
    b.recordResult(GAME, { ...win, playId: 'game-three', won: false });
    expect(b.stats(GAME)).toMatchObject({ played: 3, won: 2 });
    // The ids are kept beside the figures, not among them: the statistics read as before.
    expect(stored(`stats:${GAME}`)).toMatchObject({ played: 3, counted: ['game-one', 'game-two', 'game-three'] });
  });

  it('resets only the figures: a game counted before the reset is not counted again after it', () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    const win = { playId: 'game-one', won: true, seconds: 90, moves: 120, daily: null } as const;
    a.recordResult(GAME, win);
    a.resetStats(GAME);
    expect(b.recordResult(GAME, win)).toMatchObject({ played: 0, won: 0 });
  });
});

describe("two tabs, one game's save", () => {
  it('is written only over the revision the table holds: a tab behind takes the newer state and writes nothing', async () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    const start = numberedSession(GAME, 5);
    a.writeSave(played(start, 1), meta('game-one', 0));
    // B continues the game at move 1; A plays on to move 20 (one save a move).
    const resumed = b.readSave(GAME)!;
    expect(resumed).toMatchObject({ playId: 'game-one', revision: 1 });
    for (let n = 2; n <= 20; n++) a.writeSave(played(start, n), meta('game-one', n - 1));
    // B has not heard, and moves from move 1: refused; B hears the save as A left it.
    const told: (number | null)[] = [];
    b.onSaveElsewhere(GAME, (s) => { told.push(s?.session.position ?? null); });
    b.writeSave(played(resumed.session, 1), meta('game-one', resumed.revision));
    expect((stored(`save:${GAME}`) as { moves: unknown[]; revision: number })).toMatchObject({ revision: 20 });
    expect((stored(`save:${GAME}`) as { moves: unknown[] }).moves).toHaveLength(20);
    await Promise.resolve();
    expect(told).toEqual([20]);
    // Read now, the save is A's; written over that revision, B's move counts.
    const now = b.readSave(GAME, true)!;
    expect(now.revision).toBe(20);
    b.writeSave(played(now.session, 1), meta('game-one', 20));
    expect(a.readSave(GAME, true)).toMatchObject({ revision: 21 });
    expect(a.readSave(GAME, true)!.session.position).toBe(21);
  });

  it('is written by a new game only where none is stored, and is dropped only as its own game', () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    a.writeSave(played(numberedSession(GAME, 5), 1), meta('game-one', 0));
    b.writeSave(played(numberedSession(GAME, 6), 1), meta('game-two', 0));
    expect(a.readSave(GAME, true)).toMatchObject({ playId: 'game-one', revision: 1 });
    // B's table of game two ends: game one's save, A's, is not B's to drop.
    b.clearSave(GAME, 'game-two');
    expect(a.readSave(GAME, true)?.playId).toBe('game-one');
    b.clearSave(GAME, 'game-one');
    expect(a.readSave(GAME, true)).toBeNull();
  });
});

describe('what a tab hears', () => {
  it("another tab's writes are told at once to whoever listens, each record by name, and a save is read afresh", () => {
    browser = new Browser();
    const [a, b] = [browser.tab(), browser.tab()];
    const changes: RecordChange[] = [];
    b.on((c) => { changes.push(c); });
    expect(b.readSave(GAME)).toBeNull();
    a.writeSave(played(numberedSession(GAME, 5), 1), meta('game-one', 0));
    a.saveBadges(withBadges(emptyBadgeRecord(), [BADGES[0]!], TODAY));
    a.recordResult(GAME, { playId: 'game-one', won: false, seconds: 5, moves: 1, daily: null });
    a.changeSettings({ felt: 'blue' });
    expect(changes).toEqual([]);
    browser.deliver();
    expect(changes).toEqual([
      { record: 'save', game: GAME, elsewhere: true },
      { record: 'save', game: GAME, elsewhere: true },
      { record: 'badges', game: null, elsewhere: true },
      { record: 'stats', game: GAME, elsewhere: true },
      { record: 'settings', game: null, elsewhere: true },
    ]);
    expect(b.readSave(GAME)?.playId).toBe('game-one');
    expect(b.settings().felt).toBe('blue');
  });

  it("this visit's auto-play and language hold until the player changes them here, not when another tab does", () => {
    browser = new Browser();
    const a = browser.tab();
    const b = browser.tab({ visit: { autoPlay: 'off', language: 'fr' } });
    a.changeSettings({ autoPlay: 'all', language: 'de' });
    browser.deliver();
    expect(b.autoPlayMode()).toBe('off');
    expect(b.visitLanguage()).toBe('fr');
    b.changeSettings({ language: 'it' });
    expect(b.visitLanguage()).toBeNull();
    expect(b.autoPlayMode()).toBe('off');
    b.changeSettings({ autoPlay: 'safe' });
    expect(b.autoPlayMode()).toBe('safe');
  });
});
