/**
 * The build side of the portal adapters (vite.config.ts): checks the mode (and, for
 * GameDistribution, that its game id is given) and, for a portal whose documentation asks for it,
 * puts its SDK's script in the page's head before the game's own: async, so an SDK that is slow or
 * never answers cannot hold the page (the adapter waits for it a while, then starts without it).
 */
import type { Plugin } from 'vite';
import { GD_GAME_ID_VARIABLE, HEAD_SCRIPT_MODES, PORTAL_MODES, SDK_SCRIPTS, SDK_SCRIPT_ID, isPortalMode } from './sdkScripts.ts';

/** Why the GameDistribution build cannot be made with these variables, or null when it can. */
export function gdGameIdProblem(env: Readonly<Record<string, unknown>>): string | null {
  const id = env[GD_GAME_ID_VARIABLE];
  if (typeof id === 'string' && /^[A-Za-z0-9_-]+$/.test(id)) return null;
  const what = typeof id === 'string' && id.trim() !== '' ? `is ${JSON.stringify(id)}, not a game id (letters, digits, - and _)` : 'is not set';
  return `the GameDistribution build needs its game id, and ${GD_GAME_ID_VARIABLE} ${what}: ${GD_GAME_ID_VARIABLE}=<your game id> npm run build -- --mode gamedistribution (docs/embedding.md)`;
}

/** Vite's own modes, and the test runner's. */
const PLAIN_MODES = ['production', 'development', 'test'];

export function portalSdk(mode: string): Plugin {
  if (!isPortalMode(mode) && !PLAIN_MODES.includes(mode)) {
    throw new Error(`unknown build mode "${mode}": use one of ${PORTAL_MODES.join(', ')} (or none for the plain web build)`);
  }
  return {
    name: 'suitcase-portal-sdk',
    configResolved(config) {
      const problem = mode === 'gamedistribution' ? gdGameIdProblem(config.env) : null;
      if (problem !== null) throw new Error(problem);
    },
    transformIndexHtml() {
      if (!isPortalMode(mode) || !HEAD_SCRIPT_MODES.includes(mode)) return [];
      return [{ tag: 'script', attrs: { src: SDK_SCRIPTS[mode], id: SDK_SCRIPT_ID, async: true }, injectTo: 'head-prepend' }];
    },
  };
}
