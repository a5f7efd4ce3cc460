/**
 * The glue between the game and a page hosting it (README, "Embedding the game"): tells the host how loading
 * goes, when the game is ready and when a deal is being played, won or lost; obeys the host's
 * pause, resume, mute and unmute; pauses the whole game while the page is hidden; and keeps the
 * host page from scrolling under the game's keys and wheel while the game has focus.
 */
import Phaser from 'phaser';
import { SCENES } from '../keys.ts';
import { showingTable } from '../play/showingTable.ts';
import { createGameplayTracker } from './gameplay.ts';
import { HOST_COMMAND, HOST_EVENT, type HostBridge, createHostBridge } from './host.ts';
import { pageParams } from './params.ts';
import { PAUSE_REASON, createPauseGate } from './pause.ts';
import { framed } from './framed.ts';
import { guardHostScrolling } from './scrollGuard.ts';
import { quietTouchCancel } from './touchCancel.ts';

/** What the browser tests may read of the portal glue (`?test=1` only). */
export interface PortalTestHook {
  paused(): boolean;
  /** Silent by the player's choice or the host's mute. */
  muted(): boolean;
  /** True while a deal is being played and the game is not paused (what the host was told last). */
  inGameplay(): boolean;
}

declare global {
  interface Window {
    __suitcasePortal?: PortalTestHook;
  }
}

export interface Portal {
  readonly bridge: HostBridge;
  readonly paused: boolean;
  /** Calls back at every pause (the host's, a hidden page) and resume. */
  onPause(listener: (paused: boolean) => void): void;
}

/** What the portal glue asks of the game's sound: silence under the host's pause and mute. */
export interface PortalSound {
  pauseAll(): void;
  resumeAll(): void;
  setHostMuted(muted: boolean): void;
  status(): { readonly muted: boolean; readonly hostMuted: boolean };
}

/**
 * Freezes or thaws the game: the loop (clock, tweens, timers, drawing), the scenes' input and the
 * sound. A card in mid-drag goes back to its pile first, as when the pointer leaves the canvas.
 */
function freeze(game: Phaser.Game, sounds: PortalSound, on: boolean): void {
  const scenes = game.scene.getScenes(false);
  if (on) {
    const table = game.scene.getScene(SCENES.table);
    if (game.scene.isActive(SCENES.table)) table.input.emit(Phaser.Input.Events.GAME_OUT, performance.now(), null);
    for (const s of scenes) s.input.enabled = false;
    game.pause();
    sounds.pauseAll();
  } else {
    for (const s of scenes) s.input.enabled = true;
    game.resume();
    sounds.resumeAll();
  }
}

export function installPortal(game: Phaser.Game, sounds: PortalSound, bridge: HostBridge = createHostBridge(window)): Portal {
  const gate = createPauseGate();
  const gameplay = createGameplayTracker((edge) => { bridge.post(edge); });
  let ready = false;

  bridge.post(HOST_EVENT.loading, { progress: 0 });
  const announceReady = (): void => {
    if (ready) return;
    ready = true;
    bridge.post(HOST_EVENT.loading, { progress: 1 });
    bridge.post(HOST_EVENT.ready);
  };

  const pauseListeners: ((paused: boolean) => void)[] = [];
  gate.onChange((paused) => {
    freeze(game, sounds, paused);
    gameplay.setPaused(paused);
    for (const l of pauseListeners) l(paused);
  });
  bridge.onCommand((command) => {
    switch (command) {
      case HOST_COMMAND.pause:
        gate.set(PAUSE_REASON.host, true);
        break;
      case HOST_COMMAND.resume:
        gate.set(PAUSE_REASON.host, false);
        break;
      // A layer over the player's own choice (an ad's silence must not unmute a muted player).
      case HOST_COMMAND.mute:
        sounds.setHostMuted(true);
        break;
      case HOST_COMMAND.unmute:
        sounds.setHostMuted(false);
        break;
    }
  });

  const onVisibility = (): void => { gate.set(PAUSE_REASON.hidden, document.visibilityState === 'hidden'); };
  document.addEventListener('visibilitychange', onVisibility);
  guardHostScrolling(document, () => window.visualViewport?.scale ?? 1, !framed());
  // Installed with the portal glue, the other guard of the page's own event defaults.
  quietTouchCancel(game);

  // In play: a dealt table whose game is not over and that no panel covers (a panel pauses it).
  let dealt = false;
  let covered = false;
  const update = (): void => {
    gameplay.setInPlay(dealt && !covered);
  };
  showingTable.onTableEvent((e) => {
    if (e.kind === 'dealt') {
      announceReady();
      dealt = true;
      update();
    } else if (e.kind === 'shown' && !dealt) {
      // Undone out of a loss from its Results: in play again.
      dealt = true;
      update();
    } else if (e.kind === 'over') {
      dealt = false;
      update();
      // A game the computer played through a winning line is not the player's win.
      bridge.post(e.how === 'won' && e.results.byComputer !== true ? HOST_EVENT.won : HOST_EVENT.lost);
      if (e.how === 'won' && e.results.byComputer !== true && e.results.daily) bridge.dailyWon?.(e.results.moves);
      // Between deals, the one natural pause of a patience game: the host may show its ad now.
      void bridge.commercialBreak();
    }
  });
  // The scenes exist once the game is ready; their emitters outlive restarts.
  const watchScenes = (): void => {
    game.scene.getScene(SCENES.menu).events.on(Phaser.Scenes.Events.CREATE, announceReady);
    const table = game.scene.getScene(SCENES.table).events;
    table.on(Phaser.Scenes.Events.SHUTDOWN, () => {
      dealt = false;
      covered = false;
      update();
    });
    table.on(Phaser.Scenes.Events.PAUSE, () => {
      covered = true;
      update();
    });
    table.on(Phaser.Scenes.Events.RESUME, () => {
      covered = false;
      update();
    });
    onVisibility();
  };
  if (game.isRunning) watchScenes();
  else game.events.once(Phaser.Core.Events.READY, watchScenes);

  if (pageParams().test) {
    window.__suitcasePortal = { paused: () => gate.paused, muted: () => sounds.status().muted || sounds.status().hostMuted, inGameplay: () => gameplay.active };
  }
  return {
    bridge,
    get paused() {
      return gate.paused;
    },
    onPause(listener) {
      pauseListeners.push(listener);
    },
  };
}
