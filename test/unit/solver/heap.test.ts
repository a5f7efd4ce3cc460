/**
 * The solver's heap (src/engine/solver/heap.ts): the best-first search pops its most promising
 * position first, and the beam replaces its worst kept position. Whatever the keys and however
 * small the starting capacity, ids come out by key, lowest first, each as often as it went in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Heap } from '../../../src/engine/solver/heap.ts';

/** Pops everything: the keys in the order the ids come out, looked up by id. */
function drain(heap: Heap, keyOf: (id: number) => number): number[] {
  const out: number[] = [];
  while (heap.size > 0) out.push(keyOf(heap.pop()));
  return out;
}

const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Keys with many ties, and whole or fractional, negative or not, as the searches give them. */
const key = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((x) => x + 0));

describe('the heap', () => {
  it('gives every id back once, lowest key first, from any capacity', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 80 }), fc.integer({ min: 0, max: 8 }), (keys, capacity) => {
        const heap = new Heap(capacity);
        keys.forEach((k, id) => { heap.push(id, k); });
        expect(heap.size).toBe(keys.length);
        const ids: number[] = [];
        while (heap.size > 0) ids.push(heap.pop());
        expect(ascending(ids)).toEqual(keys.map((_, id) => id));
        expect(ids.map((id) => keys[id])).toEqual(ascending(keys));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps its order when pops come between pushes', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(key, fc.constant(null)), { maxLength: 120 }), (ops) => {
        const heap = new Heap(1);
        const keys: number[] = [];
        const inHeap: number[] = [];
        for (const op of ops) {
          if (op === null) {
            if (heap.size === 0) continue;
            const least = Math.min(...inHeap);
            const id = heap.pop();
            if (keys[id] !== least) expect(keys[id]).toBe(least);
            inHeap.splice(inHeap.indexOf(least), 1);
          } else {
            heap.push(keys.length, op);
            keys.push(op);
            inHeap.push(op);
          }
          if (heap.size !== inHeap.length) expect(heap.size).toBe(inHeap.length);
        }
        expect(drain(heap, (id) => keys[id]!)).toEqual(ascending(inHeap));
      }),
      { numRuns: 300 },
    );
  });

  it("replaces the top's key and sinks it to its place, the beam's way of dropping its worst", () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 60 }), fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }).map((x) => x + 0), { maxLength: 40 }), (keys, raises) => {
        const heap = new Heap(2);
        const now = keys.slice();
        keys.forEach((k, id) => { heap.push(id, k); });
        for (const raise of raises) {
          // The top is the lowest key; it gets a key no lower, as the beam gives it.
          const top = heap.ids[0]!;
          if (now[top] !== Math.min(...now)) expect(now[top]).toBe(Math.min(...now));
          now[top] = now[top]! + raise;
          heap.replaceTop(now[top]);
        }
        expect(heap.size).toBe(keys.length);
        const ids: number[] = [];
        while (heap.size > 0) ids.push(heap.pop());
        expect(ascending(ids)).toEqual(keys.map((_, id) => id));
        expect(ids.map((id) => now[id])).toEqual(ascending(now));
      }),
      { numRuns: 300 },
    );
  });

  it('grows past its capacity without losing a key', () => {
    const heap = new Heap(3);
    const n = 1000;
    // Pushed highest first, so every push sifts to the top through the grown arrays.
    for (let id = 0; id < n; id++) heap.push(id, n - id);
    expect(heap.size).toBe(n);
    expect(drain(heap, (id) => n - id)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });
});
