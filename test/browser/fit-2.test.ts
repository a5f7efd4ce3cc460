/**
 * Every screen fits (test/browser/fit.ts) on phones, held upright and sideways, down to the
 * smallest, by touch; and in the languages of the longest words: one page a size.
 */
import { fitSuite } from './fit.ts';

fitSuite('every screen fits a phone', [
  { width: 844, height: 390, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 360, height: 640, touch: true },
  { width: 255, height: 500, touch: true },
  { width: 240, height: 320, touch: true },
  // The longest words: German on a small phone, French on a portal's smallest screen.
  { width: 360, height: 640, touch: true, lang: 'de' },
  { width: 800, height: 450, touch: false, lang: 'fr' },
]);
