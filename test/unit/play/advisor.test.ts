/**
 * The solver's advisor beside the table controller, driven as the table scene drives it, with the
 * worker replaced by the real solver behind a port whose answers the test delivers: the deal's
 * badge, "still winnable?" and its way back, dead ends said once, hints, and answers for a
 * position the player has left, which are dropped.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, initialState, legalMoves, moveText, numberedDeal, parseMove } from '../../../src/engine/index.ts';
import { hint } from '../../../src/engine/solver/index.ts';
import { HINT_OPTIONS } from '../../../src/engine/solver/advice.ts';
import { type AdvisorEvent, SolverAdvisor } from '../../../src/play/advisor.ts';
import { TableController } from '../../../src/play/table.ts';
import { know, verdictOf } from '../../../src/play/verdicts.ts';
import { T } from '../../../src/text/index.ts';
import { moveWords } from '../../../src/text/solver.ts';
import { visibleHint } from '../../../src/play/hints.ts';
import type { TableData } from '../../../src/play/deal.ts';
import { builtDeal } from '../../../src/play/winnableDeal.ts';
import { deadEndLine, winnableDealAndLosingMove } from '../../browser/positions.ts';
import { FakeSolver, SolveNeverAnswers, tick } from './fakeSolver.ts';
import { QUIET_PORTS } from './ports.ts';


/** A dealt table of `game` deal `n` with its advisor, every advisor event kept. */
function advised(game: GameId, n: number, o: { stillWinnable?: boolean; noWorker?: boolean; data?: TableData; solver?: FakeSolver } = {}) {
  const solver = o.solver ?? new FakeSolver();
  let advisor: SolverAdvisor | null = null;
  const table = new TableController(o.data ?? { game, number: n }, QUIET_PORTS, (state, session) => advisor!.hint(state, session));
  const settings = { still: o.stillWinnable ?? false };
  advisor = new SolverAdvisor(table, o.noWorker === true ? null : solver, { stillWinnable: () => settings.still });
  const heard = advisor;
  table.on((e) => { heard.hear(e); });
  const events: AdvisorEvent[] = [];
  advisor.on((e) => { events.push(e); });
  const tableEvents: string[] = [];
  table.on((e) => { tableEvents.push(e.kind); });
  table.dealt();
  return { table, advisor, solver, events, settings, tableEvents, note: () => advisor.note, kinds: () => events.map((e) => e.kind) };
}

const play = (t: TableController, text: string) => { expect(t.play([parseMove(text)!])).toBe(true); };

/** A winnable Lucky Fan deal with "still winnable?" on, lost by its first move, the advisor done with both positions. */
async function lostByAMove() {
  const { n, move } = winnableDealAndLosingMove();
  const a = advised('lucky-fan', n, { stillWinnable: true });
  await a.solver.settle();
  play(a.table, move);
  await a.solver.settle();
  return a;
}

describe('the solver advisor', () => {
  it('still winnable?: turns when the last winning line is gone, says it once, and its note undoes back to the last winnable position', async () => {
    const { n, move } = winnableDealAndLosingMove();
    const a = advised('lucky-fan', n, { stillWinnable: true });
    await a.solver.settle();
    expect(a.note().text).toContain(T.stillWinnable);
    expect(a.note().action).toBeNull();
    play(a.table, move);
    await a.solver.settle();
    expect(a.note().text).toContain(T.noLineLeftUndo);
    expect(a.note().action).toEqual({ kind: 'undoTo', position: 0 });
    const spoken = a.events.filter((e) => e.kind === 'spoken');
    expect(spoken).toHaveLength(1);
    // The note's action is the player's, played through the controller (the input presses it).
    a.table.undoTo(0);
    await a.solver.settle();
    expect(a.table.session.position).toBe(0);
    expect(a.note().text.endsWith(T.stillWinnable)).toBe(true);
  });

  it('a dead end found by search is told once, even after a hint or a move on from it, and its note offers the Results', async () => {
    const { n, moves } = deadEndLine();
    const a = advised('rouge-forty', n);
    for (const m of moves) play(a.table, m);
    await a.solver.settle();
    expect(a.note().text).toContain(T.deadEndNote);
    expect(a.note().action).toEqual({ kind: 'concede' });
    const told = () => a.events.filter((e) => e.kind === 'notice' && e.text === T.deadEnd).length;
    expect(told()).toBe(1);
    expect(a.events.some((e) => e.kind === 'spoken' && e.text === T.deadEndSpoken(T.deadEnd, T.noteReach))).toBe(true);
    // A hint has the solver look at the same position again: found again, not said again.
    const looked = a.solver.asked.filter((k) => k === 'dead-end').length;
    a.table.requestHint();
    await a.solver.settle();
    expect(a.solver.asked.filter((k) => k === 'dead-end').length).toBeGreaterThan(looked);
    expect(a.note().text).toContain(T.deadEndNote);
    expect(told()).toBe(1);
    // A move on from the dead end leads to a dead end again: not said again.
    const on = legalMoves(a.table.state)[0];
    if (on && a.table.play([on])) await a.solver.settle();
    a.table.undo();
    await a.solver.settle();
    expect(told()).toBe(1);
    a.table.concede();
    expect(a.table.over).toBe('lost');
  });

  it('drops an answer for a position the player has left, and checks the new one', async () => {
    const a = advised('lucky-fan', 7, { stillWinnable: true });
    expect(a.solver.jobs.map((j) => j.kind)).toEqual(['solve']);
    const asked = a.solver.jobs[0]!;
    const first = legalMoves(a.table.state).find((m) => m.kind === 'move')!;
    expect(a.table.play([first])).toBe(true);
    // The old solve was superseded by the check of the new position; a late answer to it changes nothing.
    asked.deliver();
    await tick();
    expect(verdictOf(asked.state!)).toBeUndefined();
    await a.solver.settle();
    expect(verdictOf(a.table.state)).toBeDefined();
    expect(a.note().text).toMatch(new RegExp(`${T.stillWinnable}|${T.noLineLeft}|${T.noLineLeftUndo}|${T.stillUnknown}`));
  });

  it('says "winnable deal" once for a built deal: its title names it, its note has no badge', async () => {
    for (const still of [false, true]) {
      const a = advised('waxing-moon', 0, { stillWinnable: still, data: builtDeal('waxing-moon', 2_525_661_415) });
      await a.solver.settle();
      const said = `${a.table.title} ${a.note().text}`;
      expect(a.table.title).toContain(T.winnableTitle('Waxing Moon', 2_525_661_415));
      expect(said.split(T.badgeWinnableDeal).length - 1, said).toBe(1);
      expect(a.note().text.split(T.noteJoin), said).not.toContain(T.badgeWinnable);
    }
  });

  it('badges the deal only when the badge may say it: every card in sight, or "still winnable?" on', async () => {
    const hidden = advised('fortunes-favor', 5);
    await hidden.solver.settle();
    expect(hidden.solver.asked).not.toContain('solve');
    const open = advised('lucky-fan', 5);
    await open.solver.settle();
    const v = verdictOf(open.table.session.start);
    // Lucky Fan deal 5 is lost from the start: the badge says so.
    expect(v).toBe('loss');
    expect(open.note().text.split(T.noteJoin)).toContain(T.badgeNotWinnable);
  });

  it('hints from the solver when it answers, else from what the player sees, and says why', async () => {
    const a = advised('lucky-fan', winnableDealAndLosingMove().n);
    await a.solver.settle();
    const shown: (string | null)[] = [];
    a.table.on((e) => { if (e.kind === 'hint') shown.push(e.words); });
    a.table.requestHint();
    await a.solver.settle();
    // The solver's own hint for the position, asked with the table's options, in the player's words.
    const node = hint(a.table.state, HINT_OPTIONS);
    expect(node.exact).toBe(true);
    expect(node.move).not.toBeNull();
    expect(a.advisor.lastHint).toEqual({ text: T.hintLine(moveWords(a.table.state, node.move!), T.hintKeepsWinnable), move: moveText(node.move!), hint: node });
    expect(shown).toHaveLength(1);
    // Late: the solver never answers this one; the visible hint stands in, with why.
    a.solver.overrides.hint = () => null;
    a.table.requestHint();
    a.solver.cancel();
    await tick();
    expect(a.advisor.lastHint?.hint).toBeNull();
    expect(a.advisor.lastHint?.text).toContain(T.solverLate);
    // No worker at all: the visible hint, said without the solver's words.
    const none = advised('lucky-fan', 3, { noWorker: true });
    const words: (string | null)[] = [];
    none.table.on((e) => { if (e.kind === 'hint') words.push(e.words); });
    none.table.requestHint();
    await tick();
    expect(words).toEqual([null]);
    expect(none.advisor.lastHint?.text).toContain(T.noSolver);
  });

  it('stops for good at the end of the game and when the table closes: the worker is cancelled and nothing more is said', async () => {
    const a = advised('lucky-fan', 11, { stillWinnable: true });
    const before = a.solver.cancels;
    a.table.concede();
    expect(a.solver.cancels).toBeGreaterThan(before);
    const said = a.events.length;
    a.advisor.close();
    a.settings.still = false;
    a.advisor.settingsChanged();
    await a.solver.settle();
    expect(a.events.length).toBe(said);
  });

  it('knows a deal dealt as winnable without searching it', async () => {
    const start = initialState(numberedDeal('lucky-fan', 21));
    know(start, 'win');
    const a = advised('lucky-fan', 21, { stillWinnable: true });
    await a.solver.settle();
    expect(a.note().text).toContain(T.stillWinnable);
    expect(a.solver.asked.filter((k) => k === 'solve')).toHaveLength(0);
  });
});

describe('the solver advisor, what the player sees of it', () => {
  it('holds an empty note that offers nothing before its first check, and publishes it so', () => {
    const table = new TableController({ game: 'fortunes-favor', number: 5 }, QUIET_PORTS);
    const advisor = new SolverAdvisor(table, new FakeSolver(), { stillWinnable: () => false });
    expect(advisor.note).toEqual({ kind: 'note', text: '', action: null });
    const events: AdvisorEvent[] = [];
    advisor.on((e) => { events.push(e); });
    advisor.publish();
    expect(events).toEqual([{ kind: 'note', text: '', action: null }]);
  });

  it('a built deal\'s note is "still winnable?" alone, or nothing with it off: no badge, no empty part', async () => {
    for (const still of [false, true]) {
      const a = advised('waxing-moon', 0, { stillWinnable: still, data: builtDeal('waxing-moon', 2_525_661_415) });
      await a.solver.settle();
      expect(a.note().text).toBe(still ? T.stillWinnable : '');
      // What the scene is sent is the note as it stands.
      expect(a.events.filter((e) => e.kind === 'note').at(-1)).toEqual(a.note());
    }
  });

  it('says the turn to lost once, as the note turns, with the way to the note when it offers a way back', async () => {
    const a = await lostByAMove();
    const spoken = a.events.flatMap((e, i) => (e.kind === 'spoken' ? [{ text: e.text, i }] : []));
    expect(spoken.map((s) => s.text)).toEqual([`${T.noLineLeftUndo}; ${T.noteReach}`]);
    // Said just before the note that first shows the turn.
    const turned = a.events.findIndex((e) => e.kind === 'note' && e.text.includes(T.noLineLeftUndo));
    expect(spoken[0]!.i).toBe(turned - 1);
  });

  it('a deal lost from the start says so once, with no way back to offer', async () => {
    // Lucky Fan deal 5 is lost from the start (the badge test above).
    const a = advised('lucky-fan', 5, { stillWinnable: true });
    await a.solver.settle();
    expect(a.note().text.split(T.noteJoin)).toContain(T.noLineLeft);
    expect(a.note().action).toBeNull();
    expect(a.events.flatMap((e) => (e.kind === 'spoken' ? [e.text] : []))).toEqual([T.noLineLeft]);
  });

  it('turns "still winnable?" on mid-game when the setting changes', async () => {
    const a = advised('lucky-fan', winnableDealAndLosingMove().n);
    await a.solver.settle();
    expect(a.note().text.split(T.noteJoin)).toEqual([T.badgeWinnable]);
    a.settings.still = true;
    a.advisor.settingsChanged();
    await a.solver.settle();
    expect(a.note().text.split(T.noteJoin)).toEqual([T.badgeWinnable, T.stillWinnable]);
  });

  it('a game given up drops "still winnable?" and the dead end from the note, and an undo out of it brings them back', async () => {
    const a = await lostByAMove();
    expect(a.note().action).toEqual({ kind: 'undoTo', position: 0 });
    a.table.concede();
    expect(a.note()).toEqual({ kind: 'note', text: T.badgeWinnable, action: null });
    a.table.undo();
    await a.solver.settle();
    expect(a.table.over).toBeNull();
    expect(a.note().text.split(T.noteJoin)).toEqual([T.badgeWinnable, T.stillWinnable]);

    const dead = deadEndLine();
    const d = advised('rouge-forty', dead.n);
    for (const m of dead.moves) play(d.table, m);
    await d.solver.settle();
    expect(d.note().action).toEqual({ kind: 'concede' });
    d.table.concede();
    expect(d.note()).toEqual({ kind: 'note', text: '', action: null });
  });

  it('finds a dead end with "still winnable?" on too, once the position is known lost', async () => {
    const { n, moves } = deadEndLine();
    const a = advised('rouge-forty', n, { stillWinnable: true });
    for (const m of moves) play(a.table, m);
    await a.solver.settle();
    expect(a.note().text.split(T.noteJoin)).toContain(T.deadEndNote);
    expect(a.note().action).toEqual({ kind: 'concede' });
  });

  it('searches no dead end from a position known winnable', async () => {
    const a = advised('lucky-fan', winnableDealAndLosingMove().n);
    await a.solver.settle();
    expect(a.solver.asked).not.toContain('dead-end');
    const still = advised('lucky-fan', winnableDealAndLosingMove().n, { stillWinnable: true });
    await still.solver.settle();
    expect(still.solver.asked).not.toContain('dead-end');
  });

  it('asks nothing more once the game is over, even of work it had started', async () => {
    const a = advised('lucky-fan', 11, { stillWinnable: true });
    expect(a.solver.asked).toEqual(['solve']);
    a.table.concede();
    await a.solver.settle();
    expect(a.solver.asked).toEqual(['solve']);
  });

  it('checks the position again after "no move helps", as after a hint', async () => {
    const { n, move } = winnableDealAndLosingMove();
    const a = advised('lucky-fan', n);
    play(a.table, move);
    await a.solver.settle();
    const searched = a.solver.asked.filter((k) => k === 'dead-end').length;
    a.advisor.hear({ kind: 'noHelp', words: null });
    await a.solver.settle();
    expect(a.solver.asked.filter((k) => k === 'dead-end').length).toBe(searched + 1);
  });

  it('goes on to the dead-end search when a solve gets no answer in time, the note still checking', async () => {
    const a = advised('lucky-fan', 41, { stillWinnable: true, solver: new SolveNeverAnswers() });
    await a.solver.settle();
    expect(a.solver.asked).toEqual(['solve', 'solve', 'dead-end']);
    expect(a.note().text.split(T.noteJoin)).toContain(T.stillChecking);
  });

  it('without a worker, gives the game up and closes without fault', () => {
    const a = advised('lucky-fan', 3, { noWorker: true, stillWinnable: true });
    a.table.concede();
    expect(a.table.over).toBe('lost');
    expect(() => { a.advisor.close(); }).not.toThrow();
  });

  it('once closed, asks the worker nothing and says nothing, even as the game ends', async () => {
    const a = advised('lucky-fan', 11);
    await a.solver.settle();
    const asked = a.solver.asked.length;
    const said = a.events.length;
    a.advisor.close();
    a.settings.still = true;
    a.advisor.settingsChanged();
    a.table.concede();
    await a.solver.settle();
    expect(a.solver.asked.length).toBe(asked);
    expect(a.events.length).toBe(said);
  });

  it('answers a hint for a position gone with nothing, and keeps no hint of it', async () => {
    const a = advised('lucky-fan', winnableDealAndLosingMove().n);
    await a.solver.settle();
    const answer = a.advisor.hint(a.table.state, a.table.session);
    play(a.table, moveText(legalMoves(a.table.state).find((m) => m.kind === 'move')!));
    await a.solver.settle();
    expect(await answer).toEqual({ move: null, words: null });
    expect(a.advisor.lastHint).toBeNull();
  });

  it('shows the visible hint with why when the solver is late or finds no winning move', async () => {
    const a = advised('lucky-fan', winnableDealAndLosingMove().n);
    await a.solver.settle();
    const shown: (string | null)[] = [];
    a.table.on((e) => { if (e.kind === 'hint') shown.push(e.words); });
    const seen = visibleHint(a.table.state)!;
    const line = (why: string) => T.hintLine(moveWords(a.table.state, seen), why);
    a.table.requestHint();
    a.solver.cancel();
    await tick();
    expect(a.advisor.lastHint).toEqual({ text: line(T.solverLate), move: moveText(seen), hint: null });
    for (const exact of [true, false]) {
      a.solver.overrides.hint = () => ({ move: null, confidence: 0, wins: 0, samples: 12, exact });
      a.table.requestHint();
      await a.solver.settle();
      expect(a.advisor.lastHint?.text).toBe(line(exact ? T.noWinningLineFromHere : T.hintUnlikely));
    }
    expect(shown).toEqual([line(T.solverLate), line(T.noWinningLineFromHere), line(T.hintUnlikely)]);
  });
});
