/**
 * The score server as the tests run it: the real process (`server/main.ts` under tsx), on a free
 * port, with its PGlite folder or a PostgreSQL URL; and winning lines from the engine's solver.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dailyDealNumber } from '../../../src/engine/daily.ts';
import { finishMoves } from '../../../src/engine/finish.ts';
import { apply, initialState, moveText, numberedDeal, parseMove } from '../../../src/engine/index.ts';
import { solve } from '../../../src/engine/solver/index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface Running {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, and wait for the process to end. */
  stop(): Promise<number | null>;
}

/**
 * How long a start may take: PGlite creates its database on first start (about 8 s of CPU here),
 * and CI runs the unit tests beside the browser tests and the linter on two cores.
 */
export const START_LIMIT_MS = 240_000;
/** A hook that starts servers may take this long. */
export const STARTING_HOOK_MS = START_LIMIT_MS + 60_000;

export const tempDir = (name: string): string => mkdtempSync(join(tmpdir(), `suitcase-${name}-`));

/** Starts `npm run server`'s program with `env` on a free port; resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const ended = new Promise<number | null>((done) => child.on('exit', (code) => { done(code); }));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); fail(new Error(`the server did not start in ${START_LIMIT_MS / 1000} s:\n${out}`)); }, START_LIMIT_MS);
    const heard = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      done({
        url: m[1]!,
        process: child,
        output: () => out,
        stop: () => {
          child.kill('SIGTERM');
          return ended;
        },
      });
    };
    child.stdout.on('data', heard);
    child.stderr.on('data', heard);
    void ended.then((code) => {
      clearTimeout(timer);
      fail(new Error(`the server ended (${code}) before it listened:\n${out}`));
    });
  });
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
  readonly text: string;
}

/**
 * One request on a connection of its own. The tests block their own process for seconds at a time
 * (the solver runs in it), so a kept-alive connection can reach its idle limit on the server's side
 * while a request is on its way, and the server's close then reads as ECONNRESET here.
 */
export function send(address: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(address, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        try {
          done({ status: res.statusCode ?? 0, headers, text, body: text === '' ? {} : JSON.parse(text) as Record<string, unknown> });
        } catch {
          fail(new Error(`${address} answered ${res.statusCode ?? 0} with a body that is not JSON: ${text.slice(0, 200)}`));
        }
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(init.body);
  });
}

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return send(`${url}/api/v1/scores`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

export function board(url: string, id: string, query = ''): Promise<Answer> {
  return send(`${url}/api/v1/boards/${encodeURIComponent(id)}${query}`);
}

/** A past day whose Fortune's Favor daily deal the solver wins. */
export const DAY = '2026-01-11';
export const DAILY = `daily:fortunes-favor:${DAY}`;

/** The solver's winning line of the day's Fortune's Favor daily deal, one move an action. */
export function dailyLine(date = DAY): string[] {
  const r = solve(initialState(numberedDeal('fortunes-favor', dailyDealNumber('fortunes-favor', date))), { maxNodes: 2_000_000 });
  if (r.verdict !== 'win') throw new Error(`the solver does not win the daily deal of ${date}`);
  return r.line.map(moveText);
}

/** The same win in fewer actions: the line up to the first position the finish wins from, then the finish as one action. */
export function finishedEarly(line: readonly string[], date = DAY): (string | string[])[] {
  let s = initialState(numberedDeal('fortunes-favor', dailyDealNumber('fortunes-favor', date)));
  for (let i = 0; i < line.length; i++) {
    const finish = finishMoves(s);
    if (finish.length > 1) return [...line.slice(0, i), finish.map(moveText)];
    const r = apply(s, parseMove(line[i]!)!);
    if (!r.ok) throw new Error('the line is legal');
    s = r.state;
  }
  throw new Error('no finish on this line');
}

/**
 * Waits, when the minute is nearly over, for the next one: the rate limits count by the minute (on
 * the database's clock, this machine's), and a count split across two minutes would not add up.
 */
export async function freshMinute(): Promise<void> {
  const into = new Date().getSeconds();
  if (into > 40) await new Promise((done) => setTimeout(done, (61 - into) * 1000));
}

/** A fresh id of the allowed form. */
export const randomId = (): string => randomUUID().replaceAll('-', '');
