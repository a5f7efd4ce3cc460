/**
 * How the table looks and moves, read from the player's settings (platform/saves.ts, the one
 * store) with what holds for this visit only on top: an animation speed a link or a test asks for
 * (`?speed=instant`), and the system's reduced-motion preference. Nothing here is stored.
 */
import { type FaceStyle, type FeltTheme, type Settings } from '../../engine/settings.ts';
import { type Speed, isSpeed } from '../../platform/params.ts';
import { onSettings, settings } from '../../platform/saves.ts';

export type { FaceStyle, FeltTheme } from '../../engine/settings.ts';
export { type Speed, isSpeed };
export const SPEEDS: Readonly<Record<Speed, number>> = { slow: 1.6, normal: 1, fast: 0.45, instant: 0 };
export const CARD_BACKS = 6;

export interface ViewSettings {
  readonly speed: Speed;
  readonly fourColour: boolean;
  /** Which card back, 0 .. CARD_BACKS-1. */
  readonly back: number;
  readonly face: FaceStyle;
  readonly felt: FeltTheme;
  readonly leftHanded: boolean;
}

const SPEED_OF: Readonly<Record<Settings['animationSpeed'], Speed>> = { off: 'instant', fast: 'fast', normal: 'normal', slow: 'slow' };

type Listener = (s: ViewSettings, before: ViewSettings) => void;
/** The speed for this visit (a link's or a test's), over the player's setting. */
let visitSpeed: Speed | null = null;
const listeners = new Set<Listener>();

function derive(s: Settings): ViewSettings {
  return { speed: visitSpeed ?? SPEED_OF[s.animationSpeed], fourColour: s.fourColour, back: s.cardBack, face: s.faceStyle, felt: s.felt, leftHanded: s.leftHanded };
}

export function viewSettings(): ViewSettings {
  return derive(settings());
}

/** Animations at `speed` for this visit, whatever the setting says (null: the setting's again). */
export function setVisitSpeed(speed: Speed | null): void {
  const before = viewSettings();
  visitSpeed = speed;
  const now = viewSettings();
  for (const l of [...listeners]) l(now, before);
}

onSettings((s, before) => {
  const now = derive(s);
  const was = derive(before);
  for (const l of [...listeners]) l(now, was);
});

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
