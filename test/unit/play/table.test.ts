/**
 * The table controller, driven as the table scene drives it: construct from the scene's data, feed
 * it time, call its actions, and read the events it says in order. The scene only draws those.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AutoPlayMode, actionWithAuto, playWithAuto } from '../../../src/engine/autoplay.ts';
import { type GameId, type Move, type Session, type State, current, isLost, isWon, legalMoves, moveText, numberedDeal, numberedSession, parseMove, play } from '../../../src/engine/index.ts';
import type { TableData } from '../../../src/play/deal.ts';
import { type GameResult, type HintAnswer, type HintSource, type PlayMeta, TableController, type TableEvent, type TablePorts } from '../../../src/play/table.ts';
import { cueOf } from '../../../src/audio/cues.ts';
import { T } from '../../../src/text/index.ts';
import { empty, position } from '../engine/position.ts';
import { en } from '../../../src/text/en.ts';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: GameId; deal: number; moves: string[] };

/** Ports that keep what the table stored, as platform/saves.ts would. */
function recorder(mode: AutoPlayMode = 'off') {
  const saves: { session: Session; meta: PlayMeta }[] = [];
  const cleared: GameId[] = [];
  const abandoned: GameId[] = [];
  const results: GameResult[] = [];
  const ports: TablePorts = {
    autoPlayMode: () => mode,
    writeSave: (session, meta) => { saves.push({ session, meta }); },
    clearSave: (game) => { cleared.push(game); },
    abandonSaved: (game) => { abandoned.push(game); },
    recordResult: (_game, r) => { results.push(r); },
  };
  return { ports, saves, cleared, abandoned, results };
}

/** A table as the scene makes it, with every event it says kept in order. */
function table(data: TableData, mode: AutoPlayMode = 'off', hints?: HintSource) {
  const rec = recorder(mode);
  const t = new TableController(data, rec.ports, hints);
  const events: TableEvent[] = [];
  t.on((e) => { events.push(e); });
  const kinds = () => events.map((e) => e.kind);
  return { t, events, kinds, ...rec };
}

/** A session resumed at a hand-built position. */
function at(state: State, game: GameId = state.game): Session {
  return { deal: numberedDeal(game, 1), number: null, start: state, history: [], position: 0 };
}

const moves = (texts: readonly string[]): Move[] => texts.map((t) => parseMove(t)!);

/** Lets an answer to a question reach the code awaiting it. */
const answered = () => new Promise<void>((done) => setTimeout(done, 0));

describe('the table controller', () => {
  it('plays a whole winning game: saves every move before the win, records one win, then takes no more moves', () => {
    const { t, events, saves, results, cleared } = table({ game: fixture.game, number: fixture.deal });
    expect(t.isDealing).toBe(true);
    t.dealt();
    for (const m of moves(fixture.moves)) expect(t.play([m])).toBe(true);
    expect(t.over).toBe('won');
    expect(results).toEqual([{ playId: expect.stringMatching(/^[0-9a-z]{16}$/) as unknown, won: true, seconds: 0, moves: fixture.moves.length, daily: null }]);
    expect(cleared).toEqual([fixture.game]);
    // Every move is saved as it is played but the winning one: a won position is never saved, so
    // no other tab can take it up and count the win again. The win clears the save.
    expect(saves).toHaveLength(fixture.moves.length - 1);
    expect(saves.some((s) => isWon(current(s.session)))).toBe(false);
    const over = events.find((e) => e.kind === 'over');
    expect(over).toMatchObject({ how: 'won', results: { game: fixture.game, number: fixture.deal, won: true, moves: fixture.moves.length } });
    expect(cueOf(over!)).toEqual({ sounds: ['win'], say: null });
    expect(t.play(legalMoves(t.state).slice(0, 1))).toBe(false);
    expect(t.figures().canUndo).toBe(false);
    t.undo();
    expect(events[events.length - 1]).toEqual({ kind: 'nothing', what: 'undo' });
    expect(cueOf(events[events.length - 1]!).say).toBe(T.nothingToUndo);
  });

  it('says what a move did in order: animation first, then the result, then the bookkeeping', () => {
    const { t, events, kinds } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    const all = moves(fixture.moves);
    for (const m of all.slice(0, -1)) t.play([m]);
    events.length = 0;
    t.play([all[all.length - 1]!]);
    expect(kinds()).toEqual(['played', 'figures', 'over', 'settled']);
    const played = events[0] as Extract<TableEvent, { kind: 'played' }>;
    expect(cueOf(played).say).toContain(T.won);
    // The winning move sends a card home: it chimes.
    expect(cueOf(played).sounds[0]).toBe('foundation');
  });

  it('sounds follow the move: a draw flips, a card home chimes, a card onto a pile is placed', () => {
    const { t, events } = table({ game: 'rouge-forty', number: 5 });
    t.dealt();
    const heard = (m: Move): readonly string[] | null => {
      events.length = 0;
      if (!t.play([m])) return null;
      return cueOf(events.find((e) => e.kind === 'played')!).sounds;
    };
    const seen = new Set<string>();
    for (let i = 0; i < 200 && t.over === null && seen.size < 3; i++) {
      const legal = legalMoves(t.state);
      const m = legal[(i * 5) % legal.length]!;
      const kind = m.kind === 'draw' ? 'flip' : m.to.zone === 'f' ? 'foundation' : 'place';
      const sounds = heard(m);
      if (sounds === null) continue;
      expect(sounds[0]).toBe(kind);
      seen.add(kind);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });

  it('auto-play and the finish follow an action through the engine, as one undo entry', () => {
    for (const mode of ['safe', 'all'] as const) {
      const session = numberedSession('fortunes-favor', 3);
      const { t } = table({ game: 'fortunes-favor', session }, mode);
      t.dealt();
      let s = session;
      for (let i = 0; i < 40 && t.over === null; i++) {
        const legal = legalMoves(t.state);
        const m = legal[(i * 7) % legal.length]!;
        const expected = playWithAuto(s, [m], mode, { finish: true });
        expect(t.play([m])).toBe(expected.ok);
        if (!expected.ok) continue;
        s = expected.session;
        expect(t.session.history[t.session.position - 1]!.moves.map(moveText)).toEqual(expected.moves.map(moveText));
        expect(t.state).toEqual(current(s));
      }
    }
  });

  it('keeps the card the player placed, and finishes the game once nothing is left to decide', () => {
    // JS onto QS frees TS, which auto-play sends home; JS stays where it was put until the finish.
    const s = position('lucky-fan', { tableau: ['TS JS', 'KS QS', ...empty(16)], foundations: ['9S', 'KH', 'KD', 'KC'] });
    const held = actionWithAuto(s, moves(['t0>t1']), 'safe')!;
    expect(held.map(moveText)).toEqual(['t0>t1', 't0>f0']);
    const { t, results } = table({ game: 'lucky-fan', session: at(s) }, 'safe');
    t.dealt();
    expect(t.play(moves(['t0>t1']))).toBe(true);
    expect(t.session.history).toHaveLength(1);
    expect(t.session.history[0]!.moves.map(moveText)).toEqual(['t0>t1', 't0>f0', 't1>f0', 't1>f0', 't1>f0']);
    expect(t.over).toBe('won');
    expect(results).toHaveLength(1);
  });

  it('with auto-play off, a move is only the move, and Finish is offered and plays every card home', () => {
    const s = position('lucky-fan', { tableau: ['TS JS', 'KS QS', ...empty(16)], foundations: ['9S', 'KH', 'KD', 'KC'] });
    const { t } = table({ game: 'lucky-fan', session: at(s) }, 'off');
    t.dealt();
    expect(t.figures().canFinish).toBe(false);
    expect(t.finish()).toBe(false);
    t.play(moves(['t0>t1']));
    expect(t.session.history[0]!.moves.map(moveText)).toEqual(['t0>t1']);
    expect(t.figures().canFinish).toBe(true);
    expect(t.finish()).toBe(true);
    expect(t.over).toBe('won');
    expect(t.session.history).toHaveLength(2);
  });

  it('a refused move changes nothing', () => {
    const { t, events } = table({ game: 'lucky-fan', number: 5 });
    t.dealt();
    events.length = 0;
    const before = t.session;
    const illegal = moves(['t0>f0']);
    expect(legalMoves(t.state).some((m) => moveText(m) === 't0>f0'), 'the move is illegal at this deal').toBe(false);
    expect(t.play(illegal)).toBe(false);
    expect(t.session).toBe(before);
    expect(events).toEqual([]);
  });

  it('runs the clock from the first move, a frame of at most a second at a time, and stops it at the end', () => {
    const { t, kinds, events } = table({ game: fixture.game, number: fixture.deal });
    t.tick(16);
    t.dealt();
    t.tick(5000);
    expect(t.elapsedSeconds).toBe(0);
    const all = moves(fixture.moves);
    t.play([all[0]!]);
    events.length = 0;
    t.tick(500);
    expect(t.elapsedSeconds).toBeCloseTo(0.5);
    // A frame that held the page up for long counts one second at most.
    t.tick(54_500);
    expect(t.elapsedSeconds).toBeCloseTo(1.5);
    expect(kinds()).toEqual(['figures']);
    for (const m of all.slice(1)) t.play([m]);
    const done = t.elapsedSeconds;
    t.tick(500);
    expect(t.elapsedSeconds).toBe(done);
  });

  it('runs the clock on through a Restart, and the restart replaces the save', () => {
    const { t, saves, kinds, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.play(moves(fixture.moves.slice(0, 2)).slice(0, 1));
    t.tick(800);
    events.length = 0;
    t.restart();
    expect(t.session.position).toBe(0);
    expect(kinds()).toEqual(['shown', 'figures', 'settled']);
    expect(events[0]).toEqual({ kind: 'shown', why: 'restart' });
    expect(cueOf(events[0]!).say).toBe(T.restarted);
    expect(saves[saves.length - 1]!.session.history).toEqual([]);
    expect(saves[saves.length - 1]!.meta.restarted).toBe(true);
    t.tick(800);
    expect(t.elapsedSeconds).toBeCloseTo(1.6);
  });

  it('undo and redo move through the history; undo reopens a lost game', () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.redo();
    expect(events[events.length - 1]).toEqual({ kind: 'nothing', what: 'redo' });
    t.play(moves([fixture.moves[0]!]));
    t.undo();
    expect(t.session.position).toBe(0);
    expect(events.filter((e) => e.kind === 'shown')).toEqual([{ kind: 'shown', why: 'undo' }]);
    t.redo();
    expect(t.session.position).toBe(1);
    t.concede();
    expect(t.over).toBe('lost');
    const over = events.find((e) => e.kind === 'over');
    expect(over).toMatchObject({ how: 'lost' });
    expect(cueOf(over!).say).toBe(T.lost);
    t.undo();
    expect(t.over).toBeNull();
    expect(t.session.position).toBe(0);
  });

  it('a game lost by rule counts only when the player leaves it: undo out of it counts nothing, and its save stays until then', () => {
    // Rouge Forty played by a poor policy (the first legal move that is not home) until lost by rule.
    let found: { n: number; moves: Move[] } | null = null;
    for (let n = 1; n <= 40 && !found; n++) {
      let session = numberedSession('rouge-forty', n);
      const line: Move[] = [];
      for (let k = 0; k < 200; k++) {
        const s = current(session);
        if (isLost(s)) { found = { n, moves: line }; break; }
        const m = legalMoves(s).find((x) => !(x.kind === 'move' && x.to.zone === 'f')) ?? legalMoves(s)[0];
        const r = m && play(session, [m]);
        if (!m || !r?.ok) break;
        session = r.session;
        line.push(m);
      }
    }
    if (!found || found.moves.length === 0) throw new Error('no Rouge Forty deal among 1-40 is lost by this policy');
    const { t, events, results, cleared, saves } = table({ game: 'rouge-forty', number: found.n });
    t.dealt();
    for (const m of found.moves) expect(t.play([m])).toBe(true);
    expect(t.over).toBe('lost');
    const over = events.find((e) => e.kind === 'over') as Extract<TableEvent, { kind: 'over' }>;
    expect(over.results.undoable).toBe(true);
    expect(results).toEqual([]);
    expect(cleared).toEqual([]);
    // The losing position is the saved one: a reload brings back the Results and their Undo.
    expect(saves[saves.length - 1]!.session.position).toBe(found.moves.length);
    expect(t.figures().canUndo).toBe(true);
    t.undo();
    expect(t.over).toBeNull();
    t.leave();
    expect(results).toEqual([]);
    // Lost again (redo plays the losing move back), then left twice: counted once.
    t.redo();
    expect(t.over).toBe('lost');
    t.leave();
    t.leave();
    expect(results).toEqual([{ playId: expect.stringMatching(/^[0-9a-z]{16}$/) as unknown, won: false, seconds: 0, moves: found.moves.length, daily: null }]);
    expect(cleared).toEqual(['rouge-forty']);
  });

  it('a winning line watched: counted once as not won when the computer takes over, played exactly as given, never saved', () => {
    const { t, events, saves, results, cleared } = table({ game: fixture.game, number: fixture.deal }, 'all');
    t.dealt();
    const line = moves(fixture.moves);
    // Not the computer's game yet: a line move is refused.
    expect(t.playLineMove(line[0]!)).toBe(false);
    expect(t.session.position).toBe(0);
    t.handOver();
    t.handOver();
    expect(t.byComputer).toBe(true);
    expect(results).toEqual([{ playId: expect.stringMatching(/^[0-9a-z]{16}$/) as unknown, won: false, seconds: 0, moves: 0, daily: null }]);
    expect(cleared).toEqual([fixture.game]);
    expect(t.inProgress).toBe(false);
    for (const m of line) expect(t.playLineMove(m)).toBe(true);
    // One move an action, none added by auto-play (the setting is 'all').
    expect(t.session.history.map((e) => e.moves.length)).toEqual(line.map(() => 1));
    expect(t.over).toBe('won');
    const over = events.find((e) => e.kind === 'over') as Extract<TableEvent, { kind: 'over' }>;
    expect(over.results).toMatchObject({ won: true, byComputer: true, undoable: false });
    // The win is the computer's: nothing more counted, nothing saved, no move after the end.
    expect(results).toHaveLength(1);
    expect(saves).toEqual([]);
    expect(t.playLineMove(line[0]!)).toBe(false);
    t.restart();
    expect(saves).toEqual([]);
  });

  it('while the deal is dealt the table takes no action; a tap on a foundation does nothing; the HUD counts cards home out of the game’s', () => {
    const { t, events } = table({ game: 'famous-fifty', number: 1 });
    const first = legalMoves(t.state).find((m) => m.kind === 'move' && m.from.zone === 't');
    if (first?.kind !== 'move') throw new Error('Famous Fifty 1 opens with a move from a pile');
    const from = `t${first.from.index}` as const;
    t.tap(from);
    t.drop(from, null);
    t.requestHint();
    t.concede();
    t.restart();
    expect(events).toEqual([]);
    expect(t.over).toBeNull();
    t.dealt();
    events.length = 0;
    t.tap('f0');
    expect(events).toEqual([]);
    expect(t.figures()).toMatchObject({ home: 0, total: 104, canUndo: false, canRedo: false });
    expect(table({ game: 'lucky-fan', number: 1 }).t.figures().total).toBe(52);
  });

  it('the Results of a won winnable deal carry the whole seconds played, its number, its level and the result to beat', () => {
    const deal = numberedDeal(fixture.game, fixture.deal);
    const beat = { moves: 90, seconds: 300 };
    const { t, events, results } = table({ game: fixture.game, deal, winnable: 7, level: 'hard', beat });
    t.dealt();
    const line = moves(fixture.moves);
    t.play([line[0]!]);
    t.tick(900);
    t.tick(900);
    for (const m of line.slice(1)) t.play([m]);
    const over = events.find((e) => e.kind === 'over') as Extract<TableEvent, { kind: 'over' }>;
    expect(over.results).toMatchObject({ won: true, seconds: 1, winnable: 7, level: 'hard', beat, byComputer: false, undoable: false, moves: line.length });
    expect(results[0]).toMatchObject({ won: true, seconds: 1 });
    expect(t.winnableNumber).toBe(7);
  });

  it('undoTo walks back action by action to the position asked for', () => {
    const { t } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    for (const m of moves(fixture.moves.slice(0, 5))) t.play([m]);
    t.undoTo(2);
    expect(t.session.position).toBe(2);
  });

  it('a hint shows the move and its piles; an answer for a position gone is dropped', async () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.requestHint();
    const hint = events.find((e) => e.kind === 'hint') as Extract<TableEvent, { kind: 'hint' }>;
    expect(cueOf(hint).say!.startsWith('Hint: ')).toBe(true);
    expect(legalMoves(t.state).map(moveText)).toContain(moveText(hint.move));
    expect(hint.piles.length).toBeGreaterThan(0);
    let answer: (m: Move | null) => void = () => undefined;
    const late = table({ game: fixture.game, number: fixture.deal }, 'off', () => new Promise((done) => { answer = (move) => { done({ move, words: null }); }; }));
    late.t.dealt();
    late.t.requestHint();
    late.t.play([legalMoves(late.t.state)[0]!]);
    answer(legalMoves(late.t.state)[0]!);
    await answered();
    await answered();
    expect(late.events.some((e) => e.kind === 'hint')).toBe(false);
  });

  it('when no move helps it offers a new deal, which goes ahead only if the game is still the same', async () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal }, 'off', () => ({ move: null, words: null }));
    t.dealt();
    t.requestHint();
    const told = events.find((e) => e.kind === 'noHelp')!;
    expect(cueOf(told).say).toBe(T.noMoveHelps);
    const offer = events.find((e) => e.kind === 'ask') as Extract<TableEvent, { kind: 'ask' }>;
    expect(offer.question).toBe('noHelp');
    offer.answer(true);
    await answered();
    expect(events[events.length - 1]).toEqual({ kind: 'start', data: { game: fixture.game } });
    t.requestHint();
    const again = events.filter((e) => e.kind === 'ask').pop() as Extract<TableEvent, { kind: 'ask' }>;
    t.play([legalMoves(t.state)[0]!]);
    const n = events.length;
    again.answer(true);
    await answered();
    expect(events.length).toBe(n);
  });

  it("a new deal gives up the saved one; a resumed game keeps its save, clock, day and id, and writes over the save's revision it resumed", () => {
    const fresh = table({ game: 'rouge-forty' });
    expect(fresh.abandoned).toEqual(['rouge-forty']);
    expect(fresh.t.randomDeal).toBe(true);
    const played = numberedSession('rouge-forty', 9);
    const m = legalMoves(played.start)[0]!;
    const r = playWithAuto(played, [m], 'off');
    if (!r.ok) throw new Error(en.refusal(r.refusal));
    const resumed = table({ game: 'rouge-forty', session: r.session, seconds: 42, daily: '2026-12-01', playId: 'game-one', revision: 4 });
    expect(resumed.abandoned).toEqual([]);
    expect(resumed.t.randomDeal).toBe(false);
    expect(resumed.t.isDealing).toBe(false);
    expect(resumed.t.elapsedSeconds).toBe(42);
    expect(resumed.t.opening).toBe(T.tableOpened(resumed.t.title, true));
    expect(resumed.t.title).toContain('daily deal 2026-12-01');
    resumed.t.save();
    resumed.t.save();
    expect(resumed.saves.map((s) => s.meta)).toEqual([4, 5].map((revision) => ({ seconds: 42, daily: '2026-12-01', restarted: false, playId: 'game-one', revision })));
  });

  it('another deal of a game in progress asks first, and goes ahead only on a yes for the same game', async () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.newDeal();
    expect(events[events.length - 1]).toEqual({ kind: 'start', data: { game: fixture.game } });
    t.play(moves([fixture.moves[0]!]));
    expect(t.inProgress).toBe(true);
    t.newDeal({ game: 'lucky-fan', number: 3 });
    const ask = events[events.length - 1] as Extract<TableEvent, { kind: 'ask' }>;
    expect(ask).toMatchObject({ kind: 'ask', question: 'giveUp' });
    ask.answer(true);
    await answered();
    expect(events[events.length - 1]).toEqual({ kind: 'start', data: { game: 'lucky-fan', number: 3 } });
    t.newDeal();
    const stale = events[events.length - 1] as Extract<TableEvent, { kind: 'ask' }>;
    t.undo();
    const n = events.length;
    stale.answer(true);
    await answered();
    expect(events.length).toBe(n);
    // Undone to the deal, with no restart: nothing would be lost.
    t.newDeal();
    expect(events[events.length - 1]!.kind).toBe('start');
  });

  it('a deal by number: the clock stands while the number is asked, and the number given goes on as another deal, asking first', async () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.play(moves([fixture.moves[0]!]));
    t.tick(500);
    let give: (n: number | null) => void = () => undefined;
    t.dealByNumber(new Promise((resolve) => { give = resolve; }));
    for (let i = 0; i < 9; i++) t.tick(500);
    expect(t.elapsedSeconds).toBeCloseTo(0.5);
    give(42);
    await answered();
    const ask = events[events.length - 1] as Extract<TableEvent, { kind: 'ask' }>;
    expect(ask).toMatchObject({ kind: 'ask', question: 'giveUp' });
    ask.answer(true);
    await answered();
    expect(events[events.length - 1]).toEqual({ kind: 'start', data: { game: fixture.game, number: 42 } });
  });

  it('a deal by number cancelled deals nothing and the clock runs on; on a deal not begun, a number deals at once', async () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.play(moves([fixture.moves[0]!]));
    const n = events.length;
    t.dealByNumber(Promise.resolve(null));
    await answered();
    expect(events.slice(n).some((e) => e.kind === 'ask' || e.kind === 'start')).toBe(false);
    // The clock runs on from the answer.
    t.tick(1000);
    expect(t.elapsedSeconds).toBeCloseTo(1);
    const fresh = table({ game: fixture.game, number: fixture.deal });
    fresh.t.dealt();
    fresh.t.dealByNumber(Promise.resolve(9));
    await answered();
    expect(fresh.events[fresh.events.length - 1]).toEqual({ kind: 'start', data: { game: fixture.game, number: 9 } });
  });

  it('the clock stands while a question waits for the player, and runs on after the answer', async () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.play(moves([fixture.moves[0]!]));
    t.tick(500);
    t.newDeal();
    const ask = events[events.length - 1] as Extract<TableEvent, { kind: 'ask' }>;
    expect(ask).toMatchObject({ kind: 'ask', question: 'giveUp' });
    for (let i = 0; i < 9; i++) t.tick(500);
    expect(t.elapsedSeconds).toBeCloseTo(0.5);
    ask.answer(false);
    ask.answer(true);
    await answered();
    expect(events.some((e) => e.kind === 'start')).toBe(false);
    // The clock runs on from the answer.
    t.tick(500);
    expect(t.elapsedSeconds).toBeCloseTo(1);
  });

  it('counts the frames the table runs and no time between them: a panel over it, a pause or a hidden page adds nothing', () => {
    const { t } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.play(moves([fixture.moves[0]!]));
    for (let i = 0; i < 30; i++) t.tick(1000 / 60);
    expect(t.elapsedSeconds).toBeCloseTo(0.5);
    // Three seconds of a panel: the table runs no frame. The first frame after it is one frame long.
    t.tick(1000 / 60);
    expect(t.elapsedSeconds).toBeCloseTo(0.5 + 1 / 60);
    // A frame of no length, or a broken one, counts nothing.
    for (const frame of [0, -5, Number.NaN]) t.tick(frame);
    expect(t.elapsedSeconds).toBeCloseTo(0.5 + 1 / 60);
  });

  it('another tab moving the game on resumes it here; another tab ending it closes this table uncounted and unsaved', () => {
    const { t, events, saves, results } = table({ game: 'rouge-forty', number: 9 });
    t.dealt();
    const [first, second] = legalMoves(t.state);
    expect(t.play([first!])).toBe(true);
    const mine = t.session;
    // This tab's own save coming back changes nothing.
    t.savedElsewhere({ session: mine, seconds: 3, daily: null, restarted: false, playId: 'game-one', revision: 1 });
    expect(events.some((e) => e.kind === 'elsewhere')).toBe(false);
    // The other tab played on from the same position: the newer state wins.
    const there = play(mine, [second ?? first!]);
    if (!there.ok) throw new Error('the other tab could not play');
    t.savedElsewhere({ session: there.session, seconds: 9, daily: null, restarted: false, playId: 'game-one', revision: 2 });
    const moved = events.find((e) => e.kind === 'elsewhere');
    expect(moved).toEqual({ kind: 'elsewhere', data: { game: 'rouge-forty', session: there.session, seconds: 9, daily: null, restarted: false, playId: 'game-one', revision: 2 } });
    expect(cueOf(moved!).say).toBe(T.movedOnElsewhere);
    // The table being left for that one writes nothing over the newer save, and says nothing twice.
    const written = saves.length;
    t.save();
    t.savedElsewhere(null);
    expect(saves.length).toBe(written);
    expect(events.filter((e) => e.kind === 'elsewhere')).toHaveLength(1);

    // A game ended in the other tab (won, given up, another deal) was counted there.
    const other = table({ game: 'rouge-forty', number: 9 });
    other.t.dealt();
    other.t.savedElsewhere(null);
    expect(other.events.some((e) => e.kind === 'elsewhere')).toBe(false);
    expect(other.t.play([first!])).toBe(true);
    other.t.savedElsewhere(null);
    expect(other.events.at(-1)).toEqual({ kind: 'elsewhere', data: null });
    expect(cueOf(other.events.at(-1)!).say).toBe(T.endedElsewhere);
    other.t.leave();
    other.t.save();
    expect(other.results).toEqual([]);
    expect(results).toEqual([]);
  });

  it("a deal given by number, deal or save is not random; a fresh table takes no clock, restart, id or revision from its data", () => {
    expect(table({ game: 'lucky-fan', number: 3 }).t.randomDeal).toBe(false);
    expect(table({ game: 'lucky-fan', deal: numberedDeal('lucky-fan', 3) }).t.randomDeal).toBe(false);
    // Only a resumed game carries these: on a new deal they are left over and mean nothing.
    const { t, saves } = table({ game: fixture.game, number: fixture.deal, seconds: 42, restarted: true, playId: 'game-one', revision: 4, winnable: 7 });
    expect(t.elapsedSeconds).toBe(0);
    expect(t.winnableNumber).toBeNull();
    t.dealt();
    t.play(moves([fixture.moves[0]!]));
    expect(saves).toHaveLength(1);
    expect(saves[0]!.meta).toEqual({ seconds: 0, daily: null, restarted: false, playId: expect.stringMatching(/^[0-9a-z]{16}$/) as unknown, revision: 0 });
    // An unnumbered deal that is no winnable deal has no winnable number.
    expect(table({ game: fixture.game, deal: numberedDeal(fixture.game, fixture.deal) }).t.winnableNumber).toBeNull();
  });

  it('a resumed save without clock, id or revision starts them afresh; its daily challenge, day and result to beat go on with it', () => {
    const played = play(numberedSession(fixture.game, fixture.deal), moves([fixture.moves[0]!]));
    if (!played.ok) throw new Error('the fixture opens with a legal move');
    const challenge = { date: '2026-12-01', slot: 2, goal: { kind: 'no-undo' } } as const;
    const beat = { moves: 90, seconds: 300 };
    const { t, saves } = table({ game: fixture.game, session: played.session, challenge, daily: '2026-12-01', beat });
    expect(t.elapsedSeconds).toBe(0);
    expect(t.opening).toBe(T.tableOpened(t.title, true));
    t.save();
    expect(saves[0]!.meta).toEqual({ seconds: 0, daily: '2026-12-01', restarted: false, challenge, beat, playId: expect.stringMatching(/^[0-9a-z]{16}$/) as unknown, revision: 0 });
  });

  it('a resumed game restarted before runs its clock from its first position, and another deal asks first', () => {
    const { t, events, saves } = table({ game: fixture.game, session: numberedSession(fixture.game, fixture.deal), seconds: 5, restarted: true, revision: 2 });
    t.dealt();
    t.tick(500);
    expect(t.elapsedSeconds).toBeCloseTo(5.5);
    expect(t.inProgress).toBe(true);
    t.newDeal();
    expect(events.at(-1)).toMatchObject({ kind: 'ask', question: 'giveUp' });
    t.play(moves([fixture.moves[0]!]));
    expect(saves.at(-1)!.meta).toMatchObject({ restarted: true, revision: 2 });
  });

  it('a Restart before any move gives nothing up: the clock waits for the first move and another deal asks nothing', () => {
    const { t, events, saves } = table({ game: fixture.game, number: fixture.deal });
    expect(t.opening).toBe(T.tableOpened(t.title, false));
    t.dealt();
    t.restart();
    expect(saves.at(-1)!.meta.restarted).toBe(false);
    t.tick(500);
    expect(t.elapsedSeconds).toBe(0);
    expect(t.inProgress).toBe(false);
    t.newDeal();
    expect(events.at(-1)).toEqual({ kind: 'start', data: { game: fixture.game } });
  });

  it('undo with nothing played, and redo once the game is over, say so and change nothing', () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.undo();
    expect(events.at(-1)).toEqual({ kind: 'nothing', what: 'undo' });
    expect(t.session.position).toBe(0);
    t.play(moves([fixture.moves[0]!]));
    t.play(moves([fixture.moves[1]!]));
    t.undo();
    t.redo();
    expect(events.at(-3)).toEqual({ kind: 'shown', why: 'redo' });
    expect(t.session.position).toBe(2);
    t.undo();
    expect(t.figures().canRedo).toBe(true);
    t.concede();
    expect(t.figures()).toMatchObject({ canRedo: false, canUndo: true, canFinish: false });
    t.redo();
    expect(events.at(-1)).toEqual({ kind: 'nothing', what: 'redo' });
    expect(t.session.position).toBe(1);
    expect(t.over).toBe('lost');
  });

  it('a game given up is over and counted once, as lost: another deal asks nothing, and nothing more is saved', () => {
    const { t, events, saves, results } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.play(moves([fixture.moves[0]!]));
    const written = saves.length;
    t.concede();
    t.concede();
    expect(results).toEqual([expect.objectContaining({ won: false, moves: 1 })]);
    expect(events.filter((e) => e.kind === 'over')).toHaveLength(1);
    expect(t.inProgress).toBe(false);
    t.save();
    expect(saves).toHaveLength(written);
    t.newDeal();
    expect(events.at(-1)).toEqual({ kind: 'start', data: { game: fixture.game } });
  });

  it('undoTo on a won game leaves it won; undoTo a later position undoes nothing', () => {
    const { t } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    for (const m of moves(fixture.moves)) t.play([m]);
    t.undoTo(0);
    expect(t.over).toBe('won');
    expect(t.session.position).toBe(fixture.moves.length);
    const early = table({ game: fixture.game, number: fixture.deal });
    early.t.dealt();
    early.t.play(moves([fixture.moves[0]!]));
    early.t.undoTo(3);
    expect(early.t.session.position).toBe(1);
  });

  it('once the game is over no move, tap, drop or Finish is played, and a hint asks the source nothing', () => {
    // JS onto QS, then every card can go home.
    const s = position('lucky-fan', { tableau: ['TS JS', 'KS QS', ...empty(16)], foundations: ['9S', 'KH', 'KD', 'KC'] });
    let asked = 0;
    const { t, events } = table({ game: 'lucky-fan', session: at(s) }, 'off', (state) => { asked++; return { move: legalMoves(state)[0]!, words: null }; });
    t.dealt();
    expect(t.canLift('t0')).toBe(true);
    expect(t.canLift('t2')).toBe(false);
    expect(t.targetsFrom('t0')).toEqual(['t1']);
    t.tap('t0');
    expect(events.some((e) => e.kind === 'refused')).toBe(false);
    expect(t.session.position).toBe(1);
    expect(t.figures().canFinish).toBe(true);
    t.concede();
    expect(t.figures().canFinish).toBe(false);
    const n = events.length;
    expect(t.play(moves(['t0>f0']))).toBe(false);
    t.tap('t1');
    t.drop('t1', 'f0');
    t.requestHint();
    expect(events.slice(n)).toEqual([]);
    expect(asked).toBe(0);
    expect(t.finish()).toBe(false);
    expect(events.slice(n)).toEqual([{ kind: 'nothing', what: 'finish' }]);
    expect(t.session.position).toBe(1);
  });

  it('a game given up is counted once: undone and then won, it counts no win', () => {
    const s = position('lucky-fan', { tableau: ['TS JS', 'KS QS', ...empty(16)], foundations: ['9S', 'KH', 'KD', 'KC'] });
    const { t, results } = table({ game: 'lucky-fan', session: at(s) });
    t.dealt();
    t.play(moves(['t0>t1']));
    t.concede();
    t.undo();
    t.play(moves(['t0>t1']));
    expect(t.finish()).toBe(true);
    expect(t.over).toBe('won');
    expect(results).toEqual([expect.objectContaining({ won: false })]);
  });

  it('a deal lost by rule as it is dealt is over and counted at once: there is nothing to undo', () => {
    const dead = position('lucky-fan', { tableau: ['AS 7S', '2S 5S 4S', ...empty(16)], foundations: ['', 'KH', 'KD', 'KC'] });
    const { t, events, results } = table({ game: 'lucky-fan', session: at(dead) });
    t.dealt();
    expect(t.over).toBe('lost');
    const over = events.find((e) => e.kind === 'over') as Extract<TableEvent, { kind: 'over' }>;
    expect(over.results.undoable).toBe(false);
    expect(results).toEqual([expect.objectContaining({ won: false, moves: 0 })]);
  });

  it('an action of no moves is refused, even where auto-play would have a card to send home', () => {
    const s = position('lucky-fan', { tableau: ['KS AS', ...empty(17)], foundations: ['', 'KH', 'KD', 'KC'] });
    const { t, events } = table({ game: 'lucky-fan', session: at(s) }, 'all');
    t.dealt();
    events.length = 0;
    expect(t.play([])).toBe(false);
    expect(events).toEqual([]);
    expect(t.session.position).toBe(0);
  });

  it('the computer taking over a game lost by rule counts it once, and plays no move of its line there', () => {
    // KH may only go to an empty fan, an idle move: once 4S is on 5S the game is lost by rule.
    const s = position('lucky-fan', { tableau: ['AS 7S 4S', '2S 5S', 'KH', ...empty(15)], foundations: ['', 'JH', 'KD', 'KC'] });
    const { t, results, cleared } = table({ game: 'lucky-fan', session: at(s) });
    t.dealt();
    t.play(moves(['t0>t1']));
    expect(t.over).toBe('lost');
    t.handOver();
    expect(results).toEqual([expect.objectContaining({ won: false, moves: 1 })]);
    expect(t.playLineMove(parseMove('t2>t3')!)).toBe(false);
    t.leave();
    expect(results).toHaveLength(1);
    expect(cleared).toEqual(['lucky-fan']);
  });
});

describe('the table controller, its hints', () => {
  /** A hint source whose answers come when the test gives them, in the order asked. */
  function later() {
    const pending: ((a: HintAnswer | Error) => void)[] = [];
    const source: HintSource = () => new Promise<HintAnswer>((resolve, reject) => {
      pending.push((a) => { if (a instanceof Error) reject(a); else resolve(a); });
    });
    return { source, pending };
  }
  const hints = (events: readonly TableEvent[]) => events.filter((e): e is Extract<TableEvent, { kind: 'hint' }> => e.kind === 'hint');

  it('outlines the card and its place for a move, the stock for a draw, with the source’s words', () => {
    const s = position('rouge-forty', { tableau: ['KS', 'QS', ...empty(8)], stock: '5H' });
    const move = parseMove('t1>t0')!;
    const { t, events } = table({ game: 'rouge-forty', session: at(s) }, 'off', () => ({ move, words: 'Queen on King.' }));
    t.dealt();
    t.requestHint();
    expect(hints(events)).toEqual([{ kind: 'hint', move, piles: ['t1', 't0'], words: 'Queen on King.', state: s }]);
    const draw: Move = { kind: 'draw' };
    const drawing = table({ game: 'rouge-forty', session: at(s) }, 'off', () => ({ move: draw, words: null }));
    drawing.t.dealt();
    drawing.t.requestHint();
    expect(hints(drawing.events)).toEqual([{ kind: 'hint', move: draw, piles: ['s'], words: null, state: s }]);
  });

  it('when no move helps, the source’s words are said', () => {
    const { t, events } = table({ game: fixture.game, number: fixture.deal }, 'off', () => ({ move: null, words: 'Every line is lost.' }));
    t.dealt();
    t.requestHint();
    expect(events.find((e) => e.kind === 'noHelp')).toEqual({ kind: 'noHelp', words: 'Every line is lost.' });
  });

  it('shows only the newest of two hints asked, none once the game is over, and the visible hint when the source fails', async () => {
    const { source, pending } = later();
    const { t, events } = table({ game: fixture.game, number: fixture.deal }, 'off', source);
    t.dealt();
    const [a, b] = legalMoves(t.state);
    t.requestHint();
    t.requestHint();
    pending[1]!({ move: b ?? a!, words: 'second' });
    pending[0]!({ move: a!, words: 'first' });
    await answered();
    expect(hints(events).map((h) => h.words)).toEqual(['second']);
    t.requestHint();
    t.concede();
    pending[2]!({ move: a!, words: 'too late' });
    await answered();
    expect(hints(events)).toHaveLength(1);

    const failing = later();
    const f = table({ game: fixture.game, number: fixture.deal }, 'off', failing.source);
    f.t.dealt();
    f.t.requestHint();
    failing.pending[0]!(new Error('the solver stopped'));
    await answered();
    await answered();
    expect(hints(f.events)).toHaveLength(1);
    expect(hints(f.events)[0]!.words).toBeNull();
    expect(legalMoves(f.t.state).map(moveText)).toContain(moveText(hints(f.events)[0]!.move));
  });
});

describe('the table controller, lost by rule and other tabs', () => {
  // One move left (4S onto 5S), and after it none: lost by rule.
  const lastMove = () => position('lucky-fan', { tableau: ['AS 7S 4S', '2S 5S', ...empty(16)], foundations: ['', 'KH', 'KD', 'KC'] });

  it('a loss by rule while the computer plays is not the player’s to undo: it is over at once, counted only as the hand-over was', () => {
    const { t, events, results, saves } = table({ game: 'lucky-fan', session: at(lastMove()) });
    t.dealt();
    t.handOver();
    expect(t.playLineMove(parseMove('t0>t1')!)).toBe(true);
    expect(t.over).toBe('lost');
    const over = events.find((e) => e.kind === 'over') as Extract<TableEvent, { kind: 'over' }>;
    expect(over.results).toMatchObject({ won: false, byComputer: true, undoable: false });
    t.leave();
    expect(results).toHaveLength(1);
    expect(saves).toEqual([]);
  });

  it('a loss by rule on a table opened to watch a counted game is over at once and counts nothing more', () => {
    const { t, events, results } = table({ game: 'lucky-fan', session: at(lastMove()), watch: true });
    t.dealt();
    expect(t.play(moves(['t0>t1']))).toBe(true);
    const over = events.find((e) => e.kind === 'over') as Extract<TableEvent, { kind: 'over' }>;
    expect(over.results).toMatchObject({ won: false, byComputer: false, undoable: false });
    t.leave();
    expect(results).toEqual([]);
  });

  it('another tab’s save is not heard by a game over here or played by the computer, which another deal gives up without asking', () => {
    const lost = table({ game: fixture.game, number: fixture.deal });
    lost.t.dealt();
    lost.t.play(moves([fixture.moves[0]!]));
    lost.t.concede();
    lost.t.savedElsewhere(null);
    expect(lost.events.some((e) => e.kind === 'elsewhere')).toBe(false);
    const watched = table({ game: fixture.game, number: fixture.deal });
    watched.t.dealt();
    watched.t.handOver();
    watched.t.playLineMove(moves([fixture.moves[0]!])[0]!);
    watched.t.savedElsewhere(null);
    expect(watched.events.some((e) => e.kind === 'elsewhere')).toBe(false);
    // The computer's game was counted as it took over: another deal gives nothing up, and asks nothing.
    expect(watched.t.inProgress).toBe(false);
    watched.t.newDeal();
    expect(watched.events.at(-1)).toEqual({ kind: 'start', data: { game: fixture.game } });
  });

  it('a game won in another tab closes this one as ended there; a table closed so writes nothing, not even on Restart', () => {
    const won = play(numberedSession(fixture.game, fixture.deal), moves(fixture.moves));
    if (!won.ok) throw new Error('the fixture is a winning line');
    const { t, events, saves } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.play(moves([fixture.moves[0]!]));
    const written = saves.length;
    t.savedElsewhere({ session: won.session, seconds: 60, daily: null, restarted: false, playId: 'game-one', revision: 9 });
    expect(events.at(-1)).toEqual({ kind: 'elsewhere', data: null });
    t.restart();
    expect(saves).toHaveLength(written);
  });

  it('nothing is saved before the first move', () => {
    const { t, saves } = table({ game: fixture.game, number: fixture.deal });
    t.dealt();
    t.save();
    expect(saves).toEqual([]);
  });
});
