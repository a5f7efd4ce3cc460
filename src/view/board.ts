/**
 * The cards on the table: one sprite per card, every one from the single card atlas. The board
 * knows which sprite lies in which pile and where each pile is; it animates the engine's Steps and
 * can always jump to the end of any animation (`finishAll`), so input never waits for it.
 */
import Phaser from 'phaser';
import { viewport } from '../platform/viewport.ts';
import type { State, Step } from '../engine/index.ts';
import { TEXTURES } from '../keys.ts';
import { SLOT_FRAMES, backFrame } from './atlas.ts';
import { type CardSprite, flip, frameOf, sizeCard, snap } from './cardSprite.ts';
import { type Layout, type PileSpot, type Rect, cardRect } from './layout.ts';
import { Celebration } from './celebrate.ts';
import { DragLook } from './drag.ts';
import { arcTween } from './motion.ts';
import { RefusalNote } from './refusal.ts';
import { Marks } from './marks.ts';
import { PileMap } from './pileMap.ts';
import { assignSprites, pilesOf } from './piles.ts';
import { animDuration, viewSettings } from './settings.ts';

const DEPTH = { slot: 0, pile: 100, perPile: 200, flying: 20000 } as const;
const TIMES = { move: 230, flip: 150, dealGap: 26, deal: 320, shake: 55, stagger: 110, cascade: 45, back: 300, home: 300 } as const;

export class Board extends PileMap {
  private readonly slots = new Map<string, Phaser.GameObjects.Image>();
  private readonly order = new Map<string, number>();
  private readonly marks: Marks;
  private focused: string | null = null;
  /** Where the ring goes for a stop that is not a pile (the note): null for a pile. */
  private focusAround: (() => Rect | null) | null = null;
  /** The card the keyboard has lifted, drawn raised off its pile. */
  private raised: CardSprite | null = null;
  private readonly running = new Set<Phaser.Tweens.Tween>();
  /** The card in the player's hand: it stays where it is held, raised, not where it rests. */
  private readonly hand: DragLook;
  private readonly refusal: RefusalNote;
  private celebration: Celebration | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    state: State,
    lay: Layout,
  ) {
    super(lay, state);
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
    this.hand = new DragLook(scene, () => this.lay, TEXTURES.cards, DEPTH.flying - 1);
    this.refusal = new RefusalNote(scene, () => this.lay, viewport().dpr);
    const onUpdate = (_time: number, delta: number): void => {
      this.hand.tick(delta);
      this.celebration?.tick(delta);
    };
    scene.events.on(Phaser.Scenes.Events.UPDATE, onUpdate);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.events.off(Phaser.Scenes.Events.UPDATE, onUpdate));
    this.placeSlots();
    this.assign(state);
    this.placeAll(false);
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
    this.celebration?.end();
    const held = this.hand.card;
    for (const s of this.sprites) if (s !== held) this.snap(s);
    if (held) this.hand.raise(held);
  }

  /** A new layout (resize, rotation, left-handed): everything jumps to its new place. */
  relayout(lay: Layout): void {
    this.hand.release();
    this.refusal.clear();
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
    this.hand.release();
    this.refusal.clear();
    this.finishAll();
    this.state = state;
    this.assign(state);
    this.placeAll(animate);
  }

  /** Animates what a move did, step by step, then settles on `state`. */
  playSteps(steps: readonly Step[], state: State): void {
    this.finishAll();
    this.refusal.clear();
    const delays = new Map<CardSprite, number>();
    let at = 0;
    let moved = 0;
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
      // What follows by rule (auto-play, the finish) runs as a quickening cascade.
      at += animDuration(Math.max(TIMES.cascade, TIMES.stagger * 0.8 ** moved++));
    }
    this.state = state;
    // A safety net: if the steps and the state ever disagree, the state wins.
    this.assign(state);
    // A dropped card glides on from where it was let go, and settles.
    this.placeAll(true, delays, this.hand.release());
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
    const rounds: number[] = [];
    for (let round = 0; round < longest; round++) for (const p of tableau) if (p[round]) { order.push(p[round]!); rounds.push(round); }
    this.placeAll(false);
    if (duration === 0) return;
    order.forEach((s, k) => {
      const faceUp = s.faceUp;
      s.img.setTexture(TEXTURES.cards, backFrame(viewSettings().back));
      this.size(s.img);
      s.img.setPosition(from.x + this.lay.card.width / 2, from.y + this.lay.card.height / 2).setDepth(DEPTH.flying + k);
      // A beat between rounds, as a dealer's hand comes back to the first pile.
      const delay = (k + rounds[k]! * 3) * gap;
      this.tween(arcTween(s.img, { x: s.x, y: s.y }, { bend: this.lay.card.height * 0.25, delay, duration, ease: 'Cubic.easeOut', onComplete: () => {
        s.img.setDepth(s.depth);
        if (faceUp) this.flip(s, 0);
      } }));
    });
  }

  /** A short shake of a pile's top card: the card has nowhere to go. */
  shake(pile: string): void {
    const s = this.top(pile);
    if (!s) return;
    this.finishAll();
    this.shakeSprite(s);
  }

  private shakeSprite(s: CardSprite): void {
    const d = animDuration(TIMES.shake);
    if (d === 0) return;
    this.tween({ targets: s.img, x: s.x + this.lay.card.width * 0.06, duration: d, yoyo: true, repeat: 2, ease: 'Sine.easeInOut', onComplete: () => { this.snap(s); } });
  }

  /** Lifts a pile's top card into the hand (raised, shadowed); null when the pile is empty. */
  lift(pile: string): Phaser.GameObjects.Image | null {
    this.finishAll();
    const s = this.top(pile);
    if (!s) return null;
    s.img.setDepth(DEPTH.flying);
    this.hand.start(s, (config) => { this.tween(config); });
    return s.img;
  }

  /** The card in the hand follows it to (x, y), the centre of the card. */
  dragTo(x: number, y: number): void {
    this.hand.moveTo(x, y);
  }

  /** The card in the hand, as drawn now (CSS px), or null. */
  draggedRect(): Rect | null {
    return this.hand.rect();
  }

  /** Puts every card back where it belongs, gliding (a drop let go at home, a cancelled drag). */
  settle(): void {
    this.placeAll(true, undefined, this.hand.release());
  }

  /**
   * A refused drop: the card flies back along a curve and shakes on arrival, and `reason` (the
   * engine's, in the catalogue's words) shows by its pile.
   */
  refuseDrop(reason: string | null): void {
    const s = this.hand.release();
    this.placeAll(true, undefined, s, true);
    const near = s ? this.topRect([...this.piles].find(([, list]) => list.includes(s))?.[0] ?? '') : null;
    if (reason && near) this.refusal.show(reason, near);
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
    if (was && was !== this.hand.card) this.snap(was);
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

  /**
   * The win: cards leap off the foundations one after another and bounce down the table leaving
   * trails (view/celebrate.ts); `done` follows its end or a skip (at once when motion is off).
   */
  celebrate(done: (skipped: boolean) => void): void {
    this.finishAll();
    const cards = this.lay.foundations.flatMap((f) => [...(this.piles.get(f.id) ?? [])].reverse().map((s) => s.img));
    const c = new Celebration(this.scene, this.lay, cards, DEPTH.flying, (skipped: boolean) => {
      if (this.celebration === c) this.celebration = null;
      done(skipped);
    });
    this.celebration = c;
    c.start();
  }

  /** Ends the celebration where it stands (a tap). */
  skipCelebration(): void {
    this.celebration?.skip();
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): void {
    const t = this.scene.tweens.add(config);
    this.running.add(t);
  }

  private size(img: Phaser.GameObjects.Image): void {
    sizeCard(img, this.lay);
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
  private placeAll(animate: boolean, delays?: Map<CardSprite, number>, landing: CardSprite | null = null, back = false): void {
    const duration = animate ? animDuration(TIMES.move) : 0;
    const home = new Set<CardSprite>();
    for (const [id, list] of this.piles) {
      if (id.startsWith('f')) for (const s of list) home.add(s);
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
      const wantFrame = frameOf(s);
      const turns = img.frame.name !== wantFrame;
      if (duration === 0 || (!moved && !turns)) {
        this.snap(s);
        continue;
      }
      const delay = delays?.get(s) ?? 0;
      if (moved && (s === landing || home.has(s))) {
        img.setDepth(DEPTH.flying + s.depth);
        this.tween(this.landArc(s, s === landing, back && s === landing, delay, duration));
      } else if (moved) {
        img.setDepth(DEPTH.flying + s.depth);
        this.size(img);
        this.tween({ targets: img, x: s.x, y: s.y, delay, duration, ease: 'Cubic.easeOut', onComplete: () => { img.setDepth(s.depth); } });
      } else {
        img.setDepth(s.depth);
      }
      if (turns) this.flip(s, moved ? delay + duration * 0.5 : delay);
    }
    this.drawFocus();
  }

  /**
   * The flight of a card going home (an arc onto the foundation), landing from the hand (it comes
   * down to its size with a short settle), or flying back from a refused drop (a higher curve and
   * a shake on arrival).
   */
  private landArc(s: CardSprite, fromHand: boolean, refused: boolean, delay: number, duration: number) {
    const c = this.lay.card;
    const rest = this.hand.restScale(s);
    const to = fromHand ? { x: s.x, y: s.y, scaleX: rest.x, scaleY: rest.y, angle: 0 } : { x: s.x, y: s.y };
    if (!fromHand) this.size(s.img);
    const bend = refused ? c.height * 0.5 : fromHand ? c.height * 0.12 : c.height * 0.6;
    return arcTween(s.img, to, {
      bend,
      delay,
      duration: animDuration(refused ? TIMES.back : TIMES.home) || duration,
      ease: refused ? 'Sine.easeInOut' : 'Cubic.easeOut',
      settleEase: fromHand ? 'Back.easeOut' : undefined,
      onComplete: () => {
        s.img.setDepth(s.depth);
        if (refused) this.shakeSprite(s);
      },
    });
  }
}
