/**
 * The transposition table (src/engine/solver/table.ts): a set of 64-bit keys, two 32-bit lanes.
 * A search skips every position whose key the set says it holds, so the set must answer exactly
 * as a set would, for any keys (0 among them, which marks an empty slot inside), across its growth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeySet, WatchedKeySet } from '../../../src/engine/solver/table.ts';

const lane = fc.oneof(fc.constant(0), fc.constant(1), fc.constant(0xffffffff), fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 7 }));
const keyPair = fc.tuple(lane, lane);

/**
 * The key as the set tells keys apart: lane 1 of 0 marks an empty slot inside, so it is stored as
 * 1, one more collision of the kind every hashed key risks.
 */
const asStored = (h1: number, h2: number) => `${h1 === 0 ? 1 : h1},${h2}`;

describe('the key set', () => {
  it('answers as a set of pairs would, growing from a small table', () => {
    fc.assert(
      fc.property(fc.array(keyPair, { maxLength: 200 }), fc.array(keyPair, { maxLength: 30 }), fc.constantFrom(4, 8, 64), (adds, probes, initial) => {
        const set = new KeySet(1000, initial);
        const seen = new Set<string>();
        const wrong: string[] = [];
        for (const [h1, h2] of adds) {
          const k = asStored(h1, h2);
          if (set.has(h1, h2) !== seen.has(k)) wrong.push(`has ${k} before`);
          if (set.add(h1, h2) !== !seen.has(k)) wrong.push(`add ${k}`);
          seen.add(k);
          if (!set.has(h1, h2)) wrong.push(`has ${k} after`);
          if (set.size !== seen.size) wrong.push(`size after ${k}`);
        }
        for (const [h1, h2] of [...adds, ...probes]) if (set.has(h1, h2) !== seen.has(asStored(h1, h2))) wrong.push(`has ${h1},${h2} at the end`);
        expect(wrong).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('tells apart keys that differ in one lane only', () => {
    const set = new KeySet(100, 4);
    expect(set.add(5, 9)).toBe(true);
    expect(set.has(5, 8)).toBe(false);
    expect(set.has(4, 9)).toBe(false);
    expect(set.add(5, 8)).toBe(true);
    expect(set.add(0, 9)).toBe(true);
    expect(set.has(0, 9)).toBe(true);
    expect(set.add(0, 9)).toBe(false);
    expect(set.size).toBe(3);
  });

  it('has room until three quarters of its largest table are taken', () => {
    // 12 entries fit a table of 16 (a quarter kept free); 13 need one of 32.
    const small = new KeySet(12, 4);
    for (let i = 1; i <= 12; i++) {
      expect(small.hasRoom).toBe(true);
      small.add(i, i);
    }
    expect(small.hasRoom).toBe(false);
    const larger = new KeySet(13, 4);
    for (let i = 1; i <= 13; i++) larger.add(i, i);
    expect(larger.hasRoom).toBe(true);
    for (let i = 14; i <= 24; i++) larger.add(i, i);
    expect(larger.hasRoom).toBe(false);
    // Every key taken is still there once the table is full.
    for (let i = 1; i <= 24; i++) expect(larger.has(i, i)).toBe(true);
    expect(larger.has(25, 25)).toBe(false);
  });

  it('takes three quarters of a first table larger than asked for before it is full', () => {
    // A first table of 64 for 10 entries: it holds 48 before it is full.
    const set = new KeySet(10, 64);
    for (let i = 1; i <= 48; i++) {
      expect(set.hasRoom).toBe(true);
      expect(set.add(i, 0)).toBe(true);
    }
    expect(set.hasRoom).toBe(false);
    for (let i = 1; i <= 48; i++) expect(set.has(i, 0)).toBe(true);
  });
});

/** Bytes of typed arrays taken in this thread while `f` runs (less any a collection frees meanwhile). */
function bytesTaken(f: () => void): number {
  const before = process.memoryUsage().arrayBuffers;
  f();
  return process.memoryUsage().arrayBuffers - before;
}

describe("the key set's memory", () => {
  it('stays small while it holds few keys, however many it may take', () => {
    // Room for three million keys (a table of 4M slots, 32 MB), a hundred taken.
    let set: KeySet | undefined;
    const bytes = bytesTaken(() => {
      set = new KeySet(3_000_000, 4);
      for (let i = 1; i <= 100; i++) set.add(i, i);
    });
    expect(set!.size).toBe(100);
    expect(bytes).toBeLessThan(64 * 1024);
  });

  it('never grows past the table its largest count needs, filled to the end', () => {
    // 98304 keys are three quarters of 2^17 slots: a first table of 2^17 is already the largest.
    const set = new KeySet(98_304, 1 << 17);
    let i = 0;
    const bytes = bytesTaken(() => {
      while (set.hasRoom) set.add(++i * 7919, i);
    });
    expect(i).toBe(98_304);
    expect(set.size).toBe(i);
    expect(bytes).toBeLessThan(1 << 20);
  });
});

describe('the watched key set', () => {
  it('calls back once for each key it takes for the first time, and not as it grows', () => {
    fc.assert(
      fc.property(fc.array(keyPair, { maxLength: 150 }), (adds) => {
        let calls = 0;
        const set = new WatchedKeySet(1000, () => calls++);
        const seen = new Set<string>();
        for (const [h1, h2] of adds) {
          const before = calls;
          const fresh = set.add(h1, h2);
          expect(fresh).toBe(!seen.has(asStored(h1, h2)));
          expect(calls - before).toBe(fresh ? 1 : 0);
          seen.add(asStored(h1, h2));
        }
        expect(calls).toBe(seen.size);
      }),
      { numRuns: 100 },
    );
  });
});
