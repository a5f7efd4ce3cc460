/**
 * Watching a winning line, driven as the table scene drives it: the line found through the port,
 * the question asked through the controller, the replay fed time and whether the cards still move,
 * and the controls of the bar and its keys. Answers for a position the player has left are dropped.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cueOf } from '../../../src/audio/cues.ts';
import { type GameId, type State, apply, initialState, isWon, numberedDeal, parseMove } from '../../../src/engine/index.ts';
import { announceAction } from '../../../src/text/announce.ts';
import { TableController, type TableEvent, type TablePorts } from '../../../src/play/table.ts';
import { type WatchEvent, WatchController, type WatchProgress } from '../../../src/play/watch.ts';
import { REPLAY_STEP_MS } from '../../../src/play/replay.ts';
import { know } from '../../../src/play/verdicts.ts';
import { T } from '../../../src/text/index.ts';
import { FakeSolver, SolveNeverAnswers, tick } from './fakeSolver.ts';
import { winnableDealAndLosingMove } from '../../browser/positions.ts';
import { QUIET_PORTS } from './ports.ts';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: GameId; deal: number; moves: string[] };
const line = fixture.moves.map((m) => parseMove(m)!);

/** A table of the fixture's deal (or of `deal`, its lines found by the solver itself), watched; `undealt`: still dealing. */
function watched(o: { counted?: boolean; noWorker?: boolean; deal?: { game: GameId; number: number }; undealt?: boolean; solver?: FakeSolver } = {}) {
  const results: boolean[] = [];
  const ports: TablePorts = { ...QUIET_PORTS, recordResult: (_g, r) => { results.push(r.won); } };
  const table = new TableController({ ...(o.deal ?? { game: fixture.game, number: fixture.deal }), watch: o.counted }, ports);
  const solver = o.solver ?? new FakeSolver();
  // The fixture's line wins from the deal; the solver would find its own.
  if (!o.deal) solver.overrides.solve = (s: State) => (s === table.session.start ? { verdict: 'win', line, replayed: true, nodes: 1, ms: 0 } : { verdict: 'unknown', line: [], replayed: false, nodes: 1, ms: 0 });
  const port = o.noWorker === true ? null : solver;
  // The scene always says whether the game is counted already; a caller that does not means it is not.
  const watch = o.counted === undefined ? new WatchController(table, port) : new WatchController(table, port, o.counted);
  table.on((e) => { watch.hear(e); });
  const events: WatchEvent[] = [];
  watch.on((e) => { events.push(e); });
  const asked: Extract<TableEvent, { kind: 'ask' }>[] = [];
  table.on((e) => { if (e.kind === 'ask') asked.push(e); });
  if (o.undealt !== true) table.dealt();
  const bar = (): WatchProgress | null | undefined => (events.filter((e) => e.kind === 'bar').pop())?.progress;
  const spoken = () => events.filter((e) => e.kind === 'watchSpoken' || (e.kind === 'watchNotice' && e.spoken)).map((e) => cueOf(e).say);
  const notices = () => events.flatMap((e) => (e.kind === 'watchNotice' ? [e.text] : []));
  const solves = () => solver.asked.filter((k) => k === 'solve').length;
  let now = 0;
  /** Time passes by `ms` in frames, the cards landing at once. */
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += 100) watch.tick((now += 100), false);
  };
  return { table, solver, watch, events, asked, bar, spoken, notices, solves, run, results };
}

describe('watching a winning line', () => {
  it("plays Fortune's Favor deal 1 to a win once the player says yes: counted as played and not won, every step said", async () => {
    const w = watched();
    const request = w.watch.request();
    await w.solver.settle();
    // The line reads the stock's order: the player is asked, and the clock stands meanwhile.
    expect(w.asked.map((a) => a.question)).toEqual(['watchHidden']);
    w.asked[0]!.answer(true);
    await request;
    expect(w.results).toEqual([false]);
    expect(w.table.byComputer).toBe(true);
    expect(w.bar()).toMatchObject({ index: 0, length: line.length, playing: true });
    w.run(2 * REPLAY_STEP_MS * line.length);
    expect(isWon(w.table.state)).toBe(true);
    expect(w.table.over).toBe('won');
    expect(w.bar()).toBeNull();
    expect(w.spoken()).toContain(T.watchStarted(line.length));
    const start = w.table.session.start;
    const first = apply(start, line[0]!);
    if (!first.ok) throw new Error('the line does not start from the deal');
    expect(w.spoken()).toContain(T.watchStepSpoken(1, line.length, announceAction(start, first.steps, first.state)));
    expect(w.spoken().filter((s) => s?.startsWith(T.watchStepSpoken(line.length, line.length, ''))).length).toBe(1);
    // Counted once only, and the computer's win is not the player's.
    expect(w.results).toEqual([false]);
  });

  it('pauses, steps forward and back, changes speed and stops by its controls; paused, it stands still', async () => {
    const w = watched();
    await watching(w);
    w.run(REPLAY_STEP_MS * 3 + 50);
    const played = w.table.session.position;
    expect(played).toBeGreaterThanOrEqual(2);
    w.watch.press('toggle');
    expect(w.bar()?.playing).toBe(false);
    w.run(REPLAY_STEP_MS * 5);
    expect(w.table.session.position).toBe(played);
    w.watch.press('forward');
    expect(w.table.session.position).toBe(played + 1);
    w.watch.press('back');
    w.watch.press('back');
    expect(w.table.session.position).toBe(played - 1);
    w.watch.press('faster');
    expect(w.bar()?.speed).toBe(2);
    w.watch.press('slower');
    w.watch.press('slower');
    expect(w.bar()?.speed).toBe(0.5);
    // While the cards still move, the next step waits for them.
    w.watch.press('toggle');
    for (let i = 0; i < 40; i++) w.watch.tick(10_000 + i * 1000, true);
    expect(w.table.session.position).toBe(played - 1);
    w.watch.press('stop');
    expect(w.bar()).toBeNull();
    expect(w.watch.active).toBe(false);
    expect(w.spoken()).toContain(T.watchStopped);
    // The table stays where the line had got to.
    expect(w.table.session.position).toBe(played - 1);
  });

  it('"no" leaves a game in progress untouched and uncounted, and the player plays on', async () => {
    const w = watched();
    expect(w.table.play([line[0]!])).toBe(true);
    const session = w.table.session;
    // The rest of the line wins from the position showing.
    w.solver.overrides.solve = (s: State) => (s === w.table.state ? { verdict: 'win', line: line.slice(1), replayed: true, nodes: 1, ms: 0 } : { verdict: 'unknown', line: [], replayed: false, nodes: 1, ms: 0 });
    const request = w.watch.request();
    await w.solver.settle();
    expect(w.asked.map((a) => a.question)).toEqual(['watchHidden']);
    w.asked[0]!.answer(false);
    await request;
    expect(w.table.session).toBe(session);
    expect(w.results).toEqual([]);
    expect(w.table.byComputer).toBe(false);
    expect(w.watch.active).toBe(false);
    expect(w.events.filter((e) => e.kind === 'bar')).toEqual([]);
    expect(w.table.play([line[1]!])).toBe(true);
    expect(w.table.session.position).toBe(2);
  });

  it('drops a line found for a position the player has left, from the start or from a move on, and asks nothing', async () => {
    for (const before of [0, 1]) {
      const w = watched();
      for (const m of line.slice(0, before)) expect(w.table.play([m])).toBe(true);
      // Any position asked about wins by the rest of the fixture's line (as if).
      if (before > 0) w.solver.overrides.solve = () => ({ verdict: 'win', line: line.slice(before), replayed: true, nodes: 1, ms: 0 });
      const request = w.watch.request();
      expect(w.table.play([line[before]!])).toBe(true);
      await w.solver.settle();
      await request;
      expect(w.asked).toEqual([]);
      expect(w.watch.active).toBe(false);
    }
  });

  it('plays from the start, and says so, when no line is left from the position showing', async () => {
    const w = watched();
    w.table.play([line[0]!]);
    // The position showing is known lost: only the deal's own line can be shown.
    know(w.table.state, 'loss');
    const request = w.watch.request();
    await w.solver.settle();
    w.asked[0]!.answer(true);
    await request;
    expect(w.table.session.position).toBe(0);
    expect(w.events.some((e) => e.kind === 'watchNotice' && e.text === T.watchFromStart)).toBe(true);
    // A position known lost is not searched again.
    expect(w.solves()).toBe(1);
  });

  it('a game already counted (a lost game\'s Results) asks only when the line shows hidden cards; with no worker it says so', async () => {
    const w = watched({ counted: true });
    const request = w.watch.request(true);
    await w.solver.settle();
    expect(w.asked.map((a) => a.question)).toEqual(['watchHidden']);
    w.asked[0]!.answer(true);
    await request;
    expect(w.results).toEqual([]);
    const none = watched({ noWorker: true });
    await none.watch.request();
    expect(none.events).toEqual([{ kind: 'watchNotice', text: T.noSolver, ms: expect.any(Number) as number, spoken: false }]);
  });

  it('says nothing more once its table has closed', async () => {
    const w = watched();
    const request = w.watch.request();
    w.watch.close();
    await w.solver.settle();
    await tick();
    await request;
    expect(w.asked).toEqual([]);
    expect(w.events.filter((e) => e.kind === 'bar')).toEqual([]);
    expect(initialState(numberedDeal(fixture.game, fixture.deal))).toEqual(w.table.session.start);
  });
});

/** `w`'s request once the search is done, nothing answered. */
async function looked(w: ReturnType<typeof watched>): Promise<void> {
  const request = w.watch.request();
  await w.solver.settle();
  await request;
}

/** `w`'s request answered `yes` once the search is done (yes: the line started). */
async function answered(w: ReturnType<typeof watched>, yes: boolean, fromStart = false): Promise<void> {
  const request = w.watch.request(fromStart);
  await w.solver.settle();
  w.asked.at(-1)!.answer(yes);
  await request;
}

const watching = (w: ReturnType<typeof watched>, fromStart = false) => answered(w, true, fromStart);

describe('watching a winning line: where it looks, what it says', () => {
  it('plays a line from the position showing on from there, saying only that it looks', async () => {
    const w = watched();
    expect(w.table.play([line[0]!])).toBe(true);
    w.solver.overrides.solve = (s: State) => (s === w.table.state ? { verdict: 'win', line: line.slice(1), replayed: true, nodes: 1, ms: 0 } : { verdict: 'unknown', line: [], replayed: false, nodes: 1, ms: 0 });
    await watching(w);
    expect(w.events[0]).toEqual({ kind: 'watchNotice', text: T.watchLooking, ms: expect.any(Number) as number, spoken: true });
    expect(w.solves()).toBe(1);
    expect(w.watch.active).toBe(true);
    expect(w.table.session.position).toBe(1);
    expect(w.bar()).toMatchObject({ index: 0, length: line.length - 1 });
    expect(w.events).toContainEqual({ kind: 'watchStarted', keepNotice: false });
    expect(w.notices()).toEqual([T.watchLooking]);
    w.run(2 * REPLAY_STEP_MS * line.length);
    expect(w.table.over).toBe('won');
  });

  it('with no line found from the position showing, shows the deal\'s from the start, and keeps that word above the bar', async () => {
    const w = watched();
    expect(w.table.play([line[0]!])).toBe(true);
    await watching(w);
    expect(w.solves()).toBe(2);
    expect(w.table.session.position).toBe(0);
    expect(w.bar()).toMatchObject({ index: 0, length: line.length });
    expect(w.events).toContainEqual({ kind: 'watchStarted', keepNotice: true });
    expect(w.notices()).toEqual([T.watchLooking, T.watchFromStart]);
  });

  it('asked for the line from the start (a lost game\'s Results), looks only there and says nothing more of it', async () => {
    const w = watched();
    expect(w.table.play([line[0]!])).toBe(true);
    await watching(w, true);
    expect(w.solves()).toBe(1);
    expect(w.table.session.position).toBe(0);
    expect(w.events).toContainEqual({ kind: 'watchStarted', keepNotice: false });
    expect(w.notices()).toEqual([T.watchLooking]);
  });

  it('shows a game given up from the start of its deal', async () => {
    const w = watched();
    expect(w.table.play([line[0]!])).toBe(true);
    w.table.concede();
    await watching(w);
    expect(w.solves()).toBe(1);
    expect(w.table.session.position).toBe(0);
    expect(w.watch.active).toBe(true);
  });

  it('a line showing every card is asked of a game that would count, and of none counted already', async () => {
    const deal = { game: 'lucky-fan' as const, number: winnableDealAndLosingMove().n };
    const w = watched({ deal });
    await watching(w);
    expect(w.asked.map((a) => a.question)).toEqual(['watchPlain']);
    expect(w.watch.active).toBe(true);
    const counted = watched({ deal, counted: true });
    await looked(counted);
    expect(counted.asked).toEqual([]);
    expect(counted.watch.active).toBe(true);
  });

  it('looks once at a time, and not while a line plays, on a game won, while dealing or once closed', async () => {
    const w = watched();
    const first = w.watch.request();
    await w.watch.request();
    await w.solver.settle();
    expect(w.solves()).toBe(1);
    expect(w.asked).toHaveLength(1);
    w.asked[0]!.answer(true);
    await first;
    expect(w.watch.active).toBe(true);
    await w.watch.request();
    await w.solver.settle();
    expect(w.solves()).toBe(1);
    expect(w.notices()).toEqual([T.watchLooking]);
    w.run(2 * REPLAY_STEP_MS * line.length);
    expect(w.table.over).toBe('won');
    await w.watch.request();
    expect(w.notices()).toEqual([T.watchLooking]);

    const dealing = watched({ undealt: true });
    await dealing.watch.request();
    const closed = watched();
    closed.watch.close();
    await closed.watch.request();
    for (const x of [dealing, closed]) {
      expect(x.events).toEqual([]);
      expect(x.solves()).toBe(0);
    }
  });

  it('plays nothing when the player moved or the table closed while the question waited', async () => {
    for (const meanwhile of ['move', 'close'] as const) {
      const w = watched();
      const request = w.watch.request();
      await w.solver.settle();
      expect(w.asked).toHaveLength(1);
      if (meanwhile === 'move') expect(w.table.play([line[0]!])).toBe(true);
      else w.watch.close();
      w.asked[0]!.answer(true);
      await request;
      expect(w.watch.active, meanwhile).toBe(false);
      expect(w.events.filter((e) => e.kind === 'bar' || e.kind === 'watchStarted'), meanwhile).toEqual([]);
    }
  });

  it('looks again when asked again after a "no"', async () => {
    const w = watched();
    await answered(w, false);
    await watching(w);
    expect(w.asked).toHaveLength(2);
    expect(w.watch.active).toBe(true);
  });

  it('says why when no line is shown: a deal that cannot be won, a line not found or not replayed to a win, a worker that does not answer', async () => {
    const answers = [
      { answer: { verdict: 'loss', line: [], replayed: false }, says: T.watchCannot },
      { answer: { verdict: 'unknown', line: [], replayed: false }, says: T.watchNoLine },
      { answer: { verdict: 'win', line, replayed: false }, says: T.watchNoLine },
    ] as const;
    // Another deal than the fixture's: a deal found lost is remembered so.
    for (const { answer, says } of answers) {
      const w = watched({ deal: { game: 'fortunes-favor', number: 2 } });
      w.solver.overrides.solve = () => ({ ...answer, nodes: 1, ms: 0 });
      await looked(w);
      expect(w.asked).toEqual([]);
      expect(w.watch.active).toBe(false);
      expect(w.notices()).toEqual([T.watchLooking, says]);
      expect(w.spoken()).toEqual([T.watchLooking, says]);
    }
    // A request answered null was superseded: asked once more, then given up.
    const late = watched({ deal: { game: 'fortunes-favor', number: 2 }, solver: new SolveNeverAnswers() });
    await late.watch.request();
    expect(late.solves()).toBe(2);
    expect(late.notices()).toEqual([T.watchLooking, T.watchNoLine]);
  });

  it('says what each control did, does nothing without a line, and says nothing more once closed', async () => {
    const w = watched();
    expect(() => { w.watch.press('toggle'); }).not.toThrow();
    expect(w.events).toEqual([]);
    await watching(w);
    w.run(REPLAY_STEP_MS * 2 + 50);
    const n = line.length;
    const i = w.bar()!.index;
    const said = () => w.events.filter((e) => e.kind === 'watchSpoken').at(-1);
    w.watch.press('toggle');
    expect(said()).toEqual({ kind: 'watchSpoken', text: T.watchPaused(i, n) });
    w.watch.press('toggle');
    expect(said()).toEqual({ kind: 'watchSpoken', text: T.watchPlaying });
    w.watch.press('back');
    expect(said()).toEqual({ kind: 'watchSpoken', text: T.watchStatus(i - 1, n) });
    w.watch.press('speed');
    expect(w.bar()?.speed).toBe(2);
    expect(said()).toEqual({ kind: 'watchSpoken', text: T.watchSpeed(2) });
    // The speed button goes round: past the fastest, the slowest.
    for (const speed of [4, 8, 0.5]) {
      w.watch.press('speed');
      expect(w.bar()?.speed).toBe(speed);
    }
    const before = w.events.length;
    w.watch.close();
    expect(w.watch.active).toBe(false);
    expect(w.events).toHaveLength(before);
  });
});
