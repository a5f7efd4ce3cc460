/**
 * The canvas fills the window at the device's full resolution. Phaser's RESIZE mode would size the
 * canvas in CSS pixels (blurry cards on high-density screens), so the scale manager runs in NONE
 * mode and this module sizes it: the canvas gets CSS size x pixel ratio, the scale manager's zoom
 * 1/ratio shows it at CSS size, and each scene's camera zooms by the ratio, so that game
 * coordinates are CSS pixels everywhere (layout, input, the test hook).
 */
import Phaser from 'phaser';
import { GAME_EVENTS } from '../keys.ts';

/** Above this the canvas would cost more fill rate than the extra sharpness is worth. */
const MAX_CANVAS_PIXELS = 3840 * 2400;
const MAX_RATIO = 3;

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
}

let size: ViewportSize = { width: 1024, height: 768, dpr: 1 };

export function viewport(): ViewportSize {
  return size;
}

/**
 * True on a screen worked by touch first (a phone, a tablet): its main pointer is coarse. A laptop
 * with a touch screen has a fine one, and its keys.
 */
export function touchFirst(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  } catch {
    return false;
  }
}

let keysPressed = false;

/**
 * True where the keyboard is worked: a screen worked by a fine pointer (a computer), or any screen
 * once a key was pressed on the page outside a text field (a tablet with a keyboard; an on-screen
 * keyboard types into the deal-number field only).
 */
export function keyboardUsed(): boolean {
  return keysPressed || !touchFirst();
}

/** Listens for the first key pressed outside a text field (once, for the visit). */
export function noticeKeyboard(page: Window): void {
  const heard = (e: KeyboardEvent): void => {
    const t = e.target as HTMLElement | null;
    if (t !== null && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
    keysPressed = true;
    page.removeEventListener('keydown', heard, true);
  };
  page.addEventListener('keydown', heard, true);
}

function measure(parent: HTMLElement): ViewportSize {
  const r = parent.getBoundingClientRect();
  const width = Math.max(1, Math.round(r.width || window.innerWidth));
  const height = Math.max(1, Math.round(r.height || window.innerHeight));
  let dpr = Math.min(MAX_RATIO, Math.max(1, window.devicePixelRatio || 1));
  if (width * height * dpr * dpr > MAX_CANVAS_PIXELS) dpr = Math.max(1, Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
  return { width, height, dpr };
}

/** Applies the current window size to the game now, and on every resize or rotation. */
export function trackViewport(game: Phaser.Game, parent: HTMLElement): () => void {
  const apply = (): void => {
    const next = measure(parent);
    if (next.width === size.width && next.height === size.height && next.dpr === size.dpr && game.scale.width === Math.round(next.width * next.dpr)) return;
    size = next;
    game.scale.setZoom(1 / next.dpr);
    game.scale.resize(Math.round(next.width * next.dpr), Math.round(next.height * next.dpr));
    const style = game.canvas.style;
    style.width = `${next.width}px`;
    style.height = `${next.height}px`;
    // Phaser measured the canvas for the pointer mapping inside resize(), and at ratio 1 before
    // any style was written (it writes only a style that differs from the canvas size): measure
    // it again as laid out now.
    game.scale.refresh();
    game.events.emit(GAME_EVENTS.viewport, next.width, next.height, next.dpr);
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
  observer?.observe(parent);
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
  apply();
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', apply);
    window.removeEventListener('orientationchange', apply);
  };
}

/** Points a scene's main camera at CSS-pixel game coordinates; call in create() and on every viewport change. */
export function fitCamera(scene: Phaser.Scene): void {
  const cam = scene.cameras.main;
  cam.setOrigin(0, 0);
  cam.setSize(scene.scale.width, scene.scale.height);
  cam.setZoom(size.dpr);
  cam.setScroll(0, 0);
}

/** Calls `fn` at every change of the viewport while `scene` runs, and stops at its shutdown. */
export function onViewportChange(scene: Phaser.Scene, fn: () => void): void {
  scene.game.events.on(GAME_EVENTS.viewport, fn);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.game.events.off(GAME_EVENTS.viewport, fn));
}
