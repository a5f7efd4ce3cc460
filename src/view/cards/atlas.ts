/**
 * The card atlas: ONE canvas texture holding all 52 faces, every back and the pile slots, drawn at
 * the card's on-screen size times the device pixel ratio. One texture keeps every card in one
 * batch (Phaser 4.2.1 tears rotated sprites when a batch mixes textures, issue #7372).
 */
import type Phaser from 'phaser';
import { TEXTURES } from '../../keys.ts';
import { CARD_RATIO, type SlotKind, drawBack, drawFace, drawSlot } from './cardArt.ts';
import { CARD_BACKS } from '../../engine/settings.ts';
import { type FaceStyle, onViewSettings, viewSettings } from '../kit/settings.ts';
import { SHADOW_FRAME, drawShadow } from './shadowArt.ts';

export const faceFrame = (card: number): string => `c${card}`;
export const backFrame = (design: number): string => `b${design}`;
export const SLOT_FRAMES: Readonly<Record<SlotKind, string>> = { pile: 'slot-pile', foundation: 'slot-foundation', stock: 'slot-stock' };

/** Card width in texture pixels is capped so that the whole atlas fits a 4096 px texture. */
const MAX_CARD_PX = 340;
const MIN_CARD_PX = 24;
const COLS = 9;
const PAD = 2;
/** WebGL's LINEAR filter. */
const GL_LINEAR = 0x2601;

/** Whether `texture` is filtered linearly on the graphics card, both ways (false where it has no WebGL texture). */
export function filteredLinearly(texture: Phaser.Textures.Texture): boolean {
  const gl = texture.source[0]?.glTexture;
  return gl !== null && gl !== undefined && gl.minFilter === GL_LINEAR && gl.magFilter === GL_LINEAR;
}

export interface AtlasSpec {
  readonly cardPx: number;
  readonly fourColour: boolean;
  /** The face style; when left out, the one the view settings name. */
  readonly face?: FaceStyle;
}

/** The name of the performance measure each atlas drawing leaves (ms of drawing, detail: the spec). */
export const ATLAS_MEASURE = 'suitcase:atlas';

const faceOf = (spec: AtlasSpec): FaceStyle => spec.face ?? viewSettings().face;

/** Texture pixels for a card `cssWidth` wide on a screen of `dpr`. */
export function atlasCardPx(cssWidth: number, dpr: number): number {
  return Math.max(MIN_CARD_PX, Math.min(MAX_CARD_PX, Math.round(cssWidth * dpr)));
}

/** Whether the atlas should be drawn again for a new card size: only on a real change, not every pixel. */
export function needsRebuild(current: AtlasSpec | null, next: AtlasSpec): boolean {
  if (!current) return true;
  if (current.fourColour !== next.fourColour || faceOf(current) !== faceOf(next)) return true;
  const ratio = next.cardPx / current.cardPx;
  return ratio > 1.15 || ratio < 0.8;
}

interface Job {
  readonly name: string;
  readonly draw: (ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) => void;
}

function jobs(spec: AtlasSpec): Job[] {
  const out: Job[] = [];
  const face = faceOf(spec);
  for (let c = 0; c < 52; c++) out.push({ name: faceFrame(c), draw: (ctx, x, y, w, h) => { drawFace(ctx, c, x, y, w, h, spec.fourColour, face); } });
  for (const b of CARD_BACKS) out.push({ name: backFrame(b), draw: (ctx, x, y, w, h) => { drawBack(ctx, b, x, y, w, h); } });
  for (const kind of Object.keys(SLOT_FRAMES) as SlotKind[]) {
    out.push({ name: SLOT_FRAMES[kind], draw: (ctx, x, y, w, h) => { drawSlot(ctx, kind, x, y, w, h); } });
  }
  out.push({ name: SHADOW_FRAME, draw: drawShadow });
  return out;
}

/** Every frame the atlas holds, in its order: 52 faces, the backs, the slots. */
export function atlasFrames(): string[] {
  return jobs({ cardPx: MIN_CARD_PX, fourColour: false, face: 'classic' }).map((j) => j.name);
}

/**
 * Draws the atlas a few cards at a time (the Boot scene shows the progress) and installs it as the
 * `cards` texture, replacing any older one. Yields the fraction done.
 */
export function* buildAtlas(textures: Phaser.Textures.TextureManager, spec: AtlasSpec, perStep = 8): Generator<number, void> {
  const w = spec.cardPx;
  const h = Math.round(w * CARD_RATIO);
  const list = jobs(spec);
  const rows = Math.ceil(list.length / COLS);
  const canvas = document.createElement('canvas');
  canvas.width = COLS * (w + 2 * PAD);
  canvas.height = rows * (h + 2 * PAD);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on a canvas');
  const cell = (i: number) => ({ x: (i % COLS) * (w + 2 * PAD) + PAD, y: Math.floor(i / COLS) * (h + 2 * PAD) + PAD });
  let drawing = 0;
  for (let i = 0; i < list.length; i++) {
    const { x, y } = cell(i);
    const t0 = performance.now();
    list[i]!.draw(ctx, x, y, w, h);
    drawing += performance.now() - t0;
    if ((i + 1) % perStep === 0) yield (i + 1) / list.length;
  }
  const t0 = performance.now();
  if (textures.exists(TEXTURES.cards)) textures.remove(TEXTURES.cards);
  // A plain texture of the canvas: a CanvasTexture would also read every pixel back into a copy
  // of its own, which nothing here uses.
  const tex = textures.create(TEXTURES.cards, canvas, canvas.width, canvas.height);
  if (!tex) throw new Error('the card atlas could not be added');
  tex.add('__BASE', 0, 0, 0, canvas.width, canvas.height);
  list.forEach((job, i) => {
    const { x, y } = cell(i);
    tex.add(job.name, 0, x, y, w, h);
  });
  // Linear already where the game draws antialiased: Phaser's setFilter would upload the whole atlas again.
  if (!filteredLinearly(tex)) tex.setFilter(0 /* LINEAR */);
  atlasSpec = { ...spec, face: faceOf(spec) };
  live = { textures, texture: tex, canvas, cell, w, h };
  measure(drawing, performance.now() - t0, 'build');
  yield 1;
}

interface Live {
  readonly textures: Phaser.Textures.TextureManager;
  readonly texture: Phaser.Textures.Texture;
  readonly canvas: HTMLCanvasElement;
  readonly cell: (i: number) => { x: number; y: number };
  readonly w: number;
  readonly h: number;
}
let live: Live | null = null;

function measure(drawMs: number, uploadMs: number, kind: 'build' | 'redraw'): void {
  try {
    const spec = atlasSpec;
    performance.measure(ATLAS_MEASURE, { start: performance.now() - drawMs - uploadMs, duration: drawMs + uploadMs, detail: { ...spec, kind, drawMs, uploadMs } });
  } catch {
    // No User Timing here: nothing to record.
  }
}

/**
 * A new face style: the same frames drawn again on the same canvas, so every sprite keeps its
 * frame and nothing else needs to know.
 */
function redrawInPlace(face: FaceStyle): void {
  if (!live || !atlasSpec || live.textures.get(TEXTURES.cards) !== live.texture) return;
  const { canvas, w, h } = live;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  atlasSpec = { ...atlasSpec, face };
  const list = jobs(atlasSpec);
  const t0 = performance.now();
  list.forEach((job, i) => {
    const { x, y } = live!.cell(i);
    ctx.clearRect(x - PAD, y - PAD, w + 2 * PAD, h + 2 * PAD);
    job.draw(ctx, x, y, w, h);
  });
  const t1 = performance.now();
  live.texture.source[0]!.update();
  measure(t1 - t0, performance.now() - t1, 'redraw');
}

onViewSettings((s, before) => {
  if (s.face !== before.face) redrawInPlace(s.face);
});

let atlasSpec: AtlasSpec | null = null;

/** Builds the atlas at once when the spec changed enough; true when it did (sprites must re-take their frames). */
export function ensureAtlas(textures: Phaser.Textures.TextureManager, spec: AtlasSpec): boolean {
  if (!needsRebuild(atlasSpec, spec) && textures.exists(TEXTURES.cards)) return false;
  const work = buildAtlas(textures, spec, 1000);
  while (!work.next().done) {
    // Runs to the end in one go.
  }
  return true;
}
