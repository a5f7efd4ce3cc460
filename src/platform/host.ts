/**
 * The message API for portals hosting the game in an iframe (README, "Embedding"). The game posts
 * `{source: 'suitcase', type, ...}` events to its parent and obeys `{target: 'suitcase', type}`
 * commands from its parent only; anything else is ignored.
 */
import type { StorageLike } from './storage.ts';

export const HOST_EVENT = {
  loading: 'loading',
  ready: 'ready',
  gameplayStart: 'gameplayStart',
  gameplayStop: 'gameplayStop',
  won: 'won',
  lost: 'lost',
} as const;
export type HostEvent = (typeof HOST_EVENT)[keyof typeof HOST_EVENT];

export const HOST_COMMAND = { pause: 'pause', resume: 'resume', mute: 'mute', unmute: 'unmute' } as const;
export type HostCommand = (typeof HOST_COMMAND)[keyof typeof HOST_COMMAND];

const COMMANDS = new Set<string>(Object.values(HOST_COMMAND));

/**
 * What a portal integration must do: this file's postMessage bridge, or a portal SDK's adapter
 * (src/platform/adapters/, chosen at build time).
 */
export interface HostBridge {
  post(type: HostEvent, detail?: Record<string, number | string | boolean>): void;
  onCommand(listener: (command: HostCommand) => void): void;
  /**
   * A natural pause between deals, where the host may show an ad (pausing and muting the game
   * through its commands while it plays). Settles when the game may go on; never rejects.
   */
  commercialBreak(): Promise<void>;
  /** The host's own storage for the player's saves and statistics, once ready; null for the browser's. */
  storage(): StorageLike | null;
  /** Settles when the host is ready for the game to start; null when it need not wait. */
  readonly ready: Promise<void> | null;
  /**
   * A link for a friend to the game with the link parameters `params`, made by the host (a
   * portal's link to its own page); null when it makes none, and then the page's own address
   * serves. Never rejects.
   */
  shareLink(params: Readonly<Record<string, string>>): Promise<string | null>;
  /** The link parameter `name` the host hands the game (from a link its `shareLink` made), or null. */
  linkParam(name: string): string | null;
  /**
   * The player won a daily deal in `moves` moves: a host with a leaderboard of its own ranks it
   * (CrazyGames); absent where the host has none. Never throws.
   */
  dailyWon?(moves: number): void;
  dispose(): void;
}

/** The parts of `window` the bridge uses, so tests can hand it a fake. */
export interface HostWindow {
  readonly parent: unknown;
  postMessage?: unknown;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
}

interface Poster {
  postMessage(message: unknown, targetOrigin: string): void;
}

export function parseCommand(data: unknown): HostCommand | null {
  if (typeof data !== 'object' || data === null) return null;
  const { target, type } = data as { target?: unknown; type?: unknown };
  if (target !== 'suitcase' || typeof type !== 'string' || !COMMANDS.has(type)) return null;
  return type as HostCommand;
}

export function createHostBridge(win: HostWindow): HostBridge {
  const listeners: ((c: HostCommand) => void)[] = [];
  const embedded = win.parent !== win && win.parent !== null;
  const onMessage = (e: MessageEvent): void => {
    if (!embedded || e.source !== win.parent) return;
    const command = parseCommand(e.data);
    if (command) for (const l of listeners) l(command);
  };
  win.addEventListener('message', onMessage);
  return {
    post(type, detail = {}) {
      if (!embedded) return;
      // The events carry nothing private, and the host's origin is not known in advance.
      (win.parent as Poster).postMessage({ ...detail, source: 'suitcase', type }, '*');
    },
    onCommand(listener) {
      listeners.push(listener);
    },
    // The message API has no ads, no storage and no links of its own.
    commercialBreak: () => Promise.resolve(),
    storage: () => null,
    ready: null,
    shareLink: () => Promise.resolve(null),
    linkParam: () => null,
    dispose() {
      win.removeEventListener('message', onMessage);
      listeners.length = 0;
    },
  };
}
