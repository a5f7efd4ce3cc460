/**
 * View settings: how the table looks and moves. In memory, seeded from the URL (`?speed=instant`)
 * and the system's reduced-motion preference; persisting them is the settings feature's job
 * (it calls `updateViewSettings` after loading).
 */
import { FACE_STYLES, FELT_THEMES, type FaceStyle, type FeltTheme } from '../engine/settings.ts';

export type { FaceStyle, FeltTheme } from '../engine/settings.ts';
export const SPEEDS = { slow: 1.6, normal: 1, fast: 0.45, instant: 0 } as const;
export type Speed = keyof typeof SPEEDS;
export const CARD_BACKS = 6;

export interface ViewSettings {
  readonly speed: Speed;
  readonly fourColour: boolean;
  /** Which card back, 0 .. CARD_BACKS-1. */
  readonly back: number;
  readonly face: FaceStyle;
  readonly felt: FeltTheme;
  readonly leftHanded: boolean;
  /** The player's own reduced-motion choice (the system preference counts too). */
  readonly reducedMotion: boolean;
}

export const DEFAULT_VIEW_SETTINGS: ViewSettings = { speed: 'normal', fourColour: false, back: 0, face: 'classic', felt: 'system', leftHanded: false, reducedMotion: false };

type Listener = (s: ViewSettings, before: ViewSettings) => void;
let current: ViewSettings = DEFAULT_VIEW_SETTINGS;
const listeners = new Set<Listener>();

export function viewSettings(): ViewSettings {
  return current;
}

export function updateViewSettings(patch: Partial<ViewSettings>): void {
  const before = current;
  const back = Math.max(0, Math.min(CARD_BACKS - 1, Math.trunc(patch.back ?? current.back)));
  // A face or felt this version does not know (an old save, a test's typo) keeps the one in use.
  const face = FACE_STYLES.includes(patch.face as FaceStyle) ? (patch.face as FaceStyle) : current.face;
  const felt = FELT_THEMES.includes(patch.felt as FeltTheme) ? (patch.felt as FeltTheme) : current.felt;
  current = { ...current, ...patch, back: Number.isFinite(back) ? back : current.back, face, felt };
  for (const l of listeners) l(current, before);
}

/** Subscribes to changes; returns the unsubscribe. */
export function onViewSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSpeed(x: unknown): x is Speed {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(SPEEDS, x);
}

function systemReducedMotion(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/** A duration scaled by the speed setting; 0 (instant) under reduced motion. */
export function animDuration(ms: number): number {
  if (current.reducedMotion || systemReducedMotion()) return 0;
  return Math.round(ms * SPEEDS[current.speed]);
}
