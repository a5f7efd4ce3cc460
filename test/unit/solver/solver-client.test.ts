import { describe, expect, it } from 'vitest';
import { apply, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { type SolverJob, type SolverRequest, type SolverResponse, handleSolverRequest, hint, solve } from '../../../src/engine/solver/index.ts';
import { SolverClient, type WorkerLike } from '../../../src/platform/solverClient.ts';
import { applyAll } from '../engine/position.ts';
import { en } from '../../../src/text/en.ts';

/** src/solver-worker.ts without a worker: one job at a time, in slices between macrotasks. */
class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<SolverResponse>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  readonly received: SolverRequest[] = [];
  private job: SolverJob | null = null;
  private generation = 0;

  postMessage(msg: SolverRequest): void {
    this.received.push(msg);
    setTimeout(() => {
      if (this.job) this.reply(this.job.cancel());
      this.job = handleSolverRequest(msg);
      const gen = ++this.generation;
      if (this.job) setTimeout(() => { this.slice(gen); }, 0);
    }, 0);
  }

  private slice(gen: number): void {
    if (!this.job || gen !== this.generation) return;
    const r = this.job.step();
    if (r) {
      this.job = null;
      this.reply(r);
    } else setTimeout(() => { this.slice(gen); }, 0);
  }

  private reply(r: SolverResponse): void {
    this.onmessage?.({ data: r } as MessageEvent<SolverResponse>);
  }
}

const luckyFan = (n: number) => initialState(numberedDeal('lucky-fan', n));
// A long search: Famous Fifty's opening with a budget it will not exhaust soon.
const long = () => initialState(numberedDeal('famous-fifty', 1));

describe('SolverClient', () => {
  it('answers a solve with the same verdict and line as the solver in Node', async () => {
    const client = new SolverClient(new FakeWorker());
    const s = luckyFan(4);
    const r = await client.solve(s, { maxNodes: 500_000 });
    const node = solve(s, { maxNodes: 500_000 });
    expect(r?.verdict).toBe(node.verdict);
    expect(r?.line).toEqual(node.line);
    expect(client.busy).toBe(false);
  });

  it('answers a solve from a position part-way through a deal with a shortened line it replayed to a win', async () => {
    const client = new SolverClient(new FakeWorker());
    let s = initialState(numberedDeal('rouge-forty', 7));
    for (const m of solve(s, { maxNodes: 500_000 }).line.slice(0, 10)) {
      const a = apply(s, m);
      if (!a.ok) throw new Error(en.refusal(a.refusal));
      s = a.state;
    }
    const r = await client.solve(s, { maxNodes: 500_000 });
    const raw = solve(s, { maxNodes: 500_000, shorten: false });
    expect(r?.verdict).toBe('win');
    expect(r?.replayed).toBe(true);
    expect(isWon(applyAll(s, r!.line))).toBe(true);
    expect(r!.line.length).toBeLessThan(raw.line.length);
  });

  it('answers a hint equal to the Node hint', async () => {
    const client = new SolverClient(new FakeWorker());
    const s = luckyFan(6);
    const opts = { samples: 4, maxNodes: 5000 };
    expect(await client.hint(s, opts)).toEqual(hint(s, opts));
  });

  it('a newer request supersedes the one in progress: the old resolves null, its late answer is dropped', async () => {
    const worker = new FakeWorker();
    const client = new SolverClient(worker);
    const first = client.solve(long(), { maxNodes: 50_000_000 });
    await new Promise((r) => setTimeout(r, 30));
    const second = client.solve(luckyFan(4), { maxNodes: 500_000 });
    expect(await first).toBeNull();
    const r = await second;
    expect(r).not.toBeNull();
    expect(r?.verdict).toBe(solve(luckyFan(4), { maxNodes: 500_000 }).verdict);
    // The worker said the first job was cancelled; nobody was waiting for it any more.
    expect(client.answered.dropped).toBeGreaterThanOrEqual(1);
  });

  it('cancel stops the work and resolves what waits with null', async () => {
    const worker = new FakeWorker();
    const client = new SolverClient(worker);
    const p = client.deadEnd(long(), 50_000_000);
    client.cancel();
    expect(await p).toBeNull();
    expect(worker.received.map((m) => m.kind)).toEqual(['dead-end', 'cancel']);
    expect(client.busy).toBe(false);
  });

  it('gives up waiting after waitMs, and tells the worker to stop', async () => {
    const worker = new FakeWorker();
    const client = new SolverClient(worker);
    const t0 = performance.now();
    expect(await client.solve(long(), { maxNodes: 50_000_000 }, 50)).toBeNull();
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(worker.received.map((m) => m.kind)).toEqual(['solve', 'cancel']);
  });
});

describe('SolverClient with a failed worker', () => {
  it('resolves what waits, and every later request, with null', async () => {
    const worker = new FakeWorker();
    const client = new SolverClient(worker);
    const waiting = client.solve(long(), { maxNodes: 50_000_000 });
    worker.onerror?.({} as ErrorEvent);
    expect(await waiting).toBeNull();
    expect(await client.hint(luckyFan(4))).toBeNull();
    expect(client.busy).toBe(false);
  });
});
