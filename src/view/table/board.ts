/**
 * The cards on the table: one sprite per card, every one from the single card atlas. The board is
 * given the positions to show (with the engine's steps between them) and draws them: it knows
 * which sprite lies in which pile (its PileMap), animates the change from the position it shows to
 * the new one, draws the hint's, the lift's and the keyboard's marks, and can always jump to the
 * end of any animation (`finishAll`), so input never waits for it.
 */
import Phaser from 'phaser';
import { DEPTH } from '../kit/depth.ts';
import { viewport } from '../../platform/viewport.ts';
import type { PileId, State, Step } from '../../engine/index.ts';
import { TEXTURES } from '../../keys.ts';
import { backFrame, faceFrame } from '../cards/atlas.ts';
import { type CardSprite, flip, frameOf, sizeCard, snap } from './cardSprite.ts';
import type { Rect } from '../../geometry.ts';
import { type Layout, type PileSpot, cardRect } from '../layout/layout.ts';
import { Celebration } from '../win/celebrate.ts';
import { DragLook } from './drag.ts';
import { arcTween } from '../kit/motion.ts';
import type { Arrivals, HomeChange } from './arrivals.ts';
import { RefusalNote } from './refusal.ts';
import { Marks } from './marks.ts';
import { type BoardPlaces, PileMap } from './pileMap.ts';
import { pilesOf } from './piles.ts';
import { PileSlots } from './slots.ts';
import { animDuration, viewSettings } from '../kit/settings.ts';

/** A card as drawn now (CSS px), for the test hook. */
export interface DrawnCard {
  readonly card: number;
  readonly rect: Rect;
  readonly rest: Rect;
  readonly face: boolean;
  readonly order: number;
  readonly light: number;
}

const TIMES = { move: 230, flip: 150, dealGap: 26, deal: 320, shake: 55, stagger: 110, cascade: 45, back: 300, home: 300 } as const;

export class Board {
  private readonly map: PileMap;
  private readonly slots: PileSlots;
  private readonly order = new Map<PileId, number>();
  private readonly marks: Marks;
  /** Where the keyboard's ring is drawn, read at every redraw (null: no ring). */
  private focusAt: (() => Rect | null) | null = null;
  /** The card the keyboard has lifted, drawn raised off its pile. */
  private raised: CardSprite | null = null;
  private readonly running = new Set<Phaser.Tweens.Tween>();
  /** The card in the player's hand: it stays where it is held, raised, not where it rests. */
  private readonly hand: DragLook;
  private readonly refusal: RefusalNote;
  private celebration: Celebration | null = null;
  /** The cards resting on a foundation, as last placed (a flight's change to the cards home). */
  private restingHome = new Set<CardSprite>();

  constructor(
    private readonly scene: Phaser.Scene,
    state: State,
    layout: Layout,
    /** Told when an action's cards take off and land (the bar's figures follow them). */
    private readonly arrivals: Arrivals | null = null,
  ) {
    this.map = new PileMap(layout, state);
    (Object.keys(layout.piles) as PileId[]).forEach((id, i) => this.order.set(id, i));
    this.slots = new PileSlots(scene, layout);
    for (const [id, pile] of pilesOf(state)) {
      const list: CardSprite[] = [];
      for (const card of pile.cards) {
        const img = scene.add.image(0, 0, TEXTURES.cards, backFrame(viewSettings().back));
        const s: CardSprite = { img, card, faceUp: false, x: 0, y: 0, depth: 0 };
        this.map.sprites.push(s);
        list.push(s);
      }
      this.map.piles.set(id, list);
    }
    this.marks = new Marks(scene, () => this.layout);
    this.hand = new DragLook(scene, () => this.layout, TEXTURES.cards, DEPTH.flying - 1);
    this.refusal = new RefusalNote(scene, () => this.layout, viewport().dpr);
    const onUpdate = (_time: number, delta: number): void => {
      this.hand.tick(delta);
      this.celebration?.tick();
    };
    scene.events.on(Phaser.Scenes.Events.UPDATE, onUpdate);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.events.off(Phaser.Scenes.Events.UPDATE, onUpdate));
    this.map.show(state);
    this.placeAll(false);
  }

  /** The board's places: what is under a point, where a pile lies (CSS px). */
  get places(): BoardPlaces {
    return this.map;
  }

  private get layout(): Layout {
    return this.map.layout;
  }

  /**
   * Every card as drawn now, for the test hook: where it is and its size, where it rests, which
   * side shows, its place in the drawing order (higher is drawn later, on top) and its darkest light.
   */
  cardsDrawn(): DrawnCard[] {
    const list = this.scene.children.list;
    const byOrder = [...this.map.sprites].sort((a, b) => a.img.depth - b.img.depth || list.indexOf(a.img) - list.indexOf(b.img));
    const lay = this.layout.card;
    return byOrder.map((s, order) => {
      const { x, y, displayWidth: w, displayHeight: h } = s.img;
      const light = Math.min(...[s.img.tintTopLeft, s.img.tintTopRight, s.img.tintBottomLeft, s.img.tintBottomRight].map((c) => (c & 0xff) / 255));
      return { card: s.card, rect: { x: x - w / 2, y: y - h / 2, width: w, height: h }, rest: { x: s.x - lay.width / 2, y: s.y - lay.height / 2, width: lay.width, height: lay.height }, face: s.img.frame.name === faceFrame(s.card), order, light };
    });
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
    this.arrivals?.allLanded();
    this.celebration?.end();
    const held = this.hand.card;
    for (const s of this.map.sprites) if (s !== held) this.snap(s);
    if (held) this.hand.raise(held);
  }

  /** A new layout (resize, rotation, left-handed): everything jumps to its new place. */
  relayout(layout: Layout): void {
    this.hand.release();
    this.refusal.clear();
    this.finishAll();
    this.map.layout = layout;
    this.slots.place(this.layout);
    this.placeAll(false);
    this.clearHighlight();
  }

  /** The atlas was rebuilt (new resolution or colours): every sprite takes its frame again. */
  refreshTextures(): void {
    this.slots.refreshTextures(this.layout);
    for (const s of this.map.sprites) this.snap(s);
  }

  /** Jumps or glides to a position (undo, redo, restart, a resumed game). */
  showState(state: State, animate: boolean): void {
    this.hand.release();
    this.refusal.clear();
    this.finishAll();
    this.map.show(state);
    this.placeAll(animate);
  }

  /**
   * Animates what an action did, step by step, to the position `state`. The steps say which sprite
   * went where (a two-deck game holds two of a card, and the one that moved must be the one seen
   * to move), and when; the new position says where every card rests.
   */
  playSteps(steps: readonly Step[], state: State): void {
    this.finishAll();
    this.refusal.clear();
    const delays = new Map<CardSprite, number>();
    let at = 0;
    let moved = 0;
    for (const step of steps) {
      if (step.kind === 'flip') {
        const s = this.map.top(step.pile);
        if (s) {
          s.faceUp = true;
          delays.set(s, at);
        }
        continue;
      }
      const from = this.map.piles.get(step.from);
      const to = this.map.piles.get(step.to);
      const s = from?.pop();
      if (!s || !to) continue;
      to.push(s);
      s.faceUp = true;
      delays.set(s, at);
      // What follows by rule (auto-play, the finish) runs as a quickening cascade.
      at += animDuration(Math.max(TIMES.cascade, TIMES.stagger * 0.8 ** moved++));
    }
    this.map.show(state);
    // A dropped card glides on from where it was let go, and settles.
    this.placeAll(true, delays, this.hand.release());
  }

  /** Deals with a staggered animation from the stock (or from above the table). */
  deal(state: State): void {
    this.finishAll();
    this.map.show(state);
    const from = this.layout.stock ?? { x: this.layout.width / 2 - this.layout.card.width / 2, y: -this.layout.card.height * 1.5 };
    const gap = animDuration(TIMES.dealGap);
    const duration = animDuration(TIMES.deal);
    // Round by round, as a dealer deals: the first card of every pile, then the second...
    const order: CardSprite[] = [];
    const tableau = this.layout.tableau.map((t) => this.map.piles.get(t.id as PileId) ?? []);
    const longest = Math.max(0, ...tableau.map((p) => p.length));
    const rounds: number[] = [];
    for (let round = 0; round < longest; round++) for (const p of tableau) if (p[round]) { order.push(p[round]!); rounds.push(round); }
    this.placeAll(false);
    if (duration === 0) return;
    order.forEach((s, k) => {
      const faceUp = s.faceUp;
      s.img.setTexture(TEXTURES.cards, backFrame(viewSettings().back));
      this.size(s.img);
      s.img.setPosition(from.x + this.layout.card.width / 2, from.y + this.layout.card.height / 2).setDepth(DEPTH.flying + k);
      // A beat between rounds, as a dealer's hand comes back to the first pile.
      const delay = (k + rounds[k]! * 3) * gap;
      this.tween(arcTween(s.img, { x: s.x, y: s.y }, { bend: this.layout.card.height * 0.25, delay, duration, ease: 'Cubic.easeOut', onComplete: () => {
        s.img.setDepth(s.depth);
        if (faceUp) this.flip(s, 0);
      } }));
    });
  }

  /** A short shake of a pile's top card: the card has nowhere to go. */
  shake(pile: PileId): void {
    const s = this.map.top(pile);
    if (!s) return;
    this.finishAll();
    this.shakeSprite(s);
  }

  private shakeSprite(s: CardSprite): void {
    const d = animDuration(TIMES.shake);
    if (d === 0) return;
    this.tween({ targets: s.img, x: s.x + this.layout.card.width * 0.06, duration: d, yoyo: true, repeat: 2, ease: 'Sine.easeInOut', onComplete: () => { this.snap(s); } });
  }

  /** Lifts a pile's top card into the hand (raised, shadowed); null when the pile is empty. */
  lift(pile: PileId): Phaser.GameObjects.Image | null {
    this.finishAll();
    const s = this.map.top(pile);
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
    const home = s ? this.map.pileOf(s) : null;
    const near = home ? this.map.topRect(home) : null;
    if (reason && near) this.refusal.show(reason, near);
  }

  /** The hint highlight hook: outlines these piles' top cards until the next action. */
  highlight(pileIds: readonly PileId[]): void {
    this.marks.highlight(pileIds.flatMap((id) => this.map.topRect(id) ?? []));
  }

  /** The keyboard's ring around pile `id` (null: no ring). */
  focusPile(id: PileId | null): void {
    this.focusAround(id === null ? null : () => this.map.pileRect(id));
  }

  /** The keyboard's ring around what `at` says, read at every redraw (a stop that is not a pile: the note); null: no ring. */
  focusAround(at: (() => Rect | null) | null): void {
    this.focusAt = at;
    this.drawFocus();
  }

  /**
   * The keyboard's lifted card: the top card of `from` drawn raised and outlined, and each of its
   * places outlined faintly (the focus ring shows the one it is aimed at). Null puts it back.
   */
  showLift(from: PileId | null, places: readonly PileId[] = []): void {
    const was = this.raised;
    this.raised = null;
    if (was && was !== this.hand.card) this.snap(was);
    this.marks.lift(null);
    if (from === null) return;
    const s = this.map.top(from);
    if (!s) return;
    this.finishAll();
    this.raised = s;
    const rise = this.layout.card.height * 0.14;
    s.img.setPosition(s.x, s.y - rise).setDepth(DEPTH.flying);
    this.marks.lift(this.map.topRect(from), rise, places.flatMap((id) => this.map.topRect(id) ?? []));
  }

  private drawFocus(): void {
    this.marks.focus(this.focusAt?.() ?? null);
  }

  clearHighlight(): void {
    this.marks.clearHighlight();
  }

  /**
   * The win: cards leap off the foundations one after another and bounce down the table leaving
   * trails (view/win/celebrate.ts); `done` follows its end or a skip (at once when motion is off),
   * within its bound from `since` (performance.now ms: the winning move).
   */
  celebrate(done: (skipped: boolean) => void, since: number): void {
    this.finishAll();
    const cards = this.layout.foundations.flatMap((f) => [...(this.map.piles.get(f.id as PileId) ?? [])].reverse().map((s) => s.img));
    const c = new Celebration(this.scene, this.layout, cards, DEPTH.flying, (skipped: boolean) => {
      if (this.celebration === c) this.celebration = null;
      done(skipped);
    }, since);
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
    sizeCard(img, this.layout);
  }

  private snap(s: CardSprite): void {
    snap(s, this.layout);
  }

  private flip(s: CardSprite, delay: number): void {
    flip(s, this.layout, animDuration(TIMES.flip), delay, (config) => { this.tween(config); });
  }

  /** Works out every sprite's resting place and moves it there, gliding or at once. */
  private placeAll(animate: boolean, delays?: Map<CardSprite, number>, landing: CardSprite | null = null, back = false): void {
    const duration = animate ? animDuration(TIMES.move) : 0;
    const home = new Set<CardSprite>();
    const flights: HomeChange[] = [];
    const takeOff: { s: CardSprite; delay: number }[] = [];
    for (const [id, list] of this.map.piles) {
      if (id.startsWith('f')) for (const s of list) home.add(s);
      const spot: PileSpot | undefined = this.layout.piles[id];
      if (!spot) continue;
      const hidden = list.findIndex((s) => s.faceUp);
      const hiddenCount = hidden < 0 ? list.length : hidden;
      const base = DEPTH.pile + (this.order.get(id) ?? 0) * DEPTH.perPile;
      list.forEach((s, i) => {
        const r = cardRect(this.layout, spot, i, list.length, hiddenCount);
        s.x = r.x + r.width / 2;
        s.y = r.y + r.height / 2;
        s.depth = base + i;
      });
    }
    for (const s of this.map.sprites) {
      const img = s.img;
      const moved = Math.abs(img.x - s.x) > 0.5 || Math.abs(img.y - s.y) > 0.5;
      const wantFrame = frameOf(s);
      const turns = img.frame.name !== wantFrame;
      if (duration === 0 || (!moved && !turns)) {
        this.snap(s);
        continue;
      }
      const delay = delays?.get(s) ?? 0;
      const change = ((home.has(s) ? 1 : 0) - (this.restingHome.has(s) ? 1 : 0)) as HomeChange;
      if (moved) flights.push(change);
      const landed = (): void => { this.arrivals?.landed(change); };
      if (moved) takeOff.push({ s, delay });
      if (moved && (s === landing || home.has(s))) {
        this.tween(this.landArc(s, s === landing, back && s === landing, delay, duration, landed));
      } else if (moved) {
        this.size(img);
        this.tween({ targets: img, x: s.x, y: s.y, delay, duration, ease: 'Cubic.easeOut', onComplete: () => { img.setDepth(s.depth); landed(); } });
      } else {
        img.setDepth(s.depth);
      }
      if (turns) this.flip(s, moved ? delay + duration * 0.5 : delay);
    }
    this.raise(takeOff);
    this.restingHome = home;
    this.arrivals?.takeOff(flights);
    this.drawFocus();
  }

  /**
   * Cards taking off, drawn above every card already in flight (one still ending its flight, a
   * hair from its place, looks landed) and above one another in the order they leave, a moved
   * run of cards in its pile's order: the flying depth is one, the drawing order among equals the
   * display list's, whose depth sort keeps it.
   */
  private raise(takeOff: { s: CardSprite; delay: number }[]): void {
    takeOff.sort((a, b) => a.delay - b.delay || a.s.depth - b.s.depth);
    for (const { s } of takeOff) {
      s.img.setDepth(DEPTH.flying);
      this.scene.children.bringToTop(s.img);
    }
  }

  /**
   * The flight of a card going home (an arc onto the foundation), landing from the hand (it comes
   * down to its size with a short settle), or flying back from a refused drop (a higher curve and
   * a shake on arrival).
   */
  private landArc(s: CardSprite, fromHand: boolean, refused: boolean, delay: number, duration: number, landed: () => void) {
    const c = this.layout.card;
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
        landed();
        if (refused) this.shakeSprite(s);
      },
    });
  }
}
