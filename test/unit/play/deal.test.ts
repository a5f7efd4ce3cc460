/**
 * What a link naming a game opens (a reload, a restored tab, a portal's link): the saved game goes
 * on when the link names no deal or the deal saved; another deal asks first; no saved game, or one
 * with nothing played, opens the link as it says.
 */
import { describe, expect, it } from 'vitest';
import { current, legalMoves, numberedSession, play } from '../../../src/engine/index.ts';
import { linkedTable } from '../../../src/play/deal.ts';

const played = () => {
  const s = numberedSession('lucky-fan', 1);
  const r = play(s, [legalMoves(current(s))[0]!]);
  if (!r.ok) throw new Error('no first move');
  return { session: r.session, seconds: 12, daily: null, restarted: false };
};

describe('a link naming a game', () => {
  it('resumes the game saved in progress when it names no deal or the saved one', () => {
    const saved = played();
    expect(linkedTable('lucky-fan', 1, saved)).toEqual({ kind: 'open', data: { game: 'lucky-fan', ...saved } });
    expect(linkedTable('lucky-fan', null, saved)).toEqual({ kind: 'open', data: { game: 'lucky-fan', ...saved } });
  });

  it('asks before giving the saved game up for another deal, with both answers ready', () => {
    const saved = played();
    expect(linkedTable('lucky-fan', 7, saved)).toEqual({ kind: 'ask', giveUp: { game: 'lucky-fan', number: 7 }, keep: { game: 'lucky-fan', ...saved } });
  });

  it('opens the link as it says with no saved game, or one with nothing to lose', () => {
    expect(linkedTable('lucky-fan', 7, null)).toEqual({ kind: 'open', data: { game: 'lucky-fan', number: 7 } });
    expect(linkedTable('lucky-fan', null, null)).toEqual({ kind: 'open', data: { game: 'lucky-fan' } });
    const untouched = { session: numberedSession('lucky-fan', 1), seconds: 0, daily: null, restarted: false };
    expect(linkedTable('lucky-fan', 7, untouched)).toEqual({ kind: 'open', data: { game: 'lucky-fan', number: 7 } });
    expect(linkedTable('lucky-fan', 7, { ...untouched, restarted: true }).kind).toBe('ask');
  });
});
