/**
 * Which games' first-deal guides the player has been shown, as the records store keeps them:
 * storage is the truth (a game another tab marked stays when this tab marks its own), anything
 * else stored there is passed over, and another tab's write is told to whoever listens.
 */
import { describe, expect, it } from 'vitest';
import type { RecordChange } from '../../../src/play/playerRecords.ts';
import { GUIDES_KEY, Records } from '../../../src/platform/records.ts';
import { STORAGE_PREFIX, type StorageLike } from '../../../src/platform/storage.ts';

function storage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } };
}

const KEY = STORAGE_PREFIX + GUIDES_KEY;

describe("the records of the guides shown", () => {
  it('a fresh player has been shown none; a game marked is kept in storage', () => {
    const backend = storage();
    const records = new Records({ backend });
    expect(records.guideSeen('lucky-fan')).toBe(false);
    records.markGuideSeen('lucky-fan');
    expect(records.guideSeen('lucky-fan')).toBe(true);
    expect(new Records({ backend }).guideSeen('lucky-fan')).toBe(true);
    expect(JSON.parse(backend.data.get(KEY)!)).toEqual(['lucky-fan']);
  });

  it('marks on what storage holds now: a game another tab marked meanwhile stays', () => {
    const backend = storage();
    const a = new Records({ backend });
    const b = new Records({ backend });
    expect(a.guideSeen('rouge-forty')).toBe(false);
    b.markGuideSeen('rouge-forty');
    a.markGuideSeen('famous-fifty');
    expect([...a.guidesSeen()].sort()).toEqual(['famous-fifty', 'rouge-forty']);
  });

  it('passes over anything stored there that is not a list of games, and marks over it', () => {
    for (const bad of ['"lucky-fan"', '{"lucky-fan":true}', 'not json', '[1, null, "no-such-game", "lucky-fan", "lucky-fan"]']) {
      const backend = storage();
      backend.data.set(KEY, bad);
      const records = new Records({ backend });
      expect([...records.guidesSeen()]).toEqual(bad.startsWith('[') ? ['lucky-fan'] : []);
      records.markGuideSeen('waxing-moon');
      expect(records.guideSeen('waxing-moon')).toBe(true);
    }
  });

  it("tells its listeners of another tab's write", () => {
    const backend = storage();
    let heard: ((key: string | null) => void) | null = null;
    const records = new Records({ backend, otherTabs: (h) => { heard = h; return () => undefined; } });
    const changes: RecordChange[] = [];
    records.on((c) => { changes.push(c); });
    backend.setItem(KEY, JSON.stringify(['lucky-fan']));
    heard!(KEY);
    expect(changes).toEqual([{ record: 'guides', game: null, elsewhere: true }]);
    expect(records.guideSeen('lucky-fan')).toBe(true);
  });
});
