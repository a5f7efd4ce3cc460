/**
 * The HTTP face of the score server (Hono): `POST /api/v1/scores`, `GET /api/v1/boards/{board}`
 * and `GET /api/v1/health`. Every answer is JSON (`{error}` when refused) with nosniff, and open to
 * pages of another origin (CORS), so the game calls it from wherever it is served.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { isRandomId } from '../src/play/scoreEntry.ts';
import { findBoard } from './boards.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { listBoard } from './store.ts';
import { submit } from './submit.ts';

export const MAX_BODY = 64 * 1024;
export const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 10;

/** The client's address: the socket's, or behind a trusted load balancer the last one it added to X-Forwarded-For. */
function addressOf(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || (getConnInfo(c).remote.address ?? 'unknown');
}

const refused = (c: Context, status: 400 | 404 | 413 | 500, error: string) => c.json({ error }, status);

export function makeApp(db: Db, config: Config, now: () => Date = () => new Date()): Hono {
  const app = new Hono();
  app.use('*', cors({ origin: config.corsOrigin, allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type'], exposeHeaders: ['Retry-After'], maxAge: 86400 }));
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    // A page never renders an answer: a name with markup in it stays text even opened directly.
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });

  app.post('/api/v1/scores', bodyLimit({ maxSize: MAX_BODY, onError: (c) => refused(c, 413, `the body is over 64 KB (${MAX_BODY} bytes)`) }), async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refused(c, 400, 'the body is not JSON');
    }
    const answer = await submit(db, config, body, addressOf(c, config.trustProxy), now());
    if (answer.retryAfter !== undefined) c.header('Retry-After', String(answer.retryAfter));
    return c.json(answer.body, answer.status);
  });

  app.get('/api/v1/boards/:board', async (c) => {
    const found = findBoard(c.req.param('board'), now());
    if (!found.ok) return refused(c, 400, found.reason);
    const limitText = c.req.query('limit') ?? String(DEFAULT_LIMIT);
    if (!/^[1-9]\d{0,3}$/.test(limitText) || Number(limitText) > MAX_LIMIT) return refused(c, 400, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
    const player = c.req.query('player') ?? null;
    if (player !== null && !isRandomId(player)) return refused(c, 400, 'player must be a player id: 16 to 64 characters of A-Z, a-z, 0-9, _ and -');
    const listing = await listBoard(db, found.board.id, Number(limitText), player);
    return c.json({ board: found.board.id, ...listing });
  });

  app.get('/api/v1/health', async (c) => {
    await db.query('SELECT 1');
    return c.json({ ok: true, database: db.kind });
  });

  app.notFound((c) => refused(c, 404, `no such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`));
  app.onError((e, c) => {
    console.error(e);
    return refused(c, 500, 'the server failed on this request');
  });
  return app;
}
