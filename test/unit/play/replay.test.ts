/**
 * Watching a winning line (issue 18, item 4) through the table controller, as the table scene
 * drives it: forward to a win, back, play and pause on a clock, speeds, and which lines use what
 * the player cannot see.
 */
import { describe, expect, it } from 'vitest';
import { type GameId, type Move, type Session, current, initialState, isWon, legalMoves, numberedDeal, numberedSession, apply } from '../../../src/engine/index.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { REPLAY_STEP_MS, Replay, type ReplayChange, usesHiddenInfo } from '../../../src/play/replay.ts';
import { type GameResult, type Outcome, TableController, type TablePorts } from '../../../src/play/table.ts';

function lineOf(game: GameId, n: number): Move[] {
  const r = solve(initialState(numberedDeal(game, n)), { maxNodes: 2_000_000 });
  if (r.verdict !== 'win') throw new Error(`${game} ${n} is not won: ${r.verdict}`);
  return r.line.slice();
}

/** The first winnable deal of `game` from 1 up. */
function winnable(game: GameId): { n: number; line: Move[] } {
  for (let n = 1; n < 50; n++) {
    const r = solve(initialState(numberedDeal(game, n)), { maxNodes: 300_000 });
    if (r.verdict === 'win') return { n, line: r.line.slice() };
  }
  throw new Error(`no winnable ${game} deal found`);
}

function table(game: GameId, n: number) {
  const results: GameResult[] = [];
  const saves: number[] = [];
  const ports: TablePorts = {
    autoPlayMode: () => 'all',
    writeSave: (s) => { saves.push(s.position); },
    clearSave: () => {},
    abandonSaved: () => {},
    recordResult: (_g, r) => { results.push(r); },
  };
  const t = new TableController({ game, number: n }, ports);
  t.dealt();
  return { t, results, saves };
}

describe('watching a winning line', () => {
  const fan = winnable('lucky-fan');

  it('plays the line forward to a won position, recorded as solved by the computer and never as a win', () => {
    const { t, results } = table('lucky-fan', fan.n);
    const changes: ReplayChange[] = [];
    const r = new Replay(t, fan.line, true, (c) => { changes.push(c); });
    expect(t.byComputer).toBe(true);
    // Counted at once as played and not won: watching cannot dodge a loss.
    expect(results).toMatchObject([{ won: false, seconds: 0, moves: 0, daily: null }]);
    let overs = 0;
    t.on((e) => { if (e.kind === 'over') { overs++; expect(e.results.byComputer).toBe(true); expect(e.results.won).toBe(true); } });
    while (r.forward());
    expect(r.done).toBe(true);
    expect(r.index).toBe(fan.line.length);
    expect(isWon(t.state)).toBe(true);
    expect(t.over).toBe('won');
    expect(overs).toBe(1);
    expect(results).toHaveLength(1);
    expect(changes.at(-1)).toBe('end');
    expect(r.forward()).toBe(false);
  });

  it('steps back move by move, never past where the line began, and forward again the same way', () => {
    const { t } = table('lucky-fan', fan.n);
    const r = new Replay(t, fan.line, true);
    const seen = [t.state];
    for (let i = 0; i < 5; i++) {
      expect(r.forward()).toBe(true);
      seen.push(t.state);
    }
    for (let i = 4; i >= 0; i--) {
      expect(r.back()).toBe(true);
      expect(t.state).toEqual(seen[i]);
    }
    expect(r.back()).toBe(false);
    expect(r.index).toBe(0);
    expect(r.forward()).toBe(true);
    expect(t.state).toEqual(seen[1]);
  });

  it('from the start of a game in progress: the deal starts again and nothing more is saved', () => {
    const { t, saves, results } = table('lucky-fan', fan.n);
    const first = legalMoves(t.state).find((m) => m.kind === 'move')!;
    expect(t.play([first])).toBe(true);
    const saved = saves.length;
    expect(t.inProgress).toBe(true);
    const r = new Replay(t, fan.line, true);
    expect(t.session.position).toBe(0);
    expect(results).toMatchObject([{ won: false, seconds: 0, moves: 1, daily: null }]);
    r.forward();
    t.save();
    expect(saves.length).toBe(saved);
    // Another deal now asks nothing: the game is counted already.
    expect(t.inProgress).toBe(false);
  });

  it('a game counted already (a lost game\'s Results) is not counted again', () => {
    const results: GameResult[] = [];
    const t = new TableController({ game: 'lucky-fan', number: fan.n, watch: true }, { autoPlayMode: () => 'off', writeSave: () => {}, clearSave: () => {}, abandonSaved: () => {}, recordResult: (_g, r) => { results.push(r); } });
    t.dealt();
    const r = new Replay(t, fan.line, true);
    while (r.forward());
    expect(t.over).toBe('won');
    expect(results).toEqual([]);
  });

  it('plays on the clock: a move when the last has landed and its pause is over, faster at a higher speed', () => {
    const { t } = table('lucky-fan', fan.n);
    const r = new Replay(t, fan.line, true);
    r.play();
    r.tick(0, false);
    expect(r.index).toBe(1);
    r.tick(10, true); // the card is still moving
    r.tick(20, false);
    r.tick(20 + REPLAY_STEP_MS - 1, false);
    expect(r.index).toBe(1);
    r.tick(20 + REPLAY_STEP_MS, false);
    expect(r.index).toBe(2);
    r.changeSpeed(1);
    expect(r.speed).toBe(2);
    const t0 = 10_000;
    r.tick(t0, false);
    r.tick(t0 + REPLAY_STEP_MS / 2, false);
    expect(r.index).toBe(3);
    r.pause();
    r.tick(t0 + 100_000, false);
    r.tick(t0 + 200_000, false);
    expect(r.index).toBe(3);
    r.changeSpeed(1);
    r.changeSpeed(1);
    expect(r.speed).toBe(8);
    // Kept within the speeds: no faster than the fastest, and the bar's button goes round.
    r.changeSpeed(1);
    expect(r.speed).toBe(8);
    r.changeSpeed(-1);
    expect(r.speed).toBe(4);
    r.cycleSpeed();
    r.cycleSpeed();
    expect(r.speed).toBe(0.5);
    r.stop();
    expect(r.active).toBe(false);
    expect(r.forward()).toBe(false);
    expect(current(t.session)).toEqual(t.state);
  });

  it('plays from the current position when asked to (no restart)', () => {
    const { t } = table('lucky-fan', fan.n);
    expect(t.play([fan.line[0]!])).toBe(true);
    const here = t.session.position;
    const rest = solve(t.state, { maxNodes: 2_000_000 });
    expect(rest.verdict).toBe('win');
    const r = new Replay(t, rest.line, false);
    expect(t.session.position).toBe(here);
    while (r.forward());
    expect(t.over).toBe('won');
  });
});

describe('hidden information in a line', () => {
  it('a line with every card face up and no stock uses none', () => {
    const { n, line } = winnable('lucky-fan');
    expect(usesHiddenInfo(initialState(numberedDeal('lucky-fan', n)), line)).toBe(false);
  });

  it('a line that draws from the stock uses the stock order', () => {
    const s = initialState(numberedDeal('famous-fifty', 1));
    expect(usesHiddenInfo(s, [{ kind: 'draw' }])).toBe(true);
    const noDraw = legalMoves(s).filter((m) => m.kind === 'move').slice(0, 1);
    if (noDraw.length === 1) expect(usesHiddenInfo(s, noDraw)).toBe(false);
  });

  it('a line that turns a face-down card up uses it', () => {
    const session = numberedSession('rouge-forty', 1);
    const s = current(session);
    const flips = legalMoves(s).find((m) => {
      const r = apply(s, m);
      return r.ok && r.steps.some((st) => st.kind === 'flip');
    });
    expect(flips).toBeDefined();
    expect(usesHiddenInfo(s, [flips!])).toBe(true);
    const quiet = legalMoves(s).find((m) => {
      const r = apply(s, m);
      return m.kind === 'move' && r.ok && r.steps.every((st) => st.kind === 'move');
    });
    if (quiet) expect(usesHiddenInfo(s, [quiet])).toBe(false);
  });

  it('a space refilled from the stock uses its order; one refilled from the waste shows nothing hidden', () => {
    /** The first move of a Fortune's Favor deal, after `draws` draws, that refills a space from `from`. */
    const refilling = (from: 'w' | 's', draws: number) => {
      for (let n = 1; n <= 30; n++) {
        let s = initialState(numberedDeal('fortunes-favor', n));
        for (let i = 0; i < draws; i++) {
          const r = apply(s, { kind: 'draw' });
          if (!r.ok) throw new Error('no draw');
          s = r.state;
        }
        const m = legalMoves(s).find((x) => {
          const r = apply(s, x);
          return r.ok && r.steps.some((st) => st.kind === 'refill' && st.from === from) && r.steps.every((st) => st.kind === 'move' || st.kind === 'refill');
        });
        if (m) return { s, m };
      }
      throw new Error(`no refill from ${from} found`);
    };
    const stock = refilling('s', 0);
    expect(usesHiddenInfo(stock.s, [stock.m])).toBe(true);
    const waste = refilling('w', 1);
    expect(usesHiddenInfo(waste.s, [waste.m])).toBe(false);
  });

  it('a line that does not replay is not trusted', () => {
    const s = initialState(numberedDeal('lucky-fan', 1));
    expect(usesHiddenInfo(s, [{ kind: 'draw' }])).toBe(true);
  });

  it('the solver line of a Fortune\'s Favor deal uses the stock', () => {
    const line = lineOf('fortunes-favor', 1);
    expect(usesHiddenInfo(initialState(numberedDeal('fortunes-favor', 1)), line)).toBe(true);
  });
});

/**
 * A table that records what the replay asks of it: each line move taken (or refused while
 * `refusing`), each undo, restart and hand-over; `over` as the scene would read it.
 */
function recordingTable(position = 0) {
  const calls: string[] = [];
  const t = {
    session: { position } as Session,
    over: null as Outcome | null,
    refusing: false,
    calls,
    handOver: () => { calls.push('handOver'); },
    restart: () => { calls.push('restart'); },
    playLineMove: () => {
      if (t.refusing) return false;
      calls.push('move');
      return true;
    },
    undo: () => { calls.push('undo'); },
  };
  return t;
}

const DRAWS: Move[] = [{ kind: 'draw' }, { kind: 'draw' }, { kind: 'draw' }];

function controlled(o: { position?: number; fromStart?: boolean; line?: Move[] } = {}) {
  const t = recordingTable(o.position);
  const changes: ReplayChange[] = [];
  const r = new Replay(t, o.line ?? DRAWS, o.fromStart ?? true, (c) => { changes.push(c); });
  return { t, r, changes };
}

describe("the replay's controls", () => {
  it('takes the game over, and starts the deal again only from the start of a game under way', () => {
    expect(controlled({ position: 3 }).t.calls).toEqual(['handOver', 'restart']);
    expect(controlled({ position: 0 }).t.calls).toEqual(['handOver']);
    expect(controlled({ position: 3, fromStart: false }).t.calls).toEqual(['handOver']);
  });

  it('tells each step, then the end; plays no further and stops playing there', () => {
    const { t, r, changes } = controlled();
    r.play();
    expect(r.forward()).toBe(true);
    expect(r.forward()).toBe(true);
    expect(r.playing).toBe(true);
    expect(r.done).toBe(false);
    expect(r.forward()).toBe(true);
    expect(r.playing).toBe(false);
    expect(r.done).toBe(true);
    expect(r.forward()).toBe(false);
    expect(t.calls.filter((c) => c === 'move')).toHaveLength(3);
    expect(changes).toEqual(['play', 'step', 'step', 'end']);
    // Played to its end, it does not play again.
    r.play();
    r.toggle();
    expect(r.playing).toBe(false);
    expect(changes).toEqual(['play', 'step', 'step', 'end']);
  });

  it('a move the table refuses is not counted; on the clock, playing pauses there', () => {
    const { t, r, changes } = controlled();
    t.refusing = true;
    expect(r.forward()).toBe(false);
    expect(r.index).toBe(0);
    expect(changes).toEqual([]);
    r.play();
    r.tick(0, false);
    expect(r.index).toBe(0);
    expect(r.playing).toBe(false);
    expect(changes).toEqual(['play', 'pause']);
  });

  it('steps back with an undo each, never at the first move, at the win or once stopped', () => {
    const { t, r, changes } = controlled();
    expect(r.back()).toBe(false);
    r.forward();
    r.forward();
    expect(r.back()).toBe(true);
    expect(r.index).toBe(1);
    expect(t.calls.filter((c) => c === 'undo')).toHaveLength(1);
    expect(changes).toEqual(['step', 'step', 'back']);
    r.forward();
    r.forward();
    t.over = 'won';
    expect(r.back()).toBe(false);
    expect(r.index).toBe(3);
    t.over = null;
    r.stop();
    expect(r.back()).toBe(false);
    expect(r.index).toBe(3);
    expect(t.calls.filter((c) => c === 'undo')).toHaveLength(1);
  });

  it('play, pause and toggle each tell their change once, and nothing when they change nothing', () => {
    const { r, changes } = controlled();
    r.pause();
    expect(changes).toEqual([]);
    r.play();
    r.play();
    expect(r.playing).toBe(true);
    expect(changes).toEqual(['play']);
    r.toggle();
    expect(r.playing).toBe(false);
    r.pause();
    expect(changes).toEqual(['play', 'pause']);
    r.toggle();
    expect(r.playing).toBe(true);
    expect(changes).toEqual(['play', 'pause', 'play']);
  });

  it('stopped, it plays no more and tells the stop once', () => {
    const { t, r, changes } = controlled();
    r.play();
    r.stop();
    expect(r.playing).toBe(false);
    expect(r.active).toBe(false);
    r.stop();
    r.play();
    r.toggle();
    r.tick(0, false);
    r.tick(10_000, false);
    expect(r.forward()).toBe(false);
    expect(r.playing).toBe(false);
    expect(t.calls.filter((c) => c === 'move')).toEqual([]);
    expect(changes).toEqual(['play', 'stop']);
  });

  it('each speed change is told; none at the slowest or fastest; the speed button goes round both ways', () => {
    const { r, changes } = controlled();
    expect(r.speed).toBe(1);
    r.changeSpeed(-1);
    expect(r.speed).toBe(0.5);
    r.changeSpeed(-1);
    expect(r.speed).toBe(0.5);
    expect(changes).toEqual(['speed']);
    for (const s of [1, 2, 4, 8, 8]) {
      r.changeSpeed(1);
      expect(r.speed).toBe(s);
    }
    expect(changes).toHaveLength(5);
    r.cycleSpeed();
    expect(r.speed).toBe(0.5);
    r.cycleSpeed();
    expect(r.speed).toBe(1);
    expect(changes).toHaveLength(7);
    expect(changes.every((c) => c === 'speed')).toBe(true);
  });

  it('the first move goes at once; each next one after its pause, which a move still landing or a new play starts again', () => {
    const { r } = controlled();
    r.play();
    r.tick(500, false);
    expect(r.index).toBe(1);
    r.tick(600, false);
    // A card still moving: the pause starts once it has landed.
    r.tick(1400, true);
    r.tick(1450, false);
    r.tick(1450 + REPLAY_STEP_MS - 1, false);
    expect(r.index).toBe(1);
    r.pause();
    r.play();
    // Playing again: the pause counts from the first frame after.
    r.tick(1450 + REPLAY_STEP_MS + 50, false);
    expect(r.index).toBe(1);
    r.tick(1450 + 2 * REPLAY_STEP_MS + 49, false);
    expect(r.index).toBe(1);
    r.tick(1450 + 2 * REPLAY_STEP_MS + 50, false);
    expect(r.index).toBe(2);
    // At half the pace, twice the pause.
    r.changeSpeed(-1);
    r.tick(5000, false);
    r.tick(5000 + 2 * REPLAY_STEP_MS - 1, false);
    expect(r.index).toBe(2);
    r.tick(5000 + 2 * REPLAY_STEP_MS, false);
    expect(r.index).toBe(3);
  });
});
