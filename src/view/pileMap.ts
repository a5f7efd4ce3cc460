/**
 * Which card sprite lies in which pile of the board, and where each lies: the board's questions
 * about places (what is under a point, a pile's rectangle, a top card's), kept apart from its motion.
 */
import type { Card, State } from '../engine/index.ts';
import type { CardSprite } from './cardSprite.ts';
import { type Layout, type Rect, pileRect, topCardRect } from './layout.ts';
import { type PileContents, pilesOf } from './piles.ts';

export class PileMap {
  protected readonly sprites: CardSprite[] = [];
  protected readonly piles = new Map<string, CardSprite[]>();

  constructor(
    protected lay: Layout,
    protected state: State,
  ) {}

  get layout(): Layout {
    return this.lay;
  }

  /** The pile whose top card (or, for the stock, whose place) is under the point. */
  hitTest(x: number, y: number): string | null {
    for (const id of Object.keys(this.lay.piles)) {
      const r = this.topRect(id);
      if (r && x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height) return id;
    }
    return null;
  }

  /** The rectangle a pile covers now (its slot when empty), in CSS px. */
  pileRect(id: string): Rect | null {
    const spot = this.lay.piles[id];
    if (!spot) return null;
    const p = this.contents(id);
    return pileRect(this.lay, spot, p.cards.length, p.hidden);
  }

  /** The rectangle of a pile's top card (its slot when empty). */
  topRect(id: string): Rect | null {
    const spot = this.lay.piles[id];
    if (!spot) return null;
    const p = this.contents(id);
    return topCardRect(this.lay, spot, p.cards.length, p.hidden);
  }

  /** Where the top card's sprite actually is now (it may be mid-flight), in CSS px. */
  spriteRect(id: string): Rect | null {
    const s = this.top(id);
    if (!s) return null;
    const { x, y, displayWidth: w, displayHeight: h } = s.img;
    return { x: x - w / 2, y: y - h / 2, width: w, height: h };
  }

  /** How many cards pile `id` holds. */
  count(id: string): number {
    return this.piles.get(id)?.length ?? 0;
  }

  /** The card sprites in each pile (for checks that no card was lost or doubled). */
  spriteCards(): Map<string, Card[]> {
    const out = new Map<string, Card[]>();
    for (const [id, list] of this.piles) out.set(id, list.map((s) => s.card));
    return out;
  }

  protected contents(id: string): PileContents {
    return pilesOf(this.state).get(id) ?? { cards: [], hidden: 0 };
  }

  protected top(pile: string): CardSprite | undefined {
    const list = this.piles.get(pile);
    return list?.[list.length - 1];
  }

}
