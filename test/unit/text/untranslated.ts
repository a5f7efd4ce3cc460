/** The registered games' own texts that a catalogue other than English does not translate yet. */
import { gameTexts } from '../../../src/text/games.ts';
import { CATALOGUES, LANGUAGES } from '../../../src/text/index.ts';

export function untranslatedGameTexts(): string[] {
  const texts = [...new Set(gameTexts())];
  return LANGUAGES.filter((l) => l !== 'en').flatMap((lang) => texts.filter((t) => CATALOGUES[lang].texts[t] === undefined).map((t) => `${lang}: ${t}`));
}
