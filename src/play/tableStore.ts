/**
 * The table's one store: every player action is dispatched here as an intent, and runs as ordered
 * steps. The intent is applied (through the controller), then each event the controller publishes
 * is heard by the services in the fixed order of `SERVICE_ORDER`, whatever order they were
 * attached in; the words and marks the services publish join the same pass. The pass ends with one
 * immutable `TableModel` committed and every listener told once, with the events in order and the
 * fields of the model that changed. An intent dispatched while a pass runs (by a service, by a
 * listener) waits for it to end, and never re-enters; so does anything the controller or a service
 * publishes later of its own accord (a hint worked out, the clock, the solver's note): it runs as a
 * pass of its own.
 */
import type { PileId, Session } from '../engine/index.ts';
import type { GoalStatus } from '../engine/challenges/evaluate.ts';
import type { Goal } from '../engine/challenges/goals.ts';
import type { NoteAction } from './advisor.ts';
import type { GuideShown } from './guide.ts';
import type { Earned } from './rewards.ts';
import type { Outcome, TableEvent } from './tableEvent.ts';

/** The services beside the controller, in the order they hear each of its events. */
export const SERVICE_ORDER = ['advisor', 'rewards', 'watch', 'guide', 'input'] as const;
export type ServiceName = (typeof SERVICE_ORDER)[number];

/** A service of the table: it hears the controller's events, and may publish its own. */
export interface TableService<E> {
  hear(e: TableEvent): void;
  on?(listener: (e: E) => void): () => void;
}

/** The keyboard's ring: a pile, or the note beside the game's name. */
export type TableFocus = PileId | 'note';

/** The table as one immutable value, committed once per pass. */
export interface TableModel {
  readonly session: Session;
  readonly outcome: Outcome | null;
  readonly dealing: boolean;
  /** The game's clock, in seconds. */
  readonly clock: number;
  readonly focus: TableFocus | null;
  /** The card the keyboard lifted, and the places it may go (`targets`). */
  readonly lift: PileId | null;
  readonly targets: readonly PileId[];
  /** The note beside the game's name, and what pressing it does. */
  readonly note: { readonly text: string; readonly action: NoteAction | null };
  readonly goal: { readonly goal: Goal; readonly status: GoalStatus } | null;
  readonly earned: Earned | null;
  /** The first-deal guide's step showing, or null. */
  readonly guide: GuideShown | null;
}

/** What one pass changed: its events in order, the fields that changed, and the model now. */
export interface TableChange<E> {
  readonly events: readonly (TableEvent | E)[];
  readonly changed: ReadonlySet<keyof TableModel>;
  readonly model: TableModel;
}

/** What the store is built on: how an intent is applied, where the controller's events come from, and how the model is read. */
export interface StoreParts<I> {
  readonly apply: (intent: I) => void;
  readonly controller: { on(listener: (e: TableEvent) => void): () => void };
  readonly read: () => TableModel;
  /** What the steps after the services do with a service's event in the same pass (the note's offer goes to the input). */
  readonly relay?: (e: { readonly kind: string }) => void;
}

/** A pass waiting to run: an intent, or an event published outside any pass. */
type Pending<I, E> = { readonly intent: I } | { readonly event: TableEvent | E; readonly fromController: boolean };

export class TableStore<I, E extends { readonly kind: string }> {
  private readonly services = new Map<ServiceName, TableService<E>>();
  private readonly listeners = new Set<(change: TableChange<E>) => void>();
  private readonly queue: Pending<I, E>[] = [];
  private readonly closers: (() => void)[] = [];
  /** The events of the pass running, or null between passes. */
  private pass: (TableEvent | E)[] | null = null;
  private committed: TableModel;
  /** A pass runs or its listeners are being told: what comes now waits its turn. */
  private draining = false;

  constructor(private readonly parts: StoreParts<I>) {
    this.committed = parts.read();
    this.closers.push(parts.controller.on((e) => { this.published({ event: e, fromController: true }); }));
  }

  /** The model as last committed. */
  get model(): TableModel {
    return this.committed;
  }

  /** Attaches a service under its name: it hears in `SERVICE_ORDER`, not in the order attached. */
  attach(name: ServiceName, service: TableService<E>): void {
    this.services.set(name, service);
    if (service.on) this.closers.push(service.on((e) => { this.published({ event: e, fromController: false }); }));
  }

  /** Told once after each commit; returns the unsubscribe. */
  subscribe(listener: (change: TableChange<E>) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Runs `intent` as a pass now, or after the pass running. */
  dispatch(intent: I): void {
    this.queue.push({ intent });
    this.drain();
  }

  /** The table is gone: nothing is heard or told any more. */
  close(): void {
    for (const close of this.closers.splice(0)) close();
    this.listeners.clear();
    this.services.clear();
    this.queue.length = 0;
  }

  /** An event from the controller or a service: part of the pass running, else a pass of its own. */
  private published(p: Extract<Pending<I, E>, { event: unknown }>): void {
    if (this.pass) this.record(p.event, p.fromController);
    else {
      this.queue.push(p);
      this.drain();
    }
  }

  /** The controller's events are heard by every service in order as they come; the services' own are kept as they are. */
  private record(e: TableEvent | E, fromController: boolean): void {
    this.pass?.push(e);
    if (!fromController) {
      this.parts.relay?.(e);
      return;
    }
    for (const name of SERVICE_ORDER) this.services.get(name)?.hear(e as TableEvent);
  }

  /** Runs the passes waiting, one after another; called while they run (in a step or while listeners are told), it leaves the new one queued. */
  private drain(): void {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) this.run(next);
    } finally {
      this.draining = false;
    }
  }

  private run(p: Pending<I, E>): void {
    const events: (TableEvent | E)[] = [];
    this.pass = events;
    try {
      if ('intent' in p) this.parts.apply(p.intent);
      else this.record(p.event, p.fromController);
    } finally {
      this.pass = null;
    }
    this.commit(events);
  }

  private commit(events: readonly (TableEvent | E)[]): void {
    const before = this.committed;
    const model = this.parts.read();
    const changed = new Set((Object.keys(model) as (keyof TableModel)[]).filter((k) => !same(before[k], model[k])));
    if (events.length === 0 && changed.size === 0) return;
    this.committed = model;
    const change: TableChange<E> = { events, changed, model };
    for (const l of [...this.listeners]) l(change);
  }
}

/** Same value: the same one, or records and lists of the same ones (the model's small parts; the session is compared as one). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}
