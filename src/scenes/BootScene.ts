/**
 * First screen: straight to the menu, which needs no cards, with the card atlas drawn in idle
 * time behind it; or straight to a deal when the URL names one (`?game=ID&deal=123`),
 * whose table draws the atlas at once.
 */
import Phaser from 'phaser';
import { GAME_IDS } from '../engine/index.ts';
import { pageParams } from '../platform/params.ts';
import { labelCanvas, toast } from '../view/dom.ts';
import { viewport } from '../platform/viewport.ts';
import { atlasCardPx } from '../view/atlas.ts';
import { buildAtlasWhenIdle } from '../view/atlasIdle.ts';
import { layout } from '../view/layout.ts';
import { viewSettings } from '../view/settings.ts';
import { SCENES } from '../keys.ts';
import type { TableData } from '../play/deal.ts';

export class BootScene extends Phaser.Scene {
  constructor() {
    super(SCENES.boot);
  }

  create(): void {
    labelCanvas(this.game.canvas);
    const params = pageParams();
    if (params.error !== null) toast(params.error, 7000);
    if (params.game) {
      const data: TableData = { game: params.game, ...(params.deal !== null ? { number: params.deal } : {}) };
      this.scene.start(SCENES.table, data);
      return;
    }
    // The atlas for the card size the first table will likely use (the table redraws it if needed):
    // with no game named yet, the middle size of the registered games', which most tables can use.
    const v = viewport();
    const sizes = GAME_IDS.map((g) => layout(g, v.width, v.height, { leftHanded: viewSettings().leftHanded }).card.width);
    const card = sizes.sort((a, b) => a - b)[sizes.length >> 1]!;
    buildAtlasWhenIdle(this.textures, { cardPx: atlasCardPx(card, v.dpr), fourColour: viewSettings().fourColour });
    this.scene.start(SCENES.menu);
  }
}
