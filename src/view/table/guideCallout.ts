/**
 * The first-deal guide on the table: the cards its step talks about outlined, and beside them a
 * small callout with the step's words, how far the guide has come, "Skip", and "Next" (or "Got it"
 * on the last step) where the step has no move to make now. Its buttons take the presses on
 * them; the rest of the table plays on underneath.
 */
import type Phaser from 'phaser';
import type { PileId } from '../../engine/index.ts';
import { type Rect, inside } from '../../geometry.ts';
import type { GuideShown } from '../../play/guide.ts';
import { guideWords } from '../../play/guideWords.ts';
import { T } from '../../text/index.ts';
import { DEPTH } from '../kit/depth.ts';
import { pressOnRelease } from '../kit/pressOnRelease.ts';
import { animDuration } from '../kit/settings.ts';
import { TOUCH_TARGET } from '../kit/touch.ts';
import { PANEL_LOOK, theme } from '../kit/theme.ts';
import { buttonFace, textStyle, wrapWidth } from '../kit/ui.ts';
import { type CalloutPlace, placeCallout } from '../layout/callout.ts';

export type GuideButton = 'guide-next' | 'guide-skip';

/** Where the callout may stand, and where the piles it talks about lie now. */
export interface CalloutRoom {
  readonly width: number;
  readonly height: number;
  /** Under the bar; above the foot of the screen. */
  readonly top: number;
  readonly bottom: number;
  /** Where a pile's top card lies (its slot when empty), and where the whole pile does. */
  topRect(id: PileId): Rect | null;
  pileRect(id: PileId): Rect | null;
  readonly piles: readonly PileId[];
}

const OUTLINE = 0x7fe0ff;
const PAD = 12;

export class GuideCallout {
  private shown: GuideShown | null = null;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly back: Phaser.GameObjects.Graphics;
  private texts: Phaser.GameObjects.Text[] = [];
  private buttons: { id: GuideButton; rect: Rect }[] = [];
  private frame: Rect | null = null;
  private readonly unhook: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    press: (id: GuideButton) => void,
  ) {
    this.marks = scene.add.graphics().setDepth(DEPTH.highlight + 2);
    this.back = scene.add.graphics().setDepth(DEPTH.guide);
    this.unhook = pressOnRelease(scene, (x, y) => this.hit(x, y), press);
    scene.events.once('shutdown', () => { this.unhook(); });
  }

  /** The callout's buttons and where they are (CSS px). */
  get controls(): readonly { id: GuideButton; rect: Rect }[] {
    return this.buttons;
  }

  /** Whether a press at (x, y) lands on the callout (the cards under it do not take it). */
  covers(x: number, y: number): boolean {
    return this.frame !== null && inside(this.frame, x, y);
  }

  /** The step to show (null: none), drawn in `room`. */
  show(shown: GuideShown | null, room: CalloutRoom): void {
    this.shown = shown;
    this.draw(room);
  }

  /** The same step again where the piles lie now (a move played, a new layout). */
  draw(room: CalloutRoom): void {
    this.clear();
    const shown = this.shown;
    if (!shown) return;
    const rects = shown.piles.flatMap((id) => room.topRect(id) ?? []);
    this.outline(rects);
    const s = Math.max(1, Math.min(1.4, room.width / 1100, room.height / 800));
    const size = Math.round(15 * s);
    const step = this.text(T.guide.step(shown.step, shown.of), Math.round(13 * s), PANEL_LOOK.title, true);
    const words = this.text(guideWords(shown), size, PANEL_LOOK.text);
    // A move's arrow aims at the card to move; else at the pile talked about first.
    const at = (ids: readonly PileId[]): Rect[] => ids.flatMap((id) => room.pileRect(id) ?? []);
    const scene = { talked: rects, aim: rects[0] ?? null, cards: at(room.piles.filter((id) => !id.startsWith('f'))), homes: at(room.piles.filter((id) => id.startsWith('f'))), screen: room };
    // Wide and low, narrow and tall, or a column (a strip of felt beside the cards): whichever covers least.
    const shapes = [Math.min(room.width - 16, Math.round(380 * s)), Math.round(280 * s), Math.round(200 * s)].map((width) => {
      words.setWordWrapWidth(wrapWidth(width - 2 * PAD, size), true);
      return { width, place: placeCallout(scene, { width, height: PAD + step.height + 6 + words.height + 10 + TOUCH_TARGET + PAD }) };
    });
    const best = shapes.reduce((a, b) => (b.place.cost < a.place.cost ? b : a));
    words.setWordWrapWidth(wrapWidth(best.width - 2 * PAD, size), true);
    const r = best.place.rect;
    this.frame = r;
    this.panel(r, best.place.arrow);
    step.setPosition(r.x + PAD, r.y + PAD);
    words.setPosition(r.x + PAD, r.y + PAD + step.height + 6);
    this.buttonRow(r, shown, size);
  }

  private text(words: string, size: number, colour: string, bold = false): Phaser.GameObjects.Text {
    const t = this.scene.add.text(0, 0, words, textStyle(size, colour, bold)).setDepth(DEPTH.guide + 1);
    this.texts.push(t);
    return t;
  }

  /** The piles talked about, outlined, breathing while motion is on. */
  private outline(rects: readonly Rect[]): void {
    const g = this.marks;
    g.lineStyle(3, OUTLINE, 1);
    for (const r of rects) g.strokeRoundedRect(r.x - 4, r.y - 4, r.width + 8, r.height + 8, 8);
    const d = animDuration(700);
    if (d > 0) this.scene.tweens.add({ targets: g, alpha: 0.45, duration: d, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  private panel(r: Rect, arrow: CalloutPlace['arrow']): void {
    const g = this.back;
    g.fillStyle(theme().panel, 1);
    g.lineStyle(2, OUTLINE, 0.9);
    g.fillRoundedRect(r.x, r.y, r.width, r.height, 12);
    g.strokeRoundedRect(r.x, r.y, r.width, r.height, 12);
    if (!arrow) return;
    // A line from the callout to the card, its head at the card.
    const { base, tip } = arrow;
    const len = Math.hypot(tip.x - base.x, tip.y - base.y) || 1;
    const ux = (tip.x - base.x) / len;
    const uy = (tip.y - base.y) / len;
    const head = Math.min(14, len);
    g.lineStyle(3, OUTLINE, 0.95);
    g.lineBetween(base.x, base.y, tip.x - ux * head, tip.y - uy * head);
    g.fillStyle(OUTLINE, 0.95);
    g.fillTriangle(tip.x, tip.y, tip.x - ux * head - uy * 8, tip.y - uy * head + ux * 8, tip.x - ux * head + uy * 8, tip.y - uy * head - ux * 8);
  }

  /** "Skip" always; "Next" (or "Got it") where the step has no move to make now; right-aligned. */
  private buttonRow(r: Rect, shown: GuideShown, size: number): void {
    const labels: [GuideButton, string, boolean][] = [['guide-skip', T.guide.skip, false]];
    if (shown.move === null) labels.push(['guide-next', shown.step === shown.of ? T.guide.done : T.guide.next, true]);
    let right = r.x + r.width - PAD;
    const y = r.y + r.height - PAD - TOUCH_TARGET;
    for (const [id, label, primary] of labels.reverse()) {
      const t = this.text(label, size, primary ? PANEL_LOOK.button.primaryText : '#ffffff', true).setOrigin(0.5);
      const w = Math.max(88, t.width + 28);
      const rect = { x: right - w, y, width: w, height: TOUCH_TARGET };
      buttonFace(this.back, rect, primary);
      t.setPosition(rect.x + w / 2, y + TOUCH_TARGET / 2);
      this.buttons.push({ id, rect });
      right -= w + 10;
    }
  }

  private hit(x: number, y: number): GuideButton | null {
    return this.buttons.find((b) => inside(b.rect, x, y))?.id ?? null;
  }

  private clear(): void {
    this.scene.tweens.killTweensOf(this.marks);
    this.marks.clear().setAlpha(1);
    this.back.clear();
    for (const t of this.texts.splice(0)) t.destroy();
    this.buttons = [];
    this.frame = null;
  }
}
