/**
 * `npx tsx bench/save-load.ts [ACTIONS...]`: how long a saved game takes to load, by its length.
 * For each length (default 10,000, 20,000, 50,000 and 80,001 player actions) a save of a card
 * moved to and fro (test/unit/engine/long-save.ts) is stored as text, then read back as the game
 * does at start-up (storage.ts's loadGame: parse, check, replay every action). Prints the time of
 * each and its time per action, which stays flat while loading is linear.
 */
import { type StorageLike, createStorage, loadGame, STORAGE_KEYS, STORAGE_PREFIX } from '../src/platform/storage.ts';
import { longSave } from '../test/unit/engine/long-save.ts';

const lengths = process.argv.slice(2).map(Number);
for (const actions of lengths.length > 0 ? lengths : [10_000, 20_000, 50_000, 80_001]) {
  const save = longSave(actions);
  const data = new Map<string, string>([[STORAGE_PREFIX + STORAGE_KEYS.save(save.game), JSON.stringify(save)]]);
  const backend: StorageLike = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => data.set(k, v),
    removeItem: (k) => data.delete(k),
  };
  const start = performance.now();
  const r = loadGame(createStorage(backend), save.game);
  const ms = performance.now() - start;
  if (r.session?.position !== actions) throw new Error(`the save of ${actions} actions did not load: ${r.notices?.join(' ') ?? 'no session'}`);
  console.log(`${actions} actions (${(data.values().next().value!.length / 1e6).toFixed(1)} MB): ${ms.toFixed(0)} ms, ${((1000 * ms) / actions).toFixed(1)} µs an action`);
}
