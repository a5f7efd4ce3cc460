/** One card's sprite on the board: where it rests, which side shows, and how it turns over. */
import type Phaser from 'phaser';
import type { Card } from '../engine/index.ts';
import { TEXTURES } from '../keys.ts';
import { backFrame, faceFrame } from './atlas.ts';
import type { Layout } from './layout.ts';
import { viewSettings } from './settings.ts';

export interface CardSprite {
  readonly img: Phaser.GameObjects.Image;
  readonly card: Card;
  /** Where the card rests when no animation runs. */
  faceUp: boolean;
  x: number;
  y: number;
  depth: number;
}

export function sizeCard(img: Phaser.GameObjects.Image, lay: Layout): void {
  img.setDisplaySize(lay.card.width, lay.card.height);
}

/** The atlas frame of the side the card shows at rest. */
export function frameOf(s: CardSprite): string {
  return s.faceUp ? faceFrame(s.card) : backFrame(viewSettings().back);
}

/** Puts a sprite at rest, exactly. */
export function snap(s: CardSprite, lay: Layout): void {
  // setTexture, not setFrame: after an atlas rebuild the old texture is gone.
  s.img.setTexture(TEXTURES.cards, frameOf(s));
  sizeCard(s.img, lay);
  s.img.setPosition(s.x, s.y).setDepth(s.depth).setAlpha(1).setAngle(0);
}

/**
 * Turns a card over in place over `duration` ms after `delay`: it narrows to an edge, changes side
 * and widens again. `tween` starts the tween (the board keeps count of the running ones).
 */
export function flip(s: CardSprite, lay: Layout, duration: number, delay: number, tween: (config: Phaser.Types.Tweens.TweenBuilderConfig) => void): void {
  if (duration === 0) {
    snap(s, lay);
    return;
  }
  const full = s.img.scaleX;
  tween({
    targets: s.img,
    scaleX: 0,
    duration: duration / 2,
    delay,
    ease: 'Sine.easeIn',
    yoyo: true,
    onYoyo: () => {
      s.img.setTexture(TEXTURES.cards, frameOf(s));
      s.img.scaleX = 0;
    },
    onComplete: () => {
      s.img.scaleX = full;
      snap(s, lay);
    },
  });
}
