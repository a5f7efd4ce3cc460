/**
 * The transposition table: a set of 64-bit position keys (two 32-bit lanes) in open addressing,
 * growing by doubling up to a cap, so small searches stay small: the cap is the smallest doubling
 * of the first table that holds `maxEntries` under 3/4 load, 8 bytes a slot.
 *
 * Keys, not positions, are stored: two different positions with one key would make the search
 * skip the second. With 64-bit keys and a few million entries the chance of that in a whole search
 * is about entries^2 / 2^65, below one in a million.
 */
export class KeySet {
  /**
   * Slot i holds lane 1 at [2i] and lane 2 at [2i + 1]: one array, so a lookup touches one cache
   * line, not one in each of two arrays.
   */
  private keys: Uint32Array;
  private mask: number;
  size = 0;
  private readonly cap: number;

  constructor(maxEntries: number, initial = 1 << 14) {
    let cap = initial;
    while (cap * 0.75 < maxEntries && cap < 1 << 26) cap *= 2;
    this.cap = cap;
    this.keys = new Uint32Array(initial * 2);
    this.mask = initial - 1;
  }

  /** Whether the table can take another key (false once full at its cap). */
  get hasRoom(): boolean {
    return this.size < this.cap * 0.75;
  }

  /** Adds a key; false when it was there already. */
  add(h1: number, h2: number): boolean {
    if (h1 === 0) h1 = 1; // 0 marks an empty slot
    if (this.size * 2 > this.mask + 1 && this.mask + 1 < this.cap) this.grow();
    return this.put(h1, h2);
  }

  /**
   * Puts a key (h1 never 0) where it goes; false when it was there already. Growing the table
   * moves its keys with this, not with `add`, which a subclass may watch (WatchedKeySet).
   */
  private put(h1: number, h2: number): boolean {
    const i = this.slot(h1, h2);
    if (this.keys[i]! !== 0) return false;
    this.keys[i] = h1;
    this.keys[i + 1] = h2;
    this.size++;
    return true;
  }

  /** Whether the key is in the set. */
  has(h1: number, h2: number): boolean {
    return this.keys[this.slot(h1 === 0 ? 1 : h1, h2)] !== 0;
  }

  /**
   * Where key (h1, h2) lies, or the empty slot where it would go (h1 is never 0 here): the index of
   * its lane 1 in `keys`.
   */
  private slot(h1: number, h2: number): number {
    const keys = this.keys, mask = this.mask;
    let i = (h2 ^ Math.imul(h1, 0x9e3779b1)) & mask;
    for (;;) {
      const have = keys[2 * i]!;
      if (have === 0 || (have === h1 && keys[2 * i + 1] === h2)) return 2 * i;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.keys;
    this.keys = new Uint32Array(old.length * 2);
    this.mask = old.length - 1;
    this.size = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0) this.put(old[i]!, old[i + 1]!);
  }
}

/**
 * A table that calls back on each key it takes for the first time, while the search that asks
 * still stands on that position: for benches and tests that watch a search (bench/ff-where.ts).
 */
export class WatchedKeySet extends KeySet {
  constructor(maxEntries: number, private readonly onNew: () => void) {
    super(maxEntries);
  }

  override add(h1: number, h2: number): boolean {
    const fresh = super.add(h1, h2);
    if (fresh) this.onNew();
    return fresh;
  }
}
