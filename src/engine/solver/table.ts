/**
 * The transposition table: a set of 64-bit position keys (two 32-bit lanes) in open addressing,
 * growing by doubling up to a cap, so small searches stay small and no search takes more than
 * `maxEntries * 8` bytes (with the load kept under 3/4).
 *
 * Keys, not positions, are stored: two different positions with one key would make the search
 * skip the second. With 64-bit keys and a few million entries the chance of that in a whole search
 * is about entries^2 / 2^65, below one in a million.
 */
export class KeySet {
  private k1: Uint32Array;
  private k2: Uint32Array;
  private mask: number;
  size = 0;
  private readonly cap: number;

  constructor(maxEntries: number, initial = 1 << 14) {
    let cap = initial;
    while (cap * 0.75 < maxEntries && cap < 1 << 26) cap *= 2;
    this.cap = cap;
    const n = Math.min(initial, cap);
    this.k1 = new Uint32Array(n);
    this.k2 = new Uint32Array(n);
    this.mask = n - 1;
  }

  /** Whether the table can take another key (false once full at its cap). */
  get hasRoom(): boolean {
    return this.size < this.cap * 0.75;
  }

  /** Adds a key; false when it was there already. */
  add(h1: number, h2: number): boolean {
    if (h1 === 0) h1 = 1; // 0 marks an empty slot
    if (this.size * 2 > this.k1.length && this.k1.length < this.cap) this.grow();
    return this.put(h1, h2);
  }

  /**
   * Puts a key (h1 never 0) where it goes; false when it was there already. Growing the table
   * moves its keys with this, not with `add`, which a subclass may watch (WatchedKeySet).
   */
  private put(h1: number, h2: number): boolean {
    const i = this.slot(h1, h2);
    if (this.k1[i] !== 0) return false;
    this.k1[i] = h1;
    this.k2[i] = h2;
    this.size++;
    return true;
  }

  /** Whether the key is in the set. */
  has(h1: number, h2: number): boolean {
    return this.k1[this.slot(h1 === 0 ? 1 : h1, h2)] !== 0;
  }

  /** Where key (h1, h2) lies, or the empty slot where it would go (h1 is never 0 here). */
  private slot(h1: number, h2: number): number {
    const k1 = this.k1, k2 = this.k2, mask = this.mask;
    let i = (h2 ^ Math.imul(h1, 0x9e3779b1)) & mask;
    for (;;) {
      const have = k1[i]!;
      if (have === 0 || (have === h1 && k2[i] === h2)) return i;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const o1 = this.k1, o2 = this.k2;
    this.k1 = new Uint32Array(o1.length * 2);
    this.k2 = new Uint32Array(o1.length * 2);
    this.mask = this.k1.length - 1;
    this.size = 0;
    for (let i = 0; i < o1.length; i++) if (o1[i] !== 0) this.put(o1[i]!, o2[i]!);
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
