/**
 * Mouse and touch on the table: the board's gestures and the bar's buttons. One pointer drives at
 * a time (a second finger is ignored until the first is lifted). A press on a card that moves less
 * than DRAG_START px is a tap; more, and the card follows the pointer until it is let go, on the
 * legal place it comes nearest or back home. What the player did goes out as an intent.
 */
import Phaser from 'phaser';
import type { PileId } from '../../engine/index.ts';
import type { Rect } from '../../geometry.ts';
import type { BoardIntent } from '../../input/tableInput.ts';
import { type DropTarget, chooseDrop } from '../../play/targets.ts';
import type { Board } from './board.ts';
import type { Hud } from './hud.ts';
import type { HudButton } from '../layout/layout.ts';

/** Movement (CSS px) before a press turns into a drag. */
export const DRAG_START = 8;

/** What the pointer asks of the table (the controller answers) and where it sends what the player did. */
export interface PointerActions {
  /** False while something covers the table (the results screen): every press is ignored. */
  enabled(): boolean;
  /** False while the table takes no input (game over, dealing). */
  accepting(): boolean;
  /** Whether the top card of pile `id` may be picked up. */
  canLift(id: PileId): boolean;
  /** The piles the top card of `id` may legally go to now. */
  targetsFrom(id: PileId): readonly PileId[];
  intent(i: BoardIntent): void;
  button(id: HudButton): void;
}

interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  readonly pile: PileId | null;
  readonly button: HudButton | null;
  img: Phaser.GameObjects.Image | null;
  dx: number;
  dy: number;
  dragging: boolean;
}

export class TablePointer {
  private press: Press | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: () => Board,
    private readonly hud: () => Hud,
    private readonly actions: PointerActions,
    /** Whether something drawn over the cards takes a press at (x, y) (the guide's callout). */
    private readonly covered: (x: number, y: number) => boolean = () => false,
  ) {
    const input = scene.input;
    const E = Phaser.Input.Events;
    const listeners = [
      [E.POINTER_DOWN, this.onDown],
      [E.POINTER_MOVE, this.onMove],
      [E.POINTER_UP, this.onUp],
      [E.POINTER_UP_OUTSIDE, this.onUp],
      [E.GAME_OUT, this.onOut],
    ] as const;
    for (const [event, fn] of listeners) input.on(event, fn);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      for (const [event, fn] of listeners) input.off(event, fn);
    });
  }

  /** Ends any drag at once, the card back on its pile (a resize, a rotation, the page hidden). */
  cancel(): void {
    const p = this.press;
    this.press = null;
    this.hud().press(null);
    if (p?.dragging) this.board().settle();
  }

  get dragging(): boolean {
    return this.press?.dragging ?? false;
  }

  private readonly onDown = (pointer: Phaser.Input.Pointer): void => {
    // One pointer at a time; a press whose pointer is no longer down (its release was lost to a
    // pause or to the page) is stale and gives way.
    if (this.press) {
      const owner = this.scene.input.manager.pointers.find((q) => q.id === this.press?.pointerId);
      if (owner?.isDown) return;
      this.cancel();
    }
    if (!pointer.wasTouch && pointer.button !== 0) return;
    if (!this.actions.enabled()) return;
    const x = pointer.worldX;
    const y = pointer.worldY;
    const button = this.hud().hit(x, y);
    if (button) {
      this.press = { pointerId: pointer.id, x, y, pile: null, button, img: null, dx: 0, dy: 0, dragging: false };
      this.hud().press(button);
      return;
    }
    if (this.hud().onBar(x, y) || this.covered(x, y)) return;
    this.actions.intent({ kind: 'press' });
    if (!this.actions.accepting()) return;
    const pile = this.board().places.hitTest(x, y);
    this.press = { pointerId: pointer.id, x, y, pile, button: null, img: null, dx: 0, dy: 0, dragging: false };
  };

  private readonly onMove = (pointer: Phaser.Input.Pointer): void => {
    const p = this.press;
    if (p?.pointerId !== pointer.id) return;
    const x = pointer.worldX;
    const y = pointer.worldY;
    if (p.button) {
      this.hud().press(this.hud().hit(x, y) === p.button ? p.button : null);
      return;
    }
    if (!p.pile || p.pile === 's' || p.pile.startsWith('f')) return;
    if (!p.dragging) {
      if (Math.hypot(x - p.x, y - p.y) < DRAG_START || !this.actions.canLift(p.pile)) return;
      const img = this.board().lift(p.pile);
      if (!img) return;
      p.img = img;
      p.dx = img.x - p.x;
      p.dy = img.y - p.y;
      p.dragging = true;
      this.actions.intent({ kind: 'lift', pile: p.pile });
    }
    this.board().dragTo(x + p.dx, y + p.dy);
  };

  private readonly onUp = (pointer: Phaser.Input.Pointer): void => {
    const p = this.press;
    if (p?.pointerId !== pointer.id) return;
    this.press = null;
    const x = pointer.worldX;
    const y = pointer.worldY;
    if (p.button) {
      this.hud().press(null);
      if (this.hud().hit(x, y) === p.button) this.actions.button(p.button);
      return;
    }
    if (!p.pile) return;
    if (p.dragging && p.img) {
      this.board().dragTo(x + p.dx, y + p.dy);
      // Where the card would lie at its resting size (it is drawn raised in the hand).
      const lay = this.board().places.layout.card;
      this.letGo(p.pile, { x: p.img.x - lay.width / 2, y: p.img.y - lay.height / 2, width: lay.width, height: lay.height });
      return;
    }
    if (this.actions.accepting()) this.actions.intent({ kind: 'tap', pile: p.pile });
  };

  /**
   * A card from `from` let go with its rectangle at `card`: onto the legal place it overlaps most
   * (or comes within half a card of); put down at home, it settles there unasked; anywhere else,
   * the table says why not.
   */
  private letGo(from: PileId, card: Rect): void {
    const board = this.board();
    const places = board.places;
    if (!this.actions.accepting()) {
      board.settle();
      return;
    }
    const rects = (ids: readonly PileId[]): DropTarget[] => ids.flatMap((id) => {
      const rect = places.pileRect(id);
      return rect ? [{ id, rect }] : [];
    });
    const to = chooseDrop(card, rects(this.actions.targetsFrom(from)), places.layout.card.width * 0.5);
    if (to) {
      this.actions.intent({ kind: 'drop', from, onto: to });
      return;
    }
    const home = places.pileRect(from);
    if (!home || chooseDrop(card, [{ id: from, rect: home }], 0) !== null) {
      board.settle();
      return;
    }
    const others = (Object.keys(places.layout.piles) as PileId[]).filter((id) => id !== from);
    this.actions.intent({ kind: 'drop', from, onto: chooseDrop(card, rects(others), 0) });
  }

  /** The pointer left the canvas, or the game paused: a press or drag ends there, the card back home. */
  private readonly onOut = (): void => {
    if (this.press) this.cancel();
  };
}
