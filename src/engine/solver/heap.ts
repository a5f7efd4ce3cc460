/**
 * A binary min-heap of ids (ints) by key, in typed arrays that double as it fills: the queue of
 * the best-first search (keys negated, so the best comes out first) and the beam's best kept
 * positions (the worst at the top, to be replaced).
 */
export class Heap {
  ids: Int32Array;
  keys: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.ids = new Int32Array(Math.max(1, capacity));
    this.keys = new Float64Array(Math.max(1, capacity));
  }

  push(id: number, key: number): void {
    if (this.size === this.ids.length) {
      const ids = new Int32Array(this.size * 2);
      ids.set(this.ids);
      this.ids = ids;
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (this.keys[up]! <= key) break;
      this.ids[i] = this.ids[up]!;
      this.keys[i] = this.keys[up]!;
      i = up;
    }
    this.ids[i] = id;
    this.keys[i] = key;
  }

  /** Removes the top (lowest key) and returns its id; the heap must not be empty. */
  pop(): number {
    const top = this.ids[0]!;
    const n = --this.size;
    this.siftDown(0, this.ids[n]!, this.keys[n]!);
    return top;
  }

  /** Gives the top a new key, which must not be lower than before, keeping its id. */
  replaceTop(key: number): void {
    this.siftDown(0, this.ids[0]!, key);
  }

  private siftDown(i: number, id: number, key: number): void {
    const n = this.size;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.keys[c + 1]! < this.keys[c]!) c++;
      if (this.keys[c]! >= key) break;
      this.ids[i] = this.ids[c]!;
      this.keys[i] = this.keys[c]!;
      i = c;
    }
    this.ids[i] = id;
    this.keys[i] = key;
  }
}
