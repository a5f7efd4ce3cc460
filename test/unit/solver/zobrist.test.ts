/**
 * The finaliser that spreads a pile's hash before the piles' hashes are summed into a position's
 * key (src/engine/solver/zobrist.ts): murmur3's, so murmur3's own test vectors hold for it.
 */
import { describe, expect, it } from 'vitest';
import { fmix } from '../../../src/engine/solver/zobrist.ts';

describe('fmix', () => {
  // MurmurHash3_x86_32 of the empty input is fmix(seed): 0 for seed 0, 0x514E28B7 for seed 1,
  // 0x81F16F39 for seed 0xFFFFFFFF (the published vectors of the reference implementation).
  it("gives murmur3's hashes of the empty input", () => {
    expect(fmix(0)).toBe(0);
    expect(fmix(1)).toBe(0x514e28b7);
    expect(fmix(0xffffffff)).toBe(0x81f16f39);
  });

  it('gives an unsigned 32-bit number, the same for a negative number as for its unsigned form', () => {
    expect(fmix(-1)).toBe(0x81f16f39);
    for (const h of [2, 0x80000000, 12345, 0xdeadbeef]) {
      const v = fmix(h);
      expect(Number.isInteger(v) && v >= 0 && v <= 0xffffffff).toBe(true);
      expect(fmix(h | 0)).toBe(v);
    }
  });
});
