/**
 * Words quoted back to the player cut short by characters as a reader counts them: an emoji with
 * its skin tone, or a joined family, is one, and nothing is ever cut inside one (a lone half of a
 * surrogate pair shows as a box, or breaks the text for a screen reader).
 */

/** The characters of `text` as a reader counts them: grapheme clusters, else code points. */
function* characters(text: string): Generator<string> {
  if (typeof Intl.Segmenter !== 'function') {
    yield* text;
    return;
  }
  for (const s of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) yield s.segment;
}

/** `text` cut to at most `most` characters, with an ellipsis where it was cut. */
export function clip(text: string, most: number): string {
  const kept: string[] = [];
  for (const c of characters(text)) {
    if (kept.length === most) return `${kept.join('')}…`;
    kept.push(c);
  }
  return text;
}
