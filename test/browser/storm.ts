/**
 * The abuse test's storm: a seeded generator of real input (CDP mouse, touch, two-finger touch and
 * key events) in bursts, so a failure names a seed and a burst that replay it exactly. The events
 * are sent without waiting for one another or for animations (the game runs at instant speed).
 */
import type { CDPSession } from 'playwright-core';
import type { Rect } from './harness.ts';
import { mulberry32Unit } from '../../src/engine/random.ts';

export interface StormTargets {
  /** The top cards and pile slots on the table, client px. */
  cards: Rect[];
  width: number;
  height: number;
  /** Presses mostly start below this line (the HUD bar), so the storm keeps to the table. */
  hudBottom: number;
}

type Command = { method: 'Input.dispatchMouseEvent' | 'Input.dispatchTouchEvent' | 'Input.dispatchKeyEvent'; params: Record<string, unknown> };

/** Keys with what they mean in the game; the ones that leave the table are rare. */
const KEYS: readonly { key: string; code: string; keyCode: number; weight: number; text?: string; modifiers?: number }[] = [
  { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39, weight: 6 },
  { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37, weight: 6 },
  { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38, weight: 4 },
  { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, weight: 4 },
  { key: 'Enter', code: 'Enter', keyCode: 13, weight: 8, text: '\r' },
  { key: ' ', code: 'Space', keyCode: 32, weight: 3, text: ' ' },
  { key: 'd', code: 'KeyD', keyCode: 68, weight: 3, text: 'd' },
  { key: 'u', code: 'KeyU', keyCode: 85, weight: 3, text: 'u' },
  { key: 'h', code: 'KeyH', keyCode: 72, weight: 1, text: 'h' },
  { key: 'f', code: 'KeyF', keyCode: 70, weight: 1, text: 'f' },
  { key: 'z', code: 'KeyZ', keyCode: 90, weight: 2, modifiers: 2 },
  { key: 'z', code: 'KeyZ', keyCode: 90, weight: 1, modifiers: 2 | 8 },
  { key: '3', code: 'Digit3', keyCode: 51, weight: 2, text: '3' },
  { key: '7', code: 'Digit7', keyCode: 55, weight: 2, text: '7' },
  { key: 'Tab', code: 'Tab', keyCode: 9, weight: 1 },
  { key: 'Escape', code: 'Escape', keyCode: 27, weight: 0.6 },
];
const KEY_WEIGHT = KEYS.reduce((a, k) => a + k.weight, 0);

// ABUSE_WITHOUT=mouse,touch,two,keys,swipes leaves kinds out (to find which one a failure needs);
// "swipes" keeps finger taps but no finger drags and no two fingers.
const WITHOUT = process.env.ABUSE_WITHOUT ?? '';
const swipes = !WITHOUT.includes('swipes');
const drop = `${WITHOUT}${swipes ? '' : ',two'}`;

/** The CDP commands of one burst of about `size` events, all from `seed`. */
export function burstCommands(seed: number, size: number, t: StormTargets): Command[] {
  const rnd = mulberry32Unit(seed);
  const out: Command[] = [];
  const int = (n: number) => Math.floor(rnd() * n);
  const onCard = () => {
    const r = t.cards.length > 0 ? t.cards[int(t.cards.length)]! : null;
    if (!r) return anywhere();
    return { x: r.x + r.width * (0.1 + 0.8 * rnd()), y: Math.max(t.hudBottom + 1, r.y + r.height * (0.1 + 0.8 * rnd())) };
  };
  const anywhere = () => ({ x: rnd() * t.width, y: (rnd() < 0.97 ? t.hudBottom : 0) + rnd() * (t.height - t.hudBottom) });
  const point = () => (rnd() < 0.8 ? onCard() : anywhere());
  // A finger lands on the screen. Just after a resize the cards' places can still be the old
  // size's: a touch there would land on the host's page around the frame, and pinch it.
  const onScreen = (p: { x: number; y: number }) => ({ x: Math.min(Math.max(p.x, 1), t.width - 1), y: Math.min(Math.max(p.y, 1), t.height - 1) });
  const mouse = (type: string, p: { x: number; y: number }, buttons: number) => {
    out.push({ method: 'Input.dispatchMouseEvent', params: { type, x: p.x, y: p.y, button: type === 'mouseMoved' && buttons === 0 ? 'none' : 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1 } });
  };
  const touch = (type: string, pts: { x: number; y: number }[], ids: number[]) => {
    out.push({ method: 'Input.dispatchTouchEvent', params: { type, touchPoints: pts.map(onScreen).map((p, i) => ({ x: p.x, y: p.y, id: ids[i], radiusX: 4, radiusY: 4, force: 1 })) } });
  };
  const lerp = (a: { x: number; y: number }, b: { x: number; y: number }, f: number) => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
  while (out.length < size) {
    const kind = rnd();
    if ((drop.includes('mouse') && kind < 0.3) || (drop.includes('touch') && kind >= 0.3 && kind < 0.6) || (drop.includes('two') && kind >= 0.6 && kind < 0.75) || (drop.includes('keys') && kind >= 0.75)) continue;
    const from = point();
    if (kind < 0.3) {
      // A mouse tap or drag (sometimes off the canvas and back up outside it).
      const to = rnd() < 0.1 ? { x: t.width + 30, y: from.y } : point();
      const steps = rnd() < 0.4 ? 0 : 1 + int(5);
      mouse('mouseMoved', from, 0);
      mouse('mousePressed', from, 1);
      for (let i = 1; i <= steps; i++) mouse('mouseMoved', lerp(from, to, i / steps), 1);
      mouse('mouseReleased', steps === 0 ? from : to, 0);
    } else if (kind < 0.6) {
      // A finger: a tap or a drag, now and then cancelled.
      const to = point();
      const steps = rnd() < 0.4 || !swipes ? 0 : 1 + int(5);
      touch('touchStart', [from], [1]);
      for (let i = 1; i <= steps; i++) touch('touchMove', [lerp(from, to, i / steps)], [1]);
      touch(rnd() < 0.08 ? 'touchCancel' : 'touchEnd', [], []);
    } else if (kind < 0.75) {
      // Two fingers, both moving; the second lands late or lifts first.
      const fromB = point();
      const toA = point();
      const toB = point();
      if (rnd() < 0.5) touch('touchStart', [from, fromB], [1, 2]);
      else {
        touch('touchStart', [from], [1]);
        touch('touchStart', [from, fromB], [1, 2]);
      }
      const steps = 1 + int(4);
      for (let i = 1; i <= steps; i++) touch('touchMove', [lerp(from, toA, i / steps), lerp(fromB, toB, i / steps)], [1, 2]);
      // One finger lifts first: CDP takes the points still down (a touchEnd carries none).
      if (rnd() < 0.5) touch('touchMove', [toA], [1]);
      touch('touchEnd', [], []);
    } else {
      // A key, sometimes held a while.
      let w = rnd() * KEY_WEIGHT;
      const k = KEYS.find((x) => (w -= x.weight) < 0) ?? KEYS[0]!;
      const base = { key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode, modifiers: k.modifiers ?? 0 };
      const repeats = rnd() < 0.1 ? 1 + int(3) : 0;
      for (let i = 0; i <= repeats; i++) out.push({ method: 'Input.dispatchKeyEvent', params: { ...base, type: k.text !== undefined && !k.modifiers ? 'keyDown' : 'rawKeyDown', ...(k.text !== undefined && !k.modifiers ? { text: k.text } : {}), autoRepeat: i > 0 } });
      out.push({ method: 'Input.dispatchKeyEvent', params: { ...base, type: 'keyUp' } });
    }
  }
  return out;
}

/**
 * Sends the commands in order without waiting for each answer before the next (CDP handles them
 * in order); resolves when all were handled. Returns how many events were dispatched.
 *
 * Touch events sent this way arrive in sequences no touch screen makes (a touchend with a finger
 * still down, a touchstart the page may not cancel); a move of theirs left to the browser can take
 * the tab "back" (bench/swipe-back.ts), so the game must refuse every one (docs/trust.md).
 */
export async function sendBurst(cdp: CDPSession, commands: readonly Command[]): Promise<number> {
  sent.commands = commands;
  sent.acked = -1;
  // An event the browser refuses (as it does while a page is going away) is counted: abuse.ts
  // holds the count at none, after it has said whether a page went away.
  await Promise.all(commands.map((c, i) => cdp.send(c.method as 'Input.dispatchMouseEvent', c.params as never).then(
    () => { sent.acked = Math.max(sent.acked, i); },
    () => { sent.refused += 1; },
  )));
  return commands.length;
}

/** The burst being sent and the last of its events the browser has taken: what a failure follows. */
export const sent: { commands: readonly Command[]; acked: number; refused: number } = { commands: [], acked: -1, refused: 0 };
