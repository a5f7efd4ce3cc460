/**
 * The numbered-deal shuffle. It must never change: deal numbers are shared between players and
 * pinned by test vectors (test/unit/vectors/).
 *
 * 1. seed = (dealNumber XOR fnv1a32(gameId)) as an unsigned 32-bit integer, so one number gives
 *    an unrelated deal in each game.
 * 2. Generator: mulberry32 (Tommy Ettinger's 32-bit generator) from that seed.
 * 3. Fisher-Yates from the last position down: for i = n-1 .. 1, j is uniform in [0, i], drawn by
 *    rejection from 32-bit outputs so that no j is favoured, then swap cards i and j.
 */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** The same generator as fractions in [0, 1): for seeded noise and test storms. */
export function mulberry32Unit(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}

/** Uniform integer in [0, bound) by rejection sampling. */
function below(next: () => number, bound: number): number {
  const limit = 0x100000000 - (0x100000000 % bound);
  for (;;) {
    const x = next();
    if (x < limit) return x % bound;
  }
}

export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = items.slice();
  const next = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(next, i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

export const MAX_DEAL = 0xffffffff;

export function isDealNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_DEAL;
}

export function dealSeed(gameId: string, dealNumber: number): number {
  return (dealNumber ^ fnv1a32(gameId)) >>> 0;
}
