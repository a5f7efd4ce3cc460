/**
 * Installable and offline at the top level: the service worker written at build time (sw.js,
 * precaching every file of dist/, src/platform/offlineBuild.ts) is registered once the page has
 * loaded. Inside a frame (a portal) nothing is registered: the host's page is not ours to cache.
 */
import { framed } from './framed.ts';

/** How long after the page's load event the worker is registered. */
const INSTALL_DELAY_MS = 1500;

export function registerOffline(): void {
  if (import.meta.env.DEV || framed()) return;
  let sw: ServiceWorkerContainer | undefined;
  try {
    // Missing on an http page; throws in an opaque origin (a sandboxed document).
    sw = (navigator as { serviceWorker?: ServiceWorkerContainer }).serviceWorker;
  } catch {
    return;
  }
  if (!sw) return;
  const container = sw;
  const register = (): void => {
    container.register('./sw.js', { scope: './' }).catch(() => {
      // Private modes, blocked storage or an http page: the game runs online as before.
    });
  };
  // The worker's install fetches and stores every file of the game: left until the first screen
  // is up and the page is idle, so it never competes with the first frame for the processor.
  const later = (): void => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, INSTALL_DELAY_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
