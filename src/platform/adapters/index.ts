/// <reference types="vite/client" />
/**
 * The host bridge of this build: `vite build --mode poki` (crazygames, gamedistribution) builds
 * the game with that portal's SDK adapter; any other mode with the postMessage bridge
 * (host.ts). The mode is a constant of the build, so the bundler drops the adapters not chosen:
 * the default build names no SDK (test/browser/size.test.ts checks).
 */
import { type HostBridge, createHostBridge } from '../host.ts';
import { createCrazyGamesBridge } from './crazygames.ts';
import { createGameDistributionBridge } from './gamedistribution.ts';
import { createPokiBridge } from './poki.ts';

export function createPortalBridge(win: Window): HostBridge {
  const mode = import.meta.env.MODE;
  if (mode === 'poki') return createPokiBridge(win);
  if (mode === 'crazygames') return createCrazyGamesBridge(win, import.meta.env.VITE_CRAZYGAMES_SCORE_KEY as string | undefined);
  if (mode === 'gamedistribution') {
    const id = String(import.meta.env.VITE_GD_GAME_ID ?? '');
    return createGameDistributionBridge(win, id);
  }
  return createHostBridge(win);
}
