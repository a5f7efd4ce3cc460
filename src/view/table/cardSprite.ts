/** One card's sprite on the board: where it rests, which side shows, and how it turns over. */
import type Phaser from 'phaser';
import type { Card } from '../../engine/index.ts';
import { TEXTURES } from '../../keys.ts';
import { backFrame, faceFrame } from '../cards/atlas.ts';
import type { Layout } from '../layout/layout.ts';
import { viewSettings } from '../kit/settings.ts';
import { grey, turnPose } from '../cards/turn.ts';

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
  s.img.setPosition(s.x, s.y).setDepth(s.depth).setAlpha(1).setAngle(0).clearTint();
}

/** The side and the size of a sprite at rest, leaving where it is and its depth to its flight. */
function faceAtRest(s: CardSprite, lay: Layout): void {
  s.img.setTexture(TEXTURES.cards, frameOf(s));
  sizeCard(s.img, lay);
  s.img.clearTint();
}

/** Draws the sprite at pose `t` of its turn (view/cards/turn.ts): width, lift, light, and which side. */
function pose(s: CardSprite, lay: Layout, t: number): void {
  const p = turnPose(t);
  if (p.turned && s.img.frame.name !== frameOf(s)) s.img.setTexture(TEXTURES.cards, frameOf(s));
  s.img.setDisplaySize(lay.card.width * p.width * p.lift, lay.card.height * p.lift);
  const left = grey(p.left);
  const right = grey(p.right);
  s.img.setTint(left, right, left, right);
}

/**
 * Turns a card over in place over `duration` ms after `delay`, as a card turns (view/cards/turn.ts): it
 * narrows to its edge, rising and darkening, shows its other side from the midpoint and widens
 * again. Only its look: where it is and its depth stay its flight's, so a card that turns while it
 * flies stays above the cards it passes. `tween` starts the tween (the board keeps count of the
 * running ones).
 */
export function flip(s: CardSprite, lay: Layout, duration: number, delay: number, tween: (config: Phaser.Types.Tweens.TweenBuilderConfig) => void): void {
  if (duration === 0) {
    faceAtRest(s, lay);
    return;
  }
  const turn = { t: 0 };
  tween({
    targets: turn,
    t: 1,
    duration,
    delay,
    ease: 'Sine.easeInOut',
    onUpdate: () => { pose(s, lay, turn.t); },
    onComplete: () => { faceAtRest(s, lay); },
  });
}
