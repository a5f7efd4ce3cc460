/**
 * The cards on the table: one sprite per card, every one from the single card atlas. The board
 * knows which sprite lies in which pile and where each pile is; it animates the engine's Steps and
 * can always jump to the end of any animation (`finishAll`), so input never waits for it.
 */
import Phaser from 'phaser';
import type { Card, State, Step } from '../engine/index.ts';
import { TEXTURES } from '../keys.ts';
import { SLOT_FRAMES, backFrame } from './atlas.ts';
import { type CardSprite, flip, frameOf, sizeCard, snap } from './cardSprite.ts';
import { type Layout, type PileSpot, type Rect, cardRect, pileRect, topCardRect } from './layout.ts';
import { celebrate } from './celebrate.ts';
import { Marks } from './marks.ts';
import { type PileContents, assignSprites, pilesOf } from './piles.ts';
import { animDuration, viewSettings } from './settings.ts';

const DEPTH = { slot: 0, pile: 100, perPile: 200, flying: 20000 } as const;
const TIMES = { move: 230, flip: 150, dealGap: 26, deal: 320, shake: 55, stagger: 110 } as const;

export class Board {
  private readonly sprites: CardSprite[] = [];
  private readonly piles = new Map<string, CardSprite[]>();
  private readonly slots = new Map<string, Phaser.GameObjects.Image>();
  private readonly order = new Map<string, number>();
  private readonly marks: Marks;
  private focused: string | null = null;
  /** Where the ring goes for a stop that is not a pile (the note): null for a pile. */
  private focusAround: (() => Rect | null) | null = null;
  /** The card the keyboard has lifted, drawn raised off its pile. */
  private raised: CardSprite | null = null;
  private readonly running = new Set<Phaser.Tweens.Tween>();
  private lay: Layout;
  private state: State;
  /** The card under the player's finger: it stays where it is held, not where it rests. */
  private dragged: CardSprite | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    state: State,
    lay: Layout,
  ) {
    this.lay = lay;
    this.state = state;
    Object.keys(lay.piles).forEach((id, i) => this.order.set(id, i));
    for (const spot of Object.values(lay.piles)) {
      const kind = spot.id === 's' ? 'stock' : spot.id.startsWith('f') ? 'foundation' : 'pile';
      const slot = scene.add.image(0, 0, TEXTURES.cards, SLOT_FRAMES[kind]).setOrigin(0, 0).setDepth(DEPTH.slot);
      this.slots.set(spot.id, slot);
    }
    for (const [id, pile] of pilesOf(state)) {
      const list: CardSprite[] = [];
      for (const card of pile.cards) {
        const img = scene.add.image(0, 0, TEXTURES.cards, backFrame(viewSettings().back));
        const s: CardSprite = { img, card, faceUp: false, x: 0, y: 0, depth: 0 };
        this.sprites.push(s);
        list.push(s);
      }
      this.piles.set(id, list);
    }
    this.marks = new Marks(scene, () => this.lay);
    this.placeSlots();
    this.assign(state);
    this.placeAll(false);
  }

  get layout(): Layout {
    return this.lay;
  }

  /** True while any card animation runs. */
  isAnimating(): boolean {
    for (const t of [...this.running]) {
      if (t.isDestroyed() || t.isFinished() || t.isPendingRemove()) this.running.delete(t);
    }
    return this.running.size > 0;
  }

  /** Ends every running animation at once, each card at its resting place. */
  finishAll(): void {
    for (const t of [...this.running]) t.stop();
    this.running.clear();
    for (const s of this.sprites) if (s !== this.dragged) this.snap(s);
  }

  /** A new layout (resize, rotation, left-handed): everything jumps to its new place. */
  relayout(lay: Layout): void {
    this.dragged = null;
    this.finishAll();
    this.lay = lay;
    this.placeSlots();
    this.placeAll(false);
    this.clearHighlight();
  }

  /** The atlas was rebuilt (new resolution or colours): every sprite takes its frame again. */
  refreshTextures(): void {
    for (const [id, img] of this.slots) {
      const kind = id === 's' ? 'stock' : id.startsWith('f') ? 'foundation' : 'pile';
      img.setTexture(TEXTURES.cards, SLOT_FRAMES[kind]);
    }
    this.placeSlots();
    for (const s of this.sprites) this.snap(s);
  }

  /** Jumps or glides to a position (undo, redo, restart, a resumed game). */
  showState(state: State, animate: boolean): void {
    this.dragged = null;
    this.finishAll();
    this.state = state;
    this.assign(state);
    this.placeAll(animate);
  }

  /** Animates what a move did, step by step, then settles on `state`. */
  playSteps(steps: readonly Step[], state: State): void {
    this.finishAll();
    const delays = new Map<CardSprite, number>();
    let at = 0;
    for (const step of steps) {
      if (step.kind === 'flip') {
        const s = this.top(step.pile);
        if (s) {
          s.faceUp = true;
          delays.set(s, at);
        }
        continue;
      }
      const from = this.piles.get(step.from);
      const to = this.piles.get(step.to);
      const s = from?.pop();
      if (!s || !to) continue;
      to.push(s);
      s.faceUp = true;
      delays.set(s, at);
      at += animDuration(TIMES.stagger);
    }
    this.state = state;
    // A safety net: if the steps and the state ever disagree, the state wins.
    this.assign(state);
    // A dropped card glides on from where it was let go.
    this.placeAll(true, delays);
    this.dragged = null;
  }

  /** Deals with a staggered animation from the stock (or from above the table). */
  deal(state: State): void {
    this.finishAll();
    this.state = state;
    this.assign(state);
    const from = this.lay.stock ?? { x: this.lay.width / 2 - this.lay.card.width / 2, y: -this.lay.card.height * 1.5 };
    const gap = animDuration(TIMES.dealGap);
    const duration = animDuration(TIMES.deal);
    // Round by round, as a dealer deals: the first card of every pile, then the second...
    const order: CardSprite[] = [];
    const tableau = this.lay.tableau.map((t) => this.piles.get(t.id) ?? []);
    const longest = Math.max(0, ...tableau.map((p) => p.length));
    for (let round = 0; round < longest; round++) for (const p of tableau) if (p[round]) order.push(p[round]!);
    this.placeAll(false);
    if (duration === 0) return;
    order.forEach((s, k) => {
      const faceUp = s.faceUp;
      s.img.setTexture(TEXTURES.cards, backFrame(viewSettings().back));
      this.size(s.img);
      s.img.setPosition(from.x + this.lay.card.width / 2, from.y + this.lay.card.height / 2).setDepth(DEPTH.flying + k);
      this.tween({
        targets: s.img,
        x: s.x,
        y: s.y,
        delay: k * gap,
        duration,
        ease: 'Cubic.easeOut',
        onComplete: () => {
          s.img.setDepth(s.depth);
          if (faceUp) this.flip(s, 0);
        },
      });
    });
  }

  /** A short shake of a pile's top card: the card has nowhere to go. */
  shake(pile: string): void {
    const s = this.top(pile);
    if (!s) return;
    this.finishAll();
    const d = animDuration(TIMES.shake);
    if (d === 0) return;
    this.tween({ targets: s.img, x: s.x + this.lay.card.width * 0.06, duration: d, yoyo: true, repeat: 2, ease: 'Sine.easeInOut', onComplete: () => { this.snap(s); } });
  }

  /** Lifts a pile's top card for dragging; null when the pile is empty. */
  lift(pile: string): Phaser.GameObjects.Image | null {
    this.finishAll();
    const s = this.top(pile);
    if (!s) return null;
    this.dragged = s;
    s.img.setDepth(DEPTH.flying);
    return s.img;
  }

  /** Puts every card back where it belongs, gliding (a refused drop flies back). */
  settle(): void {
    this.placeAll(true);
    this.dragged = null;
  }

  /** The hint highlight hook: outlines these piles' top cards until the next action. */
  highlight(pileIds: readonly string[]): void {
    this.marks.highlight(pileIds.flatMap((id) => this.topRect(id) ?? []));
  }

  /**
   * The keyboard's chosen pile, ringed (null: no ring). A stop that is not a pile (the note) gives
   * `around`, read at every redraw.
   */
  setFocus(id: string | null, around: (() => Rect | null) | null = null): void {
    this.focused = id;
    this.focusAround = around;
    this.drawFocus();
  }

  /**
   * The keyboard's lifted card: the top card of `from` drawn raised and outlined, and each of its
   * places outlined faintly (the focus ring shows the one it is aimed at). Null puts it back.
   */
  showLift(from: string | null, places: readonly string[] = []): void {
    const was = this.raised;
    this.raised = null;
    if (was && was !== this.dragged) this.snap(was);
    this.marks.lift(null);
    if (from === null) return;
    const s = this.top(from);
    if (!s) return;
    this.finishAll();
    this.raised = s;
    const rise = this.lay.card.height * 0.14;
    s.img.setPosition(s.x, s.y - rise).setDepth(DEPTH.flying);
    this.marks.lift(this.topRect(from), rise, places.flatMap((id) => this.topRect(id) ?? []));
  }

  get focus(): string | null {
    return this.focused;
  }

  private drawFocus(): void {
    this.marks.focus(this.focused === null ? null : this.focusAround ? this.focusAround() : this.pileRect(this.focused));
  }

  clearHighlight(): void {
    this.marks.clearHighlight();
  }

  /** The win: cards leap off the foundations one after another and tumble down the table. */
  celebrate(): void {
    this.finishAll();
    celebrate(this.scene, this.lay, this.lay.foundations.flatMap((f) => [...(this.piles.get(f.id) ?? [])].reverse().map((s) => s.img)), DEPTH.flying);
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

  private contents(id: string): PileContents {
    return pilesOf(this.state).get(id) ?? { cards: [], hidden: 0 };
  }

  private top(pile: string): CardSprite | undefined {
    const list = this.piles.get(pile);
    return list?.[list.length - 1];
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): void {
    const t = this.scene.tweens.add(config);
    this.running.add(t);
  }

  private size(img: Phaser.GameObjects.Image): void {
    sizeCard(img, this.lay);
  }

  private frameOf(s: CardSprite): string {
    return frameOf(s);
  }

  private snap(s: CardSprite): void {
    snap(s, this.lay);
  }

  private flip(s: CardSprite, delay: number): void {
    flip(s, this.lay, animDuration(TIMES.flip), delay, (config) => { this.tween(config); });
  }

  private placeSlots(): void {
    for (const [id, img] of this.slots) {
      const spot = this.lay.piles[id];
      if (!spot) continue;
      img.setPosition(spot.x, spot.y).setDisplaySize(this.lay.card.width, this.lay.card.height);
    }
  }

  /** Gives every pile of `state` its sprites (view/piles.ts). */
  private assign(state: State): void {
    for (const [id, list] of assignSprites(pilesOf(state), this.piles, this.sprites)) this.piles.set(id, list);
  }

  /** Works out every sprite's resting place and moves it there, gliding or at once. */
  private placeAll(animate: boolean, delays?: Map<CardSprite, number>): void {
    const duration = animate ? animDuration(TIMES.move) : 0;
    for (const [id, list] of this.piles) {
      const spot: PileSpot | undefined = this.lay.piles[id];
      if (!spot) continue;
      const hidden = list.findIndex((s) => s.faceUp);
      const hiddenCount = hidden < 0 ? list.length : hidden;
      const base = DEPTH.pile + (this.order.get(id) ?? 0) * DEPTH.perPile;
      list.forEach((s, i) => {
        const r = cardRect(this.lay, spot, i, list.length, hiddenCount);
        s.x = r.x + r.width / 2;
        s.y = r.y + r.height / 2;
        s.depth = base + i;
      });
    }
    for (const s of this.sprites) {
      const img = s.img;
      const moved = Math.abs(img.x - s.x) > 0.5 || Math.abs(img.y - s.y) > 0.5;
      const wantFrame = this.frameOf(s);
      const turns = img.frame.name !== wantFrame;
      if (duration === 0 || (!moved && !turns)) {
        this.snap(s);
        continue;
      }
      const delay = delays?.get(s) ?? 0;
      if (moved) {
        img.setDepth(DEPTH.flying + s.depth);
        this.size(img);
        this.tween({
          targets: img,
          x: s.x,
          y: s.y,
          delay,
          duration,
          ease: 'Cubic.easeOut',
          onComplete: () => {
            img.setDepth(s.depth);
          },
        });
      } else {
        img.setDepth(s.depth);
      }
      if (turns) this.flip(s, moved ? delay + duration * 0.5 : delay);
    }
    this.drawFocus();
  }
}
