/**
 * The decisions of a won game's board (play/resultBoard.ts over play/scores.ts), without a server:
 * the server is a transport answering what each test says (ranked, down, busy, refused), so each
 * way a post can go is met on purpose. What the button does at each standing; a result posted
 * once however often it is pressed or flushed; a result that waits kept on the device, sent once
 * later and heard by its own board only; the name's bounds. The real server's side of the same
 * is in test/unit/server/client.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../src/engine/challenges/goals.ts';
import { newSession, numberedDeal, parseMove } from '../../../src/engine/index.ts';
import { BOARD_TOP, BoardOffers, type BoardStanding, ResultBoard } from '../../../src/play/resultBoard.ts';
import type { ResultsData, TableData } from '../../../src/play/deal.ts';
import { TableController } from '../../../src/play/table.ts';
import { NAME_MAX, type Submission, isRandomId, playerName } from '../../../src/play/scoreEntry.ts';
import { MAX_WAIT_MS, MAX_WAITING, type ScoreRecord } from '../../../src/play/scoreQueue.ts';
import { type FinishedGame, ScoreClient, type ServerAnswer, boardOf, rowsAround } from '../../../src/play/scores.ts';
import { QUIET_PORTS } from './ports.ts';

/** How the stand-in server answers a post: ranked (its rank among what it kept), an HTTP status, or no answer at all. */
type Answering = 'rank' | 'down' | number;

/** A score server that keeps each player's last result per board and answers as `answering` says, counting every post it sees. */
function standInServer() {
  const kept = new Map<string, Map<string, Submission>>();
  const seenIds = new Set<string>();
  const s = {
    answering: 'rank' as Answering,
    posts: [] as Submission[],
    boardAsks: [] as { board: string; limit: number; player: string }[],
    kept,
    transport: {
      post: (body: Submission): Promise<ServerAnswer> => {
        s.posts.push(body);
        if (s.answering === 'down') return Promise.reject(new TypeError('Failed to fetch'));
        if (typeof s.answering === 'number') return Promise.resolve({ status: s.answering, body: { error: `answered ${s.answering}` } });
        const rows = kept.get(body.board) ?? new Map<string, Submission>();
        kept.set(body.board, rows);
        if (body.id === undefined || !seenIds.has(body.id)) rows.set(body.player, body);
        if (body.id !== undefined) seenIds.add(body.id);
        const order = [...rows.values()].sort((a, b) => a.moves.length - b.moves.length || a.timeMs - b.timeMs);
        return Promise.resolve({ status: 201, body: { rank: order.findIndex((e) => e.player === body.player) + 1, of: order.length } });
      },
      board: (board: string, limit: number, player: string): Promise<ServerAnswer> => {
        s.boardAsks.push({ board, limit, player });
        if (s.answering === 'down') return Promise.reject(new TypeError('Failed to fetch'));
        const order = [...(kept.get(board)?.values() ?? [])].sort((a, b) => a.moves.length - b.moves.length || a.timeMs - b.timeMs);
        const entries = order.map((e, i) => ({ rank: i + 1, name: e.name, moves: e.moves.length, timeMs: e.timeMs }));
        const mine = order.findIndex((e) => e.player === player);
        return Promise.resolve({ status: 200, body: { board, of: order.length, entries: entries.slice(0, limit), player: mine < 0 ? null : entries[mine] } });
      },
    },
  };
  return s;
}

/** Ids made so far, on every device: each new. */
let made = 0;

/** The device: the stored record (as a reload finds it again), a clock, and fresh ids. */
function device(now = Date.parse('2026-03-14T12:00:00Z')) {
  let stored: unknown;
  const d = {
    now,
    /** Writes of the record so far. */
    saves: 0,
    get record(): ScoreRecord { return stored as ScoreRecord; },
    set record(r: unknown) { stored = r; },
    client: (server: ReturnType<typeof standInServer>) => new ScoreClient({
      transport: server.transport,
      load: () => (stored === undefined ? undefined : JSON.parse(JSON.stringify(stored)) as unknown),
      save: (r) => { stored = r; d.saves++; },
      newId: () => `id-${String(++made).padStart(20, '0')}`,
      now: () => d.now,
    }),
  };
  return d;
}

/** A won daily deal of `date` with `moves` draws in effect: the stand-in server ranks by their count. */
function wonDaily(date: string, moves = 3, timeMs = 60_000): FinishedGame {
  let session = newSession(numberedDeal('fortunes-favor', 7));
  for (let i = 0; i < moves; i++) session = { ...session, history: [...session.history, { moves: [{ kind: 'draw' }] } as never], position: session.position + 1 };
  return { won: true, daily: date, challenge: null, game: 'fortunes-favor', session, timeMs };
}

function boardFor(client: ScoreClient, g: FinishedGame): ResultBoard {
  const id = boardOf(g);
  if (id === null) throw new Error('a won daily deal has a board');
  return new ResultBoard(client, g, id);
}

/** Every standing a board passes through, in order. */
function heard(board: ResultBoard): BoardStanding['kind'][] {
  const kinds: BoardStanding['kind'][] = [];
  board.on((s) => kinds.push(s.kind));
  return kinds;
}

describe("the board's button, standing by standing", () => {
  it('asks the name first, posts once, then shows the board; a press while sending does nothing', async () => {
    const server = standInServer();
    const board = boardFor(device().client(server), wonDaily('2026-03-14'));
    const kinds = heard(board);
    expect(board.step).toBe('name');
    expect(board.name).toBeNull();
    const posting = board.post('Ann');
    expect(board.standing).toEqual({ kind: 'sending' });
    expect(board.step).toBeNull();
    expect(await board.post()).toEqual({ kind: 'sending' });
    expect(await posting).toEqual({ kind: 'ranked', rank: 1, of: 1 });
    expect(board.step).toBe('show');
    expect(kinds).toEqual(['sending', 'ranked']);
    expect(await board.post('Bob')).toEqual({ kind: 'ranked', rank: 1, of: 1 });
    expect(server.posts.map((p) => p.name)).toEqual(['Ann']);
    expect(board.name).toBe('Ann');
  });

  it('with a name kept, posts at once under it', async () => {
    const d = device();
    const server = standInServer();
    d.client(server).setName('Kept');
    const board = boardFor(d.client(server), wonDaily('2026-03-14'));
    expect(board.step).toBe('post');
    expect(await board.post()).toEqual({ kind: 'ranked', rank: 1, of: 1 });
    expect(server.posts[0]).toMatchObject({ name: 'Kept', board: 'daily:fortunes-favor:2026-03-14', moves: [['draw'], ['draw'], ['draw']], timeMs: 60_000, player: d.record.player });
  });

  it('shows the top rows and the player\'s own, asking for BOARD_TOP rows of the player', async () => {
    const d = device();
    const server = standInServer();
    for (let i = 0; i < BOARD_TOP + 2; i++) {
      const other = device().client(server);
      other.setName(`P${i}`);
      await other.post(wonDaily('2026-03-14', 2));
    }
    const board = boardFor(d.client(server), wonDaily('2026-03-14', 5));
    expect(await board.post('Me')).toEqual({ kind: 'ranked', rank: BOARD_TOP + 3, of: BOARD_TOP + 3 });
    const seen = await board.view();
    if (!seen.ok) throw new Error(seen.reason);
    expect(server.boardAsks.at(-1)).toEqual({ board: 'daily:fortunes-favor:2026-03-14', limit: BOARD_TOP, player: d.record.player });
    expect(seen.view.top).toHaveLength(BOARD_TOP);
    expect(seen.view.mine).toEqual({ rank: BOARD_TOP + 3, name: 'Me', moves: 5, timeMs: 60_000 });
    server.answering = 'down';
    expect(await board.view()).toEqual({ ok: false, reason: 'the score server cannot be reached' });
  });

  it("says a refusal with the server's reason, drops the result and offers nothing more", async () => {
    const d = device();
    const server = standInServer();
    server.answering = 422;
    const board = boardFor(d.client(server), wonDaily('2026-03-14'));
    expect(await board.post('Ann')).toEqual({ kind: 'refused', reason: 'answered 422' });
    expect(board.step).toBeNull();
    expect(d.record.queue).toEqual([]);
    server.answering = 'rank';
    await d.client(server).flush();
    expect(server.posts).toHaveLength(1);
  });
});

describe('a board without a name, or closed', () => {
  it('posts nothing when pressed with no name given or kept: the name is asked still', async () => {
    const server = standInServer();
    const board = boardFor(device().client(server), wonDaily('2026-03-14'));
    const kinds = heard(board);
    expect(await board.post()).toEqual({ kind: 'offered' });
    expect(board.step).toBe('name');
    expect(kinds).toEqual([]);
    expect(server.posts).toEqual([]);
  });

  it('closed while its result waits, hears nothing of it being sent; closed before any post, closes all the same', async () => {
    const server = standInServer();
    server.answering = 'down';
    const client = device().client(server);
    const board = boardFor(client, wonDaily('2026-03-14'));
    await board.post('Ann');
    board.close();
    server.answering = 'rank';
    await client.flush();
    expect(server.posts).toHaveLength(2);
    expect(board.standing).toEqual({ kind: 'waiting' });
    expect(() => { boardFor(client, wonDaily('2026-03-13')).close(); }).not.toThrow();
  });
});

describe('a result that waits', () => {
  for (const answering of ['down', 429, 503] as const) {
    it(`waits on the device when the server is ${answering === 'down' ? 'down' : `answering ${answering}`}, and is sent once when it answers`, async () => {
      const d = device();
      const server = standInServer();
      server.answering = answering;
      const client = d.client(server);
      const board = boardFor(client, wonDaily('2026-03-14'));
      const kinds = heard(board);
      expect(await board.post('Ann')).toEqual({ kind: 'waiting' });
      expect(board.step).toBe('send');
      expect(d.record.queue).toHaveLength(1);
      // Pressed again while the server is still away: still one result waiting, not two.
      await board.send();
      expect(board.standing).toEqual({ kind: 'waiting' });
      expect(d.record.queue).toHaveLength(1);
      expect(server.posts).toHaveLength(2);
      expect(new Set(server.posts.map((p) => p.id)).size).toBe(1);
      server.answering = 'rank';
      await board.send();
      expect(board.standing).toEqual({ kind: 'ranked', rank: 1, of: 1 });
      expect(kinds).toEqual(['sending', 'waiting', 'ranked']);
      expect(d.record.queue).toEqual([]);
      await client.flush();
      await board.send();
      expect(server.posts).toHaveLength(3);
    });
  }

  it('is sent once when two flushes start together (the device back online as the player presses Send now)', async () => {
    const d = device();
    const server = standInServer();
    server.answering = 'down';
    const client = d.client(server);
    const board = boardFor(client, wonDaily('2026-03-14'));
    await board.post('Ann');
    server.answering = 'rank';
    const before = server.posts.length;
    await Promise.all([client.flush(), board.send(), client.flush()]);
    expect(server.posts.length - before).toBe(1);
    expect(board.standing).toEqual({ kind: 'ranked', rank: 1, of: 1 });
  });

  it('goes in order with the others waiting, each board hearing its own answer', async () => {
    const d = device();
    const server = standInServer();
    server.answering = 'down';
    const client = d.client(server);
    client.setName('Ann');
    const monday = boardFor(client, wonDaily('2026-03-13', 4));
    const tuesday = boardFor(client, wonDaily('2026-03-14', 6));
    await monday.post();
    await tuesday.post();
    expect(d.record.queue.map((p) => p.submission.board)).toEqual(['daily:fortunes-favor:2026-03-13', 'daily:fortunes-favor:2026-03-14']);
    const other = device().client(server);
    server.answering = 'rank';
    other.setName('Bob');
    await other.post(wonDaily('2026-03-14', 1));
    const sent: string[] = [];
    client.onSent((e) => sent.push(e.board));
    await client.flush();
    expect(sent).toEqual(['daily:fortunes-favor:2026-03-13', 'daily:fortunes-favor:2026-03-14']);
    expect(monday.standing).toEqual({ kind: 'ranked', rank: 1, of: 1 });
    expect(tuesday.standing).toEqual({ kind: 'ranked', rank: 2, of: 2 });
  });

  it('stops at the first that gets no answer: the rest keep waiting, in order', async () => {
    const d = device();
    const server = standInServer();
    server.answering = 'down';
    const client = d.client(server);
    client.setName('Ann');
    await client.post(wonDaily('2026-03-12'));
    await client.post(wonDaily('2026-03-13'));
    const before = server.posts.length;
    await client.flush();
    expect(server.posts.length - before).toBe(1);
    expect(d.record.queue).toHaveLength(2);
  });

  it('outlives the page: a reload finds it and sends it, once', async () => {
    const d = device();
    const server = standInServer();
    server.answering = 'down';
    const board = boardFor(d.client(server), wonDaily('2026-03-14'));
    await board.post('Ann');
    board.close();
    server.answering = 'rank';
    const reloaded = d.client(server);
    expect(reloaded.waiting).toBe(1);
    const outcomes = await reloaded.flush();
    expect([...outcomes.values()]).toEqual([{ kind: 'posted', rank: 1, of: 1 }]);
    expect(reloaded.waiting).toBe(0);
    // The closed board heard nothing: its Results are gone.
    expect(board.standing).toEqual({ kind: 'waiting' });
    await d.client(server).flush();
    expect(server.kept.get('daily:fortunes-favor:2026-03-14')?.size).toBe(1);
    expect(server.posts.filter((p) => p.board === 'daily:fortunes-favor:2026-03-14')).toHaveLength(2);
  });

  it(`keeps the latest ${MAX_WAITING} and none older than the server remembers an id`, async () => {
    const d = device();
    const server = standInServer();
    server.answering = 'down';
    const client = d.client(server);
    client.setName('Ann');
    for (let i = 0; i < MAX_WAITING + 3; i++) await client.post({ ...wonDaily('2026-03-14'), timeMs: 1000 * (i + 1) });
    expect(d.record.queue).toHaveLength(MAX_WAITING);
    expect(d.record.queue[0]!.submission.timeMs).toBe(4000);
    d.now += MAX_WAIT_MS + 1;
    await client.post(wonDaily('2026-03-15'));
    expect(d.record.queue.map((p) => p.submission.board)).toEqual(['daily:fortunes-favor:2026-03-15']);
  });
});

describe("the name's bounds", () => {
  it(`takes 1 to ${NAME_MAX} printable characters, counted as a reader counts them, trimmed and in NFC`, () => {
    expect(playerName('  Ann  ')).toEqual({ ok: true, value: 'Ann' });
    expect(playerName('x'.repeat(NAME_MAX))).toEqual({ ok: true, value: 'x'.repeat(NAME_MAX) });
    // Twenty cards outside the Basic Multilingual Plane: forty code units, twenty characters.
    expect(playerName('🂡'.repeat(NAME_MAX))).toMatchObject({ ok: true });
    // A letter and its accent apart are one character once composed.
    expect(playerName('e\u0301'.repeat(NAME_MAX))).toEqual({ ok: true, value: 'é'.repeat(NAME_MAX) });
    expect(playerName('<b>Ann</b> & co')).toEqual({ ok: true, value: '<b>Ann</b> & co' });
  });

  it('refuses an empty name, a long one with its length, and a character that does not print', () => {
    for (const empty of ['', '   ', '\t\n']) expect(playerName(empty)).toMatchObject({ ok: false, problem: { kind: 'empty' } });
    expect(playerName('x'.repeat(NAME_MAX + 1))).toMatchObject({ ok: false, problem: { kind: 'long', length: NAME_MAX + 1 } });
    expect(playerName('🂡'.repeat(NAME_MAX + 1))).toMatchObject({ ok: false, problem: { kind: 'long', length: NAME_MAX + 1 } });
    for (const odd of ['a\u0007b', 'a\u200bb', 'a\u202eb', 'a\u00a0b', 'a\tb', 'a\ue000b']) expect(playerName(odd), JSON.stringify(odd)).toMatchObject({ ok: false, problem: { kind: 'unprintable' } });
    expect(playerName(7)).toMatchObject({ ok: false, problem: { kind: 'not-text' } });
  });

  it("says each refusal in the server's words", () => {
    expect(playerName(7)).toEqual({ ok: false, reason: 'the name must be a string', problem: { kind: 'not-text' } });
    expect(playerName(' ')).toEqual({ ok: false, reason: 'the name is empty', problem: { kind: 'empty' } });
    expect(playerName('x'.repeat(NAME_MAX + 3))).toEqual({ ok: false, reason: `the name has ${NAME_MAX + 3} characters: at most ${NAME_MAX}`, problem: { kind: 'long', length: NAME_MAX + 3 } });
    const odd = playerName('a\u0007b');
    expect(odd).toMatchObject({ ok: false, problem: { kind: 'unprintable' } });
    expect(!odd.ok && odd.reason).toMatch(/does not print/);
  });

  it('takes as an id 16 to 64 letters, digits, _ and -, and nothing else', () => {
    for (const id of ['a'.repeat(16), 'A-z_09'.repeat(10).slice(0, 64)]) expect(isRandomId(id), id).toBe(true);
    for (const odd of ['a'.repeat(15), 'a'.repeat(65), `${'a'.repeat(16)}!`, `!${'a'.repeat(16)}`, `${'a'.repeat(8)} ${'a'.repeat(8)}`, 1_234_567_890_123_456, null]) expect(isRandomId(odd), String(odd)).toBe(false);
  });

  it('a name refused is neither kept nor posted, and the board stays offered', async () => {
    const d = device();
    const server = standInServer();
    const board = boardFor(d.client(server), wonDaily('2026-03-14'));
    for (const bad of ['', 'x'.repeat(NAME_MAX + 1), 'a\u200bb']) {
      expect(board.nameProblem(bad)).not.toBeNull();
      expect(await board.post(bad)).toEqual({ kind: 'offered' });
    }
    expect(board.step).toBe('name');
    expect(board.name).toBeNull();
    expect(server.posts).toEqual([]);
    expect(board.nameProblem(' Zoë ')).toBeNull();
    expect(await board.post(' Zoë ')).toMatchObject({ kind: 'ranked' });
    expect(server.posts.map((p) => p.name)).toEqual(['Zoë']);
  });
});

describe('which result has a board, and what the client makes of the server', () => {
  const challenge = { date: '2026-03-14', slot: 2, goal: { kind: 'no-undo' } } as const;

  it("boards only the player's own win of a daily deal, or of a challenge whose goal was met", () => {
    const daily = wonDaily('2026-03-14');
    expect(boardOf(daily)).toBe('daily:fortunes-favor:2026-03-14');
    expect(boardOf({ ...daily, won: false })).toBeNull();
    expect(boardOf({ ...daily, byComputer: true })).toBeNull();
    expect(boardOf({ ...daily, byComputer: false })).toBe('daily:fortunes-favor:2026-03-14');
    expect(boardOf({ ...daily, daily: null })).toBeNull();
    expect(boardOf({ ...daily, challenge, goalMet: true })).toBe('challenge:2026-03-14.3');
    expect(boardOf({ ...daily, challenge, goalMet: false })).toBeNull();
    expect(boardOf({ ...daily, challenge })).toBeNull();
    // A challenge's board is its day and its place among the day's three, counted from one,
    // whatever its goal (without undo or hints is the table's word, met there).
    const met = (slot: number, goal: Goal) => boardOf({ ...daily, challenge: { date: '2026-03-14', slot, goal }, goalMet: true });
    expect(met(0, { kind: 'home-in-time', cards: 13, minutes: 4 })).toBe('challenge:2026-03-14.1');
    expect(met(1, { kind: 'clear-row' })).toBe('challenge:2026-03-14.2');
    expect(met(2, { kind: 'no-hints' })).toBe('challenge:2026-03-14.3');
  });

  it("shows the top rows, with the player's own after them only when it is not among them", () => {
    const row = (rank: number) => ({ rank, name: `P${rank}`, moves: rank, timeMs: rank });
    const top = [row(1), row(2)];
    expect(rowsAround({ board: 'b', of: 9, top, mine: null })).toEqual(top);
    expect(rowsAround({ board: 'b', of: 9, top, mine: row(2) })).toEqual(top);
    expect(rowsAround({ board: 'b', of: 9, top, mine: row(7) })).toEqual([...top, row(7)]);
  });

  it('posts nothing without a board or a name, and says why', async () => {
    const server = standInServer();
    const client = device().client(server);
    expect(await client.post({ ...wonDaily('2026-03-14'), daily: null })).toEqual({ kind: 'refused', reason: expect.stringContaining('no board') as string });
    expect(await client.post(wonDaily('2026-03-14'))).toEqual({ kind: 'refused', reason: 'choose a name first' });
    expect(server.posts).toEqual([]);
    expect(client.waiting).toBe(0);
  });

  it('sends the clock in whole milliseconds, and the times after each action only when the game has them', async () => {
    const server = standInServer();
    const client = device().client(server);
    client.setName('Ann');
    await client.post({ ...wonDaily('2026-03-14'), timeMs: 60_000.6 });
    await client.post({ ...wonDaily('2026-03-13'), times: [1000.4, 2000.5, 3000] });
    expect(server.posts.map((p) => [p.timeMs, p.times])).toEqual([[60_001, undefined], [60_000, [1000, 2001, 3000]]]);
    expect('times' in server.posts[0]!).toBe(false);
  });

  it('sends the moves in effect only, not those undone', async () => {
    const server = standInServer();
    const client = device().client(server);
    client.setName('Ann');
    const won = wonDaily('2026-03-14', 5);
    await client.post({ ...won, session: { ...won.session, position: 2 } });
    expect(server.posts[0]!.moves).toEqual([['draw'], ['draw']]);
  });

  it('keeps its player for good: made once, stored, and the same on every read', () => {
    const d = device();
    const server = standInServer();
    const client = d.client(server);
    const player = client.player;
    expect(d.record.player).toBe(player);
    expect(d.client(server).player).toBe(player);
    // Made and stored once: reading it again writes nothing.
    expect(d.saves).toBe(1);
    expect(client.name).toBeNull();
    expect(client.setName(' ')).toMatchObject({ ok: false, problem: { kind: 'empty' } });
    expect(client.setName(' Ann ')).toEqual({ ok: true, name: 'Ann' });
    expect(d.client(server).name).toBe('Ann');
  });

  it("refuses for good on the server's refusals, in its words or by its status, and keeps waiting on anything else", async () => {
    for (const status of [400, 404, 409, 413, 422]) {
      const server = standInServer();
      const client = device().client(server);
      client.setName('Ann');
      server.transport.post = () => Promise.resolve({ status, body: null });
      expect(await client.post(wonDaily('2026-03-14'))).toEqual({ kind: 'refused', reason: `refused (${status})` });
      expect(client.waiting).toBe(0);
    }
    for (const answer of [{ status: 201, body: { rank: 1 } }, { status: 201, body: { of: 1 } }, { status: 201, body: null }, { status: 200, body: { rank: 1, of: 1 } }, { status: 418, body: { error: 'a teapot' } }]) {
      const server = standInServer();
      const client = device().client(server);
      client.setName('Ann');
      server.transport.post = () => Promise.resolve(answer);
      expect(await client.post(wonDaily('2026-03-14')), JSON.stringify(answer)).toMatchObject({ kind: 'queued' });
      expect(client.waiting).toBe(1);
    }
    const server = standInServer();
    const client = device().client(server);
    client.setName('Ann');
    server.transport.post = () => Promise.resolve({ status: 422, body: { error: 7 } });
    expect(await client.post(wonDaily('2026-03-14'))).toEqual({ kind: 'refused', reason: 'refused (422)' });
  });

  it("says why a board cannot be shown: the server's words, or its status", async () => {
    const server = standInServer();
    const client = device().client(server);
    const answers: [ServerAnswer, string][] = [
      [{ status: 404, body: { error: 'no such board' } }, 'no such board'],
      [{ status: 503, body: 'busy' }, 'the score server answered 503'],
      [{ status: 200, body: null }, 'the score server answered 200'],
      [{ status: 200, body: { of: 3 } }, 'the score server answered 200'],
      [{ status: 200, body: { entries: [] } }, 'the score server answered 200'],
      // A board's body under another status is not shown either.
      [{ status: 500, body: { of: 0, entries: [] } }, 'the score server answered 500'],
    ];
    for (const [answer, reason] of answers) {
      server.transport.board = () => Promise.resolve(answer);
      expect(await client.board('daily:fortunes-favor:2026-03-14'), JSON.stringify(answer)).toEqual({ ok: false, reason });
    }
    server.transport.board = () => Promise.resolve({ status: 200, body: { of: 0, entries: [] } });
    expect(await client.board('daily:fortunes-favor:2026-03-14')).toEqual({ ok: true, view: { board: 'daily:fortunes-favor:2026-03-14', of: 0, top: [], mine: null } });
  });
});

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { deal: number; moves: string[] };
const FRAME_MS = 800;

/**
 * Fortune's Favor deal 1 won along the fixture's line, a frame of FRAME_MS between two moves, with
 * the board offers beside the table; the challenge's goal counts as met when `met` (its record
 * says every card went home at once).
 */
function wonTable(data: Partial<TableData>, client: ScoreClient | null, met = true) {
  const table = new TableController({ game: 'fortunes-favor', number: fixture.deal, ...data }, QUIET_PORTS);
  const offers = new BoardOffers(table, client, {
    challenge: data.challenge ?? null,
    record: () => ({ session: table.session, undos: 0, hints: 0, seconds: table.elapsedSeconds, homeTimes: met ? Array<number>(52).fill(0) : [], over: true }),
  });
  const over: { results: ResultsData | null } = { results: null };
  table.on((e) => { if (e.kind === 'over') over.results = e.results; });
  table.dealt();
  fixture.moves.forEach((m, i) => {
    if (i > 0) table.tick(FRAME_MS);
    if (!table.play([parseMove(m)!])) throw new Error(`move ${i} is legal`);
  });
  const results = over.results;
  if (results === null) throw new Error('the fixture wins');
  return { table, offer: (patch: Partial<ResultsData> = {}) => offers.offer({ ...results, ...patch }) };
}

describe('the board offered at the end of a game', () => {
  const client = () => device().client(standInServer());
  const challenge = (goal: Goal) => ({ date: '2026-03-14', slot: 0, goal });

  it("offers a daily deal's board, the game as the table played it", () => {
    const { table, offer } = wonTable({ daily: '2026-03-14' }, client());
    const board = offer()!;
    expect(board.board).toBe('daily:fortunes-favor:2026-03-14');
    expect(board.game).toEqual({ won: true, byComputer: false, daily: '2026-03-14', challenge: null, goalMet: false, game: 'fortunes-favor', session: table.session, timeMs: table.elapsedSeconds * 1000 });
    expect(board.game.timeMs).toBeCloseTo(FRAME_MS * (fixture.moves.length - 1), 6);
  });

  it('offers none without a score server, nor for a game with no board', () => {
    expect(wonTable({ daily: '2026-03-14' }, null).offer()).toBeNull();
    expect(wonTable({ daily: '2026-03-14' }, client()).offer({ byComputer: true })).toBeNull();
    expect(wonTable({}, client()).offer()).toBeNull();
    expect(wonTable({ challenge: challenge({ kind: 'home-in-time', cards: 52, minutes: 60 }) }, client(), false).offer()).toBeNull();
  });

  it("sends the clock after each action only with a challenge judged on the clock, its goal met", () => {
    const timed = wonTable({ challenge: challenge({ kind: 'home-in-time', cards: 52, minutes: 60 }) }, client()).offer()!;
    expect(timed.board).toBe('challenge:2026-03-14.1');
    expect(timed.game).toMatchObject({ goalMet: true, times: fixture.moves.map((_, i) => FRAME_MS * i) });
    const plain = wonTable({ challenge: challenge({ kind: 'no-undo' }) }, client()).offer()!;
    expect(plain.board).toBe('challenge:2026-03-14.1');
    expect(plain.game.goalMet).toBe(true);
    expect('times' in plain.game).toBe(false);
  });
});
