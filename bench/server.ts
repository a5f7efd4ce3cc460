/**
 * The score server under load: many simulated players posting real winning lines at once (the
 * solver's lines of Fortune's Favor daily deals, one board a day), against the server process on
 * PGlite, on PostgreSQL when it is installed, and two instances on one PostgreSQL. Prints
 * submissions a second and the latency (p50, p95, p99) of each, then checks every result was kept.
 * Traffic stays on 127.0.0.1, and the run is bounded: SUBMISSIONS posts, CONCURRENCY at a time.
 */
import { randomUUID } from 'node:crypto';
import { dailyLine, post, board, startServer, tempDir, type Running } from '../test/unit/server/harness.ts';
import { HOW_TO_GET, findPostgres, startCluster } from '../test/unit/server/postgres.ts';

const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);
const PLAYERS = Number(process.env.PLAYERS ?? 500);
const DAYS = ['2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11', '2026-01-12'];
const BIG = { RATE_PLAYER: '1000000', RATE_ADDRESS: '1000000' };

const lines = new Map(DAYS.map((d) => [d, dailyLine(d)]));
const players = Array.from({ length: PLAYERS }, (_, i) => ({ id: randomUUID().replaceAll('-', ''), name: `Bench ${i}` }));

const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** Posts SUBMISSIONS results, CONCURRENCY at a time, spread over the servers; submission k is player k mod PLAYERS on day k mod DAYS. */
async function load(urls: readonly string[]): Promise<{ perSecond: number; p50: number; p95: number; p99: number; failed: number }> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let k = next++; k < SUBMISSIONS; k = next++) {
      const day = DAYS[k % DAYS.length]!;
      const p = players[k % PLAYERS]!;
      const t = performance.now();
      const r = await post(urls[k % urls.length]!, { board: `daily:fortunes-favor:${day}`, moves: lines.get(day), timeMs: 60_000 + ((k * 7919) % 100_000), name: p.name, player: p.id, id: randomUUID().replaceAll('-', '') });
      latencies.push(performance.now() - t);
      if (r.status !== 201) failed++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: SUBMISSIONS / seconds, p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), p99: quantile(latencies, 0.99), failed };
}

/** Every board holds each of its players once. */
async function kept(url: string): Promise<string> {
  const counts = await Promise.all(DAYS.map(async (d) => (await board(url, `daily:fortunes-favor:${d}`, '?limit=1')).body.of as number));
  const expected = DAYS.map((_, i) => new Set(Array.from({ length: Math.min(SUBMISSIONS, PLAYERS * DAYS.length) }, (_, k) => k).filter((k) => k < SUBMISSIONS && k % DAYS.length === i).map((k) => k % PLAYERS)).size);
  // Each board also holds its warm-up player.
  return counts.every((c, i) => c === expected[i]! + 1) ? `kept: ${counts.join(' + ')} players on ${DAYS.length} boards` : `NOT KEPT: ${counts.join(',')} rows, ${expected.map((e) => e + 1).join(',')} players`;
}

async function run(label: string, servers: Running[]): Promise<void> {
  const urls = servers.map((s) => s.url);
  // One warm-up post a board: the first use of a board and of each code path is not the steady state.
  for (const d of DAYS) await post(urls[0]!, { board: `daily:fortunes-favor:${d}`, moves: lines.get(d), timeMs: 500_000, name: 'Warm', player: randomUUID().replaceAll('-', '') });
  const r = await load(urls);
  console.log(`${label.padEnd(34)} ${r.perSecond.toFixed(0).padStart(5)} submissions/s   p50 ${r.p50.toFixed(0).padStart(4)} ms   p95 ${r.p95.toFixed(0).padStart(4)} ms   p99 ${r.p99.toFixed(0).padStart(4)} ms   ${r.failed} failed   ${await kept(urls[0]!)}`);
}

console.log(`${SUBMISSIONS} submissions, ${CONCURRENCY} at once, ${PLAYERS} players, ${DAYS.length} boards; lines of ${DAYS.map((d) => lines.get(d)!.length).join(', ')} moves`);
const pglite = await startServer({ ...BIG, DATA_DIR: tempDir('bench') });
try {
  await run('PGlite (one process)', [pglite]);
} finally {
  await pglite.stop();
}

const bin = findPostgres();
if (bin === null) console.log(`PostgreSQL: not run (no PostgreSQL installed; ${HOW_TO_GET})`);
else {
  const cluster = await startCluster(bin);
  try {
    cluster.sql('CREATE DATABASE one');
    cluster.sql('CREATE DATABASE two');
    const single = await startServer({ ...BIG, DATABASE_URL: cluster.url('one') });
    try {
      await run('PostgreSQL, one instance', [single]);
    } finally {
      await single.stop();
    }
    const pair = await Promise.all([startServer({ ...BIG, DATABASE_URL: cluster.url('two') }), startServer({ ...BIG, DATABASE_URL: cluster.url('two') })]);
    try {
      await run('PostgreSQL, two instances', pair);
    } finally {
      await Promise.all(pair.map((s) => s.stop()));
    }
  } finally {
    cluster.stop();
  }
}
