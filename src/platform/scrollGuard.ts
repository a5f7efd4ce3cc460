/**
 * Inside a host page's iframe, keys and the wheel that the game uses would otherwise scroll the
 * host once they bubble out of our unscrollable document. While the game has focus it keeps them;
 * once the player has clicked away, the host page scrolls as usual.
 */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Spacebar', 'PageUp', 'PageDown', 'Home', 'End']);

export interface GuardedDocument {
  hasFocus(): boolean;
  addEventListener(type: string, listener: (e: Event) => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (e: Event) => void, options?: EventListenerOptions): void;
}

export function isScrollKey(e: { key: string; target?: EventTarget | null }): boolean {
  const tag = (e.target as { tagName?: string } | null | undefined)?.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return false;
  return SCROLL_KEYS.has(e.key);
}

/** Installs the guard; returns its removal. */
export function guardHostScrolling(doc: GuardedDocument): () => void {
  const onKey = (e: Event): void => {
    if (doc.hasFocus() && isScrollKey(e as KeyboardEvent)) e.preventDefault();
  };
  const onWheel = (e: Event): void => {
    if (doc.hasFocus()) e.preventDefault();
  };
  doc.addEventListener('keydown', onKey, { passive: false });
  doc.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('wheel', onWheel);
  };
}
