/**
 * What a link naming a game opens (a reload, a restored tab, a portal's link): the saved game goes
 * on when the link names no deal or the deal saved; another deal asks first; no saved game, or one
 * with nothing played, opens the link as it says. Today's daily deal, and a replay.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyDealNumber } from '../../../src/engine/daily.ts';
import { current, legalMoves, newSession, numberedDeal, numberedSession, play } from '../../../src/engine/index.ts';
import { winnableDeal } from '../../../src/engine/winnable/build.ts';
import { dailyDeal, foundFor, guidedTable, linkedTable, newPlayId, randomDealNumber, replayOf, tableTitle } from '../../../src/play/deal.ts';
import { T } from '../../../src/text/index.ts';
import { TableController } from '../../../src/play/table.ts';
import { QUIET_PORTS } from './ports.ts';

const played = () => {
  const s = numberedSession('lucky-fan', 1);
  const r = play(s, [legalMoves(current(s))[0]!]);
  if (!r.ok) throw new Error('no first move');
  return { session: r.session, seconds: 12, daily: null, restarted: false, playId: 'game-one', revision: 1 };
};

describe('a link naming a game', () => {
  it('resumes the game saved in progress when it names no deal or the saved one', () => {
    const saved = played();
    expect(linkedTable({ game: 'lucky-fan', number: 1 }, saved)).toEqual({ kind: 'open', data: { game: 'lucky-fan', ...saved } });
    expect(linkedTable({ game: 'lucky-fan' }, saved)).toEqual({ kind: 'open', data: { game: 'lucky-fan', ...saved } });
  });

  it('asks before giving the saved game up for another deal, with both answers ready', () => {
    const saved = played();
    expect(linkedTable({ game: 'lucky-fan', number: 7 }, saved)).toEqual({ kind: 'ask', giveUp: { game: 'lucky-fan', number: 7 }, keep: { game: 'lucky-fan', ...saved } });
  });

  it('opens the link as it says with no saved game, or one with nothing to lose', () => {
    expect(linkedTable({ game: 'lucky-fan', number: 7 }, null)).toEqual({ kind: 'open', data: { game: 'lucky-fan', number: 7 } });
    expect(linkedTable({ game: 'lucky-fan' }, null)).toEqual({ kind: 'open', data: { game: 'lucky-fan' } });
    const untouched = { session: numberedSession('lucky-fan', 1), seconds: 0, daily: null, restarted: false, playId: 'game-two', revision: 1 };
    expect(linkedTable({ game: 'lucky-fan', number: 7 }, untouched)).toEqual({ kind: 'open', data: { game: 'lucky-fan', number: 7 } });
    expect(linkedTable({ game: 'lucky-fan', number: 7 }, { ...untouched, restarted: true }).kind).toBe('ask');
  });

  it("a friend's link to the deal saved resumes it with their result to beat; to another deal, the question has it", () => {
    const saved = played();
    const beat = { moves: 40, seconds: 300 };
    expect(linkedTable({ game: 'lucky-fan', number: 1, beat }, saved)).toEqual({ kind: 'open', data: { game: 'lucky-fan', ...saved, beat } });
    expect(linkedTable({ game: 'lucky-fan', number: 2, beat }, saved)).toEqual({ kind: 'ask', giveUp: { game: 'lucky-fan', number: 2, beat }, keep: { game: 'lucky-fan', ...saved } });
  });

  it('a link to a built winnable deal is the deal saved only when the saved deal is that very deal', () => {
    const built = winnableDeal('waxing-moon', 3).deal;
    const start = newSession(built);
    const r = play(start, [legalMoves(current(start))[0]!]);
    if (!r.ok) throw new Error('no first move');
    const saved = { session: r.session, seconds: 5, daily: null, restarted: false, playId: 'game-three', revision: 1 };
    const link = { game: 'waxing-moon', deal: built, winnable: 3 } as const;
    expect(linkedTable(link, saved)).toEqual({ kind: 'open', data: { game: 'waxing-moon', ...saved } });
    expect(linkedTable({ ...link, deal: winnableDeal('waxing-moon', 4).deal, winnable: 4 }, saved).kind).toBe('ask');
  });

  it('a link to an unnumbered deal is never the numbered deal saved, even one of the same cards', () => {
    const saved = played();
    const link = { game: 'lucky-fan', deal: numberedDeal('lucky-fan', 1) } as const;
    expect(linkedTable(link, saved)).toEqual({ kind: 'ask', giveUp: link, keep: { game: 'lucky-fan', ...saved } });
  });
});

describe("today's daily deal", () => {
  it("is the deal the daily rule gives for the player's local date, named for its day on the table", () => {
    // Local fields, so the date is the same in every time zone; just after midnight and just before.
    for (const [now, day] of [[new Date(2026, 0, 5, 0, 0, 1), '2026-01-05'], [new Date(2026, 11, 31, 23, 59, 59), '2026-12-31']] as const) {
      const data = dailyDeal('rouge-forty', now);
      expect(data).toEqual({ game: 'rouge-forty', number: dailyDealNumber('rouge-forty', day), daily: day });
      const t = new TableController(data, QUIET_PORTS);
      expect(t.session.deal).toEqual(numberedDeal('rouge-forty', dailyDealNumber('rouge-forty', day)));
      expect(t.session.position).toBe(0);
      expect(t.opening).toBe(`Rouge Forty · daily deal ${day}. New deal.`);
    }
    expect(dailyDeal('lucky-fan', new Date(2026, 0, 5, 12)).number).not.toBe(dailyDeal('lucky-fan', new Date(2026, 0, 6, 12)).number);
  });
});

describe('a replay', () => {
  it('keeps the result to beat of the deal replayed', () => {
    const deal = numberedSession('lucky-fan', 9).deal;
    const beat = { moves: 50, seconds: 70 };
    expect(replayOf({ game: 'lucky-fan', number: 9, deal, won: true, seconds: 1, moves: 2, beat })).toEqual({ game: 'lucky-fan', number: 9, daily: null, beat });
    expect(replayOf({ game: 'lucky-fan', number: null, deal, won: false, seconds: 1, moves: 2, winnable: 6, beat })).toEqual({ game: 'lucky-fan', deal, winnable: 6, beat });
    expect(replayOf({ game: 'lucky-fan', number: 9, deal, won: true, seconds: 1, moves: 2, beat: null })).toEqual({ game: 'lucky-fan', number: 9, daily: null });
  });
});

describe('the title of a deal of a level', () => {
  const plain = { challenge: null, daily: null } as const;
  it("names its level, whether the deal is numbered or built (Waxing Moon's are built), as the Results do", () => {
    expect(tableTitle('famous-fifty', { ...plain, number: 12, winnable: null, level: 'easy' })).toBe(T.levelTitle('Famous Fifty', T.levels.easy, 12));
    expect(tableTitle('waxing-moon', { ...plain, number: null, winnable: 41, level: 'hard' })).toBe(T.levelTitle('Waxing Moon', T.levels.hard, 41));
    // Without a level, a built deal is a winnable deal, and a numbered one a deal.
    expect(tableTitle('waxing-moon', { ...plain, number: null, winnable: 41, level: null })).toBe(T.winnableTitle('Waxing Moon', 41));
    expect(tableTitle('lucky-fan', { ...plain, number: 3, winnable: null, level: null })).toBe(T.tableTitle('Lucky Fan', null, 3));
  });

  it('a replay of it is a deal of the same level', () => {
    const deal = winnableDeal('waxing-moon', 41).deal;
    expect(replayOf({ game: 'waxing-moon', number: null, deal, won: false, seconds: 1, moves: 2, winnable: 41, level: 'medium' })).toEqual({ game: 'waxing-moon', deal, winnable: 41, level: 'medium' });
  });
});

describe('a table with the guide', () => {
  it('a deal found for a table that waited for one shows the guide only when that table was asked to', () => {
    const found = { game: 'lucky-fan', number: 12 } as const;
    expect(foundFor(guidedTable('lucky-fan', null), found)).toEqual({ ...found, guide: true });
    expect(foundFor({ game: 'lucky-fan' }, found)).toEqual(found);
    expect(foundFor({ game: 'lucky-fan', guide: false }, found)).toEqual(found);
  });
});

describe('a new deal and a new game', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a random deal is one of the first million', () => {
    const spy = vi.spyOn(Math, 'random');
    try {
      spy.mockReturnValue(0);
      expect(randomDealNumber()).toBe(1);
      spy.mockReturnValue(0.999_999_999);
      expect(randomDealNumber()).toBe(1_000_000);
    } finally {
      spy.mockRestore();
    }
  });

  it('a game played gets an id of sixteen letters and digits, a new one each time', () => {
    const ids = Array.from({ length: 50 }, () => newPlayId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The platform's cryptographic numbers make it, where it has them.
    const bytes = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((a) => a);
    try {
      expect(newPlayId()).toBe('0'.repeat(16));
    } finally {
      bytes.mockRestore();
    }
  });

  it('a platform without cryptographic numbers still gives each game its own id', () => {
    vi.stubGlobal('crypto', undefined);
    const spy = vi.spyOn(Math, 'random').mockReturnValue(35.5 / 256);
    try {
      expect(newPlayId()).toBe('z'.repeat(16));
    } finally {
      spy.mockRestore();
    }
    const ids = Array.from({ length: 20 }, () => newPlayId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the title of a challenge', () => {
  it('names the challenge by its place in the day, counted from 1, before anything else', () => {
    const challenge = { date: '2026-03-14', slot: 1, goal: { kind: 'no-undo' } } as const;
    expect(tableTitle('lucky-fan', { challenge, daily: '2026-03-14', number: 3, winnable: null, level: 'easy' })).toBe(T.challengeTitle('Lucky Fan', 2));
  });

  it('a daily deal is named for its day', () => {
    expect(tableTitle('lucky-fan', { challenge: null, daily: '2026-03-14', number: 3, winnable: null, level: null })).toBe(T.tableTitle('Lucky Fan', '2026-03-14', 3));
  });

  it('a replay of a deal file is the same deal, unnumbered', () => {
    const deal = numberedSession('lucky-fan', 9).deal;
    expect(replayOf({ game: 'lucky-fan', number: null, deal, won: false, seconds: 1, moves: 2 })).toEqual({ game: 'lucky-fan', deal });
    expect(replayOf({ game: 'lucky-fan', number: 9, deal, won: false, seconds: 1, moves: 2, daily: '2026-03-14' })).toEqual({ game: 'lucky-fan', number: 9, daily: '2026-03-14' });
  });
});
