import { describe, expect, it } from 'vitest';
import { parseParams } from '../../../src/platform/params.ts';
import { clip } from '../../../src/text/clip.ts';

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const EMOJI = ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷', 'é'];

describe('a link notice', () => {
  it('never cuts a character in two, whatever the link names', () => {
    for (const emoji of EMOJI) {
      for (let pad = 30; pad <= 45; pad++) {
        const name = `${'a'.repeat(pad)}${emoji}${emoji}x`;
        const game = parseParams(`?game=${encodeURIComponent(name)}`).error!;
        expect(game, name).not.toMatch(LONE_SURROGATE);
        const deal = parseParams(`?game=lucky-fan&deal=${encodeURIComponent(`${'9'.repeat(pad - 25)}${emoji}`)}`).error!;
        expect(deal, name).not.toMatch(LONE_SURROGATE);
        // The emoji is quoted whole or not at all.
        const quoted = /"(.*)"/u.exec(game)![1]!.replace(/…$/, '').replace(/^a+/, '');
        expect([...EMOJI.flatMap((e) => ['', e, e + e]), `${emoji}${emoji}x`]).toContain(quoted);
      }
    }
  });
});

describe('clip', () => {
  it('keeps text that is short enough as it is', () => {
    expect(clip('lucky', 5)).toBe('lucky');
    expect(clip('', 3)).toBe('');
  });

  it('counts an emoji with its modifiers as one character, and marks a cut', () => {
    expect(clip('ab👨‍👩‍👧‍👦cd', 3)).toBe('ab👨‍👩‍👧‍👦…');
    expect(clip('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽👍🏽…');
    expect(clip('abcdef', 3)).toBe('abc…');
  });
});
