/**
 * The score server on its embedded database (PGlite under DATA_DIR), started for real: the shared
 * suite, a restart that keeps every board, and the rate limits.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY, type Running, STARTING_HOOK_MS, board, dailyLine, freshMinute, post, randomId, startServer, tempDir } from './harness.ts';
import { scoreServerSuite } from './suite.ts';

const BIG = { RATE_PLAYER: '100000', RATE_ADDRESS: '100000' };

describe('the score server on PGlite', () => {
  const dataDir = tempDir('pglite');
  let server: Running;
  beforeAll(async () => {
    server = await startServer({ ...BIG, DATA_DIR: dataDir });
    expect(server.output()).toContain('applied migrations 1');
  }, STARTING_HOOK_MS);
  afterAll(async () => {
    await server.stop();
  });

  scoreServerSuite(() => server.url);

  it('keeps an idle connection open past a load balancer\'s idle limit, so a request sent on it is never met by a close', { timeout: 60_000 }, async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    let heard = '';
    let closed = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { heard += chunk; });
    socket.on('close', () => { closed = true; });
    const answers = async (count: number) => {
      while ((heard.match(/HTTP\/1\.1 200/g) ?? []).length < count && !closed) await new Promise((done) => setTimeout(done, 20));
      return (heard.match(/HTTP\/1\.1 200/g) ?? []).length;
    };
    const health = `GET /api/v1/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`;
    socket.write(health);
    expect(await answers(1)).toBe(1);
    const said = Number(/keep-alive: timeout=(\d+)/i.exec(heard)?.[1]);
    expect(said).toBeGreaterThanOrEqual(61);
    // Node's own idle limit is 5 s; a proxy keeps its connections to the server for 60 s.
    await new Promise((done) => setTimeout(done, 6_000));
    expect(closed).toBe(false);
    socket.write(health);
    expect(await answers(2)).toBe(2);
    socket.destroy();
  });

  it('keeps every board across a restart on the same DATA_DIR', { timeout: STARTING_HOOK_MS }, async () => {
    const ids = ['daily:fortunes-favor:2026-01-12', 'daily:fortunes-favor:2026-01-10', 'daily:fortunes-favor:2026-01-09', DAILY];
    const before = await Promise.all(ids.map((id) => board(server.url, id, '?limit=1000')));
    expect(before.every((b) => (b.body.of as number) > 0)).toBe(true);
    expect(await server.stop()).toBe(0);
    server = await startServer({ ...BIG, DATA_DIR: dataDir });
    expect(server.output()).not.toContain('applied migrations');
    const after = await Promise.all(ids.map((id) => board(server.url, id, '?limit=1000')));
    expect(after.map((b) => b.body)).toEqual(before.map((b) => b.body));
    const more = await post(server.url, { board: DAILY, moves: dailyLine(), timeMs: 1_000_000, name: 'After', player: randomId() });
    expect(more.body).toMatchObject({ of: (before[3]!.body.of as number) + 1 });
  });
});

describe('the rate limits', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDir('rates'), RATE_PLAYER: '3', RATE_ADDRESS: '5', TRUST_PROXY: '1' });
  }, STARTING_HOOK_MS);
  afterAll(async () => {
    await server.stop();
  });

  it('refuses a player past RATE_PLAYER a minute, and an address past RATE_ADDRESS, with 429 and Retry-After', { timeout: 60_000 }, async () => {
    const line = dailyLine();
    const player = randomId();
    const mine = { board: DAILY, moves: line, timeMs: 90_000, name: 'Busy', player };
    await freshMinute();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post(server.url, mine, { 'x-forwarded-for': '192.0.2.1' }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.body.error).toContain('at most 3 a minute');
    const wait = Number(answers[3]!.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const fromOne = [];
    for (let i = 0; i < 6; i++) fromOne.push(await post(server.url, { ...mine, player: randomId() }, { 'x-forwarded-for': '198.51.100.7' }));
    expect(fromOne.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(fromOne[5]!.body.error).toContain('this address: at most 5 a minute');
    expect(fromOne[5]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await post(server.url, { ...mine, player: randomId() }, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(201);
  });
});
