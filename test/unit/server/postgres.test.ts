/**
 * The score server on a real PostgreSQL server (DATABASE_URL): the same suite as on PGlite, two
 * instances on one database started at once (one migrates, both serve the same boards, the rate
 * limits count across both), and a restart. Where PostgreSQL is not installed the file says so,
 * and how to get it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY, type Running, STARTING_HOOK_MS, board, dailyLine, freshMinute, post, randomId, startServer } from './harness.ts';
import { type Cluster, HOW_TO_GET, findPostgres, startCluster } from './postgres.ts';
import { scoreServerSuite } from './suite.ts';

const BIG = { RATE_PLAYER: '100000', RATE_ADDRESS: '100000' };
const bin = findPostgres();

if (bin === null) {
  describe('the score server on PostgreSQL', () => {
    it('is not tested here: PostgreSQL is not installed', () => {
      console.warn(`\n*** The score server's PostgreSQL tests did NOT run: no PostgreSQL under /usr/lib/postgresql. Get it with: ${HOW_TO_GET}\n`);
      expect(findPostgres()).toBeNull();
    });
  });
} else {
  describe('the score server on PostgreSQL', () => {
    let cluster: Cluster;
    let server: Running;
    beforeAll(async () => {
      cluster = await startCluster(bin);
      cluster.sql('CREATE DATABASE scores');
      server = await startServer({ ...BIG, DATABASE_URL: cluster.url('scores') });
      expect(server.output()).toContain('(PostgreSQL)');
    }, STARTING_HOOK_MS);
    afterAll(async () => {
      await server.stop();
      cluster.stop();
    });

    scoreServerSuite(() => server.url);

    it('keeps every board across a restart', { timeout: STARTING_HOOK_MS }, async () => {
      const before = await board(server.url, 'daily:fortunes-favor:2026-01-12', '?limit=1000');
      expect(await server.stop()).toBe(0);
      server = await startServer({ ...BIG, DATABASE_URL: cluster.url('scores') });
      expect((await board(server.url, 'daily:fortunes-favor:2026-01-12', '?limit=1000')).body).toEqual(before.body);
    });

    it('runs two instances on one database as one: one migration, one board, one rate count', { timeout: STARTING_HOOK_MS }, async () => {
      cluster.sql('CREATE DATABASE shared');
      const env = { DATABASE_URL: cluster.url('shared'), RATE_PLAYER: '4', RATE_ADDRESS: '100000' };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      try {
        const migrated = [a, b].filter((s) => s.output().includes('applied migrations 1'));
        expect(migrated).toHaveLength(1);
        expect(cluster.sql('SELECT count(*) FROM schema_migrations', 'shared').trim()).toBe('1');
        const line = dailyLine();
        const posts = Array.from({ length: 20 }, (_, i) => post(i % 2 === 0 ? a.url : b.url, { board: DAILY, moves: line, timeMs: 100_000 + i * 1000, name: `Shared ${i}`, player: randomId() }));
        expect((await Promise.all(posts)).map((r) => r.status)).toEqual(Array(20).fill(201));
        const seenA = await board(a.url, DAILY, '?limit=1000');
        const seenB = await board(b.url, DAILY, '?limit=1000');
        expect(seenA.body).toEqual(seenB.body);
        expect(seenA.body.of).toBe(20);
        const player = randomId();
        const mine = { board: DAILY, moves: line, timeMs: 90_000, name: 'Both', player };
        const statuses = [];
        await freshMinute();
        for (const s of [a, b, a, b, a]) statuses.push((await post(s.url, mine)).status);
        expect(statuses).toEqual([201, 201, 201, 201, 429]);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    });
  });
}
