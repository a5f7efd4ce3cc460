/**
 * First screen: straight to the menu, which needs no cards, with the card atlas drawn in idle
 * time behind it; or straight to a deal when the URL names one (`?game=ID&deal=123`, a shared
 * deal's link), whose table draws the atlas at once.
 */
import Phaser from 'phaser';
import { GAME_IDS } from '../engine/index.ts';
import { pageParams } from '../platform/params.ts';
import { askConfirm, labelCanvas, toast } from '../view/kit/dom.ts';
import { readSave } from '../platform/saves.ts';
import { T } from '../text/index.ts';
import { viewport } from '../platform/viewport.ts';
import { atlasCardPx } from '../view/cards/atlas.ts';
import { buildAtlasWhenIdle } from '../view/cards/atlasIdle.ts';
import { layout } from '../view/layout/layout.ts';
import { viewSettings } from '../view/kit/settings.ts';
import { SCENES } from '../keys.ts';
import { type TableData, linkedTable } from '../play/deal.ts';
import { linkedDeal } from '../play/share.ts';

export class BootScene extends Phaser.Scene {
  constructor() {
    super(SCENES.boot);
  }

  create(): void {
    labelCanvas(this.game.canvas);
    const params = pageParams();
    if (params.error !== null) toast(params.error, 7000);
    if (params.game) {
      this.openLink(linkedDeal({ ...params, game: params.game }));
      return;
    }
    this.startMenu();
  }

  /** The menu, with the card atlas drawn in idle time behind it. */
  private startMenu(): void {
    // The atlas for the card size the first table will likely use (the table redraws it if needed):
    // with no game named yet, the middle size of the registered games', which most tables can use.
    const v = viewport();
    const sizes = GAME_IDS.map((g) => layout(g, v.width, v.height, { leftHanded: viewSettings().leftHanded }).card.width);
    const card = sizes.sort((a, b) => a - b)[sizes.length >> 1]!;
    buildAtlasWhenIdle(this.textures, { cardPx: atlasCardPx(card, v.dpr), fourColour: viewSettings().fourColour });
    this.scene.start(SCENES.menu);
  }

  /** A link naming a game: its table, or first the question whether to give up the game of it saved. */
  private openLink(linked: TableData): void {
    const link = linkedTable(linked, readSave(linked.game));
    if (link.kind === 'open') {
      this.scene.start(SCENES.table, link.data);
      return;
    }
    // The menu stands behind the question; the answer starts the table over it.
    this.startMenu();
    const scenes = this.game.scene;
    void askConfirm(T.giveUpTitle, T.giveUpText, T.giveUpYes, T.keepPlaying).then((giveUp) => {
      if (!scenes.isActive(SCENES.menu)) return;
      scenes.stop(SCENES.menu);
      scenes.start(SCENES.table, giveUp ? link.giveUp : link.keep);
    });
  }
}
