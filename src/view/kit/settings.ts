/**
 * How the table looks and moves, read from the player's settings in the page's one records store
 * with what holds for this visit only on top (an animation speed a link or a test asks for,
 * `?speed=instant`) and the system's reduced-motion preference. The store is handed in once by the
 * page (`followSettings`): the view reads it and hears its changes, its own or another tab's, and
 * keeps no copy. Before it is handed in (a unit test of a drawing), the default settings hold.
 */
import { type CardBack, DEFAULT_SETTINGS, type FaceStyle, type FeltTheme, type Settings } from '../../engine/settings.ts';
import { type Speed, isSpeed } from '../../platform/params.ts';

export type { FaceStyle, FeltTheme } from '../../engine/settings.ts';
export { type Speed, isSpeed };
export const SPEEDS: Readonly<Record<Speed, number>> = { slow: 1.6, normal: 1, fast: 0.45, instant: 0 };

export interface ViewSettings {
  readonly speed: Speed;
  readonly fourColour: boolean;
  readonly back: CardBack;
  readonly face: FaceStyle;
  readonly felt: FeltTheme;
  readonly leftHanded: boolean;
  readonly showTimer: boolean;
  readonly soundOn: boolean;
}

/** Where the view's settings come from: the page's records store (platform/records.ts). */
export interface SettingsSource {
  settings(): Settings;
  /** The speed this visit asks for over the setting, or null. */
  visitSpeed(): Speed | null;
  setVisitSpeed(speed: Speed | null): void;
  onSettings(listener: (now: Settings, before: Settings) => void): () => void;
}

const SPEED_OF: Readonly<Record<Settings['animationSpeed'], Speed>> = { off: 'instant', fast: 'fast', normal: 'normal', slow: 'slow' };

type Listener = (s: ViewSettings, before: ViewSettings) => void;
const listeners = new Set<Listener>();

function defaults(): SettingsSource {
  let speed: Speed | null = null;
  return { settings: () => DEFAULT_SETTINGS, visitSpeed: () => speed, setVisitSpeed: (s) => { speed = s; }, onSettings: () => () => undefined };
}

let source: SettingsSource = defaults();
let unfollow: () => void = () => undefined;

function derive(s: Settings, speed: Speed | null): ViewSettings {
  return { speed: speed ?? SPEED_OF[s.animationSpeed], fourColour: s.fourColour, back: s.cardBack, face: s.faceStyle, felt: s.felt, leftHanded: s.leftHanded, showTimer: s.showTimer, soundOn: s.soundOn };
}

function tell(now: ViewSettings, before: ViewSettings): void {
  for (const l of [...listeners]) l(now, before);
}

/** The view reads its settings from `s` from now on, and hears its changes (the page calls this once, before any scene). */
export function followSettings(s: SettingsSource): void {
  unfollow();
  const before = viewSettings();
  source = s;
  unfollow = s.onSettings((now, was) => { tell(derive(now, s.visitSpeed()), derive(was, s.visitSpeed())); });
  tell(viewSettings(), before);
}

export function viewSettings(): ViewSettings {
  return derive(source.settings(), source.visitSpeed());
}

/** Animations at `speed` for this visit, whatever the setting says (null: the setting's again). */
export function setVisitSpeed(speed: Speed | null): void {
  const before = viewSettings();
  source.setVisitSpeed(speed);
  tell(viewSettings(), before);
}

/** Subscribes to changes of how the table looks; returns the unsubscribe. */
export function onViewSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

function systemReducedMotion(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/** A duration scaled by the speed; 0 (instant) under the system's reduced motion. */
export function animDuration(ms: number): number {
  if (systemReducedMotion()) return 0;
  return Math.round(ms * SPEEDS[viewSettings().speed]);
}
