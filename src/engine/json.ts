/**
 * What JSON.parse lets through silently: an object that gives a key twice (it keeps the last).
 * A deal file with `"game"` twice is two deals at once, so it is refused rather than guessed at.
 */

/** A byte order mark: some editors begin a UTF-8 file with one; it is no part of the text. */
const BYTE_ORDER_MARK = '\uFEFF';

/** `text` without the byte order mark it may begin with. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/**
 * `text` with every character that prints as nothing (controls, format characters such as a byte
 * order mark or a zero-width space, spaces other than the plain one) written as its code, U+FEFF,
 * so that a message quoting it says what is there.
 */
export function visible(text: string): string {
  return text.replace(/(?! )[\p{C}\p{Z}]/gu, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
}

/** The first key that an object of `text` repeats, or null; `text` must be valid JSON. */
export function repeatedKey(text: string): string | null {
  // One entry per open object (its keys so far) or array (null).
  const open: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (expectKey) {
        // Decoded, so that "g\u0061me" repeats "game".
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const keys = open[open.length - 1]!;
        if (keys.has(key)) return key;
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (ch === '{') {
      open.push(new Set());
      expectKey = true;
    } else if (ch === '[') {
      open.push(null);
    } else if (ch === '}' || ch === ']') {
      open.pop();
      expectKey = false;
    } else if (ch === ',') {
      expectKey = open[open.length - 1] instanceof Set;
    }
  }
  return null;
}
