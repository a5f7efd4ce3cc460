/// <reference types="vite/client" />
/**
 * The score server as the page reaches it: whether one is named (`?scores=URL` for a visit, else
 * the build's VITE_SCORES_URL), the requests (fetch), a random id (the browser's crypto), and the
 * record in the game's storage. Without a server named there is no client, and the game sends
 * nothing anywhere; nor in a portal's build that forbids outside requests (Poki).
 */
import { ScoreClient, type ScorePorts, type ScoreTransport, type ServerAnswer } from '../play/scores.ts';
import { appStorage } from './saves.ts';
import { type GameStorage, STORAGE_KEYS } from './storage.ts';

/** How long a request may take before the result is left waiting. */
const TIMEOUT_MS = 10_000;

/** A score server's address: http or https, no user or password, no query or fragment; without its last slash. */
export function serverAddress(text: string | null | undefined): string | null {
  if (!text) return null;
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return null;
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.username !== '' || u.password !== '' || u.search !== '' || u.hash !== '') return null;
  return u.href.replace(/\/+$/, '');
}

/** The server named for this visit (`?scores=`) or by the build, or null; a `?scores=` that is not an address names none. */
export function namedServer(search: string, built: string | undefined): string | null {
  const visit = new URLSearchParams(search).get('scores');
  return visit !== null ? serverAddress(visit) : serverAddress(built);
}

async function answer(r: Response): Promise<ServerAnswer> {
  let body: unknown = null;
  try {
    body = await r.json();
  } catch {
    // A body that is not JSON (a proxy's error page): the status alone says what happened.
  }
  return { status: r.status, body };
}

/** The API over fetch; a request that gets no answer (offline, refused, timed out) rejects. */
export function httpTransport(base: string, fetchFn: typeof fetch = (...a) => fetch(...a)): ScoreTransport {
  const timed = (): AbortSignal => AbortSignal.timeout(TIMEOUT_MS);
  return {
    post: async (body) => answer(await fetchFn(`${base}/api/v1/scores`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: timed() })),
    board: async (board, limit, player) => answer(await fetchFn(`${base}/api/v1/boards/${encodeURIComponent(board)}?limit=${limit}&player=${encodeURIComponent(player)}`, { signal: timed() })),
  };
}

/** 128 random bits, URL-safe base64 (22 characters). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export interface ScoreClientOptions {
  readonly storage: GameStorage;
  readonly search?: string;
  readonly built?: string;
  readonly mode?: string;
  readonly fetch?: typeof fetch;
}

/** What the game's score client runs on: the named server, the game's storage, the browser's crypto and clock; null when no server is named (or the portal forbids outside requests). */
export function scorePorts(o: ScoreClientOptions): ScorePorts | null {
  if ((o.mode ?? import.meta.env.MODE) === 'poki') return null;
  const search = o.search ?? (typeof location === 'undefined' ? '' : location.search);
  const base = namedServer(search, o.built ?? (import.meta.env.VITE_SCORES_URL as string | undefined));
  if (base === null) return null;
  return {
    transport: httpTransport(base, o.fetch),
    load: () => o.storage.get(STORAGE_KEYS.scores),
    save: (record) => { o.storage.set(STORAGE_KEYS.scores, record); },
    newId: randomId,
    now: () => Date.now(),
  };
}

/** The game's score client, or null when no server is named (or the portal forbids outside requests). */
export function createScoreClient(o: ScoreClientOptions): ScoreClient | null {
  const ports = scorePorts(o);
  return ports && new ScoreClient(ports);
}

let pageClient: ScoreClient | null | undefined;

/** The page's score client, on the game's storage (made on first use, once the storage is chosen); null when no server is named. */
export function scoreClient(): ScoreClient | null {
  if (pageClient === undefined) pageClient = createScoreClient({ storage: appStorage() });
  return pageClient;
}

/** Sends what waits now, and again each time the device comes back online. Returns what stops it. */
export function sendWhenOnline(client: ScoreClient): () => void {
  const send = () => void client.flush();
  send();
  if (typeof addEventListener === 'undefined') return () => undefined;
  addEventListener('online', send);
  return () => { removeEventListener('online', send); };
}
