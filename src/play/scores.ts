/**
 * The score boards as the game uses them, behind one small facade: which board a finished game
 * belongs to, the player's name and id, posting a result (posted with its rank, waiting to be sent
 * later, or refused with the server's reason), sending what waits, and reading a board around the
 * player's row. Phaser-free and DOM-free: the server is reached through a port
 * (platform/scores.ts), and the record is kept through the game's storage, read afresh each time
 * so that another tab's changes count.
 */
import { boardId } from '../engine/boards.ts';
import { moveText, type Session } from '../engine/index.ts';
import type { ChallengeOnTable } from './deal.ts';
import { Feed } from './feed.ts';
import { type BoardEntry, type NameProblem, type Submission, playerName } from './scoreEntry.ts';
import { type ScoreRecord, parseScoreRecord, withWaiting, withoutStale, withoutWaiting } from './scoreQueue.ts';

/** What the server said: its status and JSON body. */
export interface ServerAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** How the server is reached. Each call rejects when no answer came (offline, server down). */
export interface ScoreTransport {
  post(body: Submission): Promise<ServerAnswer>;
  board(board: string, limit: number, player: string): Promise<ServerAnswer>;
}

export interface ScorePorts {
  readonly transport: ScoreTransport;
  /** The stored record (undefined when none), and storing it. */
  load(): unknown;
  save(record: ScoreRecord): void;
  /** A fresh random id (the player's, a result's). */
  newId(): string;
  /** Milliseconds since 1970. */
  now(): number;
}

export type PostOutcome =
  | { readonly kind: 'posted'; readonly rank: number; readonly of: number }
  /** Not sent yet (offline, the server down or busy): it waits on the device under its id and goes with the next `flush`. */
  | { readonly kind: 'queued'; readonly id: string }
  /** The server (or the facade, before sending) refused it for good: the reason in words. */
  | { readonly kind: 'refused'; readonly reason: string };

/** A game at its end, as the scene knows it. */
export interface FinishedGame {
  readonly won: boolean;
  readonly byComputer?: boolean;
  /** The day of a daily deal, else null. */
  readonly daily?: string | null;
  readonly challenge?: ChallengeOnTable | null;
  /** The challenge's goal was met on the table (its star earned): only then has its result a board. */
  readonly goalMet?: boolean;
  readonly game: string;
  readonly session: Session;
  readonly timeMs: number;
  /** The clock after each action in effect (ActionTimes), for a challenge judged on the clock. */
  readonly times?: readonly number[];
}

export interface BoardView {
  readonly board: string;
  readonly of: number;
  readonly top: readonly BoardEntry[];
  /** The player's own row, or null when they have none on this board. */
  readonly mine: BoardEntry | null;
}

/** The board a finished game's result goes to, or null: a daily deal's, a challenge's whose goal was met; only a win of the player's own. */
export function boardOf(g: Pick<FinishedGame, 'won' | 'byComputer' | 'daily' | 'challenge' | 'goalMet' | 'game'>): string | null {
  if (!g.won || g.byComputer === true) return null;
  if (g.challenge) return g.goalMet === true ? boardId({ kind: 'challenge', date: g.challenge.date, slot: g.challenge.slot }) : null;
  return g.daily ? boardId({ kind: 'daily', game: g.game, date: g.daily }) : null;
}

/** The rows to show: the top ones, then the player's own when it is not among them. */
export function rowsAround(view: BoardView): readonly BoardEntry[] {
  const mine = view.mine;
  return mine === null || view.top.some((e) => e.rank === mine.rank) ? view.top : [...view.top, mine];
}

const errorOf = (body: unknown): string | null => {
  const e = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : null;
  return typeof e === 'string' ? e : null;
};

/** What a server's answer to a post means for the result of `id`: counted, refused for good, or to try again later. */
function outcomeOf(a: ServerAnswer, id: string): PostOutcome {
  const b = a.body as Record<string, unknown> | null;
  if (a.status === 201 && typeof b?.rank === 'number' && typeof b.of === 'number') return { kind: 'posted', rank: b.rank, of: b.of };
  // 429 (too many), 5xx and anything unforeseen: the result keeps waiting.
  if ([400, 404, 409, 413, 422].includes(a.status)) return { kind: 'refused', reason: errorOf(a.body) ?? `refused (${a.status})` };
  return { kind: 'queued', id };
}

/** A result that waited has its answer: counted or refused for good. */
export interface SentEvent {
  readonly id: string;
  readonly board: string;
  readonly outcome: Exclude<PostOutcome, { kind: 'queued' }>;
}

/** The name a player's results go under, as the Settings change it: kept by the score client, on the device. */
export interface BoardNames {
  /** The name chosen, or null until the player chooses one. */
  readonly name: string | null;
  /** Keeps the name (trimmed), or says why it cannot be one. */
  setName(text: string): { ok: true; name: string } | { ok: false; reason: string; problem: NameProblem };
}

export class ScoreClient implements BoardNames {
  private running: Promise<ReadonlyMap<string, PostOutcome>> | null = null;
  private readonly sent = new Feed<SentEvent>();

  constructor(private readonly ports: ScorePorts) {}

  /** The record as stored (made and stored the first time, so the player's id never changes). */
  private record(): ScoreRecord {
    const stored = this.ports.load();
    const r = parseScoreRecord(stored, () => this.ports.newId());
    if (JSON.stringify(stored) !== JSON.stringify(r)) this.ports.save(r);
    return r;
  }

  get player(): string {
    return this.record().player;
  }

  /** The name the player chose, or null until they choose one. */
  get name(): string | null {
    return this.record().name;
  }

  /** Keeps the player's name (trimmed), or says why it cannot be one. */
  setName(text: string): { ok: true; name: string } | { ok: false; reason: string; problem: NameProblem } {
    const n = playerName(text);
    if (!n.ok) return n;
    this.ports.save({ ...this.record(), name: n.value });
    return { ok: true, name: n.value };
  }

  /** Results waiting to be sent. */
  get waiting(): number {
    return this.record().queue.length;
  }

  /** Hears every result sent and answered for good, whoever sent it (a post, a flush when back online). */
  onSent(listener: (e: SentEvent) => void): () => void {
    return this.sent.on(listener);
  }

  /** Posts a finished game's result under the player's name; it waits on the device when the server cannot be reached. */
  async post(g: FinishedGame): Promise<PostOutcome> {
    const board = boardOf(g);
    if (board === null) return { kind: 'refused', reason: 'this game has no board: only a win of a daily deal or of a challenge with a board is ranked' };
    const r = this.record();
    if (r.name === null) return { kind: 'refused', reason: 'choose a name first' };
    const moves = g.session.history.slice(0, g.session.position).map((e) => e.moves.map(moveText));
    const id = this.ports.newId();
    const submission = { board, moves, timeMs: Math.round(g.timeMs), name: r.name, player: r.player, id, ...(g.times ? { times: g.times.map(Math.round) } : {}) };
    this.ports.save(withWaiting(r, submission, this.ports.now()));
    return (await this.flush()).get(id) ?? { kind: 'queued', id };
  }

  /** Sends every result waiting, oldest first, one at a time; stops at the first that gets no answer. The outcome of each, by id. */
  async flush(): Promise<ReadonlyMap<string, PostOutcome>> {
    while (this.running) await this.running;
    this.running = this.sendAll();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async sendAll(): Promise<ReadonlyMap<string, PostOutcome>> {
    const outcomes = new Map<string, PostOutcome>();
    const start = withoutStale(this.record(), this.ports.now());
    this.ports.save(start);
    for (const p of start.queue) {
      const id = p.submission.id;
      let outcome: PostOutcome;
      try {
        outcome = outcomeOf(await this.ports.transport.post(p.submission), id);
      } catch {
        outcome = { kind: 'queued', id };
      }
      outcomes.set(id, outcome);
      if (outcome.kind === 'queued') break;
      this.ports.save(withoutWaiting(this.record(), id));
      this.sent.emit({ id, board: p.submission.board, outcome });
    }
    return outcomes;
  }

  /** A board's top `limit` rows and the player's own, or why it cannot be shown now. */
  async board(board: string, limit = 10): Promise<{ ok: true; view: BoardView } | { ok: false; reason: string }> {
    let a: ServerAnswer;
    try {
      a = await this.ports.transport.board(board, limit, this.player);
    } catch {
      return { ok: false, reason: 'the score server cannot be reached' };
    }
    const b = a.body as Partial<BoardView> & { entries?: BoardEntry[]; player?: BoardEntry | null } | null;
    if (a.status !== 200 || !b || !Array.isArray(b.entries) || typeof b.of !== 'number') return { ok: false, reason: errorOf(a.body) ?? `the score server answered ${a.status}` };
    return { ok: true, view: { board, of: b.of, top: b.entries, mine: b.player ?? null } };
  }
}
