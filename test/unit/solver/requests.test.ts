/**
 * The worker's requests and answers without the worker (src/engine/solver/requests.ts): each
 * request is answered with its id and kind, by the same solver, dead-end search, hint, challenges
 * and level deals the rest of the engine gives; a job is worked in slices and can be cancelled;
 * a budget asked for is kept; a corrupt request is answered null, never thrown.
 */
import { describe, expect, it, vi } from 'vitest';
import { type State, initialState, isWon, numberedDeal } from '../../../src/engine/index.ts';
import { challengesOn } from '../../../src/engine/challenges/make.ts';
import { type SolverJob, type SolverRequest, type SolverResponse, handleSolverRequest, hintSteps, solve } from '../../../src/engine/solver/index.ts';
import { wonState } from '../../../src/engine/winnable/build.ts';
import { winnableAtLevel } from '../../../src/engine/winnable/levels.ts';
import { applyAll } from '../engine/position.ts';
import { acesBuried, lockedPosition, smallPosition } from './small-positions.ts';

function jobOf(msg: SolverRequest): SolverJob {
  const job = handleSolverRequest(msg);
  if (!job) throw new Error(`no job for ${msg.kind}`);
  expect(job.id).toBe(msg.id);
  return job;
}

/** Steps a job to its answer; fails past `most` steps (a budget not kept would run far longer). */
function answer(msg: SolverRequest, most = 40): { response: SolverResponse; steps: number } {
  const job = jobOf(msg);
  for (let steps = 1; steps <= most; steps++) {
    const r = job.step();
    if (r) return { response: r, steps };
  }
  throw new Error(`${msg.kind}: no answer within ${most} steps`);
}

/**
 * `fn` run with the clock held still (a fake Date): no budget in wall time (the shortening's) ends
 * its work early, so the same work done twice gives the same answer however busy the machine.
 */
function clockStill<T>(fn: () => T): T {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    return fn();
  } finally {
    vi.useRealTimers();
  }
}

const famousFifty = (n: number) => initialState(numberedDeal('famous-fifty', n));
// Rouge Forty small positions: 2 is won by a line the shortening cuts, 8 is lost from the start.
const won = lockedPosition('rouge-forty', 2);
const lost = lockedPosition('rouge-forty', 8);

describe('a solve request', () => {
  it('answers a win with the solver\'s line, replayed to a win', () => {
    const { response } = clockStill(() => answer({ id: 11, kind: 'solve', state: won }));
    const node = clockStill(() => solve(won, { maxNodes: 2_000_000 }));
    expect(node.verdict).toBe('win');
    expect(response).toMatchObject({ id: 11, kind: 'solve', verdict: 'win', line: node.line, replayed: true });
    expect(isWon(applyAll(won, node.line))).toBe(true);
  });

  it('answers a loss with no line, not replayed', () => {
    const { response } = answer({ id: 12, kind: 'solve', state: lost });
    expect(response).toMatchObject({ id: 12, kind: 'solve', verdict: 'loss', line: [], replayed: false });
  });

  it('keeps the positions asked for: unknown past them, after a few slices', () => {
    const { response, steps } = answer({ id: 13, kind: 'solve', state: famousFifty(1), maxNodes: 20_000 });
    expect(response).toMatchObject({ id: 13, kind: 'solve', verdict: 'unknown', replayed: false });
    if (response.kind !== 'solve') throw new Error(response.kind);
    expect(response.nodes).toBeGreaterThanOrEqual(20_000);
    expect(response.nodes).toBeLessThan(40_000);
    expect(steps).toBeGreaterThan(1);
  });

  it('keeps the time asked for: unknown once it is up, whatever the positions allowed', () => {
    const t0 = Date.now();
    const { response } = answer({ id: 14, kind: 'solve', state: famousFifty(1), maxNodes: 1e9, maxMs: 1 });
    expect(response).toMatchObject({ id: 14, kind: 'solve', verdict: 'unknown' });
    if (response.kind !== 'solve') throw new Error(response.kind);
    expect(response.ms).toBeGreaterThanOrEqual(1);
    expect(response.ms).toBeLessThanOrEqual(Date.now() - t0);
  });

  it('is worked in slices, and answers a cancel with its id', () => {
    const job = jobOf({ id: 15, kind: 'solve', state: famousFifty(1), maxNodes: 10_000_000 });
    expect(job.step()).toBeNull();
    expect(job.step()).toBeNull();
    expect(job.cancel()).toEqual({ id: 15, kind: 'cancelled' });
  });
});

describe('a dead-end request', () => {
  it('answers yes where a card can still go home, no at a dead end', () => {
    expect(answer({ id: 21, kind: 'dead-end', state: smallPosition('rouge-forty', 104729 * 2 + 3, 9) }).response).toEqual({ id: 21, kind: 'dead-end', reach: 'yes' });
    expect(answer({ id: 22, kind: 'dead-end', state: lost }).response).toEqual({ id: 22, kind: 'dead-end', reach: 'no' });
  });

  it('answers no for a won position at once: no card is left to go home', () => {
    for (const game of ['rouge-forty', 'famous-fifty'] as const) {
      const { response, steps } = answer({ id: 23, kind: 'dead-end', state: wonState(game) });
      expect(response).toEqual({ id: 23, kind: 'dead-end', reach: 'no' });
      expect(steps).toBe(1);
    }
  });

  it('keeps the positions asked for: unknown where the search is cut short, yes with the default', () => {
    // Famous Fifty's deal 14 with its Aces buried: a card goes home, but only after a search.
    const buried = acesBuried(famousFifty(14));
    expect(answer({ id: 24, kind: 'dead-end', state: buried, maxNodes: 1 }).response).toEqual({ id: 24, kind: 'dead-end', reach: 'unknown' });
    expect(answer({ id: 25, kind: 'dead-end', state: buried }).response).toEqual({ id: 25, kind: 'dead-end', reach: 'yes' });
  });

  it('answers a cancel with its id', () => {
    expect(jobOf({ id: 26, kind: 'dead-end', state: lost }).cancel()).toEqual({ id: 26, kind: 'cancelled' });
  });
});

describe('a hint request', () => {
  // One search of the whole deal (the player's "show the solver's line"), long enough for several slices.
  const s: State = famousFifty(1);
  const opts = { peek: true, maxNodes: 6000 };

  it('answers the hint the engine gives, over several slices, each of several of its searches\' slices', () => {
    const { response, steps } = answer({ id: 31, kind: 'hint', state: s, ...opts });
    const gen = hintSteps(s, opts);
    let slices = 0;
    let last = gen.next();
    for (; !last.done; last = gen.next()) slices++;
    expect(response).toEqual({ id: 31, kind: 'hint', hint: last.value });
    // A step of one slice each would hear a cancel soonest, but cost a message each.
    expect(steps).toBeGreaterThan(1);
    expect(steps).toBeLessThan(slices);
  });

  it('answers a cancel with its id', () => {
    expect(jobOf({ id: 32, kind: 'hint', state: s, ...opts }).cancel()).toEqual({ id: 32, kind: 'cancelled' });
  });
});

describe('a request for the day\'s challenges', () => {
  it('answers them without their winning lines, in one step', () => {
    const date = '2026-03-14';
    const { response, steps } = answer({ id: 41, kind: 'challenges', date });
    expect(steps).toBe(1);
    const offers = challengesOn(date).map(({ line: _line, ...offer }) => offer);
    expect(offers.length).toBeGreaterThan(0);
    expect(response).toEqual({ id: 41, kind: 'challenges', challenges: offers });
    if (response.kind !== 'challenges') throw new Error(response.kind);
    for (const c of response.challenges!) expect(c).not.toHaveProperty('line');
  });

  it('answers null for a date that is not one', () => {
    expect(answer({ id: 42, kind: 'challenges', date: 'yesterday' }).response).toEqual({ id: 42, kind: 'challenges', challenges: null });
  });

  it('answers a cancel with its id', () => {
    expect(jobOf({ id: 43, kind: 'challenges', date: '2026-03-14' }).cancel()).toEqual({ id: 43, kind: 'cancelled' });
  });
});

describe('a request for a deal of a level', () => {
  it('answers a numbered deal with its number, and a built deal with its built number', () => {
    for (const [game, level] of [['famous-fifty', 'hard'], ['waxing-moon', 'easy']] as const) {
      const d = winnableAtLevel(game, level, 5);
      expect(answer({ id: 51, kind: 'level-deal', game, level, n: 5 }).response).toEqual({
        id: 51,
        kind: 'level-deal',
        offer: { deal: d.deal, dealNumber: d.dealNumber, builtNumber: d.builtNumber },
      });
    }
    expect(winnableAtLevel('famous-fifty', 'hard', 5).builtNumber).toBeNull();
    expect(winnableAtLevel('waxing-moon', 'easy', 5).dealNumber).toBeNull();
  });

  it('answers null for a deal number out of range', () => {
    expect(answer({ id: 52, kind: 'level-deal', game: 'famous-fifty', level: 'hard', n: 0 }).response).toEqual({ id: 52, kind: 'level-deal', offer: null });
  });

  it('answers a cancel with its id', () => {
    expect(jobOf({ id: 53, kind: 'level-deal', game: 'famous-fifty', level: 'hard', n: 5 }).cancel()).toEqual({ id: 53, kind: 'cancelled' });
  });
});

describe('a cancel request', () => {
  it('starts no job: the worker drops the one it has', () => {
    expect(handleSolverRequest({ id: 61, kind: 'cancel' })).toBeNull();
  });
});
