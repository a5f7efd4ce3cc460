/** The catalogue in force (one language for now; a translation swaps this one object). */
import { type Catalogue, en } from './en.ts';

export type { Catalogue };
export const T: Catalogue = en;
