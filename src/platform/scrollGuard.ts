/**
 * Inside a host page's iframe, keys and the wheel that the game uses would otherwise scroll the
 * host once they bubble out of our unscrollable document. While the game has focus it keeps them;
 * once the player has clicked away, the host page scrolls as usual.
 *
 * A finger that moves is the game's too. A touchmove left to the browser can become a gesture of
 * the host page's, even over an element whose `touch-action` is `none`: Chromium now and then took
 * such a swipe as "back" and left the portal's page (bench/swipe-back.ts). Nothing in the game
 * scrolls natively, so every moving finger's default is refused, except a pinch on a dialog of a
 * page of its own (a player may zoom it) and fingers on a page the player has zoomed (panning it).
 */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Spacebar', 'PageUp', 'PageDown', 'Home', 'End']);

/** What the guard reads of a touch event. */
export interface TouchLike {
  readonly type: string;
  readonly cancelable: boolean;
  readonly touches: ArrayLike<{ readonly clientX: number; readonly clientY: number }>;
  readonly target: EventTarget | null;
}

/** A pinch: the fingers' spread has changed by this share since the second one landed. */
const PINCH_SHARE = 0.12;

const spread = (t: TouchLike['touches']): number => Math.hypot(t[0]!.clientX - t[1]!.clientX, t[0]!.clientY - t[1]!.clientY);

/**
 * Decides, touch event by touch event, which moves the browser may have: none on the table's
 * canvas; off it, those of a pinch (fingers spreading or closing, not moving together) where the
 * page `mayPinch`, and any on a page the player has already zoomed (`zoomed()`), so that it can be
 * panned and pinched back.
 */
export function touchMoveJudge(zoomed: () => boolean, mayPinch = true): (e: TouchLike) => boolean {
  let spreadAtStart = 0;
  let pinching = false;
  return (e) => {
    if (e.type !== 'touchmove') {
      // A finger landed or lifted: a new gesture of the fingers now down.
      pinching = false;
      spreadAtStart = e.touches.length >= 2 ? spread(e.touches) : 0;
      return true;
    }
    if (!e.cancelable) return true;
    if ((e.target as { tagName?: string } | null)?.tagName === 'CANVAS') return false;
    if (zoomed()) return true;
    if (e.touches.length < 2 || !mayPinch) return false;
    if (spreadAtStart === 0) spreadAtStart = spread(e.touches);
    if (!pinching && spreadAtStart > 0 && Math.abs(spread(e.touches) / spreadAtStart - 1) >= PINCH_SHARE) pinching = true;
    return pinching;
  };
}

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

const TOUCH_TYPES = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;

/**
 * Installs the guard; returns its removal. `zoom` reads the page's pinch zoom (1 when none).
 * `mayPinch` is false in a host page's frame: a pinch there zooms the host's page, which the game
 * can neither see nor undo, and a zoomed page's edge takes a swipe as "back".
 */
export function guardHostScrolling(doc: GuardedDocument, zoom: () => number = () => 1, mayPinch = true): () => void {
  const onKey = (e: Event): void => {
    if (doc.hasFocus() && isScrollKey(e as KeyboardEvent)) e.preventDefault();
  };
  const onWheel = (e: Event): void => {
    if (doc.hasFocus()) e.preventDefault();
  };
  const judge = touchMoveJudge(() => zoom() > 1.01, mayPinch);
  const onTouch = (e: Event): void => {
    if (!judge(e as unknown as TouchLike)) e.preventDefault();
  };
  doc.addEventListener('keydown', onKey, { passive: false });
  doc.addEventListener('wheel', onWheel, { passive: false });
  for (const type of TOUCH_TYPES) doc.addEventListener(type, onTouch, { passive: false });
  return () => {
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('wheel', onWheel);
    for (const type of TOUCH_TYPES) doc.removeEventListener(type, onTouch);
  };
}
