/**
 * The settings panel's controls: a switch that shows on or off, a choice drawn as a row of
 * options (a preview of each face, back or felt, or a word), and an action drawn as a button (one
 * that opens a dialog, say). Each option, switch and action is a
 * touch-sized button the panel routes like any other (pointer, Tab and arrows, Enter), with what a
 * screen reader says of it. Text is never drawn below 12 CSS px.
 */
import type Phaser from 'phaser';
import { viewport } from '../../platform/viewport.ts';
import type { Rect } from '../../geometry.ts';
import { PREVIEW_CARD_W } from './previews.ts';
import { CARD_RATIO } from '../cards/cardArt.ts';
import { type UiButton, drawButton, textStyle } from '../kit/ui.ts';
import { type PanelPartView, LEAST_TEXT, textWidth } from '../kit/panelParts.ts';

export interface ToggleControl {
  readonly kind: 'toggle';
  readonly id: string;
  readonly label: string;
  /** A second, smaller line under the label. */
  readonly note?: string;
  readonly on: boolean;
  /** The word shown beside the switch ("on", "off"). */
  readonly state: string;
  readonly spoken: string;
  readonly action: () => void;
}

export interface ChoiceOption {
  readonly id: string;
  /** Drawn in the option when it has no preview. */
  readonly label: string;
  /** A frame of the previews texture. */
  readonly preview?: { readonly texture: string; readonly frame: string; readonly card: boolean };
  readonly chosen: boolean;
  readonly spoken: string;
  readonly action: () => void;
}

export interface ChoiceControl {
  readonly kind: 'choice';
  /** "Card back · blue frames": the name and the value chosen. */
  readonly label: string;
  readonly options: readonly ChoiceOption[];
}

/** A button that does something once (copy the progress code): it changes no setting. */
export interface ActionControl {
  readonly kind: 'action';
  readonly id: string;
  readonly label: string;
  readonly spoken: string;
  readonly action: () => void;
}

export type Control = ToggleControl | ChoiceControl | ActionControl;

const TOUCH = 44;
const GAP = 8;
const LABEL_SIZE = 15;
const GOLD = 0xf2c14e;

/** The size of one option tile, and how many fit on a line, at `width` with previews at most `maxW` wide. */
function tiles(c: ChoiceControl, width: number, maxW: number): { w: number; h: number; perLine: number } {
  const n = c.options.length;
  const preview = c.options[0]?.preview;
  if (!preview) {
    // Wide enough for the longest word at the label's size.
    const minW = Math.max(72, Math.max(...c.options.map((o) => textWidth(o.label, 15, true))) + 20);
    const perLine = Math.max(1, Math.min(n, Math.floor((width + GAP) / (minW + GAP))));
    return { w: (width - (perLine - 1) * GAP) / perLine, h: TOUCH, perLine };
  }
  const w = Math.max(TOUCH, Math.min(maxW, (width - (n - 1) * GAP) / n));
  const perLine = Math.max(1, Math.min(n, Math.floor((width + GAP) / (w + GAP))));
  return { w, h: Math.max(TOUCH, preview.card ? w * CARD_RATIO : w * 0.8), perLine };
}

/** A text no wider than `maxW`: a smaller size first, never under LEAST_TEXT, then cut with an ellipsis. */
function fitText(scene: Phaser.Scene, x: number, y: number, text: string, size: number, maxW: number, colour: string, bold = false): Phaser.GameObjects.Text {
  const t = scene.add.text(x, y, text, textStyle(size, colour, bold));
  for (let s = size - 1; t.width > maxW && s >= LEAST_TEXT; s--) t.setFontSize(`${s}px`);
  if (t.width > maxW) {
    let cut = text;
    while (cut.length > 1 && t.width > maxW) {
      cut = cut.slice(0, -1);
      t.setText(`${cut.trimEnd()}…`);
    }
  }
  return t;
}

function drawSwitch(g: Phaser.GameObjects.Graphics, x: number, cy: number, on: boolean): void {
  const w = 46;
  const h = 26;
  g.fillStyle(on ? 0x3fbf6f : 0x000000, on ? 1 : 0.35);
  g.fillRoundedRect(x, cy - h / 2, w, h, h / 2);
  g.lineStyle(1.5, 0xffffff, on ? 0.9 : 0.55);
  g.strokeRoundedRect(x, cy - h / 2, w, h, h / 2);
  g.fillStyle(0xffffff, 1);
  g.fillCircle(on ? x + w - h / 2 : x + h / 2, cy, h / 2 - 3);
}

function drawToggle(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, c: ToggleControl, r: Rect): UiButton {
  g.fillStyle(0xffffff, 0.08);
  g.fillRoundedRect(r.x, r.y, r.width, r.height, 10);
  const switchX = r.x + r.width - 46 - 10;
  drawSwitch(g, switchX, r.y + r.height / 2, c.on);
  const state = fitText(scene, 0, 0, c.state, 14, 56, c.on ? '#ffffff' : '#c9d6cf', true);
  state.setOrigin(1, 0.5).setPosition(switchX - 8, r.y + r.height / 2);
  const labelW = state.x - state.width - 8 - (r.x + 12);
  const label = fitText(scene, r.x + 12, 0, c.label, LABEL_SIZE, labelW, '#ffffff', true);
  if (c.note === undefined) {
    label.setOrigin(0, 0.5).setY(r.y + r.height / 2);
  } else {
    label.setY(r.y + 8);
    fitText(scene, r.x + 12, r.y + 8 + label.height + 2, c.note, 13, labelW, '#c9d6cf');
  }
  return { id: c.id, label: c.label, spoken: c.spoken, rect: r, action: c.action };
}

/** A preview tile's widest, by tightness: previews shrink, never under a finger's width. */
const PREVIEW_W = [PREVIEW_CARD_W, 62, 52, TOUCH] as const;

/** A control as a part of the settings' panel: a switch or an action a row, a choice its name's row and its options' rows. */
export function controlPart(scene: Phaser.Scene, c: Control): PanelPartView {
  if (c.kind !== 'choice') {
    return {
      keep: true,
      measure: () => ({ rows: [c.kind === 'toggle' && c.note !== undefined ? 58 : 48], cols: 1, gap: 0 }),
      draw: (g, rows) => rows.map((r) => (c.kind === 'toggle' ? drawToggle(scene, g, c, r.rect) : { ...drawButton(scene, g, c.id, r.rect, c.label, c.action), spoken: c.spoken })),
    };
  }
  return {
    keep: true,
    measure: (width, step) => {
      const t = tiles(c, width, PREVIEW_W[step]);
      return { rows: [LABEL_SIZE + 6, ...Array.from({ length: Math.ceil(c.options.length / t.perLine) }, () => t.h)], cols: 1, gap: GAP };
    },
    draw: (g, rows, step) => rows.flatMap((r) => {
      if (r.row === 0) {
        fitText(scene, r.rect.x + 2, r.rect.y, c.label, LABEL_SIZE, r.rect.width - 4, '#ffffff', true);
        return [];
      }
      const t = tiles(c, r.rect.width, PREVIEW_W[step]);
      const first = (r.row - 1) * t.perLine;
      return c.options.slice(first, first + t.perLine).map((o, i) => drawOption(scene, g, o, { x: r.rect.x + i * (t.w + GAP), y: r.rect.y, width: t.w, height: t.h }));
    }),
  };
}

function drawOption(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, o: ChoiceOption, rect: Rect): UiButton {
  if (o.preview) {
    const img = scene.add.image(rect.x + rect.width / 2, rect.y + rect.height / 2, o.preview.texture, o.preview.frame);
    const pw = Math.min(rect.width - 6, (rect.height - 6) / (o.preview.card ? CARD_RATIO : 0.8));
    img.setDisplaySize(pw, o.preview.card ? pw * CARD_RATIO : pw * 0.8);
    if (o.chosen) {
      g.lineStyle(3, GOLD, 1);
      g.strokeRoundedRect(rect.x, rect.y, rect.width, rect.height, 8);
    }
  } else {
    g.fillStyle(o.chosen ? GOLD : 0xffffff, o.chosen ? 1 : 0.12);
    g.fillRoundedRect(rect.x, rect.y, rect.width, rect.height, 10);
    g.lineStyle(1.5, 0xffffff, o.chosen ? 0 : 0.35);
    g.strokeRoundedRect(rect.x, rect.y, rect.width, rect.height, 10);
    const label = fitText(scene, 0, 0, o.label, 15, rect.width - 8, o.chosen ? '#1b2a1f' : '#ffffff', true);
    label.setOrigin(0.5).setPosition(rect.x + rect.width / 2, rect.y + rect.height / 2);
  }
  return { id: o.id, label: o.label, spoken: o.spoken, rect, action: o.action };
}

export interface Tab {
  readonly id: string;
  readonly label: string;
  readonly chosen: boolean;
  readonly spoken: string;
  readonly action: () => void;
}

const TAB_H = 44;
const TAB_GAP = 6;

/** How many tabs a row holds across `width`: all while every label fits its tab at 14 px, else fewer. */
function tabsPerRow(labels: readonly string[], width: number): number {
  const need = Math.max(...labels.map((l) => textWidth(l, 14, true))) + 12;
  for (let rows = 1; rows < labels.length; rows++) {
    const perRow = Math.ceil(labels.length / rows);
    if ((width - (perRow - 1) * TAB_GAP) / perRow >= need) return perRow;
  }
  return 1;
}

/** Tabs (the settings' groups) in rows across the panel, the last row centred: the one showing filled. */
export function tabsPart(scene: Phaser.Scene, tabs: readonly Tab[]): PanelPartView {
  const perRow = (width: number) => tabsPerRow(tabs.map((t) => t.label), width);
  return {
    measure: (width) => {
      const n = perRow(width);
      return { rows: Array.from({ length: Math.ceil(tabs.length / n) }, () => TAB_H), cols: n, gap: TAB_GAP, cells: tabs.length };
    },
    draw: (g, rows) => rows.flatMap((r) => r.cells.map((rect, i) => {
      const tab = tabs[r.row * perRow(r.rect.width) + i]!;
      g.fillStyle(tab.chosen ? GOLD : 0xffffff, tab.chosen ? 1 : 0.12);
      g.fillRoundedRect(rect.x, rect.y, rect.width, rect.height, 10);
      const t = fitText(scene, 0, 0, tab.label, 16, rect.width - 8, tab.chosen ? '#1b2a1f' : '#ffffff', true);
      t.setOrigin(0.5).setPosition(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return { id: tab.id, label: tab.label, spoken: tab.spoken, rect, action: tab.action };
    })),
  };
}

/** The device pixel ratio previews are drawn at. */
export const previewDpr = (): number => Math.min(3, viewport().dpr);
