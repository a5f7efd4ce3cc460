/**
 * Every query the server makes. All that the server knows lives in the database (the results, the
 * ids of results already counted, the rate counters), so any number of instances on one
 * PostgreSQL answer as one. Ranking: fewer moves, then less time, then who reached it first.
 */
import type { BoardEntry } from '../src/play/scoreEntry.ts';
import type { Db, Queryable } from './db.ts';

export interface Result {
  readonly board: string;
  readonly player: string;
  readonly name: string;
  readonly moves: number;
  readonly timeMs: number;
  /** The result's id, when it has one, and a digest of its body: a resend must be the same result. */
  readonly id: string | null;
  readonly digest: string;
}

export interface Standing {
  readonly rank: number;
  readonly of: number;
}

export type Kept =
  | { readonly kind: 'kept'; readonly standing: Standing; readonly improved: boolean; readonly repeated: boolean }
  | { readonly kind: 'id-taken' };

/** The new result is better than the kept one: fewer moves, or as few in less time. */
const BETTER = '(EXCLUDED.moves, EXCLUDED.time_ms) < (scores.moves, scores.time_ms)';

interface Row {
  moves: number;
  time_ms: number;
  first: string;
}

/** The player's rank on the board (by their kept row) and the number of players on it. */
async function standingOf(q: Queryable, board: string, row: Row): Promise<Standing> {
  const { rows } = await q.query<Standing>(
    `SELECT (SELECT count(*) FROM scores WHERE board = $1 AND (moves, time_ms, first) < ($2, $3, $4::bigint))::int + 1 AS rank,
            (SELECT count(*) FROM scores WHERE board = $1)::int AS of`,
    [board, row.moves, row.time_ms, row.first],
  );
  return rows[0]!;
}

async function rowOf(q: Queryable, board: string, player: string): Promise<(Row & { name: string }) | null> {
  const { rows } = await q.query<Row & { name: string }>('SELECT name, moves, time_ms, first::text AS first FROM scores WHERE board = $1 AND player = $2', [board, player]);
  return rows[0] ?? null;
}

/**
 * Keeps a result in one transaction: its id noted (a repeat is answered with the standing, not
 * counted), the player's row made or bettered (never two rows, however many posts race), the name
 * always the latest.
 */
export function keepResult(db: Db, r: Result): Promise<Kept> {
  return db.transaction(async (q) => {
    if (r.id !== null) {
      const fresh = await q.query('INSERT INTO submissions (id, player, board, digest) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id', [r.id, r.player, r.board, r.digest]);
      if (fresh.rows.length === 0) {
        const { rows } = await q.query<{ digest: string; board: string; player: string }>('SELECT digest, board, player FROM submissions WHERE id = $1', [r.id]);
        const seen = rows[0];
        const row = seen?.digest === r.digest ? await rowOf(q, r.board, r.player) : null;
        if (!row) return { kind: 'id-taken' };
        return { kind: 'kept', standing: await standingOf(q, r.board, row), improved: false, repeated: true };
      }
    }
    // One statement: the row made or bettered, and the standing read off the snapshot before it
    // (the player's own old row is never ahead of their new best, so it is never counted).
    const { rows } = await q.query<Standing & { improved: boolean }>(
      `WITH up AS (
         INSERT INTO scores (board, player, name, moves, time_ms, first) VALUES ($1, $2, $3, $4, $5, nextval('score_order'))
         ON CONFLICT (board, player) DO UPDATE SET
           name = EXCLUDED.name,
           moves = CASE WHEN ${BETTER} THEN EXCLUDED.moves ELSE scores.moves END,
           time_ms = CASE WHEN ${BETTER} THEN EXCLUDED.time_ms ELSE scores.time_ms END,
           first = CASE WHEN ${BETTER} THEN EXCLUDED.first ELSE scores.first END,
           posted_at = CASE WHEN ${BETTER} THEN now() ELSE scores.posted_at END
         RETURNING moves, time_ms, first, xmax = 0 AS inserted, first = currval('score_order') AS improved
       )
       SELECT (SELECT count(*) FROM scores s WHERE s.board = $1 AND (s.moves, s.time_ms, s.first) < (up.moves, up.time_ms, up.first))::int + 1 AS rank,
              ((SELECT count(*) FROM scores s WHERE s.board = $1) + CASE WHEN up.inserted THEN 1 ELSE 0 END)::int AS of,
              up.improved
       FROM up`,
      [r.board, r.player, r.name, r.moves, r.timeMs],
    );
    const row = rows[0]!;
    return { kind: 'kept', standing: { rank: row.rank, of: row.of }, improved: row.improved, repeated: false };
  });
}

export interface Listing {
  readonly of: number;
  readonly entries: readonly BoardEntry[];
  /** The player's own row, when asked for: null when they have none on the board. */
  readonly player?: BoardEntry | null;
}

/** The board's top `limit` rows, and the player's own when `player` is given. */
export async function listBoard(db: Db, board: string, limit: number, player: string | null): Promise<Listing> {
  const top = await db.query<{ name: string; moves: number; timeMs: number }>('SELECT name, moves, time_ms AS "timeMs" FROM scores WHERE board = $1 ORDER BY moves, time_ms, first LIMIT $2', [board, limit]);
  const count = await db.query<{ of: number }>('SELECT count(*)::int AS of FROM scores WHERE board = $1', [board]);
  const entries = top.rows.map((r, i) => ({ rank: i + 1, name: r.name, moves: r.moves, timeMs: r.timeMs }));
  const listing = { of: count.rows[0]!.of, entries };
  if (player === null) return listing;
  const row = await rowOf(db, board, player);
  if (!row) return { ...listing, player: null };
  const { rank } = await standingOf(db, board, row);
  return { ...listing, player: { rank, name: row.name, moves: row.moves, timeMs: row.time_ms } };
}

export interface Hits {
  /** Submissions this minute under each key, this one counted. */
  readonly counts: ReadonlyMap<string, number>;
  /** Seconds until the minute turns. */
  readonly retryAfter: number;
}

/** Counts one submission under each key for the database's current minute (the same clock for every instance). */
export async function hit(db: Db, keys: readonly [string, string]): Promise<Hits> {
  const { rows } = await db.query<{ key: string; hits: number; wait: number }>(
    `WITH m AS (SELECT floor(extract(epoch FROM now()) / 60)::bigint AS minute, extract(epoch FROM now()) AS at)
     INSERT INTO rate_hits (key, minute, hits) SELECT k, m.minute, 1 FROM m, (VALUES ($1::text), ($2::text)) AS keys(k)
     ON CONFLICT (key, minute) DO UPDATE SET hits = rate_hits.hits + 1
     RETURNING key, hits, (SELECT ceil((minute + 1) * 60 - at)::int FROM m) AS wait`,
    keys,
  );
  return { counts: new Map(rows.map((r) => [r.key, r.hits])), retryAfter: Math.max(1, rows[0]?.wait ?? 60) };
}

/** Forgets rate counters of minutes gone, and result ids older than `keepDays` (a result waits on a device at most that long). */
export async function sweep(db: Db, keepDays: number): Promise<void> {
  await db.query('DELETE FROM rate_hits WHERE minute < floor(extract(epoch FROM now()) / 60)::bigint - 1');
  await db.query(`DELETE FROM submissions WHERE posted_at < now() - make_interval(days => $1::int)`, [keepDays]);
}
