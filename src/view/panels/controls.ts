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

export const MIN_TEXT = 12;
const TOUCH = 44;
const GAP = 8;
const LABEL_SIZE = 15;
const GOLD = 0xf2c14e;

/** The size of one option tile, and how many fit on a line, at `width` with previews at most `maxW` wide. */
function tiles(c: ChoiceControl, width: number, maxW: number): { w: number; h: number; perLine: number } {
  const n = c.options.length;
  const preview = c.options[0]?.preview;
  if (!preview) {
    // Wide enough for the longest word at the label's size (an estimate: the text is not drawn yet).
    const minW = Math.max(72, Math.max(...c.options.map((o) => o.label.length)) * 8.6 + 20);
    const perLine = Math.max(1, Math.min(n, Math.floor((width + GAP) / (minW + GAP))));
    return { w: (width - (perLine - 1) * GAP) / perLine, h: TOUCH, perLine };
  }
  const w = Math.max(TOUCH, Math.min(maxW, (width - (n - 1) * GAP) / n));
  const perLine = Math.max(1, Math.min(n, Math.floor((width + GAP) / (w + GAP))));
  return { w, h: Math.max(TOUCH, preview.card ? w * CARD_RATIO : w * 0.8), perLine };
}

/** The height a control takes at `width`; `previewW` caps a preview tile's width. */
export function controlHeight(c: Control, width: number, previewW = PREVIEW_CARD_W): number {
  if (c.kind === 'action') return 48;
  if (c.kind === 'toggle') return c.note === undefined ? 48 : 58;
  const t = tiles(c, width, previewW);
  const lines = Math.ceil(c.options.length / t.perLine);
  return LABEL_SIZE + 8 + lines * t.h + (lines - 1) * GAP;
}

/** A text no wider than `maxW`: a smaller size first, never under MIN_TEXT, then cut with an ellipsis. */
function fitText(scene: Phaser.Scene, x: number, y: number, text: string, size: number, maxW: number, colour: string, bold = false): Phaser.GameObjects.Text {
  const t = scene.add.text(x, y, text, textStyle(size, colour, bold));
  for (let s = size - 1; t.width > maxW && s >= MIN_TEXT; s--) t.setFontSize(`${s}px`);
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

function drawChoice(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, c: ChoiceControl, r: Rect, previewW: number): UiButton[] {
  fitText(scene, r.x + 2, r.y, c.label, LABEL_SIZE, r.width - 4, '#ffffff', true);
  const t = tiles(c, r.width, previewW);
  const top = r.y + LABEL_SIZE + 8;
  return c.options.map((o, i) => {
    const rect = { x: r.x + (i % t.perLine) * (t.w + GAP), y: top + Math.floor(i / t.perLine) * (t.h + GAP), width: t.w, height: t.h };
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
  });
}

/**
 * Lays the controls out in `area` in `cols` columns (each control in the shortest column, in order)
 * and draws them; returns their buttons in reading order and the height used.
 */
export function drawControls(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, controls: readonly Control[], area: Rect, cols: number, previewW: number): UiButton[] {
  const colW = (area.width - (cols - 1) * 16) / cols;
  const heights = Array.from({ length: cols }, () => 0);
  const placed = controls.map((c) => {
    const col = heights.indexOf(Math.min(...heights));
    const h = controlHeight(c, colW, previewW);
    const rect = { x: area.x + col * (colW + 16), y: area.y + heights[col]!, width: colW, height: h };
    heights[col]! += h + 12;
    return { c, rect, col };
  });
  // Reading order: down the first column, then the next (as the eye and the arrows go).
  placed.sort((a, b) => a.col - b.col || a.rect.y - b.rect.y);
  return placed.flatMap(({ c, rect }) => (c.kind === 'toggle' ? [drawToggle(scene, g, c, rect)] : c.kind === 'action' ? [{ ...drawButton(scene, g, c.id, rect, c.label, c.action), spoken: c.spoken }] : drawChoice(scene, g, c, rect, previewW)));
}

/** The height `controls` take in `cols` columns of `width` in all. */
export function controlsHeight(controls: readonly Control[], width: number, cols: number, previewW: number): number {
  const colW = (width - (cols - 1) * 16) / cols;
  const heights = Array.from({ length: cols }, () => 0);
  for (const c of controls) {
    const col = heights.indexOf(Math.min(...heights));
    heights[col]! += controlHeight(c, colW, previewW) + 12;
  }
  return Math.max(0, Math.max(...heights) - 12);
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

/**
 * How many rows `labels` take as tabs across `width`: one while every label fits its tab at 14 px
 * (an estimate: the text is not drawn yet), else as many as it takes.
 */
export function tabRows(labels: readonly string[], width: number): number {
  const need = Math.max(...labels.map((l) => l.length)) * 8.2 + 12;
  for (let rows = 1; rows < labels.length; rows++) {
    const perRow = Math.ceil(labels.length / rows);
    if ((width - (perRow - 1) * TAB_GAP) / perRow >= need) return rows;
  }
  return labels.length;
}

/** The height of a block of tabs `rows` deep. */
export const tabsHeight = (rows: number): number => rows * TAB_H + (rows - 1) * TAB_GAP;

/** Tabs (the settings' groups) in `rows` rows across `r`, the last row centred: the one showing filled. */
export function drawTabs(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, tabs: readonly Tab[], r: Rect, rows = 1): UiButton[] {
  const perRow = Math.ceil(tabs.length / rows);
  const w = (r.width - (perRow - 1) * TAB_GAP) / perRow;
  return tabs.map((tab, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, tabs.length - row * perRow);
    const x0 = r.x + ((perRow - inRow) * (w + TAB_GAP)) / 2;
    const rect = { x: x0 + (i % perRow) * (w + TAB_GAP), y: r.y + row * (TAB_H + TAB_GAP), width: w, height: TAB_H };
    g.fillStyle(tab.chosen ? GOLD : 0xffffff, tab.chosen ? 1 : 0.12);
    g.fillRoundedRect(rect.x, rect.y, rect.width, rect.height, 10);
    const t = fitText(scene, 0, 0, tab.label, 16, w - 8, tab.chosen ? '#1b2a1f' : '#ffffff', true);
    t.setOrigin(0.5).setPosition(rect.x + w / 2, rect.y + rect.height / 2);
    return { id: tab.id, label: tab.label, spoken: tab.spoken, rect, action: tab.action };
  });
}

/** The device pixel ratio previews are drawn at. */
export const previewDpr = (): number => Math.min(3, viewport().dpr);
