/**
 * The cascade's trails: every copy a card leaves is stamped once on a texture the size of the
 * screen, in device pixels, and the screen draws that texture as one picture. Copies drawn as
 * images of their own cost a frame every copy again (hundreds of whole cards, nine screens of
 * pixels by the cascade's end), which a large screen drawn in software, or a phone at three
 * device pixels to the point, cannot draw at the cascade's pace. Nothing is ever erased from
 * it, as in the classic: the trails stay until the table is drawn again.
 */
import type Phaser from 'phaser';
import { viewport } from '../../platform/viewport.ts';

/** Where a copy stands, in the scene's units (the camera zooms them to device pixels). */
export interface TrailPlace {
  readonly x: number;
  readonly y: number;
}

let made = 0;

export class Trail {
  private readonly texture: Phaser.Textures.DynamicTexture;
  private readonly image: Phaser.GameObjects.Image;
  private readonly dpr: number;
  private stamped = false;
  private gone = false;

  constructor(private readonly scene: Phaser.Scene, depth: number) {
    this.dpr = viewport().dpr;
    const key = `win-trail-${++made}`;
    this.texture = scene.textures.addDynamicTexture(key, scene.scale.width, scene.scale.height, false)!;
    this.image = scene.add.image(0, 0, key).setOrigin(0, 0).setScale(1 / this.dpr).setDepth(depth);
    scene.events.once('shutdown', () => { this.destroy(); });
  }

  /** A copy of `card` where it stands now: on the texture at the next `show`. */
  copy(card: Phaser.GameObjects.Image, at: TrailPlace): void {
    const d = this.dpr;
    this.texture.stamp(card.texture.key, card.frame.name, at.x * d, at.y * d, { scaleX: card.scaleX * d, scaleY: card.scaleY * d, originX: card.originX, originY: card.originY });
    this.stamped = true;
  }

  /** Draws this frame's copies onto the texture (once each). */
  show(): void {
    if (!this.stamped) return;
    this.stamped = false;
    this.texture.render();
  }

  destroy(): void {
    if (this.gone) return;
    this.gone = true;
    this.image.destroy();
    this.scene.textures.remove(this.texture);
  }
}
