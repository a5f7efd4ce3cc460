import { describe, expect, it } from 'vitest';
import { initialState, numberedDeal } from '../../../src/engine/index.ts';
import { Search } from '../../../src/engine/solver/index.ts';
import { FOUNDATION } from '../../../src/engine/solver/codes.ts';
import { WatchedKeySet } from '../../../src/engine/solver/table.ts';

describe('watching a search through its table', () => {
  it('calls back once per new position and names the move that made it: in the history, followed only by moves home', () => {
    let search: Search | null = null;
    let checked = 0;
    let afterSafe = 0;
    const seen = new WatchedKeySet(200_000, () => {
      if (!search) return; // the deal itself, entered while the search is built
      const pos = search.position;
      const code = search.lastMove;
      let at = pos.histLen - 1;
      while (at >= 0 && pos.hist[at] !== code) at--;
      expect(at, `move ${code} is in the history`).toBeGreaterThanOrEqual(0);
      for (let i = at + 1; i < pos.histLen; i++) expect(pos.hist[i]! >> 6).toBeGreaterThanOrEqual(FOUNDATION);
      if (at < pos.histLen - 1) afterSafe++;
      checked++;
    });
    search = new Search(initialState(numberedDeal('famous-fifty', 3)), 'win', { maxNodes: 60_000 }, seen);
    search.run();
    expect(checked).toBeGreaterThan(10_000);
    // Once per position: the table grows several times on the way, and moving its keys into the
    // larger table is not taking them for the first time (the deal itself is the one more).
    expect(checked + 1).toBe(seen.size);
    // Safe moves do follow some moves, or the check above proves little.
    expect(afterSafe).toBeGreaterThan(0);
  });
});
