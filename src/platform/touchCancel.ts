/**
 * A touchcancel event can never be cancelled (the browser has already taken the gesture), but
 * Phaser's touch manager calls preventDefault() on it all the same, and Chromium logs a console
 * error for each ("Ignored attempt to cancel a touchcancel event with cancelable=false"). This
 * puts a listener in its place that hands Phaser the cancel and skips preventDefault when the
 * event is not cancelable; the other touch events already check `cancelable` themselves.
 */
import Phaser from 'phaser';

type Listener = (e: TouchEvent) => void;

function install(game: Phaser.Game): void {
  // Null where the game has no touch input (the types say otherwise).
  const touch = game.input.touch as Phaser.Input.Touch.TouchManager | null;
  const target = touch?.target as EventTarget | null | undefined;
  if (!touch || !target) return;
  const phaserCancel = touch.onTouchCancel as Listener;
  const onTouchCancel: Listener = (e) => {
    if (e.cancelable) {
      phaserCancel(e);
      return;
    }
    // Phaser reads `capture` at the call to decide on preventDefault.
    const capture = touch.capture;
    touch.capture = false;
    try {
      phaserCancel(e);
    } finally {
      touch.capture = capture;
    }
  };
  target.removeEventListener('touchcancel', phaserCancel as EventListener);
  target.addEventListener('touchcancel', onTouchCancel as EventListener, { passive: false });
  // Phaser removes its listeners by this property when the game is destroyed.
  touch.onTouchCancel = onTouchCancel;
}

export function quietTouchCancel(game: Phaser.Game): void {
  if (game.isRunning) install(game);
  else game.events.once(Phaser.Core.Events.READY, () => { install(game); });
}
