/**
 * Whole numbers as short text: each a run of URL-safe base-64 characters carrying five bits
 * each, low bits first, the sixth bit set on every character but the last (a variable-length
 * quantity, as in source maps). Small numbers take one character; any safe integer at most 11.
 * The characters are A-Z, a-z, 0-9, - and _.
 */
import { fnv1a32 } from '../random.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map(Array.from({ length: ALPHABET.length }, (_, i) => [ALPHABET[i]!, i]));

/** Appends `n` (a safe integer, 0 or more) to `out`. */
export function writeNumber(out: string[], n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`only whole numbers from 0 are written, not ${n}`);
  let rest = n;
  do {
    const low = rest % 32;
    rest = Math.floor(rest / 32);
    out.push(ALPHABET[rest > 0 ? low + 32 : low]!);
  } while (rest > 0);
}

/** Reads numbers back from text written by `writeNumber`; `next` is null past the end or on a number cut short. */
export class NumberReader {
  private at = 0;
  constructor(private readonly text: string) {}

  next(): number | null {
    let n = 0;
    let scale = 1;
    for (;;) {
      const v = VALUE.get(this.text[this.at] ?? '');
      if (v === undefined) return null;
      this.at++;
      n += (v % 32) * scale;
      if (v < 32) return Number.isSafeInteger(n) ? n : null;
      scale *= 32;
    }
  }

  get done(): boolean {
    return this.at >= this.text.length;
  }
}

/** Six characters of checksum over `text` (FNV-1a, 32 bits, written at a fixed width). */
export function checksum(text: string): string {
  let h = fnv1a32(text);
  let out = '';
  for (let k = 0; k < 6; k++) {
    out += ALPHABET[h % 64]!;
    h = Math.floor(h / 64);
  }
  return out;
}
