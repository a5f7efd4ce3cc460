/**
 * The baize: a soft radial light over a fine-grained felt in the theme's colours, drawn once on a
 * small canvas and stretched over the whole table (it has no detail that would show the stretch).
 * A new theme repaints the same texture, so every scene's felt follows at once.
 */
import Phaser from 'phaser';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { TEXTURES } from '../keys.ts';
import { type Theme, onThemeChange, theme } from './theme.ts';

const SIZE = 512;

function paint(ctx: CanvasRenderingContext2D, t: Theme): void {
  const g = ctx.createRadialGradient(SIZE / 2, SIZE * 0.4, SIZE * 0.05, SIZE / 2, SIZE / 2, SIZE * 0.75);
  g.addColorStop(0, t.felt[0]);
  g.addColorStop(0.55, t.felt[1]);
  g.addColorStop(1, t.felt[2]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, SIZE, SIZE);
  // Grain: a fixed pattern (no randomness needed for a texture), faint enough to read as cloth.
  const img = ctx.getImageData(0, 0, SIZE, SIZE);
  const d = img.data;
  const [gr, gg, gb] = t.grain;
  let seed = 12345;
  for (let i = 0; i < d.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const n = ((seed >>> 16) & 0xff) / 255 - 0.5;
    d[i] = Math.max(0, Math.min(255, d[i]! + n * gr));
    d[i + 1] = Math.max(0, Math.min(255, d[i + 1]! + n * gg));
    d[i + 2] = Math.max(0, Math.min(255, d[i + 2]! + n * gb));
  }
  ctx.putImageData(img, 0, 0);
}

let felt: { texture: Phaser.Textures.CanvasTexture; ctx: CanvasRenderingContext2D; manager: Phaser.Textures.TextureManager } | null = null;

function makeFelt(textures: Phaser.Textures.TextureManager): void {
  if (textures.exists(TEXTURES.felt)) return;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return;
  paint(ctx, theme());
  const texture = textures.addCanvas(TEXTURES.felt, canvas);
  if (texture) felt = { texture, ctx, manager: textures };
}

onThemeChange((t) => {
  if (!felt || felt.manager.get(TEXTURES.felt) !== felt.texture) return;
  paint(felt.ctx, t);
  felt.texture.refresh();
});

/** Puts the felt under everything in `scene` and keeps it (and the camera) fitted to the window. */
export function addFelt(scene: Phaser.Scene): Phaser.GameObjects.Image {
  makeFelt(scene.textures);
  const felt = scene.add.image(0, 0, TEXTURES.felt).setOrigin(0, 0).setDepth(-1000);
  const fit = (): void => {
    fitCamera(scene);
    const v = viewport();
    felt.setDisplaySize(v.width, v.height);
  };
  fit();
  onViewportChange(scene, fit);
  return felt;
}
