/**
 * When the host is told "gameplay": from the moment a dealt table takes input until the game ends
 * or the table is left, and never while the game is paused. The tracker turns those two facts into
 * edges, so the host hears exactly one `gameplayStop` for every `gameplayStart`.
 */
import { HOST_EVENT } from './host.ts';

export type GameplayEdge = typeof HOST_EVENT.gameplayStart | typeof HOST_EVENT.gameplayStop;

export interface GameplayTracker {
  /** A table is dealt and its game is not over. */
  setInPlay(on: boolean): void;
  /** The game is paused (hidden page, host pause). */
  setPaused(on: boolean): void;
  readonly active: boolean;
}

export function createGameplayTracker(post: (edge: GameplayEdge) => void): GameplayTracker {
  let inPlay = false;
  let paused = false;
  let active = false;
  const update = (): void => {
    const next = inPlay && !paused;
    if (next === active) return;
    active = next;
    post(next ? HOST_EVENT.gameplayStart : HOST_EVENT.gameplayStop);
  };
  return {
    setInPlay(on) {
      inPlay = on;
      update();
    },
    setPaused(on) {
      paused = on;
      update();
    },
    get active() {
      return active;
    },
  };
}
