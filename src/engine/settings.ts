import { AUTO_PLAY_MODES, type AutoPlayMode } from './autoplay.ts';

export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export const CARD_BACKS = [0, 1, 2, 3, 4, 5] as const;

/** The languages the game speaks (src/text/), and the setting: one of them, or the browser's. */
export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_SETTINGS = ['auto', ...LANGUAGES] as const;
export type LanguageSetting = (typeof LANGUAGE_SETTINGS)[number];
export type CardBack = (typeof CARD_BACKS)[number];

/** Card faces: the classic deck, or large print (big corner indices, for phones). */
export const FACE_STYLES = ['classic', 'large'] as const;
export type FaceStyle = (typeof FACE_STYLES)[number];

/** The table's colours; 'system' is green, or dark when the system asks for a dark scheme. */
export const FELT_THEMES = ['system', 'green', 'blue', 'red', 'dark'] as const;
export type FeltTheme = (typeof FELT_THEMES)[number];

/** The player's settings, stored under 'settings'. */
export interface Settings {
  readonly soundOn: boolean;
  readonly animationSpeed: AnimationSpeed;
  /** Four-colour suits: clubs green, diamonds blue, easier to tell apart. */
  readonly fourColour: boolean;
  readonly cardBack: CardBack;
  readonly faceStyle: FaceStyle;
  readonly felt: FeltTheme;
  /** Stock and waste on the other side. */
  readonly leftHanded: boolean;
  readonly autoPlay: AutoPlayMode;
  readonly showTimer: boolean;
  /** New deals are drawn only from deals the solver has won. */
  readonly winnableOnly: boolean;
  /** Tell the player as soon as the game in progress can no longer be won. */
  readonly stillWinnable: boolean;
  /** 'auto': the browser's language (a `?lang=xx` link wins over either). */
  readonly language: LanguageSetting;
}

export const DEFAULT_SETTINGS: Settings = {
  soundOn: true,
  animationSpeed: 'normal',
  fourColour: false,
  cardBack: 0,
  faceStyle: 'classic',
  felt: 'system',
  leftHanded: false,
  autoPlay: 'safe',
  showTimer: true,
  winnableOnly: true,
  stillWinnable: false,
  language: 'auto',
};

const oneOf =
  <T>(values: readonly T[]) =>
  (x: unknown): x is T =>
    values.includes(x as T);
const isBoolean = (x: unknown): x is boolean => typeof x === 'boolean';

/** How each field is checked: a field that fails gets its default. */
const CHECKS: { readonly [K in keyof Settings]: (x: unknown) => x is Settings[K] } = {
  soundOn: isBoolean,
  animationSpeed: oneOf(ANIMATION_SPEEDS),
  fourColour: isBoolean,
  cardBack: oneOf(CARD_BACKS),
  faceStyle: oneOf(FACE_STYLES),
  felt: oneOf(FELT_THEMES),
  leftHanded: isBoolean,
  autoPlay: oneOf(AUTO_PLAY_MODES),
  showTimer: isBoolean,
  winnableOnly: isBoolean,
  stillWinnable: isBoolean,
  language: oneOf(LANGUAGE_SETTINGS),
};

/**
 * Reads stored settings: every valid field is kept, every missing or invalid one takes its
 * default, unknown keys are dropped. Never throws (a settings object from an older or newer
 * version still loads).
 */
export function parseSettings(input: unknown): Settings {
  const o: Record<string, unknown> = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const value = Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
    out[key] = CHECKS[key](value) ? value : DEFAULT_SETTINGS[key];
  }
  return out as unknown as Settings;
}

/**
 * Whether stored settings are damaged: stored, but not an object, or holding one of the fields
 * with a value it cannot take. A missing field (settings from an older version) or an unknown one
 * (from a newer) is no damage.
 */
export function settingsDamaged(input: unknown): boolean {
  if (input === undefined) return false;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return true;
  const o = input as Record<string, unknown>;
  return (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).some((key) => Object.prototype.hasOwnProperty.call(o, key) && !CHECKS[key](o[key]));
}

/** A changed copy; the value is type-checked by the caller's types. */
export function withSetting<K extends keyof Settings>(settings: Settings, key: K, value: Settings[K]): Settings {
  return { ...settings, [key]: value };
}
