/**
 * Installable and offline at the top level: the service worker that vite-plugin-pwa writes at
 * build time (sw.js, precaching every file of dist/) is registered once the page has loaded. Inside
 * a frame (a portal) nothing is registered: the host's page is not ours to cache.
 */
function framed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent may not even be compared: that is a frame.
    return true;
  }
}

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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
