/**
 * What the table controller says happened, drawn, sounded and said: the table scene forwards each
 * event here, and this decides nothing either (the controller has decided).
 */
import Phaser from 'phaser';
import { SOUND, sounds } from '../audio/sounds.ts';
import type { TableInput } from '../input/tableInput.ts';
import type { PointerInput } from '../input/pointer.ts';
import { SCENES, TABLE_EVENTS } from '../keys.ts';
import type { TableData } from '../play/deal.ts';
import type { HudFigures, TableController, TableEvent } from '../play/table.ts';
import { T } from '../text/index.ts';
import type { Board } from '../view/board.ts';
import { announce, askConfirm, toast } from '../view/dom.ts';
import type { Hud } from '../view/hud.ts';

/** How long the won table (after its celebration) and the lost one show before Results. */
const RESULTS_AFTER_MS = { won: 500, lost: 400 } as const;

/** The parts of the table scene the events are drawn on. */
export interface ShownTable {
  readonly scene: Phaser.Scene;
  readonly board: Board;
  readonly hud: Hud;
  readonly pointer: PointerInput;
  readonly keys: TableInput;
  readonly table: TableController;
  startDeal(data: TableData): void;
}

export function showFigures(hud: Hud, f: HudFigures): void {
  hud.setStats(f);
  hud.setEnabled('undo', f.canUndo);
  hud.setEnabled('redo', f.canRedo);
  hud.setFinish(f.canFinish);
}

export function showTableEvent(t: ShownTable, e: TableEvent): void {
  const { scene, board, table } = t;
  switch (e.kind) {
    case 'played':
      t.keys.dropLift();
      board.clearHighlight();
      board.playSteps(e.steps, table.state);
      for (const s of e.sounds) sounds.play(s);
      announce(e.say);
      return;
    case 'shown':
      t.pointer.cancel();
      t.keys.dropLift();
      scene.scene.stop(SCENES.results);
      board.clearHighlight();
      board.showState(table.state, true);
      announce(e.say);
      return;
    case 'say':
      announce(e.text);
      return;
    case 'hint':
      board.highlight(e.piles);
      announce(e.say);
      scene.events.emit(TABLE_EVENTS.hint, e.move);
      return;
    case 'noHelp':
      announce(e.say);
      void askConfirm(T.noMoveHelpsTitle, T.noMoveHelpsText, T.newDealButton, T.keepPlaying).then((yes) => { if (yes) e.accept(); });
      return;
    case 'dealt':
      scene.events.emit(TABLE_EVENTS.dealt, table.session);
      scene.game.events.emit(TABLE_EVENTS.dealt, table.session);
      return;
    case 'figures':
      showFigures(t.hud, table.figures());
      return;
    case 'over':
      gameOver(t, e);
      return;
    case 'settled':
      if (e.moves) scene.events.emit(TABLE_EVENTS.played, table.session, e.moves);
      else scene.events.emit(TABLE_EVENTS.changed, table.session);
      return;
    case 'giveUp':
      void askConfirm(T.giveUpTitle, T.giveUpText, T.giveUpYes, T.keepPlaying).then((yes) => { if (yes) e.accept(); });
      return;
    case 'start':
      t.startDeal(e.data);
      return;
  }
}

function gameOver(t: ShownTable, e: Extract<TableEvent, { kind: 'over' }>): void {
  const { scene, table } = t;
  const how = e.how;
  t.pointer.cancel();
  t.keys.dropLift();
  t.hud.setFinish(false);
  scene.events.emit(TABLE_EVENTS.over, how);
  scene.game.events.emit(TABLE_EVENTS.over, how);
  // The last cards land (a finish may still be flying) before the celebration and Results.
  whenIdle(t, () => {
    if (table.over !== how) return;
    if (e.notice !== null) toast(e.notice);
    if (e.say !== null) announce(e.say);
    const results = (after: number): void => {
      scene.time.delayedCall(after, () => {
        if (table.over === how && !scene.scene.isActive(SCENES.results)) scene.scene.launch(SCENES.results, e.results);
      });
    };
    if (how !== 'won') {
      results(RESULTS_AFTER_MS.lost);
      return;
    }
    sounds.play(SOUND.win);
    // The celebration first, the Results after it: a tap or a key skips straight to them.
    const skip = (): void => { t.board.skipCelebration(); };
    const skipOnKey = (): void => { skip(); };
    scene.input.once(Phaser.Input.Events.POINTER_DOWN, skip);
    window.addEventListener('keydown', skipOnKey, { once: true });
    const unhook = (): void => {
      scene.input.off(Phaser.Input.Events.POINTER_DOWN, skip);
      window.removeEventListener('keydown', skipOnKey);
    };
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, unhook);
    t.board.celebrate((skipped) => {
      unhook();
      results(skipped ? 0 : RESULTS_AFTER_MS.won);
    });
  });
}

/** Calls `fn` once no card animation runs. */
function whenIdle(t: ShownTable, fn: () => void): void {
  if (!t.board.isAnimating()) {
    fn();
    return;
  }
  t.scene.time.delayedCall(50, () => { whenIdle(t, fn); });
}
