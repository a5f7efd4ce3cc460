/**
 * The build side of the portal adapters (vite.config.ts): checks the mode and, for a portal whose
 * documentation asks for it, puts its SDK's script in the page's head before the game's own.
 */
import type { Plugin } from 'vite';
import { HEAD_SCRIPT_MODES, PORTAL_MODES, SDK_SCRIPTS, isPortalMode } from './sdkScripts.ts';

/** Vite's own modes, and the test runner's. */
const PLAIN_MODES = ['production', 'development', 'test'];

export function portalSdk(mode: string): Plugin {
  if (!isPortalMode(mode) && !PLAIN_MODES.includes(mode)) {
    throw new Error(`unknown build mode "${mode}": use one of ${PORTAL_MODES.join(', ')} (or none for the plain web build)`);
  }
  return {
    name: 'suitcase-portal-sdk',
    transformIndexHtml() {
      if (!isPortalMode(mode) || !HEAD_SCRIPT_MODES.includes(mode)) return [];
      return [{ tag: 'script', attrs: { src: SDK_SCRIPTS[mode] }, injectTo: 'head-prepend' }];
    },
  };
}
