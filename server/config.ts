/**
 * The server's settings, from the environment. Each has a default that runs on a laptop; a value
 * that is not one is refused at start, by name.
 */
export interface Config {
  readonly host: string;
  /** 0: any free port (tests). */
  readonly port: number;
  /** PGlite's folder, when no DATABASE_URL is given. */
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** Submissions a minute from one player, and from one address. */
  readonly ratePlayer: number;
  readonly rateAddress: number;
  /** Behind a load balancer: the client's address is the last one it adds to X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** The origin allowed to call from a page (`*`: any; the API carries no cookie). */
  readonly corsOrigin: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`);
  return n;
}

export function readConfig(env: Env): Config {
  const url = env.DATABASE_URL ?? '';
  if (url !== '' && !/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must be a postgres:// URL, not ${JSON.stringify(url)}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: whole(env, 'PORT', 8787, 0, 65535),
    dataDir: env.DATA_DIR ?? '.data/',
    databaseUrl: url === '' ? null : url,
    ratePlayer: whole(env, 'RATE_PLAYER', 30, 1, 1_000_000),
    rateAddress: whole(env, 'RATE_ADDRESS', 600, 1, 1_000_000),
    trustProxy: env.TRUST_PROXY === '1',
    corsOrigin: env.CORS_ORIGIN ?? '*',
  };
}
