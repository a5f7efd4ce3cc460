/**
 * While a deal is being found (a winnable one, or one of a level): the table's frame at once, the
 * piles' empty places and the bar as the deal will show them, and in the middle of the table the
 * words and a deck being shuffled, so the player sees the table and that it is working.
 */
import type Phaser from 'phaser';
import type { HudFigures } from '../../play/table.ts';
import { viewport } from '../../platform/viewport.ts';
import { TEXTURES } from '../../keys.ts';
import { atlasCardPx, backFrame, ensureAtlas } from '../cards/atlas.ts';
import { DEPTH } from '../kit/depth.ts';
import { HUD_BUTTONS, layout } from '../layout/layout.ts';
import { Hud } from './hud.ts';
import { motionOff } from '../kit/motion.ts';
import { viewSettings } from '../kit/settings.ts';
import { PileSlots } from './slots.ts';
import { textStyle } from '../kit/ui.ts';

/** The table that the deal found will fill. */
export interface TableFrame {
  readonly game: string;
  readonly title: string;
  /** The line under the figures (the result to beat), or null. */
  readonly line: string | null;
  readonly figures: HudFigures;
}

/** How long one pass of the shuffle takes, ms. */
const SHUFFLE_MS = 420;

/** Shows the frame and `words` with the shuffling deck; returns what takes the words and the deck away. */
export function showFinding(scene: Phaser.Scene, frame: TableFrame, words: string): () => void {
  const v = viewport();
  const lay = layout(frame.game, v.width, v.height, { leftHanded: viewSettings().leftHanded, footer: 0, line: frame.line !== null });
  ensureAtlas(scene.textures, { cardPx: atlasCardPx(lay.card.width, v.dpr), fourColour: viewSettings().fourColour });
  new PileSlots(scene, lay);
  const hud = new Hud(scene, lay.hud, frame.title, v.dpr, () => frame.line);
  hud.setStats(frame.figures);
  // Nothing to press until the deal is on the table.
  for (const id of HUD_BUTTONS) hud.setEnabled(id, false);
  const top = lay.hud.bar.y + lay.hud.bar.height;
  const cx = v.width / 2;
  const cy = top + (v.height - top) / 2;
  const { width: cw, height: ch } = lay.card;
  const deck = [0, 1, 2].map((i) => scene.add.image(cx, cy - ch * 0.35, TEXTURES.cards, backFrame(viewSettings().back)).setDisplaySize(cw, ch).setDepth(DEPTH.flying + i));
  const label = scene.add.text(cx, cy + ch * 0.45, words, textStyle(20, '#f7f3e3', true)).setOrigin(0.5, 0).setDepth(DEPTH.barWords);
  if (label.width > v.width - 24) label.setScale((v.width - 24) / label.width);
  const shuffles = motionOff() ? [] : deck.map((card, i) => scene.tweens.add({
    targets: card,
    x: cx + (i - 1) * cw * 0.55,
    duration: SHUFFLE_MS,
    delay: i * (SHUFFLE_MS / 3),
    ease: 'Sine.easeInOut',
    yoyo: true,
    repeat: -1,
  }));
  return () => {
    for (const t of shuffles) t.stop();
    for (const o of [...deck, label]) o.destroy();
  };
}
