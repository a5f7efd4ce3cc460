/**
 * The rewrites of a winning line (src/engine/solver/shorten.ts) on positions a few cards short of
 * the win, whose shortest lines are known (one move a card): cycles cut, a card's two moves
 * made one (going straight, or waiting where it was), detours of random play taken out; every
 * line given back replays to a win, never longer than the line given, never shorter than the
 * shortest; a line that does not win, and a line given no time, come back as they were.
 */
import { describe, expect, it, vi } from 'vitest';
import { type Card, type GameId, type Move, type Place, type State, apply, gameDef, initialState, isIdleMove, isWon, legalMoves, numberedDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { wonState } from '../../../src/engine/winnable/build.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { lineWins, shortenLine } from '../../../src/engine/solver/shorten.ts';
import { applyAll, position } from '../engine/position.ts';
import { roundTrip } from './small-positions.ts';

const t = (index: number) => ({ zone: 't', index }) as const;
const f = (index: number) => ({ zone: 'f', index }) as const;
const w = { zone: 'w', index: 0 } as const;

const move = (from: Place, dest: Place): Move => ({ kind: 'move', from, to: dest });

/** `line` played from `start` with the engine's own form of each move. */
function played(start: State, line: readonly Move[]): Move[] {
  let s = start;
  return line.map((m) => {
    const a = apply(s, m);
    if (!a.ok) throw new Error('a move of the line refused');
    s = a.state;
    return a.move;
  });
}

/**
 * A position `k` cards short of the won one: the tops of random foundations laid on random piles
 * (some on the waste), with the line that sends them straight home again: as short as a line can
 * be, one move a card not home.
 */
function nearlyWon(game: GameId, seed: number, k: number): { start: State; shortest: Move[] } {
  const def = gameDef(game);
  const next = mulberry32(seed);
  const s = wonState(game);
  const tableau = s.tableau.map((p) => [...p]);
  const waste: Card[] = [];
  const foundations = [...s.foundations];
  const home: Move[] = [];
  for (let n = 0; n < k; n++) {
    const fi = next() % foundations.length;
    const c = foundations[fi]!;
    if (c < 0) continue;
    foundations[fi] = c % 13 === 0 ? -1 : c - 1;
    const pile = next() % (tableau.length + 2);
    if (def.hasWaste && pile >= tableau.length) {
      waste.push(c);
      home.unshift(move(w, f(fi)));
    } else {
      tableau[pile % tableau.length]!.push(c);
      home.unshift(move(t(pile % tableau.length), f(fi)));
    }
  }
  const start: State = { ...s, tableau, waste, foundations };
  return { start, shortest: played(start, home) };
}

/** Positions of `game` a few cards short of the win, each with its shortest line. */
const wonPositions = (game: GameId, count: number) => Array.from({ length: count }, (_, i) => nearlyWon(game, i * 7919 + game.length, 6 + (i % 3)));

/**
 * Rouge Forty (or `game`) with no card face down, in card codes: the first piles as given (bottom
 * card first), the others empty; the foundations' tops (spades, hearts, diamonds, clubs, and again
 * in a game of two decks).
 */
function handMade(piles: string[], foundations: string[], waste = '', game: GameId = 'rouge-forty', stock = ''): State {
  const tableau = gameDef(game).piles.map((_, i) => piles[i] ?? '');
  return position(game, { tableau, foundations, waste, stock });
}

/** Famous Fifty (two decks) with every foundation at its King but the two of spades, at `spades`. */
const twoDecks = (piles: string[], spades: string, waste = '', stock = '', clubs = 'KC') =>
  handMade(piles, [spades, 'KH', 'KD', clubs, spades, 'KH', 'KD', 'KC'], waste, 'famous-fifty', stock);

/** `line` wins from `start`; shortened, it still wins, is `length` moves long and each move is in the engine's own form. */
function shortensTo(start: State, line: readonly Move[], length: number): Move[] {
  expect(lineWins(start, line)).toBe(true);
  const short = shortenLine(start, line);
  expect(short).toHaveLength(length);
  expect(lineWins(start, short)).toBe(true);
  expect(played(start, short)).toEqual(short);
  return short;
}

/** `shortenLine` on a clock that moves one millisecond each time it is read: a machine slow enough for the time limit to cut in anywhere. */
function onSlowClock<T>(run: () => T): T {
  let now = 1_000_000;
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => now++);
  try {
    return run();
  } finally {
    clock.mockRestore();
  }
}

describe('lineWins', () => {
  it('a line wins when every move is legal and the game is won at its end', () => {
    for (const { start, shortest } of wonPositions('famous-fifty', 3)) {
      expect(lineWins(start, shortest)).toBe(true);
      expect(lineWins(start, shortest.slice(0, -1))).toBe(false);
      expect(lineWins(start, [...shortest, ...shortest.slice(-1)])).toBe(false);
      expect(lineWins(start, shortest.slice(1))).toBe(false);
    }
    const won = applyAll(handMade(['KS'], ['QS', 'KH', 'KD', 'KC']), [move(t(0), f(0))]);
    expect(isWon(won)).toBe(true);
    expect(lineWins(won, [])).toBe(true);
  });
});

describe('shortenLine', () => {
  it('gives back a line that does not win, or plays an illegal move, as it was', () => {
    const { start, shortest } = nearlyWon('rouge-forty', 1, 7);
    for (const line of [shortest.slice(0, -1), [...shortest, ...shortest.slice(-1)], [{ kind: 'draw' } as Move, ...shortest]]) {
      const back = shortenLine(start, line);
      expect(back).toEqual(line);
      expect(back).not.toBe(line);
    }
  });

  it('cuts round trips out, even given no time, keeping the line they were put into', () => {
    let trips = 0;
    for (const game of ['rouge-forty', 'famous-fifty', 'lucky-fan'] as GameId[]) {
      for (const { start, shortest } of wonPositions(game, 3)) {
        const line = shortest.slice();
        for (let i = line.length - 1; i >= 0; i -= 2) {
          const trip = roundTrip(applyAll(start, line.slice(0, i)));
          if (!trip) continue;
          line.splice(i, 0, ...trip);
          trips++;
        }
        expect(lineWins(start, line)).toBe(true);
        expect(shortenLine(start, line, -1)).toEqual(shortest);
        expect(shortenLine(start, line)).toHaveLength(shortest.length);
      }
    }
    expect(trips).toBeGreaterThan(10);
  });

  it('a card moved twice goes straight to its second place where the moves between allow', () => {
    // 10♠ lies on K♥; it is put in a space, K♥ goes home, then 10♠ goes home from the space.
    const start = handMade(['KH TS', 'JS', 'QS', 'KS'], ['9S', 'QH', 'KD', 'KC']);
    const line = played(start, [move(t(0), t(5)), move(t(0), f(1)), move(t(5), f(0)), move(t(1), f(0)), move(t(2), f(0)), move(t(3), f(0))]);
    expect(lineWins(start, line)).toBe(true);
    const short = shortenLine(start, line);
    // As short as can be: one move for each card not home.
    expect(short).toHaveLength(5);
    expect(lineWins(start, short)).toBe(true);
    expect(shortenLine(start, line, -1)).toEqual(line);
  });

  it('a card moved on and on in a row goes straight to its last place, but not when given no time', () => {
    const start = handMade(['KH TS', 'JS', 'QS', 'KS'], ['9S', 'QH', 'KD', 'KC']);
    const line = played(start, [move(t(0), t(5)), move(t(5), t(6)), move(t(6), f(0)), move(t(0), f(1)), move(t(1), f(0)), move(t(2), f(0)), move(t(3), f(0))]);
    expect(shortenLine(start, line, -1)).toEqual(line);
    const short = shortenLine(start, line);
    expect(short).toHaveLength(5);
    expect(lineWins(start, short)).toBe(true);
  });

  it('tells apart the piles a card lies between: A♠ put on 2♠ from the next pile is a move', () => {
    // Every spade out, 3♠ to K♠ in one pile, 2♠ and A♠ each alone.
    const start = handMade(['2S', 'AS', 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S'], ['', 'KH', 'KD', 'KC']);
    const line = played(start, [move(t(1), t(0)), ...Array.from({ length: 2 }, () => move(t(0), f(0))), ...Array.from({ length: 11 }, () => move(t(2), f(0)))]);
    expect(lineWins(start, line)).toBe(true);
    const short = shortenLine(start, line);
    expect(short).toHaveLength(13);
    expect(lineWins(start, short)).toBe(true);
  });

  it('a card moved twice waits where it was where its second move must wait', () => {
    // J♠ is put in a space, 10♠ goes home, then J♠ from the space.
    const start = handMade(['JS', 'TS', 'QS', 'KS'], ['9S', 'KH', 'KD', 'KC']);
    const line = played(start, [move(t(0), t(4)), move(t(1), f(0)), move(t(4), f(0)), move(t(2), f(0)), move(t(3), f(0))]);
    const short = shortenLine(start, line);
    expect(short).toHaveLength(4);
    expect(lineWins(start, short)).toBe(true);
  });

  it('a card from the waste moved twice goes straight to its second place', () => {
    // 10♠ from the waste to a space, K♥ home, 10♠ home.
    const start = handMade(['KH', '', 'JS', 'QS', 'KS'], ['9S', 'QH', 'KD', 'KC'], 'TS');
    const line = played(start, [move(w, t(1)), move(t(0), f(1)), move(t(1), f(0)), move(t(2), f(0)), move(t(3), f(0)), move(t(4), f(0))]);
    const short = shortenLine(start, line);
    expect(short).toHaveLength(5);
    expect(lineWins(start, short)).toBe(true);
  });

  it('takes out the detours of random play: what comes back wins, no longer than given, no shorter than the shortest', () => {
    let given = 0;
    let back = 0;
    let lines = 0;
    let atShortest = 0;
    for (const game of ['rouge-forty', 'famous-fifty', 'lucky-fan', 'waxing-moon'] as GameId[]) {
      const next = mulberry32(game.length * 31);
      for (const { start, shortest } of wonPositions(game, 4)) {
        // A few random moves, then the shortest win from there.
        const walk: Move[] = [];
        let s = start;
        for (let k = 0; k < 8 && !isWon(s); k++) {
          const moves = legalMoves(s).filter((m) => !isIdleMove(s, m));
          const a = apply(s, moves[next() % moves.length]!);
          if (!a.ok) throw new Error('a legal move refused');
          walk.push(a.move);
          s = a.state;
        }
        const found = solve(s, { shorten: false });
        expect(found.verdict).toBe('win');
        const rest = found.line;
        const line = [...walk, ...rest];
        const short = shortenLine(start, line);
        expect(lineWins(start, short)).toBe(true);
        const least = shortest.length;
        expect(short.length).toBeLessThanOrEqual(line.length);
        expect(short.length).toBeGreaterThanOrEqual(least);
        given += line.length;
        back += short.length;
        lines++;
        if (short.length === least) atShortest++;
      }
    }
    expect(back).toBeLessThan(given);
    // Random play's detours are mostly moves undone and cards moved twice, which the rewrites take out.
    expect(atShortest).toBeGreaterThan(lines / 2);
  });

  it('a card shuttled out of the way and back while another goes home: the shuttle is cut, the foundation kept', () => {
    // Two spade foundations at J♠ (two decks): Q♠ goes home to the second while K♠ makes a round
    // trip through a space; going to the first instead would block the other Q♠'s move there.
    const start = twoDecks(['QS', 'QS', 'KS', 'KS'], 'JS');
    const line = played(start, [move(t(2), t(5)), move(t(0), f(4)), move(t(5), t(2)), move(t(1), f(0)), move(t(2), f(0)), move(t(3), f(4))]);
    expect(lineWins(start, line)).toBe(true);
    const short = shortenLine(start, line);
    expect(short).toEqual(line.filter((m) => m.kind === 'move' && m.to.zone === 'f'));
    // Moves no rewrite touches come back as written: `f` for the first foundation that takes the card.
    const written = [...line.slice(0, 3), ...[1, 2, 3].map((i) => move(t(i), f(-1)))];
    expect(lineWins(start, written)).toBe(true);
    expect(shortenLine(start, written)).toEqual([line[1], ...written.slice(3)]);
  });

  it('keeps the rewrites made before the time ran out', () => {
    // The same position with two shuttles, K♠ from pile 2 and from pile 3, each around a move home.
    const start = twoDecks(['QS', 'QS', 'KS', 'KS'], 'JS');
    const line = played(start, [move(t(2), t(5)), move(t(0), f(4)), move(t(5), t(2)), move(t(1), f(0)), move(t(3), t(6)), move(t(2), f(0)), move(t(6), t(3)), move(t(3), f(4))]);
    const lengths: number[] = [];
    for (let ms = 0; lengths.at(-1) !== 4; ms++) {
      const short = onSlowClock(() => shortenLine(start, line, ms));
      expect(lineWins(start, short)).toBe(true);
      // More time, never a longer line.
      expect(short.length).toBeLessThanOrEqual(lengths.at(-1) ?? line.length);
      lengths.push(short.length);
      expect(ms).toBeLessThan(1000);
    }
    // One shuttle cut and not yet the other, for some time limit.
    expect(lengths).toContain(6);
  });

  it('a card moved three times, other cards going home between, goes home at once: the rewrites repeat', () => {
    // K♠ to a space, K♥ home, K♠ to another space, K♦ home, K♠ home.
    const start = handMade(['KS', 'KH', 'KD'], ['QS', 'QH', 'QD', 'KC']);
    const line = played(start, [move(t(0), t(5)), move(t(1), f(1)), move(t(5), t(6)), move(t(2), f(2)), move(t(6), f(0))]);
    expect(shortensTo(start, line, 3)).toEqual([move(t(0), f(0)), line[1], line[3]]);
  });

  it('stops after six rounds, where the levels measure a line, though a seventh would shorten it more', () => {
    // Rouge Forty's medium winnable deal 1 (winnable/levels.ts), its line as the level's search finds it.
    const start = initialState(numberedDeal('rouge-forty', 1030362949));
    const found = solve(start, { maxNodes: gameDef('rouge-forty').levels!.nodes, shorten: false });
    expect(found.verdict).toBe('win');
    const short = shortenLine(start, found.line, Infinity);
    expect(lineWins(start, short)).toBe(true);
    expect(short.length).toBeLessThan(found.line.length / 2);
    // Six rounds more cut a few moves more, and then no more.
    const again = shortenLine(start, short, Infinity);
    expect(lineWins(start, again)).toBe(true);
    expect(again.length).toBeLessThan(short.length);
    expect(shortenLine(start, again, Infinity)).toEqual(again);
  });

  it('a card put on another, moved off again, does not stop the other card waiting where it was', () => {
    // K♠ to a space, Q♠ onto it to free J♠, J♠ home, Q♠ home, K♠ home: K♠ can wait in its pile,
    // Q♠ taking the space alone.
    const start = handMade(['KS', 'JS QS'], ['TS', 'KH', 'KD', 'KC']);
    const line = played(start, [move(t(0), t(3)), move(t(1), t(3)), move(t(1), f(0)), move(t(3), f(0)), move(t(3), f(0))]);
    shortensTo(start, line, 4);
  });

  it('a card moved twice is told from its twin of the other deck moving between, from a pile or the waste', () => {
    // Q♠ to a space, the other Q♠ home from the waste, a card drawn, K♠ to a space, Q♠ home, the
    // other K♠ home from its pile, K♠ home, K♣ home from the waste.
    const start = twoDecks(['', 'KS QS', 'KS'], 'JS', 'QS', 'KC', 'QC');
    const line = played(start, [
      move(t(1), t(0)),
      move(w, f(0)),
      { kind: 'draw' },
      move(t(1), t(3)),
      move(t(0), f(4)),
      move(t(2), f(0)),
      move(t(3), f(4)),
      move(w, f(3)),
    ]);
    // One move a card, and the draw.
    shortensTo(start, line, 6);
  });

  it('a move made while a King went to a space and back is made at once, where the King must come back', () => {
    // Lucky Fan, only Kings fill a space: K♠ goes to a space and back while K♥ goes home, then
    // Q♠ comes onto K♠ to free J♠. The King cannot go home first, nor Q♠ wait in a space.
    const start = handMade(['KS', '', 'JS QS', 'KH'], ['TS', 'QH', 'KD', 'KC'], '', 'lucky-fan');
    const line = played(start, [move(t(0), t(1)), move(t(3), f(1)), move(t(1), t(0)), move(t(2), t(0)), move(t(2), f(0)), move(t(0), f(0)), move(t(0), f(0))]);
    expect(lineWins(start, line)).toBe(true);
    expect(shortenLine(start, line)).toEqual([line[1], ...line.slice(3)]);
  });

  it('a card does not wait where it was when the pile it leaves would then refill with another card', () => {
    // Fortune's Favor: 5♠ onto 6♠ refills its pile with Q♣ from the waste; K♣ is drawn, 4♠ goes
    // home, then 5♠. Had 5♠ waited, its pile would refill with K♣ instead, and Q♣ would not be
    // where the rest of the line takes it from.
    const piles = ['5S', '6S', '9C 4S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', 'TC', 'JC'];
    const start = handMade(piles, ['3S', 'KH', 'KD', '8C'], 'QC', 'fortunes-favor', 'KC');
    const line = played(start, [move(t(0), t(1)), { kind: 'draw' }, move(t(2), f(0)), move(t(1), f(0))]);
    // Then every card home, one at a time, as they come.
    const homeMove = (at: State) => legalMoves(at).find((m) => m.kind === 'move' && m.to.zone === 'f');
    let s = applyAll(start, line);
    for (let m = homeMove(s); m; m = homeMove(s)) {
      line.push(m);
      s = applyAll(s, [m]);
    }
    expect(lineWins(start, line)).toBe(true);
    const short = shortenLine(start, line);
    expect(lineWins(start, short)).toBe(true);
    expect(short.length).toBeLessThanOrEqual(line.length);
  });
});
