/**
 * What the board draws over the cards: the hint's outline, the keyboard's focus ring, and the
 * marks of a card the keyboard has lifted (its places outlined faintly, the card itself raised).
 */
import type Phaser from 'phaser';
import { DEPTH } from '../kit/depth.ts';
import type { Rect } from '../../geometry.ts';
import type { Layout } from '../layout/layout.ts';
import { animDuration } from '../kit/settings.ts';

/** The focus ring also goes round the note in the bar at the top: above it. */

const COLOURS = { hint: 0xffd54a, place: 0xffffff, lifted: 0xffb02e, focus: 0x7fd3ff } as const;

export class Marks {
  private readonly highlights: Phaser.GameObjects.Graphics;
  private readonly focusRing: Phaser.GameObjects.Graphics;
  private readonly liftMarks: Phaser.GameObjects.Graphics;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly lay: () => Layout,
  ) {
    this.highlights = scene.add.graphics().setDepth(DEPTH.highlight);
    this.liftMarks = scene.add.graphics().setDepth(DEPTH.highlight + 1);
    this.focusRing = scene.add.graphics().setDepth(DEPTH.focus);
  }

  private get lineWidth(): number {
    return Math.max(3, this.lay().card.width * 0.05);
  }

  private get radius(): number {
    return this.lay().card.width * 0.09;
  }

  /** Outlines these cards, pulsing, until cleared. */
  highlight(rects: readonly Rect[]): void {
    this.clearHighlight();
    const g = this.highlights;
    const lw = this.lineWidth;
    g.lineStyle(lw, COLOURS.hint, 1);
    for (const r of rects) g.strokeRoundedRect(r.x - lw / 2, r.y - lw / 2, r.width + lw, r.height + lw, this.radius);
    g.setAlpha(1);
    const d = animDuration(500);
    if (d > 0) this.scene.tweens.add({ targets: g, alpha: 0.35, duration: d, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  clearHighlight(): void {
    this.scene.tweens.killTweensOf(this.highlights);
    this.highlights.clear();
  }

  /** The focus ring round `r` (null: none). */
  focus(r: Rect | null): void {
    const g = this.focusRing;
    g.clear();
    if (!r) return;
    const lw = Math.max(2, this.lay().card.width * 0.035);
    const pad = lw * 2;
    g.lineStyle(lw, COLOURS.focus, 1);
    g.strokeRoundedRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad, this.lay().card.width * 0.1);
  }

  /** The lifted card at `card` raised by `rise`, and its places faintly; null clears them. */
  lift(card: Rect | null, rise = 0, places: readonly Rect[] = []): void {
    const g = this.liftMarks;
    g.clear();
    if (!card) return;
    const lw = this.lineWidth;
    g.lineStyle(Math.max(1.5, lw * 0.5), COLOURS.place, 0.7);
    for (const r of places) g.strokeRoundedRect(r.x - lw, r.y - lw, r.width + 2 * lw, r.height + 2 * lw, this.radius);
    g.lineStyle(lw, COLOURS.lifted, 1);
    g.strokeRoundedRect(card.x - lw / 2, card.y - rise - lw / 2, card.width + lw, card.height + lw, this.radius);
  }
}
