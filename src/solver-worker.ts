/**
 * The solver's Web Worker: `new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' })`.
 * Post a SolverRequest; an answer with the same id comes back. One job at a time: a new request
 * or a `cancel` stops the running one (its id gets a `cancelled` answer). The work runs in slices
 * with a macrotask between them, so messages are heard while a search runs.
 */
import { type SolverJob, type SolverRequest, type SolverResponse, handleSolverRequest } from './engine/solver/index.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let job: SolverJob | null = null;
// Each job's chain of slices carries its generation, so a slice left scheduled by a dropped job stops.
let generation = 0;

function reply(r: SolverResponse): void {
  scope.postMessage(r);
}

function slice(gen: number): void {
  if (!job || gen !== generation) return;
  const r = job.step();
  if (r) {
    job = null;
    reply(r);
  } else setTimeout(slice, 0, gen);
}

scope.onmessage = (e: MessageEvent<SolverRequest>) => {
  if (job) {
    reply(job.cancel());
    job = null;
  }
  job = handleSolverRequest(e.data);
  generation++;
  if (job) setTimeout(slice, 0, generation);
};
