import type { Move } from '../types.ts';

/*
 * Move codes (one int): `from | to << 6`; from is a pile 0..29 or WASTE; to is a pile or
 * FOUNDATION + f. DRAW is its own code. A position's history also records REFILL entries
 * (Fortune's Favor) so that `undo` can put them back.
 */
export const STRIDE = 32; // longest possible pile: 5 dealt + 13 built on them
export const WASTE = 31;
export const FOUNDATION = 32;
export const DRAW = 1 << 12;
export const REFILL = 1 << 13;
export const REFILL_FROM_STOCK = 1 << 6;

export const MAX_CARDS = 104;
export const RANK0 = new Uint8Array(52).map((_, c) => c % 13); // 0 = Ace .. 12 = King

/** An engine Move for a move code (foundations concrete, as `apply` returns them). */
export function engineMove(code: number): Move {
  if (code === DRAW) return { kind: 'draw' };
  const from = code & 63;
  const to = code >> 6;
  return {
    kind: 'move',
    from: from === WASTE ? { zone: 'w', index: 0 } : { zone: 't', index: from },
    to: to >= FOUNDATION ? { zone: 'f', index: to - FOUNDATION } : { zone: 't', index: to },
  };
}

/** The moves played so far (refills are part of their move and are not listed). */
export function lineOfCodes(pos: { readonly hist: Int32Array; readonly histLen: number }): Move[] {
  return movesOfCodes(pos.hist.subarray(0, pos.histLen));
}

/** Engine moves for history codes, refills left out. */
export function movesOfCodes(codes: ArrayLike<number>): Move[] {
  const out: Move[] = [];
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (!(code & REFILL)) out.push(engineMove(code));
  }
  return out;
}
