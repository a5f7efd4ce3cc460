/**
 * The catalogue in force, switchable: `T` is a live binding, so every `import { T }` reads the
 * language chosen now (callers read `T.x` when they speak, never keep a copy of a part of it).
 * The language comes from `?lang=xx`, else the setting, else the browser's list of languages,
 * else English. All six catalogues are in the bundle: the first frame needs its words at once,
 * and a sandboxed frame could not fetch a chunk later.
 */
import { LANGUAGES, type Language } from '../engine/settings.ts';
import { de } from './de.ts';
import { type Catalogue, en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

export type { Catalogue };

export { LANGUAGES, type Language };

/** Each language's name in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, es, pt, fr, de, it };

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/** The first of the browser's languages (`navigator.languages`, 'pt-BR', 'de-AT') we speak, else English. */
export function languageOf(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export let T: Catalogue = en;
let current: Language = 'en';

/** The language in force. */
export function language(): Language {
  return current;
}

/** Switches every word to `lang` (the page's `<html lang>` follows in view/kit/dom.ts); returns whether it changed. */
export function setLanguage(lang: Language): boolean {
  if (lang === current) return false;
  current = lang;
  T = CATALOGUES[lang];
  return true;
}

/** A game's words (its name, blurb, rules, pile word) in the language in force; English when not translated. */
export function tr(english: string): string {
  return T.texts[english] ?? english;
}
