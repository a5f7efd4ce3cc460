/**
 * Small drawn previews for the settings' choices: a card in each face style, each card back, each
 * felt. One canvas texture holds them all (drawn with the card art's own code at the device pixel
 * ratio), redrawn when the four-colour choice or the pixel ratio changes.
 */
import type Phaser from 'phaser';
import { card } from '../../engine/index.ts';
import { CARD_BACKS, type CardBack, FACE_STYLES, FELT_THEMES, type FaceStyle, type FeltTheme } from '../../engine/settings.ts';
import { CARD_RATIO, drawBack, drawFace, roundRect } from '../cards/cardArt.ts';
import { THEMES } from '../kit/theme.ts';

const PREVIEW_TEXTURE = 'panel-previews';
/** A preview card's width in CSS px at its largest; smaller tiles scale it down. */
export const PREVIEW_CARD_W = 72;
const PAD = 2;

export const facePreview = (style: FaceStyle): string => `face-${style}`;
export const backPreview = (design: number): string => `back-${design}`;
export const feltPreview = (felt: FeltTheme): string => `felt-${felt}`;

let drawn: { dpr: number; fourColour: boolean } | null = null;

function drawFelt(ctx: CanvasRenderingContext2D, felt: FeltTheme, x: number, y: number, w: number, h: number): void {
  const paint = (colours: readonly [string, string, string]) => {
    const g = ctx.createRadialGradient(x + w / 2, y + h / 2, 0, x + w / 2, y + h / 2, Math.max(w, h) * 0.7);
    g.addColorStop(0, colours[0]);
    g.addColorStop(0.55, colours[1]);
    g.addColorStop(1, colours[2]);
    return g;
  };
  ctx.save();
  roundRect(ctx, x, y, w, h, w * 0.12);
  ctx.clip();
  if (felt === 'system') {
    // Half green, half dark: the felt follows the system's light or dark scheme.
    ctx.fillStyle = paint(THEMES.green.felt);
    ctx.fillRect(x, y, w, h);
    ctx.beginPath();
    ctx.moveTo(x + w, y);
    ctx.lineTo(x + w, y + h);
    ctx.lineTo(x, y + h);
    ctx.closePath();
    ctx.fillStyle = paint(THEMES.dark.felt);
    ctx.fill();
  } else {
    ctx.fillStyle = paint(THEMES[felt].felt);
    ctx.fillRect(x, y, w, h);
  }
  ctx.restore();
}

/** Makes sure the previews texture exists for this pixel ratio and four-colour choice; returns its key. */
export function ensurePreviews(textures: Phaser.Textures.TextureManager, dpr: number, fourColour: boolean): string {
  if (drawn && drawn.dpr === dpr && drawn.fourColour === fourColour && textures.exists(PREVIEW_TEXTURE)) return PREVIEW_TEXTURE;
  if (textures.exists(PREVIEW_TEXTURE)) textures.remove(PREVIEW_TEXTURE);
  const w = Math.round(PREVIEW_CARD_W * dpr);
  const h = Math.round(w * CARD_RATIO);
  const names = [...FACE_STYLES.map(facePreview), ...CARD_BACKS.map(backPreview), ...FELT_THEMES.map(feltPreview)];
  const tex = textures.createCanvas(PREVIEW_TEXTURE, names.length * (w + PAD * 2), h + PAD * 2);
  if (!tex) return PREVIEW_TEXTURE;
  const ctx = tex.getContext();
  names.forEach((name, i) => {
    const x = PAD + i * (w + PAD * 2);
    if (name.startsWith('face-')) {
      // The seven of diamonds: its colour shows four-colour, its index and pips show the style.
      drawFace(ctx, card(7, 2), x, PAD, w, h, fourColour, name.slice(5) as FaceStyle);
    } else if (name.startsWith('back-')) {
      drawBack(ctx, Number(name.slice(5)) as CardBack, x, PAD, w, h);
    } else {
      drawFelt(ctx, name.slice(5) as FeltTheme, x, PAD, w, h);
    }
    tex.add(name, 0, x, PAD, w, h);
  });
  tex.refresh();
  drawn = { dpr, fourColour };
  return PREVIEW_TEXTURE;
}
