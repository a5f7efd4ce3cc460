/**
 * The numbered-deal shuffle's parts (src/engine/random.ts) as their callers use them: the deals
 * themselves are pinned by test/unit/vectors/.
 */
import { describe, expect, it } from 'vitest';
import { dealToJson, numberedDeal } from '../../../src/engine/index.ts';
import { fnv1a32, mulberry32, mulberry32Unit, shuffled } from '../../../src/engine/random.ts';

describe('the shuffle', () => {
  it('deals every item once and leaves the list it was given as it was', () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    const out = shuffled(items, 12345);
    expect(items).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(out).not.toEqual(items);
    expect(out.slice().sort((a, b) => a - b)).toEqual(items);
    expect(shuffled(items, 12345)).toEqual(out);
  });

  it('draws again a value from the top of the generator’s range, which would favour some positions: a deal where it does is pinned', () => {
    // Its shuffle throws one draw away; the shuffles of the vectors' deals throw none away.
    const tableau = [
      ['7C', '5S', '8S'], ['5H', 'QH', '8C'], ['4H', '9S', '5D'], ['TS', 'TH', '8H'], ['JC', '2H', '5C'], ['KD', 'KS', 'KC'], ['7D', 'AS', 'JD'], ['9D', '6H', 'QC'], ['6S', 'AD', 'TC'],
      ['4S', '4C', 'QS'], ['QD', '3H', 'KH'], ['9C', '4D', '9H'], ['2D', 'AH', '7H'], ['6C', 'TD', '3S'], ['JS', '7S', '2S'], ['8D', '3C', '6D'], ['AC', '2C'], ['3D', 'JH'],
    ];
    expect(dealToJson(numberedDeal('lucky-fan', 4132811869))).toEqual({ game: 'lucky-fan', tableau });
  });

  it('as fractions: the same generator, each value in [0, 1)', () => {
    const whole = mulberry32(7);
    const unit = mulberry32Unit(7);
    for (let i = 0; i < 1000; i++) {
      const u = unit();
      expect(u).toBe(whole() / 2 ** 32);
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
    }
  });

  it('hashes a game id with FNV-1a, 32 bits', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });
});
