/**
 * The table's store without a browser: the services hear each of the controller's events in one
 * fixed order whatever order they were attached in, a dispatch made while another runs waits for
 * it, and each pass is committed once and told once with what changed.
 */
import { describe, expect, it } from 'vitest';
import { numberedSession } from '../../../src/engine/index.ts';
import { keyAction } from '../../../src/input/keyboard.ts';
import { type InputEvent, TableInput } from '../../../src/input/tableInput.ts';
import { Feed } from '../../../src/play/feed.ts';
import { TableController, type TableEvent } from '../../../src/play/table.ts';
import { SERVICE_ORDER, type ServiceName, type TableChange, type TableModel, TableStore } from '../../../src/play/tableStore.ts';
import { layout } from '../../../src/view/layout/layout.ts';
import type { PileId } from '../../../src/engine/index.ts';
import { QUIET_PORTS } from './ports.ts';

type Note = { readonly kind: 'said'; readonly by: string };

/** A store over a stand-in controller whose intents are functions run as the first step. */
function harness() {
  const controller = new Feed<TableEvent>();
  let focus: PileId | null = null;
  const base = numberedSession('lucky-fan', 1);
  const read = (): TableModel => ({ session: base, outcome: null, dealing: false, clock: 0, focus, lift: null, targets: [], note: { text: '', action: null }, goal: null, earned: null, guide: null });
  const store = new TableStore<() => void, Note>({ apply: (run) => { run(); }, controller, read });
  const changes: TableChange<Note>[] = [];
  store.subscribe((c) => { changes.push(c); });
  return { controller, store, changes, setFocus: (p: PileId | null) => { focus = p; } };
}

const NOTHING: TableEvent = { kind: 'nothing', what: 'undo' };

describe('the table store', () => {
  it('services hear each controller event in the fixed order, whatever order they were attached in', () => {
    for (const attachOrder of [[...SERVICE_ORDER], [...SERVICE_ORDER].reverse(), ['watch', 'guide', 'advisor', 'input', 'rewards'] as ServiceName[]]) {
      const h = harness();
      const heard: string[] = [];
      for (const name of attachOrder) h.store.attach(name, { hear: (e) => { heard.push(`${name}:${e.kind}`); } });
      h.store.dispatch(() => {
        h.controller.emit(NOTHING);
        h.controller.emit({ kind: 'settled', moves: null });
      });
      expect(heard).toEqual([...SERVICE_ORDER.map((n) => `${n}:nothing`), ...SERVICE_ORDER.map((n) => `${n}:settled`)]);
    }
  });

  it('a dispatch made during another (by a service or a listener) is applied after the one in progress', () => {
    const h = harness();
    const log: string[] = [];
    h.store.attach('advisor', {
      hear: (e) => {
        if (e.kind !== 'nothing') return;
        h.store.dispatch(() => { log.push('second'); h.controller.emit({ kind: 'settled', moves: null }); });
        log.push('advisor heard');
      },
    });
    h.store.dispatch(() => {
      log.push('first');
      h.controller.emit(NOTHING);
      log.push('first done');
    });
    expect(log).toEqual(['first', 'advisor heard', 'first done', 'second']);
    expect(h.changes.map((c) => c.events.map((e) => e.kind))).toEqual([['nothing'], ['settled']]);
    // A listener's dispatch waits for the other listeners to be told.
    const told: string[] = [];
    h.store.subscribe((c) => {
      told.push(`a:${c.events[0]?.kind}`);
      if (c.events[0]?.kind === 'refused') h.store.dispatch(() => { h.controller.emit(NOTHING); });
    });
    h.store.subscribe((c) => { told.push(`b:${c.events[0]?.kind}`); });
    h.store.dispatch(() => { h.controller.emit({ kind: 'refused', pile: 't0', reason: null, drop: false }); });
    // The advisor's own dispatch on hearing 'nothing' comes after that pass is told.
    expect(told).toEqual(['a:refused', 'b:refused', 'a:nothing', 'b:nothing', 'a:settled', 'b:settled']);
  });

  it('listeners are told once per commit, with every event of the pass in order and the fields that changed', () => {
    const h = harness();
    const said = new Feed<Note>();
    h.store.attach('watch', { hear: (e) => { if (e.kind === 'nothing') said.emit({ kind: 'said', by: 'watch' }); }, on: (l) => said.on(l) });
    const before = h.store.model;
    h.store.dispatch(() => {
      h.setFocus('t3');
      h.controller.emit(NOTHING);
      h.controller.emit({ kind: 'settled', moves: null });
    });
    expect(h.changes).toHaveLength(1);
    expect(h.changes[0]!.events.map((e) => e.kind)).toEqual(['nothing', 'said', 'settled']);
    expect([...h.changes[0]!.changed]).toEqual(['focus']);
    expect(h.store.model.focus).toBe('t3');
    expect(before.focus).toBeNull();
    // Nothing happened, nothing changed: nobody is told.
    h.store.dispatch(() => undefined);
    expect(h.changes).toHaveLength(1);
    // Published outside any dispatch (a hint worked out later): a pass of its own, heard in order.
    said.emit({ kind: 'said', by: 'later' });
    expect(h.changes).toHaveLength(2);
    expect(h.changes[1]!.events).toEqual([{ kind: 'said', by: 'later' }]);
  });

  it('a change with no event is told too; a listener unsubscribed is told nothing more', () => {
    const h = harness();
    const mine: TableChange<Note>[] = [];
    const stop = h.store.subscribe((c) => { mine.push(c); });
    h.store.dispatch(() => { h.setFocus('t1'); });
    expect(mine.map((c) => [c.events.length, [...c.changed]])).toEqual([[0, ['focus']]]);
    stop();
    h.store.dispatch(() => { h.setFocus('t2'); });
    expect(mine).toHaveLength(1);
    // The other listener still hears.
    expect(h.changes.map((c) => c.model.focus)).toEqual(['t1', 't2']);
  });

  it('a service’s own event goes to the relay, not to the other services; the controller’s do not', () => {
    const controller = new Feed<TableEvent>();
    const base = numberedSession('lucky-fan', 1);
    const read = (): TableModel => ({ session: base, outcome: null, dealing: false, clock: 0, focus: null, lift: null, targets: [], note: { text: '', action: null }, goal: null, earned: null, guide: null });
    const relayed: string[] = [];
    const store = new TableStore<() => void, Note>({ apply: (run) => { run(); }, controller, read, relay: (e) => { relayed.push(e.kind); } });
    const said = new Feed<Note>();
    const heard: string[] = [];
    store.attach('advisor', { hear: (e) => { heard.push(e.kind); if (e.kind === 'nothing') said.emit({ kind: 'said', by: 'advisor' }); }, on: (l) => said.on(l) });
    store.dispatch(() => { controller.emit(NOTHING); });
    expect(relayed).toEqual(['said']);
    expect(heard).toEqual(['nothing']);
  });

  it('a closed store hears, runs and tells nothing', () => {
    const h = harness();
    const heard: string[] = [];
    const said = new Feed<Note>();
    h.store.attach('guide', { hear: (e) => { heard.push(e.kind); }, on: (l) => said.on(l) });
    h.store.close();
    h.controller.emit(NOTHING);
    said.emit({ kind: 'said', by: 'guide' });
    h.store.dispatch(() => { h.setFocus('t4'); h.controller.emit(NOTHING); });
    expect(heard).toEqual([]);
    expect(h.changes).toEqual([]);
  });

  it('a figure that moves, and a part that comes and goes, are told as changed; a part built again the same is not', () => {
    const controller = new Feed<TableEvent>();
    const base = numberedSession('lucky-fan', 1);
    let now = { dealing: true, clock: 0, goal: null as TableModel['goal'], note: { text: '', action: null } as TableModel['note'] };
    const read = (): TableModel => ({ session: base, outcome: null, focus: null, lift: null, targets: [], earned: null, guide: null, ...now, note: { ...now.note } });
    const store = new TableStore<() => void, Note>({ apply: (run) => { run(); }, controller, read });
    const changed: string[][] = [];
    store.subscribe((c) => { changed.push([...c.changed]); });
    store.dispatch(() => { now = { ...now, dealing: false }; });
    store.dispatch(() => { now = { ...now, clock: 1 }; });
    store.dispatch(() => { now = { ...now, goal: { goal: { kind: 'win' }, status: 'open' } }; });
    store.dispatch(() => { now = { ...now, goal: null }; });
    store.dispatch(() => { now = { ...now, note: { text: 'winnable', action: null } }; });
    // The note read again as a new record with the same words: nothing changed, nobody told.
    store.dispatch(() => undefined);
    expect(changed).toEqual([['dealing'], ['clock'], ['goal'], ['goal'], ['note']]);
  });

  it('a card the keyboard lifted and played is put back after the play is shown, not inside it', () => {
    const session = numberedSession('famous-fifty', 1);
    const table = new TableController({ game: session.deal.game, session }, QUIET_PORTS);
    const lay = layout(session.deal.game, 1024, 768);
    const input = new TableInput(table, { piles: () => Object.values(lay.piles).map((p) => ({ id: p.id as PileId, x: p.x, y: p.y })) });
    const read = (): TableModel => ({ session: table.session, outcome: table.over, dealing: table.isDealing, clock: 0, focus: input.focus, lift: input.liftedFrom, targets: input.liftedPlaces, note: { text: '', action: null }, goal: null, earned: null, guide: null });
    const store = new TableStore<string, InputEvent>({ apply: (k) => { input.key(keyAction({ key: k })!); }, controller: table, read });
    store.attach('input', input);
    const changes: TableChange<InputEvent>[] = [];
    store.subscribe((c) => { changes.push(c); });
    table.dealt();
    for (const k of ['1', 'Enter']) store.dispatch(k);
    expect(store.model.lift).toBe('t0');
    expect(changes[changes.length - 1]!.changed).toEqual(new Set(['focus', 'lift', 'targets']));
    store.dispatch('Enter');
    const last = changes[changes.length - 1]!;
    const kinds = last.events.map((e) => e.kind);
    expect(kinds.indexOf('played')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('putBack')).toBeGreaterThan(kinds.indexOf('played'));
    expect(last.changed.has('session')).toBe(true);
    expect(store.model.lift).toBeNull();
  });
});
