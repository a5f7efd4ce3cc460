/**
 * What the score server does, against a running server process, whichever database is behind it:
 * the PGlite file and the PostgreSQL file run this same suite.
 */
import { beforeAll, expect, it } from 'vitest';
import { dayPlan, challengeOn } from '../../../src/engine/challenges/make.ts';
import { moveText } from '../../../src/engine/index.ts';
import { DAILY, board, dailyLine, finishedEarly, post, randomId, send } from './harness.ts';

/** A past day with a challenge of the kind asked for, and its slot. */
export function dayWith(kind: string): { date: string; slot: number } {
  for (let d = 1; d <= 28; d++) {
    const date = `2026-02-${String(d).padStart(2, '0')}`;
    const slot = dayPlan(date).findIndex((p) => p.kind === kind);
    if (slot >= 0) return { date, slot };
  }
  throw new Error(`no ${kind} challenge in February 2026`);
}

const result = (moves: unknown, timeMs: unknown, extra: Record<string, unknown> = {}) => ({ board: DAILY, moves, timeMs, name: 'Ann', player: randomId(), ...extra });

/** The suite, against the server `url()` gives (started by the caller, with rate limits far above what it posts). */
export function scoreServerSuite(url: () => string): void {
  let line: string[];
  beforeAll(() => {
    line = dailyLine();
  });

  it('ranks a real win: 201 {rank, of}, JSON with nosniff, open to other origins', async () => {
    const r = await post(url(), result(line, 90_000, { board: 'daily:fortunes-favor:2026-01-11', name: 'First' }));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ rank: expect.any(Number) as number, of: expect.any(Number) as number });
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const pre = await send(`${url()}/api/v1/scores`, { method: 'OPTIONS', headers: { origin: 'https://game.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('keeps a name of markup as the text it is', async () => {
    const names = ['<svg/onload=alert()>', `"&amp;'<b>x</b>`, 'Zoë 🂡 <i>'];
    const day = 'daily:fortunes-favor:2026-01-11';
    for (const name of names) expect((await post(url(), { ...result(line, 95_000), board: day, name })).status).toBe(201);
    const b = await board(url(), day, '?limit=1000');
    const shown = (b.body.entries as { name: string }[]).map((e) => e.name);
    for (const name of names) expect(shown).toContain(name);
    expect(b.text).toContain('<svg/onload=alert()>');
    expect(b.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('takes 200 results posted at once, and ranks and keeps every one', { timeout: 120_000 }, async () => {
    const day = 'daily:fortunes-favor:2026-01-12';
    const line12 = dailyLine('2026-01-12');
    const short12 = finishedEarly(line12, '2026-01-12');
    const posted = Array.from({ length: 200 }, (_, i) => ({ board: day, moves: i % 2 === 0 ? line12 : short12, timeMs: 60_000 + ((i * 7919) % 200) * 1000, name: `Player ${i}`, player: randomId() }));
    const answers = await Promise.all(posted.map((p) => post(url(), p)));
    expect(answers.map((a) => a.status)).toEqual(posted.map(() => 201));
    for (const a of answers) expect((a.body.rank as number) <= (a.body.of as number)).toBe(true);
    const b = await board(url(), day, '?limit=1000');
    const entries = b.body.entries as { rank: number; name: string; moves: number; timeMs: number }[];
    expect(b.body.of).toBe(200);
    expect(entries.map((e) => e.rank)).toEqual(posted.map((_, i) => i + 1));
    const sorted = [...entries].sort((a, c) => a.moves - c.moves || a.timeMs - c.timeMs);
    expect(entries).toEqual(sorted);
    expect(new Set(entries.map((e) => e.name))).toEqual(new Set(posted.map((p) => p.name)));
    expect(entries[0]!.moves).toBe(short12.length);
    expect(entries[199]!.moves).toBe(line12.length);
    const me = posted[17]!;
    const mine = await board(url(), day, `?limit=1&player=${me.player}`);
    const row = mine.body.player as { rank: number; name: string };
    expect(row.name).toBe(me.name);
    expect(entries[row.rank - 1]!.name).toBe(me.name);
  });

  it("keeps one row a player, their best, whatever order their posts race in, under their latest name", async () => {
    const day = 'daily:fortunes-favor:2026-01-10';
    const line10 = dailyLine('2026-01-10');
    const player = randomId();
    const times = [120_000, 80_000, 100_000, 70_000, 90_000, 110_000, 75_000, 95_000];
    const answers = await Promise.all(times.map((t) => post(url(), { board: day, moves: line10, timeMs: t, name: 'Racer', player })));
    expect(answers.map((a) => a.status)).toEqual(times.map(() => 201));
    const b = await board(url(), day, `?player=${player}`);
    expect(b.body.of).toBe(1);
    expect(b.body.player).toEqual({ rank: 1, name: 'Racer', moves: line10.length, timeMs: 70_000 });
    const worse = await post(url(), { board: day, moves: line10, timeMs: 200_000, name: 'Renamed', player });
    expect(worse.body).toMatchObject({ rank: 1, of: 1, improved: false });
    expect((await board(url(), day, `?player=${player}`)).body.player).toEqual({ rank: 1, name: 'Renamed', moves: line10.length, timeMs: 70_000 });
  });

  it('ranks by moves, then time, then who was first', async () => {
    const day = 'daily:fortunes-favor:2026-01-09';
    const line9 = dailyLine('2026-01-09');
    const short9 = finishedEarly(line9, '2026-01-09');
    const order = [
      { name: 'Early', moves: line9, timeMs: 50_000 },
      { name: 'Late', moves: line9, timeMs: 50_000 },
      { name: 'Quick', moves: line9, timeMs: 40_000 },
      { name: 'Short', moves: short9, timeMs: 99_000 },
    ];
    for (const o of order) expect((await post(url(), { board: day, ...o, player: randomId() })).status).toBe(201);
    const b = await board(url(), day);
    expect((b.body.entries as { name: string }[]).map((e) => e.name)).toEqual(['Short', 'Quick', 'Early', 'Late']);
  });

  it('counts a result sent twice under one id once, and refuses the id for another result', async () => {
    const day = 'daily:fortunes-favor:2026-01-08';
    const line8 = dailyLine('2026-01-08');
    const body = { board: day, moves: line8, timeMs: 64_000, name: 'Twice', player: randomId(), id: randomId() };
    const first = await post(url(), body);
    const again = await post(url(), body);
    expect(first.body).toMatchObject({ rank: 1, of: 1, repeated: false });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ rank: 1, of: 1, repeated: true });
    expect((await board(url(), day)).body.of).toBe(1);
    const other = await post(url(), { ...body, timeMs: 30_000 });
    expect(other.status).toBe(409);
    expect(other.body.error).toContain('already used');
    expect((await board(url(), day)).body.entries).toEqual([{ rank: 1, name: 'Twice', moves: line8.length, timeMs: 64_000 }]);
  });

  it('refuses a tampered line with 422 and the reason', async () => {
    const changed = [...line];
    const i = changed.findIndex((m, k) => k > 5 && m.startsWith('t'));
    changed[i] = changed[i]!.replace(/^t(\d+)/, (_, n: string) => `t${(Number(n) + 1) % 8}`);
    const illegal = await post(url(), result(changed, 90_000));
    expect(illegal.status).toBe(422);
    expect(illegal.body.error).toMatch(new RegExp(`^illegal move ${i} "t\\d+>[tf]\\d*": `));
    const cut = await post(url(), result(line.slice(0, -3), 90_000));
    expect(cut).toMatchObject({ status: 422, body: { error: expect.stringMatching(/^the line does not win: \d+ of 52 cards home/) as string } });
    const grouped = [[line[0]!, line[1]!], ...line.slice(2)];
    const forged = await post(url(), result(grouped, 90_000));
    expect(forged.status).toBe(422);
    expect(forged.body.error).toContain('action 0');
    expect(forged.body.error).toContain('is not one player action');
    const fast = await post(url(), result(line, (line.length - 1) * 100 - 1));
    expect(fast).toMatchObject({ status: 422, body: { error: expect.stringContaining('faster than any player') as string } });
    expect((await post(url(), result(line, (line.length - 1) * 100))).status).toBe(201);
  });

  it("judges a challenge's goal by the engine's judge", { timeout: 60_000 }, async () => {
    const timed = dayWith('home-in-time');
    const c = challengeOn(timed.date, timed.slot);
    if (c.goal.kind !== 'home-in-time') throw new Error('the plan said home-in-time');
    const id = `challenge:${timed.date}.${timed.slot + 1}`;
    const moves = c.line.map(moveText);
    const base = { board: id, moves, name: 'Timed', player: randomId() };
    const slow = moves.map((_, i) => (i + 1) * 60_000);
    const quick = moves.map((_, i) => i * 1000);
    expect(await post(url(), { ...base, timeMs: slow.at(-1)! })).toMatchObject({ status: 400, body: { error: expect.stringContaining('times must list the clock') as string } });
    expect(await post(url(), { ...base, timeMs: slow.at(-1)!, times: slow })).toMatchObject({ status: 422, body: { error: expect.stringContaining("misses the challenge's goal") as string } });
    const back = [...quick];
    back[3] = 10;
    expect((await post(url(), { ...base, timeMs: quick.at(-1)!, times: back })).status).toBe(422);
    expect((await post(url(), { ...base, timeMs: quick.at(-1)!, times: quick })).status).toBe(201);
    // Undos and hints leave no trace in a line: these boards rank the wins of their deal, "without" on the game's word.
    for (const kind of ['no-undo', 'no-hints']) {
      const hidden = dayWith(kind);
      const hiddenBoard = `challenge:${hidden.date}.${hidden.slot + 1}`;
      const winning = challengeOn(hidden.date, hidden.slot).line.map(moveText);
      expect(await post(url(), { ...base, board: hiddenBoard, moves: winning, timeMs: 90_000 }), kind).toMatchObject({ status: 201, body: { rank: 1 } });
      expect(await post(url(), { ...base, board: hiddenBoard, moves: winning.slice(0, -1), timeMs: 90_000 }), kind).toMatchObject({ status: 422, body: { error: expect.stringMatching(/^the line does not win/) as string } });
    }
    const won = dayWith('win');
    const daily = await post(url(), { ...base, board: `challenge:${won.date}.${won.slot + 1}`, moves: line, timeMs: 90_000 });
    expect(daily.status).toBe(422);
  });

  it('refuses a malformed result with 400 and the reason, and a body over 64 KB with 413', async () => {
    const cases: [unknown, RegExp][] = [
      ['{"board": ', /not JSON/],
      ['[1, 2]', /JSON object/],
      [result(line, 90_000, { board: 'daily:klondike:2026-01-11' }), /unknown board.*no game/],
      [result(line, 90_000, { board: 'daily:fortunes-favor:2026-02-30' }), /not a calendar day/],
      [result(line, 90_000, { board: 'challenge:2026-01-11.4' }), /challenges 1 to 3/],
      [result(line, 90_000, { board: 'weekly:2026-01-11' }), /unknown board/],
      [result(line, 90_000, { board: 'daily:fortunes-favor:2999-01-01' }), /not open/],
      [result(line, 90_000, { name: '' }), /empty/],
      [result(line, 90_000, { name: '   ' }), /empty/],
      [result(line, 90_000, { name: 'x'.repeat(21) }), /21 characters/],
      [result(line, 90_000, { name: '<img src=x onerror=alert(1)>' }), /28 characters/],
      [result(line, 90_000, { name: 'bell\u0007' }), /does not print/],
      [result(line, 90_000, { name: 'zero\u200dwidth' }), /does not print/],
      [result(line, 90_000, { name: 'two\nlines' }), /does not print/],
      [result(line, 90_000, { name: 42 }), /must be a string/],
      [result(line, 90_000, { player: 'short' }), /player/],
      [result(line, 90_000, { id: 'bad id with spaces!' }), /id, when given/],
      [result(line, -1), /timeMs/],
      [result(line, 1.5), /timeMs/],
      [result(line, '90000'), /timeMs/],
      [result(line, 9e15), /timeMs/],
      [result('draw', 90_000), /non-empty list/],
      [result([], 90_000), /non-empty list/],
      [result([['draw'], []], 90_000), /action 1/],
    ];
    for (const [body, says] of cases) {
      const r = await post(url(), body);
      expect({ body, status: r.status }).toEqual({ body, status: 400 });
      expect(r.body.error).toMatch(says);
    }
    const huge = await post(url(), result([...line, ...Array<string>(20_000).fill('draw')], 90_000));
    expect(huge).toMatchObject({ status: 413, body: { error: expect.stringContaining('64') as string } });
  });

  it('names a trimmed name as kept', async () => {
    const day = 'daily:fortunes-favor:2026-01-07';
    const player = randomId();
    expect((await post(url(), { board: day, moves: dailyLine('2026-01-07'), timeMs: 80_000, name: '  Trim Me  ', player })).status).toBe(201);
    expect(((await board(url(), day, `?player=${player}`)).body.player as { name: string }).name).toBe('Trim Me');
  });

  it('answers a board: top N, at most 1000, with the player\'s row; refuses a bad query with 400', async () => {
    const b = await board(url(), 'daily:fortunes-favor:2026-01-12', '?limit=3');
    expect(b.status).toBe(200);
    expect(Object.keys(b.body)).toEqual(['board', 'of', 'entries']);
    expect((b.body.entries as unknown[]).length).toBe(3);
    const none = await board(url(), 'daily:fortunes-favor:2026-01-12', `?player=${randomId()}`);
    expect(none.body.player).toBeNull();
    const empty = await board(url(), 'daily:lucky-fan:2026-01-12');
    expect(empty.body).toEqual({ board: 'daily:lucky-fan:2026-01-12', of: 0, entries: [] });
    for (const q of ['?limit=0', '?limit=1001', '?limit=x', `?player=bad`]) expect((await board(url(), DAILY, q)).status).toBe(400);
    expect((await board(url(), 'daily:klondike:2026-01-12')).status).toBe(400);
    expect((await board(url(), 'daily:fortunes-favor:2999-01-12')).status).toBe(400);
    const lost = await send(`${url()}/api/v1/nothing`);
    expect(lost.status).toBe(404);
  });
}
