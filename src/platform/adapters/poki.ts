/**
 * Poki (SDK v2, docs at sdk.poki.com): the page's head loads poki-sdk.js (vite.config.ts); the
 * game calls PokiSDK.init() at once, gameLoadingFinished() when its first screen takes input,
 * gameplayStart()/gameplayStop() as a deal is played or halts, and commercialBreak() between
 * deals, pausing and muting itself from the moment the ad starts until it is over.
 */
import type { HostBridge } from '../host.ts';
import { adBreak, createCallQueue, createCommandHub } from './hub.ts';

/** The part of the documented `window.PokiSDK` the game uses. */
export interface PokiSDK {
  init(): Promise<unknown>;
  gameLoadingFinished(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  commercialBreak(onStart?: () => void): Promise<unknown>;
}

export function createPokiBridge(win: { PokiSDK?: PokiSDK }): HostBridge {
  const hub = createCommandHub();
  const sdk = win.PokiSDK ?? null;
  // Init is rejected under an ad blocker: the game plays on, and the other calls do nothing harm.
  const call = createCallQueue(sdk ? sdk.init() : Promise.resolve());
  return {
    post(type) {
      if (!sdk) return;
      if (type === 'ready') void call(() => { sdk.gameLoadingFinished(); });
      else if (type === 'gameplayStart') void call(() => { sdk.gameplayStart(); });
      else if (type === 'gameplayStop') void call(() => { sdk.gameplayStop(); });
    },
    onCommand: hub.onCommand,
    commercialBreak() {
      if (!sdk) return Promise.resolve();
      return call(() => adBreak(hub, (started) => sdk.commercialBreak(started)));
    },
    storage: () => null,
    ready: null,
    dispose: hub.dispose,
  };
}
