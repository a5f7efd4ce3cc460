// The winning line the browser test plays through pointer input must really win: checked here
// with the engine alone, so a failure in the browser points at the view, not at the fixture.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { current, isGameId, isWon, numberedSession, parseMove, play } from '../../../src/engine/index.ts';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: string; deal: number; moves: string[] };

describe('fixture fortunes-favor-1-win.json', () => {
  it('is a legal line that wins its deal', () => {
    expect(isGameId(fixture.game)).toBe(true);
    if (!isGameId(fixture.game)) return;
    let s = numberedSession(fixture.game, fixture.deal);
    fixture.moves.forEach((text, i) => {
      const m = parseMove(text);
      expect(m, `move ${i} parses`).not.toBeNull();
      const r = play(s, [m!]);
      expect(r.ok, `move ${i} (${text}) is legal`).toBe(true);
      if (r.ok) s = r.session;
      expect(isWon(current(s)), `not won before the last move (${i})`).toBe(i === fixture.moves.length - 1);
    });
  });
});
