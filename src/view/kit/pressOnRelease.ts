/**
 * Presses on a few buttons a view draws over the table itself (not a screen of routed buttons,
 * ui.ts `routeButtons`): the table's own pointer handling goes on underneath.
 */
import type Phaser from 'phaser';

/**
 * Calls `press` with the button under a press that starts and ends on it (a finger sliding off
 * cancels); `hit` names the button at a point, or null. Returns what stops listening.
 */
export function pressOnRelease<Id>(scene: Phaser.Scene, hit: (x: number, y: number) => Id | null, press: (id: Id) => void): () => void {
  let pressed: Id | null = null;
  const onDown = (p: Phaser.Input.Pointer): void => {
    pressed = hit(p.worldX, p.worldY);
  };
  const onUp = (p: Phaser.Input.Pointer): void => {
    const b = pressed;
    pressed = null;
    if (b !== null && hit(p.worldX, p.worldY) === b) press(b);
  };
  scene.input.on('pointerdown', onDown);
  scene.input.on('pointerup', onUp);
  return () => {
    scene.input.off('pointerdown', onDown);
    scene.input.off('pointerup', onUp);
  };
}
