/**
 * The keyboard map, pure: a key press in, an action out. The scene calls `preventDefault()` for
 * every press that maps to an action (so arrows and Space do not scroll a host page) and lets
 * every other press through (browser shortcuts stay the browser's).
 */
import type { WatchControl } from '../play/watch.ts';
import { T } from '../text/index.ts';

export const KEY_ACTIONS = {
  undo: 'undo',
  redo: 'redo',
  hint: 'hint',
  finish: 'finish',
  draw: 'draw',
  newDeal: 'newDeal',
  menu: 'menu',
  /** The table's More: restart, deal by number, daily deal, rules, statistics, settings. */
  options: 'options',
  focusNext: 'focusNext',
  focusPrev: 'focusPrev',
  focusUp: 'focusUp',
  focusDown: 'focusDown',
  focusPile: 'focusPile',
  activate: 'activate',
} as const;
export type KeyActionName = (typeof KEY_ACTIONS)[keyof typeof KEY_ACTIONS];

export type KeyAction =
  | {
      readonly action: Exclude<KeyActionName, 'focusPile'>;
      /** Pressed by Enter (not Space): the first-deal guide's Next, while a step waits for it. */
      readonly enter?: true;
    }
  | {
      readonly action: 'focusPile';
      /** Tableau pile, 0-based: key 1 is the first pile, key 0 the tenth. */
      readonly pile: number;
    };

/** The fields of a KeyboardEvent used here: a real event can be passed as it is. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly shiftKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** Plain keys (no Ctrl, Cmd or Alt), by `KeyboardEvent.key`, lower-cased for letters. */
const PLAIN: Readonly<Record<string, Exclude<KeyActionName, 'focusPile'>>> = {
  u: KEY_ACTIONS.undo,
  h: KEY_ACTIONS.hint,
  f: KEY_ACTIONS.finish,
  d: KEY_ACTIONS.draw,
  n: KEY_ACTIONS.newDeal,
  o: KEY_ACTIONS.options,
  escape: KEY_ACTIONS.menu,
  esc: KEY_ACTIONS.menu,
  arrowright: KEY_ACTIONS.focusNext,
  arrowleft: KEY_ACTIONS.focusPrev,
  arrowup: KEY_ACTIONS.focusUp,
  arrowdown: KEY_ACTIONS.focusDown,
  enter: KEY_ACTIONS.activate,
  ' ': KEY_ACTIONS.activate,
  spacebar: KEY_ACTIONS.activate,
};

/** What a key press does in the game, or null when it is not the game's. */
export function keyAction(press: KeyPress): KeyAction | null {
  const key = press.key.toLowerCase();
  const command = press.ctrlKey === true || press.metaKey === true;
  if (press.altKey === true) return null;
  if (command) {
    // Ctrl on Windows and Linux, Cmd on a Mac.
    if (key === 'z') return { action: press.shiftKey === true ? KEY_ACTIONS.redo : KEY_ACTIONS.undo };
    if (key === 'y' && press.shiftKey !== true) return { action: KEY_ACTIONS.redo };
    return null;
  }
  if (/^[0-9]$/.test(key)) return { action: KEY_ACTIONS.focusPile, pile: key === '0' ? 9 : Number(key) - 1 };
  const action = PLAIN[key];
  if (action === undefined) return null;
  return key === 'enter' ? { action, enter: true } : { action };
}

/** For the help screen: the keys, as a player reads them, and what they do (the catalogue's). */
export const keyHelp = (): typeof T.keyHelp => T.keyHelp;

/**
 * Keyboard stops that are not piles. The note beside the game's name is one while it offers an
 * action (undo to the last winnable position, Results): it comes first, as a row above the piles.
 */
export const FOCUS_STOPS = {
  note: 'note',
} as const;

export type Direction = 'next' | 'prev' | 'up' | 'down';

/** The direction a focus action moves in, or null for other actions. */
export function directionOf(action: KeyActionName): Direction | null {
  switch (action) {
    case KEY_ACTIONS.focusNext:
      return 'next';
    case KEY_ACTIONS.focusPrev:
      return 'prev';
    case KEY_ACTIONS.focusUp:
      return 'up';
    case KEY_ACTIONS.focusDown:
      return 'down';
    default:
      return null;
  }
}

/**
 * Where focus goes. `rows` lists the pile ids as the player sees them, top row first, each left
 * to right (for example [['s', 'w', 'f0', 'f1'], ['t0', 't1', 't2']]). Left and right walk the
 * piles in reading order, wrapping from the end of a row to the next row and from the last pile to
 * the first. Up and down go to the nearest pile (by horizontal position across its row) in the row
 * above or below, wrapping between the top and bottom rows. With nothing focused yet (or a pile
 * that is not in `rows`), any direction goes to `start` (default: the first pile of the first
 * row); the scene passes its first tableau pile. Null only when there are no piles.
 */
export function nextFocus(rows: readonly (readonly string[])[], focused: string | null, direction: Direction, start?: string): string | null {
  const filled = rows.filter((r) => r.length > 0);
  const first = filled[0]?.[0];
  if (first === undefined) return null;
  const at = focused === null ? -1 : filled.findIndex((r) => r.includes(focused));
  if (at < 0) return start ?? first;
  const row = filled[at]!;
  const here = focused!;
  const col = row.indexOf(here);
  if (direction === 'next' || direction === 'prev') {
    const flat = filled.flat();
    const i = flat.indexOf(here);
    const step = direction === 'next' ? 1 : flat.length - 1;
    return flat[(i + step) % flat.length]!;
  }
  const target = filled[(at + (direction === 'down' ? 1 : filled.length - 1)) % filled.length]!;
  // Match by the centre of the pile's slot across its row, so rows of different lengths line up.
  const centre = (col + 0.5) / row.length;
  const j = Math.min(target.length - 1, Math.floor(centre * target.length));
  return target[j]!;
}

/** The keys while a winning line is watched: play or pause, a step back or on, faster, slower, stop. */
const WATCH_KEYS: Readonly<Record<string, WatchControl>> = {
  ' ': 'toggle',
  spacebar: 'toggle',
  enter: 'toggle',
  k: 'toggle',
  arrowleft: 'back',
  arrowright: 'forward',
  '+': 'faster',
  '=': 'faster',
  '-': 'slower',
  _: 'slower',
  escape: 'stop',
  esc: 'stop',
};

/** What a key does while a line is watched, or null when it is not the watch's. */
export function watchControlOf(press: KeyPress): WatchControl | null {
  if (press.ctrlKey === true || press.metaKey === true || press.altKey === true) return null;
  return WATCH_KEYS[press.key.toLowerCase()] ?? null;
}
