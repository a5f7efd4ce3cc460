/** "Finding a deal…" in the middle of the empty table, shown only when the search takes a while. */
import type Phaser from 'phaser';
import { viewport } from '../platform/viewport.ts';
import { textStyle } from './ui.ts';

/** Shown only when finding a deal takes longer than this. */
const QUIET_MS = 300;

/** Says `words` after a moment; returns what takes them away. */
export function showFinding(scene: Phaser.Scene, words: string): () => void {
  const v = viewport();
  const quiet = scene.add.text(v.width / 2, v.height / 2, words, textStyle(18, '#e8f3ec')).setOrigin(0.5).setAlpha(0.85).setVisible(false);
  const timer = scene.time.delayedCall(QUIET_MS, () => quiet.setVisible(true));
  return () => {
    timer.remove();
    quiet.destroy();
  };
}
