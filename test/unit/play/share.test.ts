/**
 * A deal shared with a friend: the result to beat as a link carries it (read back, and refused when
 * malformed or out of range), whether a win beat it, the link's parameters for a numbered and a
 * built winnable deal (none for a deal no link can name), what the Results share, the table a link
 * opens, the page's own address as the link, and how a link is sent: the portal's link first, through
 * the share sheet, else the clipboard, else by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type GameId, initialState, numberedSession, parseMove } from '../../../src/engine/index.ts';
import { winnableDeal } from '../../../src/engine/winnable/build.ts';
import type { ResultsData } from '../../../src/play/deal.ts';
import { type LinkMessage, MAX_BEAT, type SharePorts, beatOutcome, beatText, isBeat, linkedDeal, pageLink, parseBeat, resultsShared, sendLink, shareParams, shareRoutes } from '../../../src/play/share.ts';
import { TableController } from '../../../src/play/table.ts';
import { verdictOf } from '../../../src/play/verdicts.ts';
import { QUIET_PORTS } from './ports.ts';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: GameId; deal: number; moves: string[] };

describe('the result to beat in a link', () => {
  it('reads moves and seconds, and writes them back the same', () => {
    expect(parseBeat('95.252')).toEqual({ moves: 95, seconds: 252 });
    expect(parseBeat('1.0')).toEqual({ moves: 1, seconds: 0 });
    expect(parseBeat(`${MAX_BEAT.moves}.${MAX_BEAT.seconds}`)).toEqual({ moves: MAX_BEAT.moves, seconds: MAX_BEAT.seconds });
    for (const text of ['95.252', '1.0', '7.3599']) expect(beatText(parseBeat(text)!)).toBe(text);
  });

  it('refuses anything else: no dot, a sign, leading zeros, no moves, fractions, spaces, too long, out of range', () => {
    const bad = ['', '95', '95.', '.252', '95,252', '+95.252', '-95.252', '095.252', '95.0252', '0.252', '95.252.1', '9.5e2', ' 95.252', '95.252 ', '95:252', 'abc', '100000.1', `1.${MAX_BEAT.seconds + 1}`, '1.9999999', '١٢.٣'];
    for (const text of bad) expect(parseBeat(text), JSON.stringify(text)).toBeNull();
  });

  it('writes no result a link could not carry', () => {
    expect(beatText({ moves: 0, seconds: 5 })).toBeNull();
    expect(beatText({ moves: 12.5, seconds: 5 })).toBeNull();
    expect(beatText({ moves: 12, seconds: -1 })).toBeNull();
    expect(beatText({ moves: MAX_BEAT.moves + 1, seconds: 5 })).toBeNull();
  });

  it('a stored result to beat is read back only as numbers a link could carry', () => {
    expect(isBeat({ moves: 95, seconds: 252 })).toBe(true);
    expect(isBeat({ moves: MAX_BEAT.moves, seconds: MAX_BEAT.seconds })).toBe(true);
    // Texts that would write the same link are not numbers.
    for (const bad of [null, '95.252', [95, 252], { moves: '95', seconds: 252 }, { moves: 95, seconds: '252' }, { moves: 95 }, { moves: 0, seconds: 252 }, { moves: 95, seconds: 1.5 }]) {
      expect(isBeat(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('whether a win beat it', () => {
  const beat = { moves: 95, seconds: 252 };
  it('fewer moves beat it, whatever the time; more moves miss it', () => {
    expect(beatOutcome({ moves: 94, seconds: 9999 }, beat)).toBe('beaten');
    expect(beatOutcome({ moves: 96, seconds: 1 }, beat)).toBe('missed');
  });
  it('as many moves: less time beats it, more misses it, the same ties', () => {
    expect(beatOutcome({ moves: 95, seconds: 251 }, beat)).toBe('beaten');
    expect(beatOutcome({ moves: 95, seconds: 253 }, beat)).toBe('missed');
    expect(beatOutcome({ moves: 95, seconds: 252 }, beat)).toBe('tied');
  });
});

describe("a shared deal's link", () => {
  it('names a numbered deal by its number, a built deal by its winnable number, with the result to beat', () => {
    expect(shareParams({ game: 'lucky-fan', number: 123, beat: { moves: 95, seconds: 252 } })).toEqual({ game: 'lucky-fan', deal: '123', beat: '95.252' });
    expect(shareParams({ game: 'waxing-moon', number: null, winnable: 77 })).toEqual({ game: 'waxing-moon', winnable: '77' });
    expect(shareParams({ game: 'lucky-fan', number: 5, winnable: 9, beat: null })).toEqual({ game: 'lucky-fan', deal: '5' });
  });

  it('names no deal it cannot (a deal file), and carries no result out of range', () => {
    expect(shareParams({ game: 'lucky-fan', number: null })).toBeNull();
    expect(shareParams({ game: 'lucky-fan', number: null, winnable: null, beat: { moves: 3, seconds: 4 } })).toBeNull();
    expect(shareParams({ game: 'lucky-fan', number: 8, beat: { moves: 3, seconds: MAX_BEAT.seconds + 1 } })).toEqual({ game: 'lucky-fan', deal: '8' });
  });

  it('is the page itself with the link as its whole query', () => {
    const params = { game: 'lucky-fan', deal: '123', beat: '95.252' };
    expect(pageLink('https://example.org/games/suitcase/index.html?test=1&speed=instant#top', params)).toBe('https://example.org/games/suitcase/index.html?game=lucky-fan&deal=123&beat=95.252');
    expect(pageLink('http://127.0.0.1:4173/', { game: 'waxing-moon', winnable: '7' })).toBe('http://127.0.0.1:4173/?game=waxing-moon&winnable=7');
  });
});

describe('what the Results share', () => {
  const won: ResultsData = { game: 'lucky-fan', number: 12, deal: numberedSession('lucky-fan', 12).deal, won: true, seconds: 200, moves: 80, beat: { moves: 90, seconds: 300 } };
  it("the player's own win as the result to beat", () => {
    expect(shareParams(resultsShared(won))).toEqual({ game: 'lucky-fan', deal: '12', beat: '80.200' });
  });
  it('else the result they were dealt (a loss, a line the computer played), or none', () => {
    expect(shareParams(resultsShared({ ...won, won: false }))).toEqual({ game: 'lucky-fan', deal: '12', beat: '90.300' });
    expect(shareParams(resultsShared({ ...won, byComputer: true }))).toEqual({ game: 'lucky-fan', deal: '12', beat: '90.300' });
    expect(shareParams(resultsShared({ ...won, won: false, beat: null }))).toEqual({ game: 'lucky-fan', deal: '12' });
  });
  it("a built deal's winnable number", () => {
    const built = winnableDeal('waxing-moon', 5);
    expect(shareParams(resultsShared({ game: 'waxing-moon', number: null, deal: built.deal, won: true, seconds: 61, moves: 70, winnable: 5 }))).toEqual({ game: 'waxing-moon', winnable: '5', beat: '70.61' });
  });
});

describe('the table a link opens', () => {
  it('a numbered deal with its result to beat, or a deal of the game', () => {
    expect(linkedDeal({ game: 'lucky-fan', deal: 3, winnable: null, beat: { moves: 9, seconds: 8 } })).toEqual({ game: 'lucky-fan', number: 3, beat: { moves: 9, seconds: 8 } });
    expect(linkedDeal({ game: 'lucky-fan', deal: null, winnable: null, beat: null })).toEqual({ game: 'lucky-fan' });
  });

  it('a built winnable deal: the same deal as the one shared, its winning line known to the solver', () => {
    const data = linkedDeal({ game: 'waxing-moon', deal: null, winnable: 42, beat: { moves: 99, seconds: 100 } });
    expect(data).toEqual({ game: 'waxing-moon', deal: winnableDeal('waxing-moon', 42).deal, winnable: 42, beat: { moves: 99, seconds: 100 } });
    expect(verdictOf(initialState(data.deal!))).toBe('win');
  });

  it("carries the result to beat to the Results of the table's game", () => {
    const t = new TableController({ game: fixture.game, number: fixture.deal, beat: { moves: 1, seconds: 1 } }, QUIET_PORTS);
    const over: unknown[] = [];
    t.on((e) => { if (e.kind === 'over') over.push(e.results); });
    t.dealt();
    for (const text of fixture.moves) expect(t.play([parseMove(text)!])).toBe(true);
    expect(over).toEqual([expect.objectContaining({ won: true, moves: fixture.moves.length, beat: { moves: 1, seconds: 1 } })]);
    expect(t.beat).toEqual({ moves: 1, seconds: 1 });
  });
});

describe('the ways a link is sent', () => {
  it('the share sheet first, then the clipboard, and the dialog always last', () => {
    expect(shareRoutes({ shareSheet: true, clipboard: true })).toEqual(['share-sheet', 'clipboard', 'dialog']);
    expect(shareRoutes({ shareSheet: false, clipboard: true })).toEqual(['clipboard', 'dialog']);
    expect(shareRoutes({ shareSheet: true, clipboard: false })).toEqual(['share-sheet', 'dialog']);
    expect(shareRoutes({ shareSheet: false, clipboard: false })).toEqual(['dialog']);
  });
});

describe('sending a link', () => {
  const PARAMS = { game: 'lucky-fan', deal: '5', beat: '80.200' };
  const WORDS = { title: 'Suitcase Solitaire', text: 'Can you beat me?' };
  const PAGE = 'https://example.org/suitcase/?test=1';

  /** Ports that record what each way was given; `sheet` and `clip` say how each way answers. */
  function ports(o: { portal?: string | null; portalThrows?: boolean; sheet?: 'sent' | 'closed' | 'refused' | 'none'; clip?: 'ok' | 'refused' | 'none' }) {
    const seen = { portal: [] as unknown[], sheet: [] as LinkMessage[], copied: [] as string[] };
    const p: SharePorts = {
      hostLink(params) {
        seen.portal.push(params);
        return o.portalThrows ? Promise.reject(new Error('sdk')) : Promise.resolve(o.portal ?? null);
      },
      href: PAGE,
      can: () => ({ shareSheet: (o.sheet ?? 'none') !== 'none', clipboard: (o.clip ?? 'none') !== 'none' }),
      shareSheet(message) {
        seen.sheet.push(message);
        return o.sheet === 'refused' ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve(o.sheet === 'closed' ? 'closed' : 'sent');
      },
      copy(text) {
        seen.copied.push(text);
        return o.clip === 'refused' ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
      },
    };
    return { p, seen };
  }

  it("sends the portal's link where it makes one (its share API), through the share sheet with the words", async () => {
    const { p, seen } = ports({ portal: 'https://poki.com/g/suitcase?gdgame=lucky-fan', sheet: 'sent', clip: 'ok' });
    expect(await sendLink(PARAMS, WORDS, p)).toEqual({ how: 'shared', url: 'https://poki.com/g/suitcase?gdgame=lucky-fan', source: 'portal' });
    expect(seen.portal).toEqual([PARAMS]);
    expect(seen.sheet).toEqual([{ ...WORDS, url: 'https://poki.com/g/suitcase?gdgame=lucky-fan' }]);
    expect(seen.copied).toEqual([]);
  });

  it("else the page's own address with the deal as its query; a portal that fails is no portal", async () => {
    for (const portalThrows of [false, true]) {
      const { p, seen } = ports({ portalThrows, clip: 'ok' });
      expect(await sendLink(PARAMS, WORDS, p)).toEqual({ how: 'copied', url: 'https://example.org/suitcase/?game=lucky-fan&deal=5&beat=80.200', source: 'page' });
      expect(seen.copied).toEqual(['https://example.org/suitcase/?game=lucky-fan&deal=5&beat=80.200']);
    }
  });

  it('a share sheet refused falls back to the clipboard; the clipboard refused, to copying by hand', async () => {
    const a = ports({ sheet: 'refused', clip: 'ok' });
    expect((await sendLink(PARAMS, WORDS, a.p)).how).toBe('copied');
    expect([a.seen.sheet.length, a.seen.copied.length]).toEqual([1, 1]);
    const b = ports({ sheet: 'refused', clip: 'refused' });
    expect((await sendLink(PARAMS, WORDS, b.p)).how).toBe('by hand');
    expect(b.seen.copied).toHaveLength(1);
    expect((await sendLink(PARAMS, WORDS, ports({}).p)).how).toBe('by hand');
  });

  it('a share sheet the player closed is their answer: nothing else is tried', async () => {
    const { p, seen } = ports({ sheet: 'closed', clip: 'ok' });
    expect((await sendLink(PARAMS, WORDS, p)).how).toBe('cancelled');
    expect(seen.copied).toEqual([]);
  });
});
