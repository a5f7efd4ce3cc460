/**
 * A shared deal's link as the page reads it: the result to beat beside a numbered deal or a built
 * winnable deal; a result to beat that cannot be read left out without a word while the deal
 * still opens; a winnable number for a game that deals no built deals refused; and the parameters
 * a portal hands over read before the page's own.
 */
import { describe, expect, it } from 'vitest';
import { parseParams } from '../../../src/platform/params.ts';
import { en } from '../../../src/text/en.ts';

describe("a shared deal's link", () => {
  it('opens the deal with the result to beat', () => {
    expect(parseParams('?game=lucky-fan&deal=123&beat=95.252')).toMatchObject({ game: 'lucky-fan', deal: 123, winnable: null, beat: { moves: 95, seconds: 252 }, error: null });
    expect(parseParams('?game=waxing-moon&winnable=77&beat=60.5')).toMatchObject({ game: 'waxing-moon', deal: null, winnable: 77, beat: { moves: 60, seconds: 5 }, error: null });
    expect(parseParams('?game=lucky-fan&deal=123')).toMatchObject({ beat: null, winnable: null, error: null });
  });

  it('leaves out a result to beat it cannot read, without a word, and opens the deal without it', () => {
    for (const bad of ['95', '95.x', '-1.5', '095.5', '1.9999999', '', '<b>1.2</b>', 'x'.repeat(5000)]) {
      const p = parseParams(`?game=lucky-fan&deal=123&beat=${encodeURIComponent(bad)}`);
      expect(p, bad).toMatchObject({ game: 'lucky-fan', deal: 123, beat: null, error: null });
    }
    expect(parseParams('?game=waxing-moon&winnable=77&beat=1.2.3')).toMatchObject({ game: 'waxing-moon', winnable: 77, beat: null, error: null });
  });

  it('leaves out a result to beat with no deal to beat it on, and opens the game', () => {
    expect(parseParams('?game=lucky-fan&beat=95.252')).toMatchObject({ game: 'lucky-fan', deal: null, beat: null, error: null });
  });

  it('reads no result to beat on a link that is wrong already, and says what is wrong with the link', () => {
    expect(parseParams('?game=nope&deal=1&beat=95.252')).toMatchObject({ game: null, deal: null, beat: null, error: en.linkBadGame('nope') });
    expect(parseParams('?game=lucky-fan&deal=0&beat=95.252')).toMatchObject({ game: null, deal: null, beat: null });
  });

  it('refuses a winnable number for a game that deals no built deals, or one that is no number', () => {
    expect(parseParams('?game=lucky-fan&winnable=5')).toMatchObject({ game: null, winnable: null, error: en.linkNotBuilt('Lucky Fan') });
    expect(parseParams('?game=waxing-moon&winnable=5x')).toMatchObject({ game: null, winnable: null, error: en.linkBadDeal('5x', 4294967295) });
    expect(parseParams('?winnable=5')).toMatchObject({ game: null, error: en.linkNoGame });
  });

  it('reads the deal number over a winnable number beside it', () => {
    expect(parseParams('?game=waxing-moon&deal=9&winnable=5')).toMatchObject({ deal: 9, winnable: null, error: null });
  });

  it("reads the parameters a portal hands over before the page's own", () => {
    const portal: Record<string, string> = { game: 'rouge-forty', deal: '42', beat: '70.80' };
    const p = parseParams('?game=lucky-fan&deal=1&test=1', (name) => portal[name] ?? null);
    expect(p).toMatchObject({ game: 'rouge-forty', deal: 42, beat: { moves: 70, seconds: 80 }, test: true, error: null });
    expect(parseParams('?game=lucky-fan&deal=1', () => null)).toMatchObject({ game: 'lucky-fan', deal: 1 });
  });
});
