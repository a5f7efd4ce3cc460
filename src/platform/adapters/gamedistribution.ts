/**
 * GameDistribution (HTML5 SDK, docs at github.com/GameDistribution/GD-HTML5/wiki): as its
 * documentation asks, the game sets `window.GD_OPTIONS` (its game id, given at build time as
 * VITE_GD_GAME_ID, and an event handler) and then inserts main.min.js itself. The portal pauses
 * the game with SDK_GAME_PAUSE and lets it go on with SDK_GAME_START (around its ads, a preroll
 * included); between deals the game asks for an interstitial with gdsdk.showAd().
 */
import type { HostBridge } from '../host.ts';
import { adBreak, createCommandHub } from './hub.ts';
import { SDK_SCRIPTS } from './sdkScripts.ts';

interface GDEvent {
  name: string;
}

interface GDOptions {
  gameId: string;
  onEvent(event: GDEvent): void;
}

/** The part of the documented `window.gdsdk` the game uses. */
export interface GDSDK {
  showAd(type?: string): Promise<unknown>;
}

interface GDWindow {
  GD_OPTIONS?: GDOptions;
  gdsdk?: GDSDK;
  readonly document: Document;
}

const SCRIPT_ID = 'gamedistribution-jssdk';

export function createGameDistributionBridge(win: GDWindow, gameId: string): HostBridge {
  const hub = createCommandHub();
  win.GD_OPTIONS = {
    gameId,
    onEvent(event) {
      if (event.name === 'SDK_GAME_PAUSE') {
        hub.hold('pause', 'portal', true);
        hub.hold('mute', 'portal', true);
      } else if (event.name === 'SDK_GAME_START') {
        hub.hold('pause', 'portal', false);
        hub.hold('mute', 'portal', false);
      }
    },
  };
  const doc = win.document;
  if (!doc.getElementById(SCRIPT_ID)) {
    const script = doc.createElement('script');
    script.id = SCRIPT_ID;
    script.src = SDK_SCRIPTS.gamedistribution;
    const first = doc.getElementsByTagName('script')[0];
    if (first?.parentNode) first.parentNode.insertBefore(script, first);
    else doc.head.appendChild(script);
  }
  return {
    // GameDistribution has no loading or gameplay calls: only ads and pause.
    post() {},
    onCommand: hub.onCommand,
    commercialBreak() {
      const sdk = win.gdsdk;
      if (!sdk || typeof sdk.showAd !== 'function') return Promise.resolve();
      // The SDK pauses and resumes the game itself, with its events, while the ad plays.
      return adBreak(hub, () => sdk.showAd('interstitial'));
    },
    storage: () => null,
    ready: null,
    // No link of its own: the page's address serves, and the page's own query carries the parameters.
    shareLink: () => Promise.resolve(null),
    linkParam: () => null,
    dispose: hub.dispose,
  };
}
