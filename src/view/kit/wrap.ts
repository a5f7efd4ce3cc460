/**
 * Words broken into lines no wider than a width, as a panel draws them: at the spaces, at the
 * text's own line breaks, and inside a word only where the word alone is wider than the line.
 * Pure: the caller says how wide a piece of text is drawn.
 */

/** The lines of `text` at most `width` wide, `measure` giving a piece's drawn width. */
export function wrapLines(text: string, width: number, measure: (piece: string) => number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const tried = line === '' ? word : `${line} ${word}`;
      if (measure(tried) <= width) {
        line = tried;
        continue;
      }
      if (line !== '') out.push(line);
      // A word wider than the line is cut where it must be.
      let rest = word;
      while (rest.length > 1 && measure(rest) > width) {
        let n = rest.length - 1;
        while (n > 1 && measure(rest.slice(0, n)) > width) n--;
        out.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}
