/**
 * The table's controls: moves, time and cards home, and the buttons (menu, new deal, undo, redo,
 * sound), every one a touch-sized target. Icons are drawn as vector shapes, not font glyphs.
 */
import type Phaser from 'phaser';
import { DEPTH } from '../kit/depth.ts';
import type { Rect } from '../../geometry.ts';
import { HUD_BUTTONS, type HudButton, type HudLayout } from '../layout/layout.ts';
import { T } from '../../text/index.ts';
import { formatTime } from '../../text/time.ts';
import { UI_FONT } from '../kit/fonts.ts';
import { onThemeChange, theme } from '../kit/theme.ts';

/** Font sizes (CSS px) of the game's title, the figures, the lines under them and the buttons' words, and the least any may shrink to. */
const TITLE_SIZE = 13;
const STATS_SIZE = 16;
const LINE_SIZE = 13;
const LABEL_SIZE = 12;
const MIN_TEXT = 12;
/** A button's word may shrink this far where the bar's buttons are a finger's width (a small phone, another language). */
const MIN_LABEL = 10;
const GOAL_COLOURS = { open: '#f2e6c4', met: '#9be7a8', failed: '#ffb3a7' } as const;

export interface HudStats {
  readonly moves: number;
  readonly seconds: number;
  readonly home: number;
  readonly total: number;
}

export class Hud {
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly icons: Phaser.GameObjects.Graphics;
  private readonly labels = new Map<HudButton, Phaser.GameObjects.Text>();
  private readonly stats: Phaser.GameObjects.Text;
  private readonly title: Phaser.GameObjects.Text;
  private readonly line: Phaser.GameObjects.Text;
  /** A daily challenge's goal, on the figures' line after them. */
  private readonly goal: Phaser.GameObjects.Text;
  private readonly disabled = new Set<HudButton>();
  private muted = false;
  private finishing = false;
  private showTimer = true;
  private pressed: HudButton | null = null;
  /** The scale the words are drawn at now (the layout's: bigger on a big screen). */
  private drawnScale = 1;

  constructor(
    private readonly scene: Phaser.Scene,
    private lay: HudLayout,
    gameName: string,
    private readonly dpr: number,
    /** The words of the line under the figures (the result to beat), read again when the language changes. */
    private readonly lineWords: () => string | null = () => null,
  ) {
    this.bar = scene.add.graphics().setDepth(DEPTH.bar);
    this.icons = scene.add.graphics().setDepth(DEPTH.bar + 1);
    for (const id of HUD_BUTTONS) {
      this.labels.set(id, scene.add.text(0, 0, T.hud[id], this.style(LABEL_SIZE, '#e8f3ec')).setOrigin(0.5, 1).setDepth(DEPTH.bar + 1));
    }
    this.stats = scene.add.text(0, 0, '', this.style(STATS_SIZE, '#ffffff')).setOrigin(0, 0.5).setDepth(DEPTH.bar + 1);
    this.title = scene.add.text(0, 0, gameName, this.style(TITLE_SIZE, '#bfe3cc')).setOrigin(0, 0.5).setDepth(DEPTH.bar + 1);
    this.line = scene.add.text(0, 0, lineWords() ?? '', this.style(LINE_SIZE, '#ffd27a')).setOrigin(0, 0.5).setDepth(DEPTH.bar + 1);
    this.goal = scene.add.text(0, 0, '', this.style(LINE_SIZE, GOAL_COLOURS.open)).setOrigin(0, 0.5).setDepth(DEPTH.bar + 1);
    this.draw();
    // The bar takes a new theme's colour at once.
    const off = onThemeChange(() => { if (this.bar.active) this.draw(); });
    // Phaser.Scenes.Events.SHUTDOWN, named here so that this module does not load Phaser (node tests).
    scene.events.once('shutdown', off);
  }

  /** Every word again, in the language now in force (the player switched it at the table). */
  relabel(gameName: string): void {
    for (const [id, label] of this.labels) label.setText(id === 'mute' && this.muted ? T.muted : T.hud[id]);
    this.title.setText(gameName);
    this.line.setText(this.lineWords() ?? '');
    this.draw();
  }

  relayout(lay: HudLayout): void {
    this.lay = lay;
    this.draw();
  }

  setStats(s: HudStats): void {
    this.stats.setText(T.hudStats(s.moves, this.showTimer ? formatTime(s.seconds) : null, s.home, s.total));
    this.fitStats();
  }

  /** A daily challenge's goal and how it stands (null: no challenge on the table). */
  setGoal(words: string | null, status: keyof typeof GOAL_COLOURS = 'open'): void {
    const mark = status === 'met' ? ' ✓' : status === 'failed' ? ' ✗' : '';
    this.goal.setText(words === null ? '' : `${words}${mark}`).setColor(GOAL_COLOURS[status]);
    this.fitStats();
  }

  setMuted(muted: boolean): void {
    if (this.muted === muted) return;
    this.muted = muted;
    this.labels.get('mute')?.setText(muted ? T.muted : T.hud.mute);
    this.draw();
  }

  /** The timer shown or hidden (a setting); takes effect at the next `setStats`. */
  setTimerShown(shown: boolean): void {
    this.showTimer = shown;
  }

  /** The hint button turns into Finish while the rest of the game needs no decision. */
  setFinish(on: boolean): void {
    if (this.finishing === on) return;
    this.finishing = on;
    this.labels.get('hint')?.setText(on ? T.finishButton : T.hud.hint);
    this.draw();
  }

  get finishShown(): boolean {
    return this.finishing;
  }

  setEnabled(id: HudButton, enabled: boolean): void {
    if (enabled === !this.disabled.has(id)) return;
    if (enabled) this.disabled.delete(id);
    else this.disabled.add(id);
    this.draw();
  }

  isEnabled(id: HudButton): boolean {
    return !this.disabled.has(id);
  }

  /** The button under a point, or null. */
  hit(x: number, y: number): HudButton | null {
    for (const id of HUD_BUTTONS) {
      const r = this.lay.buttons[id];
      if (x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height) return id;
    }
    return null;
  }

  /** Whether a point is on the bar at all (a press there never starts a drag). */
  onBar(x: number, y: number): boolean {
    const b = this.lay.bar;
    return x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height;
  }

  /** Visual feedback while a finger is on a button. */
  press(id: HudButton | null): void {
    if (this.pressed === id) return;
    this.pressed = id;
    this.draw();
  }

  buttonRect(id: HudButton): Rect {
    return this.lay.buttons[id];
  }

  private style(size: number, colour: string): Phaser.Types.GameObjects.Text.TextStyle {
    return { fontFamily: UI_FONT, fontSize: `${size}px`, color: colour, resolution: this.dpr };
  }

  /** The words at the layout's scale (a big screen draws the bar bigger). */
  private sizeWords(): void {
    const k = this.lay.scale;
    if (k === this.drawnScale) return;
    this.drawnScale = k;
    for (const [t, size] of [[this.title, TITLE_SIZE], [this.stats, STATS_SIZE], [this.line, LINE_SIZE], [this.goal, LINE_SIZE]] as const) t.setFontSize(Math.round(size * k));
    for (const label of this.labels.values()) label.setFontSize(Math.round(LABEL_SIZE * k));
  }

  /**
   * The game and deal above the figures, always: a player must tell which deal is on the table.
   * Each shrinks to the room it has, never below the smallest legible size. The result to beat and
   * a challenge's goal have lines of their own under the bar's buttons.
   */
  private fitStats(): void {
    const r = this.lay.stats;
    const k = this.lay.scale;
    this.title.setPosition(r.x, r.y + r.height * 0.28);
    this.stats.setPosition(r.x, r.y + r.height * 0.75);
    const { line, goal } = this.lay;
    this.line.setVisible(line !== null);
    if (line) this.line.setPosition(line.x, line.y + line.height / 2);
    this.goal.setVisible(goal !== null);
    // The title keeps the left half of its line: the solver's note takes the right (src/play/advisor.ts).
    for (const [t, size, room] of [[this.title, TITLE_SIZE, r.width * 0.5 - 4], [this.stats, STATS_SIZE, r.width - 8], [this.line, LINE_SIZE, line?.width ?? 0]] as const) {
      if (t.width > 0) t.setScale(Math.max(MIN_TEXT / (size * k), Math.min(1, room / t.width)));
    }
    if (goal) this.fitGoal(goal);
  }

  /** The goal in its lines under the bar: broken between words where one line is too short, shrunk where it must. */
  private fitGoal(goal: Rect): void {
    const t = this.goal;
    t.setScale(1).setWordWrapWidth(null);
    if (t.width > goal.width) t.setWordWrapWidth(goal.width);
    const k = Math.min(1, goal.height / t.height, goal.width / t.width);
    t.setScale(Math.max(MIN_TEXT / (LINE_SIZE * this.lay.scale), k)).setPosition(goal.x, goal.y + goal.height / 2);
  }

  private draw(): void {
    const g = this.bar;
    const lay = this.lay;
    g.clear();
    g.fillStyle(theme().hudBar, 0.55);
    g.fillRect(lay.bar.x, lay.bar.y, lay.bar.width, lay.bar.height);
    g.lineStyle(1, 0xffffff, 0.08);
    g.lineBetween(lay.bar.x, lay.bar.y + lay.bar.height - 0.5, lay.bar.x + lay.bar.width, lay.bar.y + lay.bar.height - 0.5);
    const ic = this.icons;
    ic.clear();
    this.sizeWords();
    const labelSize = LABEL_SIZE * lay.scale;
    for (const id of HUD_BUTTONS) {
      const r = lay.buttons[id];
      const enabled = !this.disabled.has(id);
      g.fillStyle(this.pressed === id ? 0xffffff : 0x000000, this.pressed === id ? 0.22 : 0.18);
      g.fillRoundedRect(r.x + 3, r.y + 3, r.width - 6, r.height - 6, 8);
      const alpha = enabled ? 1 : 0.35;
      const label = this.labels.get(id);
      label?.setPosition(r.x + r.width / 2, r.y + r.height - 5 * lay.scale).setAlpha(alpha).setScale(1);
      // A word wider than its button shrinks to fit it, down to the least legible size.
      if (label && label.width > r.width - 4) label.setScale(Math.max(MIN_LABEL / labelSize, (r.width - 4) / label.width));
      const iconH = r.height - labelSize * 1.2;
      this.icon(ic, id, r.x + r.width / 2, r.y + iconH / 2 + 2, Math.min(20 * lay.scale, iconH * 0.55), alpha);
    }
    this.fitStats();
  }

  private icon(g: Phaser.GameObjects.Graphics, id: HudButton, cx: number, cy: number, s: number, alpha: number): void {
    const colour = 0xffffff;
    g.lineStyle(2, colour, alpha);
    g.fillStyle(colour, alpha);
    const h = s / 2;
    switch (id) {
      case 'menu':
        for (const dy of [-h * 0.7, 0, h * 0.7]) g.lineBetween(cx - h, cy + dy, cx + h, cy + dy);
        break;
      case 'share': {
        // Three dots joined: one passed on to two.
        const dots = [[cx + h * 0.6, cy - h * 0.7], [cx - h * 0.6, cy], [cx + h * 0.6, cy + h * 0.7]] as const;
        g.lineBetween(dots[1][0], dots[1][1], dots[0][0], dots[0][1]);
        g.lineBetween(dots[1][0], dots[1][1], dots[2][0], dots[2][1]);
        for (const [x, y] of dots) g.fillCircle(x, y, Math.max(2, h * 0.28));
        break;
      }
      case 'options':
        for (const dx of [-h * 0.6, 0, h * 0.6]) g.fillCircle(cx + dx, cy, Math.max(1.5, h * 0.16));
        break;
      case 'hint':
        if (this.finishing) {
          // Two chevrons up: everything goes home.
          for (const dy of [h * 0.35, -h * 0.25]) {
            g.lineBetween(cx - h * 0.6, cy + dy + h * 0.3, cx, cy + dy - h * 0.3);
            g.lineBetween(cx, cy + dy - h * 0.3, cx + h * 0.6, cy + dy + h * 0.3);
          }
        } else {
          // A light bulb.
          g.strokeCircle(cx, cy - h * 0.25, h * 0.55);
          g.fillRect(cx - h * 0.28, cy + h * 0.4, h * 0.56, h * 0.45);
        }
        break;
      case 'new':
        g.strokeRoundedRect(cx - h * 0.75, cy - h, h * 1.5, h * 2, 3);
        g.lineBetween(cx - h * 0.4, cy, cx + h * 0.4, cy);
        g.lineBetween(cx, cy - h * 0.4, cx, cy + h * 0.4);
        break;
      case 'undo':
      case 'redo': {
        // A curved arrow: up and over, pointing down at the end (mirrored for redo).
        const r = h * 0.72;
        const ay = cy + h * 0.15;
        g.beginPath();
        if (id === 'undo') g.arc(cx, ay, r, Math.PI / 5, Math.PI, true);
        else g.arc(cx, ay, r, Math.PI - Math.PI / 5, 0, false);
        g.strokePath();
        const tipX = id === 'undo' ? cx - r : cx + r;
        const a = h * 0.38;
        g.fillTriangle(tipX - a, ay - a * 0.1, tipX + a, ay - a * 0.1, tipX, ay + a * 0.9);
        break;
      }
      case 'mute':
        g.fillRect(cx - h, cy - h * 0.35, h * 0.5, h * 0.7);
        g.fillTriangle(cx - h * 0.55, cy - h * 0.35, cx - h * 0.55, cy + h * 0.35, cx - h * 0.55, cy);
        g.beginPath();
        g.moveTo(cx - h * 0.55, cy - h * 0.35);
        g.lineTo(cx + h * 0.05, cy - h * 0.9);
        g.lineTo(cx + h * 0.05, cy + h * 0.9);
        g.lineTo(cx - h * 0.55, cy + h * 0.35);
        g.closePath();
        g.fillPath();
        if (this.muted) {
          g.lineBetween(cx + h * 0.35, cy - h * 0.4, cx + h, cy + h * 0.4);
          g.lineBetween(cx + h * 0.35, cy + h * 0.4, cx + h, cy - h * 0.4);
        } else {
          g.beginPath();
          g.arc(cx + h * 0.1, cy, h * 0.45, -0.8, 0.8);
          g.strokePath();
          g.beginPath();
          g.arc(cx + h * 0.1, cy, h * 0.85, -0.8, 0.8);
          g.strokePath();
        }
        break;
    }
  }
}
