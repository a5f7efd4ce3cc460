/**
 * The rules' picture of a legal move (play/rulesExample.ts): the card on the pile it leaves, and
 * the foundation or pile it may go to, the real card faces of the one card atlas. Where motion is
 * on the card slides over, again and again, resting at each end (frames are drawn only while it
 * moves); where it is off it stays put, an arrow showing where it may go.
 */
import type Phaser from 'phaser';
import { type GameId, gameDef } from '../../engine/index.ts';
import type { Rect } from '../../geometry.ts';
import { TEXTURES } from '../../keys.ts';
import type { RulesExample } from '../../play/rulesExample.ts';
import { viewport } from '../../platform/viewport.ts';
import { SLOT_FRAMES, atlasCardPx, backFrame, ensureAtlas, faceFrame } from '../cards/atlas.ts';
import { CARD_RATIO, WIDEST_INDEX } from '../cards/cardArt.ts';
import { layout } from '../layout/layout.ts';
import { arcTween, motionOff } from '../kit/motion.ts';
import { animDuration, viewSettings } from '../kit/settings.ts';

/** One slide, ms at the normal speed; then the card rests on its place, and on its pile again. */
const SLIDE_MS = 900;
const REST_AT_PLACE_MS = 1100;
const REST_AT_PILE_MS = 700;
const ARROW = 0xf2c14e;

/** What the picture shows now, for the test hook. */
export interface MoveFigureShown {
  /** Where the moving card is drawn now. */
  readonly card: () => Rect;
  /** The card slides (motion on), or stays with an arrow (motion off). */
  readonly moving: boolean;
}

/** Where a card lies past the one under it in a pile fanned `fan`, the card `w` x `h`. */
function fanned(fan: string, w: number, h: number): { x: number; y: number } {
  if (fan === 'right') return { x: (WIDEST_INDEX.width + 0.02) * w, y: 0 };
  return { x: 0, y: (WIDEST_INDEX.height / CARD_RATIO + 0.01) * h };
}

/** The atlas as it stands, or (none drawn yet: the rules opened from the menu first) drawn now at the size the game's table will want. */
function atlasFor(scene: Phaser.Scene, game: GameId): void {
  if (scene.textures.exists(TEXTURES.cards)) return;
  const v = viewport();
  const card = layout(game, v.width, v.height, { leftHanded: viewSettings().leftHanded }).card.width;
  ensureAtlas(scene.textures, { cardPx: atlasCardPx(card, v.dpr), fourColour: viewSettings().fourColour });
}

/** Draws `example` of `game`'s rules in `box` (its background in `g`). */
export function drawMoveFigure(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, game: GameId, example: RulesExample, box: Rect): MoveFigureShown {
  atlasFor(scene, game);
  g.fillStyle(0x000000, 0.25);
  g.fillRoundedRect(box.x, box.y, box.width, box.height, Math.min(8, box.height / 6));
  const fan = gameDef(game).layout.fan;
  // Two places side by side, a card's width apart for the way between, each a card and its fan.
  const unit = fanned(fan, 1, CARD_RATIO);
  const margin = Math.max(4, Math.min(box.width, box.height) * 0.08);
  const w = Math.min((box.width - 2 * margin) / (3 + 2 * unit.x), (box.height - 2 * margin) / (CARD_RATIO * (1 + unit.y / CARD_RATIO)));
  const h = w * CARD_RATIO;
  const step = fanned(fan, w, h);
  const across = 3 * w + 2 * step.x;
  const left = box.x + (box.width - across) / 2;
  const top = box.y + (box.height - (h + step.y)) / 2;
  const pile = { x: left + w / 2, y: top + h / 2 };
  const place = { x: left + 2 * w + step.x + w / 2, y: top + h / 2 };
  const card = (at: { x: number; y: number }, frame: string): Phaser.GameObjects.Image => scene.add.image(at.x, at.y, TEXTURES.cards, frame).setDisplaySize(w, h);
  const under = example.under;
  card(pile, under === null ? SLOT_FRAMES.pile : under === 'back' ? backFrame(viewSettings().back) : faceFrame(under));
  const onPile = under === null ? pile : { x: pile.x + step.x, y: pile.y + step.y };
  const onto = example.onto;
  card(place, onto !== null ? faceFrame(onto) : SLOT_FRAMES[example.to === 'foundation' ? 'foundation' : 'pile']);
  // Onto a pile's card it lies fanned past it; onto a foundation or into a space, square on.
  const landing = example.to === 'pile' && onto !== null ? { x: place.x + step.x, y: place.y + step.y } : place;
  const moving = card(onPile, faceFrame(example.card));
  const still = motionOff();
  if (still) drawArrow(g, { x: onPile.x + w / 2, y: onPile.y }, place.x - w / 2, w);
  else scene.tweens.add({ ...arcTween(moving, landing, { bend: h * 0.15, duration: animDuration(SLIDE_MS), delay: REST_AT_PILE_MS }), hold: REST_AT_PLACE_MS, repeat: -1, repeatDelay: REST_AT_PILE_MS });
  return {
    moving: !still,
    card: () => {
      const b = moving.getBounds();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    },
  };
}

/** An arrow from the card's edge `from` across the way to the edge `toX` of the place it may go to. */
function drawArrow(g: Phaser.GameObjects.Graphics, from: { x: number; y: number }, toX: number, w: number): void {
  const x0 = from.x + 3;
  const x1 = toX - 3;
  const head = Math.min((x1 - x0) / 2, Math.max(5, w * 0.22));
  g.lineStyle(Math.max(2, w * 0.07), ARROW, 1);
  g.lineBetween(x0, from.y, x1 - head * 0.6, from.y);
  g.fillStyle(ARROW, 1);
  g.fillTriangle(x1, from.y, x1 - head, from.y - head * 0.6, x1 - head, from.y + head * 0.6);
}
