/**
 * Playing backwards, one move: `unplay` must give every position one legal move before a given
 * one, and nothing else. Checked against the slow way of finding them: take any card that lies on
 * top of something back to any place a move can take a card from, and keep what the engine plays
 * forward to the given position.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Card, type GameId, type Move, type Place, type State, apply, gameDef, initialState, isIdleMove, legalMoves, moveText, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { wonState } from '../../../src/engine/winnable/build.ts';
import { type Unplayed, samePosition, unplay } from '../../../src/engine/winnable/unplay.ts';
import { position } from '../engine/position.ts';

const key = (s: State): string => JSON.stringify([s.tableau, s.stock, s.waste, s.foundations]);
const stepKey = (before: State, m: Move): string => `${key(before)} ${moveText(m)}`;

const faceUp = (s: State): State => ({ ...s, hidden: s.tableau.map(() => 0) });

/** Every card lying on top of something, with the position without it and where it lay. */
function tops(s: State): { card: Card; without: State; at: Place }[] {
  const out: { card: Card; without: State; at: Place }[] = [];
  s.tableau.forEach((p, i) => {
    if (p.length === 0) return;
    const tableau = s.tableau.map((q, j) => (j === i ? q.slice(0, -1) : q));
    out.push({ card: p.at(-1)!, without: { ...s, tableau }, at: { zone: 't', index: i } });
  });
  if (s.waste.length > 0) out.push({ card: s.waste.at(-1)!, without: { ...s, waste: s.waste.slice(0, -1) }, at: { zone: 'w', index: 0 } });
  s.foundations.forEach((top, f) => {
    if (top < 0) return;
    const foundations = s.foundations.map((t, g) => (g === f ? (top % 13 === 0 ? -1 : top - 1) : t));
    out.push({ card: top, without: { ...s, foundations }, at: { zone: 'f', index: f } });
  });
  return out;
}

/** Card `c` put back where a move can take it from: the end of a pile, the waste or the stock. */
function puts(s: State, c: Card): { state: State; from: Place | 'stock' }[] {
  const def = gameDef(s.game);
  const out: { state: State; from: Place | 'stock' }[] = s.tableau.map((_, i) => ({
    state: { ...s, tableau: s.tableau.map((q, j) => (j === i ? [...q, c] : q)) },
    from: { zone: 't', index: i },
  }));
  if (def.hasWaste) out.push({ state: { ...s, waste: [...s.waste, c] }, from: { zone: 'w', index: 0 } });
  if (def.stock > 0) out.push({ state: { ...s, stock: [...s.stock, c] }, from: 'stock' });
  return out;
}

/** One card moved back, with the one move that could bring it forward again. */
function oneBack(s: State): { before: State; move: Move }[] {
  const out: { before: State; move: Move }[] = [];
  for (const top of tops(s)) {
    for (const put of puts(top.without, top.card)) {
      // A card reaches the waste only by a draw, and a draw only reaches the waste.
      if ((put.from === 'stock') !== (top.at.zone === 'w')) continue;
      out.push({ before: faceUp(put.state), move: put.from === 'stock' ? { kind: 'draw' } : { kind: 'move', from: put.from, to: top.at } });
    }
  }
  return out;
}

/** Whether a position can come up in play: no start card off its foundation, no refill missed. */
function arises(s: State): boolean {
  const def = gameDef(s.game);
  if (def.startFoundations.some((_, f) => s.foundations[f]! < 0)) return false;
  return !def.build.refill || (s.stock.length === 0 && s.waste.length === 0) || s.tableau.every((p) => p.length > 0);
}

/** The positions one move before `s` and their moves, the slow way. */
function slowUnplay(s: State): string[] {
  const tries = oneBack(s);
  if (gameDef(s.game).build.refill) {
    // A one-card pile may have been refilled from the waste, or from the stock when the waste was empty.
    s.tableau.forEach((p, i) => {
      if (p.length !== 1) return;
      const tableau = s.tableau.map((q, j) => (j === i ? [] : q));
      tries.push(...oneBack({ ...s, tableau, waste: [...s.waste, p[0]!] }));
      if (s.waste.length === 0) tries.push(...oneBack({ ...s, tableau, stock: [...s.stock, p[0]!] }));
    });
  }
  const out = new Set<string>();
  for (const { before, move } of tries) {
    if (!arises(before) || isIdleMove(before, move)) continue;
    const a = apply(before, move);
    if (a.ok && samePosition(a.state, s)) out.add(stepKey(before, a.move));
  }
  return [...out].sort();
}

const found = (steps: readonly Unplayed[]): string[] => steps.map((u) => stepKey(u.before, u.move)).sort();

/** Where the step's card lies before the move, as `Unplayed` tells it. */
function cardAt(u: Unplayed): Card | undefined {
  if (u.to === -2) return u.before.stock.at(-1);
  if (u.to === -1) return u.before.waste.at(-1);
  return u.before.tableau[u.to]?.at(-1);
}

/** Positions of random play from numbered deals, and of random walks back from the won game. */
function positions(game: GameId): State[] {
  const next = mulberry32(7);
  const out: State[] = [];
  for (let n = 1; n <= 2; n++) {
    let s = initialState(numberedDeal(game, n));
    for (let k = 0; k < 8; k++) {
      const moves = legalMoves(s).filter((m) => !isIdleMove(s, m));
      if (moves.length === 0) break;
      const a = apply(s, moves[next() % moves.length]!);
      if (!a.ok) throw new Error('a legal move was refused');
      s = a.state;
      out.push(s);
    }
  }
  let s = wonState(game);
  for (let k = 0; k < 12; k++) {
    out.push(s);
    const steps = unplay(s);
    if (steps.length === 0) break;
    s = steps[next() % steps.length]!.before;
  }
  return out;
}

describe('samePosition', () => {
  const a = position('rouge-forty', { tableau: ['KS QS', '5H', '', '', '', '', '', '', '', ''], stock: '2C 3C', waste: '4D', foundations: ['AS', '', '', ''], hidden: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
  it('the same cards in the same places, whatever lies face down', () => {
    expect(samePosition(a, { ...a, hidden: a.tableau.map(() => 0) })).toBe(true);
    expect(samePosition(a, { ...a, tableau: a.tableau.map((p) => p.slice()) })).toBe(true);
  });
  it('any card elsewhere, or one more or fewer, is another position', () => {
    const others: State[] = [
      { ...a, stock: a.stock.slice(1) },
      { ...a, stock: [...a.stock, 40] },
      { ...a, stock: [a.stock[1]!, a.stock[0]!] },
      { ...a, waste: [] },
      { ...a, waste: [...a.waste, 40] },
      { ...a, waste: [41] },
      { ...a, foundations: [0, 13, -1, -1] },
      { ...a, foundations: [1, -1, -1, -1] },
      { ...a, tableau: a.tableau.map((p, i) => (i === 0 ? p.slice(0, 1) : p)) },
      { ...a, tableau: a.tableau.map((p, i) => (i === 1 ? [...p, 20] : p)) },
      { ...a, tableau: a.tableau.map((p, i) => (i === 9 ? [20] : p)) },
      { ...a, tableau: a.tableau.map((p, i) => (i === 0 ? [p[1]!, p[0]!] : p)) },
    ];
    for (const b of others) {
      expect(samePosition(a, b), key(b)).toBe(false);
      expect(samePosition(b, a), key(b)).toBe(false);
    }
  });
});

describe('unplay', () => {
  it('from the won game: each King off its foundation to any pile, or the waste where there is one', () => {
    for (const game of GAME_IDS) {
      const def = gameDef(game);
      const steps = unplay(wonState(game));
      // Fortune's Favor: a card in the waste would have refilled the empty piles.
      const waste = def.hasWaste && !def.build.refill ? 1 : 0;
      expect(steps.length, game).toBe(def.foundations * (def.piles.length + waste));
      expect(steps.every((u) => u.kind === 'unhome' && u.card % 13 === 12)).toBe(true);
    }
  });

  it('an Ace comes off its foundation, but not one that starts there', () => {
    const lucky = position('lucky-fan', { tableau: ['KS', ...Array<string>(17).fill('')], foundations: ['AH', '', '', ''] });
    expect(unplay(lucky).some((u) => u.card === 13 && u.before.foundations[0] === -1)).toBe(true);
    const fortune = position('fortunes-favor', { tableau: Array<string>(12).fill('KS'), foundations: ['AS', 'AH', 'AD', 'AC'] });
    expect(unplay(fortune).filter((u) => u.kind === 'unhome')).toEqual([]);
  });

  it('Fortune’s Favor: a pile refilled from the waste, or from the stock when the waste is empty', () => {
    // 4S goes home from the first pile, which the refill gives the 9S.
    const piles = ['9S', '8H', '7D', '6C', '5S', '4H', '3D', '2C', '9H', '8D', '7C', '6S'];
    const after = (rest: { waste?: string; stock: string }) => position('fortunes-favor', { tableau: piles, foundations: ['4S', 'AH', 'AD', 'AC'], ...rest });
    const before = (rest: { waste?: string; stock: string }) => position('fortunes-favor', { tableau: ['4S', ...piles.slice(1)], foundations: ['3S', 'AH', 'AD', 'AC'], ...rest });
    const home: Move = { kind: 'move', from: { zone: 't', index: 0 }, to: { zone: 'f', index: 0 } };
    for (const [b, s] of [
      [before({ waste: 'JD QD 9S', stock: 'KD' }), after({ waste: 'JD QD', stock: 'KD' })],
      [before({ stock: '9S KD' }), after({ stock: 'KD' })],
    ] as const) {
      const a = apply(b, home);
      expect(a.ok && samePosition(a.state, s)).toBe(true);
      expect(unplay(s).filter((u) => samePosition(u.before, b)).map((u) => [u.kind, moveText(u.move)])).toEqual([['unhome', moveText(home)]]);
    }
    // With cards in the waste, the refill came from there, not from the stock.
    expect(unplay(after({ waste: 'JD QD', stock: 'KD' })).some((u) => u.before.stock.includes(8))).toBe(false);
  });

  it('asks `keep` of each step and keeps only those it accepts', () => {
    const s = positions('rouge-forty')[10]!;
    const all = unplay(s);
    const asked: Unplayed[] = [];
    const kept = unplay(s, (u) => (asked.push(u), u.kind !== 'unbuild' && u.to !== 0));
    expect(found(kept)).toEqual(found(all.filter((u) => u.kind !== 'unbuild' && u.to !== 0)));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    expect(asked.length).toBeGreaterThanOrEqual(all.length);
  });

  for (const game of GAME_IDS) {
    it(`${game}: every position one legal move before, each with the move that leads back, and no other`, () => {
      const kinds = new Set<string>();
      for (const s of positions(game)) {
        const steps = unplay(s);
        expect(found(steps)).toEqual(slowUnplay(s));
        for (const u of steps) {
          const a = apply(u.before, u.move);
          expect(a.ok && samePosition(a.state, s)).toBe(true);
          expect(cardAt(u)).toBe(u.card);
          // A whole position: a face-down count for each pile, within it.
          expect(u.before.hidden.length).toBe(u.before.tableau.length);
          expect(u.before.hidden.every((h, i) => Number.isInteger(h) && h >= 0 && h <= u.before.tableau[i]!.length)).toBe(true);
          const m = u.move;
          expect(u.kind).toBe(m.kind === 'draw' ? 'undraw' : m.to.zone === 'f' ? 'unhome' : 'unbuild');
          if (m.kind === 'move') expect(u.to).toBe(m.from.zone === 'w' ? -1 : m.from.index);
          else expect(u.to).toBe(-2);
          kinds.add(u.kind);
        }
      }
      // Every kind of step came up (Waxing Moon builds on no pile).
      expect([...kinds].sort()).toEqual(game === 'waxing-moon' ? ['undraw', 'unhome'] : gameDef(game).stock > 0 ? ['unbuild', 'undraw', 'unhome'] : ['unbuild', 'unhome']);
    });
  }
});
