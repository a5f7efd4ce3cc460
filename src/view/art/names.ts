/** What the settings call each face style, back and felt (player-facing words). */
import type { CardBack, FaceStyle, FeltTheme } from '../../engine/settings.ts';

export const FACE_NAMES: Readonly<Record<FaceStyle, string>> = { classic: 'classic', large: 'large print' };
export const BACK_NAMES: Readonly<Record<CardBack, string>> = {
  0: 'crimson lattice',
  1: 'blue frames',
  2: 'purple dots',
  3: 'green rosette',
  4: 'midnight sunburst',
  5: 'teal scales',
};
export const FELT_NAMES: Readonly<Record<FeltTheme, string>> = { system: 'as the system (green or dark)', green: 'green', blue: 'blue', red: 'red', dark: 'dark' };
