/**
 * The sure loss found without search (src/engine/solver/lock.ts), in Lucky Fan: a card z that lies
 * above a lower card of its suit and is no King ("needy") must one day move onto z+1, so every
 * needy card above z+1 must move before it; a cycle of such "before"s cannot be met. Every
 * position it calls blocked is lost (the plain search finds no win), and it calls blocked exactly
 * the positions with such a cycle.
 */
import { describe, expect, it } from 'vitest';
import { type Card, type State, apply } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { blocked } from '../../../src/engine/solver/lock.ts';
import { Position, engineMove } from '../../../src/engine/solver/position.ts';
import { plainWinnable, smallPosition } from './small-positions.ts';

const suit = (c: Card) => Math.floor(c / 13);

/** Needy cards: no King, above a lower card of its suit in its pile. */
function needy(s: State): Set<Card> {
  const out = new Set<Card>();
  for (const p of s.tableau) p.forEach((c, k) => {
    if (c % 13 !== 12 && p.slice(0, k).some((b) => suit(b) === suit(c) && b < c)) out.add(c);
  });
  return out;
}

/** Whether the "must move before" relation among needy cards has a cycle (closed by hand). */
function hasCycle(s: State): boolean {
  const n = needy(s);
  const before = new Map<Card, Set<Card>>();
  for (const z of n) {
    const p = s.tableau.find((pile) => pile.includes(z + 1));
    const above = p ? p.slice(p.indexOf(z + 1) + 1).filter((w) => n.has(w)) : [];
    before.set(z, new Set(above));
  }
  // Grow each card's set to every card it must follow, however far; a card in its own is a cycle.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [, ws] of before) for (const w of [...ws]) for (const v of before.get(w) ?? []) if (!ws.has(v)) { ws.add(v); changed = true; }
  }
  return [...before].some(([z, ws]) => ws.has(z));
}

/** Lucky Fan's small positions: few cards, in two to four piles or in all. */
function* positions(): Generator<State> {
  for (let seed = 1; seed <= 300; seed++) yield smallPosition('lucky-fan', seed, 6 + (seed % 8));
}

const lf = (tableau: Card[][], foundations: number[]): State => ({ game: 'lucky-fan', tableau: [...tableau, ...Array.from({ length: 18 - tableau.length }, () => [])], hidden: new Array<number>(18).fill(0), stock: [], waste: [], foundations });

describe('the lock test', () => {
  it('calls blocked exactly the positions with a cycle of needy cards, and only lost ones', () => {
    let found = 0;
    let checked = 0;
    for (const s of positions()) {
      const b = blocked(new Position(s));
      expect(b, JSON.stringify(s)).toBe(hasCycle(s));
      if (b) {
        found++;
        if (checked < 40) {
          checked++;
          expect(plainWinnable(s), JSON.stringify(s)).toBe(false);
        }
      }
    }
    expect(found).toBeGreaterThan(20);
    expect(found).toBeLessThan(290);
  });

  it("finds a card lying above the one it must go onto, and two cards each above the other's target", () => {
    // The first suit's Jack (card 10) over its 10 (card 9) over its Queen (card 11): the Jack can
    // go only onto the Queen, under it.
    const alone = lf([[11, 9, 10], [12]], [8, 25, 38, 51]);
    expect(blocked(new Position(alone))).toBe(true);
    expect(plainWinnable(alone)).toBe(false);
    // The Queen elsewhere: the Jack moves onto it, the 10 goes home, and the rest follow.
    const free = lf([[9, 10], [11], [12]], [8, 25, 38, 51]);
    expect(blocked(new Position(free))).toBe(false);
    expect(plainWinnable(free)).toBe(true);
    // Two suits: each Jack over its 10, each lying on the other's Queen.
    const pair = lf([[11, 22, 23], [24, 9, 10], [12], [25]], [8, 21, 38, 51]);
    expect(blocked(new Position(pair))).toBe(true);
    expect(plainWinnable(pair)).toBe(false);
    // A King above lower cards of its suit can go to a space: no lock.
    const king = lf([[10, 9, 12], [11]], [8, 25, 38, 51]);
    expect(blocked(new Position(king))).toBe(false);
    expect(plainWinnable(king)).toBe(true);
  });

  it('answers as on a fresh position while the search plays and takes back moves in place', () => {
    // Played and undone moves leave old cards beyond each pile's top: they are not on the table.
    const out = new Int32Array(256);
    const scores = new Int32Array(256);
    let wrong = 0;
    let steps = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const next = mulberry32(seed);
      const states = [smallPosition('lucky-fan', seed, 8 + (seed % 10))];
      const pos = new Position(states[0]!);
      for (let step = 0; step < 25; step++) {
        const n = pos.moves(out, 0, scores);
        if (n === 0 || (states.length > 1 && next() % 4 === 0)) {
          if (states.length === 1) break;
          pos.undo();
          states.pop();
        } else {
          const code = out[next() % n]!;
          const a = apply(states.at(-1)!, engineMove(code));
          if (!a.ok) throw new Error(`move ${code} refused`);
          pos.play(code);
          states.push(a.state);
        }
        steps++;
        if (blocked(pos) !== hasCycle(states.at(-1)!)) wrong++;
      }
    }
    expect(steps).toBeGreaterThan(1000);
    expect(wrong).toBe(0);
  });

  it('gives the same answer asked twice, and after another position', () => {
    const locked = new Position(lf([[11, 9, 10], [12]], [8, 25, 38, 51]));
    const free = new Position(lf([[9, 10], [11], [12]], [8, 25, 38, 51]));
    expect([blocked(locked), blocked(free), blocked(locked), blocked(free)]).toEqual([true, false, true, false]);
  });
});
