/**
 * The bar's figures follow the cards, not the position: the controller says the new figures as
 * soon as an action is played, while its cards are still in the air. What the bar shows is the
 * controller's latest figures, except that the moves change when the action's first card lands,
 * and the cards home count each card as it lands on a foundation (or leaves one).
 */
import type { HudFigures } from '../../play/table.ts';

/** What a card in flight does to the cards home: +1 lands on a foundation, -1 leaves one, 0 neither. */
export type HomeChange = -1 | 0 | 1;

/** What the board tells of its flights (board.ts). */
export interface Arrivals {
  /** An action's cards take off, one entry each (none: nothing flies, the figures show at once). */
  takeOff(cards: readonly HomeChange[]): void;
  /** One of them has landed. */
  landed(change: HomeChange): void;
  /** Every card is at rest at once (an animation ended early, a new layout). */
  allLanded(): void;
}

export class FiguresOnArrival implements Arrivals {
  private latest: HudFigures | null = null;
  /** The moves shown while the action's first card has not landed; null: the latest. */
  private heldMoves: number | null = null;
  /** The change to the cards home still in the air. */
  private homeInAir = 0;
  private inAir = 0;
  private shown: HudFigures | null = null;

  constructor(private readonly draw: (f: HudFigures) => void) {}

  /** The controller's figures now. */
  figures(f: HudFigures): void {
    this.latest = f;
    this.redraw();
  }

  /** The figures again (a new layout, the timer shown or hidden). */
  redraw(): void {
    const f = this.latest;
    if (!f) return;
    this.shown = { ...f, moves: this.heldMoves ?? f.moves, home: f.home - this.homeInAir };
    this.draw(this.shown);
  }

  takeOff(cards: readonly HomeChange[]): void {
    this.settle();
    if (cards.length === 0) return;
    this.inAir = cards.length;
    this.heldMoves = this.shown?.moves ?? null;
    this.homeInAir = cards.reduce<number>((sum, c) => sum + c, 0);
  }

  landed(change: HomeChange): void {
    if (this.inAir === 0) return;
    this.inAir--;
    this.heldMoves = null;
    this.homeInAir -= change;
    if (this.inAir === 0) this.homeInAir = 0;
    this.redraw();
  }

  allLanded(): void {
    if (this.settle()) this.redraw();
  }

  /** Nothing in the air any more; true when something was. */
  private settle(): boolean {
    const was = this.inAir > 0;
    this.inAir = 0;
    this.heldMoves = null;
    this.homeInAir = 0;
    return was;
  }
}
