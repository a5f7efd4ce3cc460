/**
 * What every SDK adapter shares: the game's command listeners, fed with pause, resume, mute and
 * unmute as layers (an ad's pause and the portal's own mute setting each hold until released, and
 * the game hears one command per change of the whole); calls to an SDK kept in order behind its
 * start; and an ad break that pauses and mutes the game while the ad plays and never throws.
 */
import { HOST_COMMAND, type HostCommand } from '../host.ts';

export type Hold = 'pause' | 'mute';

export interface CommandHub {
  readonly onCommand: (listener: (command: HostCommand) => void) => void;
  /** Holds (or releases) the game's pause or mute for `reason`. */
  readonly hold: (kind: Hold, reason: string, on: boolean) => void;
  readonly dispose: () => void;
}

export function createCommandHub(): CommandHub {
  const listeners: ((c: HostCommand) => void)[] = [];
  const holds: Record<Hold, Set<string>> = { pause: new Set(), mute: new Set() };
  const emit = (c: HostCommand): void => {
    for (const l of listeners) l(c);
  };
  return {
    onCommand: (listener) => {
      listeners.push(listener);
    },
    hold: (kind, reason, on) => {
      const set = holds[kind];
      const before = set.size > 0;
      if (on) set.add(reason);
      else set.delete(reason);
      const after = set.size > 0;
      if (before === after) return;
      if (kind === 'pause') emit(after ? HOST_COMMAND.pause : HOST_COMMAND.resume);
      else emit(after ? HOST_COMMAND.mute : HOST_COMMAND.unmute);
    },
    dispose: () => {
      listeners.length = 0;
    },
  };
}

/** Calls made one after another once `start` settles; a call that throws is skipped, never fatal. */
export function createCallQueue(start: Promise<unknown>): (call: () => unknown) => Promise<void> {
  let tail: Promise<unknown> = start.catch(() => undefined);
  return (call) => {
    const next = tail.then(call).catch(() => undefined);
    tail = next;
    return next.then(() => undefined);
  };
}

/**
 * Runs an ad: `run(started)` asks the SDK for one and settles when it is over; the SDK calls
 * `started` when the ad begins to play, from when the game is paused and muted until it settles.
 */
export async function adBreak(hub: CommandHub, run: (started: () => void) => Promise<unknown>): Promise<void> {
  const started = (): void => {
    hub.hold('pause', 'ad', true);
    hub.hold('mute', 'ad', true);
  };
  try {
    await run(started);
  } catch {
    // No ad (blocked, none to show, an SDK error): the game goes on.
  } finally {
    hub.hold('pause', 'ad', false);
    hub.hold('mute', 'ad', false);
  }
}

/** `promise`, or `fallback` after `ms` if it has not settled by then (an SDK that never answers). */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => { resolve(fallback); }, ms);
    promise.then(
      (v) => { clearTimeout(timer); resolve(v); },
      () => { clearTimeout(timer); resolve(fallback); },
    );
  });
}

/**
 * Waits for the SDK's script (the async one with `id` in the page's head): true once it has loaded
 * and `present` finds its global, false when it failed or has not come within `ms` (the game then
 * goes on without it).
 */
export function sdkArrival(doc: Document | undefined, id: string, present: () => boolean, ms: number): Promise<boolean> {
  if (present()) return Promise.resolve(true);
  const script = doc?.getElementById(id);
  if (!script) return Promise.resolve(false);
  const loaded = new Promise<boolean>((resolve) => {
    script.addEventListener('load', () => { resolve(present()); }, { once: true });
    script.addEventListener('error', () => { resolve(false); }, { once: true });
  });
  return withTimeout(loaded, ms, false);
}

/** Longest wait for a portal's link: the player pressed Share, and the browser's share sheet needs the press to be recent. */
const LINK_WAIT_MS = 2000;

/**
 * The portal's link for `params` from `make` (an SDK's call, returning the link or a promise of
 * it): null when there is no such call, or it throws, gives no web address, or is late.
 */
export function hostLink(make: ((params: Readonly<Record<string, string>>) => string | Promise<string>) | undefined, params: Readonly<Record<string, string>>): Promise<string | null> {
  if (!make) return Promise.resolve(null);
  const made = Promise.resolve()
    .then(() => make(params))
    .then((url) => (typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null));
  return withTimeout(made, LINK_WAIT_MS, null);
}
