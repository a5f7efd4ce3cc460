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
import { animDuration } from '../kit/settings.ts';
import { TOUCH_TARGET } from '../kit/touch.ts';
import { PANEL_LOOK, theme } from '../kit/theme.ts';
import { buttonFace, textStyle, wrapWidth } from '../kit/ui.ts';
import { around, placeCallout } from '../layout/callout.ts';

export type GuideButton = 'guide-next' | 'guide-skip';

/** Where the callout may stand, and where the piles it talks about lie now. */
export interface CalloutRoom {
  readonly width: number;
  readonly height: number;
  /** Under the bar; above the foot of the screen. */
  readonly top: number;
  readonly bottom: number;
  pileRect(id: PileId): Rect | null;
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
  private pressed: GuideButton | null = null;
  private readonly onDown = (p: Phaser.Input.Pointer): void => { this.pressed = this.hit(p.worldX, p.worldY); };
  private readonly onUp = (p: Phaser.Input.Pointer): void => {
    const b = this.pressed;
    this.pressed = null;
    // A press acts when it starts and ends on the same button (a finger sliding off cancels).
    if (b !== null && this.hit(p.worldX, p.worldY) === b) this.press(b);
  };

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly press: (id: GuideButton) => void,
  ) {
    this.marks = scene.add.graphics().setDepth(DEPTH.highlight + 2);
    this.back = scene.add.graphics().setDepth(DEPTH.guide);
    scene.input.on('pointerdown', this.onDown);
    scene.input.on('pointerup', this.onUp);
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
    const rects = shown.piles.flatMap((id) => room.pileRect(id) ?? []);
    this.outline(rects);
    const s = Math.max(1, Math.min(1.4, room.width / 1100, room.height / 800));
    const width = Math.min(room.width - 16, Math.round(380 * s));
    const size = Math.round(15 * s);
    const step = this.text(T.guide.step(shown.step, shown.of), Math.round(13 * s), PANEL_LOOK.title, true);
    const words = this.text(guideWords(shown), size, PANEL_LOOK.text).setWordWrapWidth(wrapWidth(width - 2 * PAD, size), true);
    const height = PAD + step.height + 6 + words.height + 10 + TOUCH_TARGET + PAD;
    const place = placeCallout(around(rects), { width, height }, room);
    const r = place.rect;
    this.frame = r;
    this.panel(r, place.tip);
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

  private panel(r: Rect, tip: { x: number; y: number } | null): void {
    const g = this.back;
    g.fillStyle(theme().panel, PANEL_LOOK.fillAlpha);
    g.lineStyle(2, OUTLINE, 0.9);
    g.fillRoundedRect(r.x, r.y, r.width, r.height, 12);
    g.strokeRoundedRect(r.x, r.y, r.width, r.height, 12);
    if (!tip) return;
    // The arrow from the callout's nearest edge to the cards.
    const horizontal = tip.y < r.y || tip.y > r.y + r.height;
    const edge = horizontal ? (tip.y < r.y ? r.y : r.y + r.height) : tip.x < r.x ? r.x : r.x + r.width;
    const [a, b] = horizontal ? [{ x: tip.x - 9, y: edge }, { x: tip.x + 9, y: edge }] : [{ x: edge, y: tip.y - 9 }, { x: edge, y: tip.y + 9 }];
    g.fillStyle(OUTLINE, 0.95);
    g.fillTriangle(a.x, a.y, b.x, b.y, tip.x, tip.y);
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

  private unhook(): void {
    this.scene.input.off('pointerdown', this.onDown);
    this.scene.input.off('pointerup', this.onUp);
  }
}
