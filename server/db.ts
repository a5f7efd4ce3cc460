/**
 * One face over the two databases the server runs on: PGlite (PostgreSQL compiled to WebAssembly,
 * in the process, its files under a folder) and a PostgreSQL server through `pg`'s pool. The same
 * SQL runs on both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  // The caller names the rows' type: the drivers return them untyped.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Several statements at once, without parameters (a migration). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction (READ COMMITTED) on one connection; rolled back when it throws. */
  transaction<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs `work` on one connection held for it (an advisory lock is a connection's). */
  session<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite with its data under `dir` (made when missing). One process at a time may open a folder. */
export async function openPglite(dir: string): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const q: Queryable = {
    query: (sql, params) => db.query(sql, params ? [...params] : []),
    exec: async (sql) => {
      await db.exec(sql);
    },
  };
  return {
    kind: 'pglite',
    ...q,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => tx.query(sql, params ? [...params] : []),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    // PGlite is one connection: every query is already on it.
    session: (work) => work(q),
    close: () => db.close(),
  };
}

/** A pool of connections to the PostgreSQL server at `url` (postgres://user:password@host:port/db). */
export function openPostgres(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  const on = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  const wrap = (c: pg.PoolClient | pg.Pool): Queryable => ({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as Queryable's
    query: async <T>(sql: string, params?: readonly unknown[]) => ({ rows: (await c.query(sql, params ? [...params] : [])).rows as T[] }),
    exec: async (sql) => {
      await c.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (work) =>
      on(async (client) => {
        await client.query('BEGIN');
        try {
          const out = await work(wrap(client));
          await client.query('COMMIT');
          return out;
        } catch (e) {
          await client.query('ROLLBACK');
          throw e;
        }
      }),
    session: (work) => on((client) => work(wrap(client))),
    close: () => pool.end(),
  };
}
