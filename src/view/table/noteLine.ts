/**
 * The note beside the game's name: the deal's badge, "still winnable?", a dead end. Quiet while
 * all is well; warm when it offers an action (undo to the last winnable position, Results), and
 * then a click, a tap or Enter on it does that.
 */
import Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import { DEPTH } from '../kit/depth.ts';
import type { HudLayout } from '../layout/layout.ts';
import { textStyle } from '../kit/ui.ts';

const SIZE = 13;
const COLOURS = { quiet: '#d9f2e1', warm: '#ffd27a' } as const;

export class NoteLine {
  private readonly text: Phaser.GameObjects.Text;
  private offers = false;

  constructor(
    scene: Phaser.Scene,
    private hud: HudLayout,
    press: () => void,
  ) {
    this.text = scene.add.text(0, 0, '', textStyle(SIZE, COLOURS.quiet)).setOrigin(1, 0.5).setDepth(DEPTH.barWords).setAlpha(0.9);
    this.text.setInteractive({ useHandCursor: true }).on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => { if (this.offers) press(); });
  }

  /** What the note says; `offers`: it offers an action now. */
  show(words: string, offers: boolean): void {
    this.offers = offers;
    this.text.setText(words).setColor(offers ? COLOURS.warm : COLOURS.quiet);
    this.place();
  }

  relayout(hud: HudLayout): void {
    this.hud = hud;
    this.place();
  }

  /** Where the note is drawn (CSS px), for the keyboard's ring. */
  rect(): Rect {
    const b = this.text.getBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  }

  private place(): void {
    const r = this.hud.stats;
    // As big as the bar's words (bigger on a big screen).
    const size = Math.round(SIZE * this.hud.scale);
    if (this.text.style.fontSize !== `${size}px`) this.text.setFontSize(size);
    // On the line of the game's name, which keeps the left half; never below 12 px.
    this.text.setPosition(r.x + r.width, r.y + r.height * 0.28);
    this.text.setScale(Math.max(12 / size, Math.min(1, (r.width * 0.5) / this.text.width)));
  }
}
