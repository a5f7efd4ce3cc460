/**
 * A game's table in miniature, for its menu row: the same layout the table uses (src/view/layout/layout.ts)
 * at the deal of its first numbered deal, every card a small shape (face-up cream, face-down in the player's card back),
 * empty places faintly shaded. Drawn into a Graphics the caller shares with the rest of its screen, so
 * the five miniatures cost no texture and no text: a sixth game gets its miniature from its
 * definition alone.
 */
import type Phaser from 'phaser';
import { type Card, type GameId, initialState, numberedDeal, suitOf } from '../../engine/index.ts';
import { BACK_DESIGNS } from '../cards/art/backs.ts';
import type { Rect } from '../../geometry.ts';
import { type Layout, type PileSpot, cardRect, layout } from '../layout/layout.ts';
import { viewSettings } from '../kit/settings.ts';

/** The table the miniature is taken from, laid out this wide (CSS px): a desktop's proportions. */
const REFERENCE_WIDTH = 1200;

interface Shape {
  readonly rect: Rect;
  readonly kind: 'face' | 'back' | 'slot';
  /** A face-up card's suit colour, for its corner mark. */
  readonly red?: boolean;
}

/** Every card and empty place of `game`'s table at the deal of its first numbered deal, in the layout's pixels. */
function shapesAt(game: GameId, lay: Layout): Shape[] {
  const st = initialState(numberedDeal(game, 1));
  const out: Shape[] = [];
  const face = (rect: Rect, c: Card): Shape => ({ rect, kind: 'face', red: suitOf(c) === 1 || suitOf(c) === 2 });
  st.tableau.forEach((pile, p) => {
    const spot = lay.tableau[p]!;
    const hidden = st.hidden[p]!;
    pile.forEach((c, i) => {
      const rect = cardRect(lay, spot, i, pile.length, hidden);
      out.push(i < hidden ? { rect, kind: 'back' } : face(rect, c));
    });
  });
  const slot = (spot: PileSpot): Rect => cardRect(lay, spot, 0, 1);
  lay.foundations.forEach((spot, i) => {
    const top = st.foundations[i]!;
    out.push(top < 0 ? { rect: slot(spot), kind: 'slot' } : face(slot(spot), top));
  });
  if (lay.stock) out.push({ rect: slot(lay.stock), kind: st.stock.length > 0 ? 'back' : 'slot' });
  if (lay.waste) out.push({ rect: slot(lay.waste), kind: 'slot' });
  return out;
}

function bounds(shapes: readonly Shape[]): Rect {
  const x0 = Math.min(...shapes.map((s) => s.rect.x));
  const y0 = Math.min(...shapes.map((s) => s.rect.y));
  const x1 = Math.max(...shapes.map((s) => s.rect.x + s.rect.width));
  const y1 = Math.max(...shapes.map((s) => s.rect.y + s.rect.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The table's shapes as the reference layout of a box `aspect` times as wide as high would place
 * them, before scaling. The HUD takes its band off the top, so the table keeps the box's shape.
 */
function tableShapes(game: GameId, aspect: number): Shape[] {
  const w = REFERENCE_WIDTH;
  const bar = layout(game, w, w).hud.bar.height;
  return shapesAt(game, layout(game, w, Math.round(w / aspect) + bar));
}

/** Draws `game`'s table at the deal, centred in `box` with a small margin. */
export function drawMiniature(g: Phaser.GameObjects.Graphics, game: GameId, box: Rect): void {
  const shapes = tableShapes(game, box.width / box.height);
  const b = bounds(shapes);
  const margin = Math.max(3, Math.min(box.width, box.height) * 0.06);
  const k = Math.min((box.width - 2 * margin) / b.width, (box.height - 2 * margin) / b.height);
  const ox = box.x + (box.width - b.width * k) / 2 - b.x * k;
  const oy = box.y + (box.height - b.height * k) / 2 - b.y * k;
  g.fillStyle(0x000000, 0.25);
  g.fillRoundedRect(box.x, box.y, box.width, box.height, Math.min(8, box.height / 6));
  const back = Number.parseInt(BACK_DESIGNS[viewSettings().back].light.slice(1), 16);
  for (const s of shapes) {
    const x = ox + s.rect.x * k;
    const y = oy + s.rect.y * k;
    const w = s.rect.width * k;
    const h = s.rect.height * k;
    // Square corners and an edge drawn as the rect under: at this size a rounded, stroked card
    // looks the same and costs the renderer many times the vertices every frame.
    if (s.kind === 'slot') {
      g.fillStyle(0xffffff, 0.16);
      g.fillRect(x, y, w, h);
      continue;
    }
    g.fillStyle(s.kind === 'face' ? 0x5a5a50 : 0xffffff, 1);
    g.fillRect(x, y, w, h);
    g.fillStyle(s.kind === 'face' ? 0xfbf7ea : back, 1);
    g.fillRect(x + 0.75, y + 0.75, w - 1.5, h - 1.5);
    // The corner index a fan leaves showing, as a dot of the suit's colour.
    if (s.kind === 'face' && w >= 6) {
      g.fillStyle(s.red === true ? 0xc8102e : 0x1a1a1a, 1);
      g.fillRect(x + w * 0.14, y + h * 0.08, Math.max(1.5, w * 0.2), Math.max(2, h * 0.13));
    }
  }
}
