/** The empty piles' places on the felt: one slot image a pile, under its cards, from the card atlas. */
import type Phaser from 'phaser';
import type { PileId } from '../../engine/index.ts';
import { TEXTURES } from '../../keys.ts';
import { SLOT_FRAMES } from '../cards/atlas.ts';
import { DEPTH } from '../kit/depth.ts';
import type { Layout } from '../layout/layout.ts';

/** Which slot frame an empty pile shows. */
function slotKind(id: PileId): 'stock' | 'foundation' | 'pile' {
  return id === 's' ? 'stock' : id.startsWith('f') ? 'foundation' : 'pile';
}

export class PileSlots {
  private readonly slots = new Map<PileId, Phaser.GameObjects.Image>();

  constructor(scene: Phaser.Scene, lay: Layout) {
    for (const id of Object.keys(lay.piles) as PileId[]) {
      this.slots.set(id, scene.add.image(0, 0, TEXTURES.cards, SLOT_FRAMES[slotKind(id)]).setOrigin(0, 0).setDepth(DEPTH.slot));
    }
    this.place(lay);
  }

  /** Every slot where `lay` puts its pile, at the card's size. */
  place(lay: Layout): void {
    for (const [id, img] of this.slots) {
      const spot = lay.piles[id];
      if (spot) img.setPosition(spot.x, spot.y).setDisplaySize(lay.card.width, lay.card.height);
    }
  }

  /** The atlas was rebuilt: each slot takes its frame again. */
  refreshTextures(lay: Layout): void {
    for (const [id, img] of this.slots) img.setTexture(TEXTURES.cards, SLOT_FRAMES[slotKind(id)]);
    this.place(lay);
  }
}
