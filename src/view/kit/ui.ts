/** Small drawing helpers the menu and results screens share: text styles and touch-sized buttons. */
import Phaser from 'phaser';
import { DEPTH } from './depth.ts';
import { viewport } from '../../platform/viewport.ts';
import { T } from '../../text/index.ts';
import { announce, keyForPage, placeToastAgain } from './dom.ts';
import { onSceneKey } from './keys.ts';
import { UI_FONT } from './fonts.ts';
import { type Rect, inside } from '../../geometry.ts';
import { PANEL_LOOK, theme } from './theme.ts';

export function textStyle(size: number, colour = '#ffffff', bold = false, family = UI_FONT): Phaser.Types.GameObjects.Text.TextStyle {
  return { fontFamily: family, fontSize: `${Math.round(size)}px`, color: colour, fontStyle: bold ? 'bold' : 'normal', resolution: viewport().dpr };
}

/**
 * A word-wrap width Phaser can always wrap to, for text of `size` px: at least two of its widest
 * characters. Phaser throws when one character is wider than the wrap width (advanced wrap), and a
 * throw while a scene draws leaves the screen empty.
 */
export function wrapWidth(width: number, size: number): number {
  return Math.max(width, 2 * size);
}

export interface UiButton {
  /** Stable name for tests and the keyboard: 'play:ID', 'continue:ID' (ID a game's id), 'new', 'replay', 'menu'. */
  readonly id: string;
  /** What it says, read out when the keyboard comes to it. */
  readonly label: string;
  /** What a screen reader hears instead of "label, button" (a switch, a choice's option). */
  readonly spoken?: string;
  readonly rect: Rect;
  readonly action: () => void;
}


/** A panel's frame: the theme's panel colour inside a gold line, rounded. */
export function drawPanelFrame(g: Phaser.GameObjects.Graphics, r: Rect): void {
  g.fillStyle(theme().panel, PANEL_LOOK.fillAlpha);
  g.lineStyle(PANEL_LOOK.borderWidth, PANEL_LOOK.border, PANEL_LOOK.borderAlpha);
  g.fillRoundedRect(r.x, r.y, r.width, r.height, PANEL_LOOK.radius);
  g.strokeRoundedRect(r.x, r.y, r.width, r.height, PANEL_LOOK.radius);
}

/** A rounded button with a centred label; returns it for hit-testing. */
export function drawButton(
  scene: Phaser.Scene,
  g: Phaser.GameObjects.Graphics,
  id: string,
  rect: Rect,
  label: string,
  action: () => void,
  primary = false,
  most = Infinity,
): UiButton {
  const look = PANEL_LOOK.button;
  buttonFace(g, rect, primary);
  // Touch-sized buttons say it at 18 px; the bigger buttons of a big screen, bigger; a row of
  // buttons at the size its longest words take (`most`).
  const size = Math.min(most, rect.height * 0.4, Math.max(look.text, rect.height * 0.36));
  buttonWords(scene, rect, label, size, primary ? look.primaryText : '#ffffff').setDepth(g.depth + 1);
  return { id, label, rect, action };
}

/** Words no smaller than this stay on one line, shrunk to fit; longer ones wrap. */
const ONE_LINE_SIZE = 14;
/** The smallest size words are read at on a phone held at arm's length. */
const LEGIBLE_SIZE = 12;

/**
 * A button's words centred in `rect`: on one line at `size`, shrunk a little where they are a
 * little long; where they would shrink past legibility (a challenge's goal on a phone), on two
 * or more lines at the largest size that fits the button.
 */
function buttonWords(scene: Phaser.Scene, rect: Rect, label: string, size: number, colour: string): Phaser.GameObjects.Text {
  const room = rect.width - 8;
  const at = (s: number, wrap: boolean): Phaser.GameObjects.Text =>
    scene.add.text(rect.x + rect.width / 2, rect.y + rect.height / 2, label, {
      ...textStyle(s, colour, true),
      ...(wrap ? { align: 'center', wordWrap: { width: wrapWidth(room, s), useAdvancedWrap: true } } : {}),
    }).setOrigin(0.5);
  const line = at(size, false);
  if (line.width <= room) return line;
  const scale = room / line.width;
  if (size * scale >= ONE_LINE_SIZE) return line.setScale(scale);
  line.destroy();
  // Lines broken between words only: a word cut in two reads as two words.
  const words = label.split(/\s+/).join(' ');
  for (let s = Math.floor(size); s > LEGIBLE_SIZE; s--) {
    const t = at(s, true);
    if (t.height <= rect.height - 4 && t.width <= room && t.getWrappedText().map((l) => l.trim()).join(' ') === words) return t;
    t.destroy();
  }
  const t = at(LEGIBLE_SIZE, true);
  return t.setScale(Math.min(1, (rect.height - 4) / t.height, room / t.width));
}

/** A button's rounded face, without its words: the panels' look (theme.ts PANEL_LOOK). */
export function buttonFace(g: Phaser.GameObjects.Graphics, rect: Rect, primary = false): void {
  const look = PANEL_LOOK.button;
  const radius = Math.min(look.radius, rect.height / 3);
  g.fillStyle(primary ? look.primary : 0xffffff, primary ? 1 : look.plainAlpha);
  g.fillRoundedRect(rect.x, rect.y, rect.width, rect.height, radius);
  g.lineStyle(1.5, 0xffffff, primary ? 0 : look.plainBorderAlpha);
  g.strokeRoundedRect(rect.x, rect.y, rect.width, rect.height, radius);
}

/** A close button drawn as a cross in a 44 px square at (x, y): no word has to fit it. */
export function drawClose(g: Phaser.GameObjects.Graphics, x: number, y: number, action: () => void): UiButton {
  g.fillStyle(0xffffff, 0.14);
  g.fillRoundedRect(x, y, 44, 44, 12);
  g.lineStyle(3, 0xffffff, 0.9);
  g.lineBetween(x + 15, y + 15, x + 29, y + 29);
  g.lineBetween(x + 29, y + 15, x + 15, y + 29);
  return { id: 'close', label: T.close, rect: { x, y, width: 44, height: 44 }, action };
}

/** What a screen reader hears when the keyboard comes to `b`. */
export const spokenOf = (b: UiButton): string => b.spoken ?? T.buttonSpoken(b.label);

const BUTTONS_KEY = 'ui-buttons';
/** A press that travels this far is a swipe, not a press of a button. */
const SWIPE_TRAVEL = 30;

/** The buttons a menu or results scene shows now (for the test hook). */
export function buttonsOf(scene: Phaser.Scene): readonly UiButton[] {
  const get = scene.data.get(BUTTONS_KEY) as (() => readonly UiButton[]) | undefined;
  return get ? get() : [];
}

/**
 * Routes pointer presses to buttons: a button acts when a press starts and ends on it (so a
 * finger sliding off cancels). One pointer at a time.
 */
export function routeButtons(scene: Phaser.Scene, buttons: () => readonly UiButton[], escape?: () => void): void {
  scene.data.set(BUTTONS_KEY, buttons);
  // A toast showing keeps clear of this screen's buttons once they are drawn, and of the screen's under it once it goes.
  queueMicrotask(placeToastAgain);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { queueMicrotask(placeToastAgain); });
  keyButtons(scene, buttons, escape);
  // A press begun before the screen drew itself again (another tab's change, a resize) is the same
  // press on the same control drawn anew: it acts when released there.
  let press = carried.get(scene) ?? null;
  carried.delete(scene);
  scene.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
    if (press?.button) return;
    press = { button: buttons().find((b) => inside(b.rect, p.worldX, p.worldY))?.id ?? null, pointerId: p.id, at: { x: p.worldX, y: p.worldY } };
  });
  scene.input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => {
    if (p.id !== press?.pointerId) return;
    const { button, at } = press;
    press = null;
    const b = buttons().find((x) => x.id === button);
    // A finger that travelled swiped (a panel turns its page), whichever button it ended on.
    const swiped = Math.hypot(p.worldX - at.x, p.worldY - at.y) >= SWIPE_TRAVEL;
    if (b && !swiped && inside(b.rect, p.worldX, p.worldY)) b.action();
  });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    if (!press?.button) return;
    carried.set(scene, press);
    // Only into the same scene started again in this step (a redraw), never into a later visit.
    scene.game.events.once(Phaser.Core.Events.POST_STEP, () => { carried.delete(scene); });
  });
}

/** A press on a screen's button, from pointer down until up. */
interface ButtonPress {
  /** The pressed button's id, or null for a press that began on no button. */
  readonly button: string | null;
  readonly pointerId: number;
  readonly at: { readonly x: number; readonly y: number };
}

/** A press held while its scene restarts, for the same scene drawn again. */
const carried = new WeakMap<Phaser.Scene, ButtonPress>();

/**
 * The keyboard on a screen of buttons: Tab and the arrows walk them (a ring shows which, and a
 * screen reader hears its label), Enter or Space presses it, Esc does `escape`. Tab past the last
 * button (Shift+Tab before the first) leaves the game for the page, as Tab does anywhere; focus
 * that comes in by keyboard shows its ring at once. Only while the scene runs (a covered, paused
 * scene does not listen) and never while a page dialog has the keys.
 */
function keyButtons(scene: Phaser.Scene, buttons: () => readonly UiButton[], escape?: () => void): void {
  // A screen that redraws itself (a setting changed) keeps its keyboard place.
  let focused = lastFocus.get(scene) ?? -1;
  const ring = scene.add.graphics().setDepth(DEPTH.panelFocus);
  const draw = () => {
    lastFocus.set(scene, focused);
    // The button may have restarted the scene: its ring is gone with it.
    if (!ring.active) return;
    ring.clear();
    const b = buttons()[focused];
    if (!b) return;
    ring.lineStyle(3, 0x7fd3ff, 1);
    ring.strokeRoundedRect(b.rect.x - 3, b.rect.y - 3, b.rect.width + 6, b.rect.height + 6, 12);
  };
  const onKey = (e: KeyboardEvent) => {
    if (keyForPage(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    const list = buttons();
    const key = e.key;
    let handled = true;
    const moved = (to: number) => {
      focused = to;
      const b = list[to];
      if (b) announce(spokenOf(b));
    };
    if (key === 'Tab') {
      const next = e.shiftKey ? (focused < 0 ? -1 : focused - 1) : focused + 1;
      if (next < 0 || next >= list.length) {
        // Out of the game: the browser moves the focus on; the ring goes.
        focused = -1;
        draw();
        return;
      }
      // The game has the focus while its ring is on a button, so the Tab after the last leaves it.
      if (document.activeElement !== scene.game.canvas) scene.game.canvas.focus({ preventScroll: true });
      moved(next);
    } else if (key === 'ArrowDown' || key === 'ArrowRight') {
      moved(list.length === 0 ? -1 : (focused + 1) % list.length);
    } else if (key === 'ArrowUp' || key === 'ArrowLeft') {
      moved(list.length === 0 ? -1 : (focused + list.length - 1 + (focused < 0 ? 1 : 0)) % list.length);
    } else if (key === 'Enter' || key === ' ') {
      const b = list[focused];
      if (b) b.action();
      else handled = false;
    } else if (key === 'Escape' && escape) escape();
    else handled = false;
    if (handled) {
      e.preventDefault();
      draw();
    }
  };
  onSceneKey(scene, onKey);
  const canvas = scene.game.canvas;
  const onFocus = () => {
    if (!scene.sys.isActive() || focused >= 0 || !canvas.matches(':focus-visible')) return;
    const list = buttons();
    if (list.length === 0) return;
    focused = 0;
    announce(spokenOf(list[0]!));
    draw();
  };
  canvas.addEventListener('focus', onFocus);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { canvas.removeEventListener('focus', onFocus); });
  if (focused >= 0) draw();
}

const lastFocus = new WeakMap<Phaser.Scene, number>();

/**
 * A screen redrawn with its buttons in another order (a page turned) keeps the keyboard on the
 * button at `index`; a screen the keyboard has not reached stays so.
 */
export function refocus(scene: Phaser.Scene, index: number): void {
  if ((lastFocus.get(scene) ?? -1) >= 0 && index >= 0) lastFocus.set(scene, index);
}

/** A screen opened afresh starts with no keyboard place. */
export function forgetFocus(scene: Phaser.Scene): void {
  lastFocus.delete(scene);
}
