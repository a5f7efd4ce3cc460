/**
 * The table showing on the page, for what surrounds the game (the portal's host, the test hook):
 * whichever table's store is showing, it hands each pass that store commits to its listeners, the
 * same passes the table's scene draws from. Tables come and go; a listener stays.
 */
import type { TableEvent } from './tableEvent.ts';
import type { TableChange, TableModel } from './tableStore.ts';

/** What the showing table must offer: its committed model, and its passes as they commit. */
export interface ShownStore {
  readonly model: TableModel;
  subscribe(listener: (change: TableChange<{ readonly kind: string }>) => void): () => void;
}

/** One pass of the table showing: its events (the controller's and its services'), in order, and the model committed. */
export interface ShowingChange {
  readonly events: readonly (TableEvent | { readonly kind: string })[];
  readonly model: TableModel;
}

export class ShowingTable {
  private readonly listeners = new Set<(change: ShowingChange) => void>();
  private store: ShownStore | null = null;

  /** `store` is the table showing now, until the returned closer runs (its table leaves). */
  show(store: ShownStore): () => void {
    this.store = store;
    const off = store.subscribe((change) => {
      for (const l of [...this.listeners]) l(change);
    });
    return () => {
      off();
      if (this.store === store) this.store = null;
    };
  }

  /** The showing table's model, or null between tables. */
  get model(): TableModel | null {
    return this.store?.model ?? null;
  }

  /** Hears every pass of whichever table shows, from now on; returns the unsubscribe. */
  onChange(listener: (change: ShowingChange) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Hears each event of the controller's of whichever table shows, in order (the services' own events are left out). */
  onTableEvent(listener: (e: TableEvent) => void): () => void {
    return this.onChange((change) => {
      for (const e of change.events) if (isTableEvent(e)) listener(e);
    });
  }
}

/** Every kind of the controller's events (a kind added to TableEvent must be named here); no service's event shares one. */
const TABLE_EVENT_KINDS: Readonly<Record<TableEvent['kind'], true>> = {
  played: true, shown: true, refused: true, nothing: true, hint: true, noHelp: true, ask: true,
  dealt: true, figures: true, over: true, settled: true, start: true, elsewhere: true,
};

function isTableEvent(e: { readonly kind: string }): e is TableEvent {
  return Object.hasOwn(TABLE_EVENT_KINDS, e.kind);
}

/** The page's one showing table. */
export const showingTable = new ShowingTable();
