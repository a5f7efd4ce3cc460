import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  type Move,
  type Session,
  type State,
  apply,
  cardLabel,
  current,
  initialState,
  isWon,
  legalMoves,
  numberedDeal,
  numberedSession,
  play,
  undo,
} from '../../../src/engine/index.ts';
import { type Hint, type Verdict, solve } from '../../../src/engine/solver/index.ts';
import {
  dealSearchBudget,
  RANDOM_DEALS,
  type DealFinder,
  findWinnableDeal,
  lastWinnablePosition,
  stateAt,
  stateKey,
  stillWinnable,
  winnableAlong,
} from '../../../src/engine/solver/advice.ts';
import { hintWords, moveWords, noWinnableNotice, stillWinnableWords } from '../../../src/text/solver.ts';
import { winnableDeals } from '../../../src/engine/solver/winnable-deals.ts';
import { en } from '../../../src/text/en.ts';

/** A finder over a fixed table of verdicts, with a clock that advances `msEach` per solve. */
function fakeFinder(verdictOf: (n: number) => Verdict, msEach = 1, cancelAfter = Infinity, clockAt = 0) {
  let clock = clockAt;
  const asked: number[] = [];
  const finder: DealFinder = {
    now: () => clock,
    cancelled: () => asked.length >= cancelAfter,
    verdict: (_g, n) => {
      asked.push(n);
      clock += msEach;
      return Promise.resolve(verdictOf(n));
    },
  };
  return { finder, asked };
}

describe('findWinnableDeal', () => {
  it('takes the first number from the start that the solver proves winnable', async () => {
    const { finder, asked } = fakeFinder((n) => (n === 505 ? 'win' : n === 503 ? 'unknown' : 'loss'));
    const choice = await findWinnableDeal('lucky-fan', 500, () => 0, finder);
    expect(choice).toEqual({ number: 505, winnable: true, source: 'search' });
    expect(asked).toEqual([500, 501, 502, 503, 504, 505]);
  });

  it('wraps from the last random deal number to 1', async () => {
    const { finder, asked } = fakeFinder((n) => (n === 2 ? 'win' : 'loss'));
    const choice = await findWinnableDeal('rouge-forty', RANDOM_DEALS - 1, () => 0, finder);
    expect(choice?.number).toBe(2);
    expect(asked).toEqual([RANDOM_DEALS - 1, RANDOM_DEALS, 1, 2]);
  });

  it('past its tries falls back to a shipped winnable number, chosen by pick', async () => {
    const budget = dealSearchBudget('famous-fifty')!;
    const { finder, asked } = fakeFinder(() => 'unknown');
    const shipped = winnableDeals('famous-fifty');
    expect(shipped.length).toBeGreaterThan(2);
    const choice = await findWinnableDeal('famous-fifty', 1000, (count) => count - 1, finder);
    expect(asked.length).toBe(budget.maxTries);
    expect(choice).toEqual({ number: shipped[shipped.length - 1], winnable: true, source: 'shipped' });
  });

  it('stops searching once its time is spent', async () => {
    const budget = dealSearchBudget('lucky-fan')!;
    const { finder, asked } = fakeFinder(() => 'loss', budget.maxTotalMs / 4);
    const choice = await findWinnableDeal('lucky-fan', 7, () => 0, finder);
    expect(asked.length).toBe(4);
    // Lucky Fan ships no numbers: the deal is the random one, and the player is told.
    expect(choice).toEqual({ number: 7, winnable: false });
  });

  it('Waxing Moon does not search: a shipped number, or an honest notice', async () => {
    const { finder, asked } = fakeFinder(() => 'win');
    const choice = await findWinnableDeal('waxing-moon', 42, () => 0, finder);
    expect(asked).toEqual([]);
    if (winnableDeals('waxing-moon').length === 0) {
      expect(choice).toEqual({ number: 42, winnable: false });
      expect(noWinnableNotice('waxing-moon')).toBe('No winnable Waxing Moon deal is known yet; dealing a random one.');
    } else expect(choice).toMatchObject({ winnable: true, source: 'shipped' });
  });

  it('answers null once cancelled', async () => {
    const { finder } = fakeFinder(() => 'loss', 1, 3);
    expect(await findWinnableDeal('lucky-fan', 1, () => 0, finder)).toBeNull();
  });

  it('answers null when cancelled while a winnable deal is found, or before a game that does not search', async () => {
    const { finder } = fakeFinder(() => 'win', 1, 1);
    expect(await findWinnableDeal('lucky-fan', 1, () => 0, finder)).toBeNull();
    const early = fakeFinder(() => 'win', 1, 0);
    expect(await findWinnableDeal('waxing-moon', 1, () => 0, early.finder)).toBeNull();
  });

  it('times its search from when it began, on a clock that began long before', async () => {
    const budget = dealSearchBudget('lucky-fan')!;
    const { finder, asked } = fakeFinder(() => 'loss', budget.maxTotalMs / 4, Infinity, 10 * budget.maxTotalMs);
    await findWinnableDeal('lucky-fan', 7, () => 0, finder);
    expect(asked.length).toBe(4);
  });

  it('a pick outside the shipped numbers takes the nearest end', async () => {
    const shipped = winnableDeals('famous-fifty');
    for (const [at, number] of [[shipped.length, shipped.at(-1)], [10 ** 6, shipped.at(-1)], [-3, shipped[0]]] as const) {
      const { finder } = fakeFinder(() => 'unknown');
      expect(await findWinnableDeal('famous-fifty', 1000, () => at, finder)).toEqual({ number, winnable: true, source: 'shipped' });
    }
  });
});

describe('shipped winnable deals', () => {
  it('are proven winnable by the solver, and their lines replay to a win', () => {
    for (const [game, numbers] of GAME_IDS.map((g) => [g, winnableDeals(g)] as const)) {
      expect(new Set(numbers).size).toBe(numbers.length);
      // A few of each list (all of them take minutes): the first and the last.
      for (const n of [numbers[0], numbers[numbers.length - 1]]) {
        if (n === undefined) continue;
        const start = initialState(numberedDeal(game, n));
        const r = solve(start, { maxNodes: 20_000_000, maxMs: 20_000 });
        expect(r.verdict, `${game} ${n}`).toBe('win');
        let s: State = start;
        for (const m of r.line) {
          const a = apply(s, m);
          expect(a.ok).toBe(true);
          if (a.ok) s = a.state;
        }
        expect(isWon(s)).toBe(true);
      }
    }
  }, 120_000);
});

describe('words', () => {
  const s = initialState(numberedDeal('lucky-fan', 3));
  const moves = legalMoves(s).filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move');
  const top = (i: number) => s.tableau[i]![s.tableau[i]!.length - 1]!;

  it('names the card moved and the card it goes onto, or home', () => {
    const onto = moves.find((m) => m.to.zone === 't');
    expect(onto).toBeDefined();
    if (onto) expect(moveWords(s, onto)).toBe(`Move the ${cardLabel(top(onto.from.index))} onto the ${cardLabel(top(onto.to.index))}`);
    const home: Move = { kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 'f', index: -1 } };
    expect(moveWords(s, home)).toBe(`Move the ${cardLabel(top(0))} to its foundation`);
    const space: State = { ...s, tableau: s.tableau.map((p, i) => (i === 1 ? [] : p)) };
    expect(moveWords(space, { kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 't', index: 1 } })).toBe(`Move the ${cardLabel(top(0))} to the empty pile`);
  });

  it('says how sure a sampled hint is as a player would, and that an exact one keeps the game winnable', () => {
    const move = moves[0]!;
    const words = moveWords(s, move);
    const sampled = (wins: number): Hint => ({ move, confidence: wins / 12, wins, samples: 12, exact: false });
    expect(hintWords(s, sampled(12))).toBe(`${words} (likely to lead to a win)`);
    expect(hintWords(s, sampled(9))).toBe(`${words} (likely to lead to a win)`);
    expect(hintWords(s, sampled(5))).toBe(`${words} (your best chance to win)`);
    expect(hintWords(s, sampled(1))).toBe(`${words} (a slim chance, but the best one)`);
    const sampled9 = sampled(9);
    expect(hintWords(s, { ...sampled9, exact: true, confidence: 1, wins: 1, samples: 1 })).toBe(`${words} (keeps the game winnable)`);
    expect(hintWords(s, { ...sampled9, move: null })).toBeNull();
  });
});

/** A session of Lucky Fan deal `n` with `k` actions played (the first legal move each time). */
function sessionWith(n: number, k: number): Session {
  let session = numberedSession('lucky-fan', n);
  for (let i = 0; i < k; i++) {
    const m = legalMoves(current(session))[0];
    if (!m) break;
    const r = play(session, [m]);
    if (!r.ok) throw new Error(en.refusal(r.refusal));
    session = r.session;
  }
  return session;
}

describe('still winnable', () => {
  const session = sessionWith(5, 4);
  const keys = [0, 1, 2, 3, 4].map((p) => stateKey(stateAt(session, p)));
  const table = (vs: (Verdict | undefined)[]) => (s: State) => vs[keys.indexOf(stateKey(s))];

  it('goes back to the latest position known winnable', () => {
    expect(session.position).toBe(4);
    const v = table(['win', 'win', 'win', 'loss', 'loss']);
    expect(lastWinnablePosition(session, v)).toBe(2);
    expect(stillWinnable(session, v)).toEqual({ kind: 'lost', undoTo: 2 });
    expect(stillWinnableWords(stillWinnable(session, v))).toBe('no winning line left · undo to last winnable');
    // After undoing to a lost position, the latest winnable one is still found before it.
    expect(lastWinnablePosition(undo(session), v)).toBe(2);
  });

  it('goes back to the deal itself where only the deal is known winnable', () => {
    const v = table(['win', 'loss', 'loss', 'loss', 'loss']);
    expect(lastWinnablePosition(session, v)).toBe(0);
    expect(stillWinnable(session, v)).toEqual({ kind: 'lost', undoTo: 0 });
  });

  it('says winnable, checking and not known as they are', () => {
    expect(stillWinnable(session, table(['win', 'win', 'win', 'win', 'win']))).toEqual({ kind: 'winnable' });
    expect(stillWinnable(session, table(['win', undefined, undefined, undefined, undefined]))).toEqual({ kind: 'checking' });
    expect(stillWinnable(session, table([undefined, undefined, undefined, undefined, 'unknown']))).toEqual({ kind: 'unknown' });
    const none = table(['loss', 'loss', 'loss', 'loss', 'loss']);
    expect(stillWinnable(session, none)).toEqual({ kind: 'lost', undoTo: null });
    expect(stillWinnableWords(stillWinnable(session, none))).toBe('no winning line left');
  });

  it('every position on a winning line is marked winnable, ending in the won position', () => {
    for (let n = 1; n < 40; n++) {
      const start = initialState(numberedDeal('lucky-fan', n));
      const r = solve(start, { maxNodes: 1_000_000 });
      if (r.verdict !== 'win') continue;
      const along = winnableAlong(start, r.line, (st, m) => {
        const a = apply(st, m);
        return a.ok ? a.state : null;
      });
      expect(along.length).toBe(r.line.length + 1);
      expect(along[0]).toBe(stateKey(start));
      // The position after the line's first move is winnable: the solver agrees.
      const a = apply(start, r.line[0]!);
      expect(a.ok && along[1] === stateKey(a.state)).toBe(true);
      if (a.ok) expect(solve(a.state, { maxNodes: 1_000_000 }).verdict).toBe('win');
      return;
    }
    throw new Error('no winnable Lucky Fan deal among 1-39');
  });

  it('a line that stops replaying marks only the positions before it', () => {
    const start = stateAt(session, 0);
    const line = session.history.slice(0, 3).flatMap((e) => e.moves);
    expect(line.length).toBe(3);
    let played = 0;
    const along = winnableAlong(start, line, (st, m) => {
      if (played++ === 2) return null;
      const a = apply(st, m);
      return a.ok ? a.state : null;
    });
    expect(along).toEqual([0, 1, 2].map((p) => stateKey(stateAt(session, p))));
  });
});
