/**
 * The table's colour themes: the felt's three tones and the colours of the panels and bars drawn
 * over it. 'system' is the green felt, or the dark theme while the system asks for a dark scheme;
 * once the player picks a theme, that one stays.
 */
import type { FeltTheme } from './settings.ts';
import { onViewSettings, viewSettings } from './settings.ts';

export interface Theme {
  readonly name: Exclude<FeltTheme, 'system'>;
  /** The felt's radial light: centre, middle, edge. */
  readonly felt: readonly [string, string, string];
  /** Grain strength per channel (r, g, b). */
  readonly grain: readonly [number, number, number];
  /** Panels (settings, rules, results) and the bar under the buttons. */
  readonly panel: number;
  readonly hudBar: number;
}

/**
 * How a panel looks, whether the canvas draws it or the page builds it (a dialog): its frame over
 * the theme's panel colour, its words and its buttons.
 */
export const PANEL_LOOK = {
  fillAlpha: 0.97,
  border: 0xf2c14e,
  borderAlpha: 0.8,
  borderWidth: 2,
  radius: 16,
  text: '#e8f3ec',
  title: '#f2c14e',
  button: { height: 46, radius: 12, text: 18, plainAlpha: 0.14, plainBorderAlpha: 0.35, primary: 0xf2c14e, primaryText: '#1b2a1f' },
} as const;

/** A colour of the canvas's (0xrrggbb) as CSS, at `alpha`. */
export function cssColour(colour: number, alpha = 1): string {
  return `rgba(${(colour >> 16) & 0xff}, ${(colour >> 8) & 0xff}, ${colour & 0xff}, ${alpha})`;
}

export const THEMES: Readonly<Record<Theme['name'], Theme>> = {
  green: { name: 'green', felt: ['#1f8a4c', '#146b3a', '#0a4424'], grain: [10, 12, 8], panel: 0x0b3d22, hudBar: 0x062b17 },
  blue: { name: 'blue', felt: ['#2c74b8', '#1b5791', '#0b2f57'], grain: [8, 10, 12], panel: 0x0d2c4d, hudBar: 0x061a30 },
  red: { name: 'red', felt: ['#b2354a', '#8a2334', '#4d0f1a'], grain: [12, 8, 8], panel: 0x3f0f18, hudBar: 0x2a070e },
  dark: { name: 'dark', felt: ['#34373e', '#24272c', '#131417'], grain: [7, 7, 7], panel: 0x1b1d22, hudBar: 0x0c0d10 },
};

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemDark(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
  } catch {
    return false;
  }
}

/** Which theme a setting means, given whether the system asks for a dark scheme. */
export function resolveTheme(setting: FeltTheme, prefersDark: boolean): Theme {
  if (setting === 'system') return prefersDark ? THEMES.dark : THEMES.green;
  return THEMES[setting];
}

/** The theme in use now. */
export function theme(): Theme {
  return resolveTheme(viewSettings().felt, systemDark());
}

type Listener = (t: Theme) => void;
const listeners = new Set<Listener>();
let shown: Theme['name'] | null = null;

function changed(): void {
  const t = theme();
  if (t.name === shown) return;
  shown = t.name;
  for (const l of listeners) l(t);
}

/** Calls back when the theme in use changes (a setting, or the system's scheme); returns the unsubscribe. */
export function onThemeChange(listener: Listener): () => void {
  if (shown === null) shown = theme().name;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

onViewSettings(changed);
try {
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', changed);
} catch {
  // An old browser without media query events: the theme follows on the next setting change.
}
