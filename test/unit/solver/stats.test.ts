/**
 * The figures of the win-rate command (src/engine/solver/stats.ts, src/cli/winrate.ts): the
 * nearest-rank quantile of the times, and the Wilson score interval of a win rate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantile, wilson } from '../../../src/engine/solver/stats.ts';

describe('quantile', () => {
  it('is the nearest rank: the smallest value with at least that share of the sample at or below it', () => {
    const tens = [7, 3, 10, 1, 9, 2, 8, 4, 6, 5];
    expect(quantile(tens, 0.5)).toBe(5);
    expect(quantile(tens, 0.9)).toBe(9);
    expect(quantile(tens, 0.91)).toBe(10);
    expect(quantile(tens, 1)).toBe(10);
    expect(quantile(tens, 0)).toBe(1);
    expect(quantile(tens, 0.1)).toBe(1);
    expect(quantile(tens, 0.11)).toBe(2);
  });

  it('sorts by value, not as text, and leaves the sample as it was', () => {
    const secs = [100, 9, 20];
    expect(quantile(secs, 0.5)).toBe(20);
    expect(quantile(secs, 0.1)).toBe(9);
    expect(secs).toEqual([100, 9, 20]);
  });

  it('is NaN for an empty sample, and the value itself for a sample of one', () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(quantile([4], 0)).toBe(4);
    expect(quantile([4], 1)).toBe(4);
  });

  it('is a value of the sample with the share asked for at or below it, for any sample', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (xs, q) => {
        const v = quantile(xs, q);
        expect(xs).toContain(v);
        expect(xs.filter((x) => x <= v).length).toBeGreaterThanOrEqual(q * xs.length);
        // Nothing lower would do: fewer than that share lies strictly below it.
        expect(xs.filter((x) => x < v).length).toBeLessThan(Math.max(1, q * xs.length));
      }),
    );
  });
});

describe('wilson', () => {
  // The textbook 95% intervals (z = 1.96) of 0, 5 and 10 wins in 10.
  it('gives the published 95% intervals', () => {
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBeCloseTo(0, 4);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo5, hi5] = wilson(5, 10);
    expect(lo5).toBeCloseTo(0.2366, 4);
    expect(hi5).toBeCloseTo(0.7634, 4);
    const [lo10, hi10] = wilson(10, 10);
    expect(lo10).toBeCloseTo(0.7225, 4);
    expect(hi10).toBeCloseTo(1, 4);
  });

  it('widens with z and is a point at z = 0', () => {
    const [lo, hi] = wilson(3, 20, 0);
    expect(lo).toBeCloseTo(0.15, 12);
    expect(hi).toBeCloseTo(0.15, 12);
    const [lo99, hi99] = wilson(3, 20, 2.576);
    const [lo95, hi95] = wilson(3, 20);
    expect(lo99).toBeLessThan(lo95);
    expect(hi99).toBeGreaterThan(hi95);
  });

  it('is everything when nothing was counted', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('holds the rate seen, within 0 and 1, mirrored for losses, and narrows as the count grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.round(share * n);
        const [lo, hi] = wilson(k, n);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
        expect(hi - lo).toBeGreaterThan(0);
        const [mlo, mhi] = wilson(n - k, n);
        expect(mlo).toBeCloseTo(1 - hi, 9);
        expect(mhi).toBeCloseTo(1 - lo, 9);
        const [wlo, whi] = wilson(4 * k, 4 * n);
        expect(whi - wlo).toBeLessThan(hi - lo);
      }),
    );
  });
});
