import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealCommand } from '../../../src/cli/deal.ts';
import { GAME_IDS, type GameId, type State, apply, dealToJson, initialState, legalMoves, numberedDeal, parseDeal } from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/random.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { candidates, replaysToWin, winnable, winnableMethod } from '../../../src/engine/winnable/index.ts';
import { samePosition, unplay } from '../../../src/engine/winnable/unplay.ts';
import { recorder } from '../cli/recorder.ts';
import { en } from '../../../src/text/en.ts';

const vector = (game: GameId, n: number): unknown => JSON.parse(readFileSync(new URL(`./vectors/${game}-${n}.json`, import.meta.url), 'utf8'));

describe('winnable deal N', () => {
  for (const game of GAME_IDS) {
    it(`${game}: a full deal of the layout, the same every time, pinned by its vectors, with a line that wins it`, () => {
      for (const n of [1, 4294967295]) {
        const w = winnable(game, n);
        const json = dealToJson(w.deal);
        expect(parseDeal(json).ok).toBe(true);
        expect(json).toEqual(vector(game, n));
        expect(dealToJson(winnable(game, n).deal)).toEqual(json);
        expect(replaysToWin(w.deal, w.line)).toBe(true);
      }
    });

    it(`${game}: the solver wins winnable deals 2-4 and a few large N, and its lines replay`, () => {
      for (const n of [2, 3, 4, 1_000_003, 4294967294]) {
        const w = winnable(game, n);
        if (w.method === 'found') expect(dealToJson(w.deal)).toEqual(dealToJson(numberedDeal(game, w.dealNumber!)));
        const r = solve(initialState(w.deal), { maxNodes: 10_000_000 });
        expect(r.verdict, `winnable deal ${n}`).toBe('win');
        expect(replaysToWin(w.deal, r.line)).toBe(true);
      }
    });
  }

  it('different N give different deals', () => {
    for (const game of GAME_IDS) {
      const seen = new Set([1, 2, 3, 4, 5, 6].map((n) => JSON.stringify(dealToJson(winnable(game, n).deal))));
      expect(seen.size).toBe(6);
    }
  });

  it('found deals come from a fixed sequence of numbered deals seeded by N', () => {
    const [a, b] = [candidates('lucky-fan', 7), candidates('lucky-fan', 7)];
    const first = [a.next().value, a.next().value, a.next().value];
    expect([b.next().value, b.next().value, b.next().value]).toEqual(first);
    expect(new Set(first).size).toBe(3);
    expect(winnableMethod('waxing-moon')).toBe('built');
    expect(winnableMethod('lucky-fan')).toBe('found');
  });

  it('refuses N outside 1 to 4294967295', () => {
    for (const n of [0, -1, 1.5, 4294967296]) expect(() => winnable('waxing-moon', n)).toThrow(RangeError);
  });
});

describe('unplay', () => {
  // Random play from numbered deals: every move played must be found again by unplaying its result.
  for (const game of GAME_IDS) {
    it(`${game}: finds the position before every move of random play`, () => {
      const next = mulberry32(99);
      let checked = 0;
      for (let n = 1; n <= 6; n++) {
        let s: State = initialState(numberedDeal(game, n));
        for (let k = 0; k < 60; k++) {
          const moves = legalMoves(s);
          if (moves.length === 0) break;
          const m = moves[next() % moves.length]!;
          const a = apply(s, m);
          if (!a.ok) throw new Error(en.refusal(a.refusal));
          const idle = m.kind === 'move' && m.from.zone === 't' && m.to.zone === 't' && s.tableau[m.from.index]!.length === 1 && s.tableau[m.to.index]!.length === 0;
          if (!idle) {
            expect(unplay(a.state).some((u) => samePosition(u.before, s)), `${game} deal ${n} move ${k}`).toBe(true);
            checked++;
          }
          s = a.state;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});

describe('deal --winnable', () => {
  it('prints winnable deal N as deal JSON and says how it was made', async () => {
    const io = recorder();
    expect(await dealCommand.run(['waxing-moon', '4294967295', '--winnable'], io)).toBe(0);
    expect(JSON.parse(io.stdout)).toEqual(vector('waxing-moon', 4294967295));
    expect(io.stderr).toMatch(/built backwards from the won game/);
    const found = recorder();
    expect(await dealCommand.run(['lucky-fan', '1', '--winnable'], found)).toBe(0);
    expect(found.stderr).toMatch(/^winnable deal 1: deal \d+, proven winnable by the solver/);
  });

  it('refuses an unknown option', async () => {
    const io = recorder();
    expect(await dealCommand.run(['lucky-fan', '1', '--winable'], io)).toBe(4);
    expect(io.stderr).toMatch(/unknown option --winable/);
  });
});
