/**
 * Why a card went back: the engine's refusal, in the catalogue's words, shown for a moment on a
 * dark tag over the pile the card came from (and said in the live region by the caller).
 */
import type Phaser from 'phaser';
import { DEPTH } from '../kit/depth.ts';
import { UI_FONT } from '../kit/fonts.ts';
import type { Rect } from '../../geometry.ts';
import type { Layout } from '../layout/layout.ts';
import { animDuration } from '../kit/settings.ts';
import { wrapWidth } from '../kit/ui.ts';

const SHOW_MS = 2200;

export class RefusalNote {
  private readonly text: Phaser.GameObjects.Text;
  private hide: Phaser.Time.TimerEvent | null = null;
  private fade: Phaser.Tweens.Tween | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly lay: () => Layout,
    dpr: number,
  ) {
    this.text = scene.add
      .text(0, 0, '', { fontFamily: UI_FONT, fontSize: '14px', color: '#ffffff', backgroundColor: '#1b1b1bdd', padding: { x: 10, y: 6 }, resolution: dpr, align: 'center' })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.barWords)
      .setVisible(false);
  }

  /** Shows `words` above `near` (the card's pile), kept on the screen. */
  show(words: string, near: Rect): void {
    this.clear();
    const lay = this.lay();
    const size = Math.max(13, Math.min(18, Math.round(lay.card.width * 0.2)));
    this.text.setFontSize(size).setWordWrapWidth(wrapWidth(Math.min(lay.width - 16, Math.max(220, lay.card.width * 3.2)), size)).setText(words).setAlpha(1).setVisible(true);
    const w = this.text.displayWidth;
    const h = this.text.displayHeight;
    const x = Math.max(8 + w / 2, Math.min(lay.width - 8 - w / 2, near.x + near.width / 2));
    // Its bottom edge above the pile when there is room, else below the pile's top card.
    const above = near.y - 6;
    const y = above - h >= 8 ? above : Math.min(lay.height - 8, near.y + Math.min(near.height, lay.card.height) + 6 + h);
    this.text.setPosition(x, y);
    this.hide = this.scene.time.delayedCall(SHOW_MS, () => {
      const d = animDuration(250);
      if (d === 0) this.clear();
      else this.fade = this.scene.tweens.add({ targets: this.text, alpha: 0, duration: d, onComplete: () => { this.clear(); } });
    });
  }

  clear(): void {
    this.hide?.remove();
    this.hide = null;
    this.fade?.stop();
    this.fade = null;
    this.text.setVisible(false);
  }
}
