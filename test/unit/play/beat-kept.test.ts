/**
 * A friend's result to beat is kept with the game it was dealt with: in the table's save and its
 * play record, so Continue (the menu's, a reload's) deals it on with the same result to beat, and a
 * damaged one in storage is dropped without losing the game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type GameId, parseMove } from '../../../src/engine/index.ts';
import { type TableData, linkedTable } from '../../../src/play/deal.ts';
import { MAX_BEAT } from '../../../src/play/share.ts';
import { type PlayMeta, TableController, type TablePorts } from '../../../src/play/table.ts';
import { createStorage, loadGame, parsePlayMeta, storeGame } from '../../../src/platform/storage.ts';
import { QUIET_PORTS } from './ports.ts';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { game: GameId; deal: number; moves: string[] };

/** A Web Storage stand-in in memory. */
function memory(): Storage {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } } as unknown as Storage;
}

const beat = { moves: 95, seconds: 252 };

describe('the result to beat kept with its game', () => {
  it('is in every save of the table dealt with it, and a table continued from that save has it again', () => {
    const storage = createStorage(memory());
    const ports: TablePorts = { ...QUIET_PORTS, writeSave: (s, m) => { storeGame(storage, s, m); } };
    const t = new TableController({ game: fixture.game, number: fixture.deal, beat }, ports);
    t.dealt();
    expect(t.play([parseMove(fixture.moves[0]!)!])).toBe(true);
    const loaded = loadGame(storage, fixture.game);
    expect(loaded.meta.beat).toEqual(beat);
    expect(loaded.notices).toBeUndefined();
    // Continue: the menu's (the save as it is), and a reload's link naming the game alone.
    const saved = { session: loaded.session!, playId: '', revision: 0, ...loaded.meta };
    const menu: TableData = { game: fixture.game, ...saved };
    const reload = linkedTable({ game: fixture.game }, saved);
    if (reload.kind !== 'open') throw new Error('a link naming the game alone asks');
    for (const data of [menu, reload.data]) expect(new TableController(data, ports).beat).toEqual(beat);
  });

  it('a result to beat that storage damaged is dropped, the game kept; none stored is none', () => {
    const base = { seconds: 30, daily: null, restarted: false };
    const kept = (b: unknown): PlayMeta['beat'] => parsePlayMeta({ ...base, beat: b }).meta.beat;
    expect(kept(beat)).toEqual(beat);
    expect(kept({ moves: MAX_BEAT.moves, seconds: MAX_BEAT.seconds })).toEqual({ moves: MAX_BEAT.moves, seconds: MAX_BEAT.seconds });
    for (const damaged of [{ moves: 0, seconds: 5 }, { moves: 5.5, seconds: 5 }, { moves: '95', seconds: 252 }, { moves: MAX_BEAT.moves + 1, seconds: 1 }, { moves: 9, seconds: -1 }, 'x', null]) {
      expect(kept(damaged), JSON.stringify(damaged)).toBeUndefined();
      expect(parsePlayMeta({ ...base, beat: damaged }).meta).toMatchObject(base);
    }
    expect('beat' in parsePlayMeta(base).meta).toBe(false);
  });
});
