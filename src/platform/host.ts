/**
 * The message API for portals hosting the game in an iframe (README, "Embedding"). The game posts
 * `{source: 'suitcase', type, ...}` events to its parent and obeys `{target: 'suitcase', type}`
 * commands from its parent only; anything else is ignored.
 */
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

/** What a portal integration must do; a Poki or CrazyGames SDK adapter would implement the same. */
export interface HostBridge {
  post(type: HostEvent, detail?: Record<string, number | string | boolean>): void;
  onCommand(listener: (command: HostCommand) => void): void;
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
    dispose() {
      win.removeEventListener('message', onMessage);
      listeners.length = 0;
    },
  };
}
