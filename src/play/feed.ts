/**
 * A typed stream of events: the table controller and each service beside it publish on one, and
 * the scene subscribes once. Listeners hear every event in the order it was published.
 */
export class Feed<E> {
  private readonly listeners = new Set<(e: E) => void>();

  /** Listens to every event from now on; returns the unsubscribe. */
  on(listener: (e: E) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  emit(e: E): void {
    for (const l of [...this.listeners]) l(e);
  }
}
