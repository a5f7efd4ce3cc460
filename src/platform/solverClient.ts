/**
 * The page side of the solver's Web Worker (src/solver-worker.ts): one worker for the page,
 * requests as promises. The worker runs one job at a time and a new request stops the one in
 * progress, so every answer is matched to its request by id and a superseded request resolves
 * `null` (as does one cancelled or timed out): callers treat null as "no answer", never wait on
 * a request the player has moved past, and the page never blocks on the solver.
 */
import type { ChallengeOffer, Hint, HintOptions, LevelOffer, Reach, SolverRequest, SolverResponse } from '../engine/solver/index.ts';
import type { Level } from '../engine/winnable/level.ts';
import type { GameId, State } from '../engine/index.ts';
import type { SolveAnswer, SolveBudget, SolverPort } from '../play/solverPort.ts';

export type { SolveAnswer } from '../play/solverPort.ts';

/** What a request needs: the work and, optionally, a time after which the page stops waiting. */
interface Pending {
  readonly resolve: (r: SolverResponse | null) => void;
  readonly timer: ReturnType<typeof setTimeout> | null;
}

/** The part of a Worker the client uses (a fake in unit tests). */
export interface WorkerLike {
  postMessage(msg: SolverRequest): void;
  onmessage: ((e: MessageEvent<SolverResponse>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
}

export class SolverClient implements SolverPort {
  private nextId = 1;
  private failed = false;
  private readonly pending = new Map<number, Pending>();
  /** Answers that arrived for each kind, counted (the browser test reads them). */
  readonly answered = { solve: 0, hint: 0, 'dead-end': 0, challenges: 0, 'level-deal': 0, cancelled: 0, dropped: 0 };

  constructor(private readonly worker: WorkerLike) {
    worker.onmessage = (e) => { this.receive(e.data); };
    // A worker that fails (a bundling problem, out of memory) must not leave anyone waiting,
    // now or later.
    worker.onerror = () => {
      this.failed = true;
      this.dropAll();
    };
  }

  /** Solves with full knowledge. Null when superseded, cancelled or past `waitMs`. */
  async solve(state: State, budget: SolveBudget = {}, waitMs?: number): Promise<SolveAnswer | null> {
    const r = await this.request({ kind: 'solve', state, ...budget }, waitMs);
    return r?.kind === 'solve' ? { verdict: r.verdict, line: r.line, replayed: r.replayed, nodes: r.nodes, ms: r.ms } : null;
  }

  /** The sampled hint (never reads hidden cards unless `peek`). */
  async hint(state: State, opts: HintOptions = {}, waitMs?: number): Promise<Hint | null> {
    const r = await this.request({ kind: 'hint', state, ...opts }, waitMs);
    return r?.kind === 'hint' ? r.hint : null;
  }

  /** Whether any sequence of moves can still send a card home. */
  async deadEnd(state: State, maxNodes?: number, waitMs?: number): Promise<Reach | null> {
    const r = await this.request({ kind: 'dead-end', state, ...(maxNodes === undefined ? {} : { maxNodes }) }, waitMs);
    return r?.kind === 'dead-end' ? r.reach : null;
  }

  /** The day's challenges (YYYY-MM-DD); null when not answered, or for a date that is not one. */
  async challenges(date: string, waitMs?: number): Promise<readonly ChallengeOffer[] | null> {
    const r = await this.request({ kind: 'challenges', date }, waitMs);
    return r?.kind === 'challenges' ? r.challenges : null;
  }

  /** Winnable deal `n` of `game` at `level`; null when not answered or none could be made. */
  async levelDeal(game: GameId, level: Level, n: number, waitMs?: number): Promise<LevelOffer | null> {
    const r = await this.request({ kind: 'level-deal', game, level, n }, waitMs);
    return r?.kind === 'level-deal' ? r.offer : null;
  }

  /** Stops whatever the worker is doing; every waiting request resolves null. */
  cancel(): void {
    if (this.pending.size === 0) return;
    this.worker.postMessage({ id: this.nextId++, kind: 'cancel' });
    this.dropAll();
  }

  /** Requests still waiting for an answer. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  private request(body: DistributiveOmit<SolverRequest, 'id'>, waitMs?: number): Promise<SolverResponse | null> {
    // The worker runs one job at a time: a new request supersedes the waiting ones.
    this.dropAll();
    if (this.failed) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = waitMs === undefined ? null : setTimeout(() => {
        if (!this.pending.has(id)) return;
        this.pending.delete(id);
        this.worker.postMessage({ id: this.nextId++, kind: 'cancel' });
        resolve(null);
      }, waitMs);
      this.pending.set(id, { resolve, timer });
      this.worker.postMessage({ ...body, id });
    });
  }

  private receive(r: SolverResponse): void {
    const p = this.pending.get(r.id);
    if (!p) {
      // An answer to a request nobody waits for any more: dropped.
      this.answered.dropped++;
      return;
    }
    this.pending.delete(r.id);
    if (p.timer !== null) clearTimeout(p.timer);
    this.answered[r.kind]++;
    p.resolve(r.kind === 'cancelled' ? null : r);
  }

  private dropAll(): void {
    for (const p of this.pending.values()) {
      if (p.timer !== null) clearTimeout(p.timer);
      p.resolve(null);
    }
    this.pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let shared: SolverClient | null = null;

/** The page's one solver worker, started on first use; null where workers are unavailable. */
export function solverClient(): SolverClient | null {
  if (shared) return shared;
  if (typeof Worker === 'undefined') return null;
  try {
    shared = new SolverClient(new Worker(new URL('../solver-worker.ts', import.meta.url), { type: 'module' }));
  } catch {
    return null;
  }
  return shared;
}
