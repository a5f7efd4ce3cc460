/**
 * Poki (SDK v2, docs at sdk.poki.com): the page's head loads poki-sdk.js, async (vite.config.ts);
 * the game starts at once, without waiting for it. Its calls wait in order until the SDK has come
 * (at most SDK_WAIT_MS) and PokiSDK.init() has settled: gameLoadingFinished() when the first screen
 * takes input, gameplayStart()/gameplayStop() as a deal is played or halts, and commercialBreak()
 * between deals, pausing and muting itself from the moment the ad starts until it is over.
 */
import type { HostBridge } from '../host.ts';
import { adBreak, createCallQueue, createCommandHub, sdkArrival } from './hub.ts';
import { SDK_SCRIPT_ID } from './sdkScripts.ts';

/** The part of the documented `window.PokiSDK` the game uses. */
export interface PokiSDK {
  init(): Promise<unknown>;
  gameLoadingFinished(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  commercialBreak(onStart?: () => void): Promise<unknown>;
}

/** Longest wait for the SDK's script: past it the game plays on without the portal. */
const SDK_WAIT_MS = 10_000;

export function createPokiBridge(win: { PokiSDK?: PokiSDK; readonly document?: Document }): HostBridge {
  const hub = createCommandHub();
  let sdk: PokiSDK | null = null;
  // Init is rejected under an ad blocker: the game plays on, and the other calls do nothing harm.
  const start = sdkArrival(win.document, SDK_SCRIPT_ID, () => win.PokiSDK !== undefined, SDK_WAIT_MS).then((here) => {
    sdk = here ? (win.PokiSDK ?? null) : null;
    return sdk?.init();
  });
  const call = createCallQueue(start);
  const withSdk = (f: (s: PokiSDK) => unknown) => call(() => (sdk ? f(sdk) : undefined));
  return {
    post(type) {
      if (type === 'ready') void withSdk((s) => { s.gameLoadingFinished(); });
      else if (type === 'gameplayStart') void withSdk((s) => { s.gameplayStart(); });
      else if (type === 'gameplayStop') void withSdk((s) => { s.gameplayStop(); });
    },
    onCommand: hub.onCommand,
    commercialBreak() {
      return withSdk((s) => adBreak(hub, (started) => s.commercialBreak(started)));
    },
    storage: () => null,
    ready: null,
    dispose: hub.dispose,
  };
}
