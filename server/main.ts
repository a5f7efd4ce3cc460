/**
 * `npm run server`: the score server. Opens the database (PGlite under DATA_DIR, or the
 * PostgreSQL server of DATABASE_URL), brings its schema up to date, and listens on HOST:PORT
 * until SIGINT or SIGTERM, when it finishes the requests under way and closes the database.
 */
import { serve } from '@hono/node-server';
import { makeApp } from './app.ts';
import { readConfig } from './config.ts';
import { type Db, openPglite, openPostgres } from './db.ts';
import { migrate } from './migrations.ts';
import { sweep } from './store.ts';

/** How long a result id is remembered: longer than a result waits on a device. */
const KEEP_IDS_DAYS = 30;

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
  });
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
