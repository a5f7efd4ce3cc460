/**
 * The schema, as numbered steps applied in order and recorded in `schema_migrations`. Every
 * instance runs them at start under one advisory lock, so two instances starting at once apply
 * each step once. A step, once shipped, never changes: a change is a new step.
 */
import type { Db, Queryable } from './db.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'scores, submissions and rate limits',
    sql: `
      CREATE SEQUENCE score_order;
      -- A player's best result on a board; "first" orders equal results by who reached them first.
      CREATE TABLE scores (
        board text NOT NULL,
        player text NOT NULL,
        name text NOT NULL,
        moves integer NOT NULL,
        time_ms integer NOT NULL,
        first bigint NOT NULL,
        posted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (board, player)
      );
      CREATE INDEX scores_rank ON scores (board, moves, time_ms, first);
      -- Results already counted, by their id: a resend is answered, not counted again.
      CREATE TABLE submissions (
        id text PRIMARY KEY,
        player text NOT NULL,
        board text NOT NULL,
        digest text NOT NULL,
        posted_at timestamptz NOT NULL DEFAULT now()
      );
      -- Submissions a minute, by player and by address: one row a key a minute.
      CREATE TABLE rate_hits (
        key text NOT NULL,
        minute bigint NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (key, minute)
      );
    `,
  },
];

/** Any fixed number: the lock that one instance at a time holds while it migrates. */
const MIGRATION_LOCK = 0x5c0e_b0a4;

async function applied(q: Queryable): Promise<Set<number>> {
  await q.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  const { rows } = await q.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((r) => r.version));
}

/** Applies the steps not yet applied, each in its own transaction; returns the versions it applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.session(async (q) => {
    await q.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const done = await applied(q);
      const ran: number[] = [];
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await q.query('BEGIN');
        try {
          await q.exec(m.sql);
          await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
          await q.query('COMMIT');
        } catch (e) {
          await q.query('ROLLBACK');
          throw e;
        }
        ran.push(m.version);
      }
      return ran;
    } finally {
      await q.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
