/**
 * Poki (SDK v2, docs at sdk.poki.com): the page's head loads poki-sdk.js, async (vite.config.ts);
 * the game starts at once, without waiting for it. Its calls wait in order until the SDK has come
 * (at most SDK_WAIT_MS) and PokiSDK.init() has settled: gameLoadingFinished() when the first screen
 * takes input, gameplayStart()/gameplayStop() as a deal is played or halts, and commercialBreak()
 * between deals, pausing and muting itself from the moment the ad starts until it is over. A
 * shared deal's link is Poki's shareableURL() once the SDK is up, and its parameters come back
 * through getURLParam().
 */
import type { HostBridge } from '../host.ts';
import { adBreak, createCallQueue, createCommandHub, hostLink, sdkArrival } from './hub.ts';
import { SDK_SCRIPT_ID } from './sdkScripts.ts';

/** The part of the documented `window.PokiSDK` the game uses. */
export interface PokiSDK {
  init(): Promise<unknown>;
  gameLoadingFinished(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  commercialBreak(onStart?: () => void): Promise<unknown>;
  /** A link to the game's page on Poki that hands `params` to the game. */
  shareableURL?(params: Readonly<Record<string, string>>): Promise<string>;
  /** A parameter of such a link ('' when there is none). */
  getURLParam?(name: string): string;
}

/** Longest wait for the SDK's script: past it the game plays on without the portal. */
const SDK_WAIT_MS = 10_000;

export function createPokiBridge(win: { PokiSDK?: PokiSDK; readonly document?: Document; readonly location?: { readonly search: string } }): HostBridge {
  const hub = createCommandHub();
  let sdk: PokiSDK | null = null;
  let live = false;
  // Init is rejected under an ad blocker: the game plays on, and the other calls do nothing harm.
  const start = sdkArrival(win.document, SDK_SCRIPT_ID, () => win.PokiSDK !== undefined, SDK_WAIT_MS).then(async (here) => {
    sdk = here ? (win.PokiSDK ?? null) : null;
    await sdk?.init();
    live = sdk !== null;
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
    // Asked for at a press, so never waited for: before the SDK is up the page's own address serves.
    shareLink: (params) => hostLink(live ? sdk?.shareableURL?.bind(sdk) : undefined, params),
    linkParam(name) {
      const given = live ? sdk?.getURLParam?.(name) : undefined;
      if (typeof given === 'string' && given !== '') return given;
      // What getURLParam reads, read before the SDK has come (it loads async, after the first screen).
      return new URLSearchParams(win.location?.search ?? '').get(`gd${name}`);
    },
    dispose: hub.dispose,
  };
}
