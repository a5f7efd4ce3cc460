/**
 * The one listener of the page's keys for the game (input/gameKeys.ts is its gate): a scene hears
 * a key only while it runs and the game is not held, whatever the key asks of it.
 */
import Phaser from 'phaser';
import { type GameKeys, type KeyHandler, createGameKeys } from '../../input/gameKeys.ts';

/**
 * True while the game is paused (the host's pause, a hidden page): the keys, which reach the page
 * whatever Phaser's state, are then ignored like the pointer is.
 */
export function inputHeld(game: Phaser.Game): boolean {
  return game.isPaused || document.visibilityState === 'hidden';
}

const gates = new WeakMap<Phaser.Game, GameKeys>();

function keysOf(game: Phaser.Game): GameKeys {
  let keys = gates.get(game);
  if (!keys) {
    const gate = createGameKeys(() => inputHeld(game));
    window.addEventListener('keydown', (e) => { gate.press(e); });
    gates.set(game, gate);
    keys = gate;
  }
  return keys;
}

/**
 * `handler` hears each key pressed while `scene` runs (a covered, paused scene hears none) and the
 * game is not held, until `scene` shuts down or the returned function is called.
 */
export function onSceneKey(scene: Phaser.Scene, handler: KeyHandler): () => void {
  const stop = keysOf(scene.game).listen((e) => { if (scene.sys.isActive()) handler(e); });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  return stop;
}
