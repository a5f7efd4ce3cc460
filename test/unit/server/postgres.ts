/**
 * A throwaway PostgreSQL cluster for the tests: Debian's `postgresql` binaries, a cluster in a
 * temporary folder, on a free port of 127.0.0.1, run as the `postgres` user when the tests run as
 * root (PostgreSQL refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { tempDir } from './harness.ts';

/** The folder of PostgreSQL's server binaries (initdb, pg_ctl), the newest installed, or null. */
export function findPostgres(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0]!, 'bin') : null;
}

export const HOW_TO_GET = 'apt-get install -y postgresql';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => { done(port); });
    });
  });
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:PORT/NAME */
  url(database?: string): string;
  /** Runs SQL through psql on a database (`postgres` by default); its output, one row a line. */
  sql(text: string, database?: string): string;
  stop(): void;
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = tempDir('postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]) => execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -F -c max_connections=100`, 'start']);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    sql: (text, database = 'postgres') => execFileSync(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-At', '-c', text], { encoding: 'utf8' }),
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}
