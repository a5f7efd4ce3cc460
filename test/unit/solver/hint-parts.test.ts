/**
 * The parts of a hint (src/engine/solver/hint.ts) on small positions: what the player sees, the
 * cards unseen and the arrangements of them a hint tries; the exact hint where nothing is hidden
 * or the player asks to peek; the sampled hint checked against the plain search of the engine's
 * moves where every arrangement of the unseen cards is known; the budgets; the work in slices.
 */
import { describe, expect, it, vi } from 'vitest';
import { GAME_IDS, type GameId, type Move, type State, apply, gameDef, initialState, isIdleMove, isWon, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { hint, hintSteps, sampleState, unseenCards, visibleView } from '../../../src/engine/solver/hint.ts';
import { wonState } from '../../../src/engine/winnable/build.ts';
import { position } from '../engine/position.ts';
import { plainWinnable, smallPosition } from './small-positions.ts';

/** The positions searched, as the searches are made, and the searches that ended: verdict, first move of the line, positions taken. */
const searched = vi.hoisted(() => [] as unknown[]);
const ended = vi.hoisted(() => [] as { verdict: string; first: Move | undefined; nodes: number }[]);
vi.mock('../../../src/engine/solver/solver.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/engine/solver/solver.ts')>();
  class Counted extends real.Solver {
    constructor(...args: ConstructorParameters<typeof real.Solver>) {
      super(...args);
      searched.push(args[0]);
    }
    override run(slice?: number) {
      const r = super.run(slice);
      if (r) ended.push({ verdict: r.verdict, first: r.line[0], nodes: r.nodes });
      return r;
    }
  }
  return { ...real, Solver: Counted };
});

const sorted = (cs: readonly number[]) => [...cs].sort((a, b) => a - b);

/** The cards a player cannot see: the face-down ones and the stock's. */
const hiddenCards = (s: State) => sorted([...s.tableau.flatMap((p, i) => p.slice(0, s.hidden[i])), ...s.stock]);

/** Small positions of every game, and the deals as dealt, with a few numbered deals. */
function somePositions(): State[] {
  const out: State[] = [];
  for (const game of GAME_IDS) {
    for (let seed = 1; seed <= 8; seed++) out.push(smallPosition(game, seed * 7919 + 1, 6 + seed * 4));
    for (const n of [1, 2]) out.push(initialState(numberedDeal(game, n)));
  }
  return out;
}

/**
 * `s` with its face-down cards turned up and the stock cut to its first `k` cards, the rest laid
 * under the waste: `k` cards unseen, so every arrangement of them can be tried. Null where the
 * game has no stock or too few cards for it.
 */
function unseenOnly(s: State, k: number): State | null {
  const pool = [...s.stock, ...s.waste];
  if (gameDef(s.game).stock === 0 || pool.length < k) return null;
  return { ...s, hidden: s.hidden.map(() => 0), stock: pool.slice(0, k), waste: pool.slice(k) };
}

/** The useful moves of `s` (no idle move), each with whether it leads to a win by plain search. */
function movesWinning(s: State): { move: Move; wins: boolean }[] {
  return legalMoves(s)
    .filter((m) => !isIdleMove(s, m))
    .map((m) => {
      const a = apply(s, m);
      if (!a.ok) throw new Error('a legal move refused');
      return { move: a.move, wins: plainWinnable(a.state) };
    });
}

/** A position up to the order of its piles and of its foundations: a card put in one space or another, home on one foundation or another of its suit, is one move. */
const sameUpToOrder = (s: State) =>
  JSON.stringify([s.tableau.map((p, i) => JSON.stringify([p, s.hidden[i]])).sort(), s.stock, s.waste, [...s.foundations].sort((a, b) => a - b)]);

/** How many different positions the moves of `s` lead to, a move that changes nothing but the piles' order left out. */
function distinctMoves(s: State): number {
  const after = new Set<string>();
  for (const m of legalMoves(s)) {
    const a = apply(s, m);
    if (a.ok && sameUpToOrder(a.state) !== sameUpToOrder(s)) after.add(sameUpToOrder(a.state));
  }
  return after.size;
}

const winsAfter = (s: State, m: Move) => {
  const a = apply(s, m);
  return a.ok && plainWinnable(a.state);
};

describe('what a hint sees', () => {
  it('the view is the face-up cards, the face-down and stock counts, the waste and the foundations', () => {
    const s = initialState(numberedDeal('rouge-forty', 3));
    const v = visibleView(s);
    expect(v.game).toBe('rouge-forty');
    expect(v.faceUp).toEqual(s.tableau.map((p) => [p[p.length - 1]]));
    expect(v.hidden).toEqual(s.tableau.map(() => 3));
    expect(v.stockCount).toBe(12);
    expect(v.waste).toEqual([]);
    expect(v.foundations).toEqual([-1, -1, -1, -1]);
    for (const t of somePositions()) {
      const w = visibleView(t);
      expect(w.faceUp.flat().length + w.hidden.reduce((a, b) => a + b, 0)).toBe(t.tableau.flat().length);
      expect([w.stockCount, w.waste, w.foundations]).toEqual([t.stock.length, t.waste, t.foundations]);
    }
  });

  it('the unseen cards are the face-down and stock cards, in order, whatever is home', () => {
    let aceAlone = 0;
    for (const s of somePositions()) {
      expect(unseenCards(visibleView(s)), JSON.stringify(s)).toEqual(hiddenCards(s));
      aceAlone += s.foundations.filter((top) => top >= 0 && top % 13 === 0).length;
    }
    // Foundations holding their Ace alone (of each suit, in Fortune's Favor as dealt), where the card home is the lowest one.
    expect(aceAlone).toBeGreaterThan(4);
  });

  it('an arrangement shows what the player sees and holds the unseen cards; the seed decides it', () => {
    for (const s of somePositions()) {
      const v = visibleView(s);
      const unseen = unseenCards(v);
      const a = sampleState(v, unseen, 5);
      expect(visibleView(a)).toEqual(v);
      expect(hiddenCards(a)).toEqual(unseen);
      expect(sampleState(v, unseen, 5)).toEqual(a);
    }
    const s = initialState(numberedDeal('rouge-forty', 3));
    const v = visibleView(s);
    const seeds = new Set([1, 2, 3].map((seed) => JSON.stringify(sampleState(v, unseenCards(v), seed))));
    expect(seeds.size).toBe(3);
  });
});

describe('exact hints', () => {
  it('nothing hidden: the move leads to a win when the position is winnable, none otherwise', () => {
    const seen = { won: 0, lost: 0 };
    for (let seed = 1; seed <= 12; seed++) {
      const s = smallPosition('lucky-fan', seed * 104729 + 11, 12);
      if (isWon(s)) continue;
      const h = hint(s);
      expect(h.exact).toBe(true);
      expect(h.samples).toBe(1);
      if (plainWinnable(s)) {
        seen.won++;
        expect(h.move, `seed ${seed}`).not.toBeNull();
        expect(winsAfter(s, h.move!)).toBe(true);
        expect([h.confidence, h.wins]).toEqual([1, 1]);
      } else {
        seen.lost++;
        expect(h.move).toBeNull();
        expect([h.confidence, h.wins]).toEqual([0, 0]);
      }
    }
    expect(seen.won).toBeGreaterThan(0);
  });

  it('a stock run out with no card face down is exact too; a won game has no move to give', () => {
    const s = unseenOnly(smallPosition('rouge-forty', 41, 10), 0)!;
    expect(unseenCards(visibleView(s))).toEqual([]);
    const h = hint(s);
    expect(h.exact).toBe(true);
    expect(h.move === null).toBe(!plainWinnable(s));
    for (const game of GAME_IDS) expect(hint(wonState(game))).toEqual({ move: null, confidence: 0, wins: 0, samples: 1, exact: true });
  });

  it('peeking plans with the face-down cards as they lie', () => {
    const seen = { won: 0, lost: 0 };
    for (let seed = 1; seed <= 16; seed++) {
      const s = smallPosition('rouge-forty', seed * 15485863 + 5, 14);
      if (isWon(s) || s.hidden.every((h) => h === 0)) continue;
      const h = hint(s, { peek: true });
      expect(h.exact).toBe(true);
      expect(h.samples).toBe(1);
      if (plainWinnable(s)) {
        seen.won++;
        expect(winsAfter(s, h.move!), `seed ${seed}`).toBe(true);
      } else {
        seen.lost++;
        expect(h.move).toBeNull();
      }
    }
    expect(seen.won).toBeGreaterThan(1);
  });

  it('the exact search has ten times the budget of one sample, no more', () => {
    // Lucky Fan's deal 2 is won by a search of a few thousand positions.
    const s = initialState(numberedDeal('lucky-fan', 2));
    expect(solve(s, { maxNodes: 400, shorten: false }).verdict).toBe('unknown');
    expect(solve(s, { maxNodes: 4000, shorten: false }).verdict).toBe('win');
    const h = hint(s, { maxNodes: 400 });
    const after = apply(s, h.move!);
    expect(after.ok && solve(after.state, { shorten: false }).verdict).toBe('win');
    expect(hint(s, { maxNodes: 40 }).move).toBeNull();
  });
});

describe('sampled hints', () => {
  /** Positions of the games with a stock, `k` cards unseen: of seeds 1 to `seeds`, or of the seeds listed. */
  const unseenPositions = (k: number, games: readonly GameId[], seeds: number | readonly number[], lefts: readonly number[]) =>
    games.flatMap((game) =>
      (typeof seeds === 'number' ? Array.from({ length: seeds }, (_, i) => i + 1) : seeds).flatMap((seed) =>
        lefts.flatMap((left) => {
          const s = unseenOnly(smallPosition(game, seed * 7907 + k, left), k);
          return s && !isWon(s) ? [s] : [];
        }),
      ),
    );
  const withStock: readonly GameId[] = ['rouge-forty', 'famous-fifty', 'fortunes-favor', 'waxing-moon'];
  /** A Rouge Forty position with three cards unseen that some move wins. */
  const threeUnseenWon = () => unseenPositions(3, ['rouge-forty'], 10, [11]).find((t) => movesWinning(t).some((w) => w.wins))!;

  it('one card unseen: every arrangement is the position itself, so the move wins every sample or none does', () => {
    const seen = { won: 0, lost: 0 };
    for (const s of unseenPositions(1, withStock, 10, [11])) {
      const h = hint(s, { samples: 3 });
      expect(h.exact).toBe(false);
      expect(h.samples).toBe(3);
      const any = movesWinning(s).some((w) => w.wins);
      if (any) {
        seen.won++;
        expect(h.move, JSON.stringify(s)).not.toBeNull();
        expect(winsAfter(s, h.move!), JSON.stringify(s)).toBe(true);
        expect([h.wins, h.confidence]).toEqual([3, 1]);
      } else {
        seen.lost++;
        expect(h).toEqual({ move: null, confidence: 0, wins: 0, samples: 3, exact: false });
      }
    }
    expect(seen.won).toBeGreaterThan(5);
    expect(seen.lost).toBeGreaterThan(0);
  });

  /**
   * Rouge Forty with one card in the stock and none face down, the other piles empty: spades and
   * hearts short of their last cards, where 10♠ and K♥ have moves to the same place, and 10♠ more
   * than one on the piles.
   */
  const handMade = (piles: string[], foundations: string[], stock: string, waste: string): State =>
    position('rouge-forty', { tableau: gameDef('rouge-forty').piles.map((_, i) => piles[i] ?? ''), foundations, stock, waste });
  const sharedMoves = [
    handMade(['KH', 'JS', 'QS', 'KS'], ['9S', 'QH', 'KD', 'QC'], 'KC', 'TS'),
    handMade(['KH TS', 'JS', 'QS', 'KS'], ['8S', 'QH', 'KD', 'KC'], '9S', ''),
    handMade(['JS', 'KH TS', 'QS', 'KS'], ['8S', 'QH', 'KD', 'KC'], '9S', ''),
  ];

  it('a sample lost costs one search; a sample won, one after each different move but the one its own line plays first', () => {
    const seen = { won: 0, lost: 0 };
    // The first move of the sample's own winning line, of each kind: home, a draw, onto a pile, into a space.
    const firstKinds = new Set<string>();
    // Rouge Forty's seed 12 is won by drawing first, 38 by a move onto a pile, and 2 with 18 cards left by a move into its
    // second space of a card that could go onto a pile too.
    const firstOfKinds = [...unseenPositions(1, ['rouge-forty'], [12, 38], [11]), ...unseenPositions(1, ['rouge-forty'], [2], [18])];
    for (const s of [...sharedMoves, ...unseenPositions(1, withStock, 10, [11]), ...firstOfKinds]) {
      searched.length = 0;
      ended.length = 0;
      const h = hint(s, { samples: 2 });
      expect(h.samples).toBe(2);
      if (h.move) seen.won++;
      else seen.lost++;
      expect(searched.length / 2, JSON.stringify(s)).toBe(h.move ? distinctMoves(s) : 1);
      const first = ended[0]!.first;
      if (!first) continue;
      firstKinds.add(first.kind === 'draw' ? 'draw' : first.to.zone === 'f' ? 'home' : s.tableau[first.to.index]!.length === 0 ? 'space' : 'pile');
      // One card unseen: both samples are `s` itself, and its search wins with the same first move.
      const after = (m: Move) => {
        const a = apply(s, m);
        if (!a.ok) throw new Error('a legal move refused');
        return sameUpToOrder(a.state);
      };
      const others = legalMoves(s).map(after).filter((k) => k !== sameUpToOrder(s) && k !== after(first));
      expect(new Set(searched.map((t) => sameUpToOrder(t as State))), JSON.stringify(s)).toEqual(new Set([sameUpToOrder(s), ...others]));
    }
    expect(seen.won).toBeGreaterThan(5);
    expect(seen.lost).toBeGreaterThan(0);
    expect([...firstKinds].sort()).toEqual(['draw', 'home', 'pile', 'space']);
  });

  it('two cards unseen: the move that wins every arrangement is preferred to one that wins some', () => {
    let both = 0;
    let mixed = 0;
    // In Waxing Moon, whose cards go nowhere but home, the order of the stock's last cards decides more positions. Its
    // seed 35 with 14 cards left: the first useful move wins every arrangement, the next one only some. Rouge Forty's seed
    // 71 with 16 left: its own search of each arrangement plays another of the moves that win both first.
    const waxing = [...unseenPositions(2, ['waxing-moon'], 20, [12, 18]), ...unseenPositions(2, ['waxing-moon'], [35], [14])];
    for (const s of [...unseenPositions(2, withStock, 5, [12]), ...waxing, ...unseenPositions(2, ['rouge-forty'], [71], [16])]) {
      const other: State = { ...s, stock: [...s.stock].reverse() };
      const a = movesWinning(s);
      const b = movesWinning(other);
      const h = hint(s, { samples: 8 });
      expect(hint(other, { samples: 8 })).toEqual(h);
      expect(h.confidence).toBe(h.wins / 8);
      const always = a.some((w, i) => w.wins && b[i]!.wins);
      const sometimes = a.some((w, i) => w.wins !== b[i]!.wins);
      if (h.move) expect(winsAfter(s, h.move) || winsAfter(other, h.move)).toBe(true);
      else expect(a.concat(b).some((w) => w.wins)).toBe(false);
      if (always) {
        both++;
        expect(h.confidence, JSON.stringify(s)).toBe(1);
        if (sometimes) mixed++;
      }
    }
    expect(both).toBeGreaterThan(3);
    expect(mixed).toBeGreaterThan(0);
  });

  it('on small budgets, a hint names a move exactly when one of its searches won', () => {
    let named = 0;
    for (const n of [1, 3, 4]) {
      const s = initialState(numberedDeal('rouge-forty', n));
      ended.length = 0;
      const h = hint(s, { maxNodes: 50, samples: 2 });
      if (h.move) named++;
      expect(h.move !== null, `deal ${n}`).toBe(ended.some((e) => e.verdict === 'win'));
    }
    expect(named).toBeGreaterThan(0);
  });

  it('eight samples unless told, and no sample past the whole budget but the first', () => {
    const s = threeUnseenWon();
    expect(hint(s).samples).toBe(8);
    expect(hint(s, { samples: 5 }).samples).toBe(5);
    expect(hint(s, { samples: 5, maxTotalNodes: 1 }).samples).toBe(1);
    expect(hint(s, { samples: 5, maxTotalNodes: 0 }).samples).toBe(1);
    expect(hint(s, { samples: 5, maxTotalNodes: 1e9 }).samples).toBe(5);
  });

  it('a budget the first sample spends to the last position starts no second one; one position more does', () => {
    const s = threeUnseenWon();
    ended.length = 0;
    hint(s, { samples: 1 });
    const first = ended.reduce((n, e) => n + e.nodes, 0);
    expect(hint(s, { samples: 5, maxTotalNodes: first }).samples).toBe(1);
    // The second sample's searches take positions too, so it is the last.
    expect(hint(s, { samples: 5, maxTotalNodes: first + 1 }).samples).toBe(2);
  });

  it('a large search comes in slices, with the same hint at the end', () => {
    const s = initialState(numberedDeal('famous-fifty', 1));
    const opts = { samples: 1, maxNodes: 12_000 };
    const steps = hintSteps(s, opts);
    let slices = 0;
    let r = steps.next();
    while (!r.done) {
      slices++;
      r = steps.next();
    }
    expect(slices).toBeGreaterThan(0);
    expect(r.value).toEqual(hint(s, opts));
  });
});
