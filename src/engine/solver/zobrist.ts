import { mulberry32 } from '../random.ts';
import { MAX_CARDS, STRIDE } from './codes.ts';

/** Zobrist keys, two independent 32-bit lanes (a 64-bit key: see table.ts on collisions). */
function keys(n: number, seed: number): Uint32Array {
  const next = mulberry32(seed);
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = next();
  return out;
}
export const PILE1 = keys(STRIDE * 52, 0x5eed0001);
export const PILE2 = keys(STRIDE * 52, 0x5eed0002);
export const WASTE1 = keys(MAX_CARDS * 52, 0x5eed0003);
export const WASTE2 = keys(MAX_CARDS * 52, 0x5eed0004);
export const STOCK1 = keys(MAX_CARDS + 1, 0x5eed0005);
export const STOCK2 = keys(MAX_CARDS + 1, 0x5eed0006);

/** murmur3's finaliser: spreads a pile hash before the piles are summed. */
export function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
