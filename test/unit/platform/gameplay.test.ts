import { describe, expect, it } from 'vitest';
import { createGameplayTracker } from '../../../src/platform/gameplay.ts';

function tracker() {
  const posted: string[] = [];
  return { t: createGameplayTracker((e) => posted.push(e)), posted };
}

describe('gameplay events for the host', () => {
  it('starts when a deal is in play and stops when it ends', () => {
    const { t, posted } = tracker();
    t.setInPlay(true);
    t.setInPlay(true);
    expect(t.active).toBe(true);
    t.setInPlay(false);
    expect(posted).toEqual(['gameplayStart', 'gameplayStop']);
  });

  it('stops while paused and starts again on resume only when a deal is still in play', () => {
    const { t, posted } = tracker();
    t.setInPlay(true);
    t.setPaused(true);
    t.setPaused(false);
    t.setPaused(true);
    t.setInPlay(false);
    t.setPaused(false);
    expect(posted).toEqual(['gameplayStart', 'gameplayStop', 'gameplayStart', 'gameplayStop']);
    expect(t.active).toBe(false);
  });

  it('says nothing for a deal dealt while paused until the pause ends', () => {
    const { t, posted } = tracker();
    t.setPaused(true);
    t.setInPlay(true);
    expect(posted).toEqual([]);
    t.setPaused(false);
    expect(posted).toEqual(['gameplayStart']);
  });

  it('pairs every start with one stop', () => {
    const { t, posted } = tracker();
    let s = 7;
    for (let i = 0; i < 500; i++) {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      if (s % 2 === 0) t.setInPlay(s % 3 === 0);
      else t.setPaused(s % 5 === 0);
    }
    t.setInPlay(false);
    const starts = posted.filter((p) => p === 'gameplayStart').length;
    expect(posted.filter((p) => p === 'gameplayStop')).toHaveLength(starts);
    for (let i = 1; i < posted.length; i++) expect(posted[i]).not.toBe(posted[i - 1]);
  });
});
