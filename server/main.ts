/**
 * `npm run server`: the score server. Opens the database (PGlite under DATA_DIR, or the
 * PostgreSQL server of DATABASE_URL), brings its schema up to date, and listens on HOST:PORT
 * until SIGINT or SIGTERM, when it finishes the requests under way and closes the database.
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { makeApp } from './app.ts';
import { readConfig } from './config.ts';
import { type Db, openPglite, openPostgres } from './db.ts';
import { migrate } from './migrations.ts';
import { sweep } from './store.ts';

/** How long a result id is remembered: longer than a result waits on a device. */
const KEEP_IDS_DAYS = 30;
/**
 * How long an idle connection stays open: longer than a load balancer keeps its own (60 s is the
 * common default), so the balancer, not the server, closes it. Were the server first, a request
 * the balancer sends on it as it closes would fail.
 */
const IDLE_CONNECTION_MS = 65_000;

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (e) {
    console.error(`score server: ${(e as Error).message}`);
    process.exit(2);
  }
  const db: Db = config.databaseUrl === null ? await openPglite(config.dataDir) : openPostgres(config.databaseUrl);
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`score server: applied migrations ${applied.join(', ')}`);
  const sweeper = setInterval(() => void sweep(db, KEEP_IDS_DAYS).catch((e: unknown) => { console.error(e); }), 60_000);
  sweeper.unref();
  const server = serve({ fetch: makeApp(db, config).fetch, hostname: config.host, port: config.port }, (info) => {
    const where = config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.log(`score server listening on http://${config.host}:${info.port} (${where})`);
  }) as Server;
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // A request's headers may take as long as an idle connection lasts, and a little more.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweeper);
    server.close(() => {
      void db.close().then(() => process.exit(0));
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
