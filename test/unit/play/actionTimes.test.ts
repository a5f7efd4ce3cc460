/**
 * The clock after each action in effect, as a result judged on the clock sends it: noted as each
 * action is played, the undone ones left out, a redone one at the time it was first played, and
 * nothing more once it stops hearing the table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMove } from '../../../src/engine/index.ts';
import { ActionTimes } from '../../../src/play/actionTimes.ts';
import { TableController } from '../../../src/play/table.ts';
import { QUIET_PORTS } from './ports.ts';

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/fortunes-favor-1-win.json', import.meta.url), 'utf8')) as { deal: number; moves: string[] };
const line = fixture.moves.map((m) => parseMove(m)!);

/** A table of the fixture's deal with its action times; `play(n)` plays the next `n` moves, a second of clock before each but the first. */
function timed() {
  const table = new TableController({ game: 'fortunes-favor', number: fixture.deal }, QUIET_PORTS);
  const times = new ActionTimes(table);
  table.dealt();
  const play = (n: number) => {
    for (let i = 0; i < n; i++) {
      if (table.session.position > 0) table.tick(1000);
      if (!table.play([line[table.session.position]!])) throw new Error('the line is legal');
    }
  };
  return { table, times, play };
}

describe('the clock after each action', () => {
  it('is noted as each action is played, in whole milliseconds', () => {
    const t = timed();
    expect(t.times.times()).toEqual([]);
    t.play(3);
    expect(t.times.times()).toEqual([0, 1000, 2000]);
  });

  it('leaves out the actions undone, and keeps a redone one at the time it was first played', () => {
    const t = timed();
    t.play(3);
    t.table.tick(1000);
    t.table.undo();
    t.table.tick(1000);
    expect(t.times.times()).toEqual([0, 1000]);
    t.table.redo();
    expect(t.times.times()).toEqual([0, 1000, 2000]);
  });

  it('notes nothing more once closed', () => {
    const t = timed();
    t.play(2);
    t.times.close();
    t.play(2);
    expect(t.times.times()).toEqual([0, 1000]);
  });
});
