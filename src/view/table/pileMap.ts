/**
 * Which card sprite lies in which pile of the board, and where: the board's answers about places
 * (what is under a point, a pile's rectangle, a top card's), kept apart from its motion.
 */
import type { Card, PileId, State } from '../../engine/index.ts';
import type { CardSprite } from './cardSprite.ts';
import type { Rect } from '../../geometry.ts';
import { type Layout, pileRect, topCardRect } from '../layout/layout.ts';
import { type PileContents, assignSprites, pilesOf } from './piles.ts';

/** The board's questions about places, for the pointer and the test hook. */
export interface BoardPlaces {
  readonly layout: Layout;
  hitTest(x: number, y: number): PileId | null;
  pileRect(id: PileId): Rect | null;
  topRect(id: PileId): Rect | null;
  spriteRect(id: PileId): Rect | null;
  spriteCards(): Map<PileId, Card[]>;
}

export class PileMap implements BoardPlaces {
  /** Every card's sprite. */
  readonly sprites: CardSprite[] = [];
  /** The sprites of each pile, bottom card first. */
  readonly piles = new Map<PileId, CardSprite[]>();

  constructor(
    /** Where the piles lie now. */
    public layout: Layout,
    /** The position the board shows. */
    public state: State,
  ) {}

  /** Gives every pile of `state` its sprites, a sprite already in place keeping its place; `state` is then the position shown. */
  show(state: State): void {
    this.state = state;
    for (const [id, list] of assignSprites(pilesOf(state), this.piles, this.sprites)) this.piles.set(id, list);
  }

  /** The pile whose top card (or, for the stock, whose place) is under the point. */
  hitTest(x: number, y: number): PileId | null {
    for (const id of Object.keys(this.layout.piles) as PileId[]) {
      const r = this.topRect(id);
      if (r && x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height) return id;
    }
    return null;
  }

  /** The rectangle a pile covers now (its slot when empty), in CSS px. */
  pileRect(id: PileId): Rect | null {
    const spot = this.layout.piles[id];
    if (!spot) return null;
    const p = this.contents(id);
    return pileRect(this.layout, spot, p.cards.length, p.hidden);
  }

  /** The rectangle of a pile's top card (its slot when empty). */
  topRect(id: PileId): Rect | null {
    const spot = this.layout.piles[id];
    if (!spot) return null;
    const p = this.contents(id);
    return topCardRect(this.layout, spot, p.cards.length, p.hidden);
  }

  /** Where the top card's sprite actually is now (it may be mid-flight), in CSS px. */
  spriteRect(id: PileId): Rect | null {
    const s = this.top(id);
    if (!s) return null;
    const { x, y, displayWidth: w, displayHeight: h } = s.img;
    return { x: x - w / 2, y: y - h / 2, width: w, height: h };
  }

  /** The card sprites in each pile (for checks that no card was lost or doubled). */
  spriteCards(): Map<PileId, Card[]> {
    const out = new Map<PileId, Card[]>();
    for (const [id, list] of this.piles) out.set(id, list.map((s) => s.card));
    return out;
  }

  top(pile: PileId): CardSprite | undefined {
    const list = this.piles.get(pile);
    return list?.[list.length - 1];
  }

  /** The pile holding sprite `s`. */
  pileOf(s: CardSprite): PileId | null {
    for (const [id, list] of this.piles) if (list.includes(s)) return id;
    return null;
  }

  private contents(id: PileId): PileContents {
    return pilesOf(this.state).get(id) ?? { cards: [], hidden: 0 };
  }
}
