/**
 * CrazyGames (HTML5 SDK v3, docs at docs.crazygames.com): the page's head loads
 * crazygames-sdk-v3.js, async (vite.config.ts); the game waits for it to come (at most
 * SDK_WAIT_MS) and awaits SDK.init() before it starts (the data module preloads the player's data
 * then; at most INIT_WAIT_MS), and past either starts without it. It reports loadingStart/loadingStop and
 * gameplayStart/gameplayStop, asks for a midgame ad between deals, celebrates a win with
 * happytime(), follows the portal's muteAudio setting as a mute of its own, and keeps its saves and
 * statistics in the data module when there is one (else in local storage, as everywhere). A
 * shared deal's link is the SDK's inviteLink(), and its parameters come back through
 * getInviteParam(). A daily deal won goes on the portal's leaderboard (user.submitScore, for the
 * games CrazyGames invited to have one) when the build carries the leaderboard's encryption key
 * (VITE_CRAZYGAMES_SCORE_KEY): its moves, fewer ranking higher. The SDK has no call to read a
 * board: the portal shows it in its own widget, so the game's Results show none there.
 */
import type { StorageLike } from '../storage.ts';
import type { HostBridge } from '../host.ts';
import { adBreak, createCallQueue, createCommandHub, hostLink, sdkArrival, withTimeout } from './hub.ts';
import { SDK_SCRIPT_ID } from './sdkScripts.ts';
import { encryptScore, scoreKeyBytes } from './crazyScore.ts';

interface AdCallbacks {
  adStarted?(): void;
  adFinished?(): void;
  adError?(error: unknown): void;
}

interface GameSettings {
  muteAudio?: boolean;
}

/** The part of the documented `window.CrazyGames.SDK` the game uses. */
export interface CrazyGamesSDK {
  init(): Promise<unknown>;
  /** 'crazygames' on the portal, 'local' on localhost, 'disabled' elsewhere (every call throws). */
  readonly environment?: string;
  readonly game: {
    loadingStart(): void;
    loadingStop(): void;
    gameplayStart(): void;
    gameplayStop(): void;
    happytime?(): void;
    readonly settings?: GameSettings;
    addSettingsChangeListener?(listener: (settings: GameSettings) => void): void;
    /** A link to the game's page on CrazyGames that hands `params` to the game. */
    inviteLink?(params: Readonly<Record<string, string>>): string | Promise<string>;
    /** A parameter of such a link, or null. */
    getInviteParam?(name: string): string | null;
  };
  readonly ad: { requestAd(type: 'midgame' | 'rewarded', callbacks: AdCallbacks): unknown };
  readonly data?: StorageLike;
  /** The leaderboard's submission (games invited to have one): the score sealed (crazyScore.ts), and the score. */
  readonly user?: { submitScore?(score: { encryptedScore: string; score: number }): unknown };
}

/** Longest wait for the SDK's script before the game starts without it (one that hangs would hold the first screen). */
const SDK_WAIT_MS = 3000;
/** Longest wait for init before the game starts without the SDK (a disabled SDK takes seconds). */
const INIT_WAIT_MS = 3000;
/** An ad that has not started by then is not coming. */
const AD_START_WAIT_MS = 8000;

/** `scoreKey`: the leaderboard's encryption key (base64 of 32 bytes); without a sound one nothing goes to a leaderboard. */
export function createCrazyGamesBridge(win: { CrazyGames?: { SDK?: CrazyGamesSDK }; readonly document?: Document }, scoreKey?: string): HostBridge {
  const key = scoreKeyBytes(scoreKey);
  const hub = createCommandHub();
  let sdk: CrazyGamesSDK | null = null;
  let live = false;
  const ready = sdkArrival(win.document, SDK_SCRIPT_ID, () => win.CrazyGames?.SDK !== undefined, SDK_WAIT_MS).then(async (here) => {
    const s = here ? (win.CrazyGames?.SDK ?? null) : null;
    if (!s) return;
    sdk = s;
    live = await withTimeout(s.init().then(() => s.environment !== 'disabled'), INIT_WAIT_MS, false);
    if (live) followMuteSetting(s, hub.hold);
  });
  const call = createCallQueue(ready);
  const game = (f: (g: CrazyGamesSDK['game']) => void): void => {
    void call(() => { if (sdk && live) f(sdk.game); });
  };
  return {
    post(type, detail) {
      if (type === 'loading' && detail?.progress === 0) game((g) => { g.loadingStart(); });
      else if (type === 'ready') game((g) => { g.loadingStop(); });
      else if (type === 'gameplayStart') game((g) => { g.gameplayStart(); });
      else if (type === 'gameplayStop') game((g) => { g.gameplayStop(); });
      else if (type === 'won') game((g) => { g.happytime?.(); });
    },
    onCommand: hub.onCommand,
    commercialBreak() {
      return call(() => {
        const s = sdk;
        return s && live ? adBreak(hub, (started) => midgameAd(s, started)) : undefined;
      });
    },
    storage: () => (live && sdk?.data ? sdk.data : null),
    ready,
    shareLink: (params) => hostLink(live ? sdk?.game.inviteLink?.bind(sdk.game) : undefined, params),
    linkParam(name) {
      try {
        const given = live ? sdk?.game.getInviteParam?.(name) : null;
        return typeof given === 'string' && given !== '' ? given : null;
      } catch {
        return null;
      }
    },
    dailyWon(moves) {
      // Not awaited in the queue: a submission that hangs holds no later call to the SDK.
      void call(() => {
        const user = live ? sdk?.user : undefined;
        if (key && user?.submitScore) void submitScore(user, moves, key);
      });
    },
    dispose: hub.dispose,
  };
}

/** A daily deal's moves onto the portal's leaderboard; a refused or failed submission changes nothing in the game. */
async function submitScore(user: NonNullable<CrazyGamesSDK['user']>, moves: number, key: Uint8Array<ArrayBuffer>): Promise<void> {
  try {
    await user.submitScore?.({ encryptedScore: await encryptScore(moves, key), score: moves });
  } catch {
    // The portal's board is the portal's: the game goes on as it was.
  }
}

function followMuteSetting(sdk: CrazyGamesSDK, hold: (kind: 'mute', reason: string, on: boolean) => void): void {
  hold('mute', 'portal', sdk.game.settings?.muteAudio === true);
  sdk.game.addSettingsChangeListener?.((s) => { hold('mute', 'portal', s.muteAudio === true); });
}

/** One midgame ad: settles when it finished or failed, or when it did not start in time. */
function midgameAd(sdk: CrazyGamesSDK, started: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    let playing = false;
    const timer = setTimeout(() => { if (!playing) resolve(); }, AD_START_WAIT_MS);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    sdk.ad.requestAd('midgame', {
      adStarted: () => {
        playing = true;
        started();
      },
      adFinished: done,
      adError: done,
    });
  });
}
