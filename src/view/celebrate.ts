/** The win on the board: the cards leap off the foundations one after another and tumble down the table. */
import Phaser from 'phaser';
import type { Layout } from './layout.ts';
import { animDuration } from './settings.ts';

/** Sends `cards` (top of the foundations first) bouncing down, each above the last from `depth` on. */
export function celebrate(scene: Phaser.Scene, lay: Layout, cards: readonly Phaser.GameObjects.Image[], depth: number): void {
  const d = animDuration(1400);
  if (d === 0) return;
  const { width, height } = lay;
  cards.forEach((img, k) => {
    const side = k % 2 === 0 ? 1 : -1;
    const x = Phaser.Math.Clamp(img.x + side * (0.2 + Math.random() * 0.6) * width, 0, width);
    img.setDepth(depth + k);
    const delay = k * animDuration(40);
    scene.tweens.add({ targets: img, x, duration: d, delay, ease: 'Linear' });
    scene.tweens.add({ targets: img, y: height - lay.card.height * 0.45, duration: d, delay, ease: 'Bounce.easeOut' });
  });
}
