/**
 * Every screen fits (test/browser/fit.ts) on tablets, either way up, a tall 9:32 phone and a
 * desktop: one page a size, by touch on the tablets and the phone, by mouse on the desktop.
 */
import { fitSuite } from './fit.ts';

fitSuite('every screen fits a tablet, a tall phone and a desktop', [
  { width: 820, height: 1180, touch: true },
  { width: 1180, height: 820, touch: true },
  { width: 1024, height: 768, touch: true },
  { width: 360, height: 1280, touch: true },
  { width: 1920, height: 1080, touch: false },
]);
