/**
 * The page's guard of its event defaults: keys and the wheel while the game has focus, and every
 * moving finger but a pinch on a dialog or fingers on a page already zoomed.
 */
import { describe, expect, it } from 'vitest';
import { type GuardedDocument, type TouchLike, guardHostScrolling, isScrollKey, touchMoveJudge } from '../../../src/platform/scrollGuard.ts';

const CANVAS = { tagName: 'CANVAS' } as unknown as EventTarget;
const DIALOG = { tagName: 'DIV' } as unknown as EventTarget;
const at = (...pts: [number, number][]) => pts.map(([clientX, clientY]) => ({ clientX, clientY }));
const touch = (type: string, target: EventTarget, ...pts: [number, number][]): TouchLike => ({ type, cancelable: true, touches: at(...pts), target });

describe('a moving finger', () => {
  it('is never the browser\'s on the table, with one finger or two', () => {
    const judge = touchMoveJudge(() => false);
    expect(judge(touch('touchstart', CANVAS, [10, 10]))).toBe(true);
    expect(judge(touch('touchmove', CANVAS, [90, 10]))).toBe(false);
    expect(judge(touch('touchstart', CANVAS, [10, 10], [10, 100]))).toBe(true);
    expect(judge(touch('touchmove', CANVAS, [10, 10], [10, 300]))).toBe(false);
  });

  it('on a dialog: a swipe or a two-finger pan is refused, a pinch is the browser\'s', () => {
    const judge = touchMoveJudge(() => false);
    judge(touch('touchstart', DIALOG, [10, 10]));
    expect(judge(touch('touchmove', DIALOG, [300, 12]))).toBe(false);
    judge(touch('touchstart', DIALOG, [100, 100], [100, 200]));
    // Both fingers sideways together: the spread stays 100.
    expect(judge(touch('touchmove', DIALOG, [400, 100], [400, 205]))).toBe(false);
    // Spreading apart by a fifth: a pinch, and it stays one while the fingers are down.
    expect(judge(touch('touchmove', DIALOG, [400, 80], [400, 200]))).toBe(true);
    expect(judge(touch('touchmove', DIALOG, [500, 80], [500, 200]))).toBe(true);
    // A finger lifts and lands again: a new gesture, judged afresh.
    judge(touch('touchend', DIALOG, [500, 80]));
    expect(judge(touch('touchmove', DIALOG, [600, 80]))).toBe(false);
  });

  it('in a host page\'s frame, a pinch on a dialog is refused too (it would zoom the host\'s page)', () => {
    const judge = touchMoveJudge(() => false, false);
    judge(touch('touchstart', DIALOG, [100, 100], [100, 200]));
    expect(judge(touch('touchmove', DIALOG, [100, 50], [100, 250]))).toBe(false);
    expect(judge(touch('touchmove', DIALOG, [100, 20], [100, 300]))).toBe(false);
  });

  it('on a page the player has zoomed pans it, off the table', () => {
    let zoomed = true;
    const judge = touchMoveJudge(() => zoomed);
    expect(judge(touch('touchmove', DIALOG, [300, 12]))).toBe(true);
    expect(judge(touch('touchmove', CANVAS, [300, 12]))).toBe(false);
    zoomed = false;
    expect(judge(touch('touchmove', DIALOG, [320, 12]))).toBe(false);
  });

  it('is left alone when it cannot be refused', () => {
    const judge = touchMoveJudge(() => false);
    expect(judge({ ...touch('touchmove', CANVAS, [1, 1]), cancelable: false })).toBe(true);
  });
});

describe('the guard on a document', () => {
  function fakeDocument(focused: boolean) {
    const listeners = new Map<string, (e: Event) => void>();
    const doc: GuardedDocument = {
      hasFocus: () => focused,
      addEventListener: (type, l, options) => {
        expect(options?.passive).toBe(false);
        listeners.set(type, l);
      },
      removeEventListener: (type) => { listeners.delete(type); },
    };
    const fire = (type: string, fields: object): boolean => {
      let refused = false;
      listeners.get(type)?.({ ...fields, type, preventDefault: () => { refused = true; } } as unknown as Event);
      return refused;
    };
    return { doc, listeners, fire };
  }

  it('refuses a swipe and a scroll key, keeps a pinch off the table, and comes off whole', () => {
    const { doc, listeners, fire } = fakeDocument(true);
    const remove = guardHostScrolling(doc);
    expect([...listeners.keys()].sort()).toEqual(['keydown', 'touchcancel', 'touchend', 'touchmove', 'touchstart', 'wheel']);
    expect(fire('keydown', { key: 'ArrowDown' })).toBe(true);
    expect(fire('keydown', { key: 'q' })).toBe(false);
    expect(fire('wheel', {})).toBe(true);
    expect(fire('touchstart', { cancelable: true, touches: at([5, 5]), target: DIALOG })).toBe(false);
    expect(fire('touchmove', { cancelable: true, touches: at([200, 5]), target: DIALOG })).toBe(true);
    fire('touchstart', { cancelable: true, touches: at([5, 5], [5, 50]), target: DIALOG });
    expect(fire('touchmove', { cancelable: true, touches: at([5, 5], [5, 150]), target: DIALOG })).toBe(false);
    remove();
    expect(listeners.size).toBe(0);
  });

  it('lets the host page scroll once the game has lost focus; not a finger, though', () => {
    const { doc, fire } = fakeDocument(false);
    guardHostScrolling(doc);
    expect(fire('keydown', { key: 'ArrowDown' })).toBe(false);
    expect(fire('wheel', {})).toBe(false);
    expect(fire('touchmove', { cancelable: true, touches: at([200, 5]), target: CANVAS })).toBe(true);
  });

  it('knows a scroll key from a key typed into a field', () => {
    expect(isScrollKey({ key: ' ' })).toBe(true);
    expect(isScrollKey({ key: ' ', target: { tagName: 'INPUT' } as unknown as EventTarget })).toBe(false);
  });
});
