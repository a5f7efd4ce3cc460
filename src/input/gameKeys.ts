/**
 * The game's keys, all through one gate: the page's key presses reach a screen only while the
 * game is not held (the host's pause, a hidden page), so no screen has to remember the pause, and
 * none can forget it. view/kit/keys.ts feeds the gate the window's keys; every screen listens here.
 */

export type KeyHandler = (e: KeyboardEvent) => void;

export interface GameKeys {
  /** `handler` hears the game's keys, after those that listened before it, until the returned function is called. */
  listen(handler: KeyHandler): () => void;
  /** A key pressed on the page: handed to every screen listening, or to none while the game is held. */
  press(e: KeyboardEvent): void;
}

export function createGameKeys(held: () => boolean): GameKeys {
  const handlers = new Set<KeyHandler>();
  return {
    listen(handler) {
      // Each listening is its own entry, so the same handler listening twice stops once per call.
      const entry: KeyHandler = (e) => { handler(e); };
      handlers.add(entry);
      return () => { handlers.delete(entry); };
    },
    press(e) {
      if (held()) return;
      for (const handler of [...handlers]) if (handlers.has(handler)) handler(e);
    },
  };
}
