/**
 * The numbered deals must never change: deals 1, 2 and 4294967295 of every game were written once
 * by `npm run -s cli -- deal GAME N > test/unit/vectors/GAME-N.json`. This regenerates them through
 * the same command and compares byte for byte.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.ts';
import { GAME_IDS, parseDealText } from '../../../src/engine/index.ts';
import { recorder } from '../cli/recorder.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const NUMBERS = [1, 2, 4294967295];
/** The games whose deals are pinned: all five of RULES.md (a game added later may add its own files). */
const PINNED = ['fortunes-favor', 'lucky-fan', 'rouge-forty', 'famous-fifty', 'waxing-moon'];

describe('numbered deal test vectors', () => {
  it('there is one vector file for each game and each pinned number, and no other', () => {
    const expected = PINNED.flatMap((g) => NUMBERS.map((n) => `${g}-${n}.json`)).sort();
    expect(PINNED.every((g) => GAME_IDS.includes(g))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).sort()).toEqual(expected);
  });

  for (const game of PINNED) {
    for (const n of NUMBERS) {
      it(`${game} deal ${n} is unchanged`, async () => {
        const file = readFileSync(`${dir}/${game}-${n}.json`);
        const io = recorder();
        expect(await runCli(['deal', game, String(n)], io)).toBe(0);
        expect(Buffer.from(io.stdout, 'utf8').equals(file)).toBe(true);
        expect(io.stdout).toBe(file.toString('utf8'));
        expect(parseDealText(io.stdout).ok).toBe(true);
      });
    }
  }
});

/**
 * The shuffle as src/engine/random.ts documents it, written again from the words alone: if the
 * code ever drifts from its documentation, this disagrees with the vectors.
 */
function documentedDeal(game: string, n: number, cards: string[], piles: number[]): { tableau: string[][]; stock: string[] } {
  let h = 0x811c9dc5;
  for (const ch of game) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  let a = (n ^ h) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let x = next();
    while (x >= limit) x = next();
    const j = x % bound;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  let at = 0;
  return { tableau: piles.map((p) => out.slice(at, (at += p))), stock: out.slice(at) };
}

describe('the documented shuffle', () => {
  const ranks = 'A23456789TJQK'.split('');
  const deck = 'SHDC'.split('').flatMap((s) => ranks.map((r) => r + s));
  const layouts: Record<string, { cards: string[]; piles: number[] }> = {
    'fortunes-favor': { cards: deck.filter((c) => !c.startsWith('A')), piles: Array<number>(12).fill(1) },
    'lucky-fan': { cards: deck, piles: [...Array<number>(16).fill(3), 2, 2] },
    'rouge-forty': { cards: deck, piles: Array<number>(10).fill(4) },
    'famous-fifty': { cards: [...deck, ...deck], piles: Array<number>(10).fill(5) },
    'waxing-moon': { cards: [...deck, ...deck], piles: Array<number>(12).fill(4) },
  };
  for (const game of PINNED) {
    it(`${game}: the vectors follow from the documented algorithm`, () => {
      const { cards, piles } = layouts[game]!;
      for (const n of NUMBERS) {
        const vector = JSON.parse(readFileSync(`${dir}/${game}-${n}.json`, 'utf8')) as { tableau: string[][]; stock?: string[] };
        const d = documentedDeal(game, n, cards, piles);
        expect(vector.tableau).toEqual(d.tableau);
        expect(vector.stock ?? []).toEqual(d.stock);
      }
    });
  }
});
