import { describe, expect, it } from 'vitest';
import { ShowingTable, type ShownStore } from '../../../src/play/showingTable.ts';
import type { TableChange, TableModel } from '../../../src/play/tableStore.ts';

/** A store that commits what the test tells it to. */
function storeOf(name: string): ShownStore & { commit(...kinds: string[]): void } {
  const listeners = new Set<(change: TableChange<{ readonly kind: string }>) => void>();
  const model = { clock: name.length } as unknown as TableModel;
  return {
    model,
    subscribe(l) {
      listeners.add(l);
      return () => { listeners.delete(l); };
    },
    commit(...kinds) {
      const change = { events: kinds.map((kind) => ({ kind, from: name })), changed: new Set<keyof TableModel>(), model } as unknown as TableChange<{ readonly kind: string }>;
      for (const l of [...listeners]) l(change);
    },
  };
}

describe('the showing table', () => {
  it('hands the passes of whichever table shows to listeners that outlive tables, and the controller\'s events alone to onTableEvent', () => {
    const showing = new ShowingTable();
    const passes: string[][] = [];
    const tableEvents: string[] = [];
    showing.onChange((c) => { passes.push(c.events.map((e) => e.kind)); });
    showing.onTableEvent((e) => { tableEvents.push(`${(e as unknown as { from: string }).from}:${e.kind}`); });
    expect(showing.model).toBeNull();

    const first = storeOf('first');
    const leave = showing.show(first);
    expect(showing.model).toBe(first.model);
    first.commit('dealt', 'note', 'focus');
    first.commit('played', 'goal', 'over');
    leave();
    first.commit('played');
    expect(showing.model).toBeNull();

    const second = storeOf('second!');
    showing.show(second);
    second.commit('dealt', 'earned');
    expect(passes).toEqual([['dealt', 'note', 'focus'], ['played', 'goal', 'over'], ['dealt', 'earned']]);
    expect(tableEvents).toEqual(['first:dealt', 'first:played', 'first:over', 'second!:dealt']);
  });

  it('a table that left after the next one showed does not take the next one off', () => {
    const showing = new ShowingTable();
    const leaveOld = showing.show(storeOf('old'));
    const next = storeOf('next');
    showing.show(next);
    leaveOld();
    expect(showing.model).toBe(next.model);
  });
});
