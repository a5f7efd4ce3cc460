/**
 * Every screen fits (test/browser/fit.ts) at the sizes portals test their games at, 12 px text the
 * least, and on a 32:9 desktop: one page a size, by mouse.
 */
import { fitSuite } from './fit.ts';

fitSuite('every screen fits a portal-sized and a 32:9 screen', [
  { width: 800, height: 450, touch: false },
  { width: 907, height: 510, touch: false },
  { width: 1080, height: 607, touch: false },
  { width: 1216, height: 684, touch: false },
  { width: 1280, height: 360, touch: false },
]);
