/**
 * The game's score client (play/scores.ts over platform/scores.ts) against the real server started
 * here: which server is named, the name and id kept on the device, posting, a result that waits
 * while the server is down and is sent once later, an answer lost on the way, a refusal. Which
 * results have a board is in test/unit/play/resultBoard.test.ts.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeOn } from '../../../src/engine/challenges/make.ts';
import { dailyDealNumber } from '../../../src/engine/daily.ts';
import { type Move, newSession, numberedDeal, parseMove, play } from '../../../src/engine/index.ts';
import { createScoreClient, httpTransport, namedServer, randomId as deviceId, scorePorts } from '../../../src/platform/scores.ts';
import { type StorageLike, createStorage } from '../../../src/platform/storage.ts';
import { ActionTimes } from '../../../src/play/actionTimes.ts';
import { ScoreClient, type ScoreTransport, rowsAround } from '../../../src/play/scores.ts';
import { BoardOffers } from '../../../src/play/resultBoard.ts';
import { Rewards } from '../../../src/play/rewards.ts';
import type { ResultsData, TableData } from '../../../src/play/deal.ts';
import { emptyChallengeRecord } from '../../../src/engine/challenges/record.ts';
import { emptyBadgeRecord } from '../../../src/engine/progress/badges.ts';
import { emptyStats } from '../../../src/engine/stats.ts';
import { TableController } from '../../../src/play/table.ts';
import { DAY, type Running, STARTING_HOOK_MS, board, dailyLine, startServer, tempDir } from './harness.ts';
import { dayWith } from './suite.ts';
import { QUIET_PORTS } from '../play/ports.ts';

/** localStorage as a Map: what a reload of the page finds again. */
function deviceStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => { map.set(k, v); }, removeItem: (k) => { map.delete(k); } };
}

function closedPort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => { done(port); });
    });
  });
}

/** The daily deal of DAY won on a session, one move an action. */
function wonDaily(date = DAY) {
  let session = newSession(numberedDeal('fortunes-favor', dailyDealNumber('fortunes-favor', date)));
  for (const m of dailyLine(date)) {
    const r = play(session, [parseMove(m)!]);
    if (!r.ok) throw new Error('the line is legal');
    session = r.session;
  }
  return { won: true, daily: date, challenge: null, game: 'fortunes-favor', session, timeMs: 95_000 };
}

/** The daily deal of `date` on the table, as the menu deals it. */
const dailyData = (date = DAY): TableData => ({ game: 'fortunes-favor', number: dailyDealNumber('fortunes-favor', date), daily: date });
const solved = new Map<string, Move[]>();
/** The solver's line of that daily deal (solved once). */
function dailyMoves(date = DAY): Move[] {
  if (!solved.has(date)) solved.set(date, dailyLine(date).map((m) => parseMove(m)!));
  return solved.get(date)!;
}

/**
 * A table of `data` played along `line`, a move every `msPerMove` ms of its clock (after the first
 * move an undo and a redo when `undo`), with the rewards and the board offers beside it, as the
 * table scene makes them; `offer()` is what the Results are given.
 */
function playedTable(data: TableData, line: readonly Move[], scores: ScoreClient | null, o: { undo?: boolean; msPerMove?: number } = {}) {
  let challenges = emptyChallengeRecord();
  const table = new TableController(data, QUIET_PORTS);
  const rewards = new Rewards(table, { stats: () => emptyStats(), allStats: () => ({}), badges: emptyBadgeRecord, saveBadges: () => undefined, challenges: () => challenges, saveChallenges: (r) => { challenges = r; }, today: () => DAY }, data.challenge ?? null);
  // The table's store hands the rewards each event (play/tableStore.ts); here, the table itself.
  table.on((e) => { rewards.hear(e); });
  const offers = new BoardOffers(table, scores, rewards);
  let results: ResultsData | null = null;
  table.on((e) => { if (e.kind === 'over') results = e.results; });
  table.dealt();
  line.forEach((m, i) => {
    // A frame of the table's between two moves, as long as the player took.
    if (i > 0) table.tick(o.msPerMove ?? 800);
    if (!table.play([m])) throw new Error(`move ${i} is legal`);
    if (o.undo === true && i === 0) {
      table.undo();
      table.redo();
    }
  });
  return {
    /** The board offered to the Results of the game's end (`changed`: as if it had ended otherwise). */
    offer: (changed: Partial<ResultsData> = {}) => {
      if (results === null) throw new Error('the line ends the game');
      return offers.offer({ ...results, ...changed });
    },
  };
}

describe('which server, and the ids', () => {
  it('names a server only by ?scores= (an http(s) address) or the build, and none in a Poki build', () => {
    expect(namedServer('', undefined)).toBeNull();
    expect(namedServer('?scores=https://scores.example/', undefined)).toBe('https://scores.example');
    expect(namedServer('', 'http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787');
    expect(namedServer('?scores=https://a.example', 'https://b.example')).toBe('https://a.example');
    for (const bad of ['javascript:alert(1)', 'ftp://x.example', 'https://user:pw@x.example', 'not a url', 'https://x.example/?q=1', '']) expect(namedServer(`?scores=${encodeURIComponent(bad)}`, 'https://b.example')).toBeNull();
    const storage = createStorage(deviceStorage());
    expect(createScoreClient({ storage, search: '', built: '' })).toBeNull();
    expect(createScoreClient({ storage, search: '?scores=https://x.example', mode: 'poki' })).toBeNull();
    expect(createScoreClient({ storage, search: '?scores=https://x.example', mode: 'production' })).toBeInstanceOf(ScoreClient);
  });

  it('makes random ids of the server\'s form, each new', () => {
    const ids = new Set(Array.from({ length: 100 }, deviceId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('the score client against the server', () => {
  let server: Running;
  let downUrl: string;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDir('client'), RATE_PLAYER: '1000', RATE_ADDRESS: '100000' });
    downUrl = `http://127.0.0.1:${await closedPort()}`;
  }, STARTING_HOOK_MS);
  afterAll(async () => {
    await server.stop();
  });

  // The server's answer waited for as long as a test may run: on a loaded machine it can come after
  // the game's own wait, and the result would be left waiting, which is not what these tests judge.
  // Each request has a connection of its own (as the harness's `send`): this process blocks for
  // seconds while the solver runs, and a kept connection could be closed under a request on its way.
  // Each exchange is written down: a result left waiting says nothing of why, and the log does.
  let exchanges: string[] = [];
  const patient: typeof fetch = async (url, init) => {
    const what = `${init?.method ?? 'GET'} ${(url instanceof Request ? url.url : url.toString()).replace(server.url, '')}`;
    const headers = new Headers(init?.headers);
    headers.set('connection', 'close');
    try {
      const r = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(50_000) });
      exchanges.push(`${what} -> ${r.status}`);
      return r;
    } catch (e) {
      exchanges.push(`${what} -> ${String((e as Error).cause ?? e)}`);
      throw e;
    }
  };
  beforeEach(() => { exchanges = []; });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`requests of this test:\n${exchanges.join('\n')}\nthe server printed:\n${server.output()}`);
  });
  const client = (local: StorageLike, url = server.url, transport?: ScoreTransport) => {
    const ports = scorePorts({ storage: createStorage(local), search: `?scores=${encodeURIComponent(url)}`, mode: 'production', fetch: patient })!;
    return new ScoreClient(transport ? { ...ports, transport } : ports);
  };

  it('keeps the name (trimmed) and the player id on the device, and refuses a name that is not one', () => {
    const local = deviceStorage();
    const c = client(local);
    expect(c.name).toBeNull();
    const id = c.player;
    expect(c.setName('  Ann  ')).toEqual({ ok: true, name: 'Ann' });
    expect(c.setName('x'.repeat(21))).toMatchObject({ ok: false, reason: expect.stringContaining('at most 20') as string });
    expect(c.setName('\u200b')).toMatchObject({ ok: false });
    const reloaded = client(local);
    expect(reloaded.name).toBe('Ann');
    expect(reloaded.player).toBe(id);
    local.setItem('suitcase:scores', '{"player": 5, "name": "<b>Bo</b>", "queue": "x"}');
    const repaired = client(local);
    expect(repaired.player).not.toBe(id);
    expect(repaired.player).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(repaired.name).toBe('<b>Bo</b>');
    expect(repaired.waiting).toBe(0);
  });

  it('refuses to post before a name is chosen, and a game without a board', async () => {
    const c = client(deviceStorage());
    expect(await c.post(wonDaily())).toEqual({ kind: 'refused', reason: 'choose a name first' });
    c.setName('Ann');
    expect((await c.post({ ...wonDaily(), daily: null })).kind).toBe('refused');
    expect(c.waiting).toBe(0);
  });

  it('posts a win and shows the board around the player', async () => {
    const c = client(deviceStorage());
    c.setName('<svg/onload=alert()>');
    const posted = await c.post({ ...wonDaily('2026-01-05') });
    expect(posted).toEqual({ kind: 'posted', rank: 1, of: 1 });
    const seen = await c.board('daily:fortunes-favor:2026-01-05', 5);
    if (!seen.ok) throw new Error(seen.reason);
    expect(seen.view.mine).toEqual({ rank: 1, name: '<svg/onload=alert()>', moves: wonDaily('2026-01-05').session.position, timeMs: 95_000 });
    expect(rowsAround(seen.view)).toEqual([seen.view.mine]);
  });

  it('keeps a result while the server is down, through a reload, and sends it once when it is back', async () => {
    const local = deviceStorage();
    const down = client(local, downUrl);
    down.setName('Patient');
    const queued = await down.post(wonDaily('2026-01-04'));
    expect(queued).toEqual({ kind: 'queued', id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) as string });
    expect(await down.board('daily:fortunes-favor:2026-01-04')).toEqual({ ok: false, reason: 'the score server cannot be reached' });
    expect(down.waiting).toBe(1);
    const back = client(local);
    expect(back.waiting).toBe(1);
    const sent = await back.flush();
    expect([...sent.values()]).toEqual([{ kind: 'posted', rank: 1, of: 1 }]);
    expect([...sent.keys()]).toEqual([queued.kind === 'queued' ? queued.id : null]);
    expect(back.waiting).toBe(0);
    expect((await back.flush()).size).toBe(0);
    expect((await board(server.url, 'daily:fortunes-favor:2026-01-04')).body.of).toBe(1);
  });

  it('counts a result once when its answer was lost and it is sent again', async () => {
    const local = deviceStorage();
    const real = httpTransport(server.url, patient);
    let lost = 0;
    const lossy: ScoreTransport = { post: async (b) => { await real.post(b); lost++; throw new Error('the answer was lost'); }, board: (...a) => real.board(...a) };
    const c = client(local, server.url, lossy);
    c.setName('Lossy');
    expect(await c.post(wonDaily('2026-01-03'))).toMatchObject({ kind: 'queued' });
    expect(lost).toBe(1);
    const again = client(local);
    expect([...(await again.flush()).values()]).toEqual([{ kind: 'posted', rank: 1, of: 1 }]);
    expect(again.waiting).toBe(0);
    expect((await board(server.url, 'daily:fortunes-favor:2026-01-03')).body.of).toBe(1);
  });

  it("drops a result the server refuses, with the server's reason", async () => {
    const c = client(deviceStorage());
    c.setName('Cheat');
    const g = wonDaily('2026-01-02');
    const cut = { ...g, session: { ...g.session, position: g.session.position - 2 } };
    const r = await c.post(cut);
    expect(r).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/^the line does not win/) as string });
    expect(c.waiting).toBe(0);
  });

  it("posts a challenge judged on the clock with the table's own times", { timeout: 60_000 }, async () => {
    const { date, slot } = dayWith('home-in-time');
    const ch = challengeOn(date, slot);
    const challenge = { date, slot, goal: ch.goal };
    const table = new TableController(ch.built ? { game: ch.game, deal: ch.deal, winnable: ch.number, challenge } : { game: ch.game, number: ch.number, challenge }, QUIET_PORTS);
    const clock = new ActionTimes(table);
    table.dealt();
    for (const m of ch.line as Move[]) {
      table.tick(800);
      expect(table.play([m])).toBe(true);
    }
    const times = clock.times();
    expect(times).toHaveLength(ch.line.length);
    expect(times[0]).toBe(0);
    expect(times[1]).toBe(800);
    const c = client(deviceStorage());
    c.setName('Clockwork');
    const g = { won: true, challenge, goalMet: true, game: ch.game, session: table.session, timeMs: table.elapsedSeconds * 1000 };
    expect(await c.post({ ...g, times })).toMatchObject({ kind: 'posted', rank: 1 });
    expect(await c.post(g)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('times must list the clock') as string });
  });

  describe("the Results' board (play/resultBoard.ts)", () => {
    it('offers the board of a won daily deal and of a challenge met, and none of a challenge missed, a loss or a line watched', { timeout: 60_000 }, async () => {
      const c = client(deviceStorage());
      const won = playedTable(dailyData(), dailyMoves(), c);
      expect(won.offer()?.board).toBe(`daily:fortunes-favor:${DAY}`);
      expect(won.offer({ won: false })).toBeNull();
      expect(won.offer({ byComputer: true })).toBeNull();
      expect(won.offer({ daily: null })).toBeNull();
      expect(playedTable(dailyData(), dailyMoves(), null).offer()).toBeNull();
      const { date, slot } = dayWith('no-undo');
      const ch = challengeOn(date, slot);
      const data: TableData = { ...(ch.built ? { game: ch.game, deal: ch.deal, winnable: ch.number } : { game: ch.game, number: ch.number }), challenge: { date, slot, goal: ch.goal } };
      const met = playedTable(data, ch.line, c).offer();
      expect(met?.board).toBe(`challenge:${date}.${slot + 1}`);
      expect(playedTable(data, ch.line, c, { undo: true }).offer()).toBeNull();
      // Without undo is the game's word: the line of a goal met is ranked.
      c.setName('Steady');
      expect(await met!.post()).toEqual({ kind: 'ranked', rank: 1, of: 1 });
    });

    it('asks for the name once, posts once, ranks, and shows the board around the player as plain text', async () => {
      const local = deviceStorage();
      const offered = playedTable(dailyData('2026-01-10'), dailyMoves('2026-01-10'), client(local)).offer()!;
      const heard: string[] = [];
      offered.on((st) => heard.push(st.kind));
      expect(offered.step).toBe('name');
      expect(offered.nameProblem(' ')).toEqual({ kind: 'empty' });
      expect(offered.nameProblem('é'.repeat(21))).toEqual({ kind: 'long', length: 21 });
      expect(offered.nameProblem('a\u200bb')).toEqual({ kind: 'unprintable' });
      expect(await offered.post('x'.repeat(21))).toEqual({ kind: 'offered' });
      expect(heard).toEqual([]);
      const ranked = await offered.post('  <b>Zoë</b> ');
      expect(ranked).toEqual({ kind: 'ranked', rank: 1, of: 1 });
      expect(heard).toEqual(['sending', 'ranked']);
      expect(offered.step).toBe('show');
      expect(await offered.post()).toBe(ranked);
      const seen = await offered.view();
      if (!seen.ok) throw new Error(seen.reason);
      expect(seen.view.mine).toMatchObject({ rank: 1, name: '<b>Zoë</b>' });
      // The name is kept: the next win goes under it at once.
      const next = playedTable(dailyData('2026-01-10'), dailyMoves('2026-01-10'), client(local), { msPerMove: 900 }).offer()!;
      expect(next.name).toBe('<b>Zoë</b>');
      expect(next.step).toBe('post');
      expect(await next.post()).toEqual({ kind: 'ranked', rank: 1, of: 1 });
      expect((await board(server.url, 'daily:fortunes-favor:2026-01-10')).body.of).toBe(1);
    });

    it('waits while the server is down, and shows its rank once a flush (the device back online) has sent it, once', async () => {
      const real = httpTransport(server.url, patient);
      let up = false;
      let posts = 0;
      const flaky: ScoreTransport = {
        post: (b) => { posts++; return up ? real.post(b) : Promise.reject(new Error('connection refused')); },
        board: (...a) => (up ? real.board(...a) : Promise.reject(new Error('connection refused'))),
      };
      const c = client(deviceStorage(), server.url, flaky);
      c.setName('Offline');
      const offered = playedTable(dailyData('2026-01-09'), dailyMoves('2026-01-09'), c).offer()!;
      expect(await offered.post()).toEqual({ kind: 'waiting' });
      expect(offered.step).toBe('send');
      await offered.send();
      expect(offered.standing).toEqual({ kind: 'waiting' });
      expect(c.waiting).toBe(1);
      up = true;
      const before = posts;
      await c.flush();
      expect(posts - before).toBe(1);
      expect(offered.standing).toEqual({ kind: 'ranked', rank: 1, of: 1 });
      expect(offered.step).toBe('show');
      expect(c.waiting).toBe(0);
      await c.flush();
      expect(posts - before).toBe(1);
      expect((await board(server.url, 'daily:fortunes-favor:2026-01-09')).body.of).toBe(1);
    });

    it("says a refusal with the server's reason, and offers nothing more", async () => {
      const c = client(deviceStorage());
      c.setName('Hasty');
      // A clock no player shows: the server refuses it.
      const offered = playedTable(dailyData('2026-01-08'), dailyMoves('2026-01-08'), c, { msPerMove: 20 }).offer()!;
      expect(await offered.post()).toMatchObject({ kind: 'refused', reason: expect.stringContaining('faster than any player') as string });
      expect(offered.step).toBeNull();
      expect(c.waiting).toBe(0);
    });
  });
});
