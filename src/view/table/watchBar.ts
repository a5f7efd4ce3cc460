/**
 * The control bar shown while a winning line is watched: back, play or pause, forward, speed and
 * stop, each a touch-sized button, above a line saying which move of the line is showing. It sits
 * at the foot of the screen, over the table, and only draws and hit-tests: the scene's watch glue
 * says what a press does.
 */
import type Phaser from 'phaser';
import { WATCH_CONTROLS, type WatchProgress } from '../../play/watch.ts';
import { DEPTH } from '../kit/depth.ts';
import { pressOnRelease } from '../kit/pressOnRelease.ts';
import { viewport } from '../../platform/viewport.ts';
import { T } from '../../text/index.ts';
import { type Rect, inside } from '../../geometry.ts';
import { textStyle, wrapWidth } from '../kit/ui.ts';

export const WATCH_BUTTONS = WATCH_CONTROLS;
export type WatchButton = (typeof WATCH_CONTROLS)[number];
type WatchBarState = WatchProgress;

const BUTTON_H = 48;
const GAP = 6;
const PAD = 8;
const STATUS_H = 22;
const LABEL_PX = 15;
const MIN_TEXT_PX = 12;
/** Room between the bar and the foot of the screen. */
const MARGIN = 8;
/** A button narrower than this would squeeze its word: the bar takes two rows. */
const LEAST_BUTTON = 56;

/** The bar's buttons a row on a screen `width` wide: all five, or three over two on the smallest phones. */
const perRow = (width: number): number => {
  const n = WATCH_BUTTONS.length;
  return (width - 2 * PAD - 16 - (n - 1) * GAP) / n >= LEAST_BUTTON ? n : Math.ceil(n / 2);
};

/** How much of the foot of a screen `width` wide the bar takes: the table lays its cards out above it. */
export function watchBarFooter(width: number): number {
  const rows = Math.ceil(WATCH_BUTTONS.length / perRow(width));
  return STATUS_H + rows * BUTTON_H + (rows - 1) * GAP + 2 * PAD + MARGIN;
}

export class WatchBar {
  private readonly back: Phaser.GameObjects.Graphics;
  private readonly status: Phaser.GameObjects.Text;
  private readonly labels = new Map<WatchButton, Phaser.GameObjects.Text>();
  private rects = new Map<WatchButton, Rect>();
  private panel: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private state: WatchBarState = { index: 0, length: 0, playing: false, speed: 1 };
  private readonly unhook: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    press: (id: WatchButton) => void,
  ) {
    this.back = scene.add.graphics().setDepth(DEPTH.watchBar);
    this.status = scene.add.text(0, 0, '', textStyle(14, '#f2e6c4', true)).setOrigin(0.5).setDepth(DEPTH.watchBar + 1);
    for (const id of WATCH_BUTTONS) this.labels.set(id, scene.add.text(0, 0, '', { ...textStyle(LABEL_PX, '#ffffff', true), align: 'center' }).setOrigin(0.5).setDepth(DEPTH.watchBar + 1));
    this.unhook = pressOnRelease(scene, (x, y) => this.hit(x, y), press);
    this.relayout();
  }

  /** Where button `id` is (world px, which are CSS px on this table). */
  buttonRect(id: WatchButton): Rect {
    return this.rects.get(id)!;
  }

  /** The bar's own rect: presses there are the bar's. */
  get rect(): Rect {
    return this.panel;
  }

  show(state: WatchBarState): void {
    this.state = state;
    this.status.setText(T.watchStatus(state.index, state.length));
    const words: Record<WatchButton, string> = {
      back: T.watchBack,
      toggle: state.playing ? T.watchPause : T.watchPlay,
      forward: T.watchForward,
      speed: T.watchSpeed(state.speed),
      stop: T.watchStop,
    };
    for (const id of WATCH_BUTTONS) {
      const t = this.labels.get(id)!;
      const r = this.rects.get(id)!;
      t.setWordWrapWidth(null).setText(words[id]).setScale(1);
      // Shrunk to fit, never under the smallest readable size: past that the words wrap.
      const fit = (r.width - 8) / t.width;
      if (fit < 1) {
        const scale = Math.max(MIN_TEXT_PX / LABEL_PX, fit);
        t.setScale(scale);
        if (fit < scale) t.setWordWrapWidth(wrapWidth((r.width - 8) / scale, LABEL_PX));
      }
      const off = (id === 'back' && state.index === 0) || ((id === 'forward' || id === 'toggle') && state.index >= state.length);
      t.setAlpha(off ? 0.4 : 1);
    }
  }

  /** After a resize: the bar keeps to the foot of the screen, as wide as it may be. */
  relayout(): void {
    const { width, height } = viewport();
    const n = perRow(width);
    const bw = Math.max(44, Math.min(84, (width - 2 * PAD - 16 - (n - 1) * GAP) / n));
    const rowW = n * bw + (n - 1) * GAP;
    const pw = rowW + 2 * PAD;
    const ph = watchBarFooter(width) - MARGIN;
    this.panel = { x: (width - pw) / 2, y: height - ph - MARGIN, width: pw, height: ph };
    const g = this.back.clear();
    g.fillStyle(0x10261a, 0.97);
    g.fillRoundedRect(this.panel.x, this.panel.y, pw, ph, 12);
    g.lineStyle(1.5, 0xf2c14e, 0.7);
    g.strokeRoundedRect(this.panel.x, this.panel.y, pw, ph, 12);
    this.status.setPosition(width / 2, this.panel.y + PAD + STATUS_H / 2);
    const y = this.panel.y + PAD + STATUS_H;
    WATCH_BUTTONS.forEach((id, i) => {
      // A short last row is centred.
      const row = Math.floor(i / n);
      const inRow = Math.min(n, WATCH_BUTTONS.length - row * n);
      const x0 = this.panel.x + PAD + ((n - inRow) * (bw + GAP)) / 2;
      const r = { x: x0 + (i % n) * (bw + GAP), y: y + row * (BUTTON_H + GAP), width: bw, height: BUTTON_H };
      this.rects.set(id, r);
      g.fillStyle(id === 'toggle' ? 0xf2c14e : 0xffffff, id === 'toggle' ? 0.3 : 0.12);
      g.fillRoundedRect(r.x, r.y, r.width, r.height, 10);
      this.labels.get(id)!.setPosition(r.x + r.width / 2, r.y + r.height / 2);
    });
    this.show(this.state);
  }

  private hit(x: number, y: number): WatchButton | null {
    for (const id of WATCH_BUTTONS) if (inside(this.rects.get(id)!, x, y)) return id;
    return null;
  }

  destroy(): void {
    this.unhook();
    this.back.destroy();
    this.status.destroy();
    for (const t of this.labels.values()) t.destroy();
    this.labels.clear();
  }
}
